//! Sign-up, sign-in (with its second step for accounts that use two-factor sign-in),
//! sign-out and "who am I", with the login and registration rate limits (README,
//! "Security and resource limits"); the address confirmation a sign-up may start
//! lives in `email_confirmation`.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::email_confirmation;
use super::extract::{ApiJson, ClientIp};
use super::pages::table::{SignIn, mailed_link};
use super::{signed_in_hint, site_origin};
use crate::answer_lang::error_text;
use crate::auth::backend::{AuthSession, Credentials};
use crate::auth::extract::SignedIn;
use crate::auth::password;
use crate::auth::two_factor::{self, PendingLogin};
use crate::db::settings::LanguageSettings;
use crate::db::sign_ups::{self, SignUp};
use crate::db::{self, users::User};
use crate::domain::lang::Lang;
use crate::domain::limits;
use crate::domain::role::Role;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::locale::Locale;
use crate::rate_limit::RateLimiter;
use crate::state::AppState;

/// The language a form names, among those the site speaks; None when it names none.
pub(in crate::http) fn spoken_lang(
    validator: &mut Validator,
    field: &str,
    value: Option<&str>,
    languages: LanguageSettings,
) -> Option<Lang> {
    let lang = validator.optional_lang(field, value)?;
    if !languages.speaks(lang) {
        validator.fail(field, &error_text("account.languageOff"));
    }
    Some(lang)
}

/// An account as the UI sees it.
#[derive(Debug, Clone, Serialize, TS)]
pub struct UserView {
    pub id: i64,
    pub email: String,
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
    pub role: Role,
    /// False while a self-registered promoter has not confirmed the address by e-mail.
    pub email_confirmed: bool,
    /// The language of the account's e-mails, back-office and promoter space.
    pub lang: Lang,
}

