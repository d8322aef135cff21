//! A staff member's own two-factor sign-in, from « Mon Profil »: its state, the set-up
//! (secret, QR code, confirmation with a first code, recovery codes shown once),
//! disabling it and drawing new recovery codes. These routes stay open to a staff
//! account the site's requirement holds back, since they are how it complies.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::extract::{ApiJson, ClientIp};
use crate::answer_lang::error_text;
use crate::auth::extract::StaffSettingUpTwoFactor;
use crate::auth::two_factor;
use crate::auth::{password, totp};
use crate::db;
use crate::error::{AppError, AppResult};
use crate::rate_limit::RateLimiter;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct TwoFactorStatus {
    pub enabled: bool,
    pub enabled_at: Option<String>,
    pub recovery_codes_left: i64,
    /// The site requires it of every staff account.
    pub required: bool,
}

/// A new secret to enter in the authenticator app, valid once confirmed.
#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct TwoFactorSetup {
    pub otpauth_uri: String,
    /// The key in base32, for typing it by hand.
    pub secret: String,
    /// The QR code of `otpauth_uri`, as an SVG document.
    pub qr_svg: String,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct TwoFactorCode {
    #[serde(default)]
    pub code: String,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct TwoFactorDisable {
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub code: String,
}

/// Shown once: only their hashes are kept.
#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct RecoveryCodes {
    pub recovery_codes: Vec<String>,
}

/// The code as typed, refused when empty or far too long for any code.
fn typed_code(code: &str) -> AppResult<String> {
    let code = code.trim();
    if code.is_empty() || code.len() > 64 {
        return Err(AppError::field("code", &error_text("twoFactor.codeRequired")));
    }
    Ok(code.to_string())
}

fn wrong_code() -> AppError {
    AppError::field("code", &error_text("twoFactor.wrongCode"))
}

pub async fn status(
    State(state): State<AppState>,
    StaffSettingUpTwoFactor(user): StaffSettingUpTwoFactor,
) -> AppResult<Json<TwoFactorStatus>> {
    let id = user.id;
    let status = state
        .db
        .run(move |conn| {
            let row = db::two_factor::find(conn, id)?.filter(db::two_factor::TwoFactor::enabled);
            Ok(TwoFactorStatus {
                enabled: row.is_some(),
                enabled_at: row.and_then(|row| row.enabled_at),
                recovery_codes_left: db::two_factor::recovery_codes_left(conn, id)?,
                required: db::two_factor::is_required(conn)?,
            })
        })
        .await?;
    Ok(Json(status))
}

/// Draws a new secret waiting for its first code; an enabled account is refused (409).
pub async fn start(
    State(state): State<AppState>,
    StaffSettingUpTwoFactor(user): StaffSettingUpTwoFactor,
) -> AppResult<Json<TwoFactorSetup>> {
    let secret = totp::new_secret();
    let id = user.id;
    let site = state
        .db
        .run(move |conn| {
            db::two_factor::start(conn, id, &secret)?;
            Ok(db::settings::load(conn)?.seo.title)
        })
        .await?;
    // A colon would end the app's "site:account" label early.
    let site = site.replace(':', " ");
    let otpauth_uri = totp::otpauth_uri(site.trim(), &user.email, &secret);
    let qr_svg = totp::qr_svg(&otpauth_uri).map_err(AppError::internal)?;
    Ok(Json(TwoFactorSetup { otpauth_uri, secret: totp::base32(&secret), qr_svg }))
}

/// Turns two-factor sign-in on with a current code; answers the recovery codes, once.
pub async fn confirm(
    State(state): State<AppState>,
    ip: ClientIp,
    StaffSettingUpTwoFactor(user): StaffSettingUpTwoFactor,
    ApiJson(request): ApiJson<TwoFactorCode>,
) -> AppResult<Json<RecoveryCodes>> {
    let code = typed_code(&request.code)?;
    let recovery_codes = two_factor::confirm(&state, ip.limit_key(), user.id, code).await?.ok_or_else(wrong_code)?;
    tracing::info!(user_id = user.id, "two-factor sign-in enabled");
    Ok(Json(RecoveryCodes { recovery_codes }))
}

/// Needs the password and a current code (or a recovery code).
pub async fn disable(
    State(state): State<AppState>,
    ip: ClientIp,
    StaffSettingUpTwoFactor(user): StaffSettingUpTwoFactor,
    ApiJson(request): ApiJson<TwoFactorDisable>,
) -> AppResult<StatusCode> {
    if request.password.is_empty() {
        return Err(AppError::field("password", &error_text("account.currentPasswordRequired")));
    }
    let code = typed_code(&request.code)?;
    let pair_key = format!("{}|{}", ip.limit_key(), user.email);
    let attempt = RateLimiter::attempt(&[(&state.limits.login_pair, pair_key)])
        .map_err(AppError::rate_limited(&error_text("account.tooManyAttempts")))?;
    if !password::verify_blocking(request.password, user.password_hash.clone()).await? {
        attempt.failed();
        return Err(AppError::field("password", &error_text("account.currentPasswordWrong")));
    }
    attempt.succeeded();
    if !two_factor::verify_code(&state, ip.limit_key(), user.id, code, true).await? {
        return Err(wrong_code());
    }
    let id = user.id;
    state.db.run(move |conn| db::two_factor::remove(conn, id)).await?;
    tracing::info!(user_id = user.id, "two-factor sign-in disabled");
    Ok(StatusCode::NO_CONTENT)
}

/// Replaces every recovery code; needs a current code (or a recovery code).
pub async fn regenerate(
    State(state): State<AppState>,
    ip: ClientIp,
    StaffSettingUpTwoFactor(user): StaffSettingUpTwoFactor,
    ApiJson(request): ApiJson<TwoFactorCode>,
) -> AppResult<Json<RecoveryCodes>> {
    let code = typed_code(&request.code)?;
    if !two_factor::verify_code(&state, ip.limit_key(), user.id, code, true).await? {
        return Err(wrong_code());
    }
    let recovery_codes = totp::new_recovery_codes();
    let hashes: Vec<String> = recovery_codes.iter().map(|code| totp::hash_recovery_code(code)).collect();
    let id = user.id;
    state.db.run(move |conn| db::two_factor::replace_recovery_codes(conn, id, &hashes)).await?;
    Ok(Json(RecoveryCodes { recovery_codes }))
}
