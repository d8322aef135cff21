//! The owner's view of newsletter_subscribers: a filtered, paged list with the count of each
//! status, every row for the CSV export, an import of many addresses in one transaction
//! (so a parallel import of the same file adds nobody twice), and erasure.

use rusqlite::{Connection, Row, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::error::AppResult;

/// Rows on one page of the list.
pub const PAGE_SIZE: i64 = 20;

/// The statuses a subscriber can have, in the order the back-office shows them.
pub const STATUSES: [&str; 4] = ["pending", "confirmed", "unsubscribed", "rejected"];

#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct AdminSubscriber {
    pub id: i64,
    pub email: String,
    /// `pending`, `confirmed`, `unsubscribed` or `rejected`.
    pub status: String,
    pub lang: Lang,
    /// `form` or `import`.
    pub source: String,
    pub created_at: String,
    pub confirmed_at: Option<String>,
}

/// How many subscribers have each status, whatever the list's filter.
#[derive(Debug, Default, Serialize, TS)]
#[ts(export)]
pub struct SubscriberCounts {
    pub pending: i64,
    pub confirmed: i64,
    pub unsubscribed: i64,
    pub rejected: i64,
}

/// One row of the CSV export: every column the owner may need to prove consent.
pub struct ExportedSubscriber {
    pub email: String,
    pub status: String,
    pub lang: Lang,
    pub source: String,
    pub consent: String,
    pub created_at: String,
    pub confirmed_at: Option<String>,
    pub unsubscribed_at: Option<String>,
}

/// Which rows the list shows: one status or all, and a part of the address.
pub struct SubscriberFilter {
    pub status: Option<&'static str>,
    /// Compared case-insensitively with any part of the address.
    pub search: Option<String>,
}

impl SubscriberFilter {
    fn pattern(&self) -> Option<String> {
        self.search.as_deref().map(super::contains_pattern)
    }
}

const FILTER: &str = "(?1 IS NULL OR status = ?1) AND (?2 IS NULL OR lower(email) LIKE ?2 ESCAPE '\\')";

fn admin_subscriber(row: &Row<'_>) -> rusqlite::Result<AdminSubscriber> {
    Ok(AdminSubscriber {
        id: row.get(0)?,
        email: row.get(1)?,
        status: row.get(2)?,
        lang: row.get(3)?,
        source: row.get(4)?,
        created_at: row.get(5)?,
        confirmed_at: row.get(6)?,
    })
}

/// Page `page` (from 1) of the filtered subscribers, newest first, and how many match.
pub fn list(conn: &Connection, filter: &SubscriberFilter, page: i64) -> AppResult<(Vec<AdminSubscriber>, i64)> {
    let pattern = filter.pattern();
    let total: i64 = conn.query_row(
        &format!("SELECT count(*) FROM newsletter_subscribers WHERE {FILTER}"),
        params![filter.status, pattern],
        |row| row.get(0),
    )?;
    let mut statement = conn.prepare(&format!(
        "SELECT id, email, status, lang, source, created_at, confirmed_at FROM newsletter_subscribers
         WHERE {FILTER} ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4"
    ))?;
    let offset = (page.max(1) - 1).saturating_mul(PAGE_SIZE);
    let rows = statement
        .query_map(params![filter.status, pattern, PAGE_SIZE, offset], admin_subscriber)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, total))
}

pub fn counts(conn: &Connection) -> AppResult<SubscriberCounts> {
    let mut counts = SubscriberCounts::default();
    let mut statement = conn.prepare("SELECT status, count(*) FROM newsletter_subscribers GROUP BY status")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        let (status, count): (String, i64) = (row.get(0)?, row.get(1)?);
        match status.as_str() {
            "pending" => counts.pending = count,
            "confirmed" => counts.confirmed = count,
            "unsubscribed" => counts.unsubscribed = count,
            _ => counts.rejected = count,
        }
    }
    Ok(counts)
}

/// How many addresses confirmed, and how many left, in one month.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "SubscriberMonth")]
pub struct SubscriberMonth {
    /// `2026-11`.
    pub month: String,
    pub confirmed: i64,
    pub unsubscribed: i64,
}

