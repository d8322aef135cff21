//! The two shelves of the page cache: pages, and searches, which are evicted among
//! themselves so that a flood of different words never pushes the pages out.

use std::sync::Arc;

use hashlink::LruCache;

use super::Representation;

/// Where an answer is kept: searches are evicted among themselves, within their share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shelf {
    Pages,
    Searches,
}

/// The answers of one shelf, least recently used first.
pub(super) struct Entries {
    pub(super) answers: LruCache<String, Arc<Representation>>,
    /// Bytes held by `answers`, keys included.
    pub(super) bytes: usize,
}

impl Entries {
    pub(super) fn new() -> Entries {
        Entries { answers: LruCache::new_unbounded(), bytes: 0 }
    }

    pub(super) fn insert(&mut self, key: &str, answer: Arc<Representation>) {
        let weight = answer.weight() + key.len();
        if let Some(previous) = self.answers.insert(key.to_string(), answer) {
            self.bytes -= previous.weight() + key.len();
        }
        self.bytes += weight;
    }

    /// Drops the least recently used answer; false when there was none.
    pub(super) fn evict_one(&mut self) -> bool {
        let Some((key, old)) = self.answers.remove_lru() else { return false };
        self.bytes -= old.weight() + key.len();
        true
    }

    pub(super) fn clear(&mut self) {
        self.answers.clear();
        self.bytes = 0;
    }
}
