//! `POST /api/admin/uploads`: a public image (cover, thumbnail, inline, logo)
//! checked, re-encoded and stored as WebP variants for `srcset`.

use axum::Json;
use axum::extract::State;
use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::http::StatusCode;
use serde::Serialize;
use ts_rs::TS;

use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::error::{AppError, AppResult};
use crate::http::extract::read_file_field;
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
    let bytes =
        read_file_field(multipart, &state.body_budget, &error_text("media.imageRequired")).await.map_err(|err| {
            match err {
                AppError::PayloadTooLarge(_) => media::image_too_large(),
                AppError::UnsupportedMediaType(_) => media::not_an_image(),
                other => other,
            }
        })?;
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
