//! Where a visitor came from, kept as the referring site's domain alone: never a full address
//! (it may name a private page or carry someone's search), never an IP address.

/// How long a domain name may be (RFC 1035).
const DOMAIN_MAX: usize = 253;

/// The domain of an http(s) `referrer`, lower-case and without `www.`; None when it is empty,
/// malformed, not http(s), an IP address, or the site's own host (`own_host`, a host name with
/// or without port, compared the same way).
pub fn referring_domain(referrer: &str, own_host: &str) -> Option<String> {
    let url = url::Url::parse(referrer.trim()).ok()?;
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let domain = site_domain(url.domain()?)?;
    let own = own_host
        .rsplit_once(':')
        .map_or(own_host, |(host, port)| if port.chars().all(|c| c.is_ascii_digit()) { host } else { own_host });
    (Some(domain.as_str()) != site_domain(own).as_deref()).then_some(domain)
}

/// `host` in lower case without a leading `www.` or trailing dot; None when it is not a name.
fn site_domain(host: &str) -> Option<String> {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host);
    let valid = !host.is_empty()
        && host.len() <= DOMAIN_MAX
        && host.contains('.')
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    valid.then(|| host.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_other_sites_domains_are_kept() {
        let own = "vitrine.example:8080";
        let kept = [
            ("https://www.Google.com/search?q=secret", "google.com"),
            ("https://l.facebook.com/l.php?u=x", "l.facebook.com"),
            ("http://news.ycombinator.com:8443/item?id=1", "news.ycombinator.com"),
            ("https://BÜCHER.example/", "xn--bcher-kva.example"),
            ("https://t.co.", "t.co"),
        ];
        for (referrer, domain) in kept {
            assert_eq!(referring_domain(referrer, own).as_deref(), Some(domain), "{referrer}");
        }
        for referrer in [
            "",
            "   ",
            "pas une adresse",
            "android-app://com.google.android.gm/",
            "ftp://files.example.org/",
            "javascript:alert(1)",
            "http://192.168.1.10/intranet",
            "http://[2001:db8::1]/",
            "http://localhost:3000/",
            "https://vitrine.example/blog",
            "https://WWW.vitrine.example/",
        ] {
            assert_eq!(referring_domain(referrer, own), None, "{referrer}");
        }
        assert_eq!(referring_domain("https://www.vitrine.example/", "vitrine.example"), None);
        assert_eq!(referring_domain("https://vitrine.example/", "www.vitrine.example"), None);
    }
}
