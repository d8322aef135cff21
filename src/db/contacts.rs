//! contacts (one per e-mail, upserted) and the messages they send, with the
//! inbox state staff give each message (read, archived).

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ContactCreated {
    pub id: i64,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct MessageContact {
    pub id: i64,
    pub name: String,
    pub email: String,
}

/// A contact message as staff read it in the inbox.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct InboxMessage {
    pub id: i64,
    pub message: String,
    pub created_at: String,
    pub contact: Option<MessageContact>,
    pub read: bool,
    pub archived: bool,
}

/// Which part of the inbox to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InboxView {
    /// Messages not archived, read or not (the inbox proper).
    Current,
    /// Messages not archived and not read yet.
    Unread,
    Archived,
}

const INBOX_SELECT: &str =
    "SELECT m.id, m.message, m.created_at, c.id, COALESCE(NULLIF(m.sender, ''), c.name), c.email,
            m.read_at IS NOT NULL, m.archived_at IS NOT NULL
     FROM contact_messages m LEFT JOIN contacts c ON c.id = m.contact_id";

fn message_from(row: &Row<'_>) -> rusqlite::Result<InboxMessage> {
    let contact_id: Option<i64> = row.get(3)?;
    Ok(InboxMessage {
        id: row.get(0)?,
        message: row.get(1)?,
        created_at: row.get(2)?,
        contact: match contact_id {
            Some(id) => Some(MessageContact { id, name: row.get(4)?, email: row.get(5)? }),
            None => None,
        },
        read: row.get(6)?,
        archived: row.get(7)?,
    })
}

/// The messages of `view`, newest first, each contact under the name given with that message.
pub fn inbox(conn: &Connection, view: InboxView) -> AppResult<Vec<InboxMessage>> {
    let filter = match view {
        InboxView::Current => "m.archived_at IS NULL",
        InboxView::Unread => "m.archived_at IS NULL AND m.read_at IS NULL",
        InboxView::Archived => "m.archived_at IS NOT NULL",
    };
    let messages = conn
        .prepare_cached(&format!("{INBOX_SELECT} WHERE {filter} ORDER BY m.created_at DESC, m.id DESC"))?
        .query_map([], message_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(messages)
}

pub fn find_message(conn: &Connection, id: i64) -> AppResult<Option<InboxMessage>> {
    Ok(conn.query_row(&format!("{INBOX_SELECT} WHERE m.id = ?1"), [id], message_from).optional()?)
}

/// Marks a message read or unread and archived or not (None leaves that state);
/// None when there is no such message. The first reading time is kept.
pub fn set_state(
    conn: &Connection,
    id: i64,
    read: Option<bool>,
    archived: Option<bool>,
) -> AppResult<Option<InboxMessage>> {
    let now = super::now_text();
    let changed = conn.execute(
        "UPDATE contact_messages SET
            read_at = CASE ?2 WHEN 1 THEN COALESCE(read_at, ?4) WHEN 0 THEN NULL ELSE read_at END,
            archived_at = CASE ?3 WHEN 1 THEN COALESCE(archived_at, ?4) WHEN 0 THEN NULL ELSE archived_at END
         WHERE id = ?1",
        params![id, read, archived, now],
    )?;
    if changed == 0 {
        return Ok(None);
    }
    find_message(conn, id)
}

/// Messages waiting for staff: neither read nor archived (the inbox badge).
pub fn count_unread(conn: &Connection) -> AppResult<i64> {
    Ok(conn.query_row(
        "SELECT count(*) FROM contact_messages WHERE read_at IS NULL AND archived_at IS NULL",
        [],
        |row| row.get(0),
    )?)
}

/// Deletes one message; false when it did not exist.
pub fn delete_message(conn: &Connection, id: i64) -> AppResult<bool> {
    Ok(conn.execute("DELETE FROM contact_messages WHERE id = ?1", [id])? == 1)
}

pub fn count_messages(conn: &Connection) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM contact_messages", [], |row| row.get(0))?)
}

