//! The sender's side of the newsletter's queue (`newsletter_sends`, `newsletter_deliveries`):
//! the recipients whose turn has come, claiming one before anything is sent to him, and
//! recording how his message ended. Each step is one transaction, so a crash between two
//! leaves rows `recover` and the next round take up again.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};

/// What a send mails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mailing {
    Article(i64),
    /// The link that confirms a subscription (to an imported address).
    Confirmation,
}

/// A recipient whose turn has come.
#[derive(Debug, Clone, PartialEq)]
pub struct Due {
    pub delivery_id: i64,
    pub send_id: i64,
    pub mailing: Mailing,
    pub email: String,
    /// The subscriber's language; None for a test send.
    pub lang: Option<Lang>,
}

/// Up to `limit` recipients of running sends whose turn has come: tests first (the owner
/// waits for his at the screen), then the oldest send first.
pub fn due(conn: &Connection, now: &str, limit: i64) -> AppResult<Vec<Due>> {
    let mut statement = conn.prepare_cached(
        "SELECT d.id, s.id, s.post_id, coalesce(sub.email, s.test_to), sub.lang
         FROM newsletter_sends s
         JOIN newsletter_deliveries d ON d.send_id = s.id AND d.state = 'queued' AND d.next_attempt_at <= ?1
         LEFT JOIN newsletter_subscribers sub ON sub.id = d.subscriber_id
         WHERE s.state IN ('queued', 'sending')
         ORDER BY s.test_to IS NULL, s.id, d.id LIMIT ?2",
    )?;
    let due = statement
        .query_map(params![now, limit], |row| {
            Ok(Due {
                delivery_id: row.get(0)?,
                send_id: row.get(1)?,
                mailing: row.get::<_, Option<i64>>(2)?.map_or(Mailing::Confirmation, Mailing::Article),
                email: row.get::<_, Option<String>>(3)?.unwrap_or_default(),
                lang: row.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(due)
}

/// When the next recipient waiting for a retry is due, if any.
pub fn next_retry(conn: &Connection) -> AppResult<Option<String>> {
    Ok(conn.query_row(
        "SELECT min(d.next_attempt_at) FROM newsletter_sends s
         JOIN newsletter_deliveries d ON d.send_id = s.id AND d.state = 'queued'
         WHERE s.state IN ('queued', 'sending')",
        [],
        |row| row.get(0),
    )?)
}

/// What claiming a recipient found.
#[derive(Debug, PartialEq)]
pub enum Claim {
    /// His row is 'sending', with this unsubscribe secret's hash: mail him now.
    Claimed,
    /// He left (or was rejected) since the send began: marked skipped.
    Skipped,
    /// The send was paused or cancelled, or the row taken meanwhile.
    Gone,
}

/// The secrets a recipient's message carries, kept as hashes when his turn is taken.
pub struct Secrets<'a> {
    pub unsubscribe_hash: &'a str,
    /// For a confirmation mail: its link's hash and when the link stops working.
    pub confirmation: Option<(&'a str, &'a str)>,
}

/// Takes recipient `delivery_id`'s turn before anything is sent to him, recording the
/// hashes of the secrets his message will carry. An article goes to a confirmed
/// subscriber (or a test's address), a confirmation link to a pending one; anyone else is
/// skipped.
pub fn claim(conn: &mut Connection, delivery_id: i64, secrets: &Secrets<'_>) -> AppResult<Claim> {
    let tx = super::write_transaction(conn)?;
    let found: Option<(i64, String, Option<i64>, Option<String>)> = tx
        .query_row(
            "SELECT d.send_id, s.kind, d.subscriber_id, sub.status
             FROM newsletter_deliveries d JOIN newsletter_sends s ON s.id = d.send_id
             LEFT JOIN newsletter_subscribers sub ON sub.id = d.subscriber_id
             WHERE d.id = ?1 AND d.state = 'queued' AND s.state IN ('queued', 'sending')",
            [delivery_id],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
        )
        .optional()?;
    let Some((send_id, kind, subscriber, status)) = found else { return Ok(Claim::Gone) };
    let awaited = match (kind.as_str(), subscriber) {
        ("confirmation", _) => status.as_deref() == Some("pending"),
        (_, None) => true,
        (_, Some(_)) => status.as_deref() == Some("confirmed"),
    };
    if !awaited {
        tx.execute("UPDATE newsletter_deliveries SET state = 'skipped' WHERE id = ?1", [delivery_id])?;
        tx.commit()?;
        return Ok(Claim::Skipped);
    }
    if kind == "confirmation" {
        let (Some(subscriber), Some((link_hash, expires_at))) = (subscriber, secrets.confirmation) else {
            return Err(AppError::internal("a confirmation mail claimed without its link"));
        };
        tx.execute(
            "INSERT INTO newsletter_tokens (subscriber_id, token_hash, expires_at) VALUES (?1, ?2, ?3)",
            params![subscriber, link_hash, expires_at],
        )?;
    }
    tx.execute(
        "UPDATE newsletter_deliveries SET state = 'sending', attempts = attempts + 1, unsubscribe_token_hash = ?2
         WHERE id = ?1",
        params![delivery_id, secrets.unsubscribe_hash],
    )?;
    tx.execute("UPDATE newsletter_sends SET state = 'sending' WHERE id = ?1 AND state = 'queued'", [send_id])?;
    tx.commit()?;
    Ok(Claim::Claimed)
}

/// How many times recipient `delivery_id`'s turn was taken, this one included.
pub fn attempts(conn: &Connection, delivery_id: i64) -> AppResult<i64> {
    Ok(conn.query_row("SELECT attempts FROM newsletter_deliveries WHERE id = ?1", [delivery_id], |row| row.get(0))?)
}

/// Records that recipient `delivery_id`'s message is complete but for its last line.
pub fn mark_sent(conn: &Connection, delivery_id: i64, now: &str) -> AppResult<()> {
    conn.execute(
        "UPDATE newsletter_deliveries SET state = 'sent', sent_at = ?2, last_error = NULL WHERE id = ?1",
        params![delivery_id, now],
    )?;
    Ok(())
}

/// How a message that did not go through ends.
pub enum Outcome<'a> {
    /// Tried again at `next_attempt_at`.
    Retry {
        next_attempt_at: &'a str,
        error: &'a str,
    },
    Failed {
        error: &'a str,
    },
}

/// Records that recipient `delivery_id`'s message was not accepted (even after it was
/// marked sent: the server may refuse a message once it has read it whole).
pub fn mark_unsent(conn: &Connection, delivery_id: i64, outcome: Outcome<'_>) -> AppResult<()> {
    match outcome {
        Outcome::Retry { next_attempt_at, error } => conn.execute(
            "UPDATE newsletter_deliveries SET state = 'queued', next_attempt_at = ?2, last_error = ?3, sent_at = NULL
             WHERE id = ?1",
            params![delivery_id, next_attempt_at, error],
        )?,
        Outcome::Failed { error } => conn.execute(
            "UPDATE newsletter_deliveries SET state = 'failed', last_error = ?2, sent_at = NULL WHERE id = ?1",
            params![delivery_id, error],
        )?,
    };
    Ok(())
}

/// After a crash or a stop: recipients claimed but never finished are queued again (the
/// mail server discarded their unfinished message).
pub fn recover(conn: &Connection) -> AppResult<usize> {
    Ok(conn.execute("UPDATE newsletter_deliveries SET state = 'queued' WHERE state = 'sending'", [])?)
}

/// Marks done the running sends with nobody left to mail.
pub fn finish(conn: &Connection, now: &str) -> AppResult<usize> {
    Ok(conn.execute(
        "UPDATE newsletter_sends SET state = 'done', finished_at = ?1
         WHERE state IN ('queued', 'sending')
           AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d
                           WHERE d.send_id = newsletter_sends.id AND d.state IN ('queued', 'sending'))",
        [now],
    )?)
}
