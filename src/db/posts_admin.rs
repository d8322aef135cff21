//! blog_posts as the back-office reads and writes them: drafts and scheduled posts included,
//! each with the other language versions of its article.

use std::collections::HashMap;

use rusqlite::{Connection, ErrorCode, OptionalExtension, Row, ToSql, params, params_from_iter};
use serde::Serialize;
use ts_rs::TS;

use super::post_pending::PendingEdit;
use super::post_seo::{self, PostSeo};
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
    /// Fixed when the post is created.
    pub lang: Lang,
    /// The article this one was translated from, the first of its group; null for that first one.
    pub translation_of: Option<i64>,
    /// The other posts of its group, one per language.
    pub versions: Vec<PostVersion>,
    /// Counts the post's saves: a save that names an older one was made from a stale tab.
    pub version: i64,
    /// What search engines and shared cards read instead of the title, excerpt and cover.
    #[serde(flatten)]
    #[ts(flatten)]
    pub seo: PostSeo,
    /// Its keywords, in the order the owner typed them.
    pub tags: Vec<String>,
    /// Changes to the published article saved aside, not yet online (read with one post, never in the list).
    pub pending: Option<PendingEdit>,
}

impl AdminPost {
    /// The id the versions of an article share: their original's.
    pub fn group(&self) -> i64 {
        self.translation_of.unwrap_or(self.id)
    }
}

/// Another language version of an article, as the editor lists it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PostVersion {
    pub id: i64,
    pub lang: Lang,
    pub slug: String,
    pub title: String,
    pub published_at: Option<String>,
}

const ADMIN_COLUMNS: &str = "id, slug, title, excerpt, category, content_html, content_json, published_at, \
    read_time_minutes, cover_image, thumbnail_url, author_name, author_bio, created_at, updated_at, lang, translation_of, version";

/// The posts with their SEO facts, which `admin_post_from` reads after `ADMIN_COLUMNS`.
const WITH_SEO: &str = "blog_posts LEFT JOIN post_seo s ON s.post_id = blog_posts.id";

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
        lang: row.get(15)?,
        translation_of: row.get(16)?,
        versions: Vec::new(),
        version: row.get(17)?,
        seo: PostSeo::from_row(row, 18)?,
        tags: Vec::new(),
        pending: None,
    })
}

fn version_of(post: &AdminPost) -> PostVersion {
    PostVersion {
        id: post.id,
        lang: post.lang,
        slug: post.slug.clone(),
        title: post.title.clone(),
        published_at: post.published_at.clone(),
    }
}

/// Languages in the site's order (French, English, Arabic), then the oldest first.
fn sort_versions(versions: &mut [PostVersion]) {
    versions.sort_by_key(|version| (version.lang, version.id));
}

