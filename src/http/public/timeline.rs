//! `GET /api/timeline`: every event, newest first.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use crate::db::timeline::{self, TimelineEvent};
use crate::error::AppResult;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct TimelineList {
    pub events: Vec<TimelineEvent>,
}

pub async fn list(State(state): State<AppState>) -> AppResult<Json<TimelineList>> {
    let current_year = state.config.clock.now().year();
    let events = state.db.run(move |conn| timeline::list(conn, current_year)).await?;
    Ok(Json(TimelineList { events }))
}
