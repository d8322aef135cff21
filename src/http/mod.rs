//! The route table and the layers every response goes through.
//!
//! Every route that is not public must join the role-matrix test in
//! `tests/api/role_matrix.rs` when it is added here.

pub mod admin;
pub mod auth;
pub mod dossiers;
pub mod email_confirmation;
pub mod extract;
mod favicon;
mod feeds;
mod layers;
mod media_files;
pub(crate) mod page_cache;
pub mod pages;
pub mod password_reset;
pub mod profile;
pub mod public;
mod served_file;
mod signed_in_hint;
pub(crate) mod site_origin;
pub(crate) mod spa;
mod structured_data;
pub mod two_factor;
pub mod visits;

use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderValue, header};
use axum::response::IntoResponse;
use axum::routing::{get, post, put};
use axum::{Json, Router, middleware};
use axum_login::AuthManagerLayerBuilder;
use serde_json::json;
use tower_http::compression::{CompressionLayer, DefaultPredicate, Predicate};
use tower_sessions::cookie::SameSite;
use tower_sessions::{Expiry, SessionManagerLayer};

use crate::auth::backend::Backend;
use crate::auth::session_store::{AUTH_DATA_KEY, SqliteSessionStore};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::media;
use crate::state::AppState;

/// Bodies above this are refused with 413: every form a visitor or promoter sends
/// is far below it (a 5,000-character message is at most 30 KB of JSON). Staff
/// and dossier routes raise it for their own larger texts.
const BODY_LIMIT: usize = 64 * 1024;

/// How long a session lives without activity.
pub(crate) const SESSION_IDLE_DAYS: i64 = 3;

/// The whole app: the page cache's front door, then the routes.
pub fn app(state: AppState) -> page_cache::Front {
    let https = state.config.public_url.as_deref().is_some_and(|url| url.starts_with("https://"));
    let sessions = SessionManagerLayer::new(SqliteSessionStore::new(state.db.clone()))
        .with_name("vitrine_session")
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(https)
        .with_always_save(true)
        .with_expiry(Expiry::OnInactivity(time::Duration::days(SESSION_IDLE_DAYS)));
    let auth_layer =
        AuthManagerLayerBuilder::new(Backend::new(state.db.clone()), sessions).with_data_key(AUTH_DATA_KEY).build();

    let api = Router::new()
        .merge(public::routes())
        .route("/visits", post(visits::record))
        .route("/auth/register", post(auth::register))
        .route("/auth/login", post(auth::login))
        .route("/auth/login/2fa", post(auth::login_two_factor))
        .route("/auth/logout", post(auth::logout))
        .route("/auth/me", get(auth::me))
        .route("/auth/password-reset", post(password_reset::request))
        .route("/auth/password-reset/confirm", post(password_reset::confirm))
        .route("/auth/confirm-email", post(email_confirmation::confirm))
        .route("/auth/confirm-email/resend", post(email_confirmation::resend))
        .route("/profile", get(profile::show).put(profile::update))
        .route("/profile/password", put(profile::change_password))
        .route("/profile/language", put(profile::change_language))
        .route("/profile/two-factor", get(two_factor::status))
        .route("/profile/two-factor/setup", post(two_factor::start))
        .route("/profile/two-factor/confirm", post(two_factor::confirm))
        .route("/profile/two-factor/disable", post(two_factor::disable))
        .route("/profile/two-factor/recovery-codes", post(two_factor::regenerate))
        .route(
            "/profile/avatar",
            post(profile::upload_avatar).layer(DefaultBodyLimit::max(media::AVATAR_MAX_BYTES + 64 * 1024)),
        )
        .nest("/admin", admin::routes())
        .nest("/dossiers", dossiers::routes())
        .fallback(api_not_found)
        .layer(middleware::map_response(layers::api_answers))
        .layer(middleware::from_fn(layers::answer_in_requested_language));
    let media = media_files::service(&state.config);
    let router = Router::new()
        .nest("/api", api)
        .route("/healthz", get(health))
        .route("/robots.txt", get(robots))
        .route("/favicon.ico", get(favicon::serve))
        .route("/sitemap.xml", get(feeds::sitemap))
        .route("/sitemaps/{file}", get(feeds::sitemap_part))
        .route("/rss.xml", get(|state, headers| feeds::feed(state, headers, Lang::Fr)))
        .route("/en/rss.xml", get(|state, headers| feeds::feed(state, headers, Lang::En)))
        .route("/ar/rss.xml", get(|state, headers| feeds::feed(state, headers, Lang::Ar)))
        .route("/contact", get(spa::fallback).post(pages::send_contact_form))
        .route("/en/contact", get(spa::fallback).post(pages::send_contact_form))
        .route("/ar/contact", get(spa::fallback).post(pages::send_contact_form))
        .merge(pages::newsletter_form_routes())
        .merge(pages::newsletter_routes())
        .route("/admin/apercu/{id}", get(pages::owner_preview))
        .fallback(spa::fallback)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(auth_layer)
        // Routed after the session layer, so outside it: a page of the app asks for a dozen of
        // these, a page of the site for its pictures, and none needs to know who is signed in.
        .route("/assets/{*file}", get(spa::build_file))
        .route("/images/{*file}", get(spa::build_file))
        .nest_service("/media", media)
        .layer(middleware::map_response(layers::cache_media_forever))
        .layer(middleware::map_response(signed_in_hint::append))
        .layer(middleware::from_fn_with_state(state.clone(), layers::same_origin))
        // Outside the session and every layer but the security headers, the log and compression:
        // a read the front could not answer from the cache is built as for an anonymous visitor, and kept.
        .layer(middleware::from_fn_with_state(state.clone(), page_cache::layer))
        .layer(middleware::from_fn_with_state(state.clone(), layers::security_headers))
        .layer(
            CompressionLayer::new()
                .compress_when(DefaultPredicate::new().and(page_cache::NotPrecompressed).and(served_file::NotFromFile)),
        )
        // Chosen once: the log's level is set at start, and a request should not cross a layer that writes nothing.
        .layer(tower::util::option_layer(layers::requests_logged().then(|| middleware::from_fn(layers::log_request))))
        .with_state(state.clone());
    page_cache::Front::new(state, router)
}

async fn api_not_found() -> AppError {
    AppError::NotFound(crate::answer_lang::error_text("notFound"))
}

async fn health(State(state): State<AppState>) -> AppResult<Json<serde_json::Value>> {
    state.db.run(|conn| Ok(conn.query_row("SELECT 1", [], |row| row.get::<_, i64>(0))?)).await?;
    Ok(Json(json!({ "status": "ok", "version": env!("CARGO_PKG_VERSION"), "cache": state.page_cache.stats().await })))
}

async fn robots(State(state): State<AppState>) -> impl IntoResponse {
    let mut body = String::from("User-agent: *\nAllow: /\nDisallow: /api/\n");
    let sign_in = pages::table::SIGN_IN_PAGES.iter().flat_map(|page| Lang::ALL.map(|lang| page.address(lang, None)));
    for path in pages::table::APP_PREFIXES.iter().map(|prefix| prefix.to_string()).chain(sign_in) {
        body.push_str(&format!("Disallow: {path}\n"));
    }
    if let Some(base) = &state.config.public_url {
        body.push_str(&format!("Sitemap: {base}/sitemap.xml\n"));
    }
    ([(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; charset=utf-8"))], body)
}
