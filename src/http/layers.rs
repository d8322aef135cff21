//! Cross-cutting layers: one log line per request, security headers on every
//! response, refusal of state-changing requests from other origins, and API errors
//! worded in the caller's language.

use std::net::SocketAddr;
use std::time::Instant;

use axum::extract::{ConnectInfo, MatchedPath, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::pages::table::{PUBLIC_PAGES, SIGN_IN_PAGES};
use super::site_origin;
use crate::answer_lang;
use crate::domain::lang::Lang;
use crate::error::AppError;
use crate::state::AppState;

const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'inline-speculation-rules'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'; \
    base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Media files have random names, so a found one never changes.
pub async fn cache_media_forever(request_path: axum::http::Uri, mut response: Response) -> Response {
    if request_path.path().starts_with("/media/") && response.status().is_success() {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable"));
    }
    response
}

/// Every `/api` answer speaks the JSON error shape, even the router's own refusals
/// (a path parameter of the wrong form, a wrong method), and is kept by no cache
/// unless its handler said otherwise: it may hold someone's private data.
pub async fn api_answers(mut response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/json"));
    if (status.is_client_error() || status.is_server_error()) && !is_json {
        let kept: Vec<_> = [header::ALLOW, header::CONTENT_RANGE]
            .into_iter()
            .filter_map(|name| response.headers().get(&name).cloned().map(|value| (name, value)))
            .collect();
        response = AppError::for_status(status).into_response();
        // The status said more than its JSON code can (416 for a range past the end).
        *response.status_mut() = status;
        response.headers_mut().extend(kept);
    }
    if !response.headers().contains_key(header::CACHE_CONTROL) {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    }
    response
}

/// An API answer's errors are worded in the language the caller asks for (`Accept-Language`,
/// which the UI sets to its page's language); errors are never cached, so no shared answer
/// varies by it.
pub async fn answer_in_requested_language(request: Request, next: Next) -> Response {
    let lang = answer_lang::requested(request.headers());
    answer_lang::answering_in(lang, next.run(request)).await
}

/// Whether the log keeps a line per request (`RUST_LOG` at info for `vitrine::http`).
pub fn requests_logged() -> bool {
    tracing::enabled!(target: "vitrine::http", tracing::Level::INFO)
}

pub async fn log_request(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let matched = request.extensions().get::<MatchedPath>().map(MatchedPath::as_str);
    let path = logged_path(request.uri().path(), matched);
    let response = next.run(request).await;
    log_answer(&method, &path, response.status(), started);
    response
}

/// The log's line for one answer.
pub fn log_answer(method: &Method, path: &str, status: StatusCode, started: Instant) {
    tracing::info!(
        target: "vitrine::http",
        "{method} {path} {status} {ms:.1}ms",
        status = status.as_u16(),
        ms = started.elapsed().as_secs_f64() * 1000.0
    );
}

/// The path as the log shows it, so no secret a path carries is written down: an API
/// request by its route's pattern (`/api/dossiers/{id}`), a page by its path with the
/// secret segment replaced, anything else as requested.
pub fn logged_path(path: &str, matched: Option<&str>) -> String {
    if path == "/api" || path.starts_with("/api/") {
        return match matched {
            Some(pattern) if pattern.starts_with("/api") && !pattern.contains("{*") => pattern.to_string(),
            _ => "/api/{unknown}".to_string(),
        };
    }
    // The links e-mails carry (a password reset, an invitation, an address to confirm, a newsletter
    // subscription to confirm or leave) end with a secret.
    let sign_in = SIGN_IN_PAGES.iter().filter(|page| page.takes_token);
    let sign_in = sign_in.flat_map(|page| Lang::ALL.map(|lang| page.address(lang, None)));
    let newsletter = PUBLIC_PAGES.iter().filter(|page| page.has_slug && !page.shared);
    let newsletter = newsletter.flat_map(|page| Lang::ALL.map(|lang| page.address(lang, None)));
    for prefix in sign_in.chain(newsletter) {
        if path.len() > prefix.len() && path.starts_with(&prefix) {
            return format!("{prefix}{{token}}");
        }
    }
    path.to_string()
}

pub async fn security_headers(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    add_security_headers(&state, &mut response);
    response
}

/// The headers every answer carries; the front adds them to the cached answers it serves
/// itself, which cross no layer.
pub fn add_security_headers(state: &AppState, response: &mut Response) {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        "permissions-policy",
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), interest-cohort=()"),
    );
    headers.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
    if state.config.public_url.as_deref().is_some_and(|url| url.starts_with("https://")) {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=31536000"));
    }
}

