//! One error type for every handler: what the user reads (message, code, field errors) is
//! kept apart from what is logged. Messages are in the language of the request being answered
//! (`answer_lang`), French outside any.

use std::collections::BTreeMap;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use ts_rs::TS;

use crate::answer_lang::error_text;

/// The JSON body of every error response.
#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct ApiErrorBody {
    pub error: ApiError,
}

#[derive(Debug, Serialize, TS)]
pub struct ApiError {
    pub code: &'static str,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub fields: Option<BTreeMap<String, String>>,
}

pub type FieldErrors = BTreeMap<String, String>;

/// What a `Busy` answer tells the client to wait: bounded work frees up within a second or two.
const BUSY_RETRY_AFTER_SECS: u64 = 2;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("validation: {message}")]
    Validation { message: String, fields: FieldErrors },
    #[error("unauthorized: {0}")]
    Unauthorized(String),
    #[error("forbidden: {0}")]
    Forbidden(String),
    /// A staff account must set up two-factor sign-in before anything else (403).
    #[error("two-factor set-up required: {0}")]
    TwoFactorRequired(String),
    #[error("not found: {0}")]
    NotFound(String),
    #[error("conflict: {0}")]
    Conflict(String),
    /// The message says what the limit is, when the route knows it.
    #[error("payload too large: {0}")]
    PayloadTooLarge(String),
    #[error("unsupported media type: {0}")]
    UnsupportedMediaType(String),
    /// The data disk would be left nearly full by this write.
    #[error("insufficient storage: {0}")]
    InsufficientStorage(String),
    #[error("forbidden origin")]
    ForbiddenOrigin,
    #[error("method not allowed")]
    MethodNotAllowed,
    #[error("rate limited for {retry_after_secs}s")]
    RateLimited { message: String, retry_after_secs: u64 },
    /// The request body stopped arriving, or arrived too slowly.
    #[error("request body too slow")]
    TooSlow,
    /// Bounded expensive work (password hashes, image decoding) is full: try again shortly.
    #[error("busy")]
    Busy,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

/// A blocking task that panicked or was cancelled: an internal error, its cause kept.
impl From<tokio::task::JoinError> for AppError {
    fn from(err: tokio::task::JoinError) -> Self {
        AppError::Internal(anyhow::Error::new(err).context("a blocking task did not finish"))
    }
}

impl AppError {
    pub fn validation(message: impl Into<String>) -> Self {
        AppError::Validation { message: message.into(), fields: FieldErrors::new() }
    }

    /// A validation error naming the fields at fault; the first field's message leads.
    pub fn fields(fields: FieldErrors) -> Self {
        let message = fields.values().next().cloned().unwrap_or_else(|| error_text("invalid"));
        AppError::Validation { message, fields }
    }

    /// A validation error on one field.
    pub fn field(name: &str, message: &str) -> Self {
        AppError::fields(FieldErrors::from([(name.to_string(), message.to_string())]))
    }

