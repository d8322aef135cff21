//! The pictures of shared cards: social networks ignore SVG and some ignore WebP, so every
//! `og:image` is a 1200×630 JPEG cut from the middle of the chosen image, stored as
//! `media/social/<id>.jpg` after the id of the stored image it comes from, or under the name
//! `svg_card` gives a built-in SVG picture.
//!
//! A page's head only derives the address (no disk, no decoding on the path of a page). The file
//! is made on the first request of that address, so the articles and settings written before
//! this existed, restored or imported, get theirs, and a lost one comes back; saving an article
//! or the settings also asks for it at once, so a newsletter's readers opening its cover together
//! find it made. The work runs inside the image gate, one image at a time, and looks for the file
//! again once inside it: requests for the same card that arrive together make it once, and the
//! others read it. It is written under a temporary name and renamed, so no request reads half a file.

use std::path::Path;

use anyhow::Context;
use image::RgbImage;
use image::imageops::FilterType;

use super::card::{SOCIAL_HEIGHT, SOCIAL_WIDTH, card_jpeg};
use super::{LARGEST_VARIANT, MAX_PIXELS, MEDIA_URL_PREFIX, shrink_for_resampling, svg_card};
use crate::error::AppResult;

pub const SOCIAL_FOLDER: &str = "social";

/// The id of a stored public image (`media::store_variants`): 32 lowercase hex digits, then
/// `x<largest width>` when it is narrower than the largest standard width.
fn image_id_parts(id: &str) -> Option<(&str, Option<u32>)> {
    let (hex, largest) = match id.split_once('x') {
        Some((hex, largest)) => (hex, Some(largest)),
        None => (id, None),
    };
    let hex_ok = hex.len() == 32 && hex.bytes().all(|byte| byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte));
    let largest = match largest {
        None => None,
        Some(text) if !text.starts_with('0') && (1..=5).contains(&text.len()) => Some(text.parse().ok()?),
        Some(_) => return None,
    };
    hex_ok.then_some((hex, largest))
}

/// The card's address for an image of the site's own media (`/media/images/<id>-<width>.webp`)
/// or for an SVG picture of the build (`/images/….svg`); None for any other address.
pub fn social_url(image_url: &str) -> Option<String> {
    if let Some(name) = svg_card::card_name(image_url) {
        return Some(format!("{MEDIA_URL_PREFIX}{SOCIAL_FOLDER}/{name}"));
    }
    let name = image_url.strip_prefix(MEDIA_URL_PREFIX)?.strip_prefix("images/")?.strip_suffix(".webp")?;
    let (id, width) = name.rsplit_once('-')?;
    width.parse::<u32>().ok()?;
    image_id_parts(id)?;
    Some(format!("{MEDIA_URL_PREFIX}{SOCIAL_FOLDER}/{id}.jpg"))
}

