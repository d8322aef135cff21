//! `GET /api/chat`: the assistant's script in the page's language (`?lang=`), fetched by
//! the widget when a visitor first opens it, so pages that never open the chat do not carry it.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use super::LangParams;
use crate::db::chat::ChatAssistant;
use crate::error::AppResult;
use crate::http::extract::ApiQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct ChatResponse {
    pub chat: ChatAssistant,
}

pub async fn show(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<LangParams>,
) -> AppResult<Json<ChatResponse>> {
    let lang = params.spoken(&state).await?;
    let mut chat = state.db.run(move |conn| crate::db::chat::load_in(conn, lang)).await?;
    // A link to one of the site's pages leads to that page in the visitor's language.
    for link in chat.topics.iter_mut().filter_map(|topic| topic.link.as_mut()) {
        link.url = crate::http::pages::table::localize(&link.url, lang);
    }
    Ok(Json(ChatResponse { chat }))
}
