//! newsletter_subscribers and newsletter_tokens: subscribing (double opt-in), confirming
//! through a single-use link, and unsubscribing through the subscriber's own secret. Links
//! and secrets are kept as hashes. Each change runs in one write transaction, so parallel
//! requests for one address see each other.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::lang::Lang;
use crate::error::AppResult;

/// A visitor's request to subscribe, as it will be stored.
pub struct SubscriptionRequest<'a> {
    /// Already checked and lower-cased.
    pub email: &'a str,
    pub lang: Lang,
    /// The consent sentence the visitor agreed to, in his language.
    pub consent: &'a str,
    /// The hash of the confirmation link to mail.
    pub confirmation_hash: &'a str,
    pub confirmation_expires_at: &'a str,
    /// The hash of the unsubscribe secret drawn for this subscription.
    pub unsubscribe_hash: &'a str,
    pub now: &'a str,
}

/// Records a subscription: a new or unsubscribed address becomes pending, a pending one
/// keeps waiting; each gets a new confirmation link and a new unsubscribe secret (the
/// confirmation mail carries both), and true says the link must be mailed. A confirmed or
/// rejected address is left as it is: false.
pub fn subscribe(conn: &mut Connection, request: &SubscriptionRequest<'_>) -> AppResult<bool> {
    let tx = super::write_transaction(conn)?;
    tx.execute("DELETE FROM newsletter_tokens WHERE expires_at <= ?1", [request.now])?;
    let found: Option<(i64, String)> = tx
        .query_row("SELECT id, status FROM newsletter_subscribers WHERE email = ?1", [request.email], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })
        .optional()?;
    let id = match found {
        None => {
            tx.execute(
                "INSERT INTO newsletter_subscribers (email, status, lang, source, consent, unsubscribe_token_hash, created_at)
                 VALUES (?1, 'pending', ?2, 'form', ?3, ?4, ?5)",
                params![request.email, request.lang, request.consent, request.unsubscribe_hash, request.now],
            )?;
            tx.last_insert_rowid()
        }
        Some((id, status)) if status == "unsubscribed" => {
            tx.execute(
                "UPDATE newsletter_subscribers SET status = 'pending', lang = ?2, source = 'form', consent = ?3,
                        unsubscribe_token_hash = ?4, confirmed_at = NULL, unsubscribed_at = NULL
                 WHERE id = ?1",
                params![id, request.lang, request.consent, request.unsubscribe_hash],
            )?;
            id
        }
        Some((id, status)) if status == "pending" => {
            tx.execute(
                "UPDATE newsletter_subscribers SET lang = ?2, consent = ?3, unsubscribe_token_hash = ?4 WHERE id = ?1",
                params![id, request.lang, request.consent, request.unsubscribe_hash],
            )?;
            id
        }
        Some(_) => return Ok(false),
    };
    tx.execute(
        "INSERT INTO newsletter_tokens (subscriber_id, token_hash, expires_at) VALUES (?1, ?2, ?3)",
        params![id, request.confirmation_hash, request.confirmation_expires_at],
    )?;
    tx.commit()?;
    Ok(true)
}

/// Uses a confirmation link: its pending subscriber is confirmed and every link it had dies.
/// None when the link is unknown, used (even by a parallel request), expired, or its
/// subscriber no longer pending.
pub fn confirm(conn: &mut Connection, token_hash: &str, now: &str) -> AppResult<Option<i64>> {
    let tx = super::write_transaction(conn)?;
    let found: Option<i64> = tx
        .query_row(
            "SELECT t.subscriber_id FROM newsletter_tokens t
             JOIN newsletter_subscribers s ON s.id = t.subscriber_id
             WHERE t.token_hash = ?1 AND t.expires_at > ?2 AND s.status = 'pending'",
            params![token_hash, now],
            |row| row.get(0),
        )
        .optional()?;
    let Some(id) = found else { return Ok(None) };
    settle(tx, id, Settled::Confirmed, now)
}

/// The subscriber holding the unsubscribe secret whose hash is ?1: the one drawn at his
/// subscription (in his confirmation mail) or the one of any newsletter mail sent to him.
const HOLDS_SECRET: &str = "(unsubscribe_token_hash = ?1
    OR id = (SELECT subscriber_id FROM newsletter_deliveries WHERE unsubscribe_token_hash = ?1))";

/// Unsubscribes the holder of an unsubscribe secret, and kills its confirmation links.
/// The subscriber's id when it was pending or confirmed; None when the secret is unknown
/// or its holder already left (or was rejected, which it stays).
pub fn unsubscribe(conn: &mut Connection, unsubscribe_hash: &str, now: &str) -> AppResult<Option<i64>> {
    let tx = super::write_transaction(conn)?;
    let found: Option<i64> = tx
        .query_row(
            &format!(
                "SELECT id FROM newsletter_subscribers WHERE {HOLDS_SECRET} AND status IN ('pending', 'confirmed')"
            ),
            [unsubscribe_hash],
            |row| row.get(0),
        )
        .optional()?;
    let Some(id) = found else { return Ok(None) };
    settle(tx, id, Settled::Unsubscribed, now)
}

/// Where a subscriber's answer leaves him: the status and the column dating it.
enum Settled {
    Confirmed,
    Unsubscribed,
}

/// Gives subscriber `id` his new status, dated `now`, and kills his confirmation links, in `tx`.
fn settle(tx: rusqlite::Transaction<'_>, id: i64, settled: Settled, now: &str) -> AppResult<Option<i64>> {
    let sql = match settled {
        Settled::Confirmed => "UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ?2 WHERE id = ?1",
        Settled::Unsubscribed => {
            "UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ?2 WHERE id = ?1"
        }
    };
    tx.execute(sql, params![id, now])?;
    tx.execute("DELETE FROM newsletter_tokens WHERE subscriber_id = ?1", [id])?;
    tx.commit()?;
    Ok(Some(id))
}

