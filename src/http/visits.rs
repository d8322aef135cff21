//! Cookie-free visit counting: `POST /api/visits {path}` is sent by the UI on
//! each public page view; a visitor is a keyed hash of IP and user agent whose
//! key is random, kept only in memory and replaced every day.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use serde::Deserialize;
use time::OffsetDateTime;
use ts_rs::TS;

use super::extract::{ApiJson, ClientIp};
use crate::db;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

const PATH_MAX: usize = 200;
const ROBOT_MARKERS: &[&str] = &["bot", "crawl", "spider", "slurp", "preview", "headless"];

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct VisitInput {
    #[serde(default)]
    pub path: String,
}

pub fn today() -> String {
    crate::domain::dates::day(OffsetDateTime::now_utc())
}

/// Only public pages count; private areas, API paths and robots do not.
fn countable(path: &str, user_agent: &str) -> bool {
    let agent = user_agent.to_ascii_lowercase();
    path.starts_with('/')
        && path.len() <= PATH_MAX
        && !["/admin", "/dashboard", "/api", "/login", "/register"].iter().any(|private| path.starts_with(private))
        && !agent.is_empty()
        && !ROBOT_MARKERS.iter().any(|marker| agent.contains(marker))
}

pub async fn record(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    ApiJson(input): ApiJson<VisitInput>,
) -> AppResult<StatusCode> {
    state
        .limits
        .visits
        .hit(&ip.limit_key())
        .map_err(AppError::rate_limited("Trop de pages vues depuis votre connexion."))?;
    let user_agent = headers.get(header::USER_AGENT).and_then(|value| value.to_str().ok()).unwrap_or_default();
    let path = input.path.split(['?', '#']).next().unwrap_or_default().to_string();
    if countable(&path, user_agent) {
        let day = today();
        let visitor = state.visitor_keys.visitor(&day, ip.0, user_agent);
        state.db.run(move |conn| db::stats::record_view(conn, &day, &path, &visitor)).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_pages_from_people_count() {
        assert!(countable("/blog/un-article", "Mozilla/5.0"));
        assert!(!countable("/admin", "Mozilla/5.0"));
        assert!(!countable("/dashboard/profile", "Mozilla/5.0"));
        assert!(!countable("blog", "Mozilla/5.0"));
        assert!(!countable("/", "Googlebot/2.1"));
        assert!(!countable("/", ""));
    }
}