impl From<&User> for UserView {
    fn from(user: &User) -> Self {
        UserView {
            id: user.id,
            email: user.email.clone(),
            full_name: user.full_name.clone(),
            avatar_url: user.avatar_url.clone(),
            role: user.role,
            email_confirmed: user.email_confirmed,
            lang: user.lang,
        }
    }
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct UserResponse {
    pub user: UserView,
    /// `true` for a staff account the site requires to set up two-factor sign-in
    /// before anything else; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub two_factor_setup_required: Option<bool>,
}

/// The answer to a right password: signed in, or (two-factor sign-in) a code is awaited
/// at `POST /api/auth/login/2fa` within `expires_in_seconds`.
#[derive(Debug, Serialize, TS)]
#[serde(untagged)]
#[ts(export)]
pub enum LoginResponse {
    SignedIn(UserResponse),
    CodeRequired(TwoFactorChallenge),
}

#[derive(Debug, Serialize, TS)]
pub struct TwoFactorChallenge {
    /// Always true: tells this answer from a signed-in one.
    pub two_factor_pending: bool,
    pub expires_in_seconds: i64,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct TwoFactorLoginRequest {
    /// A six-digit code from the authenticator app, or one recovery code.
    #[serde(default)]
    pub code: String,
}

/// The answer naming `user`, with whether it must set up two-factor sign-in first.
async fn user_response(state: &AppState, user: &User) -> AppResult<UserResponse> {
    let setup_required = if user.role.is_staff() {
        let id = user.id;
        state.db.run(move |conn| db::two_factor::setup_required(conn, id)).await?
    } else {
        false
    };
    Ok(UserResponse { user: UserView::from(user), two_factor_setup_required: setup_required.then_some(true) })
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct RegisterRequest {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub full_name: String,
    /// The language of the account's e-mails and promoter space (`fr`, `en`, `ar`), among those the
    /// site speaks; French when absent.
    #[serde(default)]
    #[ts(optional, as = "Option<Lang>")]
    pub lang: Option<String>,
}

/// The answer to a sign-up, the same whether or not the address already had an
/// account while the site sends e-mail, so that it tells no one who is registered.
#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct RegisterResponse {
    pub email: String,
    /// True when a confirmation link was mailed: the address must be confirmed
    /// before a dossier can be submitted.
    pub confirmation_sent: bool,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct LoginRequest {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
}

/// `POST /api/auth/register`: creates a promoter account. Without SMTP it is usable
/// at once and a taken address is a 409, as nothing can be proven or told by mail.
/// With SMTP the account must confirm its address, and the answer is a 201 whatever
/// the address: an unconfirmed account holding it is taken over by this sign-up,
/// a confirmed one is left alone and its holder told by e-mail.
pub async fn register(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    ApiJson(request): ApiJson<RegisterRequest>,
) -> AppResult<(StatusCode, Json<RegisterResponse>)> {
    let mut validator = Validator::new();
    let full_name =
        validator.required("full_name", &request.full_name, limits::PERSON_NAME, &error_text("account.nameRequired"));
    let email = validator.email("email", &request.email, &error_text("account.emailRequired"));
    if request.password.is_empty() {
        validator.fail("password", &error_text("account.passwordRequired"));
    } else if let Some(problem) = password::check_length(&request.password) {
        validator.fail("password", &problem);
    }
    let languages = state.db.run(|conn| db::settings::languages(conn)).await?;
    let lang = spoken_lang(&mut validator, "lang", request.lang.as_deref(), languages).unwrap_or_default();
    validator.finish()?;
    state
        .limits
        .register
        .hit(&ip.limit_key())
        .map_err(AppError::rate_limited(&error_text("account.tooManySignups")))?;

    let hash = password::hash_blocking(request.password).await?;
    let answer = RegisterResponse { email: email.clone(), confirmation_sent: state.notifier.sends_mail() };
    if !state.notifier.sends_mail() {
        let id = state
            .db
            .run(move |conn| db::users::insert_speaking(conn, &email, &hash, Some(&full_name), Role::Promoter, lang))
            .await?;
        tracing::info!(user_id = id, "account registered");
        return Ok((StatusCode::CREATED, Json(answer)));
    }
    let now = state.config.clock.now_text();
    let outcome =
        state.db.run(move |conn| sign_ups::sign_up_unconfirmed(conn, &email, &hash, &full_name, lang, &now)).await?;
    let base = site_origin::link_base(&state.config, &headers);
    let confirming = match outcome {
        SignUp::Created(user) => user,
        SignUp::TookOver { user, previous_avatar } => {
            tracing::info!(user_id = user.id, "an unconfirmed account was taken over by a new sign-up");
            if let Some(avatar) = previous_avatar {
                crate::media::remove(&state.config.data_dir, &avatar);
            }
            user
        }
        SignUp::Held(holder) => {
            tracing::info!(user_id = holder.id, "sign-up with the address of a confirmed account");
            tell_holder(&state, &holder, &base).await?;
            return Ok((StatusCode::CREATED, Json(answer)));
        }
    };
    tracing::info!(user_id = confirming.id, "account registered, waiting for its address to be confirmed");
    if email_confirmation::send_link(&state, &confirming, &base).await?.is_err() {
        tracing::warn!(user_id = confirming.id, "too many sign-up mails to this address: no link sent");
    }
    Ok((StatusCode::CREATED, Json(answer)))
}

/// Tells the holder of an address that someone signed up with it, in the holder's
/// language, within the sign-up mails the address may receive.
async fn tell_holder(state: &AppState, holder: &User, base: &str) -> AppResult<()> {
    if state.notifier.sign_up_mail_allowed(&holder.email).is_err() {
        return Ok(());
    }
    let settings = state.db.run(|conn| db::settings::load(conn)).await?;
    let locale = Locale::new(holder.lang);
    let url = mailed_link(base, SignIn::ForgotPassword, holder.lang, settings.languages, None);
    let mail = crate::notify::accounts::already_registered(
        locale,
        &holder.email,
        holder.full_name.as_deref(),
        &settings.seo.title,
        &url,
    );
    state.notifier.send_in_background(mail);
    Ok(())
}

pub async fn login(
    State(state): State<AppState>,
    ip: ClientIp,
    mut session: AuthSession,
    ApiJson(request): ApiJson<LoginRequest>,
) -> AppResult<Response> {
    let mut validator = Validator::new();
    let email = validator.required("email", &request.email, limits::EMAIL, &error_text("account.emailRequired"));
    if request.password.is_empty() {
        validator.fail("password", &error_text("account.passwordRequired"));
    }
    validator.finish()?;
    let email = email.to_lowercase();
    let ip_key = ip.limit_key();
    let pair_key = format!("{ip_key}|{email}");
    let attempt =
        RateLimiter::attempt(&[(&state.limits.login_pair, pair_key.clone()), (&state.limits.login_ip, ip_key)])
            .map_err(AppError::rate_limited(&error_text("account.tooManyLogins")))?;

    let credentials = Credentials { email, password: request.password };
    let user = session.authenticate(credentials).await.map_err(|err| match err {
        axum_login::Error::Backend(err) => err,
        err @ axum_login::Error::Session(_) => AppError::internal(err),
    })?;
    let Some(user) = user else {
        attempt.failed();
        return Err(AppError::Unauthorized(error_text("account.badCredentials")));
    };
    attempt.succeeded();
    state.limits.login_pair.reset(&pair_key);
    let id = user.id;
    if state.db.run(move |conn| two_factor::enabled(conn, id)).await? {
        // Whoever this browser was signed in as, it is now no one until the code comes.
        session.logout().await.map_err(AppError::internal)?;
        session.session.insert(two_factor::PENDING_KEY, PendingLogin::new(id)).await.map_err(AppError::internal)?;
        let challenge =
            TwoFactorChallenge { two_factor_pending: true, expires_in_seconds: two_factor::PENDING_SECONDS };
        return Ok(signed_in_hint::signed_out(&state, Json(LoginResponse::CodeRequired(challenge))));
    }
    let signed_in = complete_login(&state, &mut session, &user).await?;
    Ok(signed_in_hint::signed_in(&state, Json(LoginResponse::SignedIn(signed_in))))
}

/// Signs `user` in on this browser under a new session id.
async fn complete_login(state: &AppState, session: &mut AuthSession, user: &User) -> AppResult<UserResponse> {
    // A new id at every login, even over an existing session, so a planted cookie is worthless.
    session.session.cycle_id().await.map_err(AppError::internal)?;
    session.login(user).await.map_err(AppError::internal)?;
    let id = user.id;
    state.db.run(move |conn| db::users::record_login(conn, id)).await?;
    user_response(state, user).await
}

/// The second step: a code from the authenticator app or a recovery code, within
/// five minutes of the password, under the same limits as passwords.
pub async fn login_two_factor(
    State(state): State<AppState>,
    ip: ClientIp,
    mut session: AuthSession,
    ApiJson(request): ApiJson<TwoFactorLoginRequest>,
) -> AppResult<Response> {
    let code = request.code.trim().to_string();
    if code.is_empty() || code.len() > 64 {
        return Err(AppError::field("code", &error_text("twoFactor.codeOrRecoveryRequired")));
    }
    let pending: Option<PendingLogin> =
        session.session.get(two_factor::PENDING_KEY).await.map_err(AppError::internal)?;
    let Some(pending) = pending.filter(|pending| !pending.expired()) else {
        return Err(AppError::Unauthorized(error_text("account.loginExpired")));
    };
    let user = state
        .db
        .run(move |conn| db::users::find_by_id(conn, pending.user_id))
        .await?
        .filter(|user| user.active && user.has_password())
        .ok_or_else(|| AppError::Unauthorized(error_text("account.loginExpired")))?;
    let accepted = match two_factor::verify_code(&state, ip.limit_key(), user.id, code, true).await {
        Err(AppError::Conflict(_)) => return Err(AppError::Unauthorized(error_text("account.loginExpired"))),
        other => other?,
    };
    if !accepted {
        return Err(AppError::Unauthorized(error_text("twoFactor.wrongCode")));
    }
    session.session.remove::<PendingLogin>(two_factor::PENDING_KEY).await.map_err(AppError::internal)?;
    let signed_in = complete_login(&state, &mut session, &user).await?;
    Ok(signed_in_hint::signed_in(&state, Json(signed_in)))
}

pub async fn logout(State(state): State<AppState>, mut session: AuthSession) -> AppResult<Response> {
    session.logout().await.map_err(AppError::internal)?;
    Ok(signed_in_hint::signed_out(&state, StatusCode::NO_CONTENT))
}

pub async fn me(State(state): State<AppState>, SignedIn(user): SignedIn) -> AppResult<Json<UserResponse>> {
    Ok(Json(user_response(&state, &user).await?))
}
