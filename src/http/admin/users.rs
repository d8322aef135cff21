//! Account management for super_admin: list accounts (by role), invite one, rename
//! it, change its role, deactivate or reactivate it, and make a password link by hand.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::auth::password_link;
use crate::db::users::{AccountChanges, User};
use crate::db::{self, write_transaction};
use crate::domain::account_token::TokenPurpose;
use crate::domain::lang::Lang;
use crate::domain::limits;
use crate::domain::role::Role;
use crate::domain::text::{Validator, looks_like_email};
use crate::error::{AppError, AppResult};
use crate::http::auth::{UserView, spoken_lang};
use crate::http::extract::{ApiJson, ApiQuery};
use crate::http::site_origin;
use crate::locale::Locale;
use crate::notify;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
pub struct AdminUser {
    #[serde(flatten)]
    #[ts(flatten)]
    pub user: UserView,
    pub created_at: String,
    /// False once deactivated: the account cannot sign in.
    pub active: bool,
    pub last_login_at: Option<String>,
    /// True until the invited person has chosen a password.
    pub invitation_pending: bool,
}

impl From<&User> for AdminUser {
    fn from(user: &User) -> Self {
        AdminUser {
            user: UserView::from(user),
            created_at: user.created_at.clone(),
            active: user.active,
            last_login_at: user.last_login_at.clone(),
            invitation_pending: !user.has_password(),
        }
    }
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct UserList {
    pub users: Vec<AdminUser>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct AdminUserResponse {
    pub user: AdminUser,
}

#[derive(Debug, Deserialize)]
pub struct UserListQuery {
    #[serde(default)]
    pub role: Option<String>,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct UserInvitation {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub full_name: String,
    #[serde(default)]
    #[ts(as = "Role")]
    pub role: String,
    /// The language of the invitee's e-mails (`fr`, `en`, `ar`); the inviter's own when absent.
    #[serde(default)]
    #[ts(optional, as = "Option<Lang>")]
    pub lang: Option<String>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct UserInvitationResponse {
    pub user: AdminUser,
    /// The link with which the invitee chooses a password (shown once).
    pub invite_url: String,
    pub invite_expires_at: String,
    /// True when the invitation is also on its way by e-mail (SMTP configured).
    pub emailed: bool,
}

/// `PATCH /api/admin/users/{id}`: absent fields stay as they are.
#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct AccountUpdate {
    #[serde(default)]
    #[ts(optional)]
    pub full_name: Option<String>,
    #[serde(default)]
    #[ts(optional, as = "Option<Role>")]
    pub role: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub active: Option<bool>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct PasswordLinkResponse {
    pub url: String,
    pub expires_at: String,
}

fn parse_role(validator: &mut Validator, value: &str) -> Option<Role> {
    let role = Role::parse(value);
    if role.is_none() {
        validator.fail("role", &error_text("users.unknownRole"));
    }
    role
}

pub async fn list(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiQuery(query): ApiQuery<UserListQuery>,
) -> AppResult<Json<UserList>> {
    let role = match query.role.as_deref().map(str::trim).filter(|role| !role.is_empty()) {
        None => None,
        Some(value) => Some(Role::parse(value).ok_or_else(|| AppError::validation(error_text("users.unknownRole")))?),
    };
    let users = state.db.run(move |conn| db::users::list(conn, role)).await?;
    Ok(Json(UserList { users: users.iter().map(AdminUser::from).collect() }))
}

/// `POST /api/admin/users`: an account without a password, and a 24-hour link to choose one.
pub async fn invite(
    State(state): State<AppState>,
    RequireSuperAdmin(admin): RequireSuperAdmin,
    headers: HeaderMap,
    ApiJson(invitation): ApiJson<UserInvitation>,
) -> AppResult<(StatusCode, Json<UserInvitationResponse>)> {
    let languages = state.db.run(|conn| db::settings::languages(conn)).await?;
    let mut validator = Validator::new();
    let email = validator.email("email", &invitation.email, &error_text("account.emailRequired"));
    let full_name = validator.required(
        "full_name",
        &invitation.full_name,
        limits::PERSON_NAME,
        &error_text("account.nameRequired"),
    );
    let role = parse_role(&mut validator, &invitation.role);
    let lang = spoken_lang(&mut validator, "lang", invitation.lang.as_deref(), languages).unwrap_or(admin.lang);
    validator.finish()?;
    let role = role.expect("a validated role");
    let base = site_origin::link_base(&state.config, &headers);
    let (user, link, site) = state
        .db
        .run(move |conn| {
            let tx = write_transaction(conn)?;
            let id = db::users::insert_speaking(&tx, &email, "", Some(&full_name), role, lang)?;
            let user = db::users::find_by_id(&tx, id)?.ok_or_else(|| AppError::internal("the new account vanished"))?;
            let link = password_link::issue(&tx, &user, TokenPurpose::Invitation, &base)?;
            let site = db::settings::load(&tx)?.seo.title;
            tx.commit()?;
            Ok((user, link, site))
        })
        .await?;
    let emailed = state.notifier.sends_mail() && looks_like_email(&user.email);
    state.notifier.send_in_background(notify::accounts::invitation(
        Locale::new(user.lang),
        &user.email,
        user.full_name.as_deref(),
        admin.full_name.as_deref(),
        role,
        &site,
        &link.url,
    ));
    tracing::info!(admin_id = admin.id, user_id = user.id, role = role.as_str(), "account invited");
    let response = UserInvitationResponse {
        user: AdminUser::from(&user),
        invite_url: link.url,
        invite_expires_at: link.expires_at,
        emailed,
    };
    Ok((StatusCode::CREATED, Json(response)))
}

/// `PATCH /api/admin/users/{id}`: rename, change role, deactivate or reactivate.
pub async fn update(
    State(state): State<AppState>,
    RequireSuperAdmin(admin): RequireSuperAdmin,
    Path(id): Path<i64>,
    ApiJson(update): ApiJson<AccountUpdate>,
) -> AppResult<Json<AdminUserResponse>> {
    let mut validator = Validator::new();
    let full_name = update
        .full_name
        .as_deref()
        .map(|name| validator.required("full_name", name, limits::PERSON_NAME, &error_text("account.nameRequired")));
    let role = update.role.as_deref().and_then(|role| parse_role(&mut validator, role));
    validator.finish()?;
    if update.active == Some(false) && id == admin.id {
        return Err(AppError::Conflict(error_text("users.cannotDeactivateSelf")));
    }
    let changes = AccountChanges { full_name, role, active: update.active };
    let logged = changes.clone();
    let user = state
        .db
        .run(move |conn| db::users::update_account(conn, id, &changes))
        .await?
        .ok_or_else(|| AppError::NotFound(error_text("users.notFound")))?;
    tracing::info!(admin_id = admin.id, user_id = user.id, changes = ?logged, "account changed");
    Ok(Json(AdminUserResponse { user: AdminUser::from(&user) }))
}

/// `POST /api/admin/users/{id}/reset-link`: a one-hour link to hand over by other means.
pub async fn reset_link(
    State(state): State<AppState>,
    RequireSuperAdmin(admin): RequireSuperAdmin,
    Path(id): Path<i64>,
    headers: HeaderMap,
) -> AppResult<(StatusCode, Json<PasswordLinkResponse>)> {
    let base = site_origin::link_base(&state.config, &headers);
    let link = state
        .db
        .run(move |conn| {
            let user =
                db::users::find_by_id(conn, id)?.ok_or_else(|| AppError::NotFound(error_text("users.notFound")))?;
            if !user.active {
                return Err(AppError::Conflict(error_text("users.inactiveNoLink")));
            }
            password_link::issue(conn, &user, TokenPurpose::Reset, &base)
        })
        .await?;
    tracing::info!(admin_id = admin.id, user_id = id, "password reset link made by hand");
    Ok((StatusCode::CREATED, Json(PasswordLinkResponse { url: link.url, expires_at: link.expires_at })))
}
