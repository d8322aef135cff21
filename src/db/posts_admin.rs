//! blog_posts as the back-office reads and writes them: drafts and scheduled posts included.

use rusqlite::{Connection, OptionalExtension, Row, ToSql, params, params_from_iter};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::lang::Lang;
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

/// A post as written by staff or the seed, already sanitized and measured.
#[derive(Debug, Clone, Default)]
pub struct NewPost {
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub content_html: String,
    pub content_json: Option<String>,
    pub content_text: String,
    pub category: Option<String>,
    pub published_at: Option<String>,
    pub read_time_minutes: i64,
    pub cover_image: Option<String>,
    pub thumbnail_url: Option<String>,
    pub author_name: Option<String>,
    pub author_bio: Option<String>,
    pub author_id: Option<i64>,
    /// Set when the post is created, like the article it translates.
    pub lang: Lang,
    pub translation_of: Option<i64>,
}

/// Whether another post than `except` already uses `slug`.
pub fn slug_taken(conn: &Connection, slug: &str, except: Option<i64>) -> AppResult<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM blog_posts WHERE slug = ?1 AND id IS NOT ?2)",
        params![slug, except],
        |row| row.get(0),
    )?)
}

/// `base`, or `base-2`, `base-3`… whichever no other post uses.
pub fn unique_slug(conn: &Connection, base: &str, except: Option<i64>) -> AppResult<String> {
    let mut candidate = base.to_string();
    let mut n = 2;
    while slug_taken(conn, &candidate, except)? {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    Ok(candidate)
}

/// Replaces every editable field; false when the post does not exist.
pub fn update(conn: &Connection, id: i64, post: &NewPost) -> AppResult<bool> {
    let now = super::now_text();
    let mut values = editable_values(post);
    values.extend([&now as &dyn ToSql, &id]);
    let changed = conn.execute(
        "UPDATE blog_posts SET slug = ?1, title = ?2, excerpt = ?3, content_html = ?4, content_json = ?5,
             content_text = ?6, category = ?7, published_at = ?8, read_time_minutes = ?9, cover_image = ?10,
             thumbnail_url = ?11, author_name = ?12, author_bio = ?13, updated_at = ?14
         WHERE id = ?15",
        params_from_iter(values),
    )?;
    Ok(changed == 1)
}

/// The values of the editable columns, in the order the statements name them.
fn editable_values(post: &NewPost) -> Vec<&dyn ToSql> {
    vec![
        &post.slug,
        &post.title,
        &post.excerpt,
        &post.content_html,
        &post.content_json,
        &post.content_text,
        &post.category,
        &post.published_at,
        &post.read_time_minutes,
        &post.cover_image,
        &post.thumbnail_url,
        &post.author_name,
        &post.author_bio,
    ]
}

pub fn insert(conn: &Connection, post: &NewPost) -> AppResult<i64> {
    let mut values = editable_values(post);
    values.extend([&post.author_id as &dyn ToSql, &post.lang, &post.translation_of]);
    conn.execute(
        "INSERT INTO blog_posts (slug, title, excerpt, content_html, content_json, content_text, category,
             published_at, read_time_minutes, cover_image, thumbnail_url, author_name, author_bio, author_id,
             lang, translation_of)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
        params_from_iter(values),
    )?;
    Ok(conn.last_insert_rowid())
}

#[cfg(test)]
mod tests {
    use super::*;

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
