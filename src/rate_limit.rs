//! Sliding-window rate limits kept in memory: at most `max`
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

    /// Forgets every hit of `key` (a successful login clears its failures).
    pub fn reset(&self, key: &str) {
        self.lock().remove(key);
    }

    /// Takes back the latest hit of `key`: an attempt counted up front that turned out not to count.
    fn forgive_one(&self, key: &str) {
        let mut hits = self.lock();
        if let Some(times) = hits.get_mut(key) {
            times.pop_back();
            if times.is_empty() {
                hits.remove(key);
            }
        }
    }

    /// Counts an attempt under `key` in each limiter *before* its outcome is known,
    /// so simultaneous attempts cannot all slip under a limit that is checked then
    /// recorded. Refused as a whole (nothing counted) when any limiter is full.
    pub fn attempt<'a>(counters: &[(&'a RateLimiter, String)]) -> Result<Attempt<'a>, u64> {
        let mut attempt = Attempt { counted: Vec::with_capacity(counters.len()), settled: false };
        for (limiter, key) in counters {
            limiter.hit(key)?;
            attempt.counted.push((*limiter, key.clone()));
        }
        Ok(attempt)
    }

    /// Counts a hit in every limiter, or in none when any is full: for requests
    /// that count whatever their outcome, still counted before any work is done.
    pub fn hit_all(counters: &[(&RateLimiter, String)]) -> Result<(), u64> {
        Self::attempt(counters).map(Attempt::failed)
    }

    fn hit_at(&self, key: &str, now: Instant) -> Result<(), u64> {
        self.with_window(key, now, |times, now| times.push_back(now))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, VecDeque<Instant>>> {
        self.hits.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Drops hits older than the window, refuses a full window, else runs `accept`.
    fn with_window(
        &self,
        key: &str,
        now: Instant,
        accept: impl FnOnce(&mut VecDeque<Instant>, Instant),
    ) -> Result<(), u64> {
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

/// An attempt already counted by `RateLimiter::attempt`. It stays counted once
/// `failed`; `succeeded` or dropping it unsettled (an error before the verdict)
/// takes the hits back.
pub struct Attempt<'a> {
    counted: Vec<(&'a RateLimiter, String)>,
    settled: bool,
}

impl Attempt<'_> {
    pub fn failed(mut self) {
        self.settled = true;
    }

    pub fn succeeded(self) {}
}

impl Drop for Attempt<'_> {
    fn drop(&mut self) {
        if !self.settled {
            for (limiter, key) in &self.counted {
                limiter.forgive_one(key);
            }
        }
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
    fn attempts_count_up_front_and_only_failures_stay() {
        let pair = RateLimiter::new(2, Duration::from_secs(60));
        let ip = RateLimiter::new(3, Duration::from_secs(60));
        let counters = || [(&pair, "ip|awa".to_string()), (&ip, "ip".to_string())];
        let first = RateLimiter::attempt(&counters()).unwrap();
        let second = RateLimiter::attempt(&counters()).unwrap();
        assert!(RateLimiter::attempt(&counters()).is_err(), "two attempts in flight fill the pair");
        first.failed();
        second.succeeded();
        drop(RateLimiter::attempt(&counters()).unwrap());
        RateLimiter::attempt(&counters()).unwrap().failed();
        assert!(RateLimiter::attempt(&counters()).is_err(), "two failures fill the pair");
        assert_eq!(ip.lock()["ip"].len(), 2, "only the failures stay counted on the address");
    }

    #[test]
    fn a_refusal_by_a_later_limiter_counts_nothing_in_the_earlier_ones() {
        let pair = RateLimiter::new(5, Duration::from_secs(60));
        let ip = RateLimiter::new(1, Duration::from_secs(60));
        RateLimiter::attempt(&[(&ip, "ip".to_string())]).unwrap().failed();
        assert!(RateLimiter::attempt(&[(&pair, "ip|awa".to_string()), (&ip, "ip".to_string())]).is_err());
        assert!(!pair.lock().contains_key("ip|awa"));
    }

    #[test]
    fn hits_count_in_all_limiters_or_in_none() {
        let ip = RateLimiter::new(3, Duration::from_secs(60));
        let email = RateLimiter::new(1, Duration::from_secs(60));
        assert!(RateLimiter::hit_all(&[(&ip, "ip".into()), (&email, "awa".into())]).is_ok());
        assert!(RateLimiter::hit_all(&[(&ip, "ip".into()), (&email, "awa".into())]).is_err());
        assert_eq!(ip.lock()["ip"].len(), 1, "the refused request counted nowhere");
    }

    #[test]
    fn reset_forgets() {
        let limiter = RateLimiter::new(1, Duration::from_secs(60));
        assert!(limiter.hit("pair").is_ok());
        assert!(limiter.hit("pair").is_err());
        limiter.reset("pair");
        assert!(limiter.hit("pair").is_ok());
    }
}
