//! Published posts: the filtered list and one article with its related posts.

use axum::Json;
use axum::extract::{Path, State};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang::error_text;
use crate::db::post_related;
use crate::db::posts::{self, Post, PostFilter, PostSummary};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiQuery;
use crate::search::related::RELATED_LIMIT;
use crate::state::AppState;

const DEFAULT_PER_PAGE: i64 = 24;
const MAX_PER_PAGE: i64 = 100;
const MAX_QUERY_CHARS: usize = 200;

#[derive(Debug, Deserialize)]
pub struct ListParams {
    #[serde(default)]
    lang: Lang,
    #[serde(default)]
    q: String,
    #[serde(default)]
    category: String,
    /// A keyword, compared without case or accents.
    #[serde(default)]
    tag: String,
    page: Option<i64>,
    per_page: Option<i64>,
}

/// A list request as it is answered: every spelling of the same list (`page=01`,
/// `per_page=500`, a blank category) comes down to one, which the page cache keys on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRequest {
    pub lang: Lang,
    pub query: String,
    pub category: String,
    pub tag: String,
    pub page: i64,
    pub per_page: i64,
}

impl ListParams {
    pub fn canonical(self) -> ListRequest {
        ListRequest {
            lang: self.lang,
            query: self.q.chars().take(MAX_QUERY_CHARS).collect::<String>().trim().to_string(),
            category: self.category.trim().to_string(),
            tag: crate::domain::text::single_line(&self.tag),
            page: self.page.unwrap_or(1).max(1),
            per_page: self.per_page.unwrap_or(DEFAULT_PER_PAGE).clamp(1, MAX_PER_PAGE),
        }
    }
}

impl ListRequest {
    /// The query string that asks for this list, parameters in a fixed order, defaults left out.
    pub fn to_query(&self) -> String {
        let mut query = form_urlencoded::Serializer::new(String::new());
        if !self.category.is_empty() {
            query.append_pair("category", &self.category);
        }
        if self.lang != Lang::Fr {
            query.append_pair("lang", self.lang.code());
        }
        if self.page != 1 {
            query.append_pair("page", &self.page.to_string());
        }
        if self.per_page != DEFAULT_PER_PAGE {
            query.append_pair("per_page", &self.per_page.to_string());
        }
        if !self.query.is_empty() {
            query.append_pair("q", &self.query);
        }
        if !self.tag.is_empty() {
            query.append_pair("tag", &self.tag);
        }
        query.finish()
    }

    /// Whether this is the blog's own list as its page first shows it, unfiltered.
    pub fn is_blog_first_page(&self) -> bool {
        self.lang == Lang::Fr
            && self.query.is_empty()
            && self.category.is_empty()
            && self.tag.is_empty()
            && self.page == 1
            && self.per_page == DEFAULT_PER_PAGE
    }
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct PostList {
    pub posts: Vec<PostSummary>,
    pub total: i64,
    pub categories: Vec<String>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct PostDetail {
    pub post: Post,
    pub related: Vec<PostSummary>,
}

/// One page of the list; a page past the last is not found (the first always exists,
/// even empty), so that page numbers cannot be counted up to make new answers.
pub async fn list(State(state): State<AppState>, ApiQuery(params): ApiQuery<ListParams>) -> AppResult<Json<PostList>> {
    let request = params.canonical();
    super::spoken(&state, request.lang).await?;
    let filter = PostFilter {
        lang: request.lang,
        query: request.query,
        category: request.category,
        tag: request.tag,
        limit: request.per_page,
        offset: (request.page - 1).saturating_mul(request.per_page),
    };
    let now = state.config.clock.now_text();
    let list = state
        .db
        .run(move |conn| {
            let (posts, total) = posts::list_published(conn, &now, &filter)?;
            if filter.offset > 0 && filter.offset >= total {
                return Ok(None);
            }
            let categories = posts::published_categories(conn, &now, filter.lang)?;
            Ok(Some(PostList { posts, total, categories }))
        })
        .await?;
    list.map(Json).ok_or_else(|| AppError::NotFound(error_text("pageNotFound")))
}

/// A published article, unless it is written in a language the owner has turned off.
pub async fn detail(State(state): State<AppState>, Path(slug): Path<String>) -> AppResult<Json<PostDetail>> {
    let not_found = || AppError::NotFound(error_text("postNotFound"));
    let found = find_with_related(&state, slug).await?.ok_or_else(not_found)?;
    super::spoken(&state, found.post.summary.lang).await.map_err(|_| not_found())?;
    Ok(Json(found))
}

/// A published article and its related posts (stored when posts change, see `search::related`).
async fn find_with_related(state: &AppState, slug: String) -> AppResult<Option<PostDetail>> {
    let now = state.config.clock.now_text();
    state.db.run(move |conn| read_with_related(conn, &now, &slug)).await
}

/// What `find_with_related` finds, read on `conn`, at `now`: the server-rendered page
/// reads it with the article's other versions, in one trip to the database.
pub fn read_with_related(conn: &Connection, now: &str, slug: &str) -> AppResult<Option<PostDetail>> {
    let Some(post) = posts::find_published(conn, now, slug)? else { return Ok(None) };
    let related = post_related::for_article(conn, now, &post.summary, RELATED_LIMIT)?;
    Ok(Some(PostDetail { post, related }))
}