/// Where a newsletter mail's one-click unsubscribe POSTs (RFC 8058), followed by the secret.
const ONE_CLICK_UNSUBSCRIBE: &str = "/api/newsletter/unsubscribe/";

/// A browser's state-changing request must come from the site itself: its
/// `Origin` (scheme, host and port) must be `VITRINE_PUBLIC_URL`, or the request's
/// own host when unset. Requests without `Origin` (non-browser clients) pass; the
/// session judges them. A one-click unsubscribe passes whatever its origin: a mail
/// provider or a webmail sends it from its own servers or pages, never the site's; the
/// secret in its address is its only credential, and all it can do is unsubscribe.
pub async fn same_origin(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let changes_state = !matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS)
        && !request.uri().path().starts_with(ONE_CLICK_UNSUBSCRIBE);
    if changes_state && let Some(origin) = request.headers().get(header::ORIGIN) {
        let host = request.headers().get(header::HOST).and_then(|value| value.to_str().ok());
        let forwarded_https = from_trusted_proxy(&request, &state)
            && request
                .headers()
                .get("x-forwarded-proto")
                .and_then(|value| value.to_str().ok())
                .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"));
        let allowed =
            origin.to_str().is_ok_and(|origin| site_origin::is_own(origin, &state.config, host, forwarded_https));
        if !allowed {
            let lang = answer_lang::requested(request.headers());
            return answer_lang::answering_in_now(lang, || AppError::ForbiddenOrigin.into_response());
        }
    }
    next.run(request).await
}

fn from_trusted_proxy(request: &Request, state: &AppState) -> bool {
    request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .is_some_and(|ConnectInfo(peer)| state.config.trusted_proxies.iter().any(|net| net.contains(&peer.ip())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logged_paths_hold_no_token() {
        let secret = "Zq3xVb9T_k2mPnR8sLwY4cHdJfGa6eUo";
        let reset = format!("/reinitialiser-mot-de-passe/{secret}");
        assert_eq!(logged_path(&reset, None), "/reinitialiser-mot-de-passe/{token}");
        assert_eq!(logged_path(&format!("{reset}/"), None), "/reinitialiser-mot-de-passe/{token}");
        assert_eq!(logged_path(&format!("/en/reset-password/{secret}"), None), "/en/reset-password/{token}");
        assert_eq!(logged_path(&format!("/ar/confirm-address/{secret}"), None), "/ar/confirm-address/{token}");
        assert_eq!(
            logged_path(&format!("/newsletter/confirmation/{secret}"), None),
            "/newsletter/confirmation/{token}"
        );
        assert_eq!(
            logged_path(&format!("/en/newsletter/unsubscribe/{secret}"), None),
            "/en/newsletter/unsubscribe/{token}"
        );
        assert_eq!(
            logged_path(&format!("/api/auth/confirm/{secret}"), Some("/api/auth/confirm/{token}")),
            "/api/auth/confirm/{token}"
        );
        assert_eq!(
            logged_path("/api/dossiers/12/attachments/3", Some("/api/dossiers/{id}/attachments/{attachment_id}")),
            "/api/dossiers/{id}/attachments/{attachment_id}"
        );
        assert_eq!(logged_path(&format!("/api/{secret}"), None), "/api/{unknown}");
        assert_eq!(logged_path(&format!("/api/x/{secret}"), Some("/api/{*rest}")), "/api/{unknown}");
        for path in [&*format!("/media/{secret}.webp"), "/blog/mon-article", "/reinitialiser-mot-de-passe", "/"] {
            assert_eq!(logged_path(path, None), path, "pages without a secret are logged as requested");
        }
    }
}
