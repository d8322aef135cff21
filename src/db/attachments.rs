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
    Ok(conn
        .query_row("SELECT count(*) FROM dossier_attachments WHERE dossier_id = ?1", [dossier_id], |row| row.get(0))?)
}

/// Bytes of every file attached to the dossiers of `promoter_id`, whoever uploaded them.
pub fn bytes_of_promoter(conn: &Connection, promoter_id: i64) -> AppResult<i64> {
    Ok(conn.query_row(
        "SELECT coalesce(sum(a.size_bytes), 0) FROM dossier_attachments a JOIN dossiers d ON d.id = a.dossier_id
         WHERE d.promoter_id = ?1",
        [promoter_id],
        |row| row.get(0),
    )?)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::role::Role;

    fn attach(
        conn: &Connection,
        dossier_id: i64,
        by: i64,
        name: &str,
        content_type: &str,
        size_bytes: i64,
    ) -> Attachment {
        let stored = uuid::Uuid::new_v4().simple().to_string();
        let new = NewAttachment {
            dossier_id,
            uploaded_by: by,
            original_name: name,
            stored_name: &stored,
            content_type,
            size_bytes,
        };
        insert(conn, &new).unwrap()
    }

    #[test]
    fn bytes_add_up_per_promoter_and_names_are_shown_safely() {
        let conn = crate::db::test_connection();
        let promoter = crate::db::users::insert(&conn, "p@exemple.km", "h", Some("Awa"), Role::Promoter).unwrap();
        let other = crate::db::users::insert(&conn, "q@exemple.km", "h", Some("Said"), Role::Promoter).unwrap();
        let staff = crate::db::users::insert(&conn, "m@exemple.km", "h", Some("Modo"), Role::Moderator).unwrap();
        let first = crate::db::dossiers::create(&conn, promoter, "Un", "Description").unwrap();
        let second = crate::db::dossiers::create(&conn, promoter, "Deux", "Description").unwrap();
        let theirs = crate::db::dossiers::create(&conn, other, "Autre", "Description").unwrap();
        assert_eq!(bytes_of_promoter(&conn, promoter).unwrap(), 0);
        attach(&conn, first, promoter, "plan.pdf", "application/pdf", 1000);
        attach(&conn, second, staff, "avis.pdf", "application/pdf", 500);
        attach(&conn, theirs, other, "x.pdf", "application/pdf", 7);
        assert_eq!(bytes_of_promoter(&conn, promoter).unwrap(), 1500);
        assert_eq!(count(&conn, first).unwrap(), 1);

        let legacy = attach(&conn, first, promoter, "facture\u{202E}fdp.bat", "application/pdf", 10);
        assert_eq!(legacy.original_name, "facturefdp.pdf");
        let unknown = attach(&conn, first, promoter, "notes\u{200B}.txt", "text/plain", 10);
        assert_eq!(unknown.original_name, "notes.txt");
    }
}
