//! One cached answer with what makes it true: the generations it was built in,
//! the instant it stops being true without any write, and how to build it again.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::{Extensions, HeaderValue, Uri};
use axum::middleware::Next;
use time::OffsetDateTime;

use super::representation::Refinement;
use super::{Representation, Ticket, Topic, TopicSet};

/// The request an answer is built from: its canonical URI, the `Host` that shapes
/// its absolute links, what the router attached to the first request (the route's
/// matched path and parameters) and the route's own handler. Enough to build it
/// again with no reader waiting, from a write to another route.
#[derive(Debug, Clone)]
pub struct Source {
    pub uri: Uri,
    pub host: Option<HeaderValue>,
    /// The reader's `Accept-Language`: only the words of an error depend on it, and an error
    /// is never kept, so a kept answer is the same whoever asked first.
    pub accept_language: Option<HeaderValue>,
    pub extensions: Extensions,
    pub route: RouteSlot,
}

/// The route's own handler, until the cache is emptied for good. The handler holds the
/// state that holds the cache; a removed entry is freed later, on whatever thread collects
/// it, so the cache lets go of the handlers itself when the server stops, and the state
/// (the database, the search index and its lock) goes with the server.
#[derive(Debug, Clone)]
pub struct RouteSlot(Arc<Mutex<Option<Next>>>);

impl RouteSlot {
    pub fn new(route: Next) -> RouteSlot {
        RouteSlot(Arc::new(Mutex::new(Some(route))))
    }

    /// The handler, unless the cache was emptied for good.
    pub fn get(&self) -> Option<Next> {
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }

    pub fn release(&self) {
        drop(self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take());
    }
}

#[derive(Debug)]
pub struct Entry {
    answer: Arc<Representation>,
    ticket: Ticket,
    /// Unix time (the site's clock) from which the answer is no longer true even
    /// without a write: the next scheduled post, or the new year for « présent ».
    expires_at: i64,
    /// How long that is from when it was built, for the memory to be given back then.
    lifetime: Option<Duration>,
    source: Source,
    /// Whether it was still current when stored: an answer built from data that had
    /// already changed is never served stale, since a writer may already have answered.
    current_when_stored: AtomicBool,
    /// Whether a rebuild was started for it, so that readers start one only.
    refreshing: AtomicBool,
    /// The better forms already asked for (a bit per `Refinement`), so that each is made once.
    refinements_claimed: AtomicU8,
    /// Milliseconds since the cache started at its last read, to the second.
    last_read: AtomicU64,
}

impl Entry {
    /// An answer built at `now` (unix seconds, the site's clock).
    pub fn new(answer: Arc<Representation>, ticket: Ticket, expires_at: i64, now: i64, source: Source) -> Entry {
        let lifetime =
            (expires_at != i64::MAX).then(|| Duration::from_secs(u64::try_from(expires_at - now).unwrap_or(0)));
        Entry {
            answer,
            ticket,
            expires_at,
            lifetime,
            source,
            current_when_stored: AtomicBool::new(true),
            refreshing: AtomicBool::new(false),
            refinements_claimed: AtomicU8::new(0),
            last_read: AtomicU64::new(0),
        }
    }

    pub fn answer(&self) -> &Arc<Representation> {
        &self.answer
    }

    pub fn source(&self) -> &Source {
        &self.source
    }

    pub fn depends_on(&self) -> TopicSet {
        self.ticket.depends_on()
    }

    pub(super) fn ticket(&self) -> &Ticket {
        &self.ticket
    }

    pub(super) fn expires_at(&self) -> i64 {
        self.expires_at
    }

    pub(super) fn lifetime(&self) -> Option<Duration> {
        self.lifetime
    }

    pub(super) fn mark_stored(&self, current: bool) {
        self.current_when_stored.store(current, Ordering::Relaxed);
    }

    pub(super) fn may_be_served_stale(&self) -> bool {
        self.current_when_stored.load(Ordering::Relaxed)
    }

    /// True for the first caller only: that one starts the rebuild.
    pub fn claim_refresh(&self) -> bool {
        !self.refreshing.swap(true, Ordering::AcqRel)
    }

    /// True for the first caller only: that one makes the form.
    pub(super) fn claim_refinement(&self, refinement: Refinement) -> bool {
        let bit = 1 << refinement as u8;
        self.refinements_claimed.fetch_or(bit, Ordering::AcqRel) & bit == 0
    }

    pub(super) fn touch(&self, millis: u64) {
        // Stored at most once a second: a hot page is read by every core.
        if millis.saturating_sub(self.last_read.load(Ordering::Relaxed)) >= 1000 {
            self.last_read.store(millis, Ordering::Relaxed);
        }
    }

    /// A rebuilt answer is as wanted as the one it replaces.
    pub(super) fn carry_reads_from(&self, previous: &Entry) {
        self.last_read.fetch_max(previous.last_read(), Ordering::Relaxed);
    }

    pub(super) fn last_read(&self) -> u64 {
        self.last_read.load(Ordering::Relaxed)
    }
}

/// When an answer depending on `topics`, built at `now` (unix seconds), stops being
/// true without a write: lists of posts when the next scheduled one comes out, the
/// timeline at the new year (« présent » names another year).
pub fn expires_at(topics: TopicSet, next_publication: Option<i64>, now: i64) -> i64 {
    let mut at = i64::MAX;
    if topics.contains(Topic::Posts) {
        at = at.min(next_publication.unwrap_or(i64::MAX));
    }
    if topics.contains(Topic::Timeline) {
        at = at.min(next_new_year(now));
    }
    at
}

/// The first second of next year (UTC).
fn next_new_year(now: i64) -> i64 {
    let year = OffsetDateTime::from_unix_timestamp(now).map_or(1970, |at| at.year());
    time::Date::from_calendar_date(year + 1, time::Month::January, 1)
        .map(|date| date.midnight().assume_utc().unix_timestamp())
        .unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_expire_by_what_they_show() {
        let new_year = time::macros::datetime!(2026-01-01 00:00 UTC).unix_timestamp();
        let now = new_year - 100;
        assert_eq!(next_new_year(new_year - 1), new_year);
        let posts = TopicSet::of(&[Topic::Posts, Topic::Settings]);
        let timeline = TopicSet::of(&[Topic::Timeline, Topic::Content]);
        assert_eq!(expires_at(posts, Some(now + 5), now), now + 5);
        assert_eq!(expires_at(posts, None, now), i64::MAX, "nothing scheduled: true until a write");
        assert_eq!(expires_at(timeline, Some(now + 5), now), new_year, "the timeline does not list posts");
        assert_eq!(expires_at(posts.union(timeline), Some(new_year + 50), now), new_year);
        assert_eq!(expires_at(TopicSet::of(&[Topic::Legal]), Some(now + 5), now), i64::MAX);
    }
}
