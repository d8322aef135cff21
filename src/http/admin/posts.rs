//! Blog administration (super_admin): the editor's create, read, update, delete, and the
//! translated drafts of an article. The server sanitizes the HTML, derives the plain text and
//! read time, and keeps slugs unique.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};
use ts_rs::TS;

use super::stats_report::article_prefixes;
use crate::answer_lang::{error_text, error_text_with};
use crate::auth::extract::RequireSuperAdmin;
use crate::cache::{PageCache, Topic, TopicSet};
use crate::db::format_time;
use crate::db::post_pending;
use crate::db::post_revisions::{self, RevisionReason};
use crate::db::post_seo::PostSeo;
use crate::db::posts_admin::{self, AdminPost, NewPost};
use crate::db::stats_report::{self, Period};
use crate::domain::dates;
use crate::domain::lang::Lang;
use crate::domain::limits;
use crate::domain::slug::slugify;
use crate::domain::text::Validator;
use crate::domain::{editor_state, html};
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiJson;
use crate::search::SearchIndex;
use crate::state::AppState;

/// An article body may hold up to 500 KB of HTML (images are links, not inline data).
pub const HTML_MAX_BYTES: usize = limits::POST_HTML_BYTES;
/// The list's views column counts the last 30 days, as the dashboard does.
const VIEWS_DAYS: i64 = 30;

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct PostInput {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    #[ts(optional)]
    pub slug: Option<String>,
    #[serde(default)]
    pub excerpt: String,
    #[serde(default)]
    pub category: String,
    #[serde(default)]
    pub content_html: String,
    #[serde(default)]
    #[ts(optional)]
    pub content_json: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub cover_image: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub thumbnail_url: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub author_name: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub author_bio: Option<String>,
    /// RFC 3339; null or absent is a draft, a future time schedules the post.
    #[serde(default)]
    pub published_at: Option<String>,
    /// The language of a new post, French when absent; an update keeps the post's own.
    #[serde(default)]
    #[ts(optional, as = "Option<Lang>")]
    pub lang: Option<String>,
    /// The post's `version` the editor started from: an update from an older one is refused (409).
    #[serde(default)]
    #[ts(optional)]
    pub version: Option<i64>,
    /// Saved by the editor on its own while the owner writes: keeps no revision.
    #[serde(default)]
    #[ts(optional, as = "Option<bool>")]
    pub autosave: bool,
    /// What search engines and shared cards read instead of the title, excerpt and cover.
    #[serde(flatten)]
    #[ts(flatten)]
    pub seo: PostSeo,
    /// Its keywords (« mots-clés »): at most 10 of at most 40 characters, repeats dropped.
    #[serde(default)]
    #[ts(optional, as = "Option<Vec<String>>")]
    pub tags: Vec<String>,
}

