//! post_sources and post_redirects: where imported articles came from (so a second import of
//! the same file creates nothing twice) and the addresses they had there, which answer 301.

use rusqlite::{Connection, OptionalExtension, params};

use super::posts::PUBLISHED;
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// The article an earlier import made from `source`, if it is still there.
pub fn imported(conn: &Connection, source: &str) -> AppResult<Option<i64>> {
    Ok(conn.query_row("SELECT post_id FROM post_sources WHERE source = ?1", [source], |row| row.get(0)).optional()?)
}

pub fn record(conn: &Connection, source: &str, post_id: i64) -> AppResult<()> {
    conn.execute("INSERT OR REPLACE INTO post_sources (source, post_id) VALUES (?1, ?2)", params![source, post_id])?;
    Ok(())
}

/// Makes `path` (an address on the old site) lead to the article; an address already
/// leading elsewhere keeps its article.
pub fn add_redirect(conn: &Connection, path: &str, post_id: i64) -> AppResult<()> {
    conn.execute("INSERT OR IGNORE INTO post_redirects (path, post_id) VALUES (?1, ?2)", params![path, post_id])?;
    Ok(())
}

/// The published article an old address leads to at `now`: its slug and language.
pub fn redirect(conn: &Connection, path: &str, now: &str) -> AppResult<Option<(String, Lang)>> {
    Ok(conn
        .query_row(
            &format!(
                "SELECT p.slug, p.lang FROM post_redirects r JOIN blog_posts p ON p.id = r.post_id
                 WHERE r.path = ?2 AND {PUBLISHED}"
            ),
            params![now, path],
            |row| Ok((row.get::<_, String>(0)?, row.get::<_, Lang>(1)?)),
        )
        .optional()?)
}
