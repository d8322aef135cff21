//! The date texts of the product: the one UTC format the database stores (which
//! sorts as text), the day a visit counts for, and dates as French readers write them.

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

/// A stored instant ("2025-08-08T10:00:00Z") as "8 août 2025".
pub fn french(stored: &str) -> Option<String> {
    const MONTHS: [&str; 12] = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    let mut parts = stored.get(..10)?.split('-');
    let year: u32 = parts.next()?.parse().ok()?;
    let month: usize = parts.next()?.parse().ok()?;
    let day: u32 = parts.next()?.parse().ok()?;
    Some(format!("{day} {} {year}", MONTHS.get(month.checked_sub(1)?)?))
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
    fn stored_dates_read_in_french() {
        assert_eq!(french("2025-08-08T10:00:00Z").as_deref(), Some("8 août 2025"));
        assert_eq!(french("2026-01-31T00:00:00Z").as_deref(), Some("31 janvier 2026"));
        assert_eq!(french("n'importe quoi"), None);
    }
}
