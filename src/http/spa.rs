//! The embedded React build: hashed assets with long caching, and every page route
//! answered with index.html filled with what `page_meta` knows of it: title, description,
//! canonical and Open Graph tags, preloads, its plain HTML and the API answers its first
//! render needs, so the UI shows it without asking.

use std::sync::OnceLock;

use axum::Json;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

use super::page_cache;
use super::page_meta::{PageMeta, page_meta, to_value};
use super::site_origin;
use super::structured_data;
use crate::db::settings::{DEFAULT_FAVICON, SiteSettings};
use crate::domain::html::escape;
use crate::error::{AppError, AppResult};
use crate::http::public::site::SiteBundle;
use crate::state::AppState;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist"]
struct Assets;

const HEAD_MARKER: &str = "<!--vitrine-head-->";
const BODY_MARKER: &str = "<!--vitrine-body-->";

/// Serves an embedded file when one matches the path, else the page shell.
pub async fn fallback(State(state): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    if path != "/"
        && path != "/index.html"
        && let Some(file) = Assets::get(path.trim_start_matches('/'))
    {
        return asset_response(path, file, &headers);
    }
    match page(&state, path, &headers).await {
        Ok(response) => response,
        Err(err) => err.into_response(),
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

async fn page(state: &AppState, path: &str, headers: &HeaderMap) -> AppResult<Response> {
    let path = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    let Json(site) = super::public::site::bundle(State(state.clone())).await?;
    let meta = page_meta(state, path, &site).await?;
    let base = site_origin::link_base(&state.config, headers);
    let answers = initial_answers(&meta, &site)?;
    let html = render_shell(&meta, &site.settings, &base, path, &answers);
    let mut response = (meta.status, html).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, shell_cache_control(path));
    Ok(response)
}

/// A shell the page cache does not share (sign-in, account and back-office pages, a reset
/// link) is drawn for one person and one moment: no cache keeps it. Shared pages get their
/// caching from the page cache; this one is only seen on its errors.
fn shell_cache_control(path: &str) -> HeaderValue {
    if page_cache::is_public(path) {
        HeaderValue::from_static("no-cache")
    } else {
        HeaderValue::from_static("private, no-store")
    }
}

/// The answers as a JSON data block: not run as script (so the CSP allows it), and with `<` escaped
/// so no text inside can close the block.
fn initial_answers(meta: &PageMeta, site: &SiteBundle) -> AppResult<String> {
    let mut answers = serde_json::Map::new();
    answers.insert("/api/site".into(), to_value(site)?);
    for (url, answer) in &meta.answers {
        answers.insert(url.clone(), answer.clone());
    }
    let json = serde_json::to_string(&answers).map_err(AppError::internal)?;
    Ok(format!("\n<script type=\"application/json\" id=\"vitrine-answers\">{}</script>", json.replace('<', "\\u003c")))
}

/// The page shell; `base` (the public URL, or the listening address) makes its links absolute.
fn render_shell(meta: &PageMeta, settings: &SiteSettings, base: &str, path: &str, answers: &str) -> String {
    let template = Assets::get("index.html")
        .map(|file| String::from_utf8_lossy(&file.data).into_owned())
        .unwrap_or_else(|| format!("<!doctype html><html lang=\"fr\"><head>{HEAD_MARKER}</head><body><div id=\"root\">{BODY_MARKER}</div></body></html>"));
    let site_title = settings.seo.title.as_str();
    let title = match &meta.title {
        Some(page) => format!("{page} | {site_title}"),
        None => site_title.to_string(),
    };
    let description = meta.description.as_deref().unwrap_or(&settings.seo.description);
    let mut head = format!(
        "<title>{title}</title>\n<meta name=\"description\" content=\"{description}\">\n\
         {icon}\n<meta property=\"og:title\" content=\"{title}\">\n\
         <meta property=\"og:description\" content=\"{description}\">\n<meta property=\"og:site_name\" content=\"{site}\">\n\
         <meta property=\"og:type\" content=\"{kind}\">\n<meta property=\"og:locale\" content=\"fr_FR\">\n\
         <link rel=\"alternate\" type=\"application/rss+xml\" title=\"{site}\" href=\"/rss.xml\">{fonts}",
        title = escape(&title),
        description = escape(description),
        icon = icon_link(&settings.identity.favicon_url),
        site = escape(site_title),
        kind = if meta.article { "article" } else { "website" },
        fonts = font_preloads(),
    );
    if let Some(image) = &meta.first_image {
        head.push_str(&image.preload_link());
    }
    let url = format!("{base}{path}");
    head.push_str(&format!(
        "\n<link rel=\"canonical\" href=\"{url}\">\n<meta property=\"og:url\" content=\"{url}\">",
        url = escape(&url)
    ));
    if let Some(image) = &meta.image {
        let absolute = if image.starts_with('/') { format!("{base}{image}") } else { image.clone() };
        head.push_str(&format!("\n<meta property=\"og:image\" content=\"{}\">", escape(&absolute)));
    }
    if !meta.indexable {
        head.push_str("\n<meta name=\"robots\" content=\"noindex\">");
    }
    let structured = match &meta.article_facts {
        Some(facts) => Some(structured_data::blog_posting(facts, settings, base, path)),
        None if path == "/" => structured_data::person(settings, base),
        None => None,
    };
    if let Some(block) = structured {
        head.push('\n');
        head.push_str(&block);
    }
    head.push_str(answers);
    let body = meta.body.as_deref().map(|body| format!("<div class=\"plain-page\">{body}</div>")).unwrap_or_default();
    template.replacen(HEAD_MARKER, &head, 1).replacen(BODY_MARKER, &body, 1)
}

/// Preload links for the Latin text and heading fonts, so the first paint already uses them.
fn font_preloads() -> &'static str {
    static LINKS: OnceLock<String> = OnceLock::new();
    LINKS.get_or_init(|| {
        Assets::iter()
            .filter(|name| {
                name.ends_with(".woff2")
                    && ["assets/inter-latin-wght-normal-", "assets/fraunces-latin-wght-normal-"]
                        .iter()
                        .any(|prefix| name.starts_with(prefix))
            })
            .map(|name| {
                format!("\n<link rel=\"preload\" href=\"/{name}\" as=\"font\" type=\"font/woff2\" crossorigin>")
            })
            .collect()
    })
}

