//! The social cards of the SVG pictures the site is built with (the demo's covers, the home page's
//! drawings, the articles' fallback cover): networks ignore SVG, so these get a 1200×630 JPEG card
//! too, drawn from the embedded build, never from a file of the disk or of the network.
//!
//! A card is named `svg-<path>-<hash>.jpg`: the picture's path under `/images/` with its folders
//! joined by `-`, then the start of its content's SHA-256. No uploaded image's card is named so
//! (those start with 32 hex digits), the name holds no folder, and a later build whose drawing
//! changed names a new card rather than serving the old one. A name is valid only when a picture of
//! this build gives it.

use std::sync::OnceLock;

use resvg::{tiny_skia, usvg};

use super::card::{SOCIAL_HEIGHT, SOCIAL_WIDTH, card_jpeg};
use crate::error::{AppError, AppResult};
use crate::ui_build::BuiltUi;

const NAME_PREFIX: &str = "svg-";
/// Where the build keeps its pictures (served at `/images/`).
const PICTURES_FOLDER: &str = "images/";
/// The hex digits of the content's hash a name keeps: enough to tell two builds' drawings apart.
const HASH_DIGITS: usize = 10;
/// The built-in drawings weigh a few kilobytes; drawing time grows with their size, so a larger one
/// (a build gone wrong) is refused rather than drawn.
const MAX_SVG_BYTES: usize = 512 * 1024;

/// A built-in SVG picture: its path in the build, and its card's file name.
struct BuiltInPicture {
    path: String,
    card_name: String,
}

/// The build's SVG pictures with a plain path (lowercase letters, digits, `-`, folders), read once.
fn built_in_pictures() -> &'static [BuiltInPicture] {
    static PICTURES: OnceLock<Vec<BuiltInPicture>> = OnceLock::new();
    PICTURES.get_or_init(|| {
        BuiltUi::iter()
            .filter_map(|path| {
                let stem = path.strip_prefix(PICTURES_FOLDER)?.strip_suffix(".svg")?;
                let plain = stem.split('/').all(|part| {
                    !part.is_empty()
                        && part.bytes().all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-')
                });
                if !plain {
                    return None;
                }
                let hash = BuiltUi::get(&path)?.metadata.sha256_hash();
                let hash: String = hash.iter().map(|byte| format!("{byte:02x}")).collect();
                let card_name = format!("{NAME_PREFIX}{}-{}.jpg", stem.replace('/', "-"), &hash[..HASH_DIGITS]);
                Some(BuiltInPicture { path: path.into_owned(), card_name })
            })
            .collect()
    })
}

/// The card's file name for the built-in picture at `url` (`/images/….svg`); None for any address
/// that is not one of the build's SVG pictures.
pub(super) fn card_name(url: &str) -> Option<&'static str> {
    let path = url.strip_prefix('/')?;
    built_in_pictures().iter().find(|picture| picture.path == path).map(|picture| picture.card_name.as_str())
}

/// The path in the build of the picture a card's file name was made from; None for a name no
/// picture of this build gives.
pub(super) fn picture_path(card_name: &str) -> Option<&'static str> {
    if !card_name.starts_with(NAME_PREFIX) {
        return None;
    }
    built_in_pictures().iter().find(|picture| picture.card_name == card_name).map(|picture| picture.path.as_str())
}

/// The card's JPEG of the built-in picture at `path` (as `picture_path` gives it).
pub fn built_in_card_jpeg(path: &str) -> AppResult<Vec<u8>> {
    let file = BuiltUi::get(path).ok_or_else(|| AppError::internal(format!("no built-in picture {path}")))?;
    svg_card_jpeg(&file.data)
}

