//! Which version of each topic the cache holds answers for. A change to a topic
//! starts its next generation; an answer built in an older one is stale, and the
//! instant that generation ended bounds how long it may still be served.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::{Topic, TopicSet};

/// How many ends of generation are remembered per topic: past it (a bulk import),
/// an older stale answer counts as stale for too long, and is rebuilt before it is served.
const REMEMBERED_ENDS: usize = 4096;

/// The database's revision of each topic (`public_revisions`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Revisions([i64; Topic::ALL.len()]);

impl Revisions {
    pub fn get(&self, topic: Topic) -> i64 {
        self.0[topic.index()]
    }

    pub fn set(&mut self, topic: Topic, revision: i64) {
        self.0[topic.index()] = revision;
    }

    /// The topics whose revision is higher in `later`. Revisions only grow: a lower
    /// one is a reading that started before a change another reading already saw.
    pub fn moved(&self, later: &Revisions) -> TopicSet {
        let mut moved = TopicSet::EMPTY;
        for topic in Topic::ALL {
            if later.get(topic) > self.get(topic) {
                moved.insert(topic);
            }
        }
        moved
    }

    fn max(&self, other: &Revisions) -> Revisions {
        let mut max = *self;
        for topic in Topic::ALL {
            max.set(topic, self.get(topic).max(other.get(topic)));
        }
        max
    }

    /// The sum of all revisions: grows with any public change.
    pub fn total(&self) -> i64 {
        self.0.iter().sum()
    }
}

/// The generation of each topic an answer was built in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ticket {
    generations: [u64; Topic::ALL.len()],
    depends_on: TopicSet,
}

impl Ticket {
    pub fn depends_on(&self) -> TopicSet {
        self.depends_on
    }
}

/// How old an answer's data is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Age {
    Current,
    /// Stale since this instant.
    StaleSince(Instant),
    /// Stale since longer than anything the cache serves stale.
    StaleLong,
}

pub(super) struct Generations {
    current: [AtomicU64; Topic::ALL.len()],
    log: Mutex<Log>,
}

struct Log {
    /// The revisions last read from the database; None before the first reading.
    seen: Option<Revisions>,
    /// Per topic, when each of its recent generations ended, oldest first.
    ends: [VecDeque<Instant>; Topic::ALL.len()],
    /// Per topic, the generation whose end is `ends[topic][0]`.
    first_end: [u64; Topic::ALL.len()],
}

impl Generations {
    pub(super) fn new() -> Generations {
        Generations {
            current: Default::default(),
            log: Mutex::new(Log { seen: None, ends: Default::default(), first_end: [0; Topic::ALL.len()] }),
        }
    }

    fn log(&self) -> std::sync::MutexGuard<'_, Log> {
        // The log stays consistent between statements: a panic elsewhere must not stop the site.
        self.log.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub(super) fn ticket(&self, depends_on: TopicSet) -> Ticket {
        let mut generations = [0; Topic::ALL.len()];
        for topic in depends_on.iter() {
            generations[topic.index()] = self.current[topic.index()].load(Ordering::Acquire);
        }
        Ticket { generations, depends_on }
    }

    /// The count of changes so far, all topics together.
    pub(super) fn total(&self) -> u64 {
        self.current.iter().map(|generation| generation.load(Ordering::Acquire)).sum()
    }

    /// Whether no topic the ticket depends on changed since it was taken.
    pub(super) fn is_current(&self, ticket: &Ticket) -> bool {
        ticket
            .depends_on
            .iter()
            .all(|topic| self.current[topic.index()].load(Ordering::Acquire) == ticket.generations[topic.index()])
    }

    /// Whether the ticket is current, and if not since when: the instant of the first
    /// change after it, unless that was so long ago that it was forgotten.
    pub(super) fn age(&self, ticket: &Ticket) -> Age {
        if self.is_current(ticket) {
            return Age::Current;
        }
        let log = self.log();
        let mut since: Option<Instant> = None;
        for topic in ticket.depends_on.iter() {
            let index = topic.index();
            let generation = ticket.generations[index];
            if self.current[index].load(Ordering::Acquire) == generation {
                continue;
            }
            let ended = generation.checked_sub(log.first_end[index]).and_then(|at| log.ends[index].get(at as usize));
            let Some(ended) = ended else { return Age::StaleLong };
            since = Some(since.map_or(*ended, |earliest| earliest.min(*ended)));
        }
        since.map_or(Age::Current, Age::StaleSince)
    }

