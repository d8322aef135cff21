//! The assistant's script for the super_admin: read it for editing, validate and replace it whole.

use axum::Json;
use axum::extract::State;

use crate::auth::extract::RequireSuperAdmin;
use crate::db::chat::{self, ChatAssistant};
use crate::error::AppResult;
use crate::http::extract::ApiJson;
use crate::http::public::types::ChatResponse;
use crate::state::AppState;

pub async fn show(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<ChatResponse>> {
    let chat = state.db.run(|conn| chat::load(conn)).await?;
    Ok(Json(ChatResponse { chat }))
}

pub async fn update(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiJson(input): ApiJson<ChatAssistant>,
) -> AppResult<Json<ChatResponse>> {
    let clean = crate::domain::chat::validate(input)?;
    let chat = state
        .db
        .run(move |conn| {
            chat::save(conn, &clean)?;
            chat::load(conn)
        })
        .await?;
    Ok(Json(ChatResponse { chat }))
}
