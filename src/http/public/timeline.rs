//! `GET /api/timeline`: every event, newest first, in the language `?lang=` names.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use super::LangParams;
use crate::db::timeline::{self, TimelineEvent};
use crate::error::AppResult;
use crate::http::extract::ApiQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct TimelineList {
    pub events: Vec<TimelineEvent>,
}

pub async fn list(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<LangParams>,
) -> AppResult<Json<TimelineList>> {
    let lang = params.spoken(&state).await?;
    let current_year = state.config.clock.now().year();
    let events = state.db.run(move |conn| timeline::list_in(conn, current_year, lang)).await?;
    Ok(Json(TimelineList { events }))
}
