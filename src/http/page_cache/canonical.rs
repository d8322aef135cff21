//! One spelling per public answer. The cache keys answers by it and builds them from
//! it, so `/api/posts?page=01`, `/api/posts/%73lug` or `/?utm_source=x` are served from
//! the entry of `/api/posts?page=1`, `/api/posts/slug` or `/`, never from a new one: each
//! new entry costs a build and pushes useful pages out.

use axum::extract::Query;
use axum::http::Uri;

use super::CachePolicy;
use crate::cache::Shelf;
use crate::http::public::{LangParams, posts, search};

/// A public read in its canonical spelling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Canonical {
    /// Each segment percent-decoded as the router decodes it, then encoded the one way.
    path: String,
    /// The parameters the route reads, as it reads them, in a fixed order.
    query: String,
    pub shelf: Shelf,
}

impl Canonical {
    /// The canonical form of `uri`, or None when the route cannot read it (a number
    /// that is not one, a path that is not UTF-8): the route then answers its error,
    /// which is never kept.
    pub fn of(uri: &Uri, policy: &CachePolicy) -> Option<Canonical> {
        let path = canonical_path(uri.path())?;
        let (query, shelf) = match uri.path() {
            "/api/posts" => {
                let request = Query::<posts::ListParams>::try_from_uri(uri).ok()?.0.canonical();
                // Other lists (words, categories, page numbers, sizes) are as many as values
                // anyone can type: they go with the searches, within their share.
                let shelf = if request.is_blog_first_page() { Shelf::Pages } else { Shelf::Searches };
                (request.to_query(), shelf)
            }
            path if is_blog(path) => {
                let request = crate::http::pages::BlogRequest::parse(uri.query());
                let query = request.to_query();
                // Filtered and later pages are as many as values anyone can type.
                let shelf = if query.is_empty() { Shelf::Pages } else { Shelf::Searches };
                (query, shelf)
            }
            "/api/search" => {
                let request = Query::<search::SearchParams>::try_from_uri(uri).ok()?.0.canonical();
                (search::to_query(&request), policy.shelf)
            }
            path if speaks_owner_texts(path) => {
                let lang = Query::<LangParams>::try_from_uri(uri).ok()?.0.lang().ok()?;
                (LangParams::to_query(lang), policy.shelf)
            }
            _ => (String::new(), policy.shelf),
        };
        Some(Canonical { path, query, shelf })
    }

    /// The cache key: the base of the answer's links (it may depend on the `Host` the
    /// server accepts), then the canonical path and query.
    pub fn key(&self, base: &str) -> String {
        let mut key = String::with_capacity(base.len() + self.path.len() + 1 + self.query.len());
        for part in [base, &self.path, "?", &self.query] {
            key.push_str(part);
        }
        key
    }

    /// The request the answer is built from.
    pub fn uri(&self) -> Option<Uri> {
        let text = if self.query.is_empty() { self.path.clone() } else { format!("{}?{}", self.path, self.query) };
        text.parse().ok()
    }
}

/// The blog's list in any language (`/blog`, `/en/blog`, `/ar/blog`), which reads its filters from the query.
fn is_blog(path: &str) -> bool {
    use crate::http::pages::table::{PageKind, find};
    find(path).is_some_and(|found| found.page.kind == PageKind::Blog)
}

/// The reads answered in the language `?lang=` names.
fn speaks_owner_texts(path: &str) -> bool {
    matches!(path, "/api/site" | "/api/timeline" | "/api/chat") || path.starts_with("/api/legal/")
}

/// Decodes `%XX` in each segment (a `%` not followed by two hex digits stays, as the
/// router leaves it), then encodes every byte but the unreserved ones, with capitals:
/// `%73lug`, `slug` and `%73%6C%75%67` all become `slug`, and `a%2fb` stays one segment.
pub(in crate::http) fn canonical_path(path: &str) -> Option<String> {
    let unreserved = |byte: u8| byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~');
    // Most paths are spelled canonically already: every cached read asks.
    if path.bytes().all(|byte| byte == b'/' || unreserved(byte)) {
        return Some(path.to_string());
    }
    let mut canonical = String::with_capacity(path.len());
    for (position, segment) in path.split('/').enumerate() {
        if position > 0 {
            canonical.push('/');
        }
        let decoded = percent_decode(segment.as_bytes());
        let text = std::str::from_utf8(&decoded).ok()?;
        for byte in text.bytes() {
            if unreserved(byte) {
                canonical.push(char::from(byte));
            } else {
                canonical.push_str(&format!("%{byte:02X}"));
            }
        }
    }
    Some(canonical)
}

