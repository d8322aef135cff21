//! `/media/...`: the public images of the data directory, streamed from disk. Each
//! request walks down from the media folder one name at a time without following
//! any link, so a link placed in the folder (to `/etc`, to the database) is never served.

use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::UNIX_EPOCH;

use axum::Router;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::served_file;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::media::{self, CardSource};

/// Every image Vitrine writes here is far below this; what the server reads whole
/// (a favicon to convert) is bounded by it.
const MAX_READ_BYTES: u64 = 16 * 1024 * 1024;

/// The media folder, and what a card made there must leave free on the data disk.
struct MediaRoot {
    dir: PathBuf,
    data_dir: PathBuf,
    disk_reserve_bytes: u64,
}

impl MediaRoot {
    fn of(config: &Config) -> Arc<MediaRoot> {
        Arc::new(MediaRoot {
            dir: media::media_dir(&config.data_dir),
            data_dir: config.data_dir.clone(),
            disk_reserve_bytes: config.disk_reserve_bytes,
        })
    }
}

pub fn service(config: &Config) -> Router {
    Router::new().route("/{*path}", get(serve)).with_state(MediaRoot::of(config))
}

async fn serve(
    State(root): State<Arc<MediaRoot>>,
    headers: HeaderMap,
    path: Result<Path<String>, PathRejection>,
) -> Response {
    let Ok(Path(relative)) = path else { return StatusCode::NOT_FOUND.into_response() };
    let content_type = content_type(&relative);
    let mut opened = open(&root.dir, &relative).await;
    if matches!(opened, Ok(None)) {
        match social_card_made(&root, &relative).await {
            Ok(true) => opened = open(&root.dir, &relative).await,
            Ok(false) => {}
            // Past the image queue: 503 with Retry-After, so a network's crawler comes back for it.
            Err(busy) => return busy.into_response(),
        }
    }
    match opened {
        Ok(Some((file, metadata))) => {
            let modified = metadata.modified().ok().and_then(|time| time.duration_since(UNIX_EPOCH).ok());
            let etag = format!("\"{:x}-{:x}\"", metadata.len(), modified.map_or(0, |time| time.as_nanos()));
            served_file::respond(file, metadata.len(), &etag, &headers, content_type).await
        }
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(err) => {
            tracing::error!(%err, "opening a media file");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

async fn open(
    media_dir: &std::path::Path,
    relative: &str,
) -> anyhow::Result<Option<(std::fs::File, std::fs::Metadata)>> {
    let media_dir = media_dir.to_path_buf();
    let relative = relative.to_string();
    Ok(tokio::task::spawn_blocking(move || served_file::open_beneath(&media_dir, &relative)).await??)
}

/// Makes the card of `image_url` (when it can have one) ahead of its first request, on its own
/// task: an article or the settings were just saved, and the readers of a newsletter opening it
/// together should find it made. A failure leaves it to that first request.
pub fn prepare_social_card(config: &Config, image_url: Option<&str>) {
    let Some(card) = image_url.and_then(media::social_url) else { return };
    let relative = card.trim_start_matches(media::MEDIA_URL_PREFIX).to_string();
    let root = MediaRoot::of(config);
    tokio::spawn(async move { social_card_made(&root, &relative).await });
}

/// A social card asked for before it exists is made now, from its stored image (`media::social`)
/// or the build's SVG picture (`media::svg_card`); says whether there is one to serve, or that
/// the image queue is full (`AppError::Busy`).
async fn social_card_made(root: &Arc<MediaRoot>, relative: &str) -> Result<bool, AppError> {
    let Some(name) = relative.strip_prefix(&format!("{}/", media::SOCIAL_FOLDER)) else { return Ok(false) };
    let Some(source) = media::social_source(name) else { return Ok(false) };
    let (root, name, card) = (root.clone(), name.to_string(), relative.to_string());
    let relative = card.clone();
    let made = media::IMAGE_WORK
        .run(move || -> AppResult<bool> {
            // A request that waited at the gate behind the one that made it finds it here.
            if served_file::open_beneath(&root.dir, &relative).map_err(AppError::caused("opening a card"))?.is_some() {
                return Ok(true);
            }
            let jpeg = match source {
                CardSource::Stored(image) => {
                    let Some((bytes, _)) =
                        read_image(&root.dir, &image).map_err(AppError::caused("reading a card's image"))?
                    else {
                        return Ok(false);
                    };
                    media::social_jpeg(&bytes)?
                }
                CardSource::BuiltIn(picture) => media::built_in_card_jpeg(picture)?,
            };
            crate::disk::ensure_room(&root.data_dir, root.disk_reserve_bytes, jpeg.len() as u64)?;
            media::store_social(&root.dir, &name, &jpeg)?;
            Ok(true)
        })
        .await;
    match made {
        Ok(Ok(made)) => Ok(made),
        Err(AppError::Busy) => Err(AppError::Busy),
        Ok(Err(err)) | Err(err) => {
            tracing::warn!(%err, %card, "could not make a social card");
            Ok(false)
        }
    }
}

/// The bytes and type of one public image under `media_dir`, with the same
/// refusals as `/media` itself (links, non-files), and none above 16 MiB.
pub(super) fn read_image(media_dir: &std::path::Path, relative: &str) -> io::Result<Option<(Vec<u8>, &'static str)>> {
    let Some((file, metadata)) = served_file::open_beneath(media_dir, relative)? else { return Ok(None) };
    if metadata.len() > MAX_READ_BYTES {
        return Ok(None);
    }
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    file.take(MAX_READ_BYTES).read_to_end(&mut bytes)?;
    Ok(Some((bytes, content_type(relative))))
}

/// Only image types: a file of another kind that lands in the folder (an HTML
/// page, a script) is offered as a download, never run in the site's origin.
fn content_type(relative: &str) -> &'static str {
    let extension = relative.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()).unwrap_or_default();
    match extension.as_str() {
        "webp" => "image/webp",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "avif" => "image/avif",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_images_get_an_image_type() {
        assert_eq!(content_type("images/a-480.WEBP"), "image/webp");
        assert_eq!(content_type("piège.html"), "application/octet-stream");
        assert_eq!(content_type("sans-extension"), "application/octet-stream");
    }

    #[test]
    fn images_read_whole_are_bounded() {
        let root = tempfile::tempdir().unwrap();
        std::fs::write(root.path().join("a.png"), b"png").unwrap();
        std::fs::File::create(root.path().join("big.png")).unwrap().set_len(MAX_READ_BYTES + 1).unwrap();
        assert_eq!(read_image(root.path(), "a.png").unwrap(), Some((b"png".to_vec(), "image/png")));
        assert_eq!(read_image(root.path(), "big.png").unwrap(), None);
    }
}
