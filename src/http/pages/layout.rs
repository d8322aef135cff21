//! What every public page's frame needs besides its own content: the owner's facts with
//! their fallbacks, the head (title, description, canonical address, social cards, the
//! picture to fetch first) and the built UI's stylesheet and script.

use std::sync::OnceLock;

use serde::Serialize;

use crate::db::settings::{DEFAULT_FAVICON, SiteSettings};
use crate::http::spa;

/// The owner's facts as the settings hold them, with what to show when one is empty.
#[derive(Debug, Serialize)]
pub struct Owner {
    /// As typed; empty when not set.
    pub name: String,
    /// What names the site where a name must appear: the owner's name, else the site title.
    pub display_name: String,
    pub tagline: String,
    pub portrait_url: String,
    pub email: String,
    pub phone: String,
    /// The WhatsApp chat link built from the international number; empty without one.
    pub whatsapp_url: String,
    pub logo_url: String,
}

impl Owner {
    pub fn of(settings: &SiteSettings) -> Owner {
        let identity = &settings.identity;
        let name = identity.owner_name.trim().to_string();
        let display_name = if name.is_empty() { settings.seo.title.trim().to_string() } else { name.clone() };
        let phone = identity.phone.trim().to_string();
        Owner {
            display_name,
            name,
            tagline: identity.tagline.trim().to_string(),
            portrait_url: identity.portrait_url.trim().to_string(),
            email: identity.contact_email.trim().to_string(),
            whatsapp_url: whatsapp_url(&phone),
            phone,
            logo_url: identity.logo_url.trim().to_string(),
        }
    }
}

/// `https://wa.me/` takes the international number as digits only: the `+` or `00` and a
/// `(0)` trunk prefix go. A number not in international form gives no link rather than a wrong one.
fn whatsapp_url(phone: &str) -> String {
    let international = phone.strip_prefix('+').or_else(|| phone.strip_prefix("00"));
    let Some(international) = international else { return String::new() };
    let digits: String = international.replace("(0)", "").chars().filter(char::is_ascii_digit).collect();
    if digits.is_empty() || digits.starts_with('0') { String::new() } else { format!("https://wa.me/{digits}") }
}

/// A social profile the owner filled in, in the footer's order.
#[derive(Debug, Serialize)]
pub struct SocialLink {
    pub network: &'static str,
    pub url: String,
    /// Shown in the header too (it has room for three).
    pub in_header: bool,
}

pub fn social_links(settings: &SiteSettings) -> Vec<SocialLink> {
    let social = &settings.social;
    [
        ("facebook", &social.facebook, false),
        ("twitter", &social.twitter, true),
        ("linkedin", &social.linkedin, true),
        ("instagram", &social.instagram, true),
        ("wanzani", &social.wanzani, false),
    ]
    .into_iter()
    .filter(|(_, url, _)| !url.trim().is_empty())
    .map(|(network, url, in_header)| SocialLink { network, url: url.trim().to_string(), in_header })
    .collect()
}

/// An image fetched at high priority with the `srcset` and `sizes` the page gives it, so the
/// browser fetches the very file the page then shows.
#[derive(Debug, Serialize)]
pub struct PreloadImage {
    pub href: String,
    pub srcset: Option<String>,
    pub sizes: &'static str,
}

impl PreloadImage {
    pub fn of(url: &str, sizes: &'static str) -> PreloadImage {
        PreloadImage { href: url.to_string(), srcset: crate::media::srcset_for(url), sizes }
    }
}

/// The head of a page.
#[derive(Debug, Serialize, Default)]
pub struct Head {
    /// The page's own title; the site's title follows it (alone on the home page).
    pub title: Option<String>,
    /// The whole title instead, the site's name not added (an article's SEO title).
    pub full_title: Option<String>,
    pub description: Option<String>,
    /// `og:type`: an article, or a page of the site.
    pub article: bool,
    /// An article's keywords, each an `article:tag`.
    pub tags: Vec<String>,
    /// The social card's picture; the settings' one when None.
    pub image: Option<super::social_card::SocialCard>,
    pub indexable: bool,
    /// JSON-LD facts for search engines.
    pub structured_data: Option<String>,
    pub preload_image: Option<PreloadImage>,
}

/// The favicon link the settings ask for: the built-in SVG, an uploaded square PNG of known
/// size, or an address whose type is left for the browser to find.
#[derive(Debug, Serialize)]
pub struct Favicon {
    pub href: String,
    pub kind: Option<&'static str>,
    pub sizes: Option<String>,
}

impl Favicon {
    pub fn of(favicon_url: &str) -> Favicon {
        let derived = format!("{}{}/", crate::media::MEDIA_URL_PREFIX, crate::media::FAVICON_FOLDER);
        if favicon_url == DEFAULT_FAVICON {
            Favicon { href: "/favicon.svg".into(), kind: Some("image/svg+xml"), sizes: None }
        } else if favicon_url.starts_with(&derived) && favicon_url.ends_with(".png") {
            let size = crate::media::FAVICON_SIZE;
            Favicon { href: favicon_url.into(), kind: Some("image/png"), sizes: Some(format!("{size}x{size}")) }
        } else {
            Favicon { href: favicon_url.into(), kind: None, sizes: None }
        }
    }
}

/// The built UI's files a page links: one stylesheet, one script for the public pages (the
/// islands' loader) or the app's, and the fonts to fetch with the stylesheet.
#[derive(Debug, Serialize, Clone)]
pub struct Assets {
    pub stylesheets: Vec<String>,
    pub script: Option<String>,
    pub modules: Vec<String>,
    pub fonts: Vec<String>,
    /// Preloaded instead of `fonts` on Arabic pages: their text is Arabic, and on a slow
    /// line the Latin faces delayed their largest paint by about a second.
    pub arabic_fonts: Vec<String>,
}

/// The entries of the UI build, by their source file.
pub const PUBLIC_ENTRY: &str = "src/public/main.ts";
pub const APP_ENTRY: &str = "index.html";

/// The files of the public entry, or of the app's: read from the build once, not for every page.
pub fn assets(entry: &str) -> &'static Assets {
    static PUBLIC: OnceLock<Assets> = OnceLock::new();
    static APP: OnceLock<Assets> = OnceLock::new();
    let cell = if entry == APP_ENTRY { &APP } else { &PUBLIC };
    cell.get_or_init(|| {
        let files = spa::entry_files(entry);
        Assets {
            stylesheets: files.stylesheets,
            script: files.script,
            modules: files.modules,
            fonts: spa::font_files(),
            arabic_fonts: spa::arabic_font_files(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whatsapp_links_take_international_numbers_only() {
        assert_eq!(whatsapp_url("+269 773 00 00"), "https://wa.me/2697730000");
        assert_eq!(whatsapp_url("0033 (0)6 12 34 56 78"), "https://wa.me/33612345678");
        assert_eq!(whatsapp_url("06 12 34 56 78"), "");
        assert_eq!(whatsapp_url("+0 12"), "");
    }

    #[test]
    fn the_owner_is_named_by_the_site_title_until_he_gives_his_name() {
        let mut settings = SiteSettings::default();
        settings.seo.title = "Mon site".into();
        settings.identity.owner_name = "  ".into();
        assert_eq!(Owner::of(&settings).display_name, "Mon site");
        settings.identity.owner_name = " Awa Mzé ".into();
        let owner = Owner::of(&settings);
        assert_eq!((owner.name.as_str(), owner.display_name.as_str()), ("Awa Mzé", "Awa Mzé"));
    }
}
