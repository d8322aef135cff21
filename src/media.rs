//! The image pipeline: uploads are identified by their content (not their name),
//! refused past the pixel limit before decoding, then decoded and re-encoded so
//! no metadata (EXIF, GPS) survives. Work runs on a blocking thread.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use image::imageops::FilterType;
use image::{ImageFormat, ImageReader, Limits};

use crate::error::{AppError, AppResult};

/// DESIGN.md §4: at most 40 megapixels.
pub const MAX_PIXELS: u64 = 40_000_000;
pub const AVATAR_MAX_BYTES: usize = 2 * 1024 * 1024;
const AVATAR_SIZE: u32 = 256;
const MAX_DECODE_BYTES: u64 = 512 * 1024 * 1024;

pub const NOT_AN_IMAGE: &str = "Le fichier doit être une image JPEG, PNG, GIF ou WebP.";

pub fn avatar_too_large() -> AppError {
    AppError::PayloadTooLarge("L'image dépasse 2 Mo : choisissez un fichier plus léger.".into())
}

pub fn image_too_large() -> AppError {
    AppError::PayloadTooLarge("L'image dépasse 10 Mo : choisissez un fichier plus léger.".into())
}

/// Checks the bytes are an accepted image within the pixel limit, and decodes them.
fn decode(bytes: &[u8]) -> AppResult<image::DynamicImage> {
    let not_an_image = || AppError::UnsupportedMediaType(NOT_AN_IMAGE.into());
    let format = image::guess_format(bytes).map_err(|_| not_an_image())?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::Gif | ImageFormat::WebP) {
        return Err(not_an_image());
    }
    let reader = ImageReader::with_format(Cursor::new(bytes), format);
    let (width, height) = reader
        .into_dimensions()
        .map_err(|_| AppError::validation("L'image est illisible ou endommagée."))?;
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(AppError::validation("L'image est trop grande : 40 mégapixels au maximum."));
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    reader.limits(limits);
    reader.decode().map_err(|_| AppError::validation("L'image est illisible ou endommagée."))
}

/// A square avatar, cropped to fill and re-encoded as WebP.
pub fn avatar_webp(bytes: &[u8]) -> AppResult<Vec<u8>> {
    if bytes.len() > AVATAR_MAX_BYTES {
        return Err(avatar_too_large());
    }
    let image = decode(bytes)?.resize_to_fill(AVATAR_SIZE, AVATAR_SIZE, FilterType::Lanczos3);
    let mut out = Vec::new();
    image
        .to_rgba8()
        .write_to(&mut Cursor::new(&mut out), ImageFormat::WebP)
        .map_err(|err| AppError::internal(format!("encoding avatar: {err}")))?;
    Ok(out)
}

/// DESIGN.md §4: public images up to 10 MB.
pub const IMAGE_MAX_BYTES: usize = 10 * 1024 * 1024;
/// The widths every public image is offered at; a phone picks the smallest that fits.
pub const VARIANT_WIDTHS: [u32; 3] = [480, 960, 1600];
const WEBP_QUALITY: f32 = 80.0;

/// One resized copy of an uploaded image.
pub struct Variant {
    pub width: u32,
    pub webp: Vec<u8>,
}

/// Lossy WebP copies at each of `VARIANT_WIDTHS` (never enlarged beyond the original).
pub fn image_variants(bytes: &[u8]) -> AppResult<Vec<Variant>> {
    if bytes.len() > IMAGE_MAX_BYTES {
        return Err(image_too_large());
    }
    let image = decode(bytes)?;
    VARIANT_WIDTHS
        .iter()
        .map(|&width| {
            let resized = if image.width() > width {
                image.resize(width, u32::MAX, FilterType::Lanczos3)
            } else {
                image.clone()
            };
            let rgba = resized.to_rgba8();
            let encoded = webp::Encoder::from_rgba(rgba.as_raw(), rgba.width(), rgba.height()).encode(WEBP_QUALITY);
            Ok(Variant { width, webp: encoded.to_vec() })
        })
        .collect()
}

/// Where public media live on disk, and the URL prefix they are served under.
pub fn media_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("media")
}

