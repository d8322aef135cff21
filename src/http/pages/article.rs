//! An article's data: the post, who wrote it (the owner unless signed otherwise), the
//! share links, related articles, and what search engines and social cards read of it.

use serde::Serialize;

use super::blog::POST_IMAGE_FALLBACK;
use super::layout::{Head, Owner, PreloadImage};
use super::social_card::SocialCard;
use super::table::{self, PublicPage};
use super::{Page, Site};
use crate::answer_lang::error_text;
use crate::db::posts::{self, Post, PostSummary};
use crate::error::{AppError, AppResult};
use crate::http::public::{PostDetail, read_with_related};
use crate::http::structured_data::{self, ArticleFacts};
use crate::state::AppState;

/// The article page of the page table.
const ARTICLE: &PublicPage = table::article();

const COVER_SIZES: &str = "(min-width: 1024px) 896px, 100vw";
/// Related articles shown under the text.
const RELATED_SHOWN: usize = 2;

#[derive(Debug, Serialize)]
struct Author {
    name: Option<String>,
    initials: String,
    avatar_url: Option<String>,
    bio: Option<String>,
}

#[derive(Debug, Serialize)]
struct ShareLink {
    network: &'static str,
    href: String,
}

/// A keyword under the article, linking to the blog's list of the articles that carry it.
#[derive(Debug, Serialize)]
struct TagLink {
    name: String,
    href: String,
}

#[derive(Debug, Serialize)]
struct Article {
    post: Post,
    tags: Vec<TagLink>,
    cover: String,
    content_html: String,
    author: Author,
    share: Vec<ShareLink>,
    url: String,
    related: Vec<PostSummary>,
    /// Drawn for the owner or a preview link's holder before publication: marked « Aperçu ».
    preview: bool,
}

pub(super) async fn page(state: &AppState, site: &Site, slug: &str) -> AppResult<Page> {
    let (now, slug) = (state.config.clock.now_text(), slug.to_string());
    let found = state
        .db
        .run(move |conn| {
            let Some(detail) = read_with_related(conn, &now, &slug)? else { return Ok(None) };
            let original = detail.post.translation_of.unwrap_or(detail.post.summary.id);
            Ok(Some((detail, posts::published_versions(conn, &now, original)?)))
        })
        .await?;
    let Some((detail, versions)) = found else {
        return Err(AppError::NotFound(error_text("postNotFound")));
    };
    // An article lives at its own language's address only.
    if detail.post.summary.lang != site.lang {
        return Err(AppError::NotFound(error_text("postNotFound")));
    }
    let spoken = site.texts.settings.languages;
    let versions: Vec<_> = versions
        .into_iter()
        .filter(|(lang, _)| spoken.speaks(*lang))
        .map(|(lang, slug)| (lang, ARTICLE.address(lang, Some(&slug))))
        .collect();
    let mut page = drawn(site, detail, false);
    page.versions = Some(versions);
    Ok(page)
}

/// The article page as visitors see it, from its post and similar articles; a preview is marked
/// as such and kept from search engines.
pub(super) fn drawn(site: &Site, detail: PostDetail, preview: bool) -> Page {
    let post = detail.post;
    let path = ARTICLE.address(site.lang, Some(&post.summary.slug));
    let url = format!("{}{path}", site.base);
    let cover = post
        .summary
        .cover_image
        .as_deref()
        .map(str::trim)
        .filter(|url| !url.is_empty())
        .unwrap_or(POST_IMAGE_FALLBACK)
        .to_string();
    let author = author(&post, &Owner::of(&site.texts.settings));
    let seo = &post.seo;
    let full_title = filled(seo.seo_title.as_deref());
    let card_image = filled(seo.social_image.as_deref()).or_else(|| filled(post.summary.cover_image.as_deref()));
    let card_alt = full_title.as_deref().unwrap_or(&post.summary.title);
    let card = card_image.and_then(|image| SocialCard::of(&site.base, &image, card_alt));
    let facts = ArticleFacts {
        headline: post.summary.title.clone(),
        description: post.summary.excerpt.clone(),
        published: post.summary.published_at.clone(),
        // Search engines, like networks, read the raster card better than a WebP or an SVG.
        image: card.as_ref().map(|card| card.url.clone()),
        author: author.name.clone(),
        lang: post.summary.lang,
        keywords: post.tags.clone(),
    };
    let head = Head {
        title: Some(post.summary.title.clone()),
        description: filled(seo.seo_description.as_deref()).or_else(|| filled(Some(&post.summary.excerpt))),
        article: true,
        tags: post.tags.clone(),
        image: card,
        indexable: !preview && !seo.noindex,
        full_title,
        structured_data: Some(structured_data::blog_posting(&facts, &site.texts.settings, &site.base, &path)),
        preload_image: Some(PreloadImage::of(&cover, COVER_SIZES)),
    };
    let tags = post
        .tags
        .iter()
        .map(|name| TagLink {
            href: table::localize(&super::BlogRequest::tag_address(name), site.lang),
            name: name.clone(),
        })
        .collect();
    let article = Article {
        tags,
        content_html: crate::domain::html::external_links_in_new_tab(&post.content_html, &site.base),
        share: share_links(&url, &post.summary.title),
        cover,
        author,
        url,
        related: detail.related.into_iter().take(RELATED_SHOWN).collect(),
        post,
        preview,
    };
    Page::new("article.html", path, head, article)
}

