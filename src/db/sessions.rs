//! sessions: the login sessions' rows (id, serialised data, expiry as a Unix time).

use rusqlite::{Connection, ErrorCode, OptionalExtension, params};

use crate::error::AppResult;

/// Inserts a new session; false when the id is already taken.
pub fn insert(conn: &Connection, id: &str, data: &str, expiry: i64) -> AppResult<bool> {
    match conn.execute("INSERT INTO sessions (id, data, expiry_date) VALUES (?1, ?2, ?3)", params![id, data, expiry]) {
        Ok(_) => Ok(true),
        Err(rusqlite::Error::SqliteFailure(err, _)) if err.code == ErrorCode::ConstraintViolation => Ok(false),
        Err(err) => Err(err.into()),
    }
}

pub fn upsert(conn: &Connection, id: &str, data: &str, expiry: i64) -> AppResult<()> {
    conn.execute(
        "INSERT INTO sessions (id, data, expiry_date) VALUES (?1, ?2, ?3)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, expiry_date = excluded.expiry_date",
        params![id, data, expiry],
    )?;
    Ok(())
}

/// The data and expiry of a session that has not expired at `now`.
pub fn load(conn: &Connection, id: &str, now: i64) -> AppResult<Option<(String, i64)>> {
    Ok(conn
        .query_row(
            "SELECT CAST(data AS TEXT), expiry_date FROM sessions WHERE id = ?1 AND expiry_date > ?2",
            params![id, now],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?)
}

pub fn delete(conn: &Connection, id: &str) -> AppResult<()> {
    conn.execute("DELETE FROM sessions WHERE id = ?1", [id])?;
    Ok(())
}

pub fn delete_expired(conn: &Connection, now: i64) -> AppResult<usize> {
    Ok(conn.execute("DELETE FROM sessions WHERE expiry_date <= ?1", [now])?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sessions_expire_and_ids_do_not_collide() {
        let conn = crate::db::test_connection();
        assert!(insert(&conn, "a", "{}", 100).unwrap());
        assert!(!insert(&conn, "a", "{}", 100).unwrap());
        assert_eq!(load(&conn, "a", 99).unwrap(), Some(("{}".to_string(), 100)));
        assert_eq!(load(&conn, "a", 100).unwrap(), None);
        upsert(&conn, "a", "{\"k\":1}", 200).unwrap();
        assert_eq!(load(&conn, "a", 150).unwrap().unwrap().0, "{\"k\":1}");
        assert_eq!(delete_expired(&conn, 300).unwrap(), 1);
    }
}
