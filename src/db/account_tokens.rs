//! account_tokens: single-use links mailed to an account (password resets,
//! invitations, address confirmations), kept as hashes. Using a password link sets
//! the password and kills every other link of the account; every used link also
//! proves the address, which then counts as confirmed.

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

/// The account a password link (reset or invitation) opens: unused, unexpired at
/// `now`, and its account active. A confirmation link never sets a password.
pub fn holder(conn: &Connection, token_hash: &str, now: &str) -> AppResult<Option<i64>> {
    holder_for(conn, token_hash, now, &["reset", "invitation"])
}

fn holder_for(conn: &Connection, token_hash: &str, now: &str, purposes: &[&str; 2]) -> AppResult<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT t.user_id FROM account_tokens t JOIN users u ON u.id = t.user_id
             WHERE t.token_hash = ?1 AND t.expires_at > ?2 AND u.active = 1 AND t.purpose IN (?3, ?4)",
            params![token_hash, now, purposes[0], purposes[1]],
            |row| row.get(0),
        )
        .optional()?)
}

/// Uses an address-confirmation link: marks its account's address confirmed and
/// kills the account's other confirmation links. None when the link is unknown,
/// used, expired, of another purpose, or its account deactivated.
pub fn confirm_email(conn: &mut Connection, token_hash: &str, now: &str) -> AppResult<Option<i64>> {
    let tx = super::write_transaction(conn)?;
    let confirmation = ["email_confirmation", "email_confirmation"];
    let Some(user_id) = holder_for(&tx, token_hash, now, &confirmation)? else { return Ok(None) };
    super::users::confirm_email(&tx, user_id)?;
    tx.execute("DELETE FROM account_tokens WHERE user_id = ?1 AND purpose = 'email_confirmation'", [user_id])?;
    tx.commit()?;
    Ok(Some(user_id))
}

/// Uses a password link: in one transaction, takes it if it still opens an account,
/// sets that account's password, and ends its sessions and other links. None when
/// the link is unknown, used (even by a parallel request) or expired.
pub fn redeem(conn: &mut Connection, token_hash: &str, now: &str, password_hash: &str) -> AppResult<Option<i64>> {
    let tx = super::write_transaction(conn)?;
    let Some(user_id) = holder(&tx, token_hash, now)? else { return Ok(None) };
    super::users::reset_password(&tx, user_id, password_hash)?;
    super::users::confirm_email(&tx, user_id)?;
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

    #[test]
    fn a_confirmation_link_confirms_once_and_never_sets_a_password() {
        let mut conn = crate::db::test_connection();
        let awa = users::insert(&conn, "awa@exemple.km", "h", None, Role::Promoter).unwrap();
        conn.execute("UPDATE users SET email_confirmed = 0 WHERE id = ?1", [awa]).unwrap();
        let (first, second) = ("1".repeat(64), "2".repeat(64));
        insert(&conn, awa, &first, "email_confirmation", LATER).unwrap();
        insert(&conn, awa, &second, "email_confirmation", LATER).unwrap();
        assert_eq!(holder(&conn, &first, NOW).unwrap(), None, "not a password link");
        assert_eq!(redeem(&mut conn, &first, NOW, "x").unwrap(), None);
        assert!(!users::find_by_id(&conn, awa).unwrap().unwrap().email_confirmed);
        assert_eq!(confirm_email(&mut conn, &first, NOW).unwrap(), Some(awa));
        assert!(users::find_by_id(&conn, awa).unwrap().unwrap().email_confirmed);
        assert_eq!(confirm_email(&mut conn, &first, NOW).unwrap(), None, "used");
        assert_eq!(confirm_email(&mut conn, &second, NOW).unwrap(), None, "killed by the first");
        insert(&conn, awa, &"3".repeat(64), "reset", LATER).unwrap();
        assert_eq!(confirm_email(&mut conn, &"3".repeat(64), NOW).unwrap(), None, "a reset link confirms nothing here");
    }

    #[test]
    fn a_password_link_also_proves_the_address() {
        let mut conn = crate::db::test_connection();
        let awa = users::insert(&conn, "awa@exemple.km", "h", None, Role::Promoter).unwrap();
        conn.execute("UPDATE users SET email_confirmed = 0 WHERE id = ?1", [awa]).unwrap();
        insert(&conn, awa, &"1".repeat(64), "reset", LATER).unwrap();
        redeem(&mut conn, &"1".repeat(64), NOW, "new hash").unwrap();
        assert!(users::find_by_id(&conn, awa).unwrap().unwrap().email_confirmed);
    }
}
