//! Dossiers for promoters and staff: submission, conversation, status, attachments.
//! Every query goes through `Viewer`, so another promoter's dossier is a 404 everywhere.

mod attachments;
pub mod quotas;
mod receive;

pub mod types {
    pub use super::attachments::AttachmentResponse;
    pub use super::{
        DossierDetail, DossierInput, DossierList, DossierResponse, MessageInput, MessageResponse, StatusInput,
    };
}

use axum::Json;
use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::email_confirmation::require_confirmed;
use super::extract::{ApiJson, ApiQuery};
use crate::answer_lang::error_text;
use crate::auth::extract::{CurrentUser, RequirePromoter, RequireStaff};
use crate::db::attachments::Attachment;
use crate::db::dossier_messages::{self, DossierMessage, StatusChange};
use crate::db::dossiers::{self, Dossier, DossierFilter, DossierSummary, Viewer};
use crate::db::users::User;
use crate::domain::dossier_status::DossierStatus;
use crate::domain::limits;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::notify::DossierEvent;
use crate::state::AppState;

/// A dossier's description (20,000 characters) is the longest text a promoter sends.
const DOSSIER_BODY_LIMIT: usize = 256 * 1024;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(list).post(create).layer(DefaultBodyLimit::max(DOSSIER_BODY_LIMIT)))
        .route("/{id}", get(detail).patch(change_status))
        .route("/{id}/read", post(mark_read))
        .route("/{id}/messages", post(add_message))
        .route(
            "/{id}/attachments",
            post(attachments::upload).layer(DefaultBodyLimit::max(attachments::MAX_BYTES + 64 * 1024)),
        )
        .route("/{id}/attachments/{attachment_id}", get(attachments::download))
}

pub fn viewer(user: &User) -> Viewer {
    if user.role.is_staff() { Viewer::Staff(user.id) } else { Viewer::Promoter(user.id) }
}

