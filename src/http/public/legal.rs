//! `GET /api/legal/{page}`: the privacy policy or the terms as the owner last saved them,
//! in the language `?lang=` names.

use axum::Json;
use axum::extract::{Path, State};
use serde::Serialize;
use ts_rs::TS;

use super::LangParams;
use crate::answer_lang::error_text;
use crate::db::legal::{self, LegalPageKey};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
pub struct LegalPage {
    pub page: LegalPageKey,
    /// Sanitized on save; empty when the page has not been written yet.
    pub content_html: String,
    /// When the owner last saved the page; null when he never has.
    pub updated_at: Option<String>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct LegalPageResponse {
    pub legal: LegalPage,
}

pub fn page_key(text: &str) -> AppResult<LegalPageKey> {
    LegalPageKey::parse(text).ok_or_else(|| AppError::NotFound(error_text("pageNotFound")))
}

/// The page as visitors of `lang` read it (the French where it is not translated), empty when not written yet.
pub async fn read(state: &AppState, page: LegalPageKey, lang: Lang) -> AppResult<LegalPage> {
    let row = state.db.run(move |conn| legal::find_in(conn, page, lang)).await?;
    Ok(match row {
        Some(row) => LegalPage { page, content_html: row.content_html, updated_at: Some(row.updated_at) },
        None => LegalPage { page, content_html: String::new(), updated_at: None },
    })
}

pub async fn show(
    State(state): State<AppState>,
    Path(page): Path<String>,
    ApiQuery(params): ApiQuery<LangParams>,
) -> AppResult<Json<LegalPageResponse>> {
    let page = page_key(&page)?;
    let lang = params.spoken(&state).await?;
    Ok(Json(LegalPageResponse { legal: read(&state, page, lang).await? }))
}
