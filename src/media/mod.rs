//! The image pipeline: uploads are identified by their content (not their name),
//! refused past the pixel limit before decoding, then decoded and re-encoded so
//! no metadata (EXIF, GPS) survives. Decoding is the memory-hungry step, so it is
//! bounded three ways: pixels sized to the use, at most 8 bits per channel in
//! memory (16-bit PNGs are narrowed while decoding), and one image at a time. Avatars, which
//! may be phone photos of up to 50 megapixels, have their own path (`avatar.rs`).

mod avatar;
mod card;
mod library;
mod social;
mod svg_card;

pub use avatar::{AVATAR_JPEG_MAX_PIXELS, AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, avatar_webp};
pub use card::{SOCIAL_HEIGHT, SOCIAL_WIDTH};
pub use library::{EarlierImage, earlier_images, image_keys_in, remove_files};
pub use social::{CardSource, SOCIAL_FOLDER, cover_crop, social_jpeg, social_source, social_url, store_social};
pub use svg_card::built_in_card_jpeg;

use std::io::Cursor;
use std::path::{Path, PathBuf};

use anyhow::Context;
use image::imageops::FilterType;
use image::metadata::Orientation;
use image::{DynamicImage, ImageBuffer, ImageDecoder, ImageFormat, ImageReader, Limits};

use crate::answer_lang::{error_text, error_text_with};
use crate::bounded::WorkGate;
use crate::error::{AppError, AppResult};

/// Public images: at most 40 megapixels.
pub const MAX_PIXELS: u64 = 40_000_000;
/// Decoded images hold at most four 8-bit channels.
const BYTES_PER_PIXEL: u64 = 4;
/// Headroom over the pixels for the decoders' own buffers.
const DECODER_OVERHEAD_BYTES: u64 = 4 * 1024 * 1024;

/// One image decoded at a time (a 40 MP one holds 160 MB), four more waiting.
pub static IMAGE_WORK: WorkGate = WorkGate::new("image", 1, 4);

pub fn not_an_image() -> AppError {
    AppError::UnsupportedMediaType(error_text("media.notAnImage"))
}

pub fn avatar_too_large() -> AppError {
    AppError::PayloadTooLarge(error_text_with("media.avatarTooLarge", &[("max", megabytes(AVATAR_MAX_BYTES))]))
}

/// A size in bytes as the messages write it, in whole MB (Mo).
fn megabytes(bytes: usize) -> String {
    (bytes / (1024 * 1024)).to_string()
}

pub fn image_too_large() -> AppError {
    AppError::PayloadTooLarge(error_text("media.imageTooLarge"))
}

fn unreadable() -> AppError {
    AppError::validation(error_text("media.unreadable"))
}

/// Checks the bytes are an accepted image of at most `max_pixels`, and decodes them
/// with at most 8 bits per channel.
fn decode(bytes: &[u8], max_pixels: u64) -> AppResult<DynamicImage> {
    let format = image::guess_format(bytes).map_err(|_| not_an_image())?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::Gif | ImageFormat::WebP) {
        return Err(not_an_image());
    }
    let reader = ImageReader::with_format(Cursor::new(bytes), format);
    let (width, height) = reader.into_dimensions().map_err(|_| unreadable())?;
    if u64::from(width) * u64::from(height) > max_pixels {
        return Err(too_many_pixels(max_pixels));
    }
    if format == ImageFormat::Png {
        return decode_png_narrow(bytes);
    }
    // JPEG, GIF and WebP decode to 8 bits per channel already; within the pixel bound just
    // checked, the limit only adds headroom for the decoders' own buffers.
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(max_pixels * BYTES_PER_PIXEL + DECODER_OVERHEAD_BYTES);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|_| unreadable())?;
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|_| unreadable())?;
    image.apply_orientation(orientation);
    Ok(image)
}

fn too_many_pixels(max_pixels: u64) -> AppError {
    AppError::validation(error_text_with("media.tooManyPixels", &[("max", (max_pixels / 1_000_000).to_string())]))
}

/// A PNG decoded straight to 8 bits per channel: a 16-bit RGBA file would
/// otherwise take twice the memory, for detail no screen shows.
fn decode_png_narrow(bytes: &[u8]) -> AppResult<DynamicImage> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(|_| unreadable())?;
    let mut pixels = vec![0; reader.output_buffer_size().ok_or_else(unreadable)?];
    let frame = reader.next_frame(&mut pixels).map_err(|_| unreadable())?;
    pixels.truncate(frame.buffer_size());
    let (width, height) = (frame.width, frame.height);
    let image = match frame.color_type {
        png::ColorType::Grayscale => ImageBuffer::from_raw(width, height, pixels).map(DynamicImage::ImageLuma8),
        png::ColorType::GrayscaleAlpha => ImageBuffer::from_raw(width, height, pixels).map(DynamicImage::ImageLumaA8),
        png::ColorType::Rgb => ImageBuffer::from_raw(width, height, pixels).map(DynamicImage::ImageRgb8),
        png::ColorType::Rgba => ImageBuffer::from_raw(width, height, pixels).map(DynamicImage::ImageRgba8),
        png::ColorType::Indexed => None,
    };
    image.ok_or_else(unreadable)
}

