//! Staff two-factor sign-in: checking a code (TOTP or recovery code) against an account
//! under the login rate limits, confirming a new secret, and the session marker that
//! says "password verified" between the two steps of a sign-in.

use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use super::totp;
use crate::answer_lang::error_text;
use crate::db;
use crate::error::{AppError, AppResult};
use crate::rate_limit::RateLimiter;
use crate::state::AppState;

/// The session key of a sign-in whose password was right and whose code is awaited.
pub const PENDING_KEY: &str = "vitrine.two_factor_pending";
/// How long the second step may wait after the password.
pub const PENDING_SECONDS: i64 = 5 * 60;

/// "Account `user_id` gave its password; its second step is due before `until` (Unix time)."
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct PendingLogin {
    pub user_id: i64,
    pub until: i64,
}

impl PendingLogin {
    pub fn new(user_id: i64) -> Self {
        PendingLogin { user_id, until: time::OffsetDateTime::now_utc().unix_timestamp() + PENDING_SECONDS }
    }

    pub fn expired(&self) -> bool {
        time::OffsetDateTime::now_utc().unix_timestamp() >= self.until
    }
}

/// Whether account `user_id` signs in with a second step.
pub fn enabled(conn: &Connection, user_id: i64) -> AppResult<bool> {
    Ok(db::two_factor::find(conn, user_id)?.is_some_and(|row| row.enabled()))
}

/// Checks `code` for an account whose two-factor sign-in is on and uses it up: a TOTP
/// code's step can never serve again, nor can a recovery code (when `recovery` allows one).
fn check_enabled(conn: &Connection, user_id: i64, code: &str, recovery: bool) -> AppResult<bool> {
    let Some(row) = db::two_factor::find(conn, user_id)?.filter(db::two_factor::TwoFactor::enabled) else {
        return Err(AppError::Conflict(error_text("twoFactor.notEnabled")));
    };
    if totp::looks_like_totp(code) {
        return match totp::matching_step(&row.secret, code, totp::now_step()) {
            Some(step) => db::two_factor::accept_step(conn, user_id, step),
            None => Ok(false),
        };
    }
    Ok(recovery && db::two_factor::use_recovery_code(conn, user_id, &totp::hash_recovery_code(code))?)
}

/// Checks a code of account `user_id` under the limits wrong passwords have (per
/// address, and per account from any address); true when it was right.
pub async fn verify_code(
    state: &AppState,
    ip_key: String,
    user_id: i64,
    code: String,
    recovery: bool,
) -> AppResult<bool> {
    let account_key = user_id.to_string();
    let attempt = RateLimiter::attempt(&[
        (&state.limits.two_factor_account, account_key.clone()),
        (&state.limits.login_ip, ip_key),
    ])
    .map_err(AppError::rate_limited(&error_text("twoFactor.tooManyCodes")))?;
    let accepted = state.db.run(move |conn| check_enabled(conn, user_id, &code, recovery)).await?;
    if !accepted {
        attempt.failed();
        return Ok(false);
    }
    attempt.succeeded();
    state.limits.two_factor_account.reset(&account_key);
    Ok(true)
}

/// Confirms the secret waiting since the set-up started with a current code and turns
/// two-factor sign-in on; the fresh recovery codes, or None for a wrong code.
pub async fn confirm(state: &AppState, ip_key: String, user_id: i64, code: String) -> AppResult<Option<Vec<String>>> {
    let attempt = RateLimiter::attempt(&[
        (&state.limits.two_factor_account, user_id.to_string()),
        (&state.limits.login_ip, ip_key),
    ])
    .map_err(AppError::rate_limited(&error_text("twoFactor.tooManyCodes")))?;
    let codes = state
        .db
        .run(move |conn| {
            let row = db::two_factor::find(conn, user_id)?
                .ok_or_else(|| AppError::Conflict(error_text("twoFactor.notStarted")))?;
            if row.enabled() {
                return Err(AppError::Conflict(error_text("twoFactor.alreadyEnabled")));
            }
            let Some(step) = totp::matching_step(&row.secret, &code, totp::now_step()) else { return Ok(None) };
            if !db::two_factor::accept_step(conn, user_id, step)? {
                return Ok(None);
            }
            let codes = totp::new_recovery_codes();
            let hashes: Vec<String> = codes.iter().map(|code| totp::hash_recovery_code(code)).collect();
            if !db::two_factor::enable(conn, user_id, &hashes)? {
                return Err(AppError::Conflict(error_text("twoFactor.alreadyEnabled")));
            }
            Ok(Some(codes))
        })
        .await?;
    match codes {
        Some(_) => attempt.succeeded(),
        None => attempt.failed(),
    }
    Ok(codes)
}
