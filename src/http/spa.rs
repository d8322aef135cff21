//! The embedded React build: hashed assets with long caching, and every page
//! route answered with index.html carrying its title, description, canonical and
//! Open Graph tags, an article's HTML for clients without JavaScript, and the API
//! answers the page's first render needs, so the UI shows it without asking.

use std::sync::OnceLock;

use axum::Json;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use serde::Serialize;
use serde_json::Value;

use super::page_html;
use super::public::find_with_related;
use super::public::posts::PostList;
use super::site_origin;
use super::structured_data::{self, ArticleFacts};
use crate::db::legal::LegalPageKey;
use crate::db::settings::{DEFAULT_FAVICON, SiteSettings};
use crate::domain::dates;
use crate::domain::html::escape;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiQuery;
use crate::http::public::site::SiteBundle;
use crate::state::AppState;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist"]
struct Assets;

const HEAD_MARKER: &str = "<!--vitrine-head-->";
const BODY_MARKER: &str = "<!--vitrine-body-->";

/// What the server knows about a page before the UI runs.
struct PageMeta {
    status: StatusCode,
    title: Option<String>,
    description: Option<String>,
    image: Option<String>,
    body: Option<String>,
    indexable: bool,
    /// A blog article (Open Graph type), rather than a page of the site.
    article: bool,
    /// What the article tells search engines (JSON-LD), when the page is one.
    article_facts: Option<ArticleFacts>,
    /// API answers keyed by the very URL the UI asks them at, besides the site bundle every page needs.
    answers: Vec<(String, Value)>,
    /// The image the first screen shows largest, fetched before the UI asks for it.
    first_image: Option<FirstImage>,
}

/// An image preloaded at high priority with the `srcset` and `sizes` the UI gives it, so the browser
/// fetches the very file the page then shows.
struct FirstImage {
    url: String,
    sizes: &'static str,
}

/// The built-in images the UI shows where the owner has chosen none (`ui/src/config/site.ts`).
const HERO_IMAGE_FALLBACK: &str = "/images/hero.svg";
const POST_IMAGE_FALLBACK: &str = "/images/post-fallback.svg";

impl FirstImage {
    fn chosen_or(url: Option<&str>, fallback: &str, sizes: &'static str) -> Self {
        let url = url.map(str::trim).filter(|url| !url.is_empty()).unwrap_or(fallback);
        FirstImage { url: url.to_string(), sizes }
    }

    fn preload_link(&self) -> String {
        let srcset = crate::media::srcset_for(&self.url)
            .map(|srcset| format!(" imagesrcset=\"{}\" imagesizes=\"{}\"", escape(&srcset), self.sizes))
            .unwrap_or_default();
        format!("\n<link rel=\"preload\" as=\"image\" href=\"{}\"{srcset} fetchpriority=\"high\">", escape(&self.url))
    }
}

impl PageMeta {
    fn titled(title: &str) -> Self {
        PageMeta { title: Some(title.to_string()), ..PageMeta::home() }
    }

    fn home() -> Self {
        PageMeta {
            status: StatusCode::OK,
            title: None,
            description: None,
            image: None,
            body: None,
            indexable: true,
            article: false,
            article_facts: None,
            answers: Vec::new(),
            first_image: None,
        }
    }

    fn answering(self, url: &str, answer: Value) -> Self {
        let mut answers = self.answers;
        answers.push((url.to_string(), answer));
        PageMeta { answers, ..self }
    }

    fn private(title: &str) -> Self {
        PageMeta { indexable: false, ..PageMeta::titled(title) }
    }

    fn not_found(title: &str) -> Self {
        PageMeta { status: StatusCode::NOT_FOUND, indexable: false, ..PageMeta::titled(title) }
    }
}

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
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Ok(response)
}

async fn page_meta(state: &AppState, path: &str, site: &SiteBundle) -> AppResult<PageMeta> {
    let meta = match path {
        "/" => {
            let latest = post_list(state, 3).await?;
            let body = page_html::home(&site.content, &site.settings.seo.title, &latest.posts);
            let hero_image = site.content.home_hero.as_ref().and_then(|hero| hero.image_url.as_deref());
            let first_image =
                FirstImage::chosen_or(hero_image, HERO_IMAGE_FALLBACK, "(min-width: 1024px) 512px, 100vw");
            PageMeta { body: Some(body), first_image: Some(first_image), ..PageMeta::home() }
                .answering("/api/posts?per_page=3", to_value(&latest)?)
        }
        "/blog" => {
            let list = post_list(state, 24).await?;
            let body = page_html::blog(&list.posts);
            PageMeta { body: Some(body), ..PageMeta::titled("Blog") }
                .answering("/api/posts?per_page=24", to_value(&list)?)
        }
        "/parcours" => {
            let Json(timeline) = super::public::timeline::list(State(state.clone())).await?;
            let body = page_html::timeline(&timeline.events);
            PageMeta { body: Some(body), ..PageMeta::titled("Mon Parcours") }
                .answering("/api/timeline", to_value(&timeline)?)
        }
        "/activites" => {
            PageMeta { body: Some(page_html::activities(&site.content)), ..PageMeta::titled("Mes Activités") }
        }
        "/politique-de-confidentialite" => {
            legal_meta(state, LegalPageKey::Privacy, "Politique de Confidentialité").await?
        }
        "/conditions-d-utilisation" => legal_meta(state, LegalPageKey::Terms, "Conditions d'Utilisation").await?,
        "/login" => PageMeta::private("Connexion"),
        "/register" => PageMeta::private("Inscription"),
        "/mot-de-passe-oublie" => PageMeta::private("Mot de passe oublié"),
        _ if path.starts_with("/reinitialiser-mot-de-passe/") => PageMeta::private("Nouveau mot de passe"),
        _ if path == "/admin" || path.starts_with("/admin/") => PageMeta::private("Administration"),
        _ if path == "/dashboard" || path.starts_with("/dashboard/") => PageMeta::private("Espace Promoteur"),
        _ => match path.strip_prefix("/blog/") {
            Some(slug) if !slug.is_empty() && !slug.contains('/') => article_meta(state, slug).await?,
            _ => PageMeta::not_found("Page introuvable"),
        },
    };
    Ok(meta)
}