/// Site icons are square PNGs of this side under `media/favicons/`: every browser
/// reads PNG icons (not all read WebP ones), and 256 px stays sharp on any screen.
pub const FAVICON_SIZE: u32 = 256;
pub const FAVICON_FOLDER: &str = "favicons";

/// A site icon from an image: fitted whole into a transparent square (a wide logo
/// is not cropped) and encoded as PNG.
pub fn favicon_png(bytes: &[u8]) -> AppResult<Vec<u8>> {
    if bytes.len() > IMAGE_MAX_BYTES {
        return Err(image_too_large());
    }
    let image = shrink_for_resampling(decode(bytes, MAX_PIXELS)?)
        .resize(FAVICON_SIZE, FAVICON_SIZE, FilterType::Lanczos3)
        .to_rgba8();
    let mut square = image::RgbaImage::new(FAVICON_SIZE, FAVICON_SIZE);
    let left = (FAVICON_SIZE - image.width()) / 2;
    let top = (FAVICON_SIZE - image.height()) / 2;
    image::imageops::overlay(&mut square, &image, i64::from(left), i64::from(top));
    let mut out = Vec::new();
    square.write_to(&mut Cursor::new(&mut out), ImageFormat::Png).map_err(AppError::caused("encoding a site icon"))?;
    Ok(out)
}

/// Public images: up to 10 MB as uploaded.
pub const IMAGE_MAX_BYTES: usize = 10 * 1024 * 1024;
/// The widths every public image is offered at; a phone picks the smallest that fits.
pub const VARIANT_WIDTHS: [u32; 3] = [480, 960, 1600];
const LARGEST_VARIANT: u32 = VARIANT_WIDTHS[VARIANT_WIDTHS.len() - 1];
const WEBP_QUALITY: f32 = 80.0;

/// One resized copy of an uploaded image.
pub struct Variant {
    pub width: u32,
    pub height: u32,
    pub webp: Vec<u8>,
}

/// The widths to offer for an image `original` pixels wide: each of
/// `VARIANT_WIDTHS` below it, then the original itself when it is narrower than
/// the largest, so every width is true and none repeats.
pub fn variant_widths(original: u32) -> Vec<u32> {
    let widest = original.min(LARGEST_VARIANT);
    let mut widths: Vec<u32> = VARIANT_WIDTHS.iter().copied().filter(|&width| width < widest).collect();
    widths.push(widest);
    widths
}

/// Lossy WebP copies at `variant_widths` of the image (never enlarged).
pub fn image_variants(bytes: &[u8]) -> AppResult<Vec<Variant>> {
    if bytes.len() > IMAGE_MAX_BYTES {
        return Err(image_too_large());
    }
    let image = shrink_for_resampling(decode(bytes, MAX_PIXELS)?);
    variant_widths(image.width())
        .into_iter()
        .map(|width| {
            let resized =
                if image.width() > width { image.resize(width, u32::MAX, FilterType::Lanczos3) } else { image.clone() };
            let rgba = resized.to_rgba8();
            let encoded = webp::Encoder::from_rgba(rgba.as_raw(), rgba.width(), rgba.height()).encode(WEBP_QUALITY);
            Ok(Variant { width: rgba.width(), height: rgba.height(), webp: encoded.to_vec() })
        })
        .collect()
}

/// A quick box-filtered copy at twice the largest variant, so the fine resampling
/// that follows works on a few megapixels instead of up to forty.
fn shrink_for_resampling(image: DynamicImage) -> DynamicImage {
    if image.width() <= 2 * LARGEST_VARIANT {
        return image;
    }
    image.thumbnail(2 * LARGEST_VARIANT, u32::MAX)
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
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(name);
    std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))?;
    Ok(format!("{MEDIA_URL_PREFIX}{folder}/{name}"))
}

/// Stores every variant as `media/images/<id>-<width>.webp`; returns (width, URL)
/// pairs. An image narrower than the largest standard width carries its largest
/// width in its id (`<hex>x<largest>`), so the UI can tell its `srcset` from any
/// one of its addresses.
pub fn store_variants(data_dir: &Path, variants: &[Variant]) -> AppResult<Vec<(u32, String)>> {
    let mut id = uuid::Uuid::new_v4().simple().to_string();
    let largest = variants.iter().map(|variant| variant.width).max().unwrap_or_default();
    if largest < LARGEST_VARIANT {
        id.push_str(&format!("x{largest}"));
    }
    variants
        .iter()
        .map(|variant| {
            let url = store_named(data_dir, "images", &format!("{id}-{}.webp", variant.width), &variant.webp)?;
            Ok((variant.width, url))
        })
        .collect()
}

