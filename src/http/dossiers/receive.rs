//! An attachment's bytes, streamed from the request into a temporary file beside
//! the stored ones: never whole in memory, refused as soon as its first bytes show
//! it is no accepted type or its size passes the limit, and gone if anything fails.

use std::path::Path;

use anyhow::Context;
use axum::extract::multipart::{Field, Multipart, MultipartRejection};
use tempfile::NamedTempFile;
use tokio::io::AsyncWriteExt;

use super::attachments::MAX_BYTES;
use crate::answer_lang::error_text;
use crate::body_budget::multipart_error;
use crate::domain::file_kind::FileKind;
use crate::error::{AppError, AppResult};

pub fn too_large() -> AppError {
    AppError::PayloadTooLarge(error_text("dossiers.fileTooLarge"))
}

fn wrong_type() -> AppError {
    AppError::UnsupportedMediaType(error_text("dossiers.wrongType"))
}

/// A whole file, checked, waiting under a temporary name that is removed when it is dropped.
pub struct Received {
    pub file: NamedTempFile,
    pub given_name: String,
    pub size: u64,
    pub kind: FileKind,
}

/// Reads the multipart field `file` into a temporary file in `dir`.
pub async fn file_field(multipart: Result<Multipart, MultipartRejection>, dir: &Path) -> AppResult<Received> {
    let mut multipart = multipart.map_err(|_| wrong_type())?;
    while let Some(field) = multipart.next_field().await.map_err(|err| multipart_error(&err))? {
        if field.name() != Some("file") {
            continue;
        }
        let given_name = field.file_name().unwrap_or_default().to_string();
        let dir = dir.to_path_buf();
        let file = tokio::task::spawn_blocking(move || -> anyhow::Result<NamedTempFile> {
            std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
            // Named like every half-written upload, so a crash leaves nothing the next start misses.
            Ok(tempfile::Builder::new().prefix(".").suffix(".part").tempfile_in(&dir)?)
        })
        .await??;
        let (file, size) = stream_into(field, file).await?;
        if size == 0 {
            break;
        }
        let (file, kind) = tokio::task::spawn_blocking(move || {
            let kind = detect(&file);
            (file, kind)
        })
        .await?;
        let kind = kind.context("reading a received attachment")?.ok_or_else(wrong_type)?;
        return Ok(Received { file, given_name, size, kind });
    }
    Err(AppError::validation(error_text("dossiers.fileRequired")))
}

/// Writes the field's bytes to `file` as they arrive, a chunk at a time.
async fn stream_into(mut field: Field<'_>, file: NamedTempFile) -> AppResult<(NamedTempFile, u64)> {
    let mut head = Vec::with_capacity(FileKind::LONGEST_SIGNATURE);
    let mut size = 0u64;
    let mut writer = tokio::fs::File::from_std(file.as_file().try_clone().context("opening an attachment")?);
    while let Some(chunk) = field.chunk().await.map_err(|err| multipart_error(&err))? {
        size += chunk.len() as u64;
        if size > MAX_BYTES as u64 {
            return Err(too_large());
        }
        if head.len() < FileKind::LONGEST_SIGNATURE {
            let wanted = (FileKind::LONGEST_SIGNATURE - head.len()).min(chunk.len());
            head.extend_from_slice(&chunk[..wanted]);
            if !FileKind::could_begin(&head) {
                return Err(wrong_type());
            }
        }
        writer.write_all(&chunk).await.context("writing an attachment")?;
    }
    writer.flush().await.context("writing an attachment")?;
    writer.sync_all().await.context("writing an attachment")?;
    Ok((file, size))
}

/// What the file really is: mapped, not read, so that recognising a 20 MB archive
/// touches only its directory and the pages the check looks at.
#[allow(unsafe_code)]
fn detect(file: &NamedTempFile) -> std::io::Result<Option<FileKind>> {
    // SAFETY: the file is this request's own temporary file, complete and written by no
    // one else while it is mapped; the mapping lives only for this call.
    let mapped = unsafe { memmap2::Mmap::map(file.as_file())? };
    Ok(FileKind::detect(&mapped))
}
