//! The page cache: finished public answers kept in memory so that a page view
//! costs a lookup, not queries and rendering. Entries belong to a generation;
//! any change to public data starts a new one (dropping every entry), and so does
//! the next instant a scheduled post comes out. Memory is capped, least recently
//! used entries go first; searches hold a share of their own.

mod representation;
mod shelf;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use serde::Serialize;
use time::OffsetDateTime;

pub use representation::{Accepted, Representation, none_match_hits};
use shelf::Entries;
pub use shelf::Shelf;

/// No single answer may take more than this (a full 50,000-URL sitemap file is about 6 MB).
const MAX_ENTRY_BYTES: usize = 8 * 1024 * 1024;

/// Searches may hold at most this fraction of the cap (1/SEARCH_SHARE): there are as many of them
/// as words people can type, so a flood of different words must not push the pages out.
const SEARCH_SHARE: usize = 4;

/// Finished answers by key (base URL, path and sorted query), bounded in bytes.
pub struct PageCache {
    inner: Mutex<Inner>,
    /// One lock per key being built, so that a burst of misses renders a page once.
    builds: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    max_bytes: usize,
    hits: AtomicU64,
    misses: AtomicU64,
}

struct Inner {
    pages: Entries,
    searches: Entries,
    evictions: u64,
    generation: u64,
    /// Unix time at which the current generation's pages stop being true without
    /// any write (the next scheduled post, or a new year for the timeline's
    /// "présent"); None until a build has asked the database.
    horizon: Option<i64>,
    /// The last public revision seen in the database.
    revision: Option<i64>,
}

/// Which generation a build started in: its answer is kept only if that generation is still current.
#[derive(Debug, Clone, Copy)]
pub struct Ticket {
    generation: u64,
    knows_horizon: bool,
}

impl Ticket {
    /// Whether the builder must first tell the cache when the next post comes out.
    pub fn needs_horizon(&self) -> bool {
        !self.knows_horizon
    }
}

/// The counters `/healthz` shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CacheStats {
    pub hits: u64,
    pub misses: u64,
    pub evictions: u64,
    pub entries: usize,
    pub bytes: usize,
    /// The part of `bytes` that searches hold.
    pub search_bytes: usize,
    pub max_bytes: usize,
}

/// Held while one key is being built; others wanting it wait, then find it cached.
pub struct BuildGuard<'a> {
    cache: &'a PageCache,
    key: String,
    lock: Arc<tokio::sync::Mutex<()>>,
    held: Option<tokio::sync::OwnedMutexGuard<()>>,
}

impl Drop for BuildGuard<'_> {
    fn drop(&mut self) {
        self.held.take();
        let mut builds = self.cache.builds.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Two holders left (the table and this guard): nobody else waits for this key.
        if Arc::strong_count(&self.lock) == 2 {
            builds.remove(&self.key);
        }
    }
}

