//! The site's own origin, judged without trusting what a client sends: from
//! `VITRINE_PUBLIC_URL`, or else the address the server listens on. The origin
//! check and every absolute link (feeds, sitemap) go through here.

use std::net::{IpAddr, SocketAddr};

use axum::http::{HeaderMap, header};

use crate::config::Config;

/// `scheme://host[:port]` in lower case with the scheme's default port dropped,
/// or None when `url` is not an http(s) URL. A path after the authority is ignored.
pub fn normalize(url: &str) -> Option<String> {
    let (scheme, rest) = url.trim().split_once("://")?;
    let scheme = scheme.to_ascii_lowercase();
    let default_port = match scheme.as_str() {
        "http" => ":80",
        "https" => ":443",
        _ => return None,
    };
    let authority = rest.split(['/', '?', '#']).next()?.to_ascii_lowercase();
    if authority.is_empty() || authority.contains('@') {
        return None;
    }
    let authority = authority.strip_suffix(default_port).unwrap_or(&authority);
    Some(format!("{scheme}://{authority}"))
}

/// Whether a browser's `Origin` is the site's own: the public URL when set, else
/// the request's `Host` over the scheme the client really used (https only when a
/// trusted proxy says so). Scheme, host and port must all match.
pub fn is_own(origin: &str, config: &Config, host: Option<&str>, forwarded_https: bool) -> bool {
    let Some(origin) = normalize(origin) else { return false };
    let expected = match &config.public_url {
        Some(url) => normalize(url),
        None => {
            host.and_then(|host| normalize(&format!("{}://{host}", if forwarded_https { "https" } else { "http" })))
        }
    };
    expected.is_some_and(|expected| expected == origin)
}

/// The base of absolute links: the public URL; else the request's `Host` only when
/// it names the address the server listens on; else that address itself. A forged
/// `Host` never reaches a feed or sitemap that a cache could keep, nor a password link.
pub fn link_base(config: &Config, headers: &HeaderMap) -> String {
    if let Some(url) = &config.public_url {
        return url.clone();
    }
    match headers.get(header::HOST).and_then(|value| value.to_str().ok()) {
        Some(host) if names_listening_address(config.addr, host) => {
            let mut base = String::with_capacity("http://".len() + host.len());
            base.push_str("http://");
            base.extend(host.chars().map(|char| char.to_ascii_lowercase()));
            base
        }
        _ => format!("http://{}", listening_hosts(config.addr)[0]),
    }
}

/// Whether `host` (a `Host` header) is one of `listening_hosts(addr)`, told without
/// allocating: every cached read asks.
fn names_listening_address(addr: SocketAddr, host: &str) -> bool {
    let Some((name, port)) = host.rsplit_once(':') else { return false };
    let canonical_port = !port.starts_with('0') && port.parse::<u16>().is_ok_and(|port| port == addr.port());
    if !canonical_port {
        return false;
    }
    let ip = addr.ip();
    if name.eq_ignore_ascii_case("localhost") {
        return ip.is_unspecified() || ip.is_loopback();
    }
    let literal =
        if ip.is_ipv6() { name.strip_prefix('[').and_then(|name| name.strip_suffix(']')) } else { Some(name) };
    !ip.is_unspecified() && literal.and_then(|literal| literal.parse::<IpAddr>().ok()) == Some(ip)
}

/// The base of absolute links made without a request (the CLI): the public URL,
/// else the canonical name of the listening address.
pub fn configured_base(public_url: Option<&str>, addr: SocketAddr) -> String {
    match public_url.map(|url| url.trim().trim_end_matches('/')).filter(|url| !url.is_empty()) {
        Some(url) => url.to_string(),
        None => format!("http://{}", listening_hosts(addr)[0]),
    }
}