    /// The refusal of a rate limit, for `map_err` on a limiter's answer (the seconds to wait).
    pub fn rate_limited(message: &str) -> impl FnOnce(u64) -> AppError + '_ {
        move |retry_after_secs| AppError::RateLimited { message: message.into(), retry_after_secs }
    }

    pub fn too_large() -> Self {
        AppError::PayloadTooLarge(error_text("tooLarge"))
    }

    pub fn unsupported_type() -> Self {
        AppError::UnsupportedMediaType(error_text("unsupportedType"))
    }

    /// The error matching a status some layer answered with on its own (a path
    /// parameter of the wrong form, a wrong method…), so it can speak the JSON shape.
    pub fn for_status(status: StatusCode) -> Self {
        match status {
            StatusCode::NOT_FOUND => AppError::NotFound(error_text("notFound")),
            StatusCode::METHOD_NOT_ALLOWED => AppError::MethodNotAllowed,
            StatusCode::PAYLOAD_TOO_LARGE => AppError::too_large(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => AppError::unsupported_type(),
            StatusCode::UNAUTHORIZED => AppError::Unauthorized(error_text("unauthorized")),
            StatusCode::FORBIDDEN => AppError::Forbidden(error_text("forbidden")),
            status if status.is_client_error() => AppError::validation(error_text("badRequest")),
            status => AppError::internal(format!("a layer answered {status} without a body")),
        }
    }

    pub fn internal(detail: impl std::fmt::Display) -> Self {
        AppError::Internal(anyhow::anyhow!("{detail}"))
    }

    /// An internal error caused by `err`, which stays attached as its source (the log
    /// shows the chain): for `map_err(AppError::caused("writing an image"))`.
    pub fn caused<E>(context: &'static str) -> impl FnOnce(E) -> AppError
    where
        E: std::error::Error + Send + Sync + 'static,
    {
        move |err| AppError::Internal(anyhow::Error::new(err).context(context))
    }

    fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            AppError::Validation { .. } => (StatusCode::BAD_REQUEST, "validation"),
            AppError::Unauthorized(_) => (StatusCode::UNAUTHORIZED, "unauthorized"),
            AppError::Forbidden(_) => (StatusCode::FORBIDDEN, "forbidden"),
            AppError::TwoFactorRequired(_) => (StatusCode::FORBIDDEN, "two_factor_required"),
            AppError::NotFound(_) => (StatusCode::NOT_FOUND, "not_found"),
            AppError::Conflict(_) => (StatusCode::CONFLICT, "conflict"),
            AppError::PayloadTooLarge(_) => (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large"),
            AppError::UnsupportedMediaType(_) => (StatusCode::UNSUPPORTED_MEDIA_TYPE, "unsupported_media_type"),
            AppError::InsufficientStorage(_) => (StatusCode::INSUFFICIENT_STORAGE, "insufficient_storage"),
            AppError::ForbiddenOrigin => (StatusCode::FORBIDDEN, "forbidden_origin"),
            AppError::MethodNotAllowed => (StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed"),
            AppError::RateLimited { .. } => (StatusCode::TOO_MANY_REQUESTS, "rate_limited"),
            AppError::Busy => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
            AppError::TooSlow => (StatusCode::REQUEST_TIMEOUT, "request_timeout"),
            AppError::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, "internal"),
        }
    }
}

impl From<deadpool_sqlite::InteractError> for AppError {
    fn from(err: deadpool_sqlite::InteractError) -> Self {
        // A panic's payload is not `Sync`, so only its description can be kept.
        AppError::internal(format!("a database task did not finish: {err}"))
    }
}

impl From<deadpool_sqlite::PoolError> for AppError {
    fn from(err: deadpool_sqlite::PoolError) -> Self {
        AppError::caused("no database connection")(err)
    }
}

impl From<rusqlite::Error> for AppError {
    fn from(err: rusqlite::Error) -> Self {
        AppError::caused("database")(err)
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, code) = self.status_and_code();
        let retry_after = match &self {
            AppError::RateLimited { retry_after_secs, .. } => Some(*retry_after_secs),
            AppError::Busy => Some(BUSY_RETRY_AFTER_SECS),
            _ => None,
        };
        let (message, fields) = match self {
            AppError::Validation { message, fields } => (message, if fields.is_empty() { None } else { Some(fields) }),
            AppError::Unauthorized(message)
            | AppError::Forbidden(message)
            | AppError::TwoFactorRequired(message)
            | AppError::NotFound(message)
            | AppError::Conflict(message) => (message, None),
            AppError::PayloadTooLarge(message)
            | AppError::UnsupportedMediaType(message)
            | AppError::InsufficientStorage(message) => (message, None),
            AppError::ForbiddenOrigin => (error_text("forbiddenOrigin"), None),
            AppError::MethodNotAllowed => (error_text("methodNotAllowed"), None),
            AppError::RateLimited { message, .. } => (message, None),
            AppError::Busy => (error_text("busy"), None),
            AppError::TooSlow => (error_text("tooSlow"), None),
            AppError::Internal(err) => {
                tracing::error!(error = ?err, "internal error");
                (error_text("internal"), None)
            }
        };
        let mut response = (status, Json(ApiErrorBody { error: ApiError { code, message, fields } })).into_response();
        if let Some(secs) = retry_after
            && let Ok(value) = HeaderValue::from_str(&secs.max(1).to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, value);
        }
        response
    }
}