#[derive(Debug, Deserialize)]
pub struct ListParams {
    status: Option<String>,
    #[serde(default)]
    q: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct DossierList {
    pub dossiers: Vec<DossierSummary>,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct DossierInput {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub description: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct DossierResponse {
    pub dossier: Dossier,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct DossierDetail {
    pub dossier: Dossier,
    pub messages: Vec<DossierMessage>,
    pub attachments: Vec<Attachment>,
    pub history: Vec<StatusChange>,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct StatusInput {
    /// Read as text so that an unknown status gets a French field error, not a parse failure.
    #[serde(default)]
    #[ts(as = "DossierStatus")]
    pub status: String,
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct MessageInput {
    #[serde(default)]
    pub message: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct MessageResponse {
    pub message: DossierMessage,
}

fn not_found() -> AppError {
    AppError::NotFound(error_text("dossiers.notFound"))
}

async fn list(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> AppResult<Json<DossierList>> {
    let status = match params.status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(raw) => {
            Some(DossierStatus::parse(raw).ok_or_else(|| AppError::validation(error_text("dossiers.unknownStatus")))?)
        }
    };
    let filter = DossierFilter { status, query: params.q.chars().take(limits::SEARCH_QUERY).collect() };
    let viewer = viewer(&user);
    let dossiers = state.db.run(move |conn| dossiers::list(conn, viewer, &filter)).await?;
    Ok(Json(DossierList { dossiers }))
}

async fn create(
    State(state): State<AppState>,
    RequirePromoter(user): RequirePromoter,
    ApiJson(input): ApiJson<DossierInput>,
) -> AppResult<(StatusCode, Json<DossierResponse>)> {
    require_confirmed(&state, &user)?;
    let mut v = Validator::new();
    let title = v.required("title", &input.title, limits::TITLE, &error_text("validation.titleRequired"));
    let description = v.required_text(
        "description",
        &input.description,
        limits::DOSSIER_DESCRIPTION,
        &error_text("validation.descriptionRequired"),
    );
    v.finish()?;
    let dossier = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            quotas::check_new_dossier(&tx, user.id)?;
            let id = dossiers::create(&tx, user.id, &title, &description)?;
            dossiers::mark_read(&tx, id, user.id)?;
            let dossier = dossiers::find(&tx, Viewer::Promoter(user.id), id)?
                .ok_or_else(|| AppError::internal("the new dossier vanished"))?;
            tx.commit()?;
            Ok(dossier)
        })
        .await?;
    tracing::info!(dossier_id = dossier.summary.id, "dossier submitted");
    state.notifier.dossier(dossier.summary.id, DossierEvent::Submitted);
    Ok((StatusCode::CREATED, Json(DossierResponse { dossier })))
}

async fn detail(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<i64>,
) -> AppResult<Json<DossierDetail>> {
    let viewer = viewer(&user);
    let detail = state
        .db
        .run(move |conn| {
            let Some(dossier) = dossiers::find(conn, viewer, id)? else { return Ok(None) };
            Ok(Some(DossierDetail {
                dossier,
                messages: dossier_messages::list(conn, id)?,
                attachments: crate::db::attachments::list(conn, id)?,
                history: dossier_messages::history(conn, id)?,
            }))
        })
        .await?;
    detail.map(Json).ok_or_else(not_found)
}

/// Marks everything in the dossier as seen by the caller. A POST of its own, never a side
/// effect of reading: a link followed from another site must not clear anyone's unread count.
async fn mark_read(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<i64>,
) -> AppResult<StatusCode> {
    let viewer = viewer(&user);
    let found = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            if dossiers::find(&tx, viewer, id)?.is_none() {
                return Ok(false);
            }
            dossiers::mark_read(&tx, id, user.id)?;
            tx.commit()?;
            Ok(true)
        })
        .await?;
    if found { Ok(StatusCode::NO_CONTENT) } else { Err(not_found()) }
}

async fn change_status(
    State(state): State<AppState>,
    RequireStaff(user): RequireStaff,
    Path(id): Path<i64>,
    ApiJson(input): ApiJson<StatusInput>,
) -> AppResult<Json<DossierResponse>> {
    let status = DossierStatus::parse(&input.status)
        .ok_or_else(|| AppError::field("status", &error_text("dossiers.chooseStatus")))?;
    let dossier = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            if dossiers::find(&tx, Viewer::Staff(user.id), id)?.is_none() {
                return Ok(None);
            }
            let changed = dossiers::set_status(&tx, id, status, user.id)?.is_some();
            let dossier = dossiers::find(&tx, Viewer::Staff(user.id), id)?;
            tx.commit()?;
            Ok(dossier.map(|dossier| (dossier, changed)))
        })
        .await?
        .ok_or_else(not_found)?;
    let (dossier, changed) = dossier;
    if changed {
        state.notifier.dossier(id, DossierEvent::StatusChanged(status));
    }
    Ok(Json(DossierResponse { dossier }))
}

async fn add_message(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<i64>,
    ApiJson(input): ApiJson<MessageInput>,
) -> AppResult<(StatusCode, Json<MessageResponse>)> {
    require_confirmed(&state, &user)?;
    let mut v = Validator::new();
    let text =
        v.required_text("message", &input.message, limits::DOSSIER_MESSAGE, &error_text("dossiers.messageRequired"));
    v.finish()?;
    let viewer = viewer(&user);
    let message = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            if dossiers::find(&tx, viewer, id)?.is_none() {
                return Ok(None);
            }
            if matches!(viewer, Viewer::Promoter(_)) {
                quotas::check_new_message(&tx, user.id)?;
            }
            let message = dossier_messages::add(&tx, id, user.id, &text)?;
            dossiers::touch(&tx, id)?;
            dossiers::mark_read(&tx, id, user.id)?;
            tx.commit()?;
            Ok(Some(message))
        })
        .await?
        .ok_or_else(not_found)?;
    let event = if user.role.is_staff() { DossierEvent::StaffMessage } else { DossierEvent::PromoterMessage };
    state.notifier.dossier(id, event);
    Ok((StatusCode::CREATED, Json(MessageResponse { message })))
}
