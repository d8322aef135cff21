//! account_tokens: single-use password links (resets and invitations), kept as
//! hashes. Using one sets the password and kills every other link of the account.

use rusqlite::{Connection, OptionalExtension, params};

use crate::error::AppResult;

/// Stores a link's hash; expired links of every account are swept out on the way.
pub fn insert(conn: &Connection, user_id: i64, token_hash: &str, purpose: &str, expires_at: &str) -> AppResult<()> {
    conn.execute("DELETE FROM account_tokens WHERE expires_at <= ?1", [super::now_text()])?;
    conn.execute(
        "INSERT INTO account_tokens (user_id, token_hash, purpose, expires_at) VALUES (?1, ?2, ?3, ?4)",
        params![user_id, token_hash, purpose, expires_at],
    )?;
    Ok(())
}

/// The account a link opens: unused, unexpired at `now`, and its account active.
pub fn holder(conn: &Connection, token_hash: &str, now: &str) -> AppResult<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT t.user_id FROM account_tokens t JOIN users u ON u.id = t.user_id
             WHERE t.token_hash = ?1 AND t.expires_at > ?2 AND u.active = 1",
            params![token_hash, now],
            |row| row.get(0),
        )
        .optional()?)
}

/// Uses a link: in one transaction, takes it if it still opens an account, sets
/// that account's password, and ends its sessions and other links. None when the
/// link is unknown, used (even by a parallel request) or expired.
pub fn redeem(conn: &mut Connection, token_hash: &str, now: &str, password_hash: &str) -> AppResult<Option<i64>> {
    let tx = super::write_transaction(conn)?;
    let Some(user_id) = holder(&tx, token_hash, now)? else { return Ok(None) };
    super::users::reset_password(&tx, user_id, password_hash)?;
    tx.commit()?;
    Ok(Some(user_id))
}

pub fn delete_for_user(conn: &Connection, user_id: i64) -> AppResult<usize> {
    Ok(conn.execute("DELETE FROM account_tokens WHERE user_id = ?1", [user_id])?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::users;
    use crate::domain::role::Role;

    const LATER: &str = "2999-01-01T00:00:00Z";
    const NOW: &str = "2026-01-01T00:00:00Z";

    #[test]
    fn a_link_works_once_and_takes_the_others_with_it() {
        let mut conn = crate::db::test_connection();
        let awa = users::insert(&conn, "awa@exemple.km", "", Some("Awa"), Role::Moderator).unwrap();
        let (first, second) = ("1".repeat(64), "2".repeat(64));
        insert(&conn, awa, &first, "invitation", LATER).unwrap();
        insert(&conn, awa, &second, "reset", LATER).unwrap();
        crate::db::sessions::insert(&conn, "s", "{}", i64::MAX, Some(awa)).unwrap();
        assert_eq!(holder(&conn, &first, NOW).unwrap(), Some(awa));
        assert_eq!(redeem(&mut conn, &first, NOW, "new hash").unwrap(), Some(awa));
        assert_eq!(users::find_by_id(&conn, awa).unwrap().unwrap().password_hash, "new hash");
        assert_eq!(redeem(&mut conn, &first, NOW, "again").unwrap(), None, "used");
        assert_eq!(redeem(&mut conn, &second, NOW, "again").unwrap(), None, "killed by the first");
        assert_eq!(crate::db::sessions::load(&conn, "s", 0).unwrap(), None, "sessions ended");
        assert_eq!(redeem(&mut conn, &"0".repeat(64), NOW, "x").unwrap(), None, "unknown");
    }

    #[test]
    fn expired_links_and_inactive_accounts_open_nothing() {
        let mut conn = crate::db::test_connection();
        let awa = users::insert(&conn, "awa@exemple.km", "h", None, Role::Promoter).unwrap();
        insert(&conn, awa, &"1".repeat(64), "reset", "2025-12-31T23:59:59Z").unwrap();
        assert_eq!(redeem(&mut conn, &"1".repeat(64), NOW, "x").unwrap(), None);
        insert(&conn, awa, &"2".repeat(64), "reset", LATER).unwrap();
        let count = |conn: &Connection| -> i64 {
            conn.query_row("SELECT count(*) FROM account_tokens", [], |row| row.get(0)).unwrap()
        };
        assert_eq!(count(&conn), 1, "the expired link was swept out");
        conn.execute("UPDATE users SET active = 0 WHERE id = ?1", [awa]).unwrap();
        assert_eq!(holder(&conn, &"2".repeat(64), NOW).unwrap(), None);
        assert_eq!(delete_for_user(&conn, awa).unwrap(), 1);
    }
}
