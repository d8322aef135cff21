//! The blog page's data: one page of articles (the newest featured on the first), the
//! categories to filter by, and search results, all reachable by links and a plain form.

use serde::Serialize;

use super::layout::{Head, PreloadImage};
use super::{Page, Site};
use crate::answer_lang::error_text;
use crate::db::posts::{self, PostFilter, PostSummary};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::search::{SearchHit, SearchRequest};
use crate::state::AppState;

/// Articles on one page of the blog.
pub const PER_PAGE: i64 = 24;
/// Search results shown at most: a search is read from the top.
const SEARCH_LIMIT: usize = 48;
pub const POST_IMAGE_FALLBACK: &str = "/images/post-fallback.svg";
const FEATURED_SIZES: &str = "(min-width: 1024px) 50vw, 100vw";

/// What the blog's address asks for: `?q=` words, `?categorie=`, `?mot-cle=`, `?page=`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BlogRequest {
    pub query: String,
    pub category: String,
    /// A keyword; a search (`q`) looks through every article and leaves it aside.
    pub tag: String,
    pub page: i64,
}

impl BlogRequest {
    /// Reads the query string the way it is answered: blank values are none, a page number
    /// that is not one is the first page.
    pub fn parse(query: Option<&str>) -> BlogRequest {
        let mut request = BlogRequest { page: 1, ..BlogRequest::default() };
        for (name, value) in form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
            match name.as_ref() {
                "q" => request.query = value.trim().chars().take(crate::domain::limits::SEARCH_QUERY).collect(),
                "categorie" => request.category = value.trim().to_string(),
                "mot-cle" => request.tag = crate::domain::text::single_line(&value),
                "page" => request.page = value.trim().parse::<i64>().unwrap_or(1).max(1),
                _ => {}
            }
        }
        request
    }

    /// The query string that asks for this page, parameters in a fixed order, defaults left out.
    pub fn to_query(&self) -> String {
        let mut query = form_urlencoded::Serializer::new(String::new());
        if !self.query.is_empty() {
            query.append_pair("q", &self.query);
        }
        if !self.category.is_empty() {
            query.append_pair("categorie", &self.category);
        }
        if !self.tag.is_empty() && self.query.is_empty() {
            query.append_pair("mot-cle", &self.tag);
        }
        if self.page != 1 && self.query.is_empty() {
            query.append_pair("page", &self.page.to_string());
        }
        query.finish()
    }

    fn address(&self) -> String {
        let query = self.to_query();
        if query.is_empty() { "/blog".to_string() } else { format!("/blog?{query}") }
    }

    /// The blog's list of the articles carrying `tag`, as an article's keyword links to it.
    pub(super) fn tag_address(tag: &str) -> String {
        BlogRequest { tag: tag.to_string(), page: 1, ..BlogRequest::default() }.address()
    }

    fn with_page(&self, page: i64) -> String {
        BlogRequest { page, ..self.clone() }.address()
    }
}

#[derive(Debug, Serialize)]
struct Category {
    name: String,
    href: String,
    selected: bool,
}

#[derive(Debug, Serialize)]
struct Pagination {
    previous: Option<String>,
    next: Option<String>,
    pages: Vec<(i64, String)>,
    current: i64,
}

/// The keyword the list is filtered by, and the address of the list without it.
#[derive(Debug, Serialize)]
struct TagFilter {
    name: String,
    clear_href: String,
}

#[derive(Debug, Serialize)]
struct Blog {
    subtitle: Option<String>,
    query: String,
    category: String,
    tag: Option<TagFilter>,
    all_href: String,
    categories: Vec<Category>,
    featured: Option<PostSummary>,
    posts: Vec<PostSummary>,
    /// Present when the visitor searched.
    hits: Option<Vec<SearchHit>>,
    total: usize,
    pagination: Option<Pagination>,
}

/// What the blog's database read found: one page of the list, or the search's results.
enum Found {
    Listing { posts: Vec<PostSummary>, total: i64 },
    Search { hits: Vec<SearchHit>, total: usize },
}

/// The newest published articles, as the home page shows them.
pub(super) async fn first_posts(state: &AppState, lang: Lang, count: i64) -> AppResult<Vec<PostSummary>> {
    let now = state.config.clock.now_text();
    let filter = PostFilter { lang, limit: count, ..PostFilter::default() };
    state.db.run(move |conn| Ok(posts::list_published(conn, &now, &filter)?.0)).await
}