/// Every post, newest created first, without the heavy content columns. The versions come from
/// the same rows: every member of a group is in the list.
pub fn list_all(conn: &Connection) -> AppResult<Vec<AdminPost>> {
    let mut posts = conn
        .prepare_cached(&format!(
            "SELECT id, slug, title, excerpt, category, '', NULL, published_at, read_time_minutes, cover_image,
                    thumbnail_url, author_name, author_bio, created_at, updated_at, lang, translation_of, version,
                    {}
             FROM {WITH_SEO} ORDER BY created_at DESC, id DESC",
            post_seo::COLUMNS
        ))?
        .query_map([], admin_post_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut groups: HashMap<i64, Vec<PostVersion>> = HashMap::new();
    for post in posts.iter().filter(|post| post.translation_of.is_some()) {
        groups.entry(post.group()).or_default().push(version_of(post));
    }
    for post in posts.iter().filter(|post| post.translation_of.is_none()) {
        if let Some(group) = groups.get_mut(&post.id) {
            group.push(version_of(post));
        }
    }
    for group in groups.values_mut() {
        sort_versions(group);
    }
    let mut tags = super::post_tags::all_by_post(conn)?;
    for post in &mut posts {
        post.tags = tags.remove(&post.id).unwrap_or_default();
        if let Some(group) = groups.get(&post.group()) {
            post.versions = group.iter().filter(|version| version.id != post.id).cloned().collect();
        }
    }
    Ok(posts)
}

pub fn find_by_id(conn: &Connection, id: i64) -> AppResult<Option<AdminPost>> {
    let Some(mut post) = conn
        .query_row(
            &format!("SELECT {ADMIN_COLUMNS}, {} FROM {WITH_SEO} WHERE id = ?1", post_seo::COLUMNS),
            [id],
            admin_post_from,
        )
        .optional()?
    else {
        return Ok(None);
    };
    post.versions = conn
        .prepare_cached(
            "SELECT id, lang, slug, title, published_at FROM blog_posts
             WHERE (id = ?1 OR translation_of = ?1) AND id <> ?2",
        )?
        .query_map(params![post.group(), post.id], |row| {
            Ok(PostVersion {
                id: row.get(0)?,
                lang: row.get(1)?,
                slug: row.get(2)?,
                title: row.get(3)?,
                published_at: row.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    sort_versions(&mut post.versions);
    post.tags = super::post_tags::find(conn, id)?;
    post.pending = super::post_pending::find(conn, id)?;
    Ok(Some(post))
}

/// Adds a draft in `lang` to the group of post `source`, copied from it (text, images, category,
/// author) under `slug`. None when the group already has that language (the unique index said so)
/// or `source` is gone.
pub fn insert_translation(conn: &Connection, source: i64, lang: Lang, slug: &str) -> AppResult<Option<i64>> {
    let inserted = conn.execute(
        "INSERT INTO blog_posts (slug, title, excerpt, content_html, content_json, content_text, category,
             published_at, read_time_minutes, cover_image, thumbnail_url, author_name, author_bio, author_id,
             lang, translation_of)
         SELECT ?2, title, excerpt, content_html, content_json, content_text, category, NULL, read_time_minutes,
                cover_image, thumbnail_url, author_name, author_bio, author_id, ?3, coalesce(translation_of, id)
         FROM blog_posts WHERE id = ?1",
        params![source, slug, lang],
    );
    match inserted {
        Ok(1) => {
            let id = conn.last_insert_rowid();
            post_seo::copy(conn, source, id)?;
            super::post_tags::copy(conn, source, id)?;
            Ok(Some(id))
        }
        Ok(_) => Ok(None),
        Err(rusqlite::Error::SqliteFailure(err, _)) if err.code == ErrorCode::ConstraintViolation => Ok(None),
        Err(err) => Err(err.into()),
    }
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
    pub seo: PostSeo,
    /// Cleaned by `domain::tags`.
    pub tags: Vec<String>,
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

/// Replaces every editable field and counts one more save; false when the post does not exist.
pub fn update(conn: &Connection, id: i64, post: &NewPost) -> AppResult<bool> {
    let now = super::now_text();
    let mut values = editable_values(post);
    values.extend([&now as &dyn ToSql, &id]);
    let changed = conn.execute(
        "UPDATE blog_posts SET slug = ?1, title = ?2, excerpt = ?3, content_html = ?4, content_json = ?5,
             content_text = ?6, category = ?7, published_at = ?8, read_time_minutes = ?9, cover_image = ?10,
             thumbnail_url = ?11, author_name = ?12, author_bio = ?13, updated_at = ?14, version = version + 1
         WHERE id = ?15",
        params_from_iter(values),
    )?;
    if changed == 1 {
        post_seo::save(conn, id, &post.seo)?;
        super::post_tags::save(conn, id, &post.tags)?;
    }
    Ok(changed == 1)
}

/// One more save, the live article untouched: a tab still on the version before cannot save over changes kept aside.
pub fn count_save_aside(conn: &Connection, id: i64) -> AppResult<()> {
    conn.execute("UPDATE blog_posts SET version = version + 1 WHERE id = ?1", [id])?;
    Ok(())
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
    let id = conn.last_insert_rowid();
    post_seo::save(conn, id, &post.seo)?;
    super::post_tags::save(conn, id, &post.tags)?;
    Ok(id)
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

    #[test]
    fn a_translation_copies_its_source_into_the_group_of_the_original() {
        let conn = crate::db::test_connection();
        let original = NewPost {
            slug: "bleue".into(),
            title: "L'économie bleue".into(),
            excerpt: "Résumé".into(),
            content_html: "<p>Texte</p>".into(),
            category: Some("Économie".into()),
            published_at: Some("2020-01-01T00:00:00Z".into()),
            read_time_minutes: 2,
            author_name: Some("Salma".into()),
            ..NewPost::default()
        };
        let fr = insert(&conn, &original).unwrap();
        let en = insert_translation(&conn, fr, Lang::En, "blue").unwrap().unwrap();
        // Translating the translation still joins the original's group, never a chain.
        let ar = insert_translation(&conn, en, Lang::Ar, "azraq").unwrap().unwrap();
        let draft = find_by_id(&conn, ar).unwrap().unwrap();
        assert_eq!((draft.lang, draft.translation_of, draft.published_at.as_deref()), (Lang::Ar, Some(fr), None));
        assert_eq!((draft.title.as_str(), draft.excerpt.as_str()), ("L'économie bleue", "Résumé"));
        assert_eq!((draft.read_time_minutes, draft.author_name.as_deref()), (2, Some("Salma")));
        let langs =
            |post: &AdminPost| post.versions.iter().map(|version| (version.lang, version.id)).collect::<Vec<_>>();
        assert_eq!(langs(&draft), [(Lang::Fr, fr), (Lang::En, en)]);
        assert_eq!(langs(&find_by_id(&conn, fr).unwrap().unwrap()), [(Lang::En, en), (Lang::Ar, ar)]);
        for post in list_all(&conn).unwrap() {
            assert_eq!(post.versions, find_by_id(&conn, post.id).unwrap().unwrap().versions, "post {}", post.id);
        }

        assert_eq!(insert_translation(&conn, fr, Lang::En, "blue-2").unwrap(), None, "one English version per group");
        assert_eq!(insert_translation(&conn, 999, Lang::En, "nowhere").unwrap(), None);
        assert_eq!(count_all(&conn).unwrap(), 3);
    }

    #[test]
    fn the_versions_stay_linked_when_the_original_goes() {
        let conn = crate::db::test_connection();
        let post = |slug: &str| NewPost {
            slug: slug.into(),
            title: slug.into(),
            content_html: "<p>x</p>".into(),
            read_time_minutes: 1,
            ..NewPost::default()
        };
        let fr = insert(&conn, &post("fr")).unwrap();
        let lone = insert(&conn, &post("seul")).unwrap();
        let en = insert_translation(&conn, fr, Lang::En, "en").unwrap().unwrap();
        let ar = insert_translation(&conn, fr, Lang::Ar, "ar").unwrap().unwrap();
        assert!(delete(&conn, fr).unwrap());
        let en_post = find_by_id(&conn, en).unwrap().unwrap();
        assert_eq!(en_post.translation_of, None, "the oldest left leads the group");
        assert_eq!(en_post.versions.iter().map(|version| version.id).collect::<Vec<_>>(), [ar]);
        assert_eq!(find_by_id(&conn, ar).unwrap().unwrap().translation_of, Some(en));
        assert!(find_by_id(&conn, lone).unwrap().unwrap().versions.is_empty());
    }
}
