//! The search index's background work while the server runs: the similar-article
//! lists of posts whose scheduled time came (and a backlog left at start, such as all
//! lists of a large blog upgraded from before they were stored), and closing the
//! index writer when no post changed for a while.

use std::time::Duration;

use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use super::WeakSearchIndex;
use crate::db::{self, Db, freshness};

/// After this long without a post change the writer's threads and buffers are let go.
const WRITER_IDLE: Duration = Duration::from_secs(30);
/// The longest sleep without a post change: the writer is closed within this of going idle.
const RECHECK: Duration = Duration::from_secs(15);

/// Runs until the server's index is dropped, holding it only while working; starts
/// with the `backlog` of lists left to compute, if any.
pub fn spawn(db: Db, index: WeakSearchIndex, backlog: bool) {
    let Some(changes) = index.upgrade().map(|search| search.post_changes()) else { return };
    tokio::spawn(async move {
        let mut due = backlog;
        loop {
            while due {
                let Some(search) = index.upgrade() else { return };
                match db.run(move |conn| search.catch_up_related(conn)).await {
                    Ok(more) => due = more,
                    Err(err) => {
                        tracing::warn!(%err, "could not compute the missing similar articles");
                        due = false;
                    }
                }
            }
            let Some(search) = index.upgrade() else { return };
            let closing = tokio::task::spawn_blocking(move || search.close_idle_writer(WRITER_IDLE));
            if let Ok(true) = closing.await {
                tracing::debug!("closed the idle search index writer");
            }
            let next = db.run(|conn| freshness::next_publication(conn, &db::now_text())).await.ok().flatten();
            let until_next = next
                .and_then(|at| OffsetDateTime::parse(&at, &Rfc3339).ok())
                .map(|at| Duration::try_from(at - OffsetDateTime::now_utc()).unwrap_or_default());
            let wait = until_next.map_or(RECHECK, |wait| wait.min(RECHECK));
            tokio::select! {
                () = tokio::time::sleep(wait) => due = until_next.is_some_and(|until| until <= RECHECK),
                // A post changed: it may be scheduled sooner than the sleep's end.
                () = changes.notified() => {}
            }
        }
    });
}