impl PageCache {
    /// A cache holding at most `max_bytes` (0 keeps nothing).
    pub fn new(max_bytes: usize) -> PageCache {
        PageCache {
            inner: Mutex::new(Inner {
                pages: Entries::new(),
                searches: Entries::new(),
                evictions: 0,
                generation: 0,
                horizon: None,
                revision: None,
            }),
            builds: Mutex::new(HashMap::new()),
            max_bytes,
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        // The data stays consistent between statements: a panic elsewhere must not stop the site.
        self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The entry for `key` on `shelf` when it is still true at `now` (unix seconds).
    pub fn lookup(&self, shelf: Shelf, key: &str, now: i64) -> Option<Arc<Representation>> {
        let mut inner = self.inner();
        if inner.horizon.is_some_and(|horizon| now >= horizon) {
            inner.start_generation();
        }
        inner.shelf(shelf).answers.get(key).cloned()
    }

    /// Waits until no one else builds `key`, then lets the caller build it; None
    /// at once when the cache keeps nothing, so there is nothing to wait for.
    pub async fn build_lock(&self, key: &str) -> Option<BuildGuard<'_>> {
        if self.max_bytes == 0 {
            return None;
        }
        let lock = {
            let mut builds = self.builds.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            builds.entry(key.to_string()).or_default().clone()
        };
        let held = lock.clone().lock_owned().await;
        Some(BuildGuard { cache: self, key: key.to_string(), lock, held: Some(held) })
    }

    /// Starts a build: the generation it belongs to.
    pub fn ticket(&self) -> Ticket {
        let inner = self.inner();
        Ticket { generation: inner.generation, knows_horizon: inner.horizon.is_some() }
    }

    /// Records when the ticket's pages stop being true: the next publication (unix
    /// seconds), or the new year when nothing is scheduled before it.
    pub fn set_horizon(&self, ticket: &Ticket, next_publication: Option<i64>, now: i64) {
        let horizon = next_publication.map_or(next_new_year(now), |at| at.min(next_new_year(now)));
        let mut inner = self.inner();
        if inner.generation == ticket.generation && inner.horizon.is_none() {
            inner.horizon = Some(horizon);
        }
    }

    /// Whether a body of `len` bytes may be kept at all.
    pub fn admits(&self, len: usize) -> bool {
        len <= self.max_entry_bytes()
    }

    fn max_entry_bytes(&self) -> usize {
        MAX_ENTRY_BYTES.min(self.max_bytes / SEARCH_SHARE)
    }

    /// Keeps `answer` under `key` on `shelf` unless public data changed since the
    /// ticket was taken, or the horizon passed meanwhile; evicts the least recently
    /// used searches beyond their share, then the least recently used pages (searches
    /// when no page is left) beyond the memory cap.
    pub fn store(&self, shelf: Shelf, key: &str, ticket: &Ticket, answer: Arc<Representation>, now: i64) {
        if answer.weight() + key.len() > self.max_entry_bytes() {
            return;
        }
        let mut inner = self.inner();
        let current = inner.generation == ticket.generation && inner.horizon.is_some_and(|horizon| now < horizon);
        if !current {
            return;
        }
        inner.shelf(shelf).insert(key, answer);
        while inner.searches.bytes > self.max_bytes / SEARCH_SHARE && inner.searches.evict_one() {
            inner.evictions += 1;
        }
        while inner.pages.bytes + inner.searches.bytes > self.max_bytes
            && (inner.pages.evict_one() || inner.searches.evict_one())
        {
            inner.evictions += 1;
        }
    }

    /// Drops every entry: public data changed.
    pub fn invalidate(&self) {
        self.inner().start_generation();
    }

    /// Compares the database's public revision with the last one seen, and drops
    /// every entry when it moved. The first call only records it.
    pub fn observe_revision(&self, revision: i64) {
        let mut inner = self.inner();
        match inner.revision.replace(revision) {
            Some(previous) if previous != revision => inner.start_generation(),
            _ => {}
        }
    }

    /// Counts an answer served from the cache (`hit`) or built for the request.
    pub fn record(&self, hit: bool) {
        let counter = if hit { &self.hits } else { &self.misses };
        counter.fetch_add(1, Ordering::Relaxed);
    }

    pub fn stats(&self) -> CacheStats {
        let inner = self.inner();
        CacheStats {
            hits: self.hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            evictions: inner.evictions,
            entries: inner.pages.answers.len() + inner.searches.answers.len(),
            bytes: inner.pages.bytes + inner.searches.bytes,
            search_bytes: inner.searches.bytes,
            max_bytes: self.max_bytes,
        }
    }
}

impl Inner {
    fn shelf(&mut self, shelf: Shelf) -> &mut Entries {
        match shelf {
            Shelf::Pages => &mut self.pages,
            Shelf::Searches => &mut self.searches,
        }
    }

