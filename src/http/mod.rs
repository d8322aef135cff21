//! The route table and the layers every response goes through.
//!
//! Every route that is not public must join the role-matrix test in
//! `tests/role_matrix.rs` when it is added here.

pub mod extract;
mod feeds;
mod layers;
pub mod public;
mod spa;

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderValue, header};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::{Json, Router, middleware};
use serde_json::json;
use tower_http::compression::CompressionLayer;

use crate::config::Config;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::rate_limit::RateLimiter;

/// JSON bodies above this are refused with 413 (a post's HTML may reach 500 KB).
const JSON_BODY_LIMIT: usize = 1024 * 1024;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub contact_limiter: Arc<RateLimiter>,
}

impl AppState {
    pub fn new(db: Db, config: Config) -> Self {
        AppState {
            db,
            config: Arc::new(config),
            contact_limiter: Arc::new(RateLimiter::new(5, Duration::from_secs(10 * 60))),
        }
    }
}

pub fn router(state: AppState) -> Router {
    let api = public::routes().fallback(api_not_found);
    Router::new()
        .nest("/api", api)
        .route("/healthz", get(health))
        .route("/robots.txt", get(robots))
        .route("/sitemap.xml", get(feeds::sitemap))
        .route("/rss.xml", get(feeds::rss))
        .fallback(spa::fallback)
        .layer(DefaultBodyLimit::max(JSON_BODY_LIMIT))
        .layer(middleware::from_fn_with_state(state.clone(), layers::same_origin))
        .layer(middleware::from_fn_with_state(state.clone(), layers::security_headers))
        .layer(CompressionLayer::new())
        .layer(middleware::from_fn(layers::log_request))
        .with_state(state)
}

async fn api_not_found() -> AppError {
    AppError::NotFound("Ressource introuvable.".into())
}

async fn health(State(state): State<AppState>) -> AppResult<Json<serde_json::Value>> {
    state.db.run(|conn| Ok(conn.query_row("SELECT 1", [], |row| row.get::<_, i64>(0))?)).await?;
    Ok(Json(json!({ "status": "ok", "version": env!("CARGO_PKG_VERSION") })))
}

async fn robots(State(state): State<AppState>) -> impl IntoResponse {
    let mut body = String::from(
        "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /dashboard\nDisallow: /api/\nDisallow: /login\nDisallow: /register\n",
    );
    if let Some(base) = &state.config.public_url {
        body.push_str(&format!("Sitemap: {base}/sitemap.xml\n"));
    }
    ([(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; charset=utf-8"))], body)
}
