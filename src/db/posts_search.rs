//! What the search index reads of blog_posts: every post with a publication date
//! (scheduled ones too, filtered by date at query time) and the rows behind hits.

use std::collections::HashMap;

use rusqlite::{Connection, OptionalExtension, Row, params};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use super::posts::{PUBLISHED, PostSummary, SUMMARY_COLUMNS, summary_from};
use crate::domain::lang::Lang;
use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq)]
pub struct IndexablePost {
    pub id: i64,
    pub title: String,
    pub excerpt: String,
    pub content_text: String,
    pub category: Option<String>,
    pub published_unix: i64,
    /// The language it is written in, which its text is analysed in and searched by.
    pub lang: Lang,
    /// Its keywords, one after the other: searched with its text.
    pub tags: String,
}

/// A published post as search shows it: its summary and the text snippets are cut from.
#[derive(Debug, Clone)]
pub struct FoundPost {
    pub summary: PostSummary,
    pub content_text: String,
}

const INDEXABLE_COLUMNS: &str = "id, title, excerpt, content_text, category, published_at, lang, \
    coalesce((SELECT group_concat(t.name, ' ') FROM post_tags t WHERE t.post_id = blog_posts.id), '')";

fn indexable_from(row: &Row<'_>) -> rusqlite::Result<IndexablePost> {
    let published_at: String = row.get(5)?;
    Ok(IndexablePost {
        id: row.get(0)?,
        title: row.get(1)?,
        excerpt: row.get(2)?,
        content_text: row.get(3)?,
        category: row.get::<_, Option<String>>(4)?.filter(|category| !category.trim().is_empty()),
        published_unix: unix_seconds(&published_at),
        lang: row.get(6)?,
        tags: row.get(7)?,
    })
}

/// Stored times are always RFC 3339; an unreadable one sorts as never published.
pub fn unix_seconds(at: &str) -> i64 {
    OffsetDateTime::parse(at, &Rfc3339).map_or(i64::MAX, OffsetDateTime::unix_timestamp)
}

/// The post as the index should hold it, or None when it is gone or a draft.
pub fn indexable(conn: &Connection, id: i64) -> AppResult<Option<IndexablePost>> {
    let post = conn
        .query_row(
            &format!("SELECT {INDEXABLE_COLUMNS} FROM blog_posts WHERE id = ?1 AND published_at IS NOT NULL"),
            [id],
            indexable_from,
        )
        .optional()?;
    Ok(post)
}

pub fn count_indexable(conn: &Connection) -> AppResult<u64> {
    let count: i64 =
        conn.query_row("SELECT count(*) FROM blog_posts WHERE published_at IS NOT NULL", [], |row| row.get(0))?;
    Ok(count.unsigned_abs())
}

/// Calls `each` with every indexable post, one row in memory at a time.
pub fn for_each_indexable(conn: &Connection, mut each: impl FnMut(IndexablePost) -> AppResult<()>) -> AppResult<()> {
    let mut statement = conn
        .prepare(&format!("SELECT {INDEXABLE_COLUMNS} FROM blog_posts WHERE published_at IS NOT NULL ORDER BY id"))?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        each(indexable_from(row)?)?;
    }
    Ok(())
}

fn found_posts_sql() -> String {
    format!(
        "SELECT {SUMMARY_COLUMNS}, p.content_text FROM blog_posts p, json_each(?2) wanted
         WHERE p.id = wanted.value AND {PUBLISHED}"
    )
}

/// The statement a search runs here, for the query-plan test (tests/api/scale.rs).
pub fn public_statements() -> Vec<(String, String)> {
    vec![("search hits".to_string(), found_posts_sql())]
}

/// The posts among `ids` published at `now` or earlier, by id.
pub fn found_posts(conn: &Connection, now: &str, ids: &[i64]) -> AppResult<HashMap<i64, FoundPost>> {
    let mut statement = conn.prepare_cached(&found_posts_sql())?;
    let wanted = serde_json::to_string(ids).map_err(|err| crate::error::AppError::internal(err.to_string()))?;
    let found = statement
        .query_map(params![now, wanted], |row| {
            let summary = summary_from(row)?;
            Ok((summary.id, FoundPost { summary, content_text: row.get(11)? }))
        })?
        .collect::<rusqlite::Result<HashMap<_, _>>>()?;
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::posts_admin::{NewPost, insert};

    #[test]
    fn drafts_are_not_indexable_and_scheduled_posts_are() {
        let conn = crate::db::test_connection();
        let post = |slug: &str, at: Option<&str>| NewPost {
            slug: slug.into(),
            title: slug.into(),
            content_text: "texte".into(),
            read_time_minutes: 1,
            published_at: at.map(String::from),
            ..NewPost::default()
        };
        let published = insert(&conn, &post("publie", Some("2025-01-01T00:00:00Z"))).unwrap();
        let draft = insert(&conn, &post("brouillon", None)).unwrap();
        let scheduled = insert(&conn, &post("programme", Some("2099-01-01T00:00:00Z"))).unwrap();

        assert_eq!(indexable(&conn, published).unwrap().unwrap().published_unix, 1_735_689_600);
        assert!(indexable(&conn, draft).unwrap().is_none());
        assert!(indexable(&conn, scheduled).unwrap().is_some());
        assert_eq!(count_indexable(&conn).unwrap(), 2);

        let found = found_posts(&conn, "2026-01-01T00:00:00Z", &[published, draft, scheduled]).unwrap();
        assert_eq!(found.keys().copied().collect::<Vec<_>>(), [published]);
        assert_eq!(found[&published].content_text, "texte");
    }
}
