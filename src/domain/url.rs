//! The addresses the site stores: images (settings, page content, covers, images inside
//! articles) and where the call to action's buttons lead. Each is a path on this site or an
//! https URL, nothing a browser would fetch or open from elsewhere by surprise:
//! `//evil.example/x.png` and `/\evil.example/x.png` (browsers read a backslash as a slash)
//! name another host.

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

/// A scheduling page the call to action may send visitors to: an https URL with a host, with
/// no space, backslash or control character.
pub fn is_booking_url(url: &str) -> bool {
    let scheme = "https://";
    !url.chars().any(|c| c == '\\' || c.is_whitespace() || c.is_control())
        && url.get(..scheme.len()).is_some_and(|start| start.eq_ignore_ascii_case(scheme))
        && url[scheme.len()..].chars().next().is_some_and(|first| !matches!(first, '/' | '?' | '#'))
}

/// A page of this site a button may lead to: `/` and a path, with neither `//` (another host) nor
/// a backslash, space or control character; a query and a fragment may follow.
pub fn is_site_path(path: &str) -> bool {
    path.starts_with('/')
        && !path.starts_with("//")
        && !path.chars().any(|c| c == '\\' || c.is_whitespace() || c.is_control())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn booking_pages_are_https_urls_elsewhere() {
        for good in ["https://calendly.com/ahmed/30min", "https://cal.com/ahmed?month=2026-12", "HTTPS://x.km/a..b"] {
            assert!(is_booking_url(good), "{good}");
        }
        for bad in
            ["http://calendly.com/ahmed", "/contact", "//calendly.com", "javascript:alert(1)", "https://", "https:/x"]
        {
            assert!(!is_booking_url(bad), "{bad:?} should be refused");
        }
    }

    #[test]
    fn site_paths_stay_on_the_site() {
        for good in ["/", "/activites", "/blog/mon-article?page=2#suite", "/en/activities"] {
            assert!(is_site_path(good), "{good}");
        }
        for bad in ["//evil.example", "/\\evil.example", "activites", "https://x.km", "/a b", "/a\u{7}", ""] {
            assert!(!is_site_path(bad), "{bad:?} should be refused");
        }
    }

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
