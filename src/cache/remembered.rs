//! A value read from the database and kept while the topics it shows stay as they were: the
//! generations that make cached answers stale decide when it is read again, so a page built
//! for the cache reads the owner's settings and texts once per change, not once per page.

use std::sync::{Arc, Mutex};

use super::{PageCache, Ticket};

pub struct Remembered<T> {
    kept: Mutex<Option<(Ticket, Arc<T>)>>,
}

impl<T> Default for Remembered<T> {
    fn default() -> Self {
        Remembered { kept: Mutex::new(None) }
    }
}

impl<T> Remembered<T> {
    /// The kept value, unless a topic it shows changed since it was read (or the cache keeps nothing).
    pub fn current(&self, cache: &PageCache) -> Option<Arc<T>> {
        if !cache.keeps() {
            return None;
        }
        let kept = self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        kept.as_ref().filter(|(ticket, _)| cache.generations.is_current(ticket)).map(|(_, value)| value.clone())
    }

    /// Keeps `value`, read after `ticket` was taken: a change made while it was read makes it stale.
    pub fn keep(&self, ticket: Ticket, value: Arc<T>) {
        *self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some((ticket, value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cache::{Topic, TopicSet};

    #[test]
    fn a_value_is_kept_until_a_topic_it_shows_changes() {
        let cache = PageCache::new(1 << 20);
        let shows = TopicSet::of(&[Topic::Settings, Topic::Content]);
        let remembered = Remembered::default();
        assert!(remembered.current(&cache).is_none());
        remembered.keep(cache.ticket(shows), Arc::new("réglages"));
        assert_eq!(remembered.current(&cache).as_deref(), Some(&"réglages"));
        cache.invalidate(TopicSet::of(&[Topic::Posts]));
        assert!(remembered.current(&cache).is_some(), "an article edit leaves it");
        let read_before = cache.ticket(shows);
        cache.invalidate(TopicSet::of(&[Topic::Content]));
        assert!(remembered.current(&cache).is_none(), "a change to what it shows ends it");
        remembered.keep(read_before, Arc::new("lus pendant le changement"));
        assert!(remembered.current(&cache).is_none(), "read while the change was made: not trusted");
        assert!(Remembered::<&str>::default().current(&PageCache::new(0)).is_none());
    }
}
