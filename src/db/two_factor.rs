//! staff_two_factor, staff_recovery_codes and staff_security: each staff account's TOTP
//! secret and recovery codes, and whether the site requires them of every staff account.
//! Accepting a code and using a recovery code are single statements, so two requests
//! racing with the same code cannot both succeed.

use rusqlite::{Connection, OptionalExtension, params};

use crate::answer_lang::error_text;
use crate::error::{AppError, AppResult};

/// An account's two-factor row: a secret waiting for its first code, or enabled.
pub struct TwoFactor {
    pub secret: Vec<u8>,
    pub enabled_at: Option<String>,
}

impl TwoFactor {
    pub fn enabled(&self) -> bool {
        self.enabled_at.is_some()
    }
}

pub fn find(conn: &Connection, user_id: i64) -> AppResult<Option<TwoFactor>> {
    Ok(conn
        .query_row("SELECT secret, enabled_at FROM staff_two_factor WHERE user_id = ?1", [user_id], |row| {
            Ok(TwoFactor { secret: row.get(0)?, enabled_at: row.get(1)? })
        })
        .optional()?)
}

/// Stores a new secret waiting for confirmation, over any earlier unconfirmed one;
/// an account whose two-factor sign-in is already on keeps it (conflict).
pub fn start(conn: &Connection, user_id: i64, secret: &[u8]) -> AppResult<()> {
    let changed = conn.execute(
        "INSERT INTO staff_two_factor (user_id, secret) VALUES (?1, ?2)
         ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, last_step = NULL,
                                             created_at = excluded.created_at
         WHERE enabled_at IS NULL",
        params![user_id, secret],
    )?;
    if changed == 0 {
        return Err(AppError::Conflict(error_text("twoFactor.alreadyEnabled")));
    }
    Ok(())
}

/// Records `step` as used if it is later than every step accepted before; false
/// for a code already used (or an older one).
pub fn accept_step(conn: &Connection, user_id: i64, step: u64) -> AppResult<bool> {
    let step = i64::try_from(step).map_err(AppError::internal)?;
    let changed = conn.execute(
        "UPDATE staff_two_factor SET last_step = ?2
         WHERE user_id = ?1 AND (last_step IS NULL OR last_step < ?2)",
        params![user_id, step],
    )?;
    Ok(changed == 1)
}

/// Turns a confirmed secret on with its recovery codes; false when it was on already
/// (a second confirmation racing the first).
pub fn enable(conn: &mut Connection, user_id: i64, code_hashes: &[String]) -> AppResult<bool> {
    let tx = super::write_transaction(conn)?;
    let changed = tx.execute(
        "UPDATE staff_two_factor SET enabled_at = ?2 WHERE user_id = ?1 AND enabled_at IS NULL",
        params![user_id, super::now_text()],
    )?;
    if changed == 0 {
        return Ok(false);
    }
    replace_recovery_codes(&tx, user_id, code_hashes)?;
    tx.commit()?;
    Ok(true)
}

/// Replaces every recovery code of the account (used or not) with these.
pub fn replace_recovery_codes(conn: &Connection, user_id: i64, code_hashes: &[String]) -> AppResult<()> {
    conn.execute("DELETE FROM staff_recovery_codes WHERE user_id = ?1", [user_id])?;
    let mut insert = conn.prepare("INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES (?1, ?2)")?;
    for hash in code_hashes {
        insert.execute(params![user_id, hash])?;
    }
    Ok(())
}

/// Marks an unused recovery code as used; false when it is unknown or already used.
pub fn use_recovery_code(conn: &Connection, user_id: i64, code_hash: &str) -> AppResult<bool> {
    let changed = conn.execute(
        "UPDATE staff_recovery_codes SET used_at = ?3 WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL",
        params![user_id, code_hash, super::now_text()],
    )?;
    Ok(changed == 1)
}

