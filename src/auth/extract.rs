//! Authorization as types: a handler that takes `RequireStaff` cannot run for a
//! promoter or a visitor, whatever its body does. When the site requires two-factor
//! sign-in of its staff, a staff account without it is held back here too, by every
//! extractor but `SignedIn` and `StaffSettingUpTwoFactor`.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use super::backend::AuthSession;
use crate::answer_lang::error_text;
use crate::db::{self, users::User};
use crate::domain::role::Role;
use crate::error::AppError;
use crate::state::AppState;

async fn signed_in_user(parts: &mut Parts, state: &AppState) -> Result<User, AppError> {
    let session = AuthSession::from_request_parts(parts, state)
        .await
        .map_err(|_| AppError::internal("the auth layer is not installed"))?;
    session.user.ok_or_else(|| AppError::Unauthorized(error_text("account.signInRequired")))
}

/// A staff account the site's two-factor requirement holds back answers 403
/// `two_factor_required` until it has set it up.
async fn gated(user: User, state: &AppState) -> Result<User, AppError> {
    if user.role.is_staff() {
        let id = user.id;
        if state.db.run(move |conn| db::two_factor::setup_required(conn, id)).await? {
            return Err(AppError::TwoFactorRequired(error_text("twoFactor.setupRequired")));
        }
    }
    Ok(user)
}

/// Any signed-in account, even one the two-factor requirement holds back: only for
/// "who am I" and what such an account needs to set it up.
pub struct SignedIn(pub User);

/// A staff account setting up or managing its own two-factor sign-in, which the
/// requirement must not hold back.
pub struct StaffSettingUpTwoFactor(pub User);

/// Any signed-in account.
pub struct CurrentUser(pub User);

/// super_admin or moderator.
pub struct RequireStaff(pub User);

/// super_admin only.
pub struct RequireSuperAdmin(pub User);

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(SignedIn(signed_in_user(parts, state).await?))
    }
}

impl FromRequestParts<AppState> for StaffSettingUpTwoFactor {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = signed_in_user(parts, state).await?;
        if !user.role.is_staff() {
            return Err(AppError::Forbidden(error_text("account.notAllowed")));
        }
        Ok(StaffSettingUpTwoFactor(user))
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(CurrentUser(gated(signed_in_user(parts, state).await?, state).await?))
    }
}

impl FromRequestParts<AppState> for RequireStaff {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = signed_in_user(parts, state).await?;
        if !user.role.is_staff() {
            return Err(AppError::Forbidden(error_text("account.notAllowed")));
        }
        Ok(RequireStaff(gated(user, state).await?))
    }
}

impl FromRequestParts<AppState> for RequireSuperAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = signed_in_user(parts, state).await?;
        if user.role != Role::SuperAdmin {
            return Err(AppError::Forbidden(error_text("account.notAllowed")));
        }
        Ok(RequireSuperAdmin(gated(user, state).await?))
    }
}

/// promoter only (submitting dossiers).
pub struct RequirePromoter(pub User);

impl FromRequestParts<AppState> for RequirePromoter {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = signed_in_user(parts, state).await?;
        if user.role != Role::Promoter {
            return Err(AppError::Forbidden(error_text("account.notAllowed")));
        }
        Ok(RequirePromoter(user))
    }
}
