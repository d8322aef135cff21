//! newsletter_sends and newsletter_deliveries, the owner's side: start an article's send,
//! follow it, pause, resume or cancel it; and queue the confirmation mails of an import.
//! Each step is one write transaction, so a send started twice in parallel is started once.
//! The sender's side is `newsletter_queue`.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use ts_rs::TS;

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

/// Queues the mail that confirms a subscription for each of `subscribers` (pending addresses
/// an import just added), in the caller's transaction: it leaves at the sender's pace, and a
/// crash loses none. Nothing is queued for no subscriber.
pub fn queue_confirmations(conn: &Connection, subscribers: &[i64], by: i64, now: &str) -> AppResult<()> {
    if subscribers.is_empty() {
        return Ok(());
    }
    conn.execute(
        "INSERT INTO newsletter_sends (kind, total, created_by, created_at) VALUES ('confirmation', ?1, ?2, ?3)",
        params![subscribers.len() as i64, by, now],
    )?;
    let send = conn.last_insert_rowid();
    let mut queue = conn.prepare("INSERT INTO newsletter_deliveries (send_id, subscriber_id) VALUES (?1, ?2)")?;
    for subscriber in subscribers {
        queue.execute([send, *subscriber])?;
    }
    Ok(())
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

#[cfg(test)]
mod tests;
