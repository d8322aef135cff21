//! The signed-in person's own profile: name, language, avatar and password.

use axum::Json;
use axum::extract::State;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::auth::{UserView, spoken_lang};
use super::extract::{ApiJson, ClientIp, read_image_field};
use crate::answer_lang::error_text;
use crate::auth::backend::AuthSession;
use crate::auth::extract::CurrentUser;
use crate::auth::password;
use crate::db::{self, users::User};
use crate::domain::lang::Lang;
use crate::domain::limits;
use crate::domain::role::Role;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::media;
use crate::rate_limit::RateLimiter;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
pub struct ProfileView {
    #[serde(flatten)]
    #[ts(flatten)]
    pub user: UserView,
    pub updated_at: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct ProfileResponse {
    pub profile: ProfileView,
    /// The languages the account may choose: those the site speaks, French first.
    pub languages: Vec<Lang>,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct ProfileUpdate {
    #[serde(default)]
    pub full_name: String,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct LanguageChange {
    #[serde(default)]
    #[ts(as = "Lang")]
    pub lang: String,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct PasswordChange {
    #[serde(default)]
    pub current: String,
    #[serde(default)]
    pub new: String,
}

/// The profile of account `id`, as it now is.
async fn respond(state: &AppState, id: i64) -> AppResult<Json<ProfileResponse>> {
    let (user, languages) =
        state.db.run(move |conn| Ok((db::users::find_by_id(conn, id)?, db::settings::languages(conn)?))).await?;
    let user = user.ok_or_else(|| AppError::NotFound(error_text("account.profileNotFound")))?;
    Ok(Json(ProfileResponse {
        profile: ProfileView { user: UserView::from(&user), updated_at: user.updated_at.clone() },
        languages: languages.spoken().collect(),
    }))
}

async fn reload(state: &AppState, id: i64) -> AppResult<User> {
    state
        .db
        .run(move |conn| db::users::find_by_id(conn, id))
        .await?
        .ok_or_else(|| AppError::NotFound(error_text("account.profileNotFound")))
}

pub async fn show(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> AppResult<Json<ProfileResponse>> {
    respond(&state, user.id).await
}

/// `PUT /api/profile/language`: the language of the account's e-mails and of its space, among
/// those the site speaks.
pub async fn change_language(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(change): ApiJson<LanguageChange>,
) -> AppResult<Json<ProfileResponse>> {
    let languages = state.db.run(|conn| db::settings::languages(conn)).await?;
    let mut validator = Validator::new();
    let lang = spoken_lang(&mut validator, "lang", Some(&change.lang), languages);
    if change.lang.trim().is_empty() {
        validator.fail("lang", &error_text("account.chooseLanguage"));
    }
    validator.finish()?;
    let (id, lang) = (user.id, lang.unwrap_or_default());
    state.db.run(move |conn| db::users::update_lang(conn, id, lang)).await?;
    respond(&state, id).await
}

pub async fn update(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(update): ApiJson<ProfileUpdate>,
) -> AppResult<Json<ProfileResponse>> {
    let mut validator = Validator::new();
    let full_name =
        validator.required("full_name", &update.full_name, limits::PERSON_NAME, &error_text("account.nameRequired"));
    validator.finish()?;
    let (id, owner) = (user.id, user.role == Role::SuperAdmin);
    state
        .db
        .run(move |conn| {
            let tx = db::write_transaction(conn)?;
            db::users::update_full_name(&tx, id, &full_name)?;
            if owner {
                db::settings::name_owner_if_unnamed(&tx, &full_name)?;
            }
            tx.commit()?;
            Ok(())
        })
        .await?;
    respond(&state, id).await
}

pub async fn change_password(
    State(state): State<AppState>,
    ip: ClientIp,
    CurrentUser(user): CurrentUser,
    mut session: AuthSession,
    ApiJson(change): ApiJson<PasswordChange>,
) -> AppResult<StatusCode> {
    let mut validator = Validator::new();
    if change.current.is_empty() {
        validator.fail("current", &error_text("account.currentPasswordRequired"));
    }
    if let Some(problem) = password::check_length(&change.new) {
        validator.fail("new", &problem);
    }
    validator.finish()?;
    let pair_key = format!("{}|{}", ip.limit_key(), user.email);
    let attempt = RateLimiter::attempt(&[(&state.limits.login_pair, pair_key)])
        .map_err(AppError::rate_limited(&error_text("account.tooManyAttempts")))?;
    let verified = password::verify_blocking(change.current, user.password_hash.clone()).await?;
    if !verified {
        attempt.failed();
        let mut validator = Validator::new();
        validator.fail("current", &error_text("account.currentPasswordWrong"));
        return Err(validator.finish().unwrap_err());
    }
    attempt.succeeded();
    let hash = password::hash_blocking(change.new).await?;
    let id = user.id;
    state.db.run(move |conn| db::users::update_password_hash(conn, id, &hash)).await?;
    let updated = reload(&state, id).await?;
    session.login(&updated).await.map_err(AppError::internal)?;
    Ok(StatusCode::NO_CONTENT)
}

pub async fn upload_avatar(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Json<ProfileResponse>> {
    let bytes = read_image_field(multipart, &state.body_budget, media::avatar_too_large).await?.bytes;
    let data_dir = state.config.data_dir.clone();
    let reserve = state.config.disk_reserve_bytes;
    let id = user.id;
    let url = media::IMAGE_WORK
        .run(move || {
            let webp = media::avatar_webp(&bytes)?;
            crate::disk::ensure_room(&data_dir, reserve, webp.len() as u64)?;
            media::store(&data_dir, "avatars", "webp", &webp)
        })
        .await??;
    let stored_url = url.clone();
    let previous = match state.db.run(move |conn| db::users::replace_avatar(conn, id, &stored_url)).await {
        Ok(previous) => previous,
        Err(err) => {
            media::remove(&state.config.data_dir, &url);
            return Err(err);
        }
    };
    if let Some(previous) = previous {
        media::remove(&state.config.data_dir, &previous);
    }
    respond(&state, id).await
}
