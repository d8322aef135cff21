//! What the server knows of each page route before the UI runs: its title, description and
//! status, the plain HTML of its content, the API answers its first render needs, and the image
//! its first screen shows largest.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use serde_json::Value;

use super::page_html;
use super::public::find_with_related;
use super::public::posts::PostList;
use super::structured_data::ArticleFacts;
use crate::db::legal::LegalPageKey;
use crate::domain::dates;
use crate::domain::html::escape;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiQuery;
use crate::http::public::site::SiteBundle;
use crate::state::AppState;

/// What the server knows about a page before the UI runs.
pub(super) struct PageMeta {
    pub(super) status: StatusCode,
    pub(super) title: Option<String>,
    pub(super) description: Option<String>,
    pub(super) image: Option<String>,
    pub(super) body: Option<String>,
    pub(super) indexable: bool,
    /// A blog article (Open Graph type), rather than a page of the site.
    pub(super) article: bool,
    /// What the article tells search engines (JSON-LD), when the page is one.
    pub(super) article_facts: Option<ArticleFacts>,
    /// API answers keyed by the very URL the UI asks them at, besides the site bundle every page needs.
    pub(super) answers: Vec<(String, Value)>,
    /// The image the first screen shows largest, fetched before the UI asks for it.
    pub(super) first_image: Option<FirstImage>,
}

/// An image preloaded at high priority with the `srcset` and `sizes` the UI gives it, so the browser
/// fetches the very file the page then shows.
pub(super) struct FirstImage {
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

    /// The image itself, as the first paint shows it before the UI takes over (decorative: the
    /// article's title beside it says what it leads to).
    fn img_tag(&self) -> String {
        let srcset = self.srcset_attributes("srcset", "sizes");
        format!(
            "<img src=\"{}\"{srcset} alt=\"\" width=\"960\" height=\"540\" class=\"plain-cover\" fetchpriority=\"high\">",
            escape(&self.url)
        )
    }

    /// The widths on offer as `<srcset_name>` and `<sizes_name>` attributes, with a leading space; none
    /// for an image the site does not resize (a built-in illustration, another site's address).
    fn srcset_attributes(&self, srcset_name: &str, sizes_name: &str) -> String {
        crate::media::srcset_for(&self.url)
            .map(|srcset| format!(" {srcset_name}=\"{}\" {sizes_name}=\"{}\"", escape(&srcset), self.sizes))
            .unwrap_or_default()
    }

    pub(super) fn preload_link(&self) -> String {
        let srcset = self.srcset_attributes("imagesrcset", "imagesizes");
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

    pub(super) fn private(title: &str) -> Self {
        PageMeta { indexable: false, ..PageMeta::titled(title) }
    }

    fn not_found(title: &str) -> Self {
        PageMeta { status: StatusCode::NOT_FOUND, indexable: false, ..PageMeta::titled(title) }
    }
}

pub(super) async fn page_meta(state: &AppState, path: &str, site: &SiteBundle) -> AppResult<PageMeta> {
    let meta = match path {
        "/" => {
            let latest = post_list(state, 3).await?;
            let body = page_html::home(&site.content, &site.settings, &latest.posts);
            let hero_image = site.content.home_hero.as_ref().and_then(|hero| hero.image_url.as_deref());
            let first_image =
                FirstImage::chosen_or(hero_image, HERO_IMAGE_FALLBACK, "(min-width: 1024px) 512px, 100vw");
            PageMeta { body: Some(body), first_image: Some(first_image), ..PageMeta::home() }
                .answering("/api/posts?per_page=3", to_value(&latest)?)
        }
        "/blog" => {
            let list = post_list(state, 24).await?;
            // The featured card's picture is the largest thing the blog's first screen shows.
            let featured = list.posts.first().map(|post| {
                let image =
                    post.cover_image.as_deref().filter(|url| !url.trim().is_empty()).or(post.thumbnail_url.as_deref());
                FirstImage::chosen_or(image, POST_IMAGE_FALLBACK, "(min-width: 1024px) 50vw, 100vw")
            });
            let lead = featured.as_ref().map(FirstImage::img_tag).unwrap_or_default();
            let body = page_html::blog(&site.content, &list.posts, &lead);
            PageMeta { body: Some(body), first_image: featured, ..PageMeta::titled("Blog") }
                .answering("/api/posts?per_page=24", to_value(&list)?)
        }
        "/parcours" => {
            let Json(timeline) = super::public::timeline::list(State(state.clone())).await?;
            let body = page_html::timeline(&site.content, &timeline.events);
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
        _ if path.starts_with("/confirmer-adresse/") => PageMeta::private("Confirmation de votre adresse e-mail"),
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

pub(super) fn to_value(answer: &impl Serialize) -> AppResult<Value> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_uploaded_first_image_is_preloaded_with_the_srcset_and_sizes_the_ui_gives_it() {
        let image = FirstImage::chosen_or(Some(" /media/images/ab12-960.webp "), POST_IMAGE_FALLBACK, "100vw");
        assert_eq!(
            image.preload_link(),
            "\n<link rel=\"preload\" as=\"image\" href=\"/media/images/ab12-960.webp\" imagesrcset=\"\
             /media/images/ab12-480.webp 480w, /media/images/ab12-960.webp 960w, /media/images/ab12-1600.webp 1600w\" \
             imagesizes=\"100vw\" fetchpriority=\"high\">"
        );
        assert_eq!(
            image.img_tag(),
            "<img src=\"/media/images/ab12-960.webp\" srcset=\"/media/images/ab12-480.webp 480w, \
             /media/images/ab12-960.webp 960w, /media/images/ab12-1600.webp 1600w\" sizes=\"100vw\" alt=\"\" \
             width=\"960\" height=\"540\" class=\"plain-cover\" fetchpriority=\"high\">",
            "the painted image asks for the very file the preload fetched"
        );
        assert_eq!(FirstImage::chosen_or(Some("  "), POST_IMAGE_FALLBACK, "100vw").url, POST_IMAGE_FALLBACK);
    }

    #[test]
    fn the_fallback_images_are_the_ones_the_ui_shows() {
        let ui_config = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/config/site.ts")).unwrap();
        for image in [HERO_IMAGE_FALLBACK, POST_IMAGE_FALLBACK] {
            assert!(ui_config.contains(&format!("'{image}'")), "{image} missing from ui/src/config/site.ts");
        }
    }
}
