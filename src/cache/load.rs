//! Building an answer into the cache: one build per key at a time, the others wait
//! for it; a quick gzip is made with the answer, and better forms once it is read again, off the readers' path.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use moka::ops::compute::{CompResult, Op};

use super::{Accepted, Entry, PageCache, Shelf, Verdict};

/// Who asked for a build: a reader without a usable entry (a miss), or a rebuild
/// that nobody waits for (after a write, or behind a stale answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    Reader,
    Refresh,
}

/// What a build made: an entry to keep, or an answer that is not kept (`T`).
pub enum Built<T> {
    Keep(Arc<Entry>),
    Pass(T),
}

impl PageCache {
    /// The entry for `key` once fresh: built by `build` unless a build that ran
    /// meanwhile (one per key at a time, others wait) left a fresh one. `Err` is an
    /// answer that is not kept, for the caller to send as it is.
    pub async fn load<T, F, Fut>(
        self: &Arc<Self>,
        shelf: Shelf,
        key: &str,
        unix_now: i64,
        cause: Cause,
        build: F,
    ) -> Result<Arc<Entry>, T>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Built<T>>,
    {
        let mut passed = None;
        let mut unkept = None;
        let result = self
            .shelf(shelf)
            .entry_by_ref(key)
            .and_compute_with(|current| {
                let current = current.map(moka::Entry::into_value);
                let (passed, unkept) = (&mut passed, &mut unkept);
                async move {
                    if let Some(current) = &current
                        && self.verdict(current, unix_now, Instant::now()) == Verdict::Fresh
                    {
                        return Op::Nop;
                    }
                    let counter = if cause == Cause::Reader { &self.counters.misses } else { &self.counters.rebuilds };
                    counter.fetch_add(1, Ordering::Relaxed);
                    match build().await {
                        Built::Keep(entry) if self.closed.load(Ordering::Acquire) => {
                            *unkept = Some(entry);
                            Op::Nop
                        }
                        Built::Keep(entry) => {
                            entry.mark_stored(self.generations.is_current(entry.ticket()));
                            if let Some(previous) = &current {
                                entry.carry_reads_from(previous);
                            }
                            Op::Put(entry)
                        }
                        Built::Pass(answer) => {
                            *passed = Some(answer);
                            if current.is_some() { Op::Remove } else { Op::Nop }
                        }
                    }
                }
            })
            .await;
        if let Some(answer) = passed {
            return Err(answer);
        }
        if let Some(entry) = unkept {
            return Ok(entry);
        }
        let read = |entry: &Entry| {
            if cause == Cause::Reader {
                entry.touch(self.millis(Instant::now()));
            }
        };
        match result {
            CompResult::Inserted(entry) | CompResult::ReplacedWith(entry) => {
                let entry = entry.into_value();
                read(&entry);
                Ok(entry)
            }
            CompResult::Unchanged(entry) => {
                let entry = entry.into_value();
                if cause == Cause::Reader {
                    self.counters.hits.fetch_add(1, Ordering::Relaxed);
                }
                read(&entry);
                Ok(entry)
            }
            CompResult::StillNone(_) | CompResult::Removed(_) => {
                unreachable!("a build that keeps nothing returns its answer")
            }
        }
    }

    /// Adds to `entry`, on a blocking thread and once, the better form a client that reads it
    /// from the cache would take (brotli, or gzip at its usual level): an answer read once (a
    /// crawler's visit, an article nobody else opens) costs only a quick gzip. Unless it was
    /// replaced meanwhile, it is then weighed again; its readers got the quick form without waiting.
    pub fn read_again(self: &Arc<Self>, shelf: Shelf, key: &str, entry: &Arc<Entry>, accepted: Accepted) {
        let Some(refinement) = accepted.refinement() else { return };
        if !entry.answer().lacks(refinement) || !entry.claim_refinement(refinement) {
            return;
        }
        let cache = self.clone();
        let (key, entry) = (key.to_string(), entry.clone());
        tokio::spawn(async move {
            let still_there = |found: Option<&Arc<Entry>>| found.is_some_and(|found| Arc::ptr_eq(found, &entry));
            if !still_there(cache.get(shelf, &key).await.as_ref()) {
                return;
            }
            let answer = entry.answer().clone();
            if !tokio::task::spawn_blocking(move || answer.refine(refinement)).await.unwrap_or(false) {
                return;
            }
            cache
                .shelf(shelf)
                .entry_by_ref(&key)
                .and_compute_with(|current| {
                    let op = if still_there(current.as_ref().map(moka::Entry::value)) {
                        Op::Put(entry.clone())
                    } else {
                        Op::Nop
                    };
                    std::future::ready(op)
                })
                .await;
        });
    }
}