/// The `srcset` of a stored public image, from any one of its addresses (the UI's `srcSetFor` reads
/// the same names); `None` for any other address.
pub fn srcset_for(url: &str) -> Option<String> {
    let name = url.strip_prefix(MEDIA_URL_PREFIX)?.strip_prefix("images/")?.strip_suffix(".webp")?;
    let (id, width) = name.rsplit_once('-')?;
    width.parse::<u32>().ok()?;
    let (hex, largest) = match id.split_once('x') {
        Some((hex, largest)) => (hex, Some(largest.parse::<u32>().ok()?)),
        None => (id, None),
    };
    if hex.is_empty() || !hex.bytes().all(|byte| byte.is_ascii_hexdigit() && !byte.is_ascii_uppercase()) {
        return None;
    }
    let widths = match largest {
        Some(largest) => variant_widths(largest),
        None => VARIANT_WIDTHS.to_vec(),
    };
    Some(
        widths
            .iter()
            .map(|width| format!("{MEDIA_URL_PREFIX}images/{id}-{width}.webp {width}w"))
            .collect::<Vec<_>>()
            .join(", "),
    )
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
    use crate::test_images::{png, png_16bit, png_declaring};

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
        assert_eq!(sizes, [(480, 480, 240), (960, 960, 480), (1200, 1200, 600)], "true widths, none repeated");
        assert!(matches!(image_variants(b"GIF87a tronque"), Err(AppError::Validation { .. })));
    }

    #[test]
    fn non_images_and_giant_declared_sizes_are_refused() {
        assert!(matches!(avatar_webp(b"%PDF-1.7 pas une image"), Err(AppError::UnsupportedMediaType(_))));
        match avatar_webp(&png_declaring(30_000, 30_000)) {
            Err(AppError::Validation { message, .. }) => assert!(message.contains("16 mégapixels"), "{message}"),
            other => panic!("expected a validation error, got {other:?}"),
        }
        assert!(matches!(avatar_webp(&vec![0u8; AVATAR_MAX_BYTES + 1]), Err(AppError::PayloadTooLarge(_))));
        match image_variants(&png_declaring(8000, 5001)).err() {
            Some(AppError::Validation { message, .. }) => assert!(message.contains("40 mégapixels"), "{message}"),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn sixteen_bit_pngs_are_narrowed_to_eight_bits_while_decoding() {
        let decoded = decode(&png_16bit(64, 32), AVATAR_MAX_PIXELS).unwrap();
        assert_eq!(decoded.color(), image::ColorType::Rgba8);
        assert_eq!(decoded.to_rgba8().get_pixel(3, 3).0, [0x12, 0x56, 0x9a, 0xff]);
        assert_eq!((decoded.width(), decoded.height()), (64, 32));
        let webp = avatar_webp(&png_16bit(300, 200)).unwrap();
        assert_eq!(image::load_from_memory(&webp).unwrap().width(), 256);
    }

    #[test]
    fn site_icons_are_square_pngs_with_the_whole_image_inside() {
        let icon = favicon_png(&png(640, 320)).unwrap();
        assert_eq!(image::guess_format(&icon).unwrap(), ImageFormat::Png);
        let decoded = image::load_from_memory(&icon).unwrap().to_rgba8();
        assert_eq!(decoded.dimensions(), (FAVICON_SIZE, FAVICON_SIZE));
        assert_eq!(decoded.get_pixel(128, 2).0[3], 0, "the band above a wide image stays transparent");
        assert_eq!(decoded.get_pixel(2, 128).0, [200, 140, 20, 255], "the image spans the full width");
        let small = image::load_from_memory(&favicon_png(&png(16, 16)).unwrap()).unwrap();
        assert_eq!((small.width(), small.height()), (FAVICON_SIZE, FAVICON_SIZE));
        assert!(matches!(favicon_png(b"%PDF-1.7 pas une image"), Err(AppError::UnsupportedMediaType(_))));
    }

    #[test]
    fn widths_are_true_and_never_repeat() {
        assert_eq!(variant_widths(3000), [480, 960, 1600]);
        assert_eq!(variant_widths(1600), [480, 960, 1600]);
        assert_eq!(variant_widths(1200), [480, 960, 1200]);
        assert_eq!(variant_widths(960), [480, 960]);
        assert_eq!(variant_widths(200), [200]);
    }

    #[test]
    fn very_wide_images_are_shrunk_before_resampling_and_keep_their_ratio() {
        let variants = image_variants(&png(4000, 1000)).unwrap();
        let largest = image::load_from_memory(&variants[2].webp).unwrap();
        assert_eq!((largest.width(), largest.height()), (1600, 400));
    }

    #[test]
    fn srcset_names_every_stored_width_of_an_image() {
        assert_eq!(
            srcset_for("/media/images/ab12-960.webp").as_deref(),
            Some(
                "/media/images/ab12-480.webp 480w, /media/images/ab12-960.webp 960w, /media/images/ab12-1600.webp 1600w"
            )
        );
        assert_eq!(
            srcset_for("/media/images/ab12x700-480.webp").as_deref(),
            Some("/media/images/ab12x700-480.webp 480w, /media/images/ab12x700-700.webp 700w")
        );
        for other in
            ["/images/hero.svg", "/media/avatars/ab12.webp", "/media/images/AB-480.webp", "/media/images/ab-x.webp"]
        {
            assert_eq!(srcset_for(other), None, "{other}");
        }
    }
}
