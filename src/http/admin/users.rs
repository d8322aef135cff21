//! Account management for super_admin: list accounts, change a role.

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::auth::extract::RequireSuperAdmin;
use crate::db;
use crate::domain::role::Role;
use crate::error::{AppError, AppResult};
use crate::http::AppState;
use crate::http::auth::{UserResponse, UserView};
use crate::http::extract::ApiJson;

#[derive(Debug, Serialize, TS)]
pub struct AdminUser {
    #[serde(flatten)]
    #[ts(flatten)]
    pub user: UserView,
    pub created_at: String,
}

#[derive(Debug, Serialize, TS)]
pub struct UserList {
    pub users: Vec<AdminUser>,
}

#[derive(Debug, Deserialize, TS)]
pub struct RoleChange {
    #[serde(default)]
    pub role: String,
}

pub async fn list(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<UserList>> {
    let users = state.db.run(|conn| db::users::list(conn)).await?;
    let users = users
        .iter()
        .map(|user| AdminUser { user: UserView::from(user), created_at: user.created_at.clone() })
        .collect();
    Ok(Json(UserList { users }))
}

pub async fn change_role(
    State(state): State<AppState>,
    RequireSuperAdmin(admin): RequireSuperAdmin,
    Path(id): Path<i64>,
    ApiJson(change): ApiJson<RoleChange>,
) -> AppResult<Json<UserResponse>> {
    let role = Role::parse(&change.role).ok_or_else(|| {
        let mut fields = crate::error::FieldErrors::new();
        fields.insert("role".into(), "Rôle inconnu : choisissez super_admin, moderator ou promoter.".into());
        AppError::fields(fields)
    })?;
    let user = state
        .db
        .run(move |conn| db::users::set_role_by_id(conn, id, role))
        .await?
        .ok_or_else(|| AppError::NotFound("Utilisateur introuvable.".into()))?;
    tracing::info!(admin_id = admin.id, user_id = user.id, role = role.as_str(), "role changed");
    Ok(Json(UserResponse { user: UserView::from(&user) }))
}
