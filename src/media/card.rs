//! A shared card's size and file format, below both ways of making one (from an upload, from a
//! built-in drawing), so that neither depends on the other.

use std::io::Cursor;

use image::RgbImage;
use image::codecs::jpeg::JpegEncoder;

use crate::error::{AppError, AppResult};

pub const SOCIAL_WIDTH: u32 = 1200;
pub const SOCIAL_HEIGHT: u32 = 630;
const JPEG_QUALITY: u8 = 85;

/// The card's pixels as its JPEG file.
pub fn card_jpeg(card: &RgbImage) -> AppResult<Vec<u8>> {
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut Cursor::new(&mut out), JPEG_QUALITY)
        .encode_image(card)
        .map_err(AppError::caused("encoding a social card"))?;
    Ok(out)
}
