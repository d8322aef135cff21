//! `GET /api/site`: settings and page content, read once by the UI at start, in the
//! language `?lang=` names (French by default).

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use super::LangParams;
use crate::db::content::SiteContent;
use crate::db::settings::SiteSettings;
use crate::error::AppResult;
use crate::http::extract::ApiQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct SiteBundle {
    pub settings: SiteSettings,
    pub content: SiteContent,
    /// Whether the site sends e-mail: without it, a forgotten password is reset by the administrator.
    pub mail_enabled: bool,
}

pub async fn bundle(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<LangParams>,
) -> AppResult<Json<SiteBundle>> {
    let lang = params.spoken(&state).await?;
    let mail_enabled = state.notifier.sends_mail();
    let bundle = state
        .db
        .run(move |conn| {
            Ok(SiteBundle {
                settings: crate::db::settings::load_in(conn, lang)?,
                content: crate::db::content::load_in(conn, lang)?,
                mail_enabled,
            })
        })
        .await?;
    Ok(Json(bundle))
}
