//! The site's export and import from the back-office (super_admin): `GET /api/admin/export`
//! downloads the same archive as `vitrine export`; `POST /api/admin/import` takes a WordPress
//! export or a Vitrine export and imports it in the background while the site keeps serving,
//! `GET /api/admin/import` telling how far it is and, at the end, its report.

use std::path::PathBuf;

use anyhow::Context;
use axum::Json;
use axum::body::Body;
use axum::extract::State;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tempfile::NamedTempFile;
use tokio::io::AsyncWriteExt;

use crate::answer_lang::{error_text, error_text_with};
use crate::auth::extract::RequireSuperAdmin;
use crate::body_budget::multipart_error;
use crate::error::{AppError, AppResult};
use crate::portable::{ImportState, Reach};
use crate::state::AppState;

/// Most bytes an imported file may have.
pub const IMPORT_MAX_BYTES: u64 = crate::domain::limits::IMPORT_MEGABYTES as u64 * 1024 * 1024;

/// `GET /api/admin/export`: the archive, written to a temporary file and then sent from it.
pub async fn export(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Response> {
    let data_dir = state.config.data_dir.clone();
    let file = tokio::task::spawn_blocking(move || -> anyhow::Result<std::fs::File> {
        let target = tempfile::Builder::new().prefix(".export-").suffix(".tar.gz").tempfile_in(&data_dir)?;
        crate::portable::export(&data_dir, target.path())?;
        // Opened before the name goes: the bytes stay readable until the download ends.
        Ok(std::fs::File::open(target.path())?)
    })
    .await
    .map_err(AppError::caused("exporting the site"))??;
    let day = crate::domain::dates::day(time::OffsetDateTime::now_utc());
    let body = Body::from_stream(tokio_util::io::ReaderStream::new(tokio::fs::File::from_std(file)));
    Ok((
        [
            (header::CONTENT_TYPE, "application/gzip".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"vitrine-export-{day}.tar.gz\"")),
            (header::CACHE_CONTROL, "private, no-store".to_string()),
        ],
        body,
    )
        .into_response())
}

fn too_large() -> AppError {
    AppError::PayloadTooLarge(error_text_with(
        "import.tooLarge",
        &[("max", crate::domain::limits::IMPORT_MEGABYTES.to_string())],
    ))
}

/// Bytes written between two looks at the free space, while an import file arrives.
const ROOM_CHECK_BYTES: u64 = 16 * 1024 * 1024;

/// Ok while `incoming` more bytes leave the disk's reserve free (507 otherwise).
async fn ensure_room(dir: &std::path::Path, reserve: u64, incoming: u64) -> AppResult<()> {
    let dir = dir.to_path_buf();
    tokio::task::spawn_blocking(move || crate::disk::ensure_room(&dir, reserve, incoming))
        .await
        .map_err(AppError::caused("measuring free space"))?
}

/// Writes the multipart field `file` to a temporary file in `dir`, a chunk at a time, as long as
/// the disk keeps `reserve` bytes free: checked against the size announced first, then as the
/// bytes arrive, so a file sent without its size cannot fill the disk either.
async fn received(
    multipart: Result<Multipart, MultipartRejection>,
    announced: u64,
    dir: PathBuf,
    reserve: u64,
) -> AppResult<NamedTempFile> {
    let mut multipart = multipart.map_err(|_| AppError::unsupported_type())?;
    ensure_room(&dir, reserve, announced.min(IMPORT_MAX_BYTES)).await?;
    while let Some(mut field) = multipart.next_field().await.map_err(|err| multipart_error(&err))? {
        if field.name() != Some("file") {
            continue;
        }
        let file = tempfile::Builder::new()
            .prefix(".")
            .suffix(".part")
            .tempfile_in(&dir)
            .context("creating an import file")?;
        let mut writer = tokio::fs::File::from_std(file.as_file().try_clone().context("opening an import file")?);
        let (mut size, mut checked_at) = (0u64, 0u64);
        while let Some(chunk) = field.chunk().await.map_err(|err| multipart_error(&err))? {
            size += chunk.len() as u64;
            if size > IMPORT_MAX_BYTES {
                return Err(too_large());
            }
            if size - checked_at >= ROOM_CHECK_BYTES {
                ensure_room(&dir, reserve, ROOM_CHECK_BYTES).await?;
                checked_at = size;
            }
            writer.write_all(&chunk).await.context("writing an import file")?;
        }
        writer.flush().await.context("writing an import file")?;
        if size == 0 {
            break;
        }
        return Ok(file);
    }
    Err(AppError::validation(error_text("import.fileRequired")))
}

/// `POST /api/admin/import` (multipart `file`): 202 with the import's state; 409 while one runs.
pub async fn start(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    headers: HeaderMap,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<(StatusCode, Json<ImportState>)> {
    let announced = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok()?.parse::<u64>().ok())
        .unwrap_or_default();
    let file = received(multipart, announced, state.config.data_dir.clone(), state.config.disk_reserve_bytes).await?;
    if !state.import.begin() {
        return Err(AppError::Conflict(error_text("import.running")));
    }
    let job = state.clone();
    let runtime = tokio::runtime::Handle::current();
    tokio::task::spawn_blocking(move || {
        let outcome = runtime.block_on(run(&job, &file));
        if let Err(err) = &outcome {
            tracing::warn!(%err, "an import from the back-office failed");
        }
        job.import.finish(outcome.map_err(|err| format!("{err:#}")));
    });
    Ok((StatusCode::ACCEPTED, Json(state.import.state())))
}

async fn run(state: &AppState, file: &NamedTempFile) -> anyhow::Result<crate::portable::ImportReport> {
    let data_dir = state.config.data_dir.clone();
    let mut conn = crate::db::open_connection(&state.config.database_path())?;
    let import = state.import.clone();
    let images_from = if state.config.import_local_network { Reach::LocalNetworkToo } else { Reach::PublicOnly };
    let report = crate::portable::import(
        &data_dir,
        &mut conn,
        file.path(),
        super::SITE_RULES,
        images_from,
        &mut |done, total| {
            import.progress(done, total);
        },
    )
    .await?;
    let ids = report.created_ids.clone();
    let search = state.search.clone();
    state
        .db
        .run(move |conn| {
            search.sync_posts(conn, &ids);
            Ok(())
        })
        .await
        .map_err(|err| anyhow::anyhow!("{err}"))?;
    Ok(report)
}

/// `GET /api/admin/import`: the latest import's state.
pub async fn show(State(state): State<AppState>, _: RequireSuperAdmin) -> Json<ImportState> {
    Json(state.import.state())
}
