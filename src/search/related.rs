//! "Similar articles", computed when posts change and stored in post_related, so that
//! an article view reads two ids instead of running a MoreLikeThis query over the index.
//!
//! When post P changes (created, edited, deleted, published, unpublished, or its
//! scheduled time came), in the same call that mirrors it into the index, these lists
//! are computed again:
//! - P's own (or dropped, when P is not published now);
//! - every list naming P: P may be gone, in another category, or less alike now;
//! - the lists of the `NEIGHBOURS` posts most like P in its category. Likeness counts
//!   the distinctive words two posts share, so it is nearly symmetric: these are the
//!   posts whose top two P can enter.
//!
//! That is about `NEIGHBOURS + 2` index queries per change whatever the blog's size
//! (tens of milliseconds at 10,000 posts), where recomputing every list would take
//! seconds. The price: a post whose top two P would just enter while P is not among
//! its own nearest keeps its list until it is itself computed again. Every list is
//! computed afresh by `vitrine reindex`, and at a start that finds none.

use std::collections::BTreeSet;

use rusqlite::Connection;

use super::SearchIndex;
use crate::db::posts_search::{self, IndexablePost, unix_seconds};
use crate::db::{self, post_related};
use crate::error::AppResult;

/// How many similar articles an article shows, and each list holds.
pub const RELATED_LIMIT: usize = 2;
/// How many of the posts most like a changed post have their list computed again.
const NEIGHBOURS: usize = 10;
/// Lists computed per step when many are missing, each step written in one transaction:
/// readers never wait long, and the server stops between steps.
const BATCH: usize = 500;
/// Up to this many missing lists are computed with the lists they move; more means a
/// new or upgraded database, or a bulk import, where each list is computed on its own.
const FEW_MISSING: usize = 50;

/// Computes again the lists that a change to the posts `changed` can move; returns how many.
pub fn refresh(index: &SearchIndex, conn: &Connection, changed: &[i64]) -> AppResult<usize> {
    if changed.is_empty() {
        return Ok(0);
    }
    let now_unix = unix_seconds(&db::now_text());
    let mut affected: BTreeSet<i64> = changed.iter().copied().collect();
    affected.extend(post_related::naming(conn, changed)?);
    for &id in changed {
        if let Some(post) = published(conn, id, now_unix)? {
            affected.extend(index.alike(&post, now_unix, NEIGHBOURS)?);
        }
    }
    let affected: Vec<i64> = affected.into_iter().collect();
    compute(index, conn, &affected, now_unix)?;
    Ok(affected.len())
}

/// One step of computing the lists no one has computed yet: those of posts published
/// since (a scheduled time came, or posts were written while the server was stopped)
/// with the lists they move, or, when many are missing, `BATCH` of them on their own.
/// Returns whether some remain.
pub fn catch_up(index: &SearchIndex, conn: &Connection) -> AppResult<bool> {
    let now = db::now_text();
    let missing = post_related::missing(conn, &now)?;
    if missing.len() <= FEW_MISSING {
        refresh(index, conn, &missing)?;
        return Ok(false);
    }
    compute(index, conn, &missing[..BATCH.min(missing.len())], unix_seconds(&now))?;
    Ok(missing.len() > BATCH)
}

/// Drops every list and computes each published post's afresh; returns how many.
pub fn compute_all(index: &SearchIndex, conn: &Connection) -> AppResult<usize> {
    let now = db::now_text();
    post_related::clear(conn)?;
    let posts = post_related::missing(conn, &now)?;
    for batch in posts.chunks(BATCH) {
        compute(index, conn, batch, unix_seconds(&now))?;
    }
    Ok(posts.len())
}

/// Computes the lists of `ids` from the index, then writes them in one short transaction.
fn compute(index: &SearchIndex, conn: &Connection, ids: &[i64], now_unix: i64) -> AppResult<()> {
    let mut lists = Vec::with_capacity(ids.len());
    for &id in ids {
        let list = match published(conn, id, now_unix)? {
            Some(post) => Some(index.alike(&post, now_unix, RELATED_LIMIT)?),
            None => None,
        };
        lists.push((id, list));
    }
    // Only writes inside: the transaction waits for the write lock, never for a stale read.
    let tx = conn.unchecked_transaction()?;
    for (id, list) in lists {
        match list {
            Some(related) => post_related::store(&tx, id, &related)?,
            None => post_related::forget(&tx, id)?,
        }
    }
    tx.commit()?;
    Ok(())
}

/// Post `id` as the index holds it, if it is published at `now_unix`.
fn published(conn: &Connection, id: i64, now_unix: i64) -> AppResult<Option<IndexablePost>> {
    Ok(posts_search::indexable(conn, id)?.filter(|post| post.published_unix <= now_unix))
}
