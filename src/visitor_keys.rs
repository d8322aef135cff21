//! The key visitors are counted under: random, kept only in memory and replaced
//! every day, so that a visitor cannot be followed from one day to the next.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::net::IpAddr;
use std::sync::Mutex;

/// Today's hashing key; yesterday's is forgotten, so visitors cannot be followed across days.
#[derive(Default)]
pub struct VisitorKeys {
    current: Mutex<Option<(String, RandomState)>>,
}

impl VisitorKeys {
    pub fn visitor(&self, day: &str, ip: IpAddr, user_agent: &str) -> String {
        let mut current = self.current.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if current.as_ref().is_none_or(|(key_day, _)| key_day != day) {
            *current = Some((day.to_string(), RandomState::new()));
        }
        let (_, key) = current.as_ref().expect("just set");
        format!("{:016x}", key.hash_one((ip, user_agent)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_visitor_has_one_hash_a_day_and_another_the_next_day() {
        let keys = VisitorKeys::default();
        let ip: IpAddr = "203.0.113.5".parse().unwrap();
        let monday = keys.visitor("2026-11-23", ip, "Firefox");
        assert_eq!(monday, keys.visitor("2026-11-23", ip, "Firefox"));
        assert_ne!(monday, keys.visitor("2026-11-23", ip, "Chromium"));
        assert_ne!(monday, keys.visitor("2026-11-24", ip, "Firefox"));
        assert!(!monday.contains("203"));
    }
}
