//! The read path of public pages: answers come from the page cache, built once
//! as for an anonymous visitor, revalidated with ETags; and every write that
//! changed public data empties the cache before its own answer leaves.

use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use tower_http::compression::Predicate;

mod canonical;

use super::site_origin;
use crate::cache::{Accepted, PageCache, Representation, Shelf, Ticket, none_match_hits};
use crate::db::freshness;
use crate::error::{AppError, AppResult};
use crate::state::AppState;
use canonical::Canonical;
pub(super) use canonical::canonical_path;

/// How often the database is asked whether another process changed public data.
const REVISION_POLL: Duration = Duration::from_secs(1);

/// Public GET routes besides the pages of the page table.
/// Searches are shared too: what a word finds is the same for everyone until a post
/// changes, and people type the same words (and the same beginnings, as they type).
const PUBLIC_ROUTES: &[&str] = &[
    "/api/site",
    "/api/posts",
    "/api/timeline",
    "/api/chat",
    "/api/search",
    "/sitemap.xml",
    "/rss.xml",
    "/robots.txt",
];

/// Public routes with one path parameter after these prefixes.
const PUBLIC_PREFIXES: &[&str] = &["/api/posts/", "/api/legal/", "/sitemaps/"];

/// Marks an answer whose compression is settled: the compression layer leaves it alone.
#[derive(Debug, Clone, Copy)]
struct Precompressed;

/// The compression layer's extra rule: never compress a cached answer again.
#[derive(Debug, Clone, Copy)]
pub struct NotPrecompressed;

impl Predicate for NotPrecompressed {
    fn should_compress<B>(&self, response: &axum::http::Response<B>) -> bool
    where
        B: axum::body::HttpBody,
    {
        response.extensions().get::<Precompressed>().is_none()
    }
}

/// Whether `path` is a public read whose answer is the same for every visitor.
pub fn is_public(path: &str) -> bool {
    super::pages::table::find(path).is_some()
        || PUBLIC_ROUTES.contains(&path)
        || PUBLIC_PREFIXES
            .iter()
            .any(|prefix| path.strip_prefix(prefix).is_some_and(|rest| !rest.is_empty() && !rest.contains('/')))
}

/// Serves public reads from the cache; after any other successful write, checks
/// whether public data changed.
pub async fn layer(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let method = request.method().clone();
    if (method == Method::GET || method == Method::HEAD) && is_public(request.uri().path()) {
        return serve(&state, request, next).await;
    }
    let writes = !matches!(method, Method::GET | Method::HEAD | Method::OPTIONS);
    let response = next.run(request).await;
    if writes && response.status().is_success() {
        notice_changes(&state).await;
    }
    response
}

/// Reads the public revision and empties the cache when it moved (when it cannot
/// tell, it empties it anyway: a stale page is worse than a rebuilt one).
async fn notice_changes(state: &AppState) {
    match state.db.run(|conn| freshness::revision(conn)).await {
        Ok(revision) => state.page_cache.observe_revision(revision),
        Err(err) => {
            tracing::warn!(%err, "could not read the public revision; emptying the page cache");
            state.page_cache.invalidate();
        }
    }
}

/// Records the current revision, then polls it, so that changes made by another
/// process (a command-line run, a manual edit) show within a second.
pub async fn start_watching(state: &AppState) -> AppResult<()> {
    let revision = state.db.run(|conn| freshness::revision(conn)).await?;
    state.page_cache.observe_revision(revision);
    let cache = Arc::downgrade(&state.page_cache);
    let db = state.db.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(REVISION_POLL);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            // The server stopped: its cache is gone.
            let Some(cache) = cache.upgrade() else { break };
            match db.run(|conn| freshness::revision(conn)).await {
                Ok(revision) => cache.observe_revision(revision),
                Err(err) => tracing::warn!(%err, "could not read the public revision"),
            }
        }
    });
    Ok(())
}

async fn serve(state: &AppState, mut request: Request, next: Next) -> Response {
    let cache = &state.page_cache;
    // A request the route cannot read gets the route's own error, never kept.
    let Some(canonical) = Canonical::of(request.uri()) else {
        let head = request.method() == Method::HEAD;
        return pass_through(head, next.run(request).await);
    };
    let key = canonical.key(&site_origin::link_base(&state.config, request.headers()));
    let shelf = canonical.shelf;
    let reply = Reply {
        accepted: Accepted::from_headers(request.headers()),
        if_none_match: request.headers().get(header::IF_NONE_MATCH).cloned(),
        head: request.method() == Method::HEAD,
        cache_control: cache_control(state.config.cdn_max_age),
    };
    if let Some(found) = cache.lookup(shelf, &key, state.config.clock.unix()) {
        cache.record(true);
        return reply.answer(&found);
    }
    let _building = cache.build_lock(&key).await;
    if let Some(found) = cache.lookup(shelf, &key, state.config.clock.unix()) {
        cache.record(true);
        return reply.answer(&found);
    }
    cache.record(false);
    let ticket = cache.ticket();
    if ticket.needs_horizon() {
        learn_horizon(state, &ticket).await;
    }
    // Built as for an anonymous visitor whatever the request carries: the answer is
    // shared, so no session may shape it (nor be refreshed by it), and HEAD gets GET's
    // headers. Built from the canonical spelling too, so the entry is what its key says.
    request.headers_mut().remove(header::COOKIE);
    *request.method_mut() = Method::GET;
    if let Some(uri) = canonical.uri() {
        *request.uri_mut() = uri;
    }
    let response = next.run(request).await;
    if response.status() != StatusCode::OK || response.headers().contains_key(header::SET_COOKIE) {
        return reply.pass(response);
    }
    match build(cache, shelf, &key, &ticket, response, state.config.clock.unix()).await {
        Ok(built) => reply.answer(&built),
        Err(err) => err.into_response(),
    }
}

