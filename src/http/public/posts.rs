//! Published posts: the filtered list and one article with its related posts.

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::db::post_related;
use crate::db::posts::{self, Post, PostFilter, PostSummary};
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
    q: String,
    #[serde(default)]
    category: String,
    page: Option<i64>,
    per_page: Option<i64>,
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

pub async fn list(State(state): State<AppState>, ApiQuery(params): ApiQuery<ListParams>) -> AppResult<Json<PostList>> {
    let per_page = params.per_page.unwrap_or(DEFAULT_PER_PAGE).clamp(1, MAX_PER_PAGE);
    let page = params.page.unwrap_or(1).max(1);
    let filter = PostFilter {
        query: params.q.chars().take(MAX_QUERY_CHARS).collect(),
        category: params.category,
        limit: per_page,
        offset: (page - 1).saturating_mul(per_page),
    };
    let now = state.config.clock.now_text();
    let list = state
        .db
        .run(move |conn| {
            let (posts, total) = posts::list_published(conn, &now, &filter)?;
            let categories = posts::published_categories(conn, &now)?;
            Ok(PostList { posts, total, categories })
        })
        .await?;
    Ok(Json(list))
}

pub async fn detail(State(state): State<AppState>, Path(slug): Path<String>) -> AppResult<Json<PostDetail>> {
    let found = find_with_related(&state, slug).await?;
    found.map(Json).ok_or_else(|| AppError::NotFound("Article non trouvé.".into()))
}

/// A published article and its related posts (stored when posts change, see
/// `search::related`); shared with the server-rendered page.
pub async fn find_with_related(state: &AppState, slug: String) -> AppResult<Option<PostDetail>> {
    let now = state.config.clock.now_text();
    state
        .db
        .run(move |conn| {
            let Some(post) = posts::find_published(conn, &now, &slug)? else { return Ok(None) };
            let related = post_related::for_article(conn, &now, &post.summary, RELATED_LIMIT)?;
            Ok(Some(PostDetail { post, related }))
        })
        .await
}
