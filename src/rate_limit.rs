//! Sliding-window rate limits kept in memory (DESIGN.md §4): at most `max`
//! accepted hits per key within `window`, then a wait time for Retry-After.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Beyond this many tracked keys, idle ones are dropped so memory stays bounded.
const PRUNE_ABOVE_KEYS: usize = 10_000;

pub struct RateLimiter {
    max: usize,
    window: Duration,
    hits: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl RateLimiter {
    pub fn new(max: usize, window: Duration) -> Self {
        RateLimiter { max, window, hits: Mutex::new(HashMap::new()) }
    }

    /// Records a hit for `key`, or returns the seconds to wait when the limit is reached.
    pub fn hit(&self, key: &str) -> Result<(), u64> {
        self.hit_at(key, Instant::now())
    }

    /// The seconds to wait if `key` is at its limit, without recording anything.
    pub fn check(&self, key: &str) -> Result<(), u64> {
        self.with_window(key, Instant::now(), |_, _| {})
    }

    /// Forgets every hit of `key` (a successful login clears its failures).
    pub fn reset(&self, key: &str) {
        self.lock().remove(key);
    }

    fn hit_at(&self, key: &str, now: Instant) -> Result<(), u64> {
        self.with_window(key, now, |times, now| times.push_back(now))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, VecDeque<Instant>>> {
        self.hits.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Drops hits older than the window, refuses a full window, else runs `accept`.
    fn with_window(&self, key: &str, now: Instant, accept: impl FnOnce(&mut VecDeque<Instant>, Instant)) -> Result<(), u64> {
        let mut hits = self.lock();
        if hits.len() > PRUNE_ABOVE_KEYS {
            let window = self.window;
            hits.retain(|_, times| times.back().is_some_and(|last| now.duration_since(*last) < window));
        }
        let times = hits.entry(key.to_string()).or_default();
        while times.front().is_some_and(|first| now.duration_since(*first) >= self.window) {
            times.pop_front();
        }
        if times.len() >= self.max {
            let oldest = *times.front().expect("a full window has a first hit");
            let wait = self.window.saturating_sub(now.duration_since(oldest));
            return Err(wait.as_secs().max(1));
        }
        accept(times, now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_max_hits_per_window_then_tells_how_long_to_wait() {
        let limiter = RateLimiter::new(2, Duration::from_secs(600));
        let start = Instant::now();
        assert!(limiter.hit_at("ip", start).is_ok());
        assert!(limiter.hit_at("ip", start + Duration::from_secs(60)).is_ok());
        assert_eq!(limiter.hit_at("ip", start + Duration::from_secs(120)), Err(480));
        assert!(limiter.hit_at("other", start).is_ok(), "keys are independent");
        assert!(limiter.hit_at("ip", start + Duration::from_secs(601)).is_ok(), "the window slides");
    }

    #[test]
    fn check_does_not_count_and_reset_forgets() {
        let limiter = RateLimiter::new(1, Duration::from_secs(60));
        assert!(limiter.check("pair").is_ok() && limiter.check("pair").is_ok());
        assert!(limiter.hit("pair").is_ok());
        assert!(limiter.check("pair").is_err());
        limiter.reset("pair");
        assert!(limiter.check("pair").is_ok());
    }
}
