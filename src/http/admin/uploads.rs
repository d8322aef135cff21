//! `POST /api/admin/uploads`: a public image (cover, thumbnail, inline, logo)
//! checked, re-encoded and stored as WebP variants for `srcset`.

use axum::Json;
use axum::extract::State;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::http::StatusCode;
use serde::Serialize;
use ts_rs::TS;

use crate::auth::extract::RequireSuperAdmin;
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
    /// The largest variant, for places that take one address.
    pub url: String,
    pub variants: Vec<ImageVariant>,
}

pub async fn upload(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<(StatusCode, Json<UploadedImage>)> {
    let bytes = read_image_field(multipart, &state.body_budget, media::image_too_large).await?;
    let data_dir = state.config.data_dir.clone();
    let reserve = state.config.disk_reserve_bytes;
    let stored = media::IMAGE_WORK
        .run(move || {
            let variants = media::image_variants(&bytes)?;
            crate::disk::ensure_room(
                &data_dir,
                reserve,
                variants.iter().map(|variant| variant.webp.len() as u64).sum(),
            )?;
            media::store_variants(&data_dir, &variants)
        })
        .await??;
    let variants: Vec<ImageVariant> = stored.into_iter().map(|(width, url)| ImageVariant { width, url }).collect();
    let url = variants.last().map(|variant| variant.url.clone()).unwrap_or_default();
    Ok((StatusCode::CREATED, Json(UploadedImage { url, variants })))
}