fn percent_decode(bytes: &[u8]) -> Vec<u8> {
    let hex = |byte: u8| char::from(byte).to_digit(16);
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let pair = (bytes[at] == b'%').then(|| Some((hex(*bytes.get(at + 1)?)?, hex(*bytes.get(at + 2)?)?))).flatten();
        match pair {
            Some((high, low)) => {
                decoded.push((high * 16 + low) as u8);
                at += 3;
            }
            None => {
                decoded.push(bytes[at]);
                at += 1;
            }
        }
    }
    decoded
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(uri: &str) -> Option<Canonical> {
        let uri: Uri = uri.parse().unwrap();
        Canonical::of(&uri, &super::super::policy_for(uri.path()).unwrap())
    }

    fn key(uri: &str) -> String {
        of(uri).unwrap().key("http://127.0.0.1:8080")
    }

    #[test]
    fn paths_are_decoded_then_encoded_one_way() {
        assert_eq!(canonical_path("/api/posts/%73lug").unwrap(), "/api/posts/slug");
        assert_eq!(canonical_path("/api/posts/%73%6c%75%67").unwrap(), "/api/posts/slug");
        assert_eq!(canonical_path("/blog/caf%c3%a9").unwrap(), "/blog/caf%C3%A9");
        assert_eq!(canonical_path("/blog/a%2Fb").unwrap(), "/blog/a%2Fb", "a decoded slash stays in its segment");
        assert_eq!(canonical_path("/blog/100%").unwrap(), "/blog/100%25");
        assert_eq!(canonical_path("/blog/%zz").unwrap(), "/blog/%25zz");
        assert_eq!(canonical_path("/"), Some("/".into()));
        assert_eq!(canonical_path("/blog/%FF"), None, "not UTF-8: the route refuses it");
    }

    #[test]
    fn numbers_are_read_as_numbers_and_defaults_left_out() {
        assert_eq!(key("/api/posts?page=01"), key("/api/posts?page=1"));
        assert_eq!(key("/api/posts?page=%2B1"), key("/api/posts"));
        assert!(of("/api/posts?page=+1").is_none(), "a space, then a number");
        assert_eq!(key("/api/posts?page=0"), key("/api/posts"));
        assert_eq!(key("/api/posts?per_page=024"), key("/api/posts"));
        assert_eq!(key("/api/posts?per_page=500"), key("/api/posts?per_page=100"));
        assert_eq!(key("/api/posts?page=2&category=Tech"), key("/api/posts?category=Tech&page=2&"));
        assert_eq!(key("/api/posts?category=+Tech+&utm=1"), key("/api/posts?category=Tech"));
        assert_eq!(key("/api/posts?tag=+Mer+&page=1"), key("/api/posts?tag=Mer"));
        assert_ne!(key("/api/posts?tag=Mer"), key("/api/posts"));
        assert_ne!(key("/api/posts?page=2"), key("/api/posts?page=3"));
        assert!(of("/api/posts?page=un").is_none());
        assert!(of("/api/posts?page=1&page=2").is_none());
        assert_eq!(key("/api/search?q=peche&limit=020"), key("/api/search?limit=20&q=peche"));
        assert_eq!(key("/api/search?q=peche&limit=999"), key("/api/search?q=peche&limit=50"));
        assert!(of("/api/search?q=peche&limit=-1").is_none());
    }

    #[test]
    fn unread_parameters_are_dropped_and_read_ones_decoded() {
        assert_eq!(key("/blog"), "http://127.0.0.1:8080/blog?");
        assert_eq!(key("/blog?utm_source=lettre&x=1"), key("/blog"), "pages read no parameter");
        assert_eq!(key("/blog?mot-cle=+Mer+&utm=1"), key("/blog?mot-cle=Mer"));
        assert_ne!(key("/blog?mot-cle=Mer"), key("/blog"));
        assert_eq!(key("/blog?q=lagon&mot-cle=Mer"), key("/blog?q=lagon"), "a search leaves the keyword aside");
        for blog in ["/en/blog", "/ar/blog"] {
            assert_ne!(key(&format!("{blog}?mot-cle=Mer")), key(blog), "{blog}");
            assert_ne!(key(&format!("{blog}?categorie=Mer")), key(blog), "{blog}");
            assert_eq!(key(&format!("{blog}?page=1&x=2")), key(blog), "{blog}");
        }
        assert_eq!(key("/api/search?q=p%C3%AAche&n=42"), key("/api/search?q=p%C3%AAche"));
        assert_eq!(key("/api/search?%71=peche"), key("/api/search?q=peche"), "names are compared decoded");
        assert_eq!(key("/api/search?q=a+b"), key("/api/search?q=a%20b"));
        assert_ne!(key("/api/search?q=peche"), key("/api/search?q=peche&limit=5"));
    }

    #[test]
    fn the_owner_texts_are_keyed_by_language_with_french_left_out() {
        for path in ["/api/site", "/api/timeline", "/api/chat", "/api/legal/terms"] {
            assert_eq!(key(path), key(&format!("{path}?lang=fr&utm=1")), "{path}");
            assert_eq!(key(&format!("{path}?lang=ar")), format!("http://127.0.0.1:8080{path}?lang=ar"));
            assert_ne!(key(&format!("{path}?lang=ar")), key(&format!("{path}?lang=en")));
            assert!(of(&format!("{path}?lang=de")).is_none(), "{path}: the route answers its error");
        }
        assert_eq!(key("/api/timeline?x=1"), "http://127.0.0.1:8080/api/timeline?");
    }

    #[test]
    fn the_answer_is_built_from_the_canonical_request() {
        let canonical = of("/api/posts/%73lug?utm=1").unwrap();
        assert_eq!(canonical.uri().unwrap(), "/api/posts/slug");
        let canonical = of("/api/posts?per_page=02&page=03&x=y").unwrap();
        assert_eq!(canonical.uri().unwrap(), "/api/posts?page=3&per_page=2");
        assert_eq!(canonical.shelf, Shelf::Searches);
        for list in ["/api/posts", "/api/posts?page=1&per_page=24&utm=x"] {
            assert_eq!(of(list).unwrap().shelf, Shelf::Pages, "{list}");
        }
        for list in ["/api/posts?q=volcan", "/api/posts?category=Tech", "/api/posts?page=2", "/api/posts?per_page=1"] {
            assert_eq!(of(list).unwrap().shelf, Shelf::Searches, "{list}");
        }
    }
}
