//! Timeline administration (super_admin): create, edit, delete career events.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::timeline::{self, NewEvent, TimelineEvent};
use crate::domain::limits;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiJson;
use crate::http::public::types::TimelineList;
use crate::state::AppState;

pub const CATEGORIES: [&str; 5] = ["Formations", "Postes occupés", "Engagements", "Projets", "Contributions"];

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct TimelineEventInput {
    #[serde(default)]
    pub date: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    #[ts(optional)]
    pub category: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub description: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub reference_link: Option<String>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct TimelineEventResponse {
    pub event: TimelineEvent,
}

fn validate(input: TimelineEventInput) -> AppResult<NewEvent> {
    let mut v = Validator::new();
    let date = v.required("date", &input.date, limits::TIMELINE_DATE, &error_text("timeline.dateRequired"));
    let title = v.required("title", &input.title, limits::TITLE, &error_text("validation.titleRequired"));
    let category = v.optional("category", input.category.as_deref(), limits::TIMELINE_CATEGORY);
    if category.as_deref().is_some_and(|category| !CATEGORIES.contains(&category)) {
        v.fail("category", &error_text("timeline.unknownCategory"));
    }
    let description = v.optional_text("description", input.description.as_deref(), limits::TIMELINE_DESCRIPTION);
    let reference_link = v.optional_link("reference_link", input.reference_link.as_deref(), limits::LINK, true);
    v.finish()?;
    Ok(NewEvent { date, title, category, description, reference_link })
}

pub async fn list(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<TimelineList>> {
    let current_year = time::OffsetDateTime::now_utc().year();
    let events = state.db.run(move |conn| timeline::list(conn, current_year)).await?;
    Ok(Json(TimelineList { events }))
}

pub async fn create(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiJson(input): ApiJson<TimelineEventInput>,
) -> AppResult<(StatusCode, Json<TimelineEventResponse>)> {
    let event = validate(input)?;
    let created = state
        .db
        .run(move |conn| {
            let id = timeline::insert(conn, &event)?;
            timeline::find(conn, id)?.ok_or_else(|| AppError::internal("the new event vanished"))
        })
        .await?;
    Ok((StatusCode::CREATED, Json(TimelineEventResponse { event: created })))
}

pub async fn update(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
    ApiJson(input): ApiJson<TimelineEventInput>,
) -> AppResult<Json<TimelineEventResponse>> {
    let event = validate(input)?;
    let updated = state
        .db
        .run(move |conn| if timeline::update(conn, id, &event)? { timeline::find(conn, id) } else { Ok(None) })
        .await?
        .ok_or_else(|| AppError::NotFound(error_text("timeline.notFound")))?;
    Ok(Json(TimelineEventResponse { event: updated }))
}

pub async fn delete(State(state): State<AppState>, _: RequireSuperAdmin, Path(id): Path<i64>) -> AppResult<StatusCode> {
    if state.db.run(move |conn| timeline::delete(conn, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::NotFound(error_text("timeline.notFound")))
    }
}
