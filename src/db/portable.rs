//! The site's content as portable rows: each table of what visitors read (articles, settings,
//! page texts, legal pages, timeline, assistant, translations, media library, old addresses)
//! written as JSON objects column by column, so an export carries every field the schema has
//! and an import into this or a later version fills the columns both share.

use rusqlite::types::{Value as SqlValue, ValueRef};
use rusqlite::{Connection, params_from_iter};
use serde_json::{Map, Number, Value};

use crate::error::AppResult;

/// The tables an export holds, in an order that lets an import insert them as they come (an
/// article's own rows, keyed by `post_id`, after the articles).
pub const CONTENT_TABLES: &[&str] = &[
    "site_settings",
    "site_content",
    "translations",
    "legal_pages",
    "timeline_events",
    "chat_assistant",
    "media_images",
    "blog_posts",
    "post_seo",
    "post_tags",
    "post_redirects",
];

/// Columns that name a local account: an export leaves them out (accounts are not content).
const ACCOUNT_COLUMNS: &[&str] = &["author_id", "uploaded_by"];

fn json_of(value: ValueRef<'_>) -> Value {
    match value {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(number) => Value::Number(number.into()),
        ValueRef::Real(number) => Number::from_f64(number).map_or(Value::Null, Value::Number),
        ValueRef::Text(text) | ValueRef::Blob(text) => Value::String(String::from_utf8_lossy(text).into_owned()),
    }
}

fn sql_of(value: &Value) -> SqlValue {
    match value {
        Value::Null => SqlValue::Null,
        Value::Bool(flag) => SqlValue::Integer(i64::from(*flag)),
        Value::Number(number) => number
            .as_i64()
            .map(SqlValue::Integer)
            .or_else(|| number.as_f64().map(SqlValue::Real))
            .unwrap_or(SqlValue::Null),
        Value::String(text) => SqlValue::Text(text.clone()),
        other => SqlValue::Text(other.to_string()),
    }
}

/// The columns `table` has in this database.
pub fn columns(conn: &Connection, table: &str) -> AppResult<Vec<String>> {
    let mut statement = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
    let names = statement.query_map([table], |row| row.get(0))?.collect::<rusqlite::Result<_>>()?;
    Ok(names)
}

/// Every row of `table` as a JSON object, in key order; articles also say their author's e-mail,
/// so an import can sign them with the same account when it exists there.
pub fn rows(conn: &Connection, table: &str) -> AppResult<Vec<Map<String, Value>>> {
    let names: Vec<String> =
        columns(conn, table)?.into_iter().filter(|name| !ACCOUNT_COLUMNS.contains(&name.as_str())).collect();
    let author = if table == "blog_posts" {
        ", (SELECT email FROM users WHERE users.id = t.author_id) AS author_email"
    } else {
        ""
    };
    let list = names.iter().map(|name| format!("t.\"{name}\"")).collect::<Vec<_>>().join(", ");
    let mut statement = conn.prepare(&format!("SELECT {list}{author} FROM \"{table}\" t ORDER BY 1"))?;
    let count = statement.column_count();
    let labels: Vec<String> =
        (0..count).map(|at| statement.column_name(at).map(str::to_string)).collect::<Result<_, _>>()?;
    let mut rows = statement.query([])?;
    let mut found = Vec::new();
    while let Some(row) = rows.next()? {
        let mut object = Map::new();
        for (at, label) in labels.iter().enumerate() {
            object.insert(label.clone(), json_of(row.get_ref(at)?));
        }
        found.push(object);
    }
    Ok(found)
}

/// Whether `table` has a row with this `id` already.
pub fn id_taken(conn: &Connection, table: &str, id: Option<i64>) -> AppResult<bool> {
    Ok(conn.query_row(&format!("SELECT EXISTS (SELECT 1 FROM \"{table}\" WHERE id = ?1)"), [id], |row| row.get(0))?)
}

/// Whether the timeline holds an event of that date and title: an import does not add it twice.
pub fn timeline_event_exists(conn: &Connection, date: Option<&str>, title: Option<&str>) -> AppResult<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM timeline_events WHERE date = ?1 AND title = ?2)",
        [date, title],
        |row| row.get(0),
    )?)
}

/// Links an imported article to the imported one it translates, once both have their new ids.
pub fn link_translation(conn: &Connection, post: i64, original: i64) -> AppResult<()> {
    conn.execute("UPDATE blog_posts SET translation_of = ?2 WHERE id = ?1", [post, original])?;
    Ok(())
}

/// Inserts `row` into `table`, keeping the columns this database has; `replace` overwrites a row
/// with the same key (settings, page texts), else an existing key is left alone. Says whether a
/// row was written.
pub fn insert(conn: &Connection, table: &str, row: &Map<String, Value>, replace: bool) -> AppResult<bool> {
    let known = columns(conn, table)?;
    let present: Vec<(&String, &Value)> = row.iter().filter(|(name, _)| known.contains(name)).collect();
    if present.is_empty() {
        return Ok(false);
    }
    let names = present.iter().map(|(name, _)| format!("\"{name}\"")).collect::<Vec<_>>().join(", ");
    let marks = (1..=present.len()).map(|at| format!("?{at}")).collect::<Vec<_>>().join(", ");
    let verb = if replace { "INSERT OR REPLACE" } else { "INSERT OR IGNORE" };
    let written = conn.execute(
        &format!("{verb} INTO \"{table}\" ({names}) VALUES ({marks})"),
        params_from_iter(present.iter().map(|(_, value)| sql_of(value))),
    )?;
    Ok(written > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_travel_column_by_column_and_come_back_the_same() {
        let source = crate::db::test_connection();
        source
            .execute_batch(
                "INSERT INTO users (id, email, password_hash, role) VALUES (4, 'awa@exemple.km', 'x', 'super_admin');
                 INSERT INTO blog_posts (id, slug, title, content_html, lang, author_id, published_at)
                     VALUES (9, 'un-voyage', 'Un voyage', '<p>Texte</p>', 'fr', 4, '2024-05-01T08:00:00Z');
                 INSERT INTO site_settings (key, value) VALUES ('identity', '{\"owner_name\":\"Awa\"}');",
            )
            .unwrap();
        let posts = rows(&source, "blog_posts").unwrap();
        assert_eq!(posts[0]["title"], "Un voyage");
        assert_eq!(posts[0]["author_email"], "awa@exemple.km");
        assert!(posts[0].get("author_id").is_none(), "accounts are not content");

        let target = crate::db::test_connection();
        assert!(insert(&target, "blog_posts", &posts[0], false).unwrap());
        assert!(!insert(&target, "blog_posts", &posts[0], false).unwrap(), "the same row is not written twice");
        let mut back = rows(&target, "blog_posts").unwrap();
        back[0].insert("author_email".into(), "awa@exemple.km".into());
        assert_eq!(back, posts);
        let settings = rows(&source, "site_settings").unwrap();
        assert!(insert(&target, "site_settings", &settings[0], true).unwrap());
        assert_eq!(rows(&target, "site_settings").unwrap(), settings);
    }
}
