//! The date texts of the product: the one UTC format the database stores (which
//! sorts as text), the day a visit counts for, and the calendar day readers are shown.

use time::{OffsetDateTime, UtcOffset};

/// "2025-08-08T07:05:03Z": the stored form of every instant.
pub fn stored(at: OffsetDateTime) -> String {
    let at = at.to_offset(UtcOffset::UTC);
    format!("{}T{:02}:{:02}:{:02}Z", day(at), at.hour(), at.minute(), at.second())
}

/// "2025-08-08": the UTC day of `at`.
pub fn day(at: OffsetDateTime) -> String {
    let at = at.to_offset(UtcOffset::UTC);
    format!("{:04}-{:02}-{:02}", at.year(), u8::from(at.month()), at.day())
}

/// The calendar day of a stored instant ("2025-08-08T10:00:00Z"): year, month (1 to 12), day.
pub fn calendar_day(stored: &str) -> Option<(u32, u32, u32)> {
    let mut parts = stored.get(..10)?.split('-');
    let year = parts.next()?.parse().ok()?;
    let month = parts.next()?.parse().ok().filter(|month| (1..=12).contains(month))?;
    let day = parts.next()?.parse().ok().filter(|day| (1..=31).contains(day))?;
    Some((year, month, day))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_are_stored_in_one_sortable_utc_format() {
        let at = time::macros::datetime!(2025-08-08 01:05:03 +02:00);
        assert_eq!(stored(at), "2025-08-07T23:05:03Z");
        assert_eq!(day(at), "2025-08-07");
    }

    #[test]
    fn stored_instants_give_their_day() {
        assert_eq!(calendar_day("2025-08-08T10:00:00Z"), Some((2025, 8, 8)));
        assert_eq!(calendar_day("2026-13-01T00:00:00Z"), None);
        assert_eq!(calendar_day("n'importe quoi"), None);
    }
}
