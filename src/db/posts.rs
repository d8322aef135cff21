//! blog_posts as visitors read them: published only (`published_at` now or earlier).

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use ts_rs::TS;

use super::post_feeds;
pub use super::post_listing::{PostFilter, list_published};
use super::post_listing::{Shape, listing_sql};
use super::post_seo::{self, PostSeo};
use crate::domain::lang::Lang;
use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PostSummary {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub category: Option<String>,
    pub published_at: String,
    pub read_time_minutes: i64,
    pub cover_image: Option<String>,
    pub thumbnail_url: Option<String>,
    pub author_name: Option<String>,
    pub lang: Lang,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PostAuthor {
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Post {
    #[serde(flatten)]
    #[ts(flatten)]
    pub summary: PostSummary,
    pub content_html: String,
    pub author_bio: Option<String>,
    pub author: Option<PostAuthor>,
    /// The article this one was translated from; none for an original.
    pub translation_of: Option<i64>,
    /// Read by the page's head, not given to the API.
    #[serde(skip)]
    #[ts(skip)]
    pub seo: PostSeo,
    /// Its keywords, in the order the owner typed them.
    pub tags: Vec<String>,
}

pub(super) const SUMMARY_COLUMNS: &str = "p.id, p.slug, p.title, p.excerpt, p.category, p.published_at, \
    p.read_time_minutes, p.cover_image, p.thumbnail_url, p.author_name, p.lang";

pub(super) const PUBLISHED: &str = "p.published_at IS NOT NULL AND p.published_at <= ?1";

/// The distinct categories by a loose index scan: one index seek per category (the next
/// name after the last) instead of reading every post, then one seek to check that the
/// category has a post in the language (?2) published now.
const CATEGORIES_SQL: &str = "
    WITH RECURSIVE names(name) AS (
        SELECT min(category) FROM blog_posts WHERE category > ''
        UNION ALL
        SELECT (SELECT min(category) FROM blog_posts WHERE category > names.name) FROM names WHERE name IS NOT NULL
    )
    SELECT name FROM names
    WHERE name IS NOT NULL AND trim(name) <> ''
        AND EXISTS (SELECT 1 FROM blog_posts p
                    WHERE p.category = names.name AND p.published_at IS NOT NULL AND p.published_at <= ?1
                        AND p.lang = ?2)";

pub(super) fn summary_from(row: &Row<'_>) -> rusqlite::Result<PostSummary> {
    Ok(PostSummary {
        id: row.get(0)?,
        slug: row.get(1)?,
        title: row.get(2)?,
        excerpt: row.get(3)?,
        category: row.get(4)?,
        published_at: row.get(5)?,
        read_time_minutes: row.get(6)?,
        cover_image: row.get(7)?,
        thumbnail_url: row.get(8)?,
        author_name: row.get(9)?,
        lang: row.get(10)?,
    })
}

/// The categories of published posts in `lang`, in French alphabetical order.
pub fn published_categories(conn: &Connection, now: &str, lang: Lang) -> AppResult<Vec<String>> {
    let mut categories = conn
        .prepare_cached(CATEGORIES_SQL)?
        .query_map(params![now, lang], |row| row.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    categories.sort_by(|a, b| crate::domain::text::french_cmp(a, b));
    Ok(categories)
}

/// One post with its content and author; `condition` picks it.
fn find_sql(condition: &str) -> String {
    format!(
        "SELECT {SUMMARY_COLUMNS}, p.content_html, p.author_bio, p.author_id, u.full_name, u.avatar_url,
                p.translation_of, {}
         FROM blog_posts p LEFT JOIN users u ON u.id = p.author_id LEFT JOIN post_seo s ON s.post_id = p.id
         WHERE {condition}",
        post_seo::COLUMNS
    )
}

fn find_published_sql() -> String {
    find_sql(&format!("{PUBLISHED} AND p.slug = ?2"))
}

fn post_from(row: &Row<'_>) -> rusqlite::Result<Post> {
    let author_id: Option<i64> = row.get(13)?;
    Ok(Post {
        summary: summary_from(row)?,
        content_html: row.get(11)?,
        author_bio: row.get(12)?,
        author: match author_id {
            Some(_) => Some(PostAuthor { full_name: row.get(14)?, avatar_url: row.get(15)? }),
            None => None,
        },
        translation_of: row.get(16)?,
        seo: PostSeo::from_row(row, 17)?,
        tags: Vec::new(),
    })
}

/// A published post by slug, with its author's profile when it has one.
pub fn find_published(conn: &Connection, now: &str, slug: &str) -> AppResult<Option<Post>> {
    let post = conn.prepare_cached(&find_published_sql())?.query_row(params![now, slug], post_from).optional()?;
    with_tags(conn, post)
}

fn with_tags(conn: &Connection, post: Option<Post>) -> AppResult<Option<Post>> {
    let Some(mut post) = post else { return Ok(None) };
    post.tags = super::post_tags::find(conn, post.summary.id)?;
    Ok(Some(post))
}

/// A post by id, published or not (a draft's test e-mail), as `find_published` gives it;
/// a draft's `published_at` is empty.
pub fn find_any(conn: &Connection, id: i64) -> AppResult<Option<Post>> {
    let sql = find_sql("p.id = ?1").replace("p.published_at,", "coalesce(p.published_at, ''),");
    let post = conn.prepare_cached(&sql)?.query_row([id], post_from).optional()?;
    with_tags(conn, post)
}

fn related_sql() -> String {
    format!(
        "SELECT {SUMMARY_COLUMNS} FROM blog_posts p
         WHERE {PUBLISHED} AND p.category = ?2 AND p.id <> ?3 AND p.lang = ?5
         ORDER BY p.published_at DESC, p.id DESC LIMIT ?4"
    )
}

/// Up to `limit` other published posts of the same category and language, newest first.
pub fn related(conn: &Connection, now: &str, post: &PostSummary, limit: i64) -> AppResult<Vec<PostSummary>> {
    let Some(category) = post.category.as_deref().filter(|c| !c.trim().is_empty()) else {
        return Ok(Vec::new());
    };
    let posts = conn
        .prepare_cached(&related_sql())?
        .query_map(params![now, category, post.id, limit, post.lang], summary_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(posts)
}

fn versions_sql() -> String {
    format!(
        "SELECT p.lang, p.slug FROM blog_posts p
         WHERE {PUBLISHED} AND (p.id = ?2 OR p.translation_of = ?2)"
    )
}

/// The published versions of an article in each language (itself included), by the id of
/// the article the others were translated from.
pub fn published_versions(conn: &Connection, now: &str, original: i64) -> AppResult<Vec<(Lang, String)>> {
    let mut versions = conn
        .prepare_cached(&versions_sql())?
        .query_map(params![now, original], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<rusqlite::Result<Vec<(Lang, String)>>>()?;
    // A few rows, put in the languages' order here rather than sorted by SQLite.
    versions.sort_by_key(|(lang, _)| *lang);
    Ok(versions)
}

/// Every statement public pages run here, by name: tests/api/scale.rs checks their query
/// plans, so that none reads all of blog_posts at 10,000 posts.
pub fn public_statements() -> Vec<(String, String)> {
    let mut statements = Vec::new();
    for (text, category, tag) in [
        (false, false, false),
        (true, false, false),
        (false, true, false),
        (true, true, false),
        (false, false, true),
        (false, true, true),
    ] {
        let name = [(text, "text"), (category, "category"), (tag, "keyword")]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, name)| *name)
            .collect::<Vec<_>>()
            .join(" and ");
        let name = if name.is_empty() { "all".to_string() } else { name };
        let sql = listing_sql(Shape { text, category, tag });
        statements.push((format!("list ({name})"), sql.rows));
        statements.push((format!("count ({name})"), sql.count));
    }
    statements.extend([
        ("categories".to_string(), CATEGORIES_SQL.to_string()),
        ("article".to_string(), find_published_sql()),
        ("newest of the category".to_string(), related_sql()),
        ("feed and sitemap".to_string(), post_feeds::feed_sql()),
        ("published count".to_string(), post_feeds::count_sql()),
        ("language versions".to_string(), versions_sql()),
        ("language versions of a sitemap file".to_string(), post_feeds::group_versions_sql()),
    ]);
    statements
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::post_feeds::{count_published, feed_entries};
    use crate::db::posts_admin::{NewPost, insert, unique_slug};

    fn post(slug: &str, title: &str, category: &str, published_at: Option<&str>) -> NewPost {
        NewPost {
            slug: slug.into(),
            title: title.into(),
            excerpt: format!("Résumé de {title}"),
            content_html: "<p>Texte</p>".into(),
            content_text: "Texte".into(),
            category: Some(category.into()),
            published_at: published_at.map(String::from),
            read_time_minutes: 1,
            ..NewPost::default()
        }
    }

    fn seeded() -> Connection {
        let conn = crate::db::test_connection();
        insert(&conn, &post("a", "Économie des Comores", "Économie", Some("2025-01-01T00:00:00Z"))).unwrap();
        insert(&conn, &post("b", "Tourisme vert", "Tourisme", Some("2025-02-01T00:00:00Z"))).unwrap();
        insert(&conn, &post("c", "Brouillon", "Tourisme", None)).unwrap();
        insert(&conn, &post("d", "Programmé", "Tourisme", Some("2099-01-01T00:00:00Z"))).unwrap();
        insert(&conn, &post("e", "Tourisme bleu", "Tourisme", Some("2025-03-01T00:00:00Z"))).unwrap();
        conn
    }

    const NOW: &str = "2026-01-01T00:00:00Z";

    fn filter(query: &str, category: &str) -> PostFilter {
        PostFilter {
            lang: Lang::Fr,
            query: query.into(),
            category: category.into(),
            limit: 24,
            ..PostFilter::default()
        }
    }

    #[test]
    fn lists_only_published_newest_first() {
        let conn = seeded();
        let (posts, total) = list_published(&conn, NOW, &filter("", "")).unwrap();
        let slugs: Vec<&str> = posts.iter().map(|p| p.slug.as_str()).collect();
        assert_eq!(slugs, ["e", "b", "a"]);
        assert_eq!(total, 3);
        assert_eq!(published_categories(&conn, NOW, Lang::Fr).unwrap(), ["Économie", "Tourisme"]);
        assert!(published_categories(&conn, NOW, Lang::En).unwrap().is_empty());
    }

    #[test]
    fn query_is_a_case_insensitive_substring_of_title_or_excerpt() {
        let conn = seeded();
        let (posts, _) = list_published(&conn, NOW, &filter("ÉCONOMIE", "")).unwrap();
        assert_eq!(posts.len(), 1);
        let (posts, _) = list_published(&conn, NOW, &filter("résumé de tourisme b", "")).unwrap();
        assert_eq!(posts[0].slug, "e");
        let (posts, total) = list_published(&conn, NOW, &filter("%", "")).unwrap();
        assert!(posts.is_empty() && total == 0);
        let (posts, _) = list_published(&conn, NOW, &filter("tourisme", "Économie")).unwrap();
        assert!(posts.is_empty());
    }

    #[test]
    fn a_keyword_lists_its_published_posts_whatever_its_case_or_accents() {
        let conn = seeded();
        let tagged = |slug: &str, tags: &[&str]| {
            let id: i64 =
                conn.query_row("SELECT id FROM blog_posts WHERE slug = ?1", [slug], |row| row.get(0)).unwrap();
            let names: Vec<String> = tags.iter().map(|tag| tag.to_string()).collect();
            crate::db::post_tags::save(&conn, id, &names).unwrap();
        };
        tagged("a", &["Économie bleue"]);
        tagged("e", &["économie bleue", "Lagon"]);
        tagged("c", &["Économie bleue"]);
        let by_tag = |tag: &str, category: &str| {
            let filter = PostFilter { tag: tag.into(), ..filter("", category) };
            let (posts, total) = list_published(&conn, NOW, &filter).unwrap();
            (posts.into_iter().map(|p| p.slug).collect::<Vec<_>>(), total)
        };
        assert_eq!(by_tag(" ECONOMIE  bleue ", ""), (vec!["e".to_string(), "a".to_string()], 2), "drafts left out");
        assert_eq!(by_tag("économie bleue", "Tourisme"), (vec!["e".to_string()], 1));
        assert_eq!(by_tag("inconnu", ""), (Vec::new(), 0));
        let found = find_published(&conn, NOW, "e").unwrap().unwrap();
        assert_eq!(found.tags, ["économie bleue", "Lagon"]);
    }

    #[test]
    fn drafts_and_scheduled_posts_are_not_found_and_related_excludes_itself() {
        let conn = seeded();
        assert!(find_published(&conn, NOW, "c").unwrap().is_none());
        assert!(find_published(&conn, NOW, "d").unwrap().is_none());
        let found = find_published(&conn, NOW, "b").unwrap().unwrap();
        assert!(found.author.is_none());
        let related = related(&conn, NOW, &found.summary, 2).unwrap();
        let slugs: Vec<&str> = related.iter().map(|p| p.slug.as_str()).collect();
        assert_eq!(slugs, ["e"]);
        assert_eq!(unique_slug(&conn, "b", None).unwrap(), "b-2");
        assert_eq!(unique_slug(&conn, "b", Some(found.summary.id)).unwrap(), "b");
        let feed: Vec<String> =
            feed_entries(&conn, NOW, &[Lang::Fr], 2, 0).unwrap().into_iter().map(|e| e.slug).collect();
        assert_eq!(feed, ["e", "b"]);
        let rest: Vec<String> =
            feed_entries(&conn, NOW, &[Lang::Fr], 2, 2).unwrap().into_iter().map(|e| e.slug).collect();
        assert_eq!(rest, ["a"]);
        assert_eq!(count_published(&conn, NOW, &[Lang::Fr]).unwrap(), 3);
        assert_eq!(count_published(&conn, NOW, &[Lang::En]).unwrap(), 0);
    }
}
