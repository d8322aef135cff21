//! The page cache: finished public answers kept in memory so that a page view
//! costs a lookup, not queries and rendering. Each answer says which topics of
//! public data it shows and until when it is true; a change to a topic makes stale
//! only the answers that show it, and a stale answer is still served for a short
//! while as one rebuild per key runs. Memory is capped in bytes, least recently
//! used entries go first; searches hold a share of their own.

mod entry;
mod generations;
mod gzip;
mod load;
mod remembered;
mod representation;
mod topic;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use moka::future::Cache;
use moka::notification::RemovalCause;
use moka::policy::EvictionPolicy;
use serde::Serialize;

pub use entry::{Entry, RouteSlot, Source, expires_at};
use generations::{Age, Generations};
pub use generations::{Revisions, Ticket};
pub use load::{Built, Cause};
pub use remembered::Remembered;
pub use representation::{Accepted, Representation, none_match_hits};
pub use topic::{Topic, TopicSet};

/// How long after a change a stale answer may still be served while it is rebuilt;
/// past it, readers wait for the rebuild.
pub const STALE_FOR: Duration = Duration::from_secs(10);

/// No single answer may take more than this (a full 50,000-URL sitemap file is about 6 MB).
const MAX_ENTRY_BYTES: usize = 8 * 1024 * 1024;

/// Searches may hold at most this fraction of the cap (1/SEARCH_SHARE): there are as many of them
/// as words people can type, so a flood of different words must not push the pages out.
const SEARCH_SHARE: usize = 4;

/// Where an answer is kept: searches are evicted among themselves, within their share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shelf {
    Pages,
    Searches,
}

/// What a reader may do with a cached entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Fresh,
    /// Stale, but recent enough to serve while it is rebuilt.
    Stale,
    /// Expired, or stale for too long: rebuilt before it is served.
    Rebuild,
}

/// The counters `/healthz` shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CacheStats {
    pub hits: u64,
    /// Answers built while a reader waited.
    pub misses: u64,
    /// Stale answers served while their rebuild ran.
    pub stale_served: u64,
    /// Answers rebuilt with no reader waiting (after a write, or behind a stale answer).
    pub rebuilds: u64,
    pub evictions: u64,
    pub entries: u64,
    pub bytes: u64,
    /// The part of `bytes` that searches hold.
    pub search_bytes: u64,
    pub max_bytes: usize,
}

#[derive(Default)]
struct Counters {
    hits: AtomicU64,
    misses: AtomicU64,
    stale_served: AtomicU64,
    rebuilds: AtomicU64,
    evictions: Arc<AtomicU64>,
}

/// Finished answers by key (base URL, path and sorted query), bounded in bytes.
pub struct PageCache {
    pages: Cache<String, Arc<Entry>>,
    searches: Cache<String, Arc<Entry>>,
    max_bytes: usize,
    generations: Generations,
    /// The next scheduled publication as last read, for the posts' generation of its ticket.
    next_publication: Mutex<Option<(Ticket, Option<i64>)>>,
    started: Instant,
    /// The count of changes the last sweep after a write started from.
    swept: AtomicU64,
    /// Set when the server stopped: nothing more is kept (see `clear`).
    closed: AtomicBool,
    counters: Counters,
}

/// The time left to an entry, for moka's own clock: memory is given back when it expires.
struct ByEntry;

impl moka::Expiry<String, Arc<Entry>> for ByEntry {
    fn expire_after_create(&self, _: &String, entry: &Arc<Entry>, _: Instant) -> Option<Duration> {
        entry.lifetime()
    }
}

fn shelf_cache(max_bytes: usize, evictions: &Arc<AtomicU64>) -> Cache<String, Arc<Entry>> {
    let evictions = evictions.clone();
    Cache::builder()
        .max_capacity(max_bytes as u64)
        .weigher(|key: &String, entry: &Arc<Entry>| {
            u32::try_from(key.len() + entry.answer().weight()).unwrap_or(u32::MAX)
        })
        .eviction_policy(EvictionPolicy::lru())
        .expire_after(ByEntry)
        .eviction_listener(move |_, _, cause| {
            if cause == RemovalCause::Size {
                evictions.fetch_add(1, Ordering::Relaxed);
            }
        })
        .build()
}

impl PageCache {
    /// A cache holding at most `max_bytes` (0 keeps nothing).
    pub fn new(max_bytes: usize) -> PageCache {
        let counters = Counters::default();
        let search_bytes = max_bytes / SEARCH_SHARE;
        PageCache {
            pages: shelf_cache(max_bytes - search_bytes, &counters.evictions),
            searches: shelf_cache(search_bytes, &counters.evictions),
            max_bytes,
            generations: Generations::new(),
            next_publication: Mutex::new(None),
            started: Instant::now(),
            swept: AtomicU64::new(0),
            closed: AtomicBool::new(false),
            counters,
        }
    }

    fn shelf(&self, shelf: Shelf) -> &Cache<String, Arc<Entry>> {
        match shelf {
            Shelf::Pages => &self.pages,
            Shelf::Searches => &self.searches,
        }
    }

    /// Whether anything is kept at all.
    pub fn keeps(&self) -> bool {
        self.max_bytes > 0
    }

    /// Whether a body of `len` bytes may be kept.
    pub fn admits(&self, len: usize) -> bool {
        len <= MAX_ENTRY_BYTES.min(self.max_bytes / SEARCH_SHARE)
    }

    /// Starts a build of an answer showing `topics`: taken before the data is read.
    pub fn ticket(&self, topics: TopicSet) -> Ticket {
        self.generations.ticket(topics)
    }