    fn start_generation(&mut self) {
        self.generation += 1;
        self.pages.clear();
        self.searches.clear();
        self.horizon = None;
    }
}

/// The first second of next year (UTC), when "présent" in the timeline names another year.
fn next_new_year(now: i64) -> i64 {
    let year = OffsetDateTime::from_unix_timestamp(now).map_or(1970, |at| at.year());
    time::Date::from_calendar_date(year + 1, time::Month::January, 1)
        .map(|date| date.midnight().assume_utc().unix_timestamp())
        .unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use axum::body::Bytes;

    use super::*;

    const NOW: i64 = 1_750_000_000;

    fn answer(size: usize) -> Arc<Representation> {
        Arc::new(Representation::plain(None, Bytes::from(vec![b'x'; size])))
    }

    fn ready(cache: &PageCache) -> Ticket {
        let ticket = cache.ticket();
        cache.set_horizon(&ticket, None, NOW);
        cache.ticket()
    }

    #[test]
    fn an_answer_built_before_a_change_is_not_kept() {
        let cache = PageCache::new(1 << 20);
        let ticket = ready(&cache);
        cache.store(Shelf::Pages, "/a", &ticket, answer(10), NOW);
        assert!(cache.lookup(Shelf::Pages, "/a", NOW).is_some());
        let late = cache.ticket();
        cache.observe_revision(1);
        cache.observe_revision(1);
        assert!(cache.lookup(Shelf::Pages, "/a", NOW).is_some(), "the first revision seen is only recorded");
        cache.observe_revision(2);
        assert!(cache.lookup(Shelf::Pages, "/a", NOW).is_none());
        cache.store(Shelf::Pages, "/a", &late, answer(10), NOW);
        assert!(cache.lookup(Shelf::Pages, "/a", NOW).is_none(), "built from data older than the change");
        assert_eq!(cache.stats().bytes, 0);
    }

    #[test]
    fn pages_expire_when_the_next_post_comes_out() {
        let cache = PageCache::new(1 << 20);
        let ticket = cache.ticket();
        assert!(ticket.needs_horizon());
        cache.store(Shelf::Pages, "/blog", &ticket, answer(10), NOW);
        assert!(cache.lookup(Shelf::Pages, "/blog", NOW).is_none(), "nothing is kept before the horizon is known");
        cache.set_horizon(&ticket, Some(NOW + 2), NOW);
        let ticket = cache.ticket();
        assert!(!ticket.needs_horizon());
        cache.store(Shelf::Pages, "/blog", &ticket, answer(10), NOW);
        assert!(cache.lookup(Shelf::Pages, "/blog", NOW + 1).is_some());
        assert!(cache.lookup(Shelf::Pages, "/blog", NOW + 2).is_none());
        assert!(cache.ticket().needs_horizon(), "the next one must be asked again");
        cache.store(Shelf::Pages, "/blog", &ticket, answer(10), NOW + 2);
        assert!(
            cache.lookup(Shelf::Pages, "/blog", NOW + 2).is_none(),
            "a build that straddled the publication is dropped"
        );
    }

    #[test]
    fn without_scheduled_posts_pages_last_until_the_new_year() {
        let new_year = time::macros::datetime!(2026-01-01 00:00 UTC).unix_timestamp();
        assert_eq!(next_new_year(new_year - 1), new_year);
        let cache = PageCache::new(1 << 20);
        let ticket = cache.ticket();
        cache.set_horizon(&ticket, Some(new_year + 50), new_year - 10);
        let ticket = cache.ticket();
        cache.store(Shelf::Pages, "/parcours", &ticket, answer(10), new_year - 10);
        assert!(cache.lookup(Shelf::Pages, "/parcours", new_year - 1).is_some());
        assert!(cache.lookup(Shelf::Pages, "/parcours", new_year).is_none());
    }

    #[test]
    fn memory_stays_under_the_cap_and_the_least_recently_used_go_first() {
        let cache = PageCache::new(2000);
        let ticket = ready(&cache);
        for key in ["/1", "/2", "/3", "/4"] {
            cache.store(Shelf::Pages, key, &ticket, answer(200), NOW);
        }
        assert!(cache.lookup(Shelf::Pages, "/1", NOW).is_some());
        cache.store(Shelf::Pages, "/5", &ticket, answer(200), NOW);
        let stats = cache.stats();
        assert!(stats.bytes <= 2000, "{stats:?}");
        assert_eq!((stats.entries, stats.evictions), (4, 1));
        assert!(cache.lookup(Shelf::Pages, "/2", NOW).is_none(), "the least recently used went first");
        assert!(cache.lookup(Shelf::Pages, "/1", NOW).is_some());
        cache.store(Shelf::Pages, "/big", &ticket, answer(300), NOW);
        assert!(cache.lookup(Shelf::Pages, "/big", NOW).is_none(), "an entry above a quarter of the cap is never kept");
        assert!(cache.admits(500) && !cache.admits(501));
        cache.store(Shelf::Pages, "/1", &ticket, answer(10), NOW);
        let weight = |key: &str, size: usize| key.len() + size + 256;
        assert_eq!(cache.stats().bytes, weight("/1", 10) + 3 * weight("/3", 200), "a replaced entry frees its bytes");
    }

    #[test]
    fn searches_hold_a_share_of_their_own_and_never_push_pages_out() {
        let cache = PageCache::new(4000);
        let ticket = ready(&cache);
        for key in ["/1", "/2", "/3"] {
            cache.store(Shelf::Pages, key, &ticket, answer(700), NOW);
        }
        for word in 0..20 {
            cache.store(Shelf::Searches, &format!("/api/search?q={word}"), &ticket, answer(300), NOW);
        }
        let stats = cache.stats();
        assert!(stats.search_bytes <= 1000 && stats.bytes <= 4000, "{stats:?}");
        for key in ["/1", "/2", "/3"] {
            assert!(cache.lookup(Shelf::Pages, key, NOW).is_some(), "{key} stayed");
        }
        assert!(cache.lookup(Shelf::Searches, "/api/search?q=19", NOW).is_some(), "the latest search is kept");
        assert!(cache.lookup(Shelf::Searches, "/api/search?q=0", NOW).is_none(), "the oldest went first");
        assert!(cache.lookup(Shelf::Pages, "/api/search?q=19", NOW).is_none(), "shelves do not mix");

        for key in ["/4", "/5", "/6"] {
            cache.store(Shelf::Pages, key, &ticket, answer(700), NOW);
        }
        let stats = cache.stats();
        assert!(stats.bytes <= 4000, "{stats:?}");
        assert!(cache.lookup(Shelf::Pages, "/1", NOW).is_none(), "pages make room among themselves first");
        assert!(stats.search_bytes > 0, "{stats:?}");
    }

    #[tokio::test]
    async fn a_zero_cap_keeps_nothing() {
        let cache = PageCache::new(0);
        let ticket = ready(&cache);
        cache.store(Shelf::Pages, "/", &ticket, answer(1), NOW);
        assert!(cache.lookup(Shelf::Pages, "/", NOW).is_none());
        assert!(!cache.admits(1));
        assert!(cache.build_lock("/").await.is_none(), "nothing to wait for");
    }

    #[tokio::test]
    async fn one_build_at_a_time_per_key() {
        let cache = Arc::new(PageCache::new(1 << 20));
        let first = cache.build_lock("/blog").await;
        let waiting = {
            let cache = cache.clone();
            tokio::spawn(async move {
                let _second = cache.build_lock("/blog").await;
            })
        };
        let _other_key = cache.build_lock("/parcours").await;
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        assert!(!waiting.is_finished());
        drop(first);
        waiting.await.unwrap();
        drop(_other_key);
        assert!(cache.builds.lock().unwrap().is_empty(), "finished builds leave nothing behind");
    }
}
