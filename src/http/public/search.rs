//! `GET /api/search`: full-text search of published posts through the index, in the
//! posts of one language (`lang`, French when left out).

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::error::AppResult;
use crate::http::extract::ApiQuery;
use crate::search::{SearchHit, SearchRequest};
use crate::state::AppState;

const DEFAULT_LIMIT: usize = 20;
const MAX_LIMIT: usize = 50;
/// Enough for any real search; the parser keeps only the first words anyway.
const MAX_QUERY_CHARS: usize = crate::domain::limits::SEARCH_QUERY;

/// An unknown `lang` fails here, as a French validation error, before any cache lookup.
#[derive(Debug, Deserialize)]
pub struct SearchParams {
    #[serde(default)]
    q: String,
    #[serde(default)]
    lang: Lang,
    #[serde(default)]
    category: String,
    limit: Option<usize>,
}

impl SearchParams {
    /// The search as it is run: every spelling of the same search comes down to one,
    /// which the page cache keys on.
    pub fn canonical(self) -> SearchRequest {
        let category = self.category.trim();
        SearchRequest {
            text: self.q.chars().take(MAX_QUERY_CHARS).collect(),
            lang: self.lang,
            category: (!category.is_empty()).then(|| category.to_string()),
            limit: self.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT),
        }
    }
}

/// The query string that asks for `request`, parameters in a fixed order, defaults left out.
pub fn to_query(request: &SearchRequest) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    if let Some(category) = &request.category {
        query.append_pair("category", category);
    }
    if request.lang != Lang::Fr {
        query.append_pair("lang", request.lang.code());
    }
    if request.limit != DEFAULT_LIMIT {
        query.append_pair("limit", &request.limit.to_string());
    }
    query.append_pair("q", &request.text);
    query.finish()
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct SearchResults {
    pub hits: Vec<SearchHit>,
    /// How many published posts match in all; `hits` holds the best `limit` of them.
    pub total: usize,
}

pub async fn search(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<SearchParams>,
) -> AppResult<Json<SearchResults>> {
    let request = params.canonical();
    super::spoken(&state, request.lang).await?;
    let index = state.search.clone();
    let now = state.config.clock.now_text();
    let (hits, total) = state.db.run(move |conn| index.search(conn, &now, &request)).await?;
    Ok(Json(SearchResults { hits, total }))
}