    pub async fn get(&self, shelf: Shelf, key: &str) -> Option<Arc<Entry>> {
        self.shelf(shelf).get(key).await
    }

    /// What a reader at `unix_now` (the site's clock) may do with `entry`; counts
    /// the fresh and stale answers served.
    pub fn judge(&self, entry: &Entry, unix_now: i64) -> Verdict {
        let verdict = self.verdict(entry, unix_now, Instant::now());
        match verdict {
            Verdict::Fresh => self.counters.hits.fetch_add(1, Ordering::Relaxed),
            Verdict::Stale => self.counters.stale_served.fetch_add(1, Ordering::Relaxed),
            Verdict::Rebuild => 0,
        };
        if verdict != Verdict::Rebuild {
            entry.touch(self.millis(Instant::now()));
        }
        verdict
    }

    fn verdict(&self, entry: &Entry, unix_now: i64, now: Instant) -> Verdict {
        if unix_now >= entry.expires_at() {
            return Verdict::Rebuild;
        }
        match self.generations.age(entry.ticket()) {
            Age::Current => Verdict::Fresh,
            Age::StaleSince(since) if entry.may_be_served_stale() && now.duration_since(since) <= STALE_FOR => {
                Verdict::Stale
            }
            Age::StaleSince(_) | Age::StaleLong => Verdict::Rebuild,
        }
    }

    fn millis(&self, now: Instant) -> u64 {
        u64::try_from(now.duration_since(self.started).as_millis()).unwrap_or(u64::MAX)
    }

    /// The entries of `shelf` built from data that changed since, most recently read first.
    pub fn stale_entries(&self, shelf: Shelf) -> Vec<(Arc<String>, Arc<Entry>)> {
        let mut stale: Vec<_> = self
            .shelf(shelf)
            .iter()
            .filter(|(_, entry)| self.generations.age(entry.ticket()) != Age::Current)
            .collect();
        stale.sort_by_key(|(_, entry)| std::cmp::Reverse(entry.last_read()));
        stale
    }

    /// The count of changes so far when some came since the last sweep (`done_sweeping`).
    pub fn sweep_due(&self) -> Option<u64> {
        let changes = self.generations.total();
        (changes > self.swept.load(Ordering::Acquire)).then_some(changes)
    }

    /// Records that what was stale after `changes` changes was rebuilt or dropped.
    pub fn done_sweeping(&self, changes: u64) {
        self.swept.fetch_max(changes, Ordering::AcqRel);
    }

    /// Whether `entry` was read within the last `within`.
    pub fn read_within(&self, entry: &Entry, within: Duration) -> bool {
        self.millis(Instant::now()).saturating_sub(entry.last_read()) <= u64::try_from(within.as_millis()).unwrap_or(0)
    }

    pub async fn remove(&self, shelf: Shelf, key: &str) {
        self.shelf(shelf).invalidate(key).await;
    }

    /// Compares the database's revisions with the last ones seen and makes stale
    /// what shows a topic that moved; the first call only records them.
    pub fn observe(&self, revisions: Revisions) -> TopicSet {
        self.generations.observe(revisions, Instant::now(), STALE_FOR)
    }

    /// Makes stale what shows any of `topics`, whatever the database says.
    pub fn invalidate(&self, topics: TopicSet) {
        self.generations.advance(topics, Instant::now(), STALE_FOR);
    }

    /// The next scheduled publication as read for the current posts, if still ahead of `unix_now`.
    pub fn known_next_publication(&self, unix_now: i64) -> Option<Option<i64>> {
        let known = self.next_publication.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        known
            .as_ref()
            .filter(|(ticket, next)| self.generations.is_current(ticket) && next.is_none_or(|at| at > unix_now))
            .map(|(_, next)| *next)
    }

    /// Records the next publication, read after `ticket` was taken.
    pub fn learn_next_publication(&self, ticket: Ticket, next: Option<i64>) {
        *self.next_publication.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some((ticket, next));
    }

    /// Drops every entry. Each holds the route that builds it, which holds the state
    /// that holds this cache: emptied when the server stops, so that the state (the
    /// database, the search index) is released.
    pub async fn clear(&self) {
        self.closed.store(true, Ordering::Release);
        for shelf in [&self.pages, &self.searches] {
            // One by one: `invalidate_all` would only hide them until the next maintenance.
            for (key, entry) in shelf {
                // At once: the entry itself is freed whenever another thread collects it.
                entry.source().route.release();
                shelf.invalidate(key.as_str()).await;
            }
            shelf.run_pending_tasks().await;
        }
    }

    /// Counts an answer built for a reader when nothing is kept.
    pub fn record_miss(&self) {
        self.counters.misses.fetch_add(1, Ordering::Relaxed);
    }

    pub async fn stats(&self) -> CacheStats {
        self.pages.run_pending_tasks().await;
        self.searches.run_pending_tasks().await;
        let counter = |counter: &AtomicU64| counter.load(Ordering::Relaxed);
        CacheStats {
            hits: counter(&self.counters.hits),
            misses: counter(&self.counters.misses),
            stale_served: counter(&self.counters.stale_served),
            rebuilds: counter(&self.counters.rebuilds),
            evictions: counter(&self.counters.evictions),
            entries: self.pages.entry_count() + self.searches.entry_count(),
            bytes: self.pages.weighted_size() + self.searches.weighted_size(),
            search_bytes: self.searches.weighted_size(),
            max_bytes: self.max_bytes,
        }
    }
}

#[cfg(test)]
mod tests;
