//! media_images: the library of uploaded public images, searched by file name and
//! alternative text. Where each is used is read from the content (`media_usage`).

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use ts_rs::TS;

use crate::error::AppResult;

/// Images per page of the library's grid.
pub const PAGE_SIZE: i64 = 48;

/// An image as the library lists it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct MediaImage {
    pub id: i64,
    /// What its variants' file names share (`media/images/<key>-<width>.webp`).
    pub image_key: String,
    pub file_name: String,
    pub alt_text: String,
    pub width: i64,
    pub height: i64,
    /// All its variants together, on disk.
    pub bytes: i64,
    pub created_at: String,
}

/// An image just stored, to enter in the library.
pub struct NewImage<'a> {
    pub image_key: &'a str,
    pub file_name: &'a str,
    pub width: u32,
    pub height: u32,
    pub bytes: u64,
    pub uploaded_by: Option<i64>,
}

const COLUMNS: &str = "id, image_key, file_name, alt_text, width, height, bytes, created_at";

fn media_image(row: &Row<'_>) -> rusqlite::Result<MediaImage> {
    Ok(MediaImage {
        id: row.get(0)?,
        image_key: row.get(1)?,
        file_name: row.get(2)?,
        alt_text: row.get(3)?,
        width: row.get(4)?,
        height: row.get(5)?,
        bytes: row.get(6)?,
        created_at: row.get(7)?,
    })
}

/// Enters an image; one already known by its key is left as it is. Returns its id.
pub fn record(conn: &Connection, image: &NewImage<'_>) -> AppResult<i64> {
    conn.execute(
        "INSERT INTO media_images (image_key, file_name, width, height, bytes, uploaded_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (image_key) DO NOTHING",
        params![
            image.image_key,
            image.file_name,
            image.width,
            image.height,
            image.bytes as i64,
            image.uploaded_by,
            super::now_text()
        ],
    )?;
    Ok(conn.query_row("SELECT id FROM media_images WHERE image_key = ?1", [image.image_key], |row| row.get(0))?)
}

fn pattern(search: &str) -> Option<String> {
    let search = search.trim();
    (!search.is_empty()).then(|| super::contains_pattern(search))
}

const FILTER: &str =
    "(?1 IS NULL OR unicode_lower(file_name) LIKE ?1 ESCAPE '\\' OR unicode_lower(alt_text) LIKE ?1 ESCAPE '\\')";

/// Page `page` (from 1) of the images whose name or alternative text holds `search`, newest
/// first, and how many match.
pub fn list(conn: &Connection, search: &str, page: i64) -> AppResult<(Vec<MediaImage>, i64)> {
    let pattern = pattern(search);
    let total: i64 =
        conn.query_row(&format!("SELECT count(*) FROM media_images WHERE {FILTER}"), [&pattern], |row| row.get(0))?;
    let offset = (page.max(1) - 1).saturating_mul(PAGE_SIZE);
    let mut statement = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM media_images WHERE {FILTER} ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"
    ))?;
    let images =
        statement.query_map(params![pattern, PAGE_SIZE, offset], media_image)?.collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((images, total))
}

pub fn find(conn: &Connection, id: i64) -> AppResult<Option<MediaImage>> {
    Ok(conn.query_row(&format!("SELECT {COLUMNS} FROM media_images WHERE id = ?1"), [id], media_image).optional()?)
}

/// The alternative text offered wherever the image is picked; says whether the image exists.
pub fn set_alt_text(conn: &Connection, id: i64, alt_text: &str) -> AppResult<bool> {
    Ok(conn.execute("UPDATE media_images SET alt_text = ?2 WHERE id = ?1", params![id, alt_text])? > 0)
}

/// Says whether there was an image to forget.
pub fn forget(conn: &Connection, id: i64) -> AppResult<bool> {
    Ok(conn.execute("DELETE FROM media_images WHERE id = ?1", [id])? > 0)
}

/// Every key the library knows, to enter the images stored before it existed.
pub fn known_keys(conn: &Connection) -> AppResult<std::collections::HashSet<String>> {
    let mut statement = conn.prepare("SELECT image_key FROM media_images")?;
    let keys = statement.query_map([], |row| row.get(0))?.collect::<rusqlite::Result<_>>()?;
    Ok(keys)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(key: &str, name: &str) -> NewImage<'static> {
        NewImage {
            image_key: Box::leak(key.to_string().into_boxed_str()),
            file_name: Box::leak(name.to_string().into_boxed_str()),
            width: 1600,
            height: 900,
            bytes: 1234,
            uploaded_by: None,
        }
    }

    #[test]
    fn images_are_found_by_name_or_alternative_text_and_entered_once() {
        let conn = crate::db::test_connection();
        let first = record(&conn, &image(&"a".repeat(32), "Plage de Moroni.jpg")).unwrap();
        assert_eq!(record(&conn, &image(&"a".repeat(32), "autre.jpg")).unwrap(), first);
        let second = record(&conn, &image(&"b".repeat(32), "portrait.png")).unwrap();
        assert!(set_alt_text(&conn, second, "Le fondateur à son bureau").unwrap());
        assert_eq!(list(&conn, "", 1).unwrap().1, 2);
        assert_eq!(list(&conn, "MORONI", 1).unwrap().0[0].id, first);
        assert_eq!(list(&conn, "BUREAU", 1).unwrap().0[0].id, second);
        assert_eq!(list(&conn, "à son", 1).unwrap().0[0].id, second);
        assert_eq!(list(&conn, "%", 1).unwrap().1, 0);
        assert!(forget(&conn, first).unwrap());
        assert!(!forget(&conn, first).unwrap());
        assert_eq!(known_keys(&conn).unwrap().len(), 1);
    }
}
