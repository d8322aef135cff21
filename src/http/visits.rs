//! Cookie-free visit counting: `POST /api/visits {path}` is sent by the UI on
//! each public page view; a visitor is a keyed hash of IP and user agent whose
//! key is random, kept only in memory and replaced every day. Only the site's
//! public pages and published articles are counted, each under one spelling, so
//! the table holds one row per page and day whatever paths beacons name.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use serde::Deserialize;
use time::OffsetDateTime;
use ts_rs::TS;

use super::extract::{ApiJson, ClientIp};
use super::page_cache::canonical_path;
use super::pages::table::find;
use crate::answer_lang::error_text;
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

/// What a beacon may count: a page the page table counts, or an article to look up.
#[derive(Debug, PartialEq, Eq)]
enum Counted {
    Page(String),
    /// An article's slug, and its address in the page's language.
    Article(String, String),
}

/// The public page `path` names, in the spelling the site links to (decoded as the
/// router decodes, without query, fragment or trailing slash); None for anything else.
fn public_page(path: &str) -> Option<Counted> {
    if path.len() > PATH_MAX {
        return None;
    }
    let path = canonical_path(path.split(['?', '#']).next().unwrap_or_default())?;
    let path = if path.len() > 1 { path.trim_end_matches('/') } else { &path };
    let found = find(path)?;
    if !found.page.counts_visits {
        return None;
    }
    let address = found.page.address(found.lang, found.slug);
    Some(match found.slug {
        Some(slug) => Counted::Article(slug.to_string(), address),
        None => Counted::Page(address),
    })
}

/// People count; robots, and agents that do not say what they are, do not.
fn is_person(user_agent: &str) -> bool {
    let agent = user_agent.to_ascii_lowercase();
    !agent.is_empty() && !ROBOT_MARKERS.iter().any(|marker| agent.contains(marker))
}

pub async fn record(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    ApiJson(input): ApiJson<VisitInput>,
) -> AppResult<StatusCode> {
    state.limits.visits.hit(&ip.limit_key()).map_err(AppError::rate_limited(&error_text("tooManyPageViews")))?;
    let user_agent = headers.get(header::USER_AGENT).and_then(|value| value.to_str().ok()).unwrap_or_default();
    let Some(page) = public_page(&input.path).filter(|_| is_person(user_agent)) else {
        return Ok(StatusCode::NO_CONTENT);
    };
    let day = today();
    let visitor = state.visitor_keys.visitor(&day, ip.0, user_agent);
    let now = state.config.clock.now_text();
    state
        .db
        .run(move |conn| {
            let path = match page {
                Counted::Page(address) => address,
                Counted::Article(slug, address) if db::stats::is_published_article(conn, &now, &slug)? => address,
                Counted::Article(..) => return Ok(()),
            };
            db::stats::record_view(conn, &day, &path, &visitor)
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_pages_from_people_count() {
        assert_eq!(public_page("/"), Some(Counted::Page("/".into())));
        assert_eq!(public_page("/blog?q=x#haut"), Some(Counted::Page("/blog".into())));
        assert_eq!(public_page("/parcours/"), Some(Counted::Page("/parcours".into())));
        assert_eq!(public_page("/blog/"), Some(Counted::Page("/blog".into())));
        assert_eq!(public_page("/%62log"), Some(Counted::Page("/blog".into())));
        assert_eq!(
            public_page("/blog/un-article"),
            Some(Counted::Article("un-article".into(), "/blog/un-article".into()))
        );
        assert_eq!(
            public_page("/blog/%75n-article/"),
            Some(Counted::Article("un-article".into(), "/blog/un-article".into()))
        );
        assert_eq!(public_page("/en/journey"), Some(Counted::Page("/en/journey".into())));
        assert_eq!(public_page("/ar"), Some(Counted::Page("/ar".into())));
        assert_eq!(public_page("/en/blog/a-post"), Some(Counted::Article("a-post".into(), "/en/blog/a-post".into())));
        for path in ["/admin", "/dashboard/profile", "/api/posts", "/login", "blog", "/inconnue", "/blog/a/b"] {
            assert_eq!(public_page(path), None, "{path}");
        }
        assert_eq!(public_page(&format!("/blog/{}", "a".repeat(PATH_MAX))), None);
        assert!(is_person("Mozilla/5.0"));
        assert!(!is_person("Googlebot/2.1") && !is_person(""));
    }
}
