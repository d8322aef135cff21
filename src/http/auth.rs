//! Sign-up, sign-in, sign-out and "who am I", with the login and registration
//! rate limits (README, "Security and resource limits").

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::extract::{ApiJson, ClientIp};
use crate::auth::backend::{AuthSession, Credentials};
use crate::auth::extract::CurrentUser;
use crate::auth::password;
use crate::db::{self, users::User};
use crate::domain::limits;
use crate::domain::role::Role;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::rate_limit::RateLimiter;
use crate::state::AppState;

pub const BAD_CREDENTIALS: &str = "Adresse e-mail ou mot de passe incorrect.";
const TOO_MANY_LOGINS: &str = "Trop de tentatives de connexion. Veuillez patienter avant de réessayer.";
const TOO_MANY_SIGNUPS: &str = "Trop d'inscriptions depuis votre connexion. Veuillez réessayer plus tard.";

/// An account as the UI sees it.
#[derive(Debug, Clone, Serialize, TS)]
pub struct UserView {
    pub id: i64,
    pub email: String,
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
    pub role: Role,
}

impl From<&User> for UserView {
    fn from(user: &User) -> Self {
        UserView {
            id: user.id,
            email: user.email.clone(),
            full_name: user.full_name.clone(),
            avatar_url: user.avatar_url.clone(),
            role: user.role,
        }
    }
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct UserResponse {
    pub user: UserView,
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
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct LoginRequest {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
}

pub async fn register(
    State(state): State<AppState>,
    ip: ClientIp,
    ApiJson(request): ApiJson<RegisterRequest>,
) -> AppResult<(StatusCode, Json<UserResponse>)> {
    let mut validator = Validator::new();
    let full_name =
        validator.required("full_name", &request.full_name, limits::PERSON_NAME, "Le nom complet est requis.");
    let email = validator.email("email", &request.email, "L'adresse e-mail est requise.");
    if request.password.is_empty() {
        validator.fail("password", "Le mot de passe est requis.");
    } else if let Some(problem) = password::check_length(&request.password) {
        validator.fail("password", &problem);
    }
    validator.finish()?;
    state.limits.register.hit(&ip.limit_key()).map_err(AppError::rate_limited(TOO_MANY_SIGNUPS))?;

    let hash = password::hash_blocking(request.password).await?;
    let user = state
        .db
        .run(move |conn| {
            let id = db::users::insert(conn, &email, &hash, Some(&full_name), Role::Promoter)?;
            db::users::find_by_id(conn, id)?.ok_or_else(|| AppError::internal("the new account vanished"))
        })
        .await?;
    tracing::info!(user_id = user.id, "account registered");
    Ok((StatusCode::CREATED, Json(UserResponse { user: UserView::from(&user) })))
}

pub async fn login(
    State(state): State<AppState>,
    ip: ClientIp,
    mut session: AuthSession,
    ApiJson(request): ApiJson<LoginRequest>,
) -> AppResult<Json<UserResponse>> {
    let mut validator = Validator::new();
    let email = validator.required("email", &request.email, limits::EMAIL, "L'adresse e-mail est requise.");
    if request.password.is_empty() {
        validator.fail("password", "Le mot de passe est requis.");
    }
    validator.finish()?;
    let email = email.to_lowercase();
    let ip_key = ip.limit_key();
    let pair_key = format!("{ip_key}|{email}");
    let attempt =
        RateLimiter::attempt(&[(&state.limits.login_pair, pair_key.clone()), (&state.limits.login_ip, ip_key)])
            .map_err(AppError::rate_limited(TOO_MANY_LOGINS))?;

    let credentials = Credentials { email, password: request.password };
    let user = session.authenticate(credentials).await.map_err(|err| match err {
        axum_login::Error::Backend(err) => err,
        err @ axum_login::Error::Session(_) => AppError::internal(err),
    })?;
    let Some(user) = user else {
        attempt.failed();
        return Err(AppError::Unauthorized(BAD_CREDENTIALS.into()));
    };
    attempt.succeeded();
    state.limits.login_pair.reset(&pair_key);
    // A new id at every login, even over an existing session, so a planted cookie is worthless.
    session.session.cycle_id().await.map_err(AppError::internal)?;
    session.login(&user).await.map_err(AppError::internal)?;
    let id = user.id;
    state.db.run(move |conn| db::users::record_login(conn, id)).await?;
    Ok(Json(UserResponse { user: UserView::from(&user) }))
}

pub async fn logout(mut session: AuthSession) -> AppResult<StatusCode> {
    session.logout().await.map_err(AppError::internal)?;
    Ok(StatusCode::NO_CONTENT)
}

pub async fn me(CurrentUser(user): CurrentUser) -> Json<UserResponse> {
    Json(UserResponse { user: UserView::from(&user) })
}
