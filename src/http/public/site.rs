//! `GET /api/site`: settings and page content, read once by the UI at start.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use crate::db::content::SiteContent;
use crate::db::settings::SiteSettings;
use crate::error::AppResult;
use crate::http::AppState;

#[derive(Debug, Serialize, TS)]
pub struct SiteBundle {
    pub settings: SiteSettings,
    pub content: SiteContent,
}

pub async fn bundle(State(state): State<AppState>) -> AppResult<Json<SiteBundle>> {
    let bundle = state
        .db
        .run(|conn| {
            Ok(SiteBundle { settings: crate::db::settings::load(conn)?, content: crate::db::content::load(conn)? })
        })
        .await?;
    Ok(Json(bundle))
}
