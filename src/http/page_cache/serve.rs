//! Serving a public read from the cache, and building answers: for a reader who
//! waits, behind a stale answer, or after a write for the pages it changed.

use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use super::canonical::Canonical;
use super::{CachePolicy, Precompressed};
use crate::cache::{
    Accepted, Built, Cause, Entry, Representation, RouteSlot, Shelf, Source, Topic, TopicSet, Verdict, expires_at,
    none_match_hits,
};
use crate::db::freshness;
use crate::http::site_origin;
use crate::state::AppState;

/// An answer that is not kept: the route's own (an error, a missing page, one that
/// sets a cookie), or a body the cache does not hold (too large, or its expiry unknown).
pub(super) enum Unkept {
    Response(Response),
    Answer(Arc<Representation>),
}

/// The cache's answer to a public read when it holds one a reader may take (fresh,
/// or stale while one rebuild runs); otherwise the request back, for the router.
pub(super) async fn from_cache(state: &AppState, policy: CachePolicy, request: Request) -> Result<Response, Request> {
    let cache = &state.page_cache;
    if !cache.keeps() {
        return Err(request);
    }
    let Some(canonical) = Canonical::of(request.uri(), &policy) else { return Err(request) };
    let key = canonical.key(&site_origin::link_base(&state.config, request.headers()));
    let shelf = canonical.shelf;
    let Some(entry) = cache.get(shelf, &key).await else { return Err(request) };
    let reply = Reply::to(state, &request);
    match cache.judge(&entry, state.config.clock.unix()) {
        Verdict::Fresh => {
            cache.read_again(shelf, &key, &entry, reply.accepted);
            Ok(reply.answer(entry.answer()))
        }
        Verdict::Stale => {
            if entry.claim_refresh() {
                tokio::spawn(refresh(state.clone(), shelf, key, entry.clone()));
            }
            Ok(reply.answer(entry.answer()))
        }
        Verdict::Rebuild => Err(request),
    }
}

/// Answers a public read the cache could not (see `from_cache`): built once per key,
/// other readers of the same key waiting for that build.
pub(super) async fn build_for_reader(state: &AppState, policy: CachePolicy, request: Request, next: Next) -> Response {
    let cache = &state.page_cache;
    // A request the route cannot read gets the route's own error, never kept.
    let Some(canonical) = Canonical::of(request.uri(), &policy) else {
        return pass_through(request.method() == Method::HEAD, next.run(request).await);
    };
    let key = canonical.key(&site_origin::link_base(&state.config, request.headers()));
    let reply = Reply::to(state, &request);
    let (parts, _) = request.into_parts();
    let source = Source {
        uri: canonical.uri().unwrap_or(parts.uri),
        host: parts.headers.get(header::HOST).cloned(),
        accept_language: parts.headers.get(header::ACCEPT_LANGUAGE).cloned(),
        extensions: parts.extensions,
        route: RouteSlot::new(next),
    };
    if !cache.keeps() {
        cache.record_miss();
        return match build(state, &source, policy.depends_on).await {
            Built::Keep(entry) => reply.answer(entry.answer()),
            Built::Pass(unkept) => reply.unkept(unkept),
        };
    }
    let now = state.config.clock.unix();
    let built =
        cache.load(canonical.shelf, &key, now, Cause::Reader, || build(state, &source, policy.depends_on)).await;
    match built {
        Ok(entry) => reply.answer(entry.answer()),
        Err(unkept) => reply.unkept(unkept),
    }
}

/// Builds `entry` again with no reader waiting; an answer that can no longer be
/// kept (the page is gone) removes it.
pub(super) async fn refresh(state: AppState, shelf: Shelf, key: String, entry: Arc<Entry>) {
    let now = state.config.clock.unix();
    let source = entry.source();
    let topics = entry.depends_on();
    let _ = state.page_cache.load(shelf, &key, now, Cause::Refresh, || build(&state, source, topics)).await;
}

