//! dossier_attachments: files attached to a dossier, stored under random names.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::file_kind::{FileKind, clean_file_name, display_name};
use crate::error::AppResult;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Attachment {
    pub id: i64,
    pub original_name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub created_at: String,
    pub uploaded_by: Option<i64>,
    #[serde(skip)]
    #[ts(skip)]
    pub stored_name: String,
}

const COLUMNS: &str = "id, original_name, content_type, size_bytes, created_at, uploaded_by, stored_name";

/// Names are cleaned again on the way out, so rows written before the current rules
/// are shown (and downloaded) under the same safe name as new ones.
fn shown_name(stored: &str, content_type: &str) -> String {
    match FileKind::from_content_type(content_type) {
        Some(kind) => display_name(stored, kind),
        None => clean_file_name(stored),
    }
}

fn attachment_from(row: &Row<'_>) -> rusqlite::Result<Attachment> {
    let content_type: String = row.get(2)?;
    Ok(Attachment {
        id: row.get(0)?,
        original_name: shown_name(&row.get::<_, String>(1)?, &content_type),
        content_type,
        size_bytes: row.get(3)?,
        created_at: row.get(4)?,
        uploaded_by: row.get(5)?,
        stored_name: row.get(6)?,
    })
}

pub fn list(conn: &Connection, dossier_id: i64) -> AppResult<Vec<Attachment>> {
    let attachments = conn
        .prepare_cached(&format!("SELECT {COLUMNS} FROM dossier_attachments WHERE dossier_id = ?1 ORDER BY id"))?
        .query_map([dossier_id], attachment_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(attachments)
}

pub fn count(conn: &Connection, dossier_id: i64) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM dossier_attachments WHERE dossier_id = ?1", [dossier_id], |row| row.get(0))?)
}

pub fn find(conn: &Connection, dossier_id: i64, id: i64) -> AppResult<Option<Attachment>> {
    Ok(conn
        .query_row(
            &format!("SELECT {COLUMNS} FROM dossier_attachments WHERE dossier_id = ?1 AND id = ?2"),
            params![dossier_id, id],
            attachment_from,
        )
        .optional()?)
}

pub struct NewAttachment<'a> {
    pub dossier_id: i64,
    pub uploaded_by: i64,
    pub original_name: &'a str,
    pub stored_name: &'a str,
    pub content_type: &'a str,
    pub size_bytes: i64,
}

pub fn insert(conn: &Connection, new: &NewAttachment<'_>) -> AppResult<Attachment> {
    conn.execute(
        "INSERT INTO dossier_attachments (dossier_id, uploaded_by, original_name, stored_name, content_type, size_bytes, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![new.dossier_id, new.uploaded_by, new.original_name, new.stored_name, new.content_type, new.size_bytes, super::now_text()],
    )?;
    Ok(find(conn, new.dossier_id, conn.last_insert_rowid())?.expect("the attachment just written"))
}
