//! contacts (one per e-mail, upserted) and the messages they send.

use rusqlite::{Connection, params};
use serde::Serialize;
use ts_rs::TS;

use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
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
}

/// Every message, newest first, with its contact under the name given with that message.
pub fn inbox(conn: &Connection) -> AppResult<Vec<InboxMessage>> {
    let messages = conn
        .prepare_cached(
            "SELECT m.id, m.message, m.created_at, c.id, COALESCE(NULLIF(m.sender, ''), c.name), c.email
             FROM contact_messages m LEFT JOIN contacts c ON c.id = m.contact_id
             ORDER BY m.created_at DESC, m.id DESC",
        )?
        .query_map([], |row| {
            let contact_id: Option<i64> = row.get(3)?;
            Ok(InboxMessage {
                id: row.get(0)?,
                message: row.get(1)?,
                created_at: row.get(2)?,
                contact: match contact_id {
                    Some(id) => Some(MessageContact { id, name: row.get(4)?, email: row.get(5)? }),
                    None => None,
                },
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(messages)
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
/// renames the stored contact.
pub fn record_message(conn: &mut Connection, name: &str, email: &str, message: &str) -> AppResult<ContactCreated> {
    let now = super::now_text();
    let tx = super::write_transaction(conn)?;
    let contact_id: i64 = tx.query_row(
        "INSERT INTO contacts (name, email, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)
         ON CONFLICT (email) DO UPDATE SET updated_at = excluded.updated_at
         RETURNING id",
        params![name, email, now],
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
        record_message(&mut conn, "Awa", "awa@exemple.km", "Bonjour").unwrap();
        record_message(&mut conn, "Awa Said", "AWA@exemple.km", "Encore moi").unwrap();
        let (contacts, name): (i64, String) =
            conn.query_row("SELECT count(*), max(name) FROM contacts", [], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
        assert_eq!((contacts, name.as_str()), (1, "Awa"), "a later message does not rename the contact");
        let messages: i64 = conn.query_row("SELECT count(*) FROM contact_messages", [], |r| r.get(0)).unwrap();
        assert_eq!(messages, 2);
        let inbox = inbox(&conn).unwrap();
        assert_eq!(inbox[0].message, "Encore moi");
        assert_eq!(inbox[0].contact.as_ref().unwrap().name, "Awa Said");
        assert_eq!(inbox[1].contact.as_ref().unwrap().name, "Awa");
        assert!(delete_message(&conn, inbox[0].id).unwrap());
        assert!(!delete_message(&conn, inbox[0].id).unwrap());
        assert_eq!(count_messages(&conn).unwrap(), 1);
    }
}
