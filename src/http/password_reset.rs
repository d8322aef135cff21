//! Forgotten passwords: asking for a link by e-mail, and choosing a
//! new password with it. The request answers 204 before it even looks the address
//! up, so neither its status nor its timing tells whether an account exists.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use serde::Deserialize;
use ts_rs::TS;

use super::auth::spoken_lang;
use super::extract::{ApiJson, ClientIp};
use super::site_origin;
use crate::answer_lang::error_text;
use crate::auth::password;
use crate::auth::password_link;
use crate::db::{self, Db};
use crate::domain::account_token::{TokenPurpose, hash_secret};
use crate::domain::lang::Lang;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::locale::Locale;
use crate::notify::{self, Notifier};
use crate::rate_limit::RateLimiter;
use crate::state::AppState;

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct PasswordResetRequest {
    #[serde(default)]
    pub email: String,
    /// The language the visitor asked in. Checked, but the mail is written in the
    /// account's own language: asking for a reset changes no one's language.
    #[serde(default)]
    #[ts(optional, as = "Option<Lang>")]
    pub lang: Option<String>,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct PasswordResetConfirm {
    #[serde(default)]
    pub token: String,
    #[serde(default)]
    pub password: String,
}

/// `POST /api/auth/password-reset`: 204 whatever the address; with SMTP, an active
/// account receives a link valid one hour.
pub async fn request(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    ApiJson(request): ApiJson<PasswordResetRequest>,
) -> AppResult<StatusCode> {
    let languages = state.db.run(|conn| db::settings::languages(conn)).await?;
    let mut validator = Validator::new();
    let email = validator.email("email", &request.email, &error_text("account.emailRequired"));
    spoken_lang(&mut validator, "lang", request.lang.as_deref(), languages);
    validator.finish()?;
    RateLimiter::hit_all(&[
        (&state.limits.password_reset_ip, ip.limit_key()),
        (&state.limits.password_reset_email, email.clone()),
    ])
    .map_err(AppError::rate_limited(&error_text("account.tooManyResets")))?;
    if state.notifier.sends_mail() {
        let base = site_origin::link_base(&state.config, &headers);
        tokio::spawn(send_reset_link(state.db.clone(), state.notifier.clone(), email, base));
    } else {
        tracing::info!("password reset asked while no SMTP server is configured: nothing sent");
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Looks the address up, and mails a link to an active account; nothing otherwise.
async fn send_reset_link(db: Db, notifier: Notifier, email: String, base: String) {
    let issued = db
        .run(move |conn| {
            let Some(user) = db::users::find_by_email(conn, &email)?.filter(|user| user.active) else {
                return Ok(None);
            };
            let link = password_link::issue(conn, &user, TokenPurpose::Reset, &base)?;
            let site = db::settings::load(conn)?.seo.title;
            let locale = Locale::new(user.lang);
            Ok(Some(notify::accounts::password_reset(locale, &user.email, user.full_name.as_deref(), &site, &link.url)))
        })
        .await;
    match issued {
        Ok(Some(mail)) => {
            if let Err(err) = notifier.send(mail).await {
                tracing::warn!(%err, "could not send a password reset e-mail");
            }
        }
        Ok(None) => tracing::info!("password reset asked for an address with no active account"),
        Err(err) => tracing::warn!(%err, "could not issue a password reset link"),
    }
}

/// `POST /api/auth/password-reset/confirm`: sets the password of the link's account
/// (reset or invitation), kills its other links and ends every session it has.
pub async fn confirm(
    State(state): State<AppState>,
    ApiJson(confirm): ApiJson<PasswordResetConfirm>,
) -> AppResult<StatusCode> {
    let mut validator = Validator::new();
    if confirm.password.is_empty() {
        validator.fail("password", &error_text("account.passwordRequired"));
    } else if let Some(problem) = password::check_length(&confirm.password) {
        validator.fail("password", &problem);
    }
    validator.finish()?;
    let token_hash = hash_secret(&confirm.token);
    let lookup = token_hash.clone();
    // A cheap check first, so that a wrong link costs no password hash.
    if state.db.run(move |conn| db::account_tokens::holder(conn, &lookup, &db::now_text())).await?.is_none() {
        return Err(invalid_link());
    }
    let hash = password::hash_blocking(confirm.password).await?;
    let user_id = state
        .db
        .run(move |conn| db::account_tokens::redeem(conn, &token_hash, &db::now_text(), &hash))
        .await?
        .ok_or_else(invalid_link)?;
    tracing::info!(user_id, "password set through a single-use link; every session of the account ended");
    Ok(StatusCode::NO_CONTENT)
}

fn invalid_link() -> AppError {
    AppError::field("token", &error_text("account.invalidLink"))
}
