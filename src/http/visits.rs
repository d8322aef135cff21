//! Cookie-free visit counting: `POST /api/visits {path}` is sent by the UI on
//! each public page view; a visitor is a keyed hash of IP and user agent whose
//! key is random, kept only in memory and replaced every day.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::net::IpAddr;
use std::sync::Mutex;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use serde::Deserialize;
use time::OffsetDateTime;
use ts_rs::TS;

use super::AppState;
use super::extract::{ApiJson, ClientIp};
use crate::db;
use crate::error::{AppError, AppResult};

const PATH_MAX: usize = 200;
const ROBOT_MARKERS: &[&str] = &["bot", "crawl", "spider", "slurp", "preview", "headless"];

#[derive(Debug, Deserialize, TS)]
pub struct VisitInput {
    #[serde(default)]
    pub path: String,
}

/// Today's hashing key; yesterday's is forgotten, so visitors cannot be followed across days.
#[derive(Default)]
pub struct VisitorKeys {
    current: Mutex<Option<(String, RandomState)>>,
}

impl VisitorKeys {
    fn visitor(&self, day: &str, ip: IpAddr, user_agent: &str) -> String {
        let mut current = self.current.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if current.as_ref().is_none_or(|(key_day, _)| key_day != day) {
            *current = Some((day.to_string(), RandomState::new()));
        }
        let (_, key) = current.as_ref().expect("just set");
        format!("{:016x}", key.hash_one((ip, user_agent)))
    }
}

pub fn today() -> String {
    let now = OffsetDateTime::now_utc();
    format!("{:04}-{:02}-{:02}", now.year(), u8::from(now.month()), now.day())
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
    state.limits.visits.hit(&ip.limit_key()).map_err(|retry_after_secs| AppError::RateLimited {
        message: "Trop de pages vues depuis votre connexion.".into(),
        retry_after_secs,
    })?;
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
    fn the_same_visitor_has_one_hash_a_day_and_another_the_next_day() {
        let keys = VisitorKeys::default();
        let ip: IpAddr = "203.0.113.5".parse().unwrap();
        let monday = keys.visitor("2026-11-23", ip, "Firefox");
        assert_eq!(monday, keys.visitor("2026-11-23", ip, "Firefox"));
        assert_ne!(monday, keys.visitor("2026-11-23", ip, "Chromium"));
        assert_ne!(monday, keys.visitor("2026-11-24", ip, "Firefox"));
        assert!(!monday.contains("203"));
    }

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