/// Finds or creates the contact by e-mail and stores the message with the name it
/// came with, atomically. Anyone may write under any e-mail, so a message never
/// renames the stored contact nor changes its language (`lang`, of a new contact).
pub fn record_message(
    conn: &mut Connection,
    name: &str,
    email: &str,
    message: &str,
    lang: Lang,
) -> AppResult<ContactCreated> {
    let now = super::now_text();
    let tx = super::write_transaction(conn)?;
    let contact_id: i64 = tx.query_row(
        "INSERT INTO contacts (name, email, lang, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)
         ON CONFLICT (email) DO UPDATE SET updated_at = excluded.updated_at
         RETURNING id",
        params![name, email, lang, now],
        |row| row.get(0),
    )?;
    tx.execute(
        "INSERT INTO contact_messages (contact_id, sender, message, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![contact_id, name, message, now],
    )?;
    let id = tx.last_insert_rowid();
    tx.commit()?;
    Ok(ContactCreated { id, created_at: now })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_contact_per_email_whatever_the_case() {
        let mut conn = crate::db::test_connection();
        record_message(&mut conn, "Awa", "awa@exemple.km", "Bonjour", Lang::Ar).unwrap();
        record_message(&mut conn, "Awa Said", "AWA@exemple.km", "Encore moi", Lang::Fr).unwrap();
        let (contacts, name, lang): (i64, String, Lang) = conn
            .query_row("SELECT count(*), max(name), max(lang) FROM contacts", [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .unwrap();
        assert_eq!((contacts, name.as_str(), lang), (1, "Awa", Lang::Ar), "a later message renames nothing");
        let messages: i64 = conn.query_row("SELECT count(*) FROM contact_messages", [], |r| r.get(0)).unwrap();
        assert_eq!(messages, 2);
        let inbox = inbox(&conn, InboxView::Current).unwrap();
        assert_eq!(inbox[0].message, "Encore moi");
        assert_eq!(inbox[0].contact.as_ref().unwrap().name, "Awa Said");
        assert_eq!(inbox[1].contact.as_ref().unwrap().name, "Awa");
        assert!(delete_message(&conn, inbox[0].id).unwrap());
        assert!(!delete_message(&conn, inbox[0].id).unwrap());
        assert_eq!(count_messages(&conn).unwrap(), 1);
    }

    #[test]
    fn messages_are_read_archived_and_counted() {
        let mut conn = crate::db::test_connection();
        let first = record_message(&mut conn, "Awa", "awa@exemple.km", "Bonjour", Lang::Fr).unwrap().id;
        let second = record_message(&mut conn, "Ali", "ali@exemple.km", "Salut", Lang::Fr).unwrap().id;
        assert_eq!(count_unread(&conn).unwrap(), 2);
        let read = set_state(&conn, first, Some(true), None).unwrap().unwrap();
        assert!(read.read && !read.archived);
        let read_at = || -> Option<String> {
            conn.query_row("SELECT read_at FROM contact_messages WHERE id = ?1", [first], |r| r.get(0)).unwrap()
        };
        let first_reading = read_at();
        set_state(&conn, first, Some(true), None).unwrap();
        assert_eq!(read_at(), first_reading, "reading again keeps the first time");
        let ids = |view| inbox(&conn, view).unwrap().into_iter().map(|m| m.id).collect::<Vec<_>>();
        assert_eq!(ids(InboxView::Unread), [second]);
        set_state(&conn, second, None, Some(true)).unwrap();
        assert_eq!(count_unread(&conn).unwrap(), 0, "an archived message waits for no one");
        assert_eq!(ids(InboxView::Current), [first]);
        assert_eq!(ids(InboxView::Archived), [second]);
        let unread = set_state(&conn, first, Some(false), None).unwrap().unwrap();
        assert!(!unread.read);
        assert_eq!(count_unread(&conn).unwrap(), 1);
        assert!(set_state(&conn, 999, Some(true), None).unwrap().is_none());
    }
}