/// The `Host` values that name the listening address, the canonical one first.
fn listening_hosts(addr: SocketAddr) -> Vec<String> {
    let port = addr.port();
    let ip = addr.ip();
    if ip.is_unspecified() {
        return vec![format!("localhost:{port}")];
    }
    let literal = if ip.is_ipv6() { format!("[{ip}]:{port}") } else { format!("{ip}:{port}") };
    let mut hosts = vec![literal];
    if ip.is_loopback() {
        hosts.push(format!("localhost:{port}"));
    }
    hosts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(public_url: Option<&str>, addr: &str) -> Config {
        let mut config = Config::for_data_dir("/tmp/x");
        config.public_url = public_url.map(String::from);
        config.addr = addr.parse().unwrap();
        config
    }

    #[test]
    fn origins_compare_scheme_host_and_port() {
        assert_eq!(normalize("HTTPS://Exemple.KM:443/"), Some("https://exemple.km".into()));
        assert_eq!(normalize("http://exemple.km:8080"), Some("http://exemple.km:8080".into()));
        assert_eq!(normalize("null"), None);
        assert_eq!(normalize("javascript://x"), None);
        let public = config(Some("https://exemple.km"), "127.0.0.1:8080");
        assert!(is_own("https://exemple.km", &public, Some("interne:8080"), false));
        assert!(!is_own("http://exemple.km", &public, Some("exemple.km"), false), "the scheme counts");
        assert!(!is_own("https://evil.example", &public, Some("exemple.km"), false));
        let local = config(None, "127.0.0.1:8080");
        assert!(is_own("http://127.0.0.1:8080", &local, Some("127.0.0.1:8080"), false));
        assert!(!is_own("https://127.0.0.1:8080", &local, Some("127.0.0.1:8080"), false), "http server, https origin");
        assert!(is_own("https://exemple.km", &local, Some("exemple.km"), true), "TLS ended by a trusted proxy");
        assert!(!is_own("http://127.0.0.1:9999", &local, Some("127.0.0.1:8080"), false));
        assert!(!is_own("null", &local, Some("127.0.0.1:8080"), false));
    }

    #[test]
    fn links_never_follow_a_forged_host() {
        let headers = |host: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::HOST, host.parse().unwrap());
            headers
        };
        let local = config(None, "127.0.0.1:8080");
        assert_eq!(link_base(&local, &headers("localhost:8080")), "http://localhost:8080");
        assert_eq!(link_base(&local, &headers("127.0.0.1:8080")), "http://127.0.0.1:8080");
        assert_eq!(link_base(&local, &headers("evil.example")), "http://127.0.0.1:8080");
        assert_eq!(link_base(&config(None, "0.0.0.0:8080"), &headers("evil.example")), "http://localhost:8080");
        assert_eq!(link_base(&config(None, "[::1]:8080"), &headers("[::1]:8080")), "http://[::1]:8080");
        assert_eq!(link_base(&config(None, "[::1]:8080"), &headers("[::2]:8080")), "http://[::1]:8080");
        assert_eq!(link_base(&local, &headers("LocalHost:8080")), "http://localhost:8080");
        assert_eq!(link_base(&local, &headers("127.0.0.1:08080")), "http://127.0.0.1:8080");
        assert_eq!(link_base(&local, &headers("10.0.0.1:8080")), "http://127.0.0.1:8080");
        assert_eq!(link_base(&local, &headers("127.0.0.1")), "http://127.0.0.1:8080");
        assert_eq!(link_base(&config(None, "0.0.0.0:8080"), &headers("localhost:8080")), "http://localhost:8080");
        assert_eq!(link_base(&config(None, "0.0.0.0:8080"), &headers("0.0.0.0:8080")), "http://localhost:8080");
        let public = config(Some("https://exemple.km"), "0.0.0.0:8080");
        assert_eq!(link_base(&public, &headers("evil.example")), "https://exemple.km");
    }

    #[test]
    fn links_without_a_request_use_the_public_url_or_the_listening_address() {
        let addr: SocketAddr = "0.0.0.0:8080".parse().unwrap();
        assert_eq!(configured_base(Some("https://exemple.km/"), addr), "https://exemple.km");
        assert_eq!(configured_base(None, addr), "http://localhost:8080");
        assert_eq!(configured_base(Some(" "), "127.0.0.1:9000".parse().unwrap()), "http://127.0.0.1:9000");
    }
}
