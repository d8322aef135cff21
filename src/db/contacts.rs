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

/// Upserts the contact by e-mail (keeping the latest name) and stores the message, atomically.
pub fn record_message(conn: &mut Connection, name: &str, email: &str, message: &str) -> AppResult<ContactCreated> {
    let now = super::now_text();
    let tx = conn.transaction()?;
    let contact_id: i64 = tx.query_row(
        "INSERT INTO contacts (name, email, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)
         ON CONFLICT (email) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at
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
        let (contacts, name): (i64, String) = conn
            .query_row("SELECT count(*), max(name) FROM contacts", [], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap();
        assert_eq!((contacts, name.as_str()), (1, "Awa Said"));
        let messages: i64 = conn.query_row("SELECT count(*) FROM contact_messages", [], |r| r.get(0)).unwrap();
        assert_eq!(messages, 2);
    }
}