pub(super) async fn page(state: &AppState, site: &Site, request: BlogRequest) -> AppResult<Page> {
    let now = state.config.clock.now_text();
    let index = state.search.clone();
    let asked = request.clone();
    let lang = site.lang;
    let (categories, found) = state
        .db
        .run(move |conn| {
            let categories = posts::published_categories(conn, &now, lang)?;
            if asked.query.is_empty() {
                let filter = PostFilter {
                    lang,
                    query: String::new(),
                    category: asked.category.clone(),
                    tag: asked.tag.clone(),
                    limit: PER_PAGE,
                    offset: (asked.page - 1).saturating_mul(PER_PAGE),
                };
                let (posts, total) = posts::list_published(conn, &now, &filter)?;
                Ok((categories, Found::Listing { posts, total }))
            } else {
                let search = SearchRequest {
                    text: asked.query.clone(),
                    lang,
                    category: (!asked.category.is_empty()).then(|| asked.category.clone()),
                    limit: SEARCH_LIMIT,
                };
                let (hits, total) = index.search(conn, &now, &search)?;
                Ok((categories, Found::Search { hits, total }))
            }
        })
        .await?;

    let mut shown = categories;
    if !request.category.is_empty() && !shown.contains(&request.category) {
        shown.push(request.category.clone());
    }
    // The request's addresses are French ones; the page links to its own language's.
    let local = |address: String| super::table::localize(&address, site.lang);
    let categories = shown
        .into_iter()
        .map(|name| Category {
            href: local(BlogRequest { category: name.clone(), page: 1, ..request.clone() }.address()),
            selected: name == request.category,
            name,
        })
        .collect();
    let all_href = local(BlogRequest { category: String::new(), page: 1, ..request.clone() }.address());
    let tag = (!request.tag.is_empty() && request.query.is_empty()).then(|| TagFilter {
        name: request.tag.clone(),
        clear_href: local(BlogRequest { tag: String::new(), page: 1, ..request.clone() }.address()),
    });
    let subtitle = super::home::filled(site.texts.content.blog.as_ref().and_then(|intro| intro.subtitle.as_ref()));

    let mut head = Head {
        title: Some(match &tag {
            Some(tag) => site.locale.text("blog:tag.title", &[("name", tag.name.clone())]),
            None => site.locale.text("blog:list.title", &[]),
        }),
        indexable: request.query.is_empty(),
        ..Head::default()
    };
    let blog = match found {
        Found::Listing { posts: mut found, total } => {
            let pages = (total + PER_PAGE - 1) / PER_PAGE;
            if request.page > pages.max(1) {
                return Err(AppError::NotFound(error_text("pageNotFound")));
            }
            let featured = (request.page == 1 && !found.is_empty()).then(|| found.remove(0));
            if let Some(post) = &featured {
                let image = featured_image(post);
                head.preload_image = Some(PreloadImage::of(&image, FEATURED_SIZES));
            }
            let pagination = (pages > 1).then(|| Pagination {
                previous: (request.page > 1).then(|| local(request.with_page(request.page - 1))),
                next: (request.page < pages).then(|| local(request.with_page(request.page + 1))),
                pages: (1..=pages).map(|number| (number, local(request.with_page(number)))).collect(),
                current: request.page,
            });
            Blog {
                subtitle,
                query: request.query.clone(),
                category: request.category.clone(),
                tag,
                all_href,
                categories,
                featured,
                posts: found,
                hits: None,
                total: usize::try_from(total).unwrap_or(0),
                pagination,
            }
        }
        Found::Search { hits, total } => Blog {
            subtitle,
            query: request.query.clone(),
            category: request.category.clone(),
            tag: None,
            all_href,
            categories,
            featured: None,
            posts: Vec::new(),
            hits: Some(hits),
            total,
            pagination: None,
        },
    };
    Ok(Page::new("blog.html", request.address(), head, blog))
}

/// The featured card's picture: the cover, else the thumbnail, else the built-in one.
fn featured_image(post: &PostSummary) -> String {
    [post.cover_image.as_deref(), post.thumbnail_url.as_deref()]
        .into_iter()
        .flatten()
        .map(str::trim)
        .find(|url| !url.is_empty())
        .unwrap_or(POST_IMAGE_FALLBACK)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_is_read_one_way_and_written_back_the_same() {
        let request = BlogRequest::parse(Some("page=02&categorie=%20Innovation%20&utm=x"));
        assert_eq!(request, BlogRequest { category: "Innovation".into(), page: 2, ..BlogRequest::default() });
        assert_eq!(request.address(), "/blog?categorie=Innovation&page=2");
        assert_eq!(BlogRequest::parse(Some("page=abc")).address(), "/blog");
        assert_eq!(BlogRequest::parse(Some("q=+tourisme+&page=3")).address(), "/blog?q=tourisme");
    }

    #[test]
    fn a_keyword_is_kept_on_one_line_with_the_category_and_page_and_left_aside_by_a_search() {
        let request = BlogRequest::parse(Some("page=2&mot-cle=+%C3%89conomie%0A+bleue+&categorie=Mer"));
        assert_eq!(request.tag, "Économie bleue");
        assert_eq!(request.address(), "/blog?categorie=Mer&mot-cle=%C3%89conomie+bleue&page=2");
        assert_eq!(BlogRequest::parse(Some(&request.to_query())), request, "read back the same");
        assert_eq!(BlogRequest::parse(Some("mot-cle=+++")).address(), "/blog");
        assert_eq!(BlogRequest::parse(Some("q=lagon&mot-cle=Mer")).address(), "/blog?q=lagon");
    }
}
