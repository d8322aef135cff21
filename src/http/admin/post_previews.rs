//! An article's private preview link (super_admin): see whether one is live, draw a new one
//! (which replaces it: the address is shown once, only its hash is kept), or revoke it.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use time::Duration;
use ts_rs::TS;

use crate::answer_lang::{error_text, error_text_with};
use crate::auth::extract::RequireSuperAdmin;
use crate::db::post_previews::{self, PreviewLinkInfo};
use crate::db::{format_time, posts_admin};
use crate::domain::account_token::new_secret;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiJson;
use crate::http::pages::table::{PageKind, page_of};
use crate::http::site_origin;
use crate::state::AppState;

/// How long a link opens its article unless the owner says otherwise, and at most.
pub const DEFAULT_DAYS: i64 = 7;
pub const MAX_DAYS: i64 = 30;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct PreviewLinkState {
    /// The live link, if any; its address was shown when it was drawn.
    pub link: Option<PreviewLinkInfo>,
}

#[derive(Debug, Default, Deserialize, TS)]
#[ts(export)]
pub struct PreviewLinkRequest {
    /// Days the link stays open, 1 to 30 (7 when absent).
    #[serde(default)]
    #[ts(optional)]
    pub days: Option<i64>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct NewPreviewLink {
    /// The address to share, in the article's language; shown this once.
    pub url: String,
    pub link: PreviewLinkInfo,
}

async fn existing(state: &AppState, id: i64) -> AppResult<crate::domain::lang::Lang> {
    let post = state.db.run(move |conn| posts_admin::find_by_id(conn, id)).await?;
    post.map(|post| post.lang).ok_or_else(|| AppError::NotFound(error_text("postNotFound")))
}

pub async fn show(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<Json<PreviewLinkState>> {
    existing(&state, id).await?;
    let now = state.config.clock.now_text();
    let link = state.db.run(move |conn| post_previews::live(conn, id, &now)).await?;
    Ok(Json(PreviewLinkState { link }))
}

pub async fn create(
    State(state): State<AppState>,
    admin: RequireSuperAdmin,
    headers: HeaderMap,
    Path(id): Path<i64>,
    ApiJson(request): ApiJson<PreviewLinkRequest>,
) -> AppResult<(StatusCode, Json<NewPreviewLink>)> {
    let days = request.days.unwrap_or(DEFAULT_DAYS);
    if !(1..=MAX_DAYS).contains(&days) {
        let mut v = Validator::new();
        v.fail("days", &error_text_with("preview.days", &[("max", MAX_DAYS.to_string())]));
        v.finish()?;
    }
    let lang = existing(&state, id).await?;
    let secret = new_secret();
    let expires_at = format_time(state.config.clock.now() + Duration::days(days));
    let (hash, by, expiry) = (secret.hash, admin.0.id, expires_at.clone());
    let link = state
        .db
        .run(move |conn| {
            post_previews::replace(conn, id, &hash, &expiry, by)?;
            post_previews::live(conn, id, "")
        })
        .await?
        .ok_or_else(|| AppError::internal("the preview link just stored is missing"))?;
    let address = page_of(PageKind::Preview).address(lang, Some(&secret.secret));
    let url = format!("{}{address}", site_origin::link_base(&state.config, &headers));
    Ok((StatusCode::CREATED, Json(NewPreviewLink { url, link })))
}

pub async fn revoke(State(state): State<AppState>, _: RequireSuperAdmin, Path(id): Path<i64>) -> AppResult<StatusCode> {
    existing(&state, id).await?;
    state.db.run(move |conn| post_previews::revoke(conn, id)).await?;
    Ok(StatusCode::NO_CONTENT)
}