/// Tells the cache when the next scheduled post comes out. Asked before the page
/// is built, so that a post published meanwhile is never missed.
async fn learn_horizon(state: &AppState, ticket: &Ticket) {
    let now = state.config.clock.unix();
    let today = state.config.clock.now_text();
    let next = state.db.run(move |conn| freshness::next_publication(conn, &today)).await;
    match next {
        Ok(next) => {
            let at = next.and_then(|text| OffsetDateTime::parse(&text, &Rfc3339).ok()).map(|at| at.unix_timestamp());
            state.page_cache.set_horizon(ticket, at, now);
        }
        // Without a horizon nothing is kept: the page is served, built again next time.
        Err(err) => tracing::warn!(%err, "could not read the next publication time"),
    }
}

/// The finished answer, compressed and kept when it fits.
async fn build(
    cache: &PageCache,
    shelf: Shelf,
    key: &str,
    ticket: &Ticket,
    response: Response,
    now: i64,
) -> AppResult<Arc<Representation>> {
    let (parts, body) = response.into_parts();
    // These routes build their bodies in memory already: reading them whole costs nothing more.
    let body: Bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .map_err(|err| AppError::internal(format!("reading a public answer: {err}")))?;
    let content_type = parts.headers.get(header::CONTENT_TYPE).cloned();
    if !cache.admits(body.len()) {
        return Ok(Arc::new(Representation::plain(content_type, body)));
    }
    let built = tokio::task::spawn_blocking(move || Representation::compressed(content_type, body)).await?;
    let built = Arc::new(built);
    cache.store(shelf, key, ticket, built.clone(), now);
    Ok(built)
}

/// What the request asked of the answer.
struct Reply {
    accepted: Accepted,
    if_none_match: Option<HeaderValue>,
    head: bool,
    cache_control: HeaderValue,
}

impl Reply {
    /// The stored form the client prefers, or 304 when it already holds it.
    fn answer(self, found: &Representation) -> Response {
        let (coding, body) = found.select(self.accepted);
        let etag = found.etag(coding);
        let mut response = if self.if_none_match.as_ref().is_some_and(|tags| none_match_hits(tags, &etag)) {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let length = HeaderValue::from(body.len());
            let mut response = Response::new(if self.head { Body::empty() } else { Body::from(body.clone()) });
            let headers = response.headers_mut();
            headers.insert(header::CONTENT_LENGTH, length);
            if let Some(content_type) = found.content_type() {
                headers.insert(header::CONTENT_TYPE, content_type.clone());
            }
            if let Some(encoding) = coding.content_encoding() {
                headers.insert(header::CONTENT_ENCODING, encoding);
            }
            response
        };
        let headers = response.headers_mut();
        headers.insert(header::ETAG, etag);
        headers.insert(header::CACHE_CONTROL, self.cache_control);
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        if found.is_precompressed() || response.status() == StatusCode::NOT_MODIFIED {
            response.extensions_mut().insert(Precompressed);
        }
        response
    }

    /// An answer that is not shared (an error, a missing page) goes out as built.
    fn pass(self, response: Response) -> Response {
        pass_through(self.head, response)
    }
}

fn pass_through(head: bool, response: Response) -> Response {
    if head {
        let (parts, _) = response.into_parts();
        return Response::from_parts(parts, Body::empty());
    }
    response
}

/// Browsers and CDNs may keep public answers but must ask (cheaply, by ETag)
/// before reuse; with `VITRINE_CDN_MAX_AGE` shared caches may keep them that long,
/// and as long again while they refetch in the background.
fn cache_control(cdn_max_age: Option<u32>) -> HeaderValue {
    match cdn_max_age.filter(|seconds| *seconds > 0) {
        None => HeaderValue::from_static("public, no-cache"),
        Some(seconds) => {
            HeaderValue::from_str(&format!("public, max-age=0, s-maxage={seconds}, stale-while-revalidate={seconds}"))
                .expect("digits make a valid header")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_reads_are_shared() {
        for path in ["/", "/blog", "/blog/un-article", "/parcours", "/activites", "/conditions-d-utilisation"] {
            assert!(is_public(path), "{path}");
        }
        for path in ["/api/site", "/api/posts", "/api/posts/un-article", "/api/legal/terms", "/api/chat"] {
            assert!(is_public(path), "{path}");
        }
        for path in ["/sitemap.xml", "/sitemaps/2.xml", "/rss.xml", "/robots.txt", "/api/timeline", "/api/search"] {
            assert!(is_public(path), "{path}");
        }
        for path in ["/admin", "/admin/posts", "/dashboard", "/login", "/api/auth/me", "/api/admin/posts"] {
            assert!(!is_public(path), "{path}");
        }
        for path in ["/api/profile", "/blog/", "/blog/a/b", "/api/posts/", "/healthz", "/media/x.webp"] {
            assert!(!is_public(path), "{path}");
        }
    }

    #[test]
    fn shared_caches_keep_answers_only_when_told() {
        assert_eq!(cache_control(None), "public, no-cache");
        assert_eq!(cache_control(Some(0)), "public, no-cache");
        assert_eq!(cache_control(Some(60)), "public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    }
}
