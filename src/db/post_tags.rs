//! post_tags: an article's keywords in the order the owner typed them (rules in
//! `domain::tags`), and the site's keywords as the editor suggests them.

use std::collections::HashMap;

use rusqlite::{Connection, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::tags::tag_key;
use crate::error::AppResult;

/// A keyword of the site and how many articles (each language's counted) carry it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct SiteTag {
    pub name: String,
    pub count: i64,
}

/// Replaces the article's keywords with `names`, already cleaned (`domain::tags::clean`).
pub fn save(conn: &Connection, post_id: i64, names: &[String]) -> AppResult<()> {
    conn.execute("DELETE FROM post_tags WHERE post_id = ?1", [post_id])?;
    let mut insert =
        conn.prepare_cached("INSERT INTO post_tags (post_id, position, name, key) VALUES (?1, ?2, ?3, ?4)")?;
    for (position, name) in names.iter().enumerate() {
        insert.execute(params![post_id, position as i64, name, tag_key(name)])?;
    }
    Ok(())
}

pub fn find(conn: &Connection, post_id: i64) -> AppResult<Vec<String>> {
    let names = conn
        .prepare_cached("SELECT name FROM post_tags WHERE post_id = ?1 ORDER BY position")?
        .query_map([post_id], |row| row.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    Ok(names)
}

/// Every article's keywords, by article id, for the back-office's list.
pub fn all_by_post(conn: &Connection) -> AppResult<HashMap<i64, Vec<String>>> {
    let mut by_post: HashMap<i64, Vec<String>> = HashMap::new();
    let mut statement = conn.prepare_cached("SELECT post_id, name FROM post_tags ORDER BY post_id, position")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        by_post.entry(row.get(0)?).or_default().push(row.get(1)?);
    }
    Ok(by_post)
}

/// Gives a new translation the keywords of the article it was copied from.
pub fn copy(conn: &Connection, from: i64, to: i64) -> AppResult<()> {
    conn.execute(
        "INSERT INTO post_tags (post_id, position, name, key) SELECT ?2, position, name, key FROM post_tags
         WHERE post_id = ?1",
        params![from, to],
    )?;
    Ok(())
}

/// Every keyword of the site, the most used first, under the spelling most articles give it.
pub fn site_tags(conn: &Connection) -> AppResult<Vec<SiteTag>> {
    let tags = conn
        .prepare_cached(
            "WITH spellings AS (SELECT key, name, count(*) AS uses FROM post_tags GROUP BY key, name)
             SELECT (SELECT name FROM spellings s WHERE s.key = k.key ORDER BY uses DESC, name LIMIT 1), k.total
             FROM (SELECT key, sum(uses) AS total FROM spellings GROUP BY key) k
             ORDER BY k.total DESC, k.key",
        )?
        .query_map([], |row| Ok(SiteTag { name: row.get(0)?, count: row.get(1)? }))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(tags)
}

/// A revision's keywords (a JSON array); an unreadable list reads as none.
pub fn from_json(json: &str) -> Vec<String> {
    serde_json::from_str(json).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|name| name.to_string()).collect()
    }

    #[test]
    fn keywords_are_kept_in_order_replaced_copied_and_counted_by_key() {
        let conn = crate::db::test_connection();
        for id in [1, 2, 3] {
            conn.execute(
                "INSERT INTO blog_posts (id, slug, title, content_html, lang) VALUES (?1, ?1, 'A', '', 'fr')",
                [id],
            )
            .unwrap();
        }
        save(&conn, 1, &names(&["Pêche", "Économie"])).unwrap();
        assert_eq!(find(&conn, 1).unwrap(), names(&["Pêche", "Économie"]));
        save(&conn, 1, &names(&["Économie", "Pêche", "Lagon"])).unwrap();
        assert_eq!(find(&conn, 1).unwrap(), names(&["Économie", "Pêche", "Lagon"]));
        copy(&conn, 1, 2).unwrap();
        save(&conn, 3, &names(&["economie"])).unwrap();
        let site = site_tags(&conn).unwrap();
        assert_eq!(site[0], SiteTag { name: "Économie".into(), count: 3 });
        assert_eq!(site.len(), 3);
        conn.execute("DELETE FROM blog_posts WHERE id = 1", []).unwrap();
        assert!(find(&conn, 1).unwrap().is_empty(), "gone with their article");
        assert_eq!(from_json(r#"["a","b"]"#), names(&["a", "b"]));
        assert!(from_json("not json").is_empty());
    }

    #[test]
    fn the_schema_bounds_the_keywords_as_the_server_does() {
        use crate::domain::limits::{TAG, TAGS_PER_POST};
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO blog_posts (id, slug, title, content_html, lang) VALUES (4, 'a', 'A', '', 'fr')", [])
            .unwrap();
        let insert = |position: usize, name: String| {
            conn.execute(
                "INSERT INTO post_tags (post_id, position, name, key) VALUES (4, ?1, ?2, ?2)",
                params![position as i64, name],
            )
        };
        assert!(insert(0, "é".repeat(TAG)).is_ok());
        assert!(insert(1, "é".repeat(TAG + 1)).is_err());
        assert!(insert(TAGS_PER_POST - 1, "b".into()).is_ok());
        assert!(insert(TAGS_PER_POST, "c".into()).is_err());
    }
}
