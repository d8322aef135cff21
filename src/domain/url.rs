//! The image addresses the site stores (settings, page content, covers, images inside
//! articles): a path on this site or an https URL, nothing a browser would fetch from
//! elsewhere by surprise: `//evil.example/x.png` and `/\evil.example/x.png` (browsers
//! read a backslash as a slash) name another host.

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
}