/// The configured icon, or the built-in one as SVG (sharp at every size; `/favicon.ico` stays for agents that ask for it).
/// An uploaded icon is a square PNG of known size; the type of an external one is left for the browser to find.
fn icon_link(favicon_url: &str) -> String {
    let derived = format!("{}{}/", crate::media::MEDIA_URL_PREFIX, crate::media::FAVICON_FOLDER);
    if favicon_url == DEFAULT_FAVICON {
        "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">".to_string()
    } else if favicon_url.starts_with(&derived) && favicon_url.ends_with(".png") {
        format!(
            "<link rel=\"icon\" href=\"{}\" type=\"image/png\" sizes=\"{size}x{size}\">",
            escape(favicon_url),
            size = crate::media::FAVICON_SIZE
        )
    } else {
        format!("<link rel=\"icon\" href=\"{}\">", escape(favicon_url))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_carries_escaped_title_description_and_noindex() {
        let mut settings = SiteSettings::default();
        settings.seo.title = "Site <Démo>".into();
        settings.seo.description = "Une \"description\"".into();
        let html = render_shell(&PageMeta::private("Connexion"), &settings, "https://exemple.km", "/login", "");
        assert!(html.contains("<title>Connexion | Site &lt;Démo&gt;</title>"));
        assert!(html.contains("content=\"Une &quot;description&quot;\""));
        assert!(html.contains("<link rel=\"canonical\" href=\"https://exemple.km/login\">"));
        assert!(html.contains("noindex"));
        assert!(html.contains(
            "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Site &lt;Démo&gt;\" href=\"/rss.xml\">"
        ));
        assert!(!html.contains(HEAD_MARKER) && !html.contains(BODY_MARKER));
    }
}
