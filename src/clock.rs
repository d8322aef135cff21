//! The time public answers go by: which posts are out, when cached pages expire,
//! which year "présent" names. It reads the system clock; tests move it forward to
//! see a scheduled post come out without waiting for its time.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use time::OffsetDateTime;

/// Cheap to clone; clones share their time.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    ahead_secs: Arc<AtomicI64>,
}

impl Clock {
    pub fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc() + time::Duration::seconds(self.ahead_secs.load(Ordering::Relaxed))
    }

    /// Now, in the form the database stores and compares.
    pub fn now_text(&self) -> String {
        crate::domain::dates::stored(self.now())
    }

    /// Now in whole seconds, as stored times count them.
    pub fn unix(&self) -> i64 {
        self.now().unix_timestamp()
    }

    /// Moves this clock and its clones forward by `by` (whole seconds).
    pub fn advance(&self, by: time::Duration) {
        self.ahead_secs.fetch_add(by.whole_seconds(), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_move_forward_together() {
        let clock = Clock::default();
        let shared = clock.clone();
        let before = shared.unix();
        clock.advance(time::Duration::hours(2));
        assert!(shared.unix() - before >= 7_200);
    }
}