pub fn recovery_codes_left(conn: &Connection, user_id: i64) -> AppResult<i64> {
    Ok(conn.query_row(
        "SELECT count(*) FROM staff_recovery_codes WHERE user_id = ?1 AND used_at IS NULL",
        [user_id],
        |row| row.get(0),
    )?)
}

/// Removes the account's secret and recovery codes; false when it had none.
pub fn remove(conn: &Connection, user_id: i64) -> AppResult<bool> {
    conn.execute("DELETE FROM staff_recovery_codes WHERE user_id = ?1", [user_id])?;
    Ok(conn.execute("DELETE FROM staff_two_factor WHERE user_id = ?1", [user_id])? == 1)
}

pub fn is_required(conn: &Connection) -> AppResult<bool> {
    Ok(conn.query_row("SELECT require_two_factor FROM staff_security WHERE id = 1", [], |row| row.get(0))?)
}

pub fn set_required(conn: &Connection, required: bool) -> AppResult<()> {
    conn.execute(
        "UPDATE staff_security SET require_two_factor = ?1, updated_at = ?2 WHERE id = 1",
        params![required, super::now_text()],
    )?;
    Ok(())
}

/// True when the site requires two-factor sign-in and this account has not set it up.
pub fn setup_required(conn: &Connection, user_id: i64) -> AppResult<bool> {
    Ok(conn.query_row(
        "SELECT require_two_factor AND NOT EXISTS
                (SELECT 1 FROM staff_two_factor WHERE user_id = ?1 AND enabled_at IS NOT NULL)
         FROM staff_security WHERE id = 1",
        [user_id],
        |row| row.get(0),
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::role::Role;

    #[test]
    fn steps_and_recovery_codes_are_single_use() {
        let mut conn = crate::db::test_connection();
        let id = crate::db::users::insert(&conn, "awa@exemple.km", "x", None, Role::Moderator).unwrap();
        start(&conn, id, &[1; 20]).unwrap();
        assert!(!find(&conn, id).unwrap().unwrap().enabled());
        start(&conn, id, &[2; 20]).unwrap();
        assert_eq!(find(&conn, id).unwrap().unwrap().secret, vec![2; 20], "an unconfirmed secret is replaced");
        assert!(accept_step(&conn, id, 10).unwrap());
        assert!(!accept_step(&conn, id, 10).unwrap(), "the same step twice");
        assert!(!accept_step(&conn, id, 9).unwrap(), "an older step");
        assert!(enable(&mut conn, id, &["a".repeat(64), "b".repeat(64)]).unwrap());
        assert!(!enable(&mut conn, id, &[]).unwrap());
        assert!(matches!(start(&conn, id, &[3; 20]), Err(AppError::Conflict(_))));
        assert_eq!(recovery_codes_left(&conn, id).unwrap(), 2);
        assert!(use_recovery_code(&conn, id, &"a".repeat(64)).unwrap());
        assert!(!use_recovery_code(&conn, id, &"a".repeat(64)).unwrap());
        assert_eq!(recovery_codes_left(&conn, id).unwrap(), 1);
        assert!(remove(&conn, id).unwrap());
        assert!(find(&conn, id).unwrap().is_none());
        assert_eq!(recovery_codes_left(&conn, id).unwrap(), 0);
    }

    #[test]
    fn the_requirement_holds_back_only_accounts_without_two_factor() {
        let mut conn = crate::db::test_connection();
        let id = crate::db::users::insert(&conn, "awa@exemple.km", "x", None, Role::Moderator).unwrap();
        assert!(!is_required(&conn).unwrap());
        assert!(!setup_required(&conn, id).unwrap());
        set_required(&conn, true).unwrap();
        assert!(setup_required(&conn, id).unwrap());
        start(&conn, id, &[1; 20]).unwrap();
        assert!(setup_required(&conn, id).unwrap(), "a set-up not yet confirmed");
        enable(&mut conn, id, &[]).unwrap();
        assert!(!setup_required(&conn, id).unwrap());
    }
}
