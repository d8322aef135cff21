//! "Newest first" for free-text timeline dates: by the latest year
//! written, then the earliest, then the newest created; undated events last.

use std::cmp::Ordering;

/// The (latest, earliest) years found in a free-text date; "présent" and
/// "aujourd'hui" count as `current_year`.
pub fn year_span(date: &str, current_year: i32) -> Option<(i32, i32)> {
    let lower = date.to_lowercase();
    let mut years: Vec<i32> = Vec::new();
    let mut digits = String::new();
    for c in lower.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if digits.len() == 4
            && let Ok(year) = digits.parse()
        {
            years.push(year);
        }
        digits.clear();
    }
    if ["présent", "present", "aujourd'hui", "aujourd’hui", "en cours"].iter().any(|word| lower.contains(word)) {
        years.push(current_year);
    }
    let latest = *years.iter().max()?;
    let earliest = *years.iter().min()?;
    Some((latest, earliest))
}

/// Compares two events for display: `Ordering::Less` means `a` comes first.
pub fn newest_first(a: (&str, i64), b: (&str, i64), current_year: i32) -> Ordering {
    let span_a = year_span(a.0, current_year);
    let span_b = year_span(b.0, current_year);
    match (span_a, span_b) {
        (Some(x), Some(y)) => y.cmp(&x).then(b.1.cmp(&a.1)),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => b.1.cmp(&a.1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ranges_and_present() {
        assert_eq!(year_span("2015 - 2019", 2026), Some((2019, 2015)));
        assert_eq!(year_span("Depuis 2020 (présent)", 2026), Some((2026, 2020)));
        assert_eq!(year_span("Mars 2023", 2026), Some((2023, 2023)));
        assert_eq!(year_span("Bientôt", 2026), None);
        assert_eq!(year_span("12345", 2026), None);
    }

    #[test]
    fn orders_latest_then_earliest_then_newest_created() {
        let mut events = [("2010 - 2014", 1), ("Sans date", 2), ("2012 - 2014", 3), ("2020 - présent", 4), ("2014", 5)];
        events.sort_by(|a, b| newest_first(*a, *b, 2026));
        let ids: Vec<i64> = events.iter().map(|e| e.1).collect();
        assert_eq!(ids, vec![4, 5, 3, 1, 2]);
    }
}
