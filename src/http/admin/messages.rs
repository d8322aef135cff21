//! The contact inbox for staff: list visitors' messages (current, unread or
//! archived), mark them read or archived, delete them.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang::error_text;
use crate::auth::extract::RequireStaff;
use crate::db::contacts::{self, InboxMessage, InboxView};
use crate::error::{AppError, AppResult};
use crate::http::extract::{ApiJson, ApiQuery};
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct MessageList {
    pub messages: Vec<InboxMessage>,
    /// Messages neither read nor archived, whatever the list shows (the badge).
    pub unread: i64,
}

/// `GET /api/admin/messages/unread`: the badge's number alone, polled by every open
/// back-office page, so it never carries the messages themselves.
#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct UnreadCount {
    pub unread: i64,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct InboxMessageResponse {
    pub message: InboxMessage,
}

/// `?unread=1`: only unread messages; `?archived=1`: only archived ones; else the
/// messages not archived.
#[derive(Debug, Deserialize)]
pub struct InboxQuery {
    #[serde(default)]
    pub unread: Option<String>,
    #[serde(default)]
    pub archived: Option<String>,
}

/// `PATCH /api/admin/messages/{id}`: absent fields stay as they are.
#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct InboxMessageUpdate {
    #[serde(default)]
    #[ts(optional)]
    pub read: Option<bool>,
    #[serde(default)]
    #[ts(optional)]
    pub archived: Option<bool>,
}

fn flag(value: Option<&str>) -> AppResult<bool> {
    match value.map(str::trim) {
        None | Some("" | "0" | "false") => Ok(false),
        Some("1" | "true") => Ok(true),
        Some(_) => Err(AppError::validation(error_text("messages.badFlag"))),
    }
}

pub async fn list(
    State(state): State<AppState>,
    _: RequireStaff,
    ApiQuery(query): ApiQuery<InboxQuery>,
) -> AppResult<Json<MessageList>> {
    let view = match (flag(query.unread.as_deref())?, flag(query.archived.as_deref())?) {
        (_, true) => InboxView::Archived,
        (true, false) => InboxView::Unread,
        (false, false) => InboxView::Current,
    };
    let (messages, unread) =
        state.db.run(move |conn| Ok((contacts::inbox(conn, view)?, contacts::count_unread(conn)?))).await?;
    Ok(Json(MessageList { messages, unread }))
}

pub async fn unread(State(state): State<AppState>, _: RequireStaff) -> AppResult<Json<UnreadCount>> {
    let unread = state.db.run(|conn| contacts::count_unread(conn)).await?;
    Ok(Json(UnreadCount { unread }))
}

pub async fn update(
    State(state): State<AppState>,
    _: RequireStaff,
    Path(id): Path<i64>,
    ApiJson(change): ApiJson<InboxMessageUpdate>,
) -> AppResult<Json<InboxMessageResponse>> {
    if change.read.is_none() && change.archived.is_none() {
        return Err(AppError::validation(error_text("messages.nothingToChange")));
    }
    let message = state
        .db
        .run(move |conn| contacts::set_state(conn, id, change.read, change.archived))
        .await?
        .ok_or_else(|| AppError::NotFound(error_text("messages.notFound")))?;
    Ok(Json(InboxMessageResponse { message }))
}

pub async fn delete(State(state): State<AppState>, _: RequireStaff, Path(id): Path<i64>) -> AppResult<StatusCode> {
    if state.db.run(move |conn| contacts::delete_message(conn, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::NotFound(error_text("messages.notFound")))
    }
}
