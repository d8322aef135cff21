//! Dossier attachments: checked by content, stored under random names in
//! `data/attachments/` (never served as public media), downloadable only by the
//! dossier's promoter and staff, always as a download.

use anyhow::Context;
use axum::Json;
use axum::body::Body;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use serde::Serialize;
use ts_rs::TS;

use super::{not_found, quotas, viewer};
use crate::auth::extract::CurrentUser;
use crate::db::attachments::{self, Attachment, NewAttachment};
use crate::db::dossiers::{self, Viewer};
use crate::domain::file_kind::{FileKind, display_name};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// Attachments: 20 MB each, 10 per dossier.
pub const MAX_BYTES: usize = 20 * 1024 * 1024;
const MAX_PER_DOSSIER: i64 = 10;
const WRONG_TYPE: &str = "Type de fichier refusé : PDF, ODT, DOCX, XLSX, PPTX, PNG ou JPEG uniquement.";

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct AttachmentResponse {
    pub attachment: Attachment,
}

fn too_large() -> AppError {
    AppError::PayloadTooLarge("Le fichier dépasse 20 Mo.".into())
}

/// The uploaded file and the name the person gave it, not yet cleaned: its real type decides its extension.
async fn read_upload(multipart: Result<Multipart, MultipartRejection>) -> AppResult<(String, Vec<u8>)> {
    let mut multipart = multipart.map_err(|_| AppError::UnsupportedMediaType(WRONG_TYPE.into()))?;
    let bad_upload = |err: axum::extract::multipart::MultipartError| {
        if err.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            AppError::validation("Le fichier envoyé est incomplet.")
        }
    };
    while let Some(field) = multipart.next_field().await.map_err(bad_upload)? {
        if field.name() == Some("file") {
            let name = field.file_name().unwrap_or_default().to_string();
            let bytes = field.bytes().await.map_err(bad_upload)?;
            if !bytes.is_empty() {
                return Ok((name, bytes.to_vec()));
            }
        }
    }
    Err(AppError::validation("Vous devez sélectionner un fichier."))
}

pub async fn upload(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<i64>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<(StatusCode, Json<AttachmentResponse>)> {
    let viewer = viewer(&user);
    if state.db.run(move |conn| dossiers::find(conn, viewer, id)).await?.is_none() {
        return Err(not_found());
    }
    let (given_name, bytes) = read_upload(multipart).await?;
    if bytes.len() > MAX_BYTES {
        return Err(too_large());
    }
    let kind = FileKind::detect(&bytes).ok_or_else(|| AppError::UnsupportedMediaType(WRONG_TYPE.into()))?;
    let name = display_name(&given_name, kind);
    let stored_name = uuid::Uuid::new_v4().simple().to_string();
    let dir = state.config.attachments_dir();
    // Written under a temporary name first: only a file whose row is committed takes its real name.
    let partial = dir.join(format!(".{stored_name}.part"));
    let path = dir.join(&stored_name);
    let size = bytes.len() as i64;
    let data_dir = state.config.data_dir.clone();
    let reserve = state.config.disk_reserve_bytes;
    let written = partial.clone();
    let write = tokio::task::spawn_blocking(move || -> AppResult<()> {
        crate::disk::ensure_room(&data_dir, reserve, bytes.len() as u64)?;
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        std::fs::write(&written, &bytes).context("writing an attachment")?;
        Ok(())
    })
    .await
    .map_err(AppError::from)
    .and_then(|written| written);
    if let Err(err) = write {
        let _ = tokio::fs::remove_file(&partial).await;
        return Err(err);
    }

    // Staff are exempt; a promoter reaches this point only for their own dossier.
    let quota_owner = matches!(viewer, Viewer::Promoter(_)).then_some(user.id);
    let stored = stored_name.clone();
    let (from, to) = (partial.clone(), path.clone());
    let saved = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            if attachments::count(&tx, id)? >= MAX_PER_DOSSIER {
                return Err(AppError::validation("Ce dossier a déjà 10 pièces jointes, le maximum."));
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
                    stored_name: &stored,
                    content_type: kind.content_type(),
                    size_bytes: size,
                },
            )?;
            dossiers::touch(&tx, id)?;
            std::fs::rename(&from, &to).context("naming an attachment")?;
            tx.commit()?;
            Ok(attachment)
        })
        .await;
    match saved {
        Ok(attachment) => Ok((StatusCode::CREATED, Json(AttachmentResponse { attachment }))),
        Err(err) => {
            let _ = tokio::fs::remove_file(&partial).await;
            let _ = tokio::fs::remove_file(&path).await;
            Err(err)
        }
    }
}

pub async fn download(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path((id, attachment_id)): Path<(i64, i64)>,
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
        .ok_or_else(|| AppError::NotFound("Pièce jointe introuvable.".into()))?;
    let path = state.config.attachments_dir().join(&attachment.stored_name);
    let bytes = tokio::fs::read(&path).await.context("reading an attachment")?;
    let disposition = format!(
        "attachment; filename=\"{}\"; filename*=UTF-8''{}",
        attachment
            .original_name
            .chars()
            .map(|c| if c.is_ascii() && c != '"' && c != '\\' { c } else { '_' })
            .collect::<String>(),
        percent_encode(&attachment.original_name)
    );
    let mut response = Response::new(Body::from(bytes));
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(FileKind::content_type_of(&attachment.content_type)));
    headers.insert(header::CONTENT_DISPOSITION, HeaderValue::from_str(&disposition).map_err(AppError::internal)?);
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
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
