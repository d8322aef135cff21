//! post_preview_links: the private link to an article not yet published, kept as a hash,
//! one per article, until it expires or the owner revokes it.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use ts_rs::TS;

use crate::error::AppResult;

/// A live link, as the back-office shows it (its secret was shown once, when drawn).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PreviewLinkInfo {
    pub created_at: String,
    pub expires_at: String,
}

/// Stores a new link for `post_id`, replacing the one it had: the old address stops working.
pub fn replace(conn: &Connection, post_id: i64, token_hash: &str, expires_at: &str, by: i64) -> AppResult<()> {
    conn.execute(
        "INSERT INTO post_preview_links (post_id, token_hash, expires_at, created_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (post_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at,
             created_by = excluded.created_by, created_at = excluded.created_at",
        params![post_id, token_hash, expires_at, by, super::now_text()],
    )?;
    Ok(())
}

/// The article's link while it still opens, else none.
pub fn live(conn: &Connection, post_id: i64, now: &str) -> AppResult<Option<PreviewLinkInfo>> {
    Ok(conn
        .query_row(
            "SELECT created_at, expires_at FROM post_preview_links WHERE post_id = ?1 AND expires_at > ?2",
            params![post_id, now],
            |row| Ok(PreviewLinkInfo { created_at: row.get(0)?, expires_at: row.get(1)? }),
        )
        .optional()?)
}

/// Says whether there was a link to revoke.
pub fn revoke(conn: &Connection, post_id: i64) -> AppResult<bool> {
    Ok(conn.execute("DELETE FROM post_preview_links WHERE post_id = ?1", [post_id])? > 0)
}

/// The article a link opens at `now`; none for an unknown, revoked or expired link.
pub fn opens(conn: &Connection, token_hash: &str, now: &str) -> AppResult<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT post_id FROM post_preview_links WHERE token_hash = ?1 AND expires_at > ?2",
            params![token_hash, now],
            |row| row.get(0),
        )
        .optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_opens_its_article_until_replaced_revoked_or_expired() {
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO blog_posts (id, slug, title, content_html, lang) VALUES (4, 'a', 'A', '', 'fr')", [])
            .unwrap();
        conn.execute("INSERT INTO users (id, email, password_hash, role) VALUES (1, 'a@b.km', 'x', 'super_admin')", [])
            .unwrap();
        let (first, second) = ("a".repeat(64), "b".repeat(64));
        replace(&conn, 4, &first, "2026-02-01T00:00:00Z", 1).unwrap();
        assert_eq!(opens(&conn, &first, "2026-01-31T23:59:59Z").unwrap(), Some(4));
        assert_eq!(opens(&conn, &first, "2026-02-01T00:00:00Z").unwrap(), None, "expired");
        assert!(live(&conn, 4, "2026-01-01T00:00:00Z").unwrap().is_some());

        replace(&conn, 4, &second, "2026-02-01T00:00:00Z", 1).unwrap();
        assert_eq!(opens(&conn, &first, "2026-01-01T00:00:00Z").unwrap(), None, "the old address stops working");
        assert_eq!(opens(&conn, &second, "2026-01-01T00:00:00Z").unwrap(), Some(4));
        assert!(revoke(&conn, 4).unwrap());
        assert_eq!(opens(&conn, &second, "2026-01-01T00:00:00Z").unwrap(), None);
        assert!(!revoke(&conn, 4).unwrap());

        replace(&conn, 4, &first, "2026-02-01T00:00:00Z", 1).unwrap();
        conn.execute("DELETE FROM blog_posts WHERE id = 4", []).unwrap();
        assert_eq!(opens(&conn, &first, "2026-01-01T00:00:00Z").unwrap(), None, "gone with its article");
    }
}
