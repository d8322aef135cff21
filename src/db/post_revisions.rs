//! post_revisions: an article as it stood after each manual save and each publication, the
//! last 50 per article, to compare and restore.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use ts_rs::TS;

use super::post_seo::{self, PostSeo};
use crate::error::AppResult;

/// How many revisions an article keeps; the oldest go first.
pub const KEPT: i64 = 50;

/// What made a revision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum RevisionReason {
    Save,
    Publish,
    Restore,
}

impl RevisionReason {
    fn as_str(self) -> &'static str {
        match self {
            RevisionReason::Save => "save",
            RevisionReason::Publish => "publish",
            RevisionReason::Restore => "restore",
        }
    }

    fn parse(text: &str) -> RevisionReason {
        match text {
            "publish" => RevisionReason::Publish,
            "restore" => RevisionReason::Restore,
            _ => RevisionReason::Save,
        }
    }
}

/// A revision in the list: when, by whom, under which title.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RevisionSummary {
    pub id: i64,
    pub created_at: String,
    /// The name of the account that saved it; null once the account is gone or has no name.
    pub author_name: Option<String>,
    pub title: String,
    pub reason: RevisionReason,
    /// The article's save count this revision was.
    pub version: i64,
}

/// A whole revision, to compare and restore.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Revision {
    #[serde(flatten)]
    #[ts(flatten)]
    pub summary: RevisionSummary,
    pub excerpt: String,
    pub category: Option<String>,
    pub cover_image: Option<String>,
    pub thumbnail_url: Option<String>,
    pub author_bio: Option<String>,
    /// The signature typed in the editor, as the article carried it.
    pub signed_as: Option<String>,
    pub published_at: Option<String>,
    pub content_html: String,
    pub content_json: Option<String>,
    #[serde(flatten)]
    #[ts(flatten)]
    pub seo: PostSeo,
    pub tags: Vec<String>,
}

/// Keeps the article as it now stands, then lets the oldest revisions beyond `KEPT` go.
pub fn record(conn: &Connection, post_id: i64, reason: RevisionReason, author_id: i64) -> AppResult<()> {
    conn.execute(
        "INSERT INTO post_revisions (post_id, version, reason, author_id, created_at, title, excerpt, category,
             cover_image, thumbnail_url, author_name, author_bio, published_at, content_html, content_json,
             seo_title, seo_description, social_image, noindex, tags)
         SELECT p.id, p.version, ?2, ?3, ?4, p.title, p.excerpt, p.category, p.cover_image, p.thumbnail_url,
             p.author_name, p.author_bio, p.published_at, p.content_html, p.content_json,
             s.seo_title, s.seo_description, s.social_image, coalesce(s.noindex, 0),
             (SELECT json_group_array(t.name) FROM (SELECT name FROM post_tags WHERE post_id = p.id ORDER BY position) t)
         FROM blog_posts p LEFT JOIN post_seo s ON s.post_id = p.id WHERE p.id = ?1",
        params![post_id, reason.as_str(), author_id, super::now_text()],
    )?;
    conn.execute(
        "DELETE FROM post_revisions WHERE post_id = ?1 AND id NOT IN
             (SELECT id FROM post_revisions WHERE post_id = ?1 ORDER BY id DESC LIMIT ?2)",
        params![post_id, KEPT],
    )?;
    Ok(())
}

const SUMMARY: &str = "r.id, r.created_at, u.full_name, r.title, r.reason, r.version";

fn summary_from(row: &Row<'_>) -> rusqlite::Result<RevisionSummary> {
    Ok(RevisionSummary {
        id: row.get(0)?,
        created_at: row.get(1)?,
        author_name: row.get(2)?,
        title: row.get(3)?,
        reason: RevisionReason::parse(&row.get::<_, String>(4)?),
        version: row.get(5)?,
    })
}

/// The article's revisions, newest first.
pub fn list(conn: &Connection, post_id: i64) -> AppResult<Vec<RevisionSummary>> {
    Ok(conn
        .prepare_cached(&format!(
            "SELECT {SUMMARY} FROM post_revisions r LEFT JOIN users u ON u.id = r.author_id
             WHERE r.post_id = ?1 ORDER BY r.id DESC"
        ))?
        .query_map([post_id], summary_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?)
}

/// One revision of the article; none for another article's.
pub fn find(conn: &Connection, post_id: i64, id: i64) -> AppResult<Option<Revision>> {
    Ok(conn
        .query_row(
            &format!(
                "SELECT {SUMMARY}, r.excerpt, r.category, r.cover_image, r.thumbnail_url, r.author_bio, r.author_name,
                        r.published_at, r.content_html, r.content_json, {}, r.tags
                 FROM post_revisions r LEFT JOIN users u ON u.id = r.author_id
                 WHERE r.post_id = ?1 AND r.id = ?2",
                post_seo::COLUMNS.replace("s.", "r.")
            ),
            params![post_id, id],
            |row| {
                Ok(Revision {
                    summary: summary_from(row)?,
                    excerpt: row.get(6)?,
                    category: row.get(7)?,
                    cover_image: row.get(8)?,
                    thumbnail_url: row.get(9)?,
                    author_bio: row.get(10)?,
                    signed_as: row.get(11)?,
                    published_at: row.get(12)?,
                    content_html: row.get(13)?,
                    content_json: row.get(14)?,
                    seo: PostSeo::from_row(row, 15)?,
                    tags: super::post_tags::from_json(&row.get::<_, String>(19)?),
                })
            },
        )
        .optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_article_keeps_its_last_fifty_revisions_newest_first() {
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO users (id, email, password_hash, role, full_name) VALUES (1, 'a@b.km', 'x', 'super_admin', 'Awa')", [])
            .unwrap();
        conn.execute(
            "INSERT INTO blog_posts (id, slug, title, content_html, lang) VALUES (3, 'a', 'Titre 0', '<p>0</p>', 'fr')",
            [],
        )
        .unwrap();
        for n in 1..=KEPT + 5 {
            conn.execute(
                "UPDATE blog_posts SET title = ?1, version = version + 1 WHERE id = 3",
                [format!("Titre {n}")],
            )
            .unwrap();
            record(&conn, 3, RevisionReason::Save, 1).unwrap();
        }
        let revisions = list(&conn, 3).unwrap();
        assert_eq!(revisions.len() as i64, KEPT);
        assert_eq!(revisions[0].title, format!("Titre {}", KEPT + 5));
        assert_eq!(revisions[0].author_name.as_deref(), Some("Awa"));
        assert_eq!(revisions.last().unwrap().title, "Titre 6", "the oldest went first");
        let newest = find(&conn, 3, revisions[0].id).unwrap().unwrap();
        assert_eq!((newest.content_html.as_str(), newest.summary.version), ("<p>0</p>", KEPT + 6));
        assert!(find(&conn, 4, revisions[0].id).unwrap().is_none(), "another article's revision is not found");
    }
}
