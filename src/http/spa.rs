//! The embedded UI build: hashed assets with long caching, and what the pages need to
//! know of it (each entry's script and stylesheets from Vite's manifest, the fonts).

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::pages;
use crate::auth::backend::AuthSession;
use crate::state::AppState;
use crate::ui_build::BuiltUi as Assets;

/// Serves an embedded file when one matches the path, else the page at that address.
pub async fn fallback(State(state): State<AppState>, session: AuthSession, uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    if path != "/"
        && !path.ends_with(".html")
        && let Some(file) = Assets::get(path.trim_start_matches('/'))
    {
        return asset_response(path, file, &headers);
    }
    pages::serve(&state, &uri, &headers, session.user.map(|user| user.lang)).await
}

/// An embedded file of the build's `assets/` and `images/`, routed outside the session
/// layer: a signed-in browser's scripts, styles and pictures read no session. A name the
/// build lacks gets the page not found.
pub async fn build_file(State(state): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    match embedded_asset(uri.path(), &headers) {
        Some(file) => file,
        None => pages::serve(&state, &uri, &headers, None).await,
    }
}

/// The embedded file at `path` as a cacheable response, if the build has one.
pub(super) fn embedded_asset(path: &str, headers: &HeaderMap) -> Option<Response> {
    Assets::get(path.trim_start_matches('/')).map(|file| asset_response(path, file, headers))
}

fn asset_response(path: &str, file: rust_embed::EmbeddedFile, request_headers: &HeaderMap) -> Response {
    let etag = format!("\"{}\"", hex(&file.metadata.sha256_hash()[..16]));
    let cache =
        if path.starts_with("/assets/") { "public, max-age=31536000, immutable" } else { "public, max-age=3600" };
    let mut builder = Response::builder()
        .header(header::CACHE_CONTROL, cache)
        .header(header::ETAG, &etag)
        .header(header::CONTENT_TYPE, file.metadata.mimetype());
    let unchanged = request_headers
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.split(',').any(|tag| tag.trim() == etag));
    if unchanged {
        builder = builder.status(StatusCode::NOT_MODIFIED);
        return builder.body(Body::empty()).unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response());
    }
    builder
        .body(Body::from(file.data.into_owned()))
        .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of an embedded file of the build.
pub(super) fn embedded_file(name: &str) -> Option<Vec<u8>> {
    Assets::get(name).map(|file| file.data.into_owned())
}

/// What an entry of the build loads: its script and its stylesheets, as absolute paths.
#[derive(Debug, Clone, Default)]
pub(super) struct EntryFiles {
    pub(super) script: Option<String>,
    pub(super) stylesheets: Vec<String>,
    /// The modules the script imports at once, fetched with it rather than after it.
    pub(super) modules: Vec<String>,
}

#[derive(Deserialize)]
struct ManifestEntry {
    file: String,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default)]
    imports: Vec<String>,
}

/// The files of `entry` (its source path, as Vite's manifest names it); none in a build
/// without the UI.
pub(super) fn entry_files(entry: &str) -> EntryFiles {
    static MANIFEST: OnceLock<HashMap<String, ManifestEntry>> = OnceLock::new();
    let manifest = MANIFEST.get_or_init(|| {
        embedded_file(".vite/manifest.json").and_then(|bytes| serde_json::from_slice(&bytes).ok()).unwrap_or_default()
    });
    let Some(found) = manifest.get(entry) else { return EntryFiles::default() };
    let mut modules = Vec::new();
    let mut pending: Vec<&String> = found.imports.iter().collect();
    while let Some(key) = pending.pop() {
        if let Some(import) = manifest.get(key.as_str()) {
            let file = format!("/{}", import.file);
            if !modules.contains(&file) {
                modules.push(file);
                pending.extend(&import.imports);
            }
        }
    }
    EntryFiles {
        script: Some(format!("/{}", found.file)),
        stylesheets: found.css.iter().map(|file| format!("/{file}")).collect(),
        modules,
    }
}

/// The built fonts whose names start with one of `prefixes` (the build adds a hash).
fn fonts_named(prefixes: &[&str]) -> Vec<String> {
    Assets::iter()
        .filter(|name| name.ends_with(".woff2") && prefixes.iter().any(|prefix| name.starts_with(prefix)))
        .map(|name| format!("/{name}"))
        .collect()
}

/// The Latin text and heading fonts, preloaded so the first paint already uses them.
pub(super) fn font_files() -> Vec<String> {
    fonts_named(&["assets/inter-latin-wght-normal-", "assets/fraunces-latin-wght-normal-"])
}

/// The Arabic font's two weights, preloaded on Arabic pages only.
pub(super) fn arabic_font_files() -> Vec<String> {
    fonts_named(&["assets/noto-sans-arabic-arabic-400-normal-", "assets/noto-sans-arabic-arabic-700-normal-"])
}
