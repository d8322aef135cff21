//! A self-registered promoter's address, confirmed by a single-use link mailed
//! when the site sends e-mail: until then the account may sign in but not submit
//! a dossier (README, "Accounts"). Opening the link shows a page that POSTs the
//! token; a GET confirms nothing, so a mail scanner following links does no harm.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use serde::Deserialize;
use time::OffsetDateTime;
use ts_rs::TS;

use super::extract::ApiJson;
use super::pages::table::{SignIn, mailed_link};
use super::site_origin;
use crate::answer_lang::error_text;
use crate::auth::extract::CurrentUser;
use crate::db::{self, users::User};
use crate::domain::account_token::{TokenPurpose, hash_secret, new_secret};
use crate::error::{AppError, AppResult};
use crate::locale::Locale;
use crate::notify;
use crate::state::AppState;

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct EmailConfirmationRequest {
    #[serde(default)]
    pub token: String,
}

/// Refuses (403) a promoter that must still confirm its address; nothing is
/// asked of anyone while the site sends no e-mail, since no link could reach them.
pub fn require_confirmed(state: &AppState, user: &User) -> AppResult<()> {
    if user.email_confirmed || user.role.is_staff() || !state.notifier.sends_mail() {
        return Ok(());
    }
    Err(AppError::Forbidden(error_text("account.confirmFirst")))
}

/// Issues a confirmation link for `user` and mails it in the background, in the
/// account's language. Refused (`Err` with the seconds to wait) past the sign-up
/// mails an address may receive.
pub async fn send_link(state: &AppState, user: &User, base: &str) -> AppResult<Result<(), u64>> {
    if let Err(wait) = state.notifier.sign_up_mail_allowed(&user.email) {
        return Ok(Err(wait));
    }
    let id = user.id;
    let secret = new_secret();
    let expires_at = db::format_time(TokenPurpose::EmailConfirmation.expiry_from(OffsetDateTime::now_utc()));
    let settings = state
        .db
        .run(move |conn| {
            db::account_tokens::insert(conn, id, &secret.hash, TokenPurpose::EmailConfirmation.as_str(), &expires_at)?;
            Ok((db::settings::load(conn)?, secret.secret))
        })
        .await?;
    let (settings, secret) = settings;
    let url = mailed_link(base, SignIn::ConfirmAddress, user.lang, settings.languages, Some(&secret));
    let site = settings.seo.title;
    let locale = Locale::new(user.lang);
    let mail = notify::accounts::email_confirmation(locale, &user.email, user.full_name.as_deref(), &site, &url);
    state.notifier.send_in_background(mail);
    Ok(Ok(()))
}

/// `POST /api/auth/confirm-email`: 204 once the link's account counts as
/// confirmed; one 400 for a link unknown, used or expired.
pub async fn confirm(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<EmailConfirmationRequest>,
) -> AppResult<StatusCode> {
    let token_hash = hash_secret(&request.token);
    let confirmed = state
        .db
        .run(move |conn| db::account_tokens::confirm_email(conn, &token_hash, &db::now_text()))
        .await?
        .ok_or_else(|| AppError::field("token", &error_text("account.invalidLink")))?;
    tracing::info!(user_id = confirmed, "e-mail address confirmed");
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/auth/confirm-email/resend`: mails the signed-in account a new
/// link (204); nothing to do for an address already confirmed or without SMTP.
pub async fn resend(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    headers: HeaderMap,
) -> AppResult<StatusCode> {
    if user.email_confirmed || !state.notifier.sends_mail() {
        return Ok(StatusCode::NO_CONTENT);
    }
    let base = site_origin::link_base(&state.config, &headers);
    send_link(&state, &user, &base).await?.map_err(AppError::rate_limited(&error_text("account.tooManyLinks")))?;
    Ok(StatusCode::NO_CONTENT)
}
