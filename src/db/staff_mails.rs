//! staff_mails: the e-mail budget of each staff recipient and the digest lines
//! waiting past it. Kept in the database so that the count holds across parallel
//! requests (one write transaction per event) and waiting lines survive a restart.

use rusqlite::{Connection, params};

use crate::domain::lang::Lang;
use crate::error::AppResult;

/// What a staff notification is about; `subject_id` is a dossier or a contact message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaffEvent {
    NewDossier,
    PromoterMessage,
    ContactMessage,
}

impl StaffEvent {
    fn as_str(self) -> &'static str {
        match self {
            StaffEvent::NewDossier => "new_dossier",
            StaffEvent::PromoterMessage => "promoter_message",
            StaffEvent::ContactMessage => "contact_message",
        }
    }

    fn parse(kind: &str) -> Self {
        match kind {
            "new_dossier" => StaffEvent::NewDossier,
            "promoter_message" => StaffEvent::PromoterMessage,
            _ => StaffEvent::ContactMessage,
        }
    }
}

/// A staff member to mail, in his language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub user_id: i64,
    pub email: String,
    pub lang: Lang,
}

/// Records `event` for every notified staff member (see `users::notified_staff`):
/// those with fewer than `budget` single mails since `window_start` get it now and
/// are returned; the others keep it for their digest, due when the oldest single
/// mail of their window leaves it (`window_secs` later).
pub fn record(
    conn: &mut Connection,
    event: StaffEvent,
    subject_id: i64,
    now: &str,
    window_start: &str,
    window_secs: i64,
    budget: i64,
) -> AppResult<Vec<Recipient>> {
    let tx = super::write_transaction(conn)?;
    let mut now_recipients = Vec::new();
    for recipient in super::users::notified_staff(&tx)? {
        let user_id = recipient.user_id;
        let (singles, oldest): (i64, Option<String>) = tx.query_row(
            "SELECT count(*), min(created_at) FROM staff_mails
             WHERE user_id = ?1 AND digest_due_at IS NULL AND created_at > ?2",
            params![user_id, window_start],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )?;
        let due = if singles < budget {
            now_recipients.push(recipient);
            None
        } else {
            let oldest = oldest.unwrap_or_else(|| now.to_string());
            Some(tx.query_row(
                "SELECT strftime('%Y-%m-%dT%H:%M:%SZ', ?1, ?2)",
                params![oldest, format!("+{window_secs} seconds")],
                |row| row.get::<_, String>(0),
            )?)
        };
        tx.execute(
            "INSERT INTO staff_mails (user_id, kind, subject_id, created_at, digest_due_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![user_id, event.as_str(), subject_id, now, due],
        )?;
    }
    tx.commit()?;
    Ok(now_recipients)
}

/// One line of a digest: an event and, for dossier events, the dossier's title.
#[derive(Debug, Clone)]
pub struct DigestLine {
    pub id: i64,
    pub event: StaffEvent,
    pub subject_id: i64,
    pub dossier_title: Option<String>,
}

/// Everything waiting for one recipient whose digest is due.
#[derive(Debug, Clone)]
pub struct Digest {
    pub recipient: Recipient,
    pub lines: Vec<DigestLine>,
}