/// A card's JPEG from an SVG: drawn at the scale that covers the card, centred, the overflow cut,
/// on white. Pictures the SVG links to are not loaded.
fn svg_card_jpeg(svg: &[u8]) -> AppResult<Vec<u8>> {
    if svg.len() > MAX_SVG_BYTES {
        return Err(AppError::internal(format!("an SVG of {} bytes", svg.len())));
    }
    let options = usvg::Options {
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_data(svg, &options).map_err(AppError::caused("reading an SVG"))?;
    let (card_width, card_height) = (SOCIAL_WIDTH as f32, SOCIAL_HEIGHT as f32);
    let size = tree.size();
    let scale = (card_width / size.width()).max(card_height / size.height());
    let left = (card_width - size.width() * scale) / 2.0;
    let top = (card_height - size.height() * scale) / 2.0;
    let mut pixmap = tiny_skia::Pixmap::new(SOCIAL_WIDTH, SOCIAL_HEIGHT)
        .ok_or_else(|| AppError::internal("a card's canvas could not be made"))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, left, top), &mut pixmap.as_mut());
    // Drawn on opaque white, every pixel is opaque: its premultiplied colour is its colour.
    let rgb: Vec<u8> = pixmap.data().chunks_exact(4).flat_map(|pixel| [pixel[0], pixel[1], pixel[2]]).collect();
    let image = image::RgbImage::from_raw(SOCIAL_WIDTH, SOCIAL_HEIGHT, rgb)
        .ok_or_else(|| AppError::internal("a card's pixels do not fill it"))?;
    card_jpeg(&image)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_built_in_picture_has_one_name_that_leads_back_to_it() {
        let url = "/images/demo/post-2.svg";
        let name = card_name(url).expect("the demo's covers are in the build");
        let hash = name.strip_prefix("svg-demo-post-2-").and_then(|rest| rest.strip_suffix(".jpg")).unwrap();
        assert!(hash.len() == HASH_DIGITS && hash.bytes().all(|byte| byte.is_ascii_hexdigit()), "{name}");
        assert_eq!(picture_path(name), Some("images/demo/post-2.svg"));
        for url in ["/images/hero.svg", "/images/mission.svg", "/images/post-fallback.svg", "/images/demo/portrait.svg"]
        {
            assert!(card_name(url).is_some(), "{url}");
        }
        let mut names: Vec<&str> = built_in_pictures().iter().map(|picture| picture.card_name.as_str()).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "no two pictures share a card");
    }

    #[test]
    fn only_the_builds_own_svg_pictures_have_a_card() {
        for url in [
            "/images/demo/absent.svg",
            "/images/../index.html",
            "/images/demo/../hero.svg",
            "/favicon.svg",
            "images/hero.svg",
            "/images/hero.svg?v=2",
            "https://ailleurs.km/images/hero.svg",
            "/images/HERO.svg",
        ] {
            assert_eq!(card_name(url), None, "{url}");
        }
        let hero = card_name("/images/hero.svg").unwrap();
        for name in [
            "svg-hero.jpg",
            "svg-hero-0000000000.jpg",
            "svg-../vitrine.db",
            "svg-demo/post-1.jpg",
            &hero.replace("svg-", "png-"),
            &hero.replace(".jpg", ".png"),
            &format!("demo/{hero}"),
        ] {
            assert_eq!(picture_path(name), None, "{name}");
        }
    }

    #[test]
    fn a_built_in_picture_becomes_a_jpeg_card_of_its_colours() {
        let jpeg = built_in_card_jpeg(picture_path(card_name("/images/demo/post-2.svg").unwrap()).unwrap()).unwrap();
        assert_eq!(image::guess_format(&jpeg).unwrap(), image::ImageFormat::Jpeg);
        let decoded = image::load_from_memory(&jpeg).unwrap().to_rgb8();
        assert_eq!(decoded.dimensions(), (SOCIAL_WIDTH, SOCIAL_HEIGHT));
        // Drawn at its own width, its top and bottom cut: the middle is its cream background
        // (#fdf6e3 to #f5e6c8), between the fourth and the fifth bar.
        let [red, green, blue] = decoded.get_pixel(SOCIAL_WIDTH / 2, SOCIAL_HEIGHT / 2).0;
        assert!(red > 230 && green > 215 && (180..235).contains(&blue), "{:?}", [red, green, blue]);
        // The fifth bar (#0369a1) just right of it.
        let [red, green, blue] = decoded.get_pixel(640, SOCIAL_HEIGHT / 2).0;
        assert!(red < 30 && (90..120).contains(&green) && (145..175).contains(&blue), "{:?}", [red, green, blue]);
        // The tallest bar (#d97706), amber, near the right.
        let [red, green, blue] = decoded.get_pixel(980, 450).0;
        assert!(red > 190 && (90..150).contains(&green) && blue < 60, "{:?}", [red, green, blue]);
    }

    #[test]
    fn a_drawing_covers_the_card_whatever_its_proportions() {
        let tall = br##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 200">
            <rect width="100" height="200" fill="#ff0000"/><rect y="90" width="100" height="20" fill="#0000ff"/></svg>"##;
        let card = image::load_from_memory(&svg_card_jpeg(tall).unwrap()).unwrap().to_rgb8();
        let [red, _, blue] = card.get_pixel(2, 315).0;
        assert!(blue > 200 && red < 60, "the middle band spans the width");
        let [red, _, blue] = card.get_pixel(600, 2).0;
        assert!(red > 200 && blue < 60, "no white margin at the top");
        let see_through = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 63"/>"#;
        let card = image::load_from_memory(&svg_card_jpeg(see_through).unwrap()).unwrap().to_rgb8();
        assert!(card.get_pixel(600, 315).0.iter().all(|&channel| channel > 245), "transparency is white");
        assert!(svg_card_jpeg(b"<html>pas un dessin</html>").is_err());
        let huge = format!("<svg xmlns=\"http://www.w3.org/2000/svg\">{}</svg>", " ".repeat(MAX_SVG_BYTES));
        assert!(svg_card_jpeg(huge.as_bytes()).is_err());
    }
}