/// What a card is made from.
#[derive(Debug, PartialEq)]
pub enum CardSource {
    /// A stored image, by its path under the media folder: its largest variant, the sharpest there is.
    Stored(String),
    /// An SVG picture of the build, by its path there (see `svg_card`).
    BuiltIn(&'static str),
}

/// What a card's file name is made from; None for a name `social_url` does not give.
pub fn social_source(file_name: &str) -> Option<CardSource> {
    if let Some(path) = svg_card::picture_path(file_name) {
        return Some(CardSource::BuiltIn(path));
    }
    let id = file_name.strip_suffix(".jpg")?;
    let (_, largest) = image_id_parts(id)?;
    Some(CardSource::Stored(format!("images/{id}-{}.webp", largest.unwrap_or(LARGEST_VARIANT))))
}

/// The largest centred part of a `width`×`height` image with the card's proportions, as
/// (left, top, width, height).
pub fn cover_crop(width: u32, height: u32) -> (u32, u32, u32, u32) {
    let (width_64, height_64) = (u64::from(width), u64::from(height));
    let (card_width, card_height) = (u64::from(SOCIAL_WIDTH), u64::from(SOCIAL_HEIGHT));
    if width_64 * card_height > height_64 * card_width {
        // Wider than the card: the sides go.
        let kept = ((height_64 * card_width + card_height / 2) / card_height).clamp(1, width_64) as u32;
        ((width - kept) / 2, 0, kept, height)
    } else {
        let kept = ((width_64 * card_height + card_width / 2) / card_width).clamp(1, height_64) as u32;
        (0, (height - kept) / 2, width, kept)
    }
}

/// A card's JPEG from an uploaded image (WebP, PNG, JPEG or GIF): centred, cropped to the card's
/// proportions, brought to its size, transparency laid on white.
pub fn social_jpeg(bytes: &[u8]) -> AppResult<Vec<u8>> {
    let image = shrink_for_resampling(super::decode(bytes, MAX_PIXELS)?);
    let (left, top, width, height) = cover_crop(image.width(), image.height());
    let card = image.crop_imm(left, top, width, height).resize_exact(SOCIAL_WIDTH, SOCIAL_HEIGHT, FilterType::Lanczos3);
    let mut rgb = RgbImage::new(SOCIAL_WIDTH, SOCIAL_HEIGHT);
    for (target, source) in rgb.pixels_mut().zip(card.to_rgba8().pixels()) {
        let [red, green, blue, alpha] = source.0;
        let over_white =
            |channel: u8| ((u16::from(channel) * u16::from(alpha) + 255 * (255 - u16::from(alpha))) / 255) as u8;
        target.0 = [over_white(red), over_white(green), over_white(blue)];
    }
    card_jpeg(&rgb)
}

/// Writes a card under `media/social/` through a temporary name.
pub fn store_social(media_dir: &Path, file_name: &str, jpeg: &[u8]) -> AppResult<()> {
    let dir = media_dir.join(SOCIAL_FOLDER);
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let temporary = dir.join(format!(".{}.tmp", uuid::Uuid::new_v4().simple()));
    std::fs::write(&temporary, jpeg).with_context(|| format!("writing {}", temporary.display()))?;
    std::fs::rename(&temporary, dir.join(file_name)).with_context(|| format!("naming {file_name}"))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::AppError;
    use crate::test_images::png;

    const ID: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn a_card_is_named_after_its_image_and_made_from_its_largest_variant() {
        let url = social_url(&format!("/media/images/{ID}-480.webp")).unwrap();
        assert_eq!(url, format!("/media/social/{ID}.jpg"));
        assert_eq!(social_source(&format!("{ID}.jpg")), Some(CardSource::Stored(format!("images/{ID}-1600.webp"))));
        let narrow = social_url(&format!("/media/images/{ID}x700-480.webp")).unwrap();
        assert_eq!(narrow, format!("/media/social/{ID}x700.jpg"));
        assert_eq!(
            social_source(&format!("{ID}x700.jpg")),
            Some(CardSource::Stored(format!("images/{ID}x700-700.webp")))
        );
        let drawing = social_url("/images/hero.svg").unwrap();
        let name = drawing.strip_prefix("/media/social/").unwrap();
        assert!(name.starts_with("svg-hero-") && name.ends_with(".jpg"), "{drawing}");
        assert_eq!(social_source(name), Some(CardSource::BuiltIn("images/hero.svg")));
        for other in [
            "/images/absent.svg".to_string(),
            format!("/media/avatars/{ID}.webp"),
            format!("/media/images/{}-480.webp", ID.to_uppercase()),
            "https://ailleurs.km/media/images/a-480.webp".to_string(),
            format!("/media/images/{ID}x0700-480.webp"),
        ] {
            assert_eq!(social_url(&other), None, "{other}");
        }
        for name in ["../vitrine.db", &format!("{ID}.png"), &format!("{ID}x.jpg"), "abc.jpg"] {
            assert_eq!(social_source(name), None, "{name}");
        }
    }

    #[test]
    fn the_crop_keeps_the_middle_at_the_cards_proportions() {
        assert_eq!(cover_crop(1200, 630), (0, 0, 1200, 630));
        assert_eq!(cover_crop(1600, 630), (200, 0, 1200, 630), "a wide image loses its sides");
        assert_eq!(cover_crop(1200, 1200), (0, 285, 1200, 630), "a tall one its top and bottom");
        assert_eq!(cover_crop(600, 315), (0, 0, 600, 315), "a small one is kept whole, then enlarged");
        let (_, _, width, height) = cover_crop(1, 4000);
        assert_eq!((width, height), (1, 1), "never an empty crop");
    }

    #[test]
    fn a_card_is_a_jpeg_of_the_cards_size() {
        let jpeg = social_jpeg(&png(900, 900)).unwrap();
        assert_eq!(image::guess_format(&jpeg).unwrap(), image::ImageFormat::Jpeg);
        let decoded = image::load_from_memory(&jpeg).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (SOCIAL_WIDTH, SOCIAL_HEIGHT));
        assert!(matches!(social_jpeg(b"%PDF-1.7"), Err(AppError::UnsupportedMediaType(_))));
    }
}
