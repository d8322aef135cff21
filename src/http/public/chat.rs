//! `GET /api/chat`: the assistant's script, fetched by the widget when a visitor
//! first opens it, so pages that never open the chat do not carry it.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use crate::db::chat::ChatAssistant;
use crate::error::AppResult;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct ChatResponse {
    pub chat: ChatAssistant,
}

pub async fn show(State(state): State<AppState>) -> AppResult<Json<ChatResponse>> {
    let chat = state.db.run(|conn| crate::db::chat::load(conn)).await?;
    Ok(Json(ChatResponse { chat }))
}
