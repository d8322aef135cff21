//! The conversation of a dossier: messages and the status history shown with them.

use rusqlite::{Connection, params};
use serde::Serialize;
use ts_rs::TS;

use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Sender {
    pub id: i64,
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
    pub role: String,
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
    pub from_status: String,
    pub to_status: String,
    pub created_at: String,
    pub changed_by: Option<Sender>,
}

fn sender(id: Option<i64>, full_name: Option<String>, avatar_url: Option<String>, role: Option<String>) -> Option<Sender> {
    Some(Sender { id: id?, full_name, avatar_url, role: role.unwrap_or_default() })
}

pub fn add(conn: &Connection, dossier_id: i64, sender_id: i64, message: &str) -> AppResult<DossierMessage> {
    conn.execute(
        "INSERT INTO dossier_messages (dossier_id, sender_id, message, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![dossier_id, sender_id, message, super::now_text()],
    )?;
    let id = conn.last_insert_rowid();
    Ok(select(conn, dossier_id, Some(id))?.pop().expect("the message just written"))
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
