//! The contact inbox for staff: read and delete visitors' messages.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Serialize;
use ts_rs::TS;

use crate::auth::extract::RequireStaff;
use crate::db::contacts::{self, InboxMessage};
use crate::error::{AppError, AppResult};
use crate::http::AppState;

#[derive(Debug, Serialize, TS)]
pub struct MessageList {
    pub messages: Vec<InboxMessage>,
}

pub async fn list(State(state): State<AppState>, _: RequireStaff) -> AppResult<Json<MessageList>> {
    let messages = state.db.run(|conn| contacts::inbox(conn)).await?;
    Ok(Json(MessageList { messages }))
}

pub async fn delete(State(state): State<AppState>, _: RequireStaff, Path(id): Path<i64>) -> AppResult<StatusCode> {
    if state.db.run(move |conn| contacts::delete_message(conn, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::NotFound("Message introuvable.".into()))
    }
}
