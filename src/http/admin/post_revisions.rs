//! An article's revisions (super_admin): the list, one whole revision to compare, and restoring
//! one, which is itself a save (a new version and a new revision), the address and the
//! publication staying as they are.

use axum::Json;
use axum::extract::{Path, State};
use serde::Serialize;
use ts_rs::TS;

use super::posts::{AdminPostResponse, PostFollowers};
use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::post_pending;
use crate::db::post_revisions::{self, Revision, RevisionReason, RevisionSummary};
use crate::db::posts_admin::{self, NewPost};
use crate::domain::html;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct RevisionList {
    pub revisions: Vec<RevisionSummary>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct RevisionResponse {
    pub revision: Revision,
}

fn post_not_found() -> AppError {
    AppError::NotFound(error_text("postNotFound"))
}

pub async fn list(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<Json<RevisionList>> {
    let revisions = state
        .db
        .run(move |conn| match posts_admin::find_by_id(conn, id)? {
            Some(_) => Ok(Some(post_revisions::list(conn, id)?)),
            None => Ok(None),
        })
        .await?
        .ok_or_else(post_not_found)?;
    Ok(Json(RevisionList { revisions }))
}

pub async fn show(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path((id, revision)): Path<(i64, i64)>,
) -> AppResult<Json<RevisionResponse>> {
    let revision = state.db.run(move |conn| post_revisions::find(conn, id, revision)).await?;
    let revision = revision.ok_or_else(|| AppError::NotFound(error_text("posts.revisionNotFound")))?;
    Ok(Json(RevisionResponse { revision }))
}

pub async fn restore(
    State(state): State<AppState>,
    RequireSuperAdmin(admin): RequireSuperAdmin,
    Path((id, revision)): Path<(i64, i64)>,
) -> AppResult<Json<AdminPostResponse>> {
    let followers = PostFollowers::of(&state);
    let post = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            let Some(current) = posts_admin::find_by_id(&tx, id)? else { return Err(post_not_found()) };
            let Some(old) = post_revisions::find(&tx, id, revision)? else {
                return Err(AppError::NotFound(error_text("posts.revisionNotFound")));
            };
            let content_text = html::plain_text(&old.content_html);
            let restored = NewPost {
                slug: current.slug,
                title: old.summary.title,
                excerpt: old.excerpt,
                read_time_minutes: html::read_time_minutes(&content_text),
                content_html: old.content_html,
                content_json: old.content_json,
                content_text,
                category: old.category,
                published_at: current.published_at,
                cover_image: old.cover_image,
                thumbnail_url: old.thumbnail_url,
                author_name: old.signed_as,
                author_bio: old.author_bio,
                seo: old.seo,
                tags: old.tags,
                ..NewPost::default()
            };
            posts_admin::update(&tx, id, &restored)?;
            post_pending::discard(&tx, id)?;
            post_revisions::record(&tx, id, RevisionReason::Restore, admin.id)?;
            let post = posts_admin::find_by_id(&tx, id)?.ok_or_else(post_not_found)?;
            tx.commit()?;
            followers.follow(conn, id);
            Ok(post)
        })
        .await?;
    Ok(Json(AdminPostResponse { post }))
}
