//! An article before it is published, drawn exactly as its public page will be and marked
//! « Aperçu »: for the owner from the editor, and for whoever holds the article's private
//! preview link. Never indexed, kept by no cache, counted in no statistics.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};

use super::layout::PUBLIC_ENTRY;
use super::table::article;
use super::{Frame, Page, Reading, Site, article, kept_by_nobody, load_site, render};
use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::{self, posts};
use crate::domain::account_token::hash_secret;
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::http::public::PostDetail;
use crate::state::AppState;

/// Similar articles shown under a preview, as under the published page.
const RELATED_SHOWN: i64 = 2;

/// The post as it would read if published now: a draft takes today's date, a published one its pending changes.
async fn detail(state: &AppState, post_id: i64) -> AppResult<Option<PostDetail>> {
    let now = state.config.clock.now_text();
    state
        .db
        .run(move |conn| {
            let Some(mut post) = posts::find_any(conn, post_id)? else { return Ok(None) };
            if let Some(pending) = db::post_pending::find(conn, post_id)? {
                with_pending(&mut post, pending);
            }
            if post.summary.published_at.is_empty() {
                post.summary.published_at = now.clone();
            }
            let related = posts::related(conn, &now, &post.summary, RELATED_SHOWN)?;
            Ok(Some(PostDetail { post, related }))
        })
        .await
}

/// A published article shows the changes saved aside, which the preview is there to show before they go online.
fn with_pending(post: &mut posts::Post, pending: db::post_pending::PendingEdit) {
    let summary = &mut post.summary;
    summary.title = pending.title;
    summary.excerpt = pending.excerpt;
    summary.category = pending.category;
    summary.cover_image = pending.cover_image;
    summary.thumbnail_url = pending.thumbnail_url;
    summary.author_name = pending.author_name;
    summary.read_time_minutes = pending.read_time_minutes;
    post.content_html = pending.content_html;
    post.author_bio = pending.author_bio;
    post.seo = pending.seo;
    post.tags = pending.tags;
}

/// `/apercu/{secret}` (and its English and Arabic addresses), through the page table.
pub(super) async fn shared(state: &AppState, site: &Site, secret: &str) -> AppResult<Page> {
    let (hash, now) = (hash_secret(secret), state.config.clock.now_text());
    let post_id = state.db.run(move |conn| db::post_previews::opens(conn, &hash, &now)).await?;
    let Some(detail) = (match post_id {
        Some(id) => detail(state, id).await?,
        None => None,
    }) else {
        return Err(AppError::NotFound(error_text("postNotFound")));
    };
    Ok(article::drawn(site, detail, true))
}

/// `GET /admin/apercu/{id}`: the owner's own preview, in the article's language.
pub async fn owner(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    headers: HeaderMap,
    Path(post_id): Path<i64>,
) -> AppResult<Response> {
    let Some(detail) = detail(&state, post_id).await? else {
        return Err(AppError::NotFound(error_text("postNotFound")));
    };
    let lang: Lang = detail.post.summary.lang;
    let site = load_site(&state, &headers, lang, Reading::Now).await?;
    let page = article::drawn(&site, detail, true);
    let frame = Frame { nav: article().path, counts_visits: false, indexable: false, entry: PUBLIC_ENTRY, app: None };
    let mut response = render(&site, page, frame)?;
    kept_by_nobody(&mut response);
    Ok(response.into_response())
}