/// The address holding an unsubscribe secret and its language: for « subscribe again » on
/// the page that confirms an unsubscription, and to open that page in the right language.
pub fn holder(conn: &Connection, unsubscribe_hash: &str) -> AppResult<Option<(String, Lang)>> {
    Ok(conn
        .query_row(
            &format!("SELECT email, lang FROM newsletter_subscribers WHERE {HOLDS_SECRET}"),
            [unsubscribe_hash],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-01-01T00:00:00Z";
    const LATER: &str = "2026-01-03T00:00:00Z";

    fn request<'a>(email: &'a str, confirmation: &'a str, unsubscribe: &'a str) -> SubscriptionRequest<'a> {
        SubscriptionRequest {
            email,
            lang: Lang::En,
            consent: "I agree.",
            confirmation_hash: confirmation,
            confirmation_expires_at: LATER,
            unsubscribe_hash: unsubscribe,
            now: NOW,
        }
    }

    fn status(conn: &Connection, email: &str) -> (String, Option<String>, Option<String>) {
        conn.query_row(
            "SELECT status, confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE email = ?1",
            [email],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .unwrap()
    }

    fn hash(digit: char) -> String {
        digit.to_string().repeat(64)
    }

    #[test]
    fn an_address_subscribes_confirms_once_and_leaves() {
        let mut conn = crate::db::test_connection();
        assert!(subscribe(&mut conn, &request("awa@exemple.km", &hash('1'), &hash('a'))).unwrap());
        assert!(subscribe(&mut conn, &request("awa@exemple.km", &hash('2'), &hash('b'))).unwrap(), "pending: again");
        assert_eq!(status(&conn, "awa@exemple.km").0, "pending");
        let lang: Lang = conn.query_row("SELECT lang FROM newsletter_subscribers", [], |row| row.get(0)).unwrap();
        assert_eq!(lang, Lang::En);

        let id = confirm(&mut conn, &hash('2'), NOW).unwrap().expect("confirmed");
        assert_eq!(status(&conn, "awa@exemple.km"), ("confirmed".into(), Some(NOW.into()), None));
        assert_eq!(confirm(&mut conn, &hash('2'), NOW).unwrap(), None, "used");
        assert_eq!(confirm(&mut conn, &hash('1'), NOW).unwrap(), None, "killed with the other");
        assert!(!subscribe(&mut conn, &request("AWA@exemple.km", &hash('3'), &hash('c'))).unwrap(), "confirmed");
        assert_eq!(
            conn.query_row("SELECT count(*) FROM newsletter_tokens", [], |row| row.get::<_, i64>(0)).unwrap(),
            0
        );

        assert_eq!(unsubscribe(&mut conn, &hash('a'), NOW).unwrap(), None, "the second request drew a new secret");
        assert_eq!(unsubscribe(&mut conn, &hash('b'), NOW).unwrap(), Some(id));
        assert_eq!(status(&conn, "awa@exemple.km"), ("unsubscribed".into(), Some(NOW.into()), Some(NOW.into())));
        assert_eq!(unsubscribe(&mut conn, &hash('b'), NOW).unwrap(), None, "already left");
        assert_eq!(holder(&conn, &hash('b')).unwrap(), Some(("awa@exemple.km".to_string(), Lang::En)));

        assert!(subscribe(&mut conn, &request("awa@exemple.km", &hash('4'), &hash('d'))).unwrap(), "back again");
        assert_eq!(status(&conn, "awa@exemple.km"), ("pending".into(), None, None));
        assert_eq!(holder(&conn, &hash('b')).unwrap(), None, "the old secret is gone");
    }

    #[test]
    fn expired_links_and_rejected_addresses_confirm_nothing() {
        let mut conn = crate::db::test_connection();
        subscribe(&mut conn, &request("awa@exemple.km", &hash('1'), &hash('a'))).unwrap();
        assert_eq!(confirm(&mut conn, &hash('1'), LATER).unwrap(), None, "expired");
        subscribe(&mut conn, &request("ali@exemple.km", &hash('2'), &hash('b'))).unwrap();
        conn.execute("UPDATE newsletter_subscribers SET status = 'rejected' WHERE email = 'ali@exemple.km'", [])
            .unwrap();
        assert_eq!(confirm(&mut conn, &hash('2'), NOW).unwrap(), None);
        assert!(!subscribe(&mut conn, &request("ali@exemple.km", &hash('3'), &hash('c'))).unwrap());
        assert_eq!(unsubscribe(&mut conn, &hash('b'), NOW).unwrap(), None, "a rejected address stays rejected");
    }

    #[test]
    fn the_schema_refuses_what_makes_no_sense() {
        let conn = crate::db::test_connection();
        let insert = |email: &str, status: &str, lang: &str, secret: &str| {
            conn.execute(
                "INSERT INTO newsletter_subscribers (email, status, lang, consent, unsubscribe_token_hash)
                 VALUES (?1, ?2, ?3, 'oui', ?4)",
                params![email, status, lang, secret],
            )
        };
        insert("awa@exemple.km", "pending", "fr", &hash('1')).unwrap();
        assert!(insert("AWA@exemple.km", "pending", "fr", &hash('2')).is_err(), "one row per address");
        assert!(insert("ali@exemple.km", "lost", "fr", &hash('3')).is_err());
        assert!(insert("ali@exemple.km", "pending", "de", &hash('4')).is_err());
        assert!(insert("ali@exemple.km", "confirmed", "fr", &hash('5')).is_err(), "confirmed without a date");
        assert!(insert("ali@exemple.km", "pending", "fr", "court").is_err());
    }
}
