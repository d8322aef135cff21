//! Dossier attachments: checked by content while they stream to disk, stored under
//! random names in `data/attachments/` (never served as public media), downloadable
//! only by the dossier's promoter and staff, always as a download, streamed from disk.

use anyhow::Context;
use axum::Json;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use serde::Serialize;
use ts_rs::TS;

use super::{not_found, quotas, receive, viewer};
use crate::answer_lang::error_text;
use crate::auth::extract::CurrentUser;
use crate::db::attachments::{self, Attachment, NewAttachment};
use crate::db::dossiers::{self, Viewer};
use crate::domain::file_kind::{FileKind, display_name};
use crate::error::{AppError, AppResult};
use crate::http::served_file;
use crate::state::AppState;

/// Attachments: 20 MB each, 10 per dossier.
pub const MAX_BYTES: usize = 20 * 1024 * 1024;
const MAX_PER_DOSSIER: i64 = 10;
/// What a multipart body adds around its file (boundaries, part headers): the size a
/// request announces is checked against the quota less this, the file's own size after.
const ENVELOPE_BYTES: u64 = 16 * 1024;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct AttachmentResponse {
    pub attachment: Attachment,
}

fn full() -> AppError {
    AppError::validation(error_text("dossiers.attachmentsFull"))
}

fn gone() -> AppError {
    AppError::NotFound(error_text("dossiers.attachmentNotFound"))
}

pub async fn upload(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<i64>,
    headers: HeaderMap,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<(StatusCode, Json<AttachmentResponse>)> {
    crate::http::email_confirmation::require_confirmed(&state, &user)?;
    let viewer = viewer(&user);
    // Everything that can refuse the file is checked before its bytes are taken: the
    // dossier, its count, the room on disk and the account's quota, against the size
    // the request announces (a multipart body is a little larger than its file).
    let announced = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok()?.parse::<u64>().ok())
        .unwrap_or(MAX_BYTES as u64);
    if announced > (MAX_BYTES as u64) + ENVELOPE_BYTES {
        return Err(receive::too_large());
    }
    let announced = announced.min(MAX_BYTES as u64);
    let quota_owner = matches!(viewer, Viewer::Promoter(_)).then_some(user.id);
    let (_hold, arriving) = state
        .uploads
        .take(user.id, announced)
        .ok_or_else(|| AppError::rate_limited(&error_text("dossiers.uploadInProgress"))(5))?;
    let (data_dir, reserve) = (state.config.data_dir.clone(), state.config.disk_reserve_bytes);
    state
        .db
        .run(move |conn| {
            if dossiers::find(conn, viewer, id)?.is_none() {
                return Err(not_found());
            }
            if attachments::count(conn, id)? >= MAX_PER_DOSSIER {
                return Err(full());
            }
            if let Some(owner) = quota_owner {
                quotas::check_attachment_bytes(
                    conn,
                    owner,
                    (arriving + announced).saturating_sub(ENVELOPE_BYTES) as i64,
                )?;
            }
            crate::disk::ensure_room(&data_dir, reserve, arriving + announced)
        })
        .await?;

    let received = receive::file_field(multipart, &state.config.attachments_dir()).await?;
    let kind = received.kind;
    let name = display_name(&received.given_name, kind);
    let stored_name = uuid::Uuid::new_v4().simple().to_string();
    let size = received.size as i64;
    let path = state.config.attachments_dir().join(&stored_name);
    let attachment = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            if attachments::count(&tx, id)? >= MAX_PER_DOSSIER {
                return Err(full());
            }
            if let Some(owner) = quota_owner {
                quotas::check_attachment_bytes(&tx, owner, size)?;
            }
            let attachment = attachments::insert(
                &tx,
                &NewAttachment {
                    dossier_id: id,
                    uploaded_by: user.id,
                    original_name: &name,
                    stored_name: &stored_name,
                    content_type: kind.content_type(),
                    size_bytes: size,
                },
            )?;
            dossiers::touch(&tx, id)?;
            // Only a file whose row is committed keeps its real name; a temporary one goes when dropped.
            received.file.persist(&path).map_err(|err| AppError::caused("naming an attachment")(err.error))?;
            if let Err(err) = tx.commit() {
                let _ = std::fs::remove_file(&path);
                return Err(err.into());
            }
            Ok(attachment)
        })
        .await?;
    Ok((StatusCode::CREATED, Json(AttachmentResponse { attachment })))
}

pub async fn download(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path((id, attachment_id)): Path<(i64, i64)>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let viewer = viewer(&user);
    let attachment = state
        .db
        .run(move |conn| {
            if dossiers::find(conn, viewer, id)?.is_none() {
                return Ok(None);
            }
            attachments::find(conn, id, attachment_id)
        })
        .await?
        .ok_or_else(gone)?;
    // The stored name comes from the database, which a restored backup could have
    // forged: it is opened inside the attachments folder only, as one plain name.
    let dir = state.config.attachments_dir();
    let stored_name = attachment.stored_name.clone();
    let opened = tokio::task::spawn_blocking(move || {
        if stored_name.contains('/') {
            return Ok(None);
        }
        served_file::open_beneath(&dir, &stored_name)
    })
    .await?
    .context("opening an attachment")?;
    let Some((file, metadata)) = opened else {
        tracing::warn!(attachment = attachment.id, "an attachment's file is missing or not a plain file");
        return Err(gone());
    };
    let disposition = format!(
        "attachment; filename=\"{}\"; filename*=UTF-8''{}",
        attachment
            .original_name
            .chars()
            .map(|c| if c.is_ascii() && !c.is_ascii_control() && c != '"' && c != '\\' { c } else { '_' })
            .collect::<String>(),
        percent_encode(&attachment.original_name)
    );
    let etag = format!("\"{}\"", attachment.stored_name);
    let content_type = FileKind::content_type_of(&attachment.content_type);
    let mut response = served_file::respond(file, metadata.len(), &etag, &headers, content_type).await;
    let answer = response.headers_mut();
    answer.insert(header::CONTENT_DISPOSITION, HeaderValue::from_str(&disposition).map_err(AppError::internal)?);
    answer.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    Ok(response)
}

/// RFC 5987 encoding for the UTF-8 file name.
fn percent_encode(name: &str) -> String {
    name.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}
