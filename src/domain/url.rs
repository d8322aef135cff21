//! The image addresses the site stores (settings, page content, covers, images inside
//! articles): a path on this site or an https URL, nothing a browser would fetch from
//! elsewhere by surprise: `//evil.example/x.png` and `/\evil.example/x.png` (browsers
//! read a backslash as a slash) name another host.

use crate::domain::text::Validator;

/// The same words as the form rules' first check (`Validator::optional_image`), so a
/// refused address reads alike whichever check caught it.
pub const IMAGE_URL_MESSAGE: &str = "L'adresse de l'image doit être un chemin du site ou commencer par https://.";

/// A path of this site (a single `/` then a name, as `/media/images/…` or `/favicon.ico`)
/// or an https URL with a host; no backslash, space or control character anywhere, no `..`.
pub fn is_image_url(url: &str) -> bool {
    if url.chars().any(|c| c == '\\' || c.is_whitespace() || c.is_control()) || url.contains("..") {
        return false;
    }
    if let Some(path) = url.strip_prefix('/') {
        return path.chars().next().is_some_and(|first| first != '/');
    }
    let scheme = "https://";
    url.get(..scheme.len()).is_some_and(|start| start.eq_ignore_ascii_case(scheme))
        && url[scheme.len()..].chars().next().is_some_and(|first| !matches!(first, '/' | '?' | '#'))
}

/// An optional image field of a form: trimmed, bounded and blank as None by the form
/// rules, then held to `is_image_url`.
pub fn optional_image(v: &mut Validator, field: &str, value: Option<&str>) -> Option<String> {
    let url = v.optional_image(field, value)?;
    if !is_image_url(&url) {
        v.fail(field, IMAGE_URL_MESSAGE);
    }
    Some(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_paths_and_https_urls_only() {
        for good in [
            "/media/images/0a1b-960.webp",
            "/media/favicons/0a1b.png",
            "/favicon.ico",
            "https://images.exemple.km/photo.jpg",
            "HTTPS://images.exemple.km/photo.jpg",
        ] {
            assert!(is_image_url(good), "{good}");
        }
        for bad in [
            "/\\evil.example/x.png",
            "//evil.example/x.png",
            "/media\\..\\x.png",
            "/media/../vitrine.db",
            "/",
            "/media/a b.webp",
            "/media/a\u{0}.webp",
            "http://images.exemple.km/photo.jpg",
            "https://",
            "https:///evil.example",
            "https:\\\\evil.example",
            "javascript:alert(1)",
            "data:image/png;base64,AAAA",
            "media/x.webp",
            "",
        ] {
            assert!(!is_image_url(bad), "{bad:?} should be refused");
        }
    }

    #[test]
    fn a_form_field_is_trimmed_and_checked() {
        let mut v = Validator::new();
        assert_eq!(optional_image(&mut v, "img", Some("  ")), None);
        assert_eq!(
            optional_image(&mut v, "img", Some(" /media/images/a.webp ")).as_deref(),
            Some("/media/images/a.webp")
        );
        assert!(v.finish().is_ok());
        let mut v = Validator::new();
        optional_image(&mut v, "img", Some("/\\evil.example/x.png"));
        assert!(v.finish().is_err());
    }
}
