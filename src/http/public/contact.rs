//! `POST /api/contact`: a visitor's message, validated, rate-limited per IP,
//! stored with its contact upserted by e-mail, and e-mailed to staff when SMTP is
//! configured. A filled honeypot is accepted and dropped. A new contact keeps the
//! language he wrote in.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang::{self, error_text};
use crate::db::contacts::{self, ContactCreated};
use crate::domain::lang::Lang;
use crate::domain::limits;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::http::extract::{ApiJson, ClientIp};
use crate::http::site_origin;
use crate::state::AppState;

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct ContactRequest {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub message: String,
    /// Hidden from people; only robots fill it.
    #[serde(default)]
    #[ts(optional)]
    pub website: Option<String>,
    /// The language the visitor writes in (`fr`, `en`, `ar`), kept on a new contact; French when absent.
    #[serde(default)]
    #[ts(optional, as = "Option<Lang>")]
    pub lang: Option<String>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct ContactResponse {
    pub contact_message: ContactCreated,
}

pub async fn submit(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    ApiJson(request): ApiJson<ContactRequest>,
) -> AppResult<(StatusCode, Json<ContactResponse>)> {
    let created = deliver(&state, &ip, &headers, request).await?;
    Ok((StatusCode::CREATED, Json(ContactResponse { contact_message: created })))
}

/// Checks, limits, stores and announces a message, whether it came from the dialog or the plain form.
pub async fn deliver(
    state: &AppState,
    ip: &ClientIp,
    headers: &HeaderMap,
    request: ContactRequest,
) -> AppResult<ContactCreated> {
    let mut validator = Validator::new();
    let name =
        validator.required("name", &request.name, limits::PERSON_NAME, &answer_lang::text("contact:validation.name"));
    let email = validator.email("email", &request.email, &answer_lang::text("contact:validation.email"));
    let message = validator.required_text(
        "message",
        &request.message,
        limits::CONTACT_MESSAGE,
        &answer_lang::text("contact:validation.message"),
    );
    let lang = validator.optional_lang("lang", request.lang.as_deref()).unwrap_or_default();
    if let Err(AppError::Validation { fields, .. }) = validator.finish() {
        let any_missing = [&name, &email, &message].iter().any(|value| value.is_empty());
        let message = if any_missing {
            answer_lang::text("contact:validation.description")
        } else {
            fields.values().next().cloned().unwrap_or_default()
        };
        return Err(AppError::Validation { message, fields });
    }

    state.limits.contact.hit(&ip.limit_key()).map_err(AppError::rate_limited(&error_text("contact.tooMany")))?;

    let is_robot = request.website.is_some_and(|value| !value.trim().is_empty());
    let created = if is_robot {
        tracing::info!(ip = %ip.0, "contact honeypot filled; message dropped");
        ContactCreated { id: 0, created_at: crate::db::now_text() }
    } else {
        let created = state.db.run(move |conn| contacts::record_message(conn, &name, &email, &message, lang)).await?;
        state.notifier.contact_message(created.id, site_origin::link_base(&state.config, headers));
        created
    };
    Ok(created)
}