/// The digests due at `now`, each with all its recipient's waiting lines (oldest
/// first). Lines of someone no longer notified (deactivated, no longer staff) are dropped.
pub fn due_digests(conn: &Connection, now: &str) -> AppResult<Vec<Digest>> {
    conn.execute(
        "DELETE FROM staff_mails WHERE digest_due_at IS NOT NULL AND user_id NOT IN
         (SELECT id FROM users WHERE role IN ('super_admin', 'moderator') AND active = 1 AND password_hash <> '')",
        [],
    )?;
    let recipients = conn
        .prepare(
            "SELECT DISTINCT s.user_id, u.email, u.lang FROM staff_mails s JOIN users u ON u.id = s.user_id
             WHERE s.digest_due_at IS NOT NULL AND s.digest_due_at <= ?1 ORDER BY s.user_id",
        )?
        .query_map([now], |row| Ok(Recipient { user_id: row.get(0)?, email: row.get(1)?, lang: row.get(2)? }))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut lines = conn.prepare(
        "SELECT s.id, s.kind, s.subject_id, d.title FROM staff_mails s
         LEFT JOIN dossiers d ON d.id = s.subject_id AND s.kind <> 'contact_message'
         WHERE s.user_id = ?1 AND s.digest_due_at IS NOT NULL ORDER BY s.id",
    )?;
    let mut digests = Vec::with_capacity(recipients.len());
    for recipient in recipients {
        let lines = lines
            .query_map([recipient.user_id], |row| {
                Ok(DigestLine {
                    id: row.get(0)?,
                    event: StaffEvent::parse(&row.get::<_, String>(1)?),
                    subject_id: row.get(2)?,
                    dossier_title: row.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        digests.push(Digest { recipient, lines });
    }
    Ok(digests)
}

/// Removes the lines a sent digest carried (up to `last_id`); lines added meanwhile wait on.
pub fn digest_sent(conn: &Connection, user_id: i64, last_id: i64) -> AppResult<()> {
    conn.execute(
        "DELETE FROM staff_mails WHERE user_id = ?1 AND digest_due_at IS NOT NULL AND id <= ?2",
        params![user_id, last_id],
    )?;
    Ok(())
}

/// Puts a digest that could not be sent off until `retry_at`.
pub fn postpone_digest(conn: &Connection, user_id: i64, retry_at: &str) -> AppResult<()> {
    conn.execute(
        "UPDATE staff_mails SET digest_due_at = ?2 WHERE user_id = ?1 AND digest_due_at IS NOT NULL",
        params![user_id, retry_at],
    )?;
    Ok(())
}

/// Forgets single mails older than the window: they no longer count.
pub fn forget_before(conn: &Connection, window_start: &str) -> AppResult<()> {
    conn.execute("DELETE FROM staff_mails WHERE digest_due_at IS NULL AND created_at <= ?1", [window_start])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::users;
    use crate::domain::role::Role;

    const START: &str = "2026-01-01T09:00:00Z";

    fn record_at(conn: &mut Connection, now: &str, subject: i64) -> Vec<Recipient> {
        record(conn, StaffEvent::ContactMessage, subject, now, START, 3600, 2).unwrap()
    }

    #[test]
    fn past_the_budget_events_wait_for_a_digest_due_when_the_window_frees() {
        let mut conn = crate::db::test_connection();
        let modo = users::insert(&conn, "modo@exemple.km", "h", None, Role::Moderator).unwrap();
        users::insert(&conn, "invite@exemple.km", "", None, Role::Moderator).unwrap();
        users::insert(&conn, "awa@exemple.km", "h", None, Role::Promoter).unwrap();
        assert_eq!(record_at(&mut conn, "2026-01-01T10:00:00Z", 1).len(), 1, "only the staff member who accepted");
        assert_eq!(record_at(&mut conn, "2026-01-01T10:05:00Z", 2).len(), 1);
        assert!(record_at(&mut conn, "2026-01-01T10:06:00Z", 3).is_empty(), "the budget of 2 is spent");
        assert!(record_at(&mut conn, "2026-01-01T10:07:00Z", 4).is_empty());
        assert!(due_digests(&conn, "2026-01-01T10:59:59Z").unwrap().is_empty());
        let due = due_digests(&conn, "2026-01-01T11:00:00Z").unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].recipient.user_id, modo);
        assert_eq!(due[0].lines.iter().map(|line| line.subject_id).collect::<Vec<_>>(), [3, 4]);
        digest_sent(&conn, modo, due[0].lines[1].id).unwrap();
        assert!(due_digests(&conn, "2026-01-01T12:00:00Z").unwrap().is_empty());
    }

    #[test]
    fn a_recipient_deactivated_meanwhile_gets_no_digest() {
        let mut conn = crate::db::test_connection();
        let modo = users::insert(&conn, "modo@exemple.km", "h", None, Role::Moderator).unwrap();
        for subject in 0..3 {
            record_at(&mut conn, "2026-01-01T10:00:00Z", subject);
        }
        conn.execute("UPDATE users SET active = 0 WHERE id = ?1", [modo]).unwrap();
        assert!(due_digests(&conn, "2026-01-02T00:00:00Z").unwrap().is_empty());
        let waiting: i64 = conn
            .query_row("SELECT count(*) FROM staff_mails WHERE digest_due_at IS NOT NULL", [], |row| row.get(0))
            .unwrap();
        assert_eq!(waiting, 0);
    }
}
