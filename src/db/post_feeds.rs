//! Published posts as the feeds and the sitemap read them: in the site's languages, newest
//! first, with each article's versions in the other languages.

use rusqlite::{Connection, params};

use super::posts::PUBLISHED;
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// What the sitemap and feed need of a published post.
#[derive(Debug, Clone, PartialEq)]
pub struct FeedEntry {
    pub lang: Lang,
    /// The article it was translated from, or itself: what its versions share.
    pub original: i64,
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub published_at: String,
    pub updated_at: String,
    /// Kept from search engines: in the feeds, not in the sitemap.
    pub noindex: bool,
}

/// Whether the article `p` is kept from search engines.
const NOINDEX: &str = "EXISTS (SELECT 1 FROM post_seo s WHERE s.post_id = p.id AND s.noindex)";

/// The languages of a feed or sitemap, as the JSON array `json_each` reads.
fn languages_json(langs: &[Lang]) -> String {
    let codes: Vec<&str> = langs.iter().map(|lang| lang.code()).collect();
    serde_json::Value::from(codes).to_string()
}

/// Walks the publication order and keeps the wanted languages (`+p.lang` keeps SQLite off the
/// language index, which would read every post of those languages and sort them).
pub(super) fn feed_sql() -> String {
    format!(
        "SELECT p.lang, coalesce(p.translation_of, p.id), p.slug, p.title, p.excerpt, p.published_at,
                max(p.updated_at, p.published_at), {NOINDEX}
         FROM blog_posts p WHERE {PUBLISHED} AND +p.lang IN (SELECT value FROM json_each(?4))
         ORDER BY p.published_at DESC, p.id DESC LIMIT ?2 OFFSET ?3"
    )
}

/// Published posts in `langs`, newest first, at most `limit` after skipping `offset` (a feed,
/// or one sitemap file).
pub fn feed_entries(
    conn: &Connection,
    now: &str,
    langs: &[Lang],
    limit: i64,
    offset: i64,
) -> AppResult<Vec<FeedEntry>> {
    let entries = conn
        .prepare_cached(&feed_sql())?
        .query_map(params![now, limit, offset, languages_json(langs)], |row| {
            Ok(FeedEntry {
                lang: row.get(0)?,
                original: row.get(1)?,
                slug: row.get(2)?,
                title: row.get(3)?,
                excerpt: row.get(4)?,
                published_at: row.get(5)?,
                updated_at: row.get(6)?,
                noindex: row.get(7)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(entries)
}

pub(super) fn count_sql() -> String {
    format!("SELECT count(*) FROM blog_posts p WHERE {PUBLISHED} AND p.lang IN (SELECT value FROM json_each(?2))")
}

/// How many posts in `langs` are published now.
pub fn count_published(conn: &Connection, now: &str, langs: &[Lang]) -> AppResult<i64> {
    Ok(conn.prepare_cached(&count_sql())?.query_row(params![now, languages_json(langs)], |row| row.get(0))?)
}

pub(super) fn group_versions_sql() -> String {
    format!(
        "SELECT coalesce(p.translation_of, p.id), p.lang, p.slug FROM json_each(?2) wanted
         CROSS JOIN blog_posts p
         WHERE (p.id = wanted.value OR p.translation_of = wanted.value) AND {PUBLISHED} AND NOT {NOINDEX}"
    )
}

/// The published versions of each of `originals` (what `FeedEntry::original` names) that search
/// engines may list: the original's id, a version's language and slug.
pub fn versions_of(conn: &Connection, now: &str, originals: &[i64]) -> AppResult<Vec<(i64, Lang, String)>> {
    let wanted = serde_json::Value::from(originals.to_vec()).to_string();
    let versions = conn
        .prepare_cached(&group_versions_sql())?
        .query_map(params![now, wanted], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(versions)
}
