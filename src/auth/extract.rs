//! Authorization as types: a handler that takes `RequireStaff` cannot run for a
//! promoter or a visitor, whatever its body does.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use super::backend::AuthSession;
use crate::db::users::User;
use crate::domain::role::Role;
use crate::error::AppError;
use crate::state::AppState;

pub const SIGN_IN_REQUIRED: &str = "Vous devez être connecté pour accéder à cette ressource.";
pub const NOT_ALLOWED: &str = "Vous n'avez pas les droits nécessaires pour cette action.";

async fn signed_in_user(parts: &mut Parts, state: &AppState) -> Result<User, AppError> {
    let session = AuthSession::from_request_parts(parts, state)
        .await
        .map_err(|_| AppError::internal("the auth layer is not installed"))?;
    session.user.ok_or_else(|| AppError::Unauthorized(SIGN_IN_REQUIRED.into()))
}

/// Any signed-in account.
pub struct CurrentUser(pub User);

/// super_admin or moderator.
pub struct RequireStaff(pub User);

/// super_admin only.
pub struct RequireSuperAdmin(pub User);

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(CurrentUser(signed_in_user(parts, state).await?))
    }
}

impl FromRequestParts<AppState> for RequireStaff {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = signed_in_user(parts, state).await?;
        if !user.role.is_staff() {
            return Err(AppError::Forbidden(NOT_ALLOWED.into()));
        }
        Ok(RequireStaff(user))
    }
}

impl FromRequestParts<AppState> for RequireSuperAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = signed_in_user(parts, state).await?;
        if user.role != Role::SuperAdmin {
            return Err(AppError::Forbidden(NOT_ALLOWED.into()));
        }
        Ok(RequireSuperAdmin(user))
    }
}

/// promoter only (submitting dossiers).
pub struct RequirePromoter(pub User);

impl FromRequestParts<AppState> for RequirePromoter {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = signed_in_user(parts, state).await?;
        if user.role != Role::Promoter {
            return Err(AppError::Forbidden(NOT_ALLOWED.into()));
        }
        Ok(RequirePromoter(user))
    }
}
