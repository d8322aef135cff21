//! blog_posts as the back-office reads them: drafts and scheduled posts included.

use rusqlite::{Connection, OptionalExtension, Row};
use serde::Serialize;
use ts_rs::TS;

use crate::error::AppResult;

/// A post as staff see it in the back-office, drafts and scheduled ones included.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct AdminPost {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub category: Option<String>,
    pub content_html: String,
    pub content_json: Option<String>,
    pub published_at: Option<String>,
    pub read_time_minutes: i64,
    pub cover_image: Option<String>,
    pub thumbnail_url: Option<String>,
    pub author_name: Option<String>,
    pub author_bio: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

const ADMIN_COLUMNS: &str = "id, slug, title, excerpt, category, content_html, content_json, published_at, \
    read_time_minutes, cover_image, thumbnail_url, author_name, author_bio, created_at, updated_at";

fn admin_post_from(row: &Row<'_>) -> rusqlite::Result<AdminPost> {
    Ok(AdminPost {
        id: row.get(0)?,
        slug: row.get(1)?,
        title: row.get(2)?,
        excerpt: row.get(3)?,
        category: row.get(4)?,
        content_html: row.get(5)?,
        content_json: row.get(6)?,
        published_at: row.get(7)?,
        read_time_minutes: row.get(8)?,
        cover_image: row.get(9)?,
        thumbnail_url: row.get(10)?,
        author_name: row.get(11)?,
        author_bio: row.get(12)?,
        created_at: row.get(13)?,
        updated_at: row.get(14)?,
    })
}

/// Every post, newest created first, without the heavy content columns.
pub fn list_all(conn: &Connection) -> AppResult<Vec<AdminPost>> {
    let posts = conn
        .prepare_cached(
            "SELECT id, slug, title, excerpt, category, '', NULL, published_at, read_time_minutes, cover_image,
                    thumbnail_url, author_name, author_bio, created_at, updated_at
             FROM blog_posts ORDER BY created_at DESC, id DESC",
        )?
        .query_map([], admin_post_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(posts)
}

pub fn find_by_id(conn: &Connection, id: i64) -> AppResult<Option<AdminPost>> {
    Ok(conn
        .query_row(&format!("SELECT {ADMIN_COLUMNS} FROM blog_posts WHERE id = ?1"), [id], admin_post_from)
        .optional()?)
}

pub fn delete(conn: &Connection, id: i64) -> AppResult<bool> {
    Ok(conn.execute("DELETE FROM blog_posts WHERE id = ?1", [id])? == 1)
}

pub fn count_all(conn: &Connection) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM blog_posts", [], |row| row.get(0))?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::posts::{NewPost, insert};

    #[test]
    fn staff_see_drafts_and_can_delete() {
        let conn = crate::db::test_connection();
        let draft = NewPost {
            slug: "brouillon".into(),
            title: "Brouillon".into(),
            content_html: "<p>x</p>".into(),
            read_time_minutes: 1,
            ..NewPost::default()
        };
        let id = insert(&conn, &draft).unwrap();
        assert_eq!(list_all(&conn).unwrap().len(), 1);
        assert_eq!(find_by_id(&conn, id).unwrap().unwrap().published_at, None);
        assert_eq!(count_all(&conn).unwrap(), 1);
        assert!(delete(&conn, id).unwrap());
        assert!(find_by_id(&conn, id).unwrap().is_none());
    }
}
