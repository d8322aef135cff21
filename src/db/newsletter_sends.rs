//! newsletter_sends and newsletter_deliveries: the owner's side (start a send, follow it,
//! pause, resume or cancel it) and the sender's (claim a recipient, record the outcome).
//! Each step is one write transaction, so a send started twice in parallel is started once,
//! and a crash between two steps leaves rows the sender knows how to take up again.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::error::AppResult;

/// Where a send stands; `queued` and `sending` are the states the sender works on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "NewsletterSendState")]
pub enum SendState {
    Queued,
    Sending,
    Paused,
    Cancelled,
    Done,
}

impl SendState {
    fn parse(text: &str) -> SendState {
        match text {
            "queued" => SendState::Queued,
            "sending" => SendState::Sending,
            "paused" => SendState::Paused,
            "cancelled" => SendState::Cancelled,
            _ => SendState::Done,
        }
    }
}

/// One send and how far it has gone.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "NewsletterSend")]
pub struct Send {
    pub id: i64,
    pub post_id: i64,
    pub post_title: String,
    pub state: SendState,
    /// The one address of a test send; null for a send to the subscribers.
    pub test_to: Option<String>,
    /// Recipients when the send started.
    pub total: i64,
    pub sent: i64,
    pub failed: i64,
    /// Recipients who left (or were erased) before their turn.
    pub skipped: i64,
    /// Recipients still to be mailed (0 once cancelled or done).
    pub remaining: i64,
    pub created_at: String,
    pub finished_at: Option<String>,
}

const SEND_COLUMNS: &str = "s.id, s.post_id, p.title, s.state, s.test_to, s.total, s.created_at, s.finished_at";

fn send_from(conn: &Connection, row: &rusqlite::Row<'_>) -> rusqlite::Result<Send> {
    let id: i64 = row.get(0)?;
    let state: String = row.get(3)?;
    let mut send = Send {
        id,
        post_id: row.get(1)?,
        post_title: row.get(2)?,
        state: SendState::parse(&state),
        test_to: row.get(4)?,
        total: row.get(5)?,
        sent: 0,
        failed: 0,
        skipped: 0,
        remaining: 0,
        created_at: row.get(6)?,
        finished_at: row.get(7)?,
    };
    let mut counts =
        conn.prepare_cached("SELECT state, count(*) FROM newsletter_deliveries WHERE send_id = ?1 GROUP BY state")?;
    let mut rows = counts.query([id])?;
    while let Some(row) = rows.next()? {
        let (state, count): (String, i64) = (row.get(0)?, row.get(1)?);
        match state.as_str() {
            "sent" => send.sent = count,
            "failed" => send.failed = count,
            "skipped" => send.skipped = count,
            "queued" | "sending" => send.remaining += count,
            _ => {}
        }
    }
    Ok(send)
}

/// One send, with its counts.
pub fn find(conn: &Connection, id: i64) -> AppResult<Option<Send>> {
    let sql =
        format!("SELECT {SEND_COLUMNS} FROM newsletter_sends s JOIN blog_posts p ON p.id = s.post_id WHERE s.id = ?1");
    Ok(conn.query_row(&sql, [id], |row| send_from(conn, row)).optional()?)
}

/// The sends of one article, or the 50 latest of all, newest first.
pub fn list(conn: &Connection, post_id: Option<i64>) -> AppResult<Vec<Send>> {
    let sql = format!(
        "SELECT {SEND_COLUMNS} FROM newsletter_sends s JOIN blog_posts p ON p.id = s.post_id
         WHERE ?1 IS NULL OR s.post_id = ?1 ORDER BY s.id DESC LIMIT 50"
    );
    let mut statement = conn.prepare(&sql)?;
    let sends = statement.query_map([post_id], |row| send_from(conn, row))?.collect::<rusqlite::Result<_>>()?;
    Ok(sends)
}

/// What the owner asks for.
pub struct SendRequest<'a> {
    pub post_id: i64,
    /// A test to this one address, whatever the article's state.
    pub test_to: Option<&'a str>,
    /// Send an article already sent once again.
    pub again: bool,
    pub by: i64,
    pub now: &'a str,
}

/// Why a send was not started.
#[derive(Debug, PartialEq)]
pub enum Refusal {
    NoSuchPost,
    NotPublished,
    InProgress,
    /// Sent before: only `again` sends it once more.
    AlreadySent,
    NoSubscribers,
}

