//! The owner's texts in English and Arabic (super_admin): every translation of a language,
//! and one text's translation saved or removed. French, the original, is edited elsewhere.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde_json::Value;

use super::translation_rules::Source;
use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::translations::{self, Translation};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiJson;
use crate::state::AppState;

/// A language a text can be translated into: English or Arabic.
fn language(code: &str) -> AppResult<Lang> {
    match Lang::from_code(code) {
        Some(Lang::Fr) => Err(AppError::validation(error_text("translations.frenchIsSource"))),
        Some(lang) => Ok(lang),
        None => Err(AppError::validation(error_text("translations.unknownLanguage"))),
    }
}

fn source(name: &str) -> AppResult<Source> {
    Source::parse(name).ok_or_else(|| AppError::validation(error_text("translations.unknownText")))
}

/// Every translation into the language, by the name of its French original.
pub async fn list(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(lang): Path<String>,
) -> AppResult<Json<BTreeMap<String, Value>>> {
    let lang = language(&lang)?;
    Ok(Json(state.db.run(move |conn| translations::list(conn, lang)).await?))
}

pub async fn put(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path((lang, name)): Path<(String, String)>,
    ApiJson(input): ApiJson<Value>,
) -> AppResult<Json<Translation>> {
    let lang = language(&lang)?;
    let source = source(&name)?;
    let clean = source.validate(&input)?;
    let saved = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            // Checked in the same transaction as the write: an event deleted meanwhile takes no
            // translation with it that was written after.
            if let Source::Timeline(id) = source
                && crate::db::timeline::find(&tx, id)?.is_none()
            {
                return Err(AppError::NotFound(error_text("timeline.notFound")));
            }
            let saved = translations::put(&tx, &source.name(), lang, &clean)?;
            tx.commit()?;
            Ok(saved)
        })
        .await?;
    Ok(Json(saved))
}

pub async fn delete(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path((lang, name)): Path<(String, String)>,
) -> AppResult<StatusCode> {
    let lang = language(&lang)?;
    let source = source(&name)?;
    state.db.run(move |conn| translations::delete(conn, &source.name(), lang)).await?;
    Ok(StatusCode::NO_CONTENT)
}
