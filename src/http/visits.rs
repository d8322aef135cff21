//! Cookie-free visit counting: `POST /api/visits {path, referrer}` is sent by the UI on
//! each public page view; a visitor is a keyed hash of IP and user agent whose
//! key is random, kept only in memory and replaced every day. Only the site's
//! public pages and published articles are counted, each under one spelling, so
//! the table holds one row per page and day whatever paths beacons name. With the
//! view come the referring site's domain, the visitor's kind of device, and, for the
//! blog's results (`/blog?q=…`), the search.
//!
//! Searches are counted from these beacons rather than where the server answers
//! `/blog?q=…`: the search island fetches that page for every pause in typing (« co »,
//! then « coop »), and the page cache answers repeated ones without reaching a handler.
//! The island sends a beacon (`only_search`) once a search's results have stayed on
//! screen, so each search a visitor really made counts once.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use serde::Deserialize;
use time::OffsetDateTime;
use ts_rs::TS;

use super::extract::{ApiJson, ClientIp};
use super::page_cache::canonical_path;
use super::pages::BlogRequest;
use super::pages::table::{PageKind, find};
use crate::answer_lang::error_text;
use crate::db;
use crate::domain::device::Device;
use crate::domain::lang::Lang;
use crate::domain::referrer::referring_domain;
use crate::domain::search_term;
use crate::error::{AppError, AppResult};
use crate::search::SearchRequest;
use crate::state::AppState;

const PATH_MAX: usize = 200;
/// A search's query string (100 characters, each up to 12 bytes once percent-encoded) and a category.
const QUERY_MAX: usize = 2048;
/// A longer referrer is no address a browser sends: it is not read.
const REFERRER_MAX: usize = 2048;
const ROBOT_MARKERS: &[&str] = &["bot", "crawl", "spider", "slurp", "preview", "headless"];

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct VisitInput {
    /// The page's path, with the query string of the blog's search results.
    #[serde(default)]
    pub path: String,
    /// `document.referrer`: only another site's domain is kept.
    #[serde(default)]
    #[ts(optional)]
    pub referrer: Option<String>,
    /// The search island's beacon: a search made on a page already counted, which counts
    /// the search alone.
    #[serde(default)]
    #[ts(optional)]
    pub only_search: Option<bool>,
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
    let path = path.split(['?', '#']).next().unwrap_or_default();
    if path.len() > PATH_MAX {
        return None;
    }
    let path = canonical_path(path)?;
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

/// A search the blog's results page at `path` shows: its normalized term, the language
/// and category it was made in.
#[derive(Debug, PartialEq, Eq)]
struct Search {
    term: String,
    lang: Lang,
    category: Option<String>,
}

fn search_of(path: &str) -> Option<Search> {
    let (page, query) = path.split('#').next()?.split_once('?')?;
    if query.len() > QUERY_MAX {
        return None;
    }
    let page = canonical_path(page)?;
    let found = find(if page.len() > 1 { page.trim_end_matches('/') } else { &page })?;
    if found.page.kind != PageKind::Blog {
        return None;
    }
    let asked = BlogRequest::parse(Some(query));
    Some(Search {
        term: search_term::normalize(&asked.query)?,
        lang: found.lang,
        category: (!asked.category.is_empty()).then_some(asked.category),
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
    let only_search = input.only_search.unwrap_or(false);
    let search = search_of(&input.path);
    if only_search && search.is_none() {
        return Ok(StatusCode::NO_CONTENT);
    }
    let referrer = input
        .referrer
        .filter(|referrer| !only_search && referrer.len() <= REFERRER_MAX)
        .and_then(|referrer| referring_domain(&referrer, &own_host(&state, &headers)));
    let device = Device::of(user_agent);
    let day = today();
    let visitor = state.visitor_keys.visitor(&day, ip.0, user_agent);
    let now = state.config.clock.now_text();
    let index = state.search.clone();
    state
        .db
        .run(move |conn| {
            let path = match page {
                Counted::Page(address) => address,
                Counted::Article(slug, address) if db::stats::is_published_article(conn, &now, &slug)? => address,
                Counted::Article(..) => return Ok(()),
            };
            if let Some(search) = search {
                let request =
                    SearchRequest { text: search.term.clone(), lang: search.lang, category: search.category, limit: 1 };
                db::stats::record_search(conn, &day, &search.term, index.finds_any(&now, &request)?)?;
            }
            if only_search {
                return Ok(());
            }
            db::stats::record_view(conn, &day, &path, &visitor, device)?;
            match referrer {
                Some(domain) => db::stats::record_referrer(conn, &day, &domain),
                None => Ok(()),
            }
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The site's own host, whose pages are no referring site.
fn own_host(state: &AppState, headers: &HeaderMap) -> String {
    let base = super::site_origin::link_base(&state.config, headers);
    url::Url::parse(&base).ok().and_then(|url| url.host_str().map(str::to_string)).unwrap_or_default()
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

    #[test]
    fn the_blog_results_address_names_its_search() {
        let search = |term: &str, lang, category: Option<&str>| {
            Some(Search { term: term.into(), lang, category: category.map(String::from) })
        };
        assert_eq!(search_of("/blog?q=+%C3%89nergie++Solaire+"), search("énergie solaire", Lang::Fr, None));
        assert_eq!(search_of("/en/blog/?q=farm&categorie=Tech#top"), search("farm", Lang::En, Some("Tech")));
        for path in ["/blog", "/blog?q=+", "/blog?categorie=Tech", "/parcours?q=x", "/blog/un-article?q=x", "/?q=x"] {
            assert_eq!(search_of(path), None, "{path}");
        }
    }
}