/// Starts a send: one delivery per confirmed subscriber (or to the test address), queued.
/// Checked and written in one transaction: two parallel requests start one send.
pub fn start(conn: &mut Connection, request: &SendRequest<'_>) -> AppResult<Result<i64, Refusal>> {
    let tx = super::write_transaction(conn)?;
    let published: Option<Option<String>> = tx
        .query_row("SELECT published_at FROM blog_posts WHERE id = ?1", [request.post_id], |row| row.get(0))
        .optional()?;
    let Some(published_at) = published else { return Ok(Err(Refusal::NoSuchPost)) };
    if let Some(address) = request.test_to {
        tx.execute(
            "INSERT INTO newsletter_sends (post_id, test_to, total, created_by, created_at) VALUES (?1, ?2, 1, ?3, ?4)",
            params![request.post_id, address, request.by, request.now],
        )?;
        let id = tx.last_insert_rowid();
        tx.execute("INSERT INTO newsletter_deliveries (send_id) VALUES (?1)", [id])?;
        tx.commit()?;
        return Ok(Ok(id));
    }
    if published_at.is_none_or(|at| at.as_str() > request.now) {
        return Ok(Err(Refusal::NotPublished));
    }
    let earlier: Option<String> = tx
        .query_row(
            "SELECT s.state FROM newsletter_sends s
             WHERE s.post_id = ?1 AND s.test_to IS NULL
               AND (s.state IN ('queued', 'sending', 'paused')
                    OR EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.send_id = s.id AND d.state = 'sent'))
             ORDER BY s.id DESC LIMIT 1",
            [request.post_id],
            |row| row.get(0),
        )
        .optional()?;
    match earlier.as_deref() {
        Some("queued" | "sending" | "paused") => return Ok(Err(Refusal::InProgress)),
        Some(_) if !request.again => return Ok(Err(Refusal::AlreadySent)),
        _ => {}
    }
    tx.execute(
        "INSERT INTO newsletter_sends (post_id, created_by, created_at) VALUES (?1, ?2, ?3)",
        params![request.post_id, request.by, request.now],
    )?;
    let id = tx.last_insert_rowid();
    let total = tx.execute(
        "INSERT INTO newsletter_deliveries (send_id, subscriber_id)
         SELECT ?1, id FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY id",
        [id],
    )?;
    if total == 0 {
        return Ok(Err(Refusal::NoSubscribers));
    }
    tx.execute("UPDATE newsletter_sends SET total = ?2 WHERE id = ?1", params![id, total as i64])?;
    tx.commit()?;
    Ok(Ok(id))
}

/// What the owner does to a send under way.
#[derive(Debug, Clone, Copy)]
pub enum Control {
    Pause,
    Resume,
    Cancel,
}

/// Pauses, resumes or cancels send `id`: None when it does not exist, false when it is
/// not in a state that allows it (a finished send cannot be paused). Cancelling drops the
/// recipients not yet mailed; the one being mailed at that moment still gets his message.
pub fn control(conn: &mut Connection, id: i64, control: Control, now: &str) -> AppResult<Option<bool>> {
    let tx = super::write_transaction(conn)?;
    let state: Option<String> =
        tx.query_row("SELECT state FROM newsletter_sends WHERE id = ?1", [id], |row| row.get(0)).optional()?;
    let Some(state) = state else { return Ok(None) };
    let changed = match (control, state.as_str()) {
        (Control::Pause, "queued" | "sending") => {
            tx.execute("UPDATE newsletter_sends SET state = 'paused' WHERE id = ?1", [id])?;
            true
        }
        (Control::Resume, "paused") => {
            tx.execute("UPDATE newsletter_sends SET state = 'sending' WHERE id = ?1", [id])?;
            true
        }
        (Control::Cancel, "queued" | "sending" | "paused") => {
            tx.execute(
                "UPDATE newsletter_sends SET state = 'cancelled', finished_at = ?2 WHERE id = ?1",
                params![id, now],
            )?;
            tx.execute(
                "UPDATE newsletter_deliveries SET state = 'cancelled' WHERE send_id = ?1 AND state = 'queued'",
                [id],
            )?;
            true
        }
        _ => false,
    };
    tx.commit()?;
    Ok(Some(changed))
}

/// A recipient whose turn has come.
#[derive(Debug, Clone, PartialEq)]
pub struct Due {
    pub delivery_id: i64,
    pub send_id: i64,
    pub post_id: i64,
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
                post_id: row.get(2)?,
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

/// Takes recipient `delivery_id`'s turn before anything is sent to him, recording the
/// hash of the unsubscribe secret his message will carry.
pub fn claim(conn: &mut Connection, delivery_id: i64, unsubscribe_hash: &str) -> AppResult<Claim> {
    let tx = super::write_transaction(conn)?;
    let found: Option<(i64, Option<String>)> = tx
        .query_row(
            "SELECT d.send_id, CASE WHEN d.subscriber_id IS NULL THEN 'confirmed' ELSE sub.status END
             FROM newsletter_deliveries d JOIN newsletter_sends s ON s.id = d.send_id
             LEFT JOIN newsletter_subscribers sub ON sub.id = d.subscriber_id
             WHERE d.id = ?1 AND d.state = 'queued' AND s.state IN ('queued', 'sending')",
            [delivery_id],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?;
    let Some((send_id, status)) = found else { return Ok(Claim::Gone) };
    let claim = if status.as_deref() == Some("confirmed") {
        tx.execute(
            "UPDATE newsletter_deliveries SET state = 'sending', attempts = attempts + 1, unsubscribe_token_hash = ?2
             WHERE id = ?1",
            params![delivery_id, unsubscribe_hash],
        )?;
        tx.execute("UPDATE newsletter_sends SET state = 'sending' WHERE id = ?1 AND state = 'queued'", [send_id])?;
        Claim::Claimed
    } else {
        tx.execute("UPDATE newsletter_deliveries SET state = 'skipped' WHERE id = ?1", [delivery_id])?;
        Claim::Skipped
    };
    tx.commit()?;
    Ok(claim)
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

#[cfg(test)]
mod tests;