pub const MEDIA_URL_PREFIX: &str = "/media/";

/// Writes `bytes` under `media/<folder>/` with a random name; returns its public URL.
pub fn store(data_dir: &Path, folder: &str, extension: &str, bytes: &[u8]) -> AppResult<String> {
    store_named(data_dir, folder, &format!("{}.{extension}", uuid::Uuid::new_v4().simple()), bytes)
}

fn store_named(data_dir: &Path, folder: &str, name: &str, bytes: &[u8]) -> AppResult<String> {
    let dir = media_dir(data_dir).join(folder);
    std::fs::create_dir_all(&dir).map_err(|err| AppError::internal(format!("creating {}: {err}", dir.display())))?;
    let path = dir.join(name);
    std::fs::write(&path, bytes).map_err(|err| AppError::internal(format!("writing {}: {err}", path.display())))?;
    Ok(format!("{MEDIA_URL_PREFIX}{folder}/{name}"))
}

/// Stores every variant as `media/images/<id>-<width>.webp`; returns (width, URL) pairs.
pub fn store_variants(data_dir: &Path, variants: &[Variant]) -> AppResult<Vec<(u32, String)>> {
    let id = uuid::Uuid::new_v4().simple().to_string();
    variants
        .iter()
        .map(|variant| {
            let url = store_named(data_dir, "images", &format!("{id}-{}.webp", variant.width), &variant.webp)?;
            Ok((variant.width, url))
        })
        .collect()
}

/// Removes a file previously returned by `store`; other URLs are left alone.
pub fn remove(data_dir: &Path, url: &str) {
    let Some(relative) = url.strip_prefix(MEDIA_URL_PREFIX) else { return };
    if relative.split('/').any(|part| part.is_empty() || part == ".." || part.starts_with('.')) {
        return;
    }
    let path = media_dir(data_dir).join(relative);
    if let Err(err) = std::fs::remove_file(&path) {
        tracing::warn!(path = %path.display(), %err, "could not remove an old media file");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let image = image::RgbImage::from_pixel(width, height, image::Rgb([10, 80, 140]));
        let mut out = Vec::new();
        image.write_to(&mut Cursor::new(&mut out), ImageFormat::Png).unwrap();
        out
    }

    /// A tiny PNG whose header claims another size (the IHDR chunk at bytes 8..33).
    pub(crate) fn png_declaring(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = png(1, 1);
        bytes[16..20].copy_from_slice(&width.to_be_bytes());
        bytes[20..24].copy_from_slice(&height.to_be_bytes());
        let crc = crc32fast::hash(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        bytes
    }

    #[test]
    fn avatars_are_reencoded_as_square_webp() {
        let webp = avatar_webp(&png(640, 480)).unwrap();
        assert_eq!(image::guess_format(&webp).unwrap(), ImageFormat::WebP);
        let decoded = image::load_from_memory(&webp).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (256, 256));
    }

    #[test]
    fn variants_are_lossy_webp_never_enlarged() {
        let variants = image_variants(&png(1200, 600)).unwrap();
        let sizes: Vec<(u32, u32, u32)> = variants
            .iter()
            .map(|v| {
                let decoded = image::load_from_memory(&v.webp).unwrap();
                (v.width, decoded.width(), decoded.height())
            })
            .collect();
        assert_eq!(sizes, [(480, 480, 240), (960, 960, 480), (1600, 1200, 600)]);
        assert!(matches!(image_variants(b"GIF87a tronque"), Err(AppError::Validation { .. })));
    }

    #[test]
    fn non_images_and_giant_declared_sizes_are_refused() {
        assert!(matches!(avatar_webp(b"%PDF-1.7 pas une image"), Err(AppError::UnsupportedMediaType(_))));
        match avatar_webp(&png_declaring(30_000, 30_000)) {
            Err(AppError::Validation { message, .. }) => assert!(message.contains("40 mégapixels")),
            other => panic!("expected a validation error, got {other:?}"),
        }
        assert!(matches!(avatar_webp(&vec![0u8; AVATAR_MAX_BYTES + 1]), Err(AppError::PayloadTooLarge(_))));
    }
}
