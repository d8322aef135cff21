//! The media library (super_admin): every uploaded image with where it shows, its
//! alternative text to edit, and deletion — refused while the image is in use unless the
//! owner confirms, then taken out of every place it showed before its files go.

use std::collections::BTreeSet;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang::error_text;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::media_library::{self, MediaImage};
use crate::db::media_usage::{self, MediaPlace};
use crate::domain::limits;
use crate::domain::text::Validator;
use crate::error::{AppError, AppResult};
use crate::http::extract::{ApiJson, ApiQuery};
use crate::media::{MEDIA_URL_PREFIX, variant_widths};
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
pub struct LibraryImage {
    #[serde(flatten)]
    #[ts(flatten)]
    pub image: MediaImage,
    /// The largest variant: the address a picker stores.
    pub url: String,
    /// The smallest variant, for the grid.
    pub thumbnail_url: String,
    /// Where it shows; empty when it can be deleted freely.
    pub used_in: Vec<MediaPlace>,
}

impl LibraryImage {
    fn new(image: MediaImage, used_in: Option<&BTreeSet<MediaPlace>>) -> Self {
        let widths = variant_widths(u32::try_from(image.width).unwrap_or(1));
        let address = |width: u32| format!("{MEDIA_URL_PREFIX}images/{}-{width}.webp", image.image_key);
        LibraryImage {
            url: address(*widths.last().unwrap_or(&1)),
            thumbnail_url: address(widths[0]),
            used_in: used_in.map(|places| places.iter().cloned().collect()).unwrap_or_default(),
            image,
        }
    }
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct MediaList {
    pub images: Vec<LibraryImage>,
    /// How many images match the search (the pages' count).
    pub total: i64,
    pub page_size: i64,
}

#[derive(Debug, Deserialize)]
pub struct MediaQuery {
    #[serde(default)]
    pub q: Option<String>,
    #[serde(default)]
    pub page: Option<i64>,
}

/// `GET /api/admin/media?q=&page=`: newest first, searched by file name and alternative text.
pub async fn list(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiQuery(query): ApiQuery<MediaQuery>,
) -> AppResult<Json<MediaList>> {
    let search = query.q.unwrap_or_default();
    let page = query.page.unwrap_or(1).max(1);
    let (images, total, uses) = state
        .db
        .run(move |conn| {
            let (images, total) = media_library::list(conn, &search, page)?;
            Ok((images, total, media_usage::uses(conn)?))
        })
        .await?;
    let images = images
        .into_iter()
        .map(|image| {
            let used_in = uses.get(&image.image_key);
            LibraryImage::new(image, used_in)
        })
        .collect();
    Ok(Json(MediaList { images, total, page_size: media_library::PAGE_SIZE }))
}

#[derive(Debug, Deserialize, TS)]
#[ts(export)]
pub struct MediaImageUpdate {
    pub alt_text: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct MediaImageResponse {
    pub image: LibraryImage,
}

fn image_not_found() -> AppError {
    AppError::NotFound(error_text("media.libraryImageNotFound"))
}

/// `PATCH /api/admin/media/{id}`: the alternative text offered wherever the image is picked.
pub async fn update(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
    ApiJson(input): ApiJson<MediaImageUpdate>,
) -> AppResult<Json<MediaImageResponse>> {
    let mut validator = Validator::new();
    let alt_text = validator.optional("alt_text", Some(&input.alt_text), limits::IMAGE_ALT).unwrap_or_default();
    validator.finish()?;
    let (image, uses) = state
        .db
        .run(move |conn| {
            if !media_library::set_alt_text(conn, id, &alt_text)? {
                return Err(image_not_found());
            }
            Ok((media_library::find(conn, id)?.ok_or_else(image_not_found)?, media_usage::uses(conn)?))
        })
        .await?;
    let used_in = uses.get(&image.image_key);
    Ok(Json(MediaImageResponse { image: LibraryImage::new(image, used_in) }))
}

#[derive(Debug, Default, Deserialize)]
pub struct DeleteQuery {
    /// The owner was shown where the image shows and confirmed it may disappear from there.
    #[serde(default)]
    pub remove_from_places: bool,
}

/// `DELETE /api/admin/media/{id}[?remove_from_places=true]`: an image in use is kept (409)
/// unless the owner confirmed; then it leaves every place in one transaction, and its files go.
pub async fn delete(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    Path(id): Path<i64>,
    ApiQuery(query): ApiQuery<DeleteQuery>,
) -> AppResult<StatusCode> {
    let key = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            let image = media_library::find(&tx, id)?.ok_or_else(image_not_found)?;
            if media_usage::uses(&tx)?.contains_key(&image.image_key) {
                if !query.remove_from_places {
                    return Err(AppError::Conflict(error_text("media.libraryImageInUse")));
                }
                media_usage::remove_everywhere(&tx, &image.image_key)?;
            }
            media_library::forget(&tx, id)?;
            tx.commit()?;
            Ok(image.image_key)
        })
        .await?;
    let data_dir = state.config.data_dir.clone();
    tokio::task::spawn_blocking(move || crate::media::remove_files(&data_dir, &key))
        .await
        .map_err(AppError::caused("removing an image's files"))?;
    Ok(StatusCode::NO_CONTENT)
}
