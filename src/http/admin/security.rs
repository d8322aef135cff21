//! Staff sign-in policy (super_admin): whether every staff account must use two-factor
//! sign-in. Turning it on holds back the staff accounts without it, the super_admin
//! who turns it on included, until each has set it up from « Mon Profil ».

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::auth::extract::RequireSuperAdmin;
use crate::db;
use crate::error::AppResult;
use crate::http::extract::ApiJson;
use crate::state::AppState;

#[derive(Debug, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SecuritySettings {
    pub require_two_factor: bool,
}

pub async fn show(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<SecuritySettings>> {
    let require_two_factor = state.db.run(|conn| db::two_factor::is_required(conn)).await?;
    Ok(Json(SecuritySettings { require_two_factor }))
}

pub async fn update(
    State(state): State<AppState>,
    RequireSuperAdmin(user): RequireSuperAdmin,
    ApiJson(input): ApiJson<SecuritySettings>,
) -> AppResult<Json<SecuritySettings>> {
    let required = input.require_two_factor;
    state.db.run(move |conn| db::two_factor::set_required(conn, required)).await?;
    tracing::info!(user_id = user.id, required, "staff two-factor requirement changed");
    Ok(Json(SecuritySettings { require_two_factor: required }))
}
