//! The conversation of a dossier: messages and the status history shown with them.

use rusqlite::{Connection, params};
use serde::Serialize;
use ts_rs::TS;

use super::dossiers::RecentRows;
use crate::domain::dossier_status::DossierStatus;
use crate::domain::role::Role;
use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Sender {
    pub id: i64,
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
    pub role: Role,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DossierMessage {
    pub id: i64,
    pub message: String,
    pub created_at: String,
    /// Null when the account was deleted.
    pub sender: Option<Sender>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct StatusChange {
    pub id: i64,
    pub from_status: DossierStatus,
    pub to_status: DossierStatus,
    pub created_at: String,
    pub changed_by: Option<Sender>,
}

fn sender(
    id: Option<i64>,
    full_name: Option<String>,
    avatar_url: Option<String>,
    role: Option<Role>,
) -> Option<Sender> {
    Some(Sender { id: id?, full_name, avatar_url, role: role? })
}

pub fn add(conn: &Connection, dossier_id: i64, sender_id: i64, message: &str) -> AppResult<DossierMessage> {
    conn.execute(
        "INSERT INTO dossier_messages (dossier_id, sender_id, message, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![dossier_id, sender_id, message, super::now_text()],
    )?;
    let id = conn.last_insert_rowid();
    Ok(select(conn, dossier_id, Some(id))?.pop().expect("the message just written"))
}

/// The messages `sender_id` wrote after `since` (a stored time text), in any dossier.
pub fn sent_since(conn: &Connection, sender_id: i64, since: &str) -> AppResult<RecentRows> {
    Ok(conn.query_row(
        "SELECT count(*), unixepoch(min(created_at)) FROM dossier_messages WHERE sender_id = ?1 AND created_at > ?2",
        params![sender_id, since],
        |row| Ok(RecentRows { count: row.get(0)?, oldest: row.get(1)? }),
    )?)
}

/// Messages oldest first, with their senders.
pub fn list(conn: &Connection, dossier_id: i64) -> AppResult<Vec<DossierMessage>> {
    select(conn, dossier_id, None)
}

fn select(conn: &Connection, dossier_id: i64, only: Option<i64>) -> AppResult<Vec<DossierMessage>> {
    let messages = conn
        .prepare_cached(
            "SELECT m.id, m.message, m.created_at, u.id, u.full_name, u.avatar_url, u.role
             FROM dossier_messages m LEFT JOIN users u ON u.id = m.sender_id
             WHERE m.dossier_id = ?1 AND (?2 IS NULL OR m.id = ?2) ORDER BY m.id",
        )?
        .query_map(params![dossier_id, only], |row| {
            Ok(DossierMessage {
                id: row.get(0)?,
                message: row.get(1)?,
                created_at: row.get(2)?,
                sender: sender(row.get(3)?, row.get(4)?, row.get(5)?, row.get(6)?),
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(messages)
}

/// Status changes oldest first, with who made them.
pub fn history(conn: &Connection, dossier_id: i64) -> AppResult<Vec<StatusChange>> {
    let changes = conn
        .prepare_cached(
            "SELECT h.id, h.from_status, h.to_status, h.created_at, u.id, u.full_name, u.avatar_url, u.role
             FROM dossier_status_history h LEFT JOIN users u ON u.id = h.changed_by
             WHERE h.dossier_id = ?1 ORDER BY h.id",
        )?
        .query_map([dossier_id], |row| {
            Ok(StatusChange {
                id: row.get(0)?,
                from_status: row.get(1)?,
                to_status: row.get(2)?,
                created_at: row.get(3)?,
                changed_by: sender(row.get(4)?, row.get(5)?, row.get(6)?, row.get(7)?),
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(changes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_messages_are_counted_per_sender_across_dossiers() {
        let conn = crate::db::test_connection();
        let promoter = crate::db::users::insert(&conn, "p@exemple.km", "h", Some("Awa"), Role::Promoter).unwrap();
        let staff = crate::db::users::insert(&conn, "m@exemple.km", "h", Some("Modo"), Role::Moderator).unwrap();
        let first = crate::db::dossiers::create(&conn, promoter, "Un", "Description").unwrap();
        let second = crate::db::dossiers::create(&conn, promoter, "Deux", "Description").unwrap();
        add(&conn, first, promoter, "Ancien").unwrap();
        conn.execute("UPDATE dossier_messages SET created_at = '2020-01-01T00:00:00Z'", []).unwrap();
        add(&conn, first, promoter, "Bonjour").unwrap();
        add(&conn, second, promoter, "Encore").unwrap();
        add(&conn, first, staff, "Bien reçu").unwrap();
        assert_eq!(sent_since(&conn, promoter, "2024-01-01T00:00:00Z").unwrap().count, 2);
        assert_eq!(sent_since(&conn, staff, "2024-01-01T00:00:00Z").unwrap().count, 1);
        assert_eq!(list(&conn, first).unwrap().len(), 3);
    }
}
