//! `POST /api/admin/uploads`: a public image (cover, thumbnail, inline, logo)
//! checked, re-encoded, stored as WebP variants for `srcset` and entered in the media library.

use axum::Json;
use axum::extract::State;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::http::StatusCode;
use serde::Serialize;
use ts_rs::TS;

use crate::auth::extract::RequireSuperAdmin;
use crate::db::media_library::{self, NewImage};
use crate::error::AppResult;
use crate::http::extract::read_image_field;
use crate::media;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
pub struct ImageVariant {
    pub width: u32,
    pub url: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct UploadedImage {
    /// Its entry in the media library.
    pub id: i64,
    /// The largest variant, for places that take one address.
    pub url: String,
    pub variants: Vec<ImageVariant>,
}

pub async fn upload(
    State(state): State<AppState>,
    RequireSuperAdmin(user): RequireSuperAdmin,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<(StatusCode, Json<UploadedImage>)> {
    let sent = read_image_field(multipart, &state.body_budget, media::image_too_large).await?;
    let (sent_bytes, file_name) = (sent.bytes, sent.name);
    let data_dir = state.config.data_dir.clone();
    let reserve = state.config.disk_reserve_bytes;
    let (stored, width, height, bytes) = media::IMAGE_WORK
        .run(move || {
            let variants = media::image_variants(&sent_bytes)?;
            let bytes: u64 = variants.iter().map(|variant| variant.webp.len() as u64).sum();
            crate::disk::ensure_room(&data_dir, reserve, bytes)?;
            let largest = variants.last().map(|variant| (variant.width, variant.height)).unwrap_or_default();
            AppResult::Ok((media::store_variants(&data_dir, &variants)?, largest.0, largest.1, bytes))
        })
        .await??;
    let variants: Vec<ImageVariant> = stored.into_iter().map(|(width, url)| ImageVariant { width, url }).collect();
    let url = variants.last().map(|variant| variant.url.clone()).unwrap_or_default();
    let key = media::image_keys_in(&url).next().unwrap_or_default().to_string();
    let id = state
        .db
        .run(move |conn| {
            let image =
                NewImage { image_key: &key, file_name: &file_name, width, height, bytes, uploaded_by: Some(user.id) };
            media_library::record(conn, &image)
        })
        .await?;
    Ok((StatusCode::CREATED, Json(UploadedImage { id, url, variants })))
}
