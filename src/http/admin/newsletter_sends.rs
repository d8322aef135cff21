//! Sending an article to the newsletter's subscribers, for super_admin: start a send (or a
//! test to one address), follow it, pause, resume or cancel it. The sending itself is the
//! background sender's (`notify::newsletter_sender`); these handlers only write the queue
//! and wake it.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::newsletter_admin;
use crate::db::newsletter_sends::{self, Control, Refusal, Send, SendRequest};
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::http::extract::{ApiJson, ApiQuery};
use crate::notify::{self, newsletter_mails};
use crate::state::AppState;

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct NewsletterSendRequest {
    pub post_id: i64,
    /// Sends one test message to this address instead of the subscribers.
    #[serde(default)]
    #[ts(optional)]
    pub test_to: Option<String>,
    /// Sends an article already sent once again.
    #[serde(default)]
    #[ts(optional)]
    pub again: Option<bool>,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct NewsletterSendResponse {
    pub send: Send,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct NewsletterSendList {
    pub sends: Vec<Send>,
}

/// The mail as subscribers will receive it, in the article's language.
#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct NewsletterMailPreview {
    pub subject: String,
    pub html: String,
    pub text: String,
    /// Confirmed subscribers: who a send would go to now.
    pub recipients: i64,
    /// Whether `VITRINE_SMTP_URL` is set: without it no send can start.
    pub mail_configured: bool,
}

#[derive(Debug, Deserialize)]
pub struct SendsQuery {
    #[serde(default)]
    pub post_id: Option<i64>,
}

/// `POST /api/admin/newsletter/sends`: 202 with the queued send.
pub async fn start(
    State(state): State<AppState>,
    RequireSuperAdmin(owner): RequireSuperAdmin,
    ApiJson(request): ApiJson<NewsletterSendRequest>,
) -> AppResult<(StatusCode, Json<NewsletterSendResponse>)> {
    let mut validator = Validator::new();
    let test_to = request
        .test_to
        .as_deref()
        .map(|address| validator.email("test_to", address, &answer_lang::text("contact:validation.email")));
    validator.finish()?;
    if !state.notifier.sends_mail() {
        return Err(AppError::validation(answer_lang::text("adminNewsletter:errors.mailNotConfigured")));
    }
    let (post_id, again, by) = (request.post_id, request.again.unwrap_or(false), owner.id);
    let started = state
        .db
        .run(move |conn| {
            let now = crate::db::now_text();
            let asked = SendRequest { post_id, test_to: test_to.as_deref(), again, by, now: &now };
            match newsletter_sends::start(conn, &asked)? {
                Ok(id) => Ok(Ok(newsletter_sends::find(conn, id)?)),
                Err(refusal) => Ok(Err(refusal)),
            }
        })
        .await?;
    let send = match started {
        Ok(Some(send)) => send,
        Ok(None) => return Err(AppError::NotFound(answer_lang::text("adminNewsletter:errors.sendNotFound"))),
        Err(Refusal::NoSuchPost) => {
            return Err(AppError::NotFound(answer_lang::text("adminNewsletter:errors.postNotFound")));
        }
        Err(Refusal::NotPublished) => {
            return Err(AppError::field("post_id", &answer_lang::text("adminNewsletter:errors.notPublished")));
        }
        Err(Refusal::NoSubscribers) => {
            return Err(AppError::validation(answer_lang::text("adminNewsletter:errors.noSubscribers")));
        }
        Err(Refusal::InProgress) => {
            return Err(AppError::Conflict(answer_lang::text("adminNewsletter:errors.sendInProgress")));
        }
        Err(Refusal::AlreadySent) => {
            return Err(AppError::Conflict(answer_lang::text("adminNewsletter:errors.alreadySent")));
        }
    };
    tracing::info!(
        send_id = send.id,
        post_id,
        total = send.total,
        test = send.test_to.is_some(),
        "newsletter send queued"
    );
    state.newsletter_sender.wake();
    Ok((StatusCode::ACCEPTED, Json(NewsletterSendResponse { send })))
}

/// `GET /api/admin/newsletter/sends?post_id=`: an article's sends, or the latest ones.
pub async fn list(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiQuery(query): ApiQuery<SendsQuery>,
) -> AppResult<Json<NewsletterSendList>> {
    let sends = state.db.run(move |conn| newsletter_sends::list(conn, query.post_id)).await?;
    Ok(Json(NewsletterSendList { sends }))
}

/// `GET /api/admin/newsletter/sends/{id}`: how far it has gone.
pub async fn show(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<Json<NewsletterSendResponse>> {
    let send = state.db.run(move |conn| newsletter_sends::find(conn, id)).await?;
    send.map(|send| Json(NewsletterSendResponse { send }))
        .ok_or_else(|| AppError::NotFound(answer_lang::text("adminNewsletter:errors.sendNotFound")))
}

async fn control(state: AppState, id: i64, control: Control) -> AppResult<Json<NewsletterSendResponse>> {
    let outcome = state
        .db
        .run(move |conn| {
            let changed = newsletter_sends::control(conn, id, control, &crate::db::now_text())?;
            Ok(changed.map(|changed| (changed, newsletter_sends::find(conn, id))))
        })
        .await?;
    let refused = match control {
        Control::Pause => answer_lang::text("adminNewsletter:errors.cannotPause"),
        Control::Resume => answer_lang::text("adminNewsletter:errors.cannotResume"),
        Control::Cancel => answer_lang::text("adminNewsletter:errors.cannotCancel"),
    };
    match outcome {
        None => Err(AppError::NotFound(answer_lang::text("adminNewsletter:errors.sendNotFound"))),
        Some((false, _)) => Err(AppError::Conflict(refused)),
        Some((true, send)) => {
            tracing::info!(send_id = id, ?control, "newsletter send controlled");
            state.newsletter_sender.wake();
            let send =
                send?.ok_or_else(|| AppError::NotFound(answer_lang::text("adminNewsletter:errors.sendNotFound")))?;
            Ok(Json(NewsletterSendResponse { send }))
        }
    }
}

/// `POST /api/admin/newsletter/sends/{id}/pause`: the sender stops after the message under way.
pub async fn pause(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<Json<NewsletterSendResponse>> {
    control(state, id, Control::Pause).await
}

/// `POST /api/admin/newsletter/sends/{id}/resume`.
pub async fn resume(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<Json<NewsletterSendResponse>> {
    control(state, id, Control::Resume).await
}

/// `POST /api/admin/newsletter/sends/{id}/cancel`: nobody not yet mailed will be.
pub async fn cancel(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
) -> AppResult<Json<NewsletterSendResponse>> {
    control(state, id, Control::Cancel).await
}

/// `GET /api/admin/newsletter/preview/{post_id}`: what a send of the article would mail.
pub async fn preview(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(post_id): Path<i64>,
) -> AppResult<Json<NewsletterMailPreview>> {
    let base = crate::http::site_origin::configured_base(state.config.public_url.as_deref(), state.config.addr);
    let mail_configured = state.notifier.sends_mail();
    let preview = state
        .db
        .run(move |conn| {
            let Some(mail) = newsletter_mails::render(conn, &base, post_id, None)? else { return Ok(None) };
            let (text, html) = mail.for_recipient(&notify::newsletter::unsubscribe_url(&base, "exemple"));
            let recipients = newsletter_admin::counts(conn)?.confirmed;
            Ok(Some(NewsletterMailPreview { subject: mail.subject, html, text, recipients, mail_configured }))
        })
        .await?;
    preview.map(Json).ok_or_else(|| AppError::NotFound(answer_lang::text("adminNewsletter:errors.postNotFound")))
}