/// The confirmations and departures of each of `months` (`YYYY-MM`, oldest first), zero
/// for a month without any.
pub fn by_month(conn: &Connection, months: &[String]) -> AppResult<Vec<SubscriberMonth>> {
    let mut rows: Vec<SubscriberMonth> =
        months.iter().map(|month| SubscriberMonth { month: month.clone(), confirmed: 0, unsubscribed: 0 }).collect();
    let Some(first) = months.first() else { return Ok(rows) };
    for column in ["confirmed_at", "unsubscribed_at"] {
        let mut statement = conn.prepare(&format!(
            "SELECT substr({column}, 1, 7), count(*) FROM newsletter_subscribers WHERE {column} >= ?1 GROUP BY 1"
        ))?;
        let mut found = statement.query([first])?;
        while let Some(found_row) = found.next()? {
            let (month, count): (String, i64) = (found_row.get(0)?, found_row.get(1)?);
            if let Some(row) = rows.iter_mut().find(|row| row.month == month) {
                if column == "confirmed_at" { row.confirmed = count } else { row.unsubscribed = count }
            }
        }
    }
    Ok(rows)
}

/// Every subscriber with `status` (all when None), oldest first.
pub fn export(conn: &Connection, status: Option<&str>) -> AppResult<Vec<ExportedSubscriber>> {
    let mut statement = conn.prepare(
        "SELECT email, status, lang, source, consent, created_at, confirmed_at, unsubscribed_at
         FROM newsletter_subscribers WHERE ?1 IS NULL OR status = ?1 ORDER BY created_at, id",
    )?;
    let rows = statement
        .query_map([status], |row| {
            Ok(ExportedSubscriber {
                email: row.get(0)?,
                status: row.get(1)?,
                lang: row.get(2)?,
                source: row.get(3)?,
                consent: row.get(4)?,
                created_at: row.get(5)?,
                confirmed_at: row.get(6)?,
                unsubscribed_at: row.get(7)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

/// One address of an import, with the secrets drawn for it.
pub struct ImportedAddress {
    /// Already checked and lower-cased.
    pub email: String,
    pub lang: Lang,
    pub unsubscribe_hash: String,
}

/// What an import does to the addresses it adds.
pub struct ImportTerms<'a> {
    /// The owner's consent record (his statement, the date and the file's name).
    pub consent: &'a str,
    /// Confirmed at once when the owner states the readers consented; else pending, each
    /// sent the confirmation link through the newsletter's queue.
    pub consented: bool,
    /// The owner importing.
    pub by: i64,
    pub now: &'a str,
}

/// Adds the addresses not already present, in one transaction with the queue of their
/// confirmation mails, and returns the positions (in `addresses`) of those added; an
/// address already present, whatever its status, is left as it is.
pub fn import(conn: &mut Connection, addresses: &[ImportedAddress], terms: &ImportTerms<'_>) -> AppResult<Vec<usize>> {
    let tx = super::write_transaction(conn)?;
    let mut added = Vec::new();
    {
        let (status, confirmed_at) = if terms.consented { ("confirmed", Some(terms.now)) } else { ("pending", None) };
        let mut insert = tx.prepare(
            "INSERT INTO newsletter_subscribers
                 (email, status, lang, source, consent, unsubscribe_token_hash, created_at, confirmed_at)
             VALUES (?1, ?2, ?3, 'import', ?4, ?5, ?6, ?7) ON CONFLICT (email) DO NOTHING",
        )?;
        let mut pending = Vec::new();
        for (position, address) in addresses.iter().enumerate() {
            let inserted = insert.execute(params![
                address.email,
                status,
                address.lang,
                terms.consent,
                address.unsubscribe_hash,
                terms.now,
                confirmed_at
            ])?;
            if inserted == 0 {
                continue;
            }
            if !terms.consented {
                pending.push(tx.last_insert_rowid());
            }
            added.push(position);
        }
        super::newsletter_sends::queue_confirmations(&tx, &pending, terms.by, terms.now)?;
    }
    tx.commit()?;
    Ok(added)
}

/// Erases a subscriber and, through the cascade, his confirmation links. False when unknown.
pub fn erase(conn: &mut Connection, id: i64) -> AppResult<bool> {
    let tx = super::write_transaction(conn)?;
    tx.execute("DELETE FROM newsletter_tokens WHERE subscriber_id = ?1", [id])?;
    let erased = tx.execute("DELETE FROM newsletter_subscribers WHERE id = ?1", [id])? > 0;
    tx.commit()?;
    Ok(erased)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-01-01T00:00:00Z";

    fn address(email: &str, digit: char) -> ImportedAddress {
        ImportedAddress { email: email.into(), lang: Lang::Fr, unsubscribe_hash: digit.to_string().repeat(64) }
    }

    fn terms(consented: bool) -> ImportTerms<'static> {
        ImportTerms { consent: "Accord écrit", consented, by: 1, now: NOW }
    }

    /// The confirmation mails queued, by kind of send.
    fn queued(conn: &Connection) -> i64 {
        conn.query_row(
            "SELECT count(*) FROM newsletter_deliveries d JOIN newsletter_sends s ON s.id = d.send_id
             WHERE s.kind = 'confirmation' AND s.post_id IS NULL",
            [],
            |row| row.get(0),
        )
        .unwrap()
    }

    #[test]
    fn an_import_adds_only_new_addresses_and_the_list_finds_them() {
        let mut conn = crate::db::test_connection();
        conn.execute(
            "INSERT INTO users (id, email, password_hash, role) VALUES (1, 'o@exemple.km', 'x', 'super_admin')",
            [],
        )
        .unwrap();
        let added = import(&mut conn, &[address("awa@exemple.km", '1'), address("ali@exemple.km", '2')], &terms(false))
            .unwrap();
        assert_eq!(added, vec![0, 1]);
        assert_eq!(queued(&conn), 2, "each pending address's confirmation mail waits in the queue");
        let again =
            import(&mut conn, &[address("AWA@exemple.km", '3'), address("zoe@exemple.km", '4')], &terms(true)).unwrap();
        assert_eq!(again, vec![1], "a present address is skipped");

        let counts = counts(&conn).unwrap();
        assert_eq!((counts.pending, counts.confirmed), (2, 1));
        let filter = SubscriberFilter { status: Some("pending"), search: Some("AW".into()) };
        let (rows, total) = list(&conn, &filter, 1).unwrap();
        assert_eq!((rows.len(), total, rows[0].email.as_str()), (1, 1, "awa@exemple.km"));
        let filter = SubscriberFilter { status: None, search: Some("%".into()) };
        assert_eq!(list(&conn, &filter, 1).unwrap().1, 0, "a % is a character, not a wildcard");

        let id = rows[0].id;
        assert!(erase(&mut conn, id).unwrap());
        assert!(!erase(&mut conn, id).unwrap());
        assert_eq!(queued(&conn), 1, "nor is an erased address mailed");
        assert_eq!(export(&conn, Some("confirmed")).unwrap()[0].consent, "Accord écrit");
    }

    #[test]
    fn each_month_counts_who_confirmed_and_who_left() {
        let conn = crate::db::test_connection();
        let rows = [
            ("a@exemple.km", "confirmed", Some("2026-01-05T00:00:00Z"), None),
            ("b@exemple.km", "confirmed", Some("2026-01-20T00:00:00Z"), None),
            ("c@exemple.km", "unsubscribed", Some("2025-12-01T00:00:00Z"), Some("2026-03-02T00:00:00Z")),
            ("d@exemple.km", "confirmed", Some("2024-06-01T00:00:00Z"), None),
            ("e@exemple.km", "pending", None, None),
        ];
        for (n, (email, status, confirmed, left)) in rows.into_iter().enumerate() {
            conn.execute(
                "INSERT INTO newsletter_subscribers (email, status, consent, unsubscribe_token_hash, confirmed_at, unsubscribed_at)
                 VALUES (?1, ?2, 'oui', ?3, ?4, ?5)",
                params![email, status, n.to_string().repeat(64), confirmed, left],
            )
            .unwrap();
        }
        let months: Vec<String> = ["2025-12", "2026-01", "2026-02", "2026-03"].map(String::from).to_vec();
        let counted: Vec<(String, i64, i64)> = by_month(&conn, &months)
            .unwrap()
            .into_iter()
            .map(|row| (row.month, row.confirmed, row.unsubscribed))
            .collect();
        assert_eq!(
            counted,
            [("2025-12".into(), 1, 0), ("2026-01".into(), 2, 0), ("2026-02".into(), 0, 0), ("2026-03".into(), 0, 1)]
        );
    }
}
