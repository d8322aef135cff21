//! The picture of a page's shared card (`og:image`, `twitter:image`): networks ignore SVG and
//! some ignore WebP, so an image of the site's own media or an SVG picture of the build is shown
//! through its 1200×630 JPEG (`media::social`), whose size the card can then state. An image
//! elsewhere on the web is linked as it is; any other SVG gives no card picture at all.

use serde::Serialize;

use crate::media;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SocialCard {
    /// Absolute, as networks need it.
    pub url: String,
    /// Known for the JPEG cards only.
    pub width: Option<u32>,
    pub height: Option<u32>,
    pub alt: String,
}

impl SocialCard {
    /// The card for `image_url` on the site at `base`; None for an empty address or an SVG the
    /// build does not hold.
    pub fn of(base: &str, image_url: &str, alt: &str) -> Option<SocialCard> {
        let image_url = image_url.trim();
        let alt = alt.trim().to_string();
        if let Some(card) = media::social_url(image_url) {
            return Some(SocialCard {
                url: format!("{base}{card}"),
                width: Some(media::SOCIAL_WIDTH),
                height: Some(media::SOCIAL_HEIGHT),
                alt,
            });
        }
        let path = image_url.split(['?', '#']).next().unwrap_or_default();
        if path.is_empty() || path.to_ascii_lowercase().ends_with(".svg") {
            return None;
        }
        let url = if image_url.starts_with('/') { format!("{base}{image_url}") } else { image_url.to_string() };
        Some(SocialCard { url, width: None, height: None, alt })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_images_and_drawings_become_jpeg_cards_others_are_linked_and_other_svg_gives_none() {
        let id = "0123456789abcdef0123456789abcdef";
        let own = SocialCard::of("https://exemple.km", &format!("/media/images/{id}-960.webp"), " Titre ").unwrap();
        assert_eq!(own.url, format!("https://exemple.km/media/social/{id}.jpg"));
        assert_eq!((own.width, own.height, own.alt.as_str()), (Some(1200), Some(630), "Titre"));
        let elsewhere = SocialCard::of("https://exemple.km", "https://cdn.km/photo.webp", "").unwrap();
        assert_eq!((elsewhere.url.as_str(), elsewhere.width), ("https://cdn.km/photo.webp", None));
        let drawing = SocialCard::of("https://exemple.km", "/images/demo/post-3.svg", "Titre").unwrap();
        assert!(drawing.url.starts_with("https://exemple.km/media/social/svg-demo-post-3-"), "{}", drawing.url);
        assert_eq!((drawing.width, drawing.height), (Some(1200), Some(630)));
        assert_eq!(SocialCard::of("https://exemple.km", "/images/logo.SVG", "").map(|card| card.url), None);
        assert_eq!(SocialCard::of("https://exemple.km", "https://cdn.km/dessin.svg", "").map(|card| card.url), None);
        assert_eq!(SocialCard::of("https://exemple.km", "  ", ""), None);
    }
}
