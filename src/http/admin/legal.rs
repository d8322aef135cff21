//! The legal pages in the back-office (super_admin): read with the editor state, save sanitized HTML.

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::legal::{self, LegalPageKey, LegalPageRow};
use crate::domain::text::Validator;
use crate::domain::{editor_state, html};
use crate::error::AppResult;
use crate::http::extract::ApiJson;
use crate::http::public::legal::page_key;
use crate::state::AppState;

use super::posts::HTML_MAX_BYTES;

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct LegalPageInput {
    #[serde(default)]
    pub content_html: String,
    #[serde(default)]
    #[ts(optional)]
    pub content_json: Option<String>,
}

#[derive(Debug, Serialize, TS)]
pub struct AdminLegalPage {
    pub page: LegalPageKey,
    pub content_html: String,
    /// The editor state, to edit the page again as it was written.
    pub content_json: Option<String>,
    pub updated_at: Option<String>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct AdminLegalPageResponse {
    pub legal: AdminLegalPage,
}

fn response(page: LegalPageKey, row: Option<LegalPageRow>) -> AdminLegalPageResponse {
    let legal = match row {
        Some(row) => AdminLegalPage {
            page,
            content_html: row.content_html,
            content_json: row.content_json,
            updated_at: Some(row.updated_at),
        },
        None => AdminLegalPage { page, content_html: String::new(), content_json: None, updated_at: None },
    };
    AdminLegalPageResponse { legal }
}

pub async fn show(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(page): Path<String>,
) -> AppResult<Json<AdminLegalPageResponse>> {
    let page = page_key(&page)?;
    let row = state.db.run(move |conn| legal::find(conn, page)).await?;
    Ok(Json(response(page, row)))
}

pub async fn update(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(page): Path<String>,
    ApiJson(input): ApiJson<LegalPageInput>,
) -> AppResult<Json<AdminLegalPageResponse>> {
    let page = page_key(&page)?;
    let mut v = Validator::new();
    if input.content_html.len() > HTML_MAX_BYTES {
        v.fail("content_html", &error_text("validation.contentTooLong"));
    }
    let content_html = html::sanitize(&input.content_html);
    if html::plain_text(&content_html).is_empty() {
        v.fail("content_html", &error_text("legal.textRequired"));
    }
    let content_json = input.content_json.filter(|json| !json.trim().is_empty());
    if let Some(Err(message)) = content_json.as_deref().map(editor_state::check) {
        v.fail("content_json", &message);
    }
    v.finish()?;
    let row = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            let row = legal::save(&tx, page, &content_html, content_json.as_deref(), &crate::db::now_text())?;
            tx.commit()?;
            Ok(row)
        })
        .await?;
    Ok(Json(response(page, Some(row))))
}