/// A text the owner may leave blank, None when he did.
fn filled(text: Option<&str>) -> Option<String> {
    text.map(str::trim).filter(|text| !text.is_empty()).map(str::to_string)
}

/// The name typed in the editor wins; else the writer's account name; an article by the owner,
/// or by nobody in particular, carries his name and portrait.
fn author(post: &Post, owner: &Owner) -> Author {
    let signed = post.summary.author_name.as_deref().map(str::trim).filter(|name| !name.is_empty());
    let account = post.author.as_ref().and_then(|author| author.full_name.as_deref()).map(str::trim);
    let account = account.filter(|name| !name.is_empty());
    let written = signed.or(account);
    let by_owner = written.is_none_or(|name| !owner.name.is_empty() && name == owner.name);
    let name = written.map(str::to_string).or_else(|| (!owner.name.is_empty()).then(|| owner.name.clone()));
    let account_avatar = (signed.is_none() || signed == account)
        .then(|| post.author.as_ref().and_then(|author| author.avatar_url.as_deref()))
        .flatten()
        .map(str::trim)
        .filter(|url| !url.is_empty())
        .map(str::to_string);
    let avatar_url =
        account_avatar.or_else(|| (by_owner && !owner.portrait_url.is_empty()).then(|| owner.portrait_url.clone()));
    Author {
        initials: initials(name.as_deref()),
        name,
        avatar_url,
        bio: post.author_bio.as_deref().map(str::trim).filter(|bio| !bio.is_empty()).map(str::to_string),
    }
}

/// Up to two initials; an empty name gives none, so the template's fallback applies.
fn initials(name: Option<&str>) -> String {
    name.unwrap_or_default()
        .split_whitespace()
        .take(2)
        .filter_map(|word| word.chars().next())
        .flat_map(char::to_uppercase)
        .collect()
}

/// Where each network takes an article to share, from its address and title.
fn share_links(url: &str, title: &str) -> Vec<ShareLink> {
    let encode = |text: &str| form_urlencoded::byte_serialize(text.as_bytes()).collect::<String>().replace('+', "%20");
    vec![
        ShareLink {
            network: "linkedin",
            href: format!("https://www.linkedin.com/sharing/share-offsite/?url={}", encode(url)),
        },
        ShareLink { network: "whatsapp", href: format!("https://wa.me/?text={}", encode(&format!("{title} {url}"))) },
        ShareLink {
            network: "x",
            href: format!("https://x.com/intent/post?text={}&url={}", encode(title), encode(url)),
        },
        ShareLink { network: "email", href: format!("mailto:?subject={}&body={}", encode(title), encode(url)) },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initials_take_the_first_letters_of_two_words() {
        assert_eq!(initials(Some("awa  mzé said")), "AM");
        assert_eq!(initials(Some(" ")), "");
        assert_eq!(initials(None), "");
    }

    #[test]
    fn share_links_carry_the_address_and_title_encoded() {
        let links = share_links("https://exemple.km/blog/a", "Café & co");
        assert_eq!(
            links[2].href,
            "https://x.com/intent/post?text=Caf%C3%A9%20%26%20co&url=https%3A%2F%2Fexemple.km%2Fblog%2Fa"
        );
        assert_eq!(links[3].href, "mailto:?subject=Caf%C3%A9%20%26%20co&body=https%3A%2F%2Fexemple.km%2Fblog%2Fa");
    }
}
