//! post_seo: what an article says to search engines and social networks instead of its title,
//! excerpt and cover, and whether search engines may list it. A row exists only for an article
//! that says something of its own.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::AppResult;

/// An article's own words and picture for search results and shared cards; each empty one falls
/// back to the title, the excerpt or the cover.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct PostSeo {
    /// The whole `<title>` of the page (no site name after it).
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    /// An image of the site's own media; the shared card shows its JPEG copy.
    pub social_image: Option<String>,
    /// Kept from search engines and the sitemap; still listed on the blog, in feeds and in the search.
    pub noindex: bool,
}

impl PostSeo {
    fn is_empty(&self) -> bool {
        *self == PostSeo::default()
    }

    /// Read from four columns starting at `first`: a missing row (a LEFT JOIN) reads as empty.
    pub(super) fn from_row(row: &Row<'_>, first: usize) -> rusqlite::Result<PostSeo> {
        Ok(PostSeo {
            seo_title: row.get(first)?,
            seo_description: row.get(first + 1)?,
            social_image: row.get(first + 2)?,
            noindex: row.get::<_, Option<bool>>(first + 3)?.unwrap_or(false),
        })
    }
}

/// The columns `from_row` reads, of the table aliased `s`.
pub(super) const COLUMNS: &str = "s.seo_title, s.seo_description, s.social_image, s.noindex";

/// Replaces the article's SEO facts; an empty set leaves no row.
pub fn save(conn: &Connection, post_id: i64, seo: &PostSeo) -> AppResult<()> {
    if seo.is_empty() {
        conn.execute("DELETE FROM post_seo WHERE post_id = ?1", [post_id])?;
        return Ok(());
    }
    conn.execute(
        "INSERT INTO post_seo (post_id, seo_title, seo_description, social_image, noindex)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (post_id) DO UPDATE SET seo_title = excluded.seo_title,
             seo_description = excluded.seo_description, social_image = excluded.social_image,
             noindex = excluded.noindex",
        params![post_id, seo.seo_title, seo.seo_description, seo.social_image, seo.noindex],
    )?;
    Ok(())
}

pub fn find(conn: &Connection, post_id: i64) -> AppResult<PostSeo> {
    let found = conn
        .prepare_cached(&format!("SELECT {COLUMNS} FROM post_seo s WHERE s.post_id = ?1"))?
        .query_row([post_id], |row| PostSeo::from_row(row, 0))
        .optional()?;
    Ok(found.unwrap_or_default())
}

/// Gives a new translation the SEO facts of the article it was copied from.
pub fn copy(conn: &Connection, from: i64, to: i64) -> AppResult<()> {
    conn.execute(
        "INSERT INTO post_seo (post_id, seo_title, seo_description, social_image, noindex)
         SELECT ?2, seo_title, seo_description, social_image, noindex FROM post_seo WHERE post_id = ?1",
        params![from, to],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_are_saved_replaced_and_an_empty_set_leaves_no_row() {
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO blog_posts (id, slug, title, content_html, lang) VALUES (4, 'a', 'A', '', 'fr')", [])
            .unwrap();
        assert_eq!(find(&conn, 4).unwrap(), PostSeo::default());
        let seo = PostSeo { seo_title: Some("Titre".into()), noindex: true, ..PostSeo::default() };
        save(&conn, 4, &seo).unwrap();
        assert_eq!(find(&conn, 4).unwrap(), seo);
        save(&conn, 4, &PostSeo::default()).unwrap();
        let rows: i64 = conn.query_row("SELECT count(*) FROM post_seo", [], |row| row.get(0)).unwrap();
        assert_eq!(rows, 0);
    }

    #[test]
    fn the_schema_bounds_the_texts_as_the_server_does() {
        use crate::domain::limits::{SEO_DESCRIPTION, SEO_TITLE};
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO blog_posts (id, slug, title, content_html, lang) VALUES (4, 'a', 'A', '', 'fr')", [])
            .unwrap();
        for (column, limit) in [("seo_title", SEO_TITLE), ("seo_description", SEO_DESCRIPTION)] {
            let insert = |length: usize| {
                conn.execute("DELETE FROM post_seo", []).unwrap();
                conn.execute(&format!("INSERT INTO post_seo (post_id, {column}) VALUES (4, ?1)"), ["é".repeat(length)])
            };
            assert!(insert(limit).is_ok(), "{column}");
            assert!(insert(limit + 1).is_err(), "{column}");
        }
    }
}