/// `POST /api/admin/posts/{id}/translations`: the language of the draft to open.
#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct TranslationInput {
    #[serde(default)]
    #[ts(as = "Lang")]
    pub lang: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct AdminPostList {
    pub posts: Vec<AdminPost>,
    /// Each post's page views over the last 30 days, today included, by post id; a post
    /// nobody read is absent.
    pub views_30d: BTreeMap<i64, i64>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct AdminPostResponse {
    pub post: AdminPost,
}

/// A validated post, its slug still to be settled against the database.
struct CleanPost {
    post: NewPost,
    slug_requested: bool,
}

fn validate(input: PostInput) -> AppResult<CleanPost> {
    let mut v = Validator::new();
    let title = v.required("title", &input.title, limits::TITLE, &error_text("validation.titleRequired"));
    let excerpt = v.optional_text("excerpt", Some(&input.excerpt), limits::SUMMARY).unwrap_or_default();
    let category = v.optional("category", Some(&input.category), limits::POST_CATEGORY);
    if input.content_html.len() > HTML_MAX_BYTES {
        v.fail("content_html", &error_text("validation.contentTooLong"));
    }
    let content_html = html::sanitize(&input.content_html);
    let content_text = html::plain_text(&content_html);
    let has_image = content_html.contains("<img");
    if content_text.is_empty() && !has_image {
        v.fail("content_html", &error_text("posts.contentRequired"));
    }
    let content_json = input.content_json.filter(|json| !json.trim().is_empty());
    if let Some(Err(message)) = content_json.as_deref().map(editor_state::check) {
        v.fail("content_json", &message);
    }
    let slug_requested = input.slug.as_deref().is_some_and(|slug| !slug.trim().is_empty());
    let slug = slugify(input.slug.as_deref().filter(|_| slug_requested).unwrap_or(&title));
    if slug_requested && slug.is_empty() {
        v.fail("slug", &error_text("posts.slugEmpty"));
    }
    let published_at = match input.published_at.as_deref().map(str::trim).filter(|at| !at.is_empty()) {
        None => None,
        Some(at) => match OffsetDateTime::parse(at, &Rfc3339) {
            Ok(at) => Some(format_time(at)),
            Err(_) => {
                v.fail("published_at", &error_text("posts.publishedAtInvalid"));
                None
            }
        },
    };
    let cover_image = v.optional_image("cover_image", input.cover_image.as_deref());
    let thumbnail_url = v.optional_image("thumbnail_url", input.thumbnail_url.as_deref());
    let author_name = v.optional("author_name", input.author_name.as_deref(), limits::PERSON_NAME);
    let author_bio = v.optional_text("author_bio", input.author_bio.as_deref(), limits::AUTHOR_BIO);
    let seo = super::post_seo::validate(&mut v, &input.seo);
    let tags = super::post_tags::validate(&mut v, &input.tags);
    v.finish()?;
    Ok(CleanPost {
        post: NewPost {
            slug: if slug.is_empty() { "article".into() } else { slug },
            title,
            excerpt,
            read_time_minutes: html::read_time_minutes(&content_text),
            content_html,
            content_json,
            content_text,
            category,
            published_at,
            cover_image,
            thumbnail_url,
            author_name,
            author_bio,
            author_id: None,
            seo,
            tags,
            ..NewPost::default()
        },
        slug_requested,
    })
}

/// Keeps the requested slug if free (409 otherwise); a derived slug gets a numeric suffix.
fn settle_slug(conn: &rusqlite::Connection, clean: &mut CleanPost, except: Option<i64>) -> AppResult<()> {
    if clean.slug_requested {
        if posts_admin::slug_taken(conn, &clean.post.slug, except)? {
            return Err(AppError::Conflict(error_text("posts.slugTaken")));
        }
    } else {
        clean.post.slug = posts_admin::unique_slug(conn, &clean.post.slug, except)?;
    }
    Ok(())
}

/// A language code the site knows, whether or not the owner has turned that language on yet:
/// articles may be prepared before their language goes public.
fn known_lang(code: &str) -> AppResult<Lang> {
    Lang::from_code(code.trim()).ok_or_else(|| AppError::field("lang", &error_text("unknownLanguage")))
}

/// « in English » as the caller's sentence says it (« une version en anglais »).
fn in_language(lang: Lang) -> (&'static str, String) {
    let name = match lang {
        Lang::Fr => error_text("languageIn.fr"),
        Lang::En => error_text("languageIn.en"),
        Lang::Ar => error_text("languageIn.ar"),
    };
    ("language", name)
}

fn version_exists(lang: Lang) -> AppError {
    AppError::Conflict(error_text_with("posts.versionExists", &[in_language(lang)]))
}

/// A save that puts the article online (now or on its date) is its publication; any other, a save.
fn revision_reason(before: Option<&str>, after: Option<&str>, now: &str) -> RevisionReason {
    let online = |at: Option<&str>| at.is_some_and(|at| at <= now);
    if online(after) && !online(before) { RevisionReason::Publish } else { RevisionReason::Save }
}

pub async fn list(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<AdminPostList>> {
    let today = OffsetDateTime::now_utc();
    let (from, to) = (dates::day(today - Duration::days(VIEWS_DAYS - 1)), dates::day(today));
    let (posts, views) = state
        .db
        .run(move |conn| {
            let period = Period { from: &from, to: &to };
            Ok((posts_admin::list_all(conn)?, stats_report::views_by_post(conn, period, &article_prefixes())?))
        })
        .await?;
    Ok(Json(AdminPostList { posts, views_30d: views.into_iter().collect() }))
}

pub async fn show(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<Json<AdminPostResponse>> {
    let post = state.db.run(move |conn| posts_admin::find_by_id(conn, id)).await?;
    post.map(|post| Json(AdminPostResponse { post })).ok_or_else(|| AppError::NotFound(error_text("postNotFound")))
}

/// What follows every committed change to a post, in the same blocking step. The commit moved the
/// posts' revision, but the search index and the similar-article lists catch up a moment later: a
/// page or search built in between (the once-a-second poll may have seen the commit), from the new
/// revision and the old index, must go stale again and be rebuilt after the write.
pub(super) struct PostFollowers {
    search: SearchIndex,
    page_cache: Arc<PageCache>,
}

impl PostFollowers {
    pub(super) fn of(state: &AppState) -> Self {
        PostFollowers { search: state.search.clone(), page_cache: state.page_cache.clone() }
    }

    pub(super) fn follow(&self, conn: &rusqlite::Connection, id: i64) {
        self.search.sync_post(conn, id);
        self.page_cache.invalidate(TopicSet::of(&[Topic::Posts]));
    }
}

pub async fn create(
    State(state): State<AppState>,
    RequireSuperAdmin(admin): RequireSuperAdmin,
    ApiJson(input): ApiJson<PostInput>,
) -> AppResult<(StatusCode, Json<AdminPostResponse>)> {
    let lang = match input.lang.as_deref().filter(|code| !code.trim().is_empty()) {
        Some(code) => known_lang(code)?,
        None => Lang::Fr,
    };
    let autosave = input.autosave;
    let mut clean = validate(input)?;
    clean.post.author_id = Some(admin.id);
    clean.post.lang = lang;
    let followers = PostFollowers::of(&state);
    let now = state.config.clock.now_text();
    let post = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            settle_slug(&tx, &mut clean, None)?;
            let id = posts_admin::insert(&tx, &clean.post)?;
            if !autosave {
                let reason = revision_reason(None, clean.post.published_at.as_deref(), &now);
                post_revisions::record(&tx, id, reason, admin.id)?;
            }
            let post = posts_admin::find_by_id(&tx, id)?.ok_or_else(|| AppError::internal("the new post vanished"))?;
            tx.commit()?;
            followers.follow(conn, id);
            Ok(post)
        })
        .await?;
    super::post_seo::prepare_card(&state, &post);
    Ok((StatusCode::CREATED, Json(AdminPostResponse { post })))
}

/// Opens a draft of post `id` in another language, linked to its original and prefilled from it.
pub async fn translate(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
    ApiJson(input): ApiJson<TranslationInput>,
) -> AppResult<(StatusCode, Json<AdminPostResponse>)> {
    let lang = known_lang(&input.lang)?;
    let followers = PostFollowers::of(&state);
    let post = state
        .db
        .run(move |conn| {
            // Immediate: a parallel request for the same language waits here, then sees this one's draft.
            let tx = crate::db::write_transaction(conn)?;
            let source =
                posts_admin::find_by_id(&tx, id)?.ok_or_else(|| AppError::NotFound(error_text("postNotFound")))?;
            if source.lang == lang {
                return Err(AppError::field("lang", &error_text_with("posts.alreadyInLanguage", &[in_language(lang)])));
            }
            if source.versions.iter().any(|version| version.lang == lang) {
                return Err(version_exists(lang));
            }
            let base = slugify(&source.title);
            let slug = posts_admin::unique_slug(&tx, if base.is_empty() { "article" } else { &base }, None)?;
            let draft = posts_admin::insert_translation(&tx, id, lang, &slug)?.ok_or_else(|| version_exists(lang))?;
            let post =
                posts_admin::find_by_id(&tx, draft)?.ok_or_else(|| AppError::internal("the new draft vanished"))?;
            tx.commit()?;
            followers.follow(conn, draft);
            Ok(post)
        })
        .await?;
    Ok((StatusCode::CREATED, Json(AdminPostResponse { post })))
}

pub async fn update(
    State(state): State<AppState>,
    RequireSuperAdmin(admin): RequireSuperAdmin,
    Path(id): Path<i64>,
    ApiJson(input): ApiJson<PostInput>,
) -> AppResult<Json<AdminPostResponse>> {
    let (expected, autosave) = (input.version, input.autosave);
    let mut clean = validate(input)?;
    let followers = PostFollowers::of(&state);
    let now = state.config.clock.now_text();
    let post = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            let Some(existing) = posts_admin::find_by_id(&tx, id)? else { return Ok(None) };
            if expected.is_some_and(|expected| expected != existing.version) {
                return Err(AppError::Conflict(error_text("posts.changedElsewhere")));
            }
            if autosave && existing.published_at.as_deref().is_some_and(|at| at <= now.as_str()) {
                // The owner's words reach the live page only when he publishes them.
                post_pending::save(&tx, id, &super::post_pending::pending_edit(&clean.post, &now), admin.id)?;
                posts_admin::count_save_aside(&tx, id)?;
                let post = posts_admin::find_by_id(&tx, id)?;
                tx.commit()?;
                return Ok(post);
            }
            if !clean.slug_requested {
                // An article keeps its address when only its title changes.
                clean.post.slug = existing.slug;
            }
            settle_slug(&tx, &mut clean, Some(id))?;
            posts_admin::update(&tx, id, &clean.post)?;
            post_pending::discard(&tx, id)?;
            if !autosave {
                let reason =
                    revision_reason(existing.published_at.as_deref(), clean.post.published_at.as_deref(), &now);
                post_revisions::record(&tx, id, reason, admin.id)?;
            }
            let post = posts_admin::find_by_id(&tx, id)?;
            tx.commit()?;
            followers.follow(conn, id);
            Ok(post)
        })
        .await?;
    let post = post.ok_or_else(|| AppError::NotFound(error_text("postNotFound")))?;
    super::post_seo::prepare_card(&state, &post);
    Ok(Json(AdminPostResponse { post }))
}

pub async fn delete(State(state): State<AppState>, _: RequireSuperAdmin, Path(id): Path<i64>) -> AppResult<StatusCode> {
    let followers = PostFollowers::of(&state);
    let deleted = state
        .db
        .run(move |conn| {
            let deleted = posts_admin::delete(conn, id)?;
            followers.follow(conn, id);
            Ok(deleted)
        })
        .await?;
    if deleted { Ok(StatusCode::NO_CONTENT) } else { Err(AppError::NotFound(error_text("postNotFound"))) }
}