    /// Ends the current generation of each topic in `topics`.
    pub(super) fn advance(&self, topics: TopicSet, now: Instant, keep_for: Duration) {
        let mut log = self.log();
        for topic in topics.iter() {
            let index = topic.index();
            let ended = self.current[index].fetch_add(1, Ordering::AcqRel);
            if log.ends[index].is_empty() {
                log.first_end[index] = ended;
            }
            log.ends[index].push_back(now);
            while log.ends[index].len() > REMEMBERED_ENDS
                || log.ends[index].front().is_some_and(|end| now.saturating_duration_since(*end) > keep_for)
            {
                log.ends[index].pop_front();
                log.first_end[index] += 1;
            }
        }
    }

    /// Records the database's revisions and ends the generation of each topic that
    /// moved since the last reading (none at the first).
    pub(super) fn observe(&self, revisions: Revisions, now: Instant, keep_for: Duration) -> TopicSet {
        let moved = {
            let mut log = self.log();
            let seen = log.seen.map_or(revisions, |seen| seen.max(&revisions));
            match log.seen.replace(seen) {
                Some(previous) => previous.moved(&revisions),
                None => TopicSet::EMPTY,
            }
        };
        self.advance(moved, now, keep_for);
        moved
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEEP: Duration = Duration::from_secs(10);

    #[test]
    fn a_change_makes_stale_only_what_depends_on_it_and_says_since_when() {
        let generations = Generations::new();
        let start = Instant::now();
        let timeline = generations.ticket(TopicSet::of(&[Topic::Timeline, Topic::Content]));
        let article = generations.ticket(TopicSet::of(&[Topic::Posts, Topic::Content]));
        let mut revisions = Revisions::default();
        assert!(generations.observe(revisions, start, KEEP).is_empty(), "the first reading is only recorded");
        revisions.set(Topic::Posts, 3);
        assert_eq!(generations.observe(revisions, start + Duration::from_secs(1), KEEP), TopicSet::of(&[Topic::Posts]));
        let mut late_reading = revisions;
        late_reading.set(Topic::Posts, 2);
        assert!(generations.observe(late_reading, start, KEEP).is_empty(), "read before the change already seen");
        assert!(generations.observe(revisions, start, KEEP).is_empty());
        assert!(generations.is_current(&timeline));
        assert_eq!(generations.age(&timeline), Age::Current);
        assert_eq!(generations.age(&article), Age::StaleSince(start + Duration::from_secs(1)));

        generations.advance(TopicSet::of(&[Topic::Posts]), start + Duration::from_secs(2), KEEP);
        assert_eq!(
            generations.age(&article),
            Age::StaleSince(start + Duration::from_secs(1)),
            "since the first change"
        );
        let rebuilt = generations.ticket(article.depends_on());
        assert_eq!(generations.age(&rebuilt), Age::Current);
        generations.advance(TopicSet::of(&[Topic::Content]), start + Duration::from_secs(3), KEEP);
        assert_eq!(generations.age(&timeline), Age::StaleSince(start + Duration::from_secs(3)));
        assert_eq!(generations.age(&article), Age::StaleSince(start + Duration::from_secs(1)), "the earliest change");
    }

    #[test]
    fn ends_older_than_the_bound_are_forgotten() {
        let generations = Generations::new();
        let start = Instant::now();
        let old = generations.ticket(TopicSet::of(&[Topic::Chat]));
        generations.advance(TopicSet::of(&[Topic::Chat]), start, KEEP);
        let recent = generations.ticket(TopicSet::of(&[Topic::Chat]));
        generations.advance(TopicSet::of(&[Topic::Chat]), start + Duration::from_secs(20), KEEP);
        assert_eq!(generations.age(&old), Age::StaleLong, "forgotten: older than the bound");
        assert_eq!(generations.age(&recent), Age::StaleSince(start + Duration::from_secs(20)));
    }
}
