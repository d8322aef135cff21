//! `GET /api/admin/getting-started`: the dashboard's « Pour commencer » checklist, each step
//! read from the site and its configuration as it is now.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use crate::auth::extract::RequireSuperAdmin;
use crate::db;
use crate::error::AppResult;
use crate::state::AppState;

/// The steps in the order the owner is invited to take them.
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum GettingStartedStepKey {
    /// His name and portrait, in the settings.
    Identity,
    FirstArticle,
    LegalPages,
    /// `VITRINE_SMTP_URL`: done by whoever runs the server, not from the browser.
    Mail,
    /// `VITRINE_PUBLIC_URL`, which links in feeds, the sitemap and e-mails name.
    PublicAddress,
}

#[derive(Debug, Serialize, TS)]
pub struct GettingStartedStep {
    pub key: GettingStartedStepKey,
    pub done: bool,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct GettingStarted {
    pub steps: Vec<GettingStartedStep>,
}

pub async fn show(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<GettingStarted>> {
    let progress = state.db.run(|conn| db::getting_started::progress(conn, &db::now_text())).await?;
    use GettingStartedStepKey::*;
    let steps = [
        (Identity, progress.identity),
        (FirstArticle, progress.article_published),
        (LegalPages, progress.legal_pages_written),
        (Mail, state.notifier.sends_mail()),
        (PublicAddress, state.config.public_url.is_some()),
    ];
    Ok(Json(GettingStarted { steps: steps.into_iter().map(|(key, done)| GettingStartedStep { key, done }).collect() }))
}
