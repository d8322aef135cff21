//! sessions: the login sessions' rows (id, serialised data, expiry as a Unix time,
//! and the signed-in account so that all of its sessions can be ended at once).

use rusqlite::{Connection, ErrorCode, OptionalExtension, params};

use crate::error::AppResult;

/// Inserts a new session; false when the id is already taken.
pub fn insert(conn: &Connection, id: &str, data: &str, expiry: i64, user_id: Option<i64>) -> AppResult<bool> {
    match conn.execute(
        "INSERT INTO sessions (id, data, expiry_date, user_id) VALUES (?1, ?2, ?3, ?4)",
        params![id, data, expiry, user_id],
    ) {
        Ok(_) => Ok(true),
        Err(rusqlite::Error::SqliteFailure(err, _)) if err.code == ErrorCode::ConstraintViolation => Ok(false),
        Err(err) => Err(err.into()),
    }
}

/// Rewrites an existing session. A session deleted meanwhile (logout elsewhere,
/// password reset, deactivation) stays deleted: a request still in flight cannot
/// bring it back.
/// A session whose data did not change is written again only once its stored expiry lags
/// `EXPIRY_SLACK_SECONDS` behind the new one.
pub fn update(conn: &Connection, id: &str, data: &str, expiry: i64, user_id: Option<i64>) -> AppResult<()> {
    let stored_as_is = conn
        .query_row(
            "SELECT data IS ?2 AND user_id IS ?4 AND expiry_date >= ?3 - ?5 FROM sessions WHERE id = ?1",
            params![id, data, expiry, user_id, EXPIRY_SLACK_SECONDS],
            |row| row.get::<_, bool>(0),
        )
        .optional()?;
    // Gone (nothing to bring back) or as good as stored: no write.
    if stored_as_is.unwrap_or(true) {
        return Ok(());
    }
    conn.execute(
        "UPDATE sessions SET data = ?2, expiry_date = ?3, user_id = ?4 WHERE id = ?1",
        params![id, data, expiry, user_id],
    )?;
    Ok(())
}

/// Every request of a signed-in browser (its pages, scripts, pictures and API calls) moves its
/// session's expiry forward; writing each move made every one of them a write to the database.
/// A session idle for its whole lifetime now ends at most this much before it.
const EXPIRY_SLACK_SECONDS: i64 = 60 * 60;

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

/// Ends every session of an account; returns how many there were.
pub fn delete_for_user(conn: &Connection, user_id: i64) -> AppResult<usize> {
    Ok(conn.execute("DELETE FROM sessions WHERE user_id = ?1", [user_id])?)
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
        assert!(insert(&conn, "a", "{}", 100, None).unwrap());
        assert!(!insert(&conn, "a", "{}", 100, None).unwrap());
        assert_eq!(load(&conn, "a", 99).unwrap(), Some(("{}".to_string(), 100)));
        assert_eq!(load(&conn, "a", 100).unwrap(), None);
        update(&conn, "a", "{\"k\":1}", 200, None).unwrap();
        assert_eq!(load(&conn, "a", 150).unwrap().unwrap().0, "{\"k\":1}");
        assert_eq!(delete_expired(&conn, 300).unwrap(), 1);
    }

    #[test]
    fn an_account_loses_all_its_sessions_and_a_deleted_one_stays_deleted() {
        let conn = crate::db::test_connection();
        insert(&conn, "anonymous", "{}", 100, None).unwrap();
        insert(&conn, "phone", "{}", 100, None).unwrap();
        update(&conn, "phone", "{}", 100, Some(7)).unwrap();
        insert(&conn, "laptop", "{}", 100, Some(7)).unwrap();
        insert(&conn, "other", "{}", 100, Some(8)).unwrap();
        assert_eq!(delete_for_user(&conn, 7).unwrap(), 2);
        update(&conn, "laptop", "{}", 100, Some(7)).unwrap();
        assert_eq!(load(&conn, "laptop", 0).unwrap(), None, "a late save does not resurrect it");
        assert!(load(&conn, "anonymous", 0).unwrap().is_some());
        assert!(load(&conn, "other", 0).unwrap().is_some());
    }

    #[test]
    fn an_unchanged_session_is_written_again_only_once_its_expiry_lags_an_hour() {
        let conn = crate::db::test_connection();
        let start = 1_000_000;
        insert(&conn, "s", "{}", start, Some(7)).unwrap();
        update(&conn, "s", "{}", start + EXPIRY_SLACK_SECONDS, Some(7)).unwrap();
        assert_eq!(load(&conn, "s", 0).unwrap(), Some(("{}".to_string(), start)), "within the slack: not written");
        update(&conn, "s", "{}", start + EXPIRY_SLACK_SECONDS + 1, Some(7)).unwrap();
        assert_eq!(load(&conn, "s", 0).unwrap().unwrap().1, start + EXPIRY_SLACK_SECONDS + 1);
        update(&conn, "s", "{\"k\":1}", start, Some(7)).unwrap();
        assert_eq!(load(&conn, "s", 0).unwrap().unwrap().0, "{\"k\":1}", "changed data is always written");
        update(&conn, "s", "{\"k\":1}", start, None).unwrap();
        assert_eq!(
            conn.query_row("SELECT user_id FROM sessions", [], |row| row.get::<_, Option<i64>>(0)).unwrap(),
            None
        );
    }
}
