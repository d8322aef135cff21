//! The read path of public pages: answers come from the page cache, built once
//! as for an anonymous visitor, revalidated with ETags; after every write that
//! changed public data, the pages showing it are rebuilt (or dropped) before the
//! write's own answer leaves, so that the next read shows the change.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;
use tower_http::compression::Predicate;

mod canonical;
mod front;
mod policy;
mod serve;

use super::layers;
use crate::cache::{Shelf, TopicSet};
use crate::db::freshness;
use crate::error::AppResult;
use crate::state::AppState;
pub(super) use canonical::canonical_path;
pub use front::Front;
pub use policy::{CachePolicy, policy_for};

/// How often the database is asked whether another process changed public data.
const REVISION_POLL: Duration = Duration::from_secs(1);

/// After a write, the stale pages read within this long are rebuilt before its
/// answer leaves, at most `REBUILT_AFTER_WRITE` of them, the most recently read
/// first; the others, and stale searches (as many as words), are dropped and built
/// by their next reader. Either way no reader after the write gets the old version.
const READ_WITHIN: Duration = Duration::from_secs(60);
const REBUILT_AFTER_WRITE: usize = 32;

/// Marks an answer whose compression is settled: the compression layer leaves it alone.
#[derive(Debug, Clone, Copy)]
struct Precompressed;

/// The compression layer's extra rule: never compress a cached answer again.
#[derive(Debug, Clone, Copy)]
pub struct NotPrecompressed;

impl Predicate for NotPrecompressed {
    fn should_compress<B>(&self, response: &axum::http::Response<B>) -> bool
    where
        B: axum::body::HttpBody,
    {
        response.extensions().get::<Precompressed>().is_none()
    }
}

/// Builds the public reads the front could not answer from the cache; after any
/// other successful write, checks whether public data changed and brings the cache up to date.
pub async fn layer(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let method = request.method().clone();
    if (method == Method::GET || method == Method::HEAD)
        && let Some(policy) = policy_for(request.uri().path())
    {
        return serve::build_for_reader(&state, policy, request, next).await;
    }
    let writes = !matches!(method, Method::GET | Method::HEAD | Method::OPTIONS);
    let response = next.run(request).await;
    if writes && response.status().is_success() {
        notice_changes(&state).await;
        refresh_stale(&state).await;
    }
    response
}

/// Reads the public revisions and makes stale what shows a topic that moved (when
/// it cannot tell, everything: a stale page is worse than a rebuilt one).
async fn notice_changes(state: &AppState) {
    match state.db.run(|conn| freshness::revisions(conn)).await {
        Ok(revisions) => {
            state.page_cache.observe(revisions);
        }
        Err(err) => {
            tracing::warn!(%err, "could not read the public revisions; every cached answer goes stale");
            state.page_cache.invalidate(TopicSet::ALL);
        }
    }
}

/// Rebuilds the stale pages readers want now and drops the other stale answers,
/// unless no change came since the last time.
async fn refresh_stale(state: &AppState) {
    let cache = &state.page_cache;
    let Some(changes) = cache.sweep_due() else { return };
    for (key, _) in cache.stale_entries(Shelf::Searches) {
        cache.remove(Shelf::Searches, &key).await;
    }
    let mut rebuilt = Vec::new();
    for (key, entry) in cache.stale_entries(Shelf::Pages) {
        if rebuilt.len() < REBUILT_AFTER_WRITE && cache.read_within(&entry, READ_WITHIN) {
            rebuilt.push((key, entry));
        } else {
            cache.remove(Shelf::Pages, &key).await;
        }
    }
    let queue = Mutex::new(rebuilt.into_iter());
    let worker = || async {
        loop {
            let item = queue.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).next();
            let Some((key, entry)) = item else { break };
            serve::refresh(state.clone(), Shelf::Pages, key.to_string(), entry).await;
        }
    };
    // Two at a time: as many as the cores of a small server.
    tokio::join!(worker(), worker());
    cache.done_sweeping(changes);
}

/// Records the current revisions, then polls them, so that changes made by another
/// process (a command-line run, a manual edit) show within a second: what shows them
/// goes stale, served at most `cache::STALE_FOR` longer while its next reader rebuilds it.
pub async fn start_watching(state: &AppState) -> AppResult<()> {
    let revisions = state.db.run(|conn| freshness::revisions(conn)).await?;
    state.page_cache.observe(revisions);
    let cache = Arc::downgrade(&state.page_cache);
    let db = state.db.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(REVISION_POLL);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            // The server stopped: its cache is gone.
            let Some(cache) = cache.upgrade() else { break };
            match db.run(|conn| freshness::revisions(conn)).await {
                Ok(revisions) => {
                    cache.observe(revisions);
                }
                Err(err) => tracing::warn!(%err, "could not read the public revisions"),
            }
        }
    });
    Ok(())
}
