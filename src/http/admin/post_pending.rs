//! A published article's changes saved aside by the editor's automatic saves: what is kept
//! of them, and `DELETE /api/admin/posts/{id}/pending`, which lets them go.

use axum::extract::{Path, State};
use axum::http::StatusCode;

use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::post_pending::{self, PendingEdit};
use crate::db::posts_admin::{self, NewPost};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// The fields of a published article's automatic save, kept aside from the live page.
pub(super) fn pending_edit(post: &NewPost, saved_at: &str) -> PendingEdit {
    PendingEdit {
        saved_at: saved_at.to_string(),
        title: post.title.clone(),
        excerpt: post.excerpt.clone(),
        category: post.category.clone(),
        content_html: post.content_html.clone(),
        content_json: post.content_json.clone(),
        cover_image: post.cover_image.clone(),
        thumbnail_url: post.thumbnail_url.clone(),
        author_name: post.author_name.clone(),
        author_bio: post.author_bio.clone(),
        read_time_minutes: post.read_time_minutes,
        seo: post.seo.clone(),
        tags: post.tags.clone(),
    }
}

/// Lets the changes saved aside go; the live article stays.
pub async fn discard(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<StatusCode> {
    let found = state
        .db
        .run(move |conn| {
            let found = posts_admin::find_by_id(conn, id)?.is_some();
            post_pending::discard(conn, id)?;
            Ok(found)
        })
        .await?;
    if found { Ok(StatusCode::NO_CONTENT) } else { Err(AppError::NotFound(error_text("postNotFound"))) }
}
