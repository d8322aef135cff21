//! Avatars, often a photo straight from a phone: up to 15 MB and 50 megapixels. A baseline
//! JPEG (what phones write) is decoded at 1/2, 1/4 or 1/8 of its size while decoding (DCT
//! scaling), so a 48-megapixel photo holds a few megabytes of pixels, far less than the
//! 16-megapixel images the common gate decodes whole; any other image (PNG, GIF, WebP, a
//! progressive or 12-bit JPEG, a panorama too long to scale down) goes through that gate at
//! 16 megapixels. The picture is turned
//! upright as its EXIF orientation says, cropped to a square and re-encoded as a 256 px WebP
//! without metadata.

use std::io::Cursor;

use image::imageops::FilterType;
use image::metadata::Orientation;
use image::{DynamicImage, ImageBuffer, ImageFormat};
use jpeg_decoder::{CodingProcess, PixelFormat};

use super::{avatar_too_large, decode, too_many_pixels, unreadable};
use crate::error::{AppError, AppResult};

/// What a phone photo weighs at most as sent.
pub const AVATAR_MAX_BYTES: usize = 15 * 1024 * 1024;
/// Images decoded whole for an avatar.
pub const AVATAR_MAX_PIXELS: u64 = 16_000_000;
/// Baseline JPEGs, never decoded whole: a 50-megapixel sensor's photo.
pub const AVATAR_JPEG_MAX_PIXELS: u64 = 50_000_000;
const AVATAR_SIZE: u32 = 256;
/// What a scaled-down JPEG may still hold (its components' planes, then the pixels, are
/// allocated at this size): a photo's shorter side ends between 256 and 511 px, well under it;
/// only a long, thin panorama reaches it, and goes to the common gate instead.
const SCALED_MAX_PIXELS: u64 = 4_000_000;

/// A square avatar, upright, cropped to fill and re-encoded as WebP.
pub fn avatar_webp(bytes: &[u8]) -> AppResult<Vec<u8>> {
    if bytes.len() > AVATAR_MAX_BYTES {
        return Err(avatar_too_large());
    }
    let scaled = match image::guess_format(bytes) {
        Ok(ImageFormat::Jpeg) => jpeg_scaled_down(bytes)?,
        _ => None,
    };
    let image = match scaled {
        Some(image) => image,
        None => decode(bytes, AVATAR_MAX_PIXELS)?,
    };
    let mut out = Vec::new();
    image
        .resize_to_fill(AVATAR_SIZE, AVATAR_SIZE, FilterType::Lanczos3)
        .to_rgba8()
        .write_to(&mut Cursor::new(&mut out), ImageFormat::WebP)
        .map_err(AppError::caused("encoding an avatar"))?;
    Ok(out)
}

/// A baseline JPEG decoded at the smallest scale that keeps its shorter side at least the
/// avatar's, upright; None for a JPEG this cannot decode small (progressive coding keeps every
/// coefficient of the full image, and 12-bit or CMYK ones are rare), left to the common gate.
fn jpeg_scaled_down(bytes: &[u8]) -> AppResult<Option<DynamicImage>> {
    let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(bytes));
    decoder.read_info().map_err(|_| unreadable())?;
    let info = decoder.info().ok_or_else(unreadable)?;
    let small_decoding = info.coding_process == CodingProcess::DctSequential
        && matches!(info.pixel_format, PixelFormat::L8 | PixelFormat::RGB24);
    if !small_decoding {
        return Ok(None);
    }
    let (width, height) = (u64::from(info.width), u64::from(info.height));
    if width * height > AVATAR_JPEG_MAX_PIXELS {
        return Err(too_many_pixels(AVATAR_JPEG_MAX_PIXELS));
    }
    let shorter = width.min(height).max(1);
    let wanted = |side: u64| u16::try_from((side * u64::from(AVATAR_SIZE)).div_ceil(shorter)).unwrap_or(u16::MAX);
    let (scaled_width, scaled_height) = decoder.scale(wanted(width), wanted(height)).map_err(|_| unreadable())?;
    if u64::from(scaled_width) * u64::from(scaled_height) > SCALED_MAX_PIXELS {
        return Ok(None);
    }
    let pixels = decoder.decode().map_err(|_| unreadable())?;
    let info = decoder.info().ok_or_else(unreadable)?;
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    let image = match info.pixel_format {
        PixelFormat::L8 => ImageBuffer::from_raw(width, height, pixels).map(DynamicImage::ImageLuma8),
        _ => ImageBuffer::from_raw(width, height, pixels).map(DynamicImage::ImageRgb8),
    };
    let mut image = image.ok_or_else(unreadable)?;
    if let Some(orientation) = decoder.exif_data().and_then(Orientation::from_exif_chunk) {
        image.apply_orientation(orientation);
    }
    Ok(Some(image))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_images::{jpeg, jpeg_declaring, jpeg_oriented, photo_jpeg, png};

    /// The avatar's colour at its left and right edges' middle.
    fn edges(webp: &[u8]) -> ([u8; 3], [u8; 3]) {
        let decoded = image::load_from_memory(webp).unwrap().to_rgb8();
        let at = |x| {
            let [r, g, b] = decoded.get_pixel(x, AVATAR_SIZE / 2).0;
            [r, g, b]
        };
        (at(2), at(AVATAR_SIZE - 3))
    }

    #[test]
    fn avatars_are_reencoded_as_square_webp() {
        for source in [png(640, 480), jpeg(640, 480), jpeg(300, 2000)] {
            let webp = avatar_webp(&source).unwrap();
            assert_eq!(image::guess_format(&webp).unwrap(), ImageFormat::WebP);
            let decoded = image::load_from_memory(&webp).unwrap();
            assert_eq!((decoded.width(), decoded.height()), (256, 256));
        }
    }

    #[test]
    fn a_large_phone_photo_is_decoded_small() {
        let photo = photo_jpeg(8000, 6000);
        assert!(photo.len() > 2 * 1024 * 1024 && photo.len() <= AVATAR_MAX_BYTES, "{} bytes", photo.len());
        let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(&photo[..]));
        decoder.read_info().unwrap();
        assert_eq!(decoder.scale(342, 256).unwrap(), (1000, 750), "an eighth of each side: 0.75 megapixels");
        let decoded = image::load_from_memory(&avatar_webp(&photo).unwrap()).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (256, 256));
    }

    #[test]
    fn photos_are_turned_upright_as_their_exif_says() {
        // Dark on the left, light on the right as stored; orientation 3 turns it half a turn.
        let (left, right) = edges(&avatar_webp(&jpeg_oriented(1200, 900, 1)).unwrap());
        assert!(left[0] < 100 && right[0] > 150, "as stored: {left:?} {right:?}");
        let (left, right) = edges(&avatar_webp(&jpeg_oriented(1200, 900, 3)).unwrap());
        assert!(left[0] > 150 && right[0] < 100, "turned: {left:?} {right:?}");
    }

    #[test]
    fn a_panorama_too_long_to_scale_down_goes_to_the_common_gate() {
        match avatar_webp(&jpeg_declaring(65_000, 600)) {
            Err(AppError::Validation { message, .. }) => assert!(message.contains("16 mégapixels"), "{message}"),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn past_fifty_megapixels_a_jpeg_is_refused_before_decoding() {
        match avatar_webp(&jpeg_declaring(10_000, 5_001)) {
            Err(AppError::Validation { message, .. }) => assert!(message.contains("50 mégapixels"), "{message}"),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }
}