/// The answer to `source` as for an anonymous visitor: the answer is shared, so no
/// session may shape it (nor be refreshed by it), and HEAD gets GET's headers.
async fn build(state: &AppState, source: &Source, topics: TopicSet) -> Built<Unkept> {
    let cache = &state.page_cache;
    let now = state.config.clock.unix();
    // Taken before anything is read: a change made while building makes the answer stale.
    let ticket = cache.ticket(topics);
    let next_publication =
        if topics.contains(Topic::Posts) { next_publication(state, now).await.ok_or(()) } else { Ok(None) };
    let mut request = Request::new(Body::empty());
    *request.uri_mut() = source.uri.clone();
    *request.extensions_mut() = source.extensions.clone();
    if let Some(host) = &source.host {
        request.headers_mut().insert(header::HOST, host.clone());
    }
    if let Some(accepted) = &source.accept_language {
        request.headers_mut().insert(header::ACCEPT_LANGUAGE, accepted.clone());
    }
    // Gone only once the server stopped: nothing more is built.
    let Some(route) = source.route.get() else {
        return Built::Pass(Unkept::Response(StatusCode::SERVICE_UNAVAILABLE.into_response()));
    };
    let response = route.run(request).await;
    if response.status() != StatusCode::OK || response.headers().contains_key(header::SET_COOKIE) {
        return Built::Pass(Unkept::Response(response));
    }
    let (parts, body) = response.into_parts();
    // These routes build their bodies in memory already: reading them whole costs nothing more.
    let body: Bytes = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(body) => body,
        Err(err) => {
            tracing::warn!(%err, "reading a public answer");
            return Built::Pass(Unkept::Response(StatusCode::INTERNAL_SERVER_ERROR.into_response()));
        }
    };
    let content_type = parts.headers.get(header::CONTENT_TYPE).cloned();
    if !cache.admits(body.len()) {
        return Built::Pass(Unkept::Answer(Arc::new(Representation::plain(content_type, body))));
    }
    let answer = match tokio::task::spawn_blocking(move || Representation::gzipped(content_type, body)).await {
        Ok(answer) => Arc::new(answer),
        Err(err) => {
            tracing::warn!(%err, "compressing a public answer");
            return Built::Pass(Unkept::Response(StatusCode::INTERNAL_SERVER_ERROR.into_response()));
        }
    };
    match next_publication {
        Ok(next) => {
            Built::Keep(Arc::new(Entry::new(answer, ticket, expires_at(topics, next, now), now, source.clone())))
        }
        // Without knowing when it expires nothing is kept: the answer is served, built again next time.
        Err(()) => Built::Pass(Unkept::Answer(answer)),
    }
}

/// When the next scheduled post comes out (unix seconds), as known for the current
/// posts or read now; None when it cannot be told. Read before the answer is built,
/// so that a post published meanwhile is never missed.
async fn next_publication(state: &AppState, now: i64) -> Option<Option<i64>> {
    let cache = &state.page_cache;
    if let Some(known) = cache.known_next_publication(now) {
        return Some(known);
    }
    let ticket = cache.ticket(TopicSet::of(&[Topic::Posts]));
    let today = state.config.clock.now_text();
    match state.db.run(move |conn| freshness::next_publication(conn, &today)).await {
        Ok(next) => {
            let at = next.and_then(|text| OffsetDateTime::parse(&text, &Rfc3339).ok()).map(|at| at.unix_timestamp());
            cache.learn_next_publication(ticket, at);
            Some(at)
        }
        Err(err) => {
            tracing::warn!(%err, "could not read the next publication time");
            None
        }
    }
}

/// The headers a served answer carries: its own six and the seven security headers.
const ANSWER_HEADERS: usize = 16;

/// What the request asked of the answer.
struct Reply {
    accepted: Accepted,
    if_none_match: Option<HeaderValue>,
    head: bool,
    cache_control: HeaderValue,
}

impl Reply {
    fn to(state: &AppState, request: &Request) -> Reply {
        Reply {
            accepted: Accepted::from_headers(request.headers()),
            if_none_match: request.headers().get(header::IF_NONE_MATCH).cloned(),
            head: request.method() == Method::HEAD,
            cache_control: cache_control(state.config.cdn_max_age),
        }
    }

    /// The stored form the client prefers, or 304 when it already holds it.
    fn answer(self, found: &Representation) -> Response {
        let (form, body) = found.select(self.accepted);
        let etag = found.etag(form);
        let mut response = if self.if_none_match.as_ref().is_some_and(|tags| none_match_hits(tags, &etag)) {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let length = HeaderValue::from(body.len());
            let mut response = Response::new(if self.head { Body::empty() } else { Body::from(body.clone()) });
            let headers = response.headers_mut();
            // Room for these and the security headers at once, instead of growing three times.
            headers.reserve(ANSWER_HEADERS);
            headers.insert(header::CONTENT_LENGTH, length);
            if let Some(content_type) = found.content_type() {
                headers.insert(header::CONTENT_TYPE, content_type.clone());
            }
            if let Some(encoding) = form.coding().content_encoding() {
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

    fn unkept(self, unkept: Unkept) -> Response {
        match unkept {
            Unkept::Answer(answer) => self.answer(&answer),
            // An answer that is not shared (an error, a missing page) goes out as built.
            Unkept::Response(response) => pass_through(self.head, response),
        }
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
    fn shared_caches_keep_answers_only_when_told() {
        assert_eq!(cache_control(None), "public, no-cache");
        assert_eq!(cache_control(Some(0)), "public, no-cache");
        assert_eq!(cache_control(Some(60)), "public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    }
}
