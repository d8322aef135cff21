//! `/favicon.ico`: browsers and feed readers ask for it without reading the page,
//! so it answers with the icon chosen in the settings, or the neutral built-in one.

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};

use super::{media_files, spa};
use crate::media;
use crate::state::AppState;

const BUILT_IN: &str = "/favicon.ico";

pub async fn serve(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let configured = match state.db.run(|conn| crate::db::settings::load(conn)).await {
        Ok(settings) => settings.identity.favicon_url,
        Err(err) => return err.into_response(),
    };
    if let Some(relative) = configured.strip_prefix("/media/") {
        let media_dir = media::media_dir(&state.config.data_dir);
        let relative = relative.to_string();
        match tokio::task::spawn_blocking(move || media_files::read_image(&media_dir, &relative)).await {
            Ok(Ok(Some((bytes, content_type)))) => {
                // The owner may change the icon at any time: browsers ask again rather than keep an old one.
                let headers = [
                    (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
                    (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
                ];
                return (headers, bytes).into_response();
            }
            Ok(Ok(None)) => tracing::warn!(configured, "the configured favicon is missing, serving the built-in one"),
            Ok(Err(err)) => tracing::error!(%err, "reading the configured favicon"),
            Err(err) => tracing::error!(%err, "favicon read task failed"),
        }
    } else if configured.starts_with("https://") || configured.starts_with("http://") {
        return Redirect::temporary(&configured).into_response();
    }
    spa::embedded_asset(BUILT_IN, &headers).unwrap_or_else(|| StatusCode::NOT_FOUND.into_response())
}