/// The first page of published posts as `GET /api/posts?per_page=N` answers it.
async fn post_list(state: &AppState, per_page: i64) -> AppResult<PostList> {
    let params = serde_json::from_value(serde_json::json!({ "per_page": per_page })).map_err(AppError::internal)?;
    let Json(list) = super::public::posts::list(State(state.clone()), ApiQuery(params)).await?;
    Ok(list)
}

fn to_value(answer: &impl Serialize) -> AppResult<Value> {
    serde_json::to_value(answer).map_err(AppError::internal)
}

/// A legal page's text in the shell, so that it reads without JavaScript, as articles do.
async fn legal_meta(state: &AppState, page: LegalPageKey, title: &str) -> AppResult<PageMeta> {
    let legal = super::public::legal::read(state, page).await?;
    let url = format!("/api/legal/{}", page.as_str());
    let updated = legal
        .updated_at
        .as_deref()
        .and_then(dates::french)
        .map(|date| format!("<p>Dernière mise à jour : {date}</p>"))
        .unwrap_or_default();
    let content = if legal.content_html.is_empty() {
        "<p>Cette page n'a pas encore été rédigée.</p>"
    } else {
        legal.content_html.as_str()
    };
    let body = format!("<article><h1>{}</h1>{updated}{content}</article>", escape(title));
    let answer = to_value(&super::public::legal::LegalPageResponse { legal })?;
    Ok(PageMeta { body: Some(body), ..PageMeta::titled(title) }.answering(&url, answer))
}

async fn article_meta(state: &AppState, slug: &str) -> AppResult<PageMeta> {
    let Some(detail) = find_with_related(state, slug.to_string()).await? else {
        return Ok(PageMeta::not_found("Article non trouvé"));
    };
    let answer = to_value(&detail)?;
    let post = detail.post;
    let body = format!(
        "<article><p>{category}</p><h1>{title}</h1><p>{excerpt}</p>{content}</article>",
        category = escape(post.summary.category.as_deref().unwrap_or_default()),
        title = escape(&post.summary.title),
        excerpt = escape(&post.summary.excerpt),
        content = post.content_html,
    );
    let author = post
        .summary
        .author_name
        .clone()
        .filter(|name| !name.trim().is_empty())
        .or_else(|| post.author.as_ref().and_then(|author| author.full_name.clone()));
    let facts = ArticleFacts {
        headline: post.summary.title.clone(),
        description: post.summary.excerpt.clone(),
        published: post.summary.published_at.clone(),
        image: post.summary.cover_image.clone(),
        author,
    };
    let cover = FirstImage::chosen_or(
        post.summary.cover_image.as_deref(),
        POST_IMAGE_FALLBACK,
        "(min-width: 1024px) 896px, 100vw",
    );
    Ok(PageMeta {
        status: StatusCode::OK,
        description: Some(post.summary.excerpt.clone()).filter(|excerpt| !excerpt.trim().is_empty()),
        image: post.summary.cover_image.clone(),
        title: Some(post.summary.title),
        body: Some(body),
        indexable: true,
        article: true,
        article_facts: Some(facts),
        answers: vec![(format!("/api/posts/{slug}"), answer)],
        first_image: Some(cover),
    })
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
    template.replacen(HEAD_MARKER, &head, 1).replacen(BODY_MARKER, meta.body.as_deref().unwrap_or_default(), 1)
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
fn icon_link(favicon_url: &str) -> String {
    if favicon_url == DEFAULT_FAVICON {
        "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">".to_string()
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

    #[test]
    fn an_uploaded_first_image_is_preloaded_with_the_srcset_and_sizes_the_ui_gives_it() {
        let image = FirstImage::chosen_or(Some(" /media/images/ab12-960.webp "), POST_IMAGE_FALLBACK, "100vw");
        assert_eq!(
            image.preload_link(),
            "\n<link rel=\"preload\" as=\"image\" href=\"/media/images/ab12-960.webp\" imagesrcset=\"\
             /media/images/ab12-480.webp 480w, /media/images/ab12-960.webp 960w, /media/images/ab12-1600.webp 1600w\" \
             imagesizes=\"100vw\" fetchpriority=\"high\">"
        );
        assert_eq!(FirstImage::chosen_or(Some("  "), POST_IMAGE_FALLBACK, "100vw").url, POST_IMAGE_FALLBACK);
    }

    #[test]
    fn the_fallback_images_are_the_ones_the_ui_shows() {
        let ui_config = include_str!("../../ui/src/config/site.ts");
        for image in [HERO_IMAGE_FALLBACK, POST_IMAGE_FALLBACK] {
            assert!(ui_config.contains(&format!("'{image}'")), "{image} missing from ui/src/config/site.ts");
        }
    }
}
