//! post_pending_edits: the changes to a published article saved on their own while the owner
//! writes, kept aside from the live page until he publishes or discards them.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::post_seo::PostSeo;
use crate::error::AppResult;

/// The article's fields as the editor last saved them aside.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
pub struct PendingEdit {
    pub saved_at: String,
    pub title: String,
    pub excerpt: String,
    pub category: Option<String>,
    pub content_html: String,
    pub content_json: Option<String>,
    pub cover_image: Option<String>,
    pub thumbnail_url: Option<String>,
    pub author_name: Option<String>,
    pub author_bio: Option<String>,
    pub read_time_minutes: i64,
    /// Absent from the changes saved before articles had them: read as empty.
    #[serde(flatten)]
    #[ts(flatten)]
    pub seo: PostSeo,
    /// Absent from the changes saved before articles had keywords: read as none.
    #[serde(default)]
    pub tags: Vec<String>,
}

/// Keeps `edit` as the article's pending changes, replacing earlier ones.
pub fn save(conn: &Connection, post_id: i64, edit: &PendingEdit, by: i64) -> AppResult<()> {
    let json = serde_json::to_string(edit).map_err(anyhow::Error::from)?;
    conn.execute(
        "INSERT INTO post_pending_edits (post_id, edit, saved_by, saved_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (post_id) DO UPDATE SET edit = excluded.edit, saved_by = excluded.saved_by,
             saved_at = excluded.saved_at",
        params![post_id, json, by, edit.saved_at],
    )?;
    Ok(())
}

pub fn find(conn: &Connection, post_id: i64) -> AppResult<Option<PendingEdit>> {
    let raw: Option<String> = conn
        .query_row("SELECT edit FROM post_pending_edits WHERE post_id = ?1", [post_id], |row| row.get(0))
        .optional()?;
    Ok(raw.and_then(|raw| {
        serde_json::from_str(&raw).inspect_err(|err| tracing::warn!(post_id, %err, "unreadable pending edit")).ok()
    }))
}

/// Says whether there were pending changes to let go.
pub fn discard(conn: &Connection, post_id: i64) -> AppResult<bool> {
    Ok(conn.execute("DELETE FROM post_pending_edits WHERE post_id = ?1", [post_id])? > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pending_changes_are_kept_replaced_and_discarded() {
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO blog_posts (id, slug, title, content_html, lang) VALUES (5, 'a', 'A', '', 'fr')", [])
            .unwrap();
        conn.execute("INSERT INTO users (id, email, password_hash, role) VALUES (1, 'a@b.km', 'x', 'super_admin')", [])
            .unwrap();
        assert_eq!(find(&conn, 5).unwrap(), None);
        let first =
            PendingEdit { title: "Premier".into(), saved_at: "2026-01-01T00:00:00Z".into(), ..PendingEdit::default() };
        save(&conn, 5, &first, 1).unwrap();
        let second = PendingEdit { title: "Second".into(), ..first.clone() };
        save(&conn, 5, &second, 1).unwrap();
        assert_eq!(find(&conn, 5).unwrap(), Some(second));
        assert!(discard(&conn, 5).unwrap());
        assert!(!discard(&conn, 5).unwrap());
        save(&conn, 5, &first, 1).unwrap();
        conn.execute("DELETE FROM blog_posts WHERE id = 5", []).unwrap();
        assert_eq!(find(&conn, 5).unwrap(), None, "gone with its article");
    }
}
