//! Which public reads the page cache shares, and what each one shows: the one
//! table the cache reads, so that a new public route declares here what its
//! answer depends on instead of being matched by its path elsewhere.

use crate::cache::{Shelf, Topic, TopicSet};

/// How a public read is cached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CachePolicy {
    /// The topics whose change makes the answer stale.
    pub depends_on: TopicSet,
    /// Where it is kept; lists other than the blog's first page move to the
    /// searches (see `canonical`), as many as values anyone can type.
    pub shelf: Shelf,
}

/// How a route's path is matched.
#[derive(Debug, Clone, Copy)]
enum Route {
    /// This path only.
    Exact(&'static str),
    /// The router's pattern of a path ending in one parameter (`/api/posts/{slug}`):
    /// one non-empty segment in its place.
    Under(&'static str),
}

use Topic::{Chat, Content, Legal, Posts, Settings, Timeline};

const fn shows(topics: &[Topic]) -> CachePolicy {
    CachePolicy { depends_on: TopicSet::of(topics), shelf: Shelf::Pages }
}

/// The public reads besides the pages (which the page table declares) whose answer is
/// the same for every visitor. Those read in a language (`?lang=`) show the settings too:
/// a language the owner turns off stops being served at once. Searches are shared too: what a word finds is the same
/// for everyone until a post changes, and people type the same words (and the same
/// beginnings, as they type).
const POLICIES: &[(Route, CachePolicy)] = &[
    (Route::Exact("/api/site"), shows(&[Settings, Content])),
    (Route::Exact("/api/posts"), shows(&[Posts, Settings])),
    (Route::Under("/api/posts/{slug}"), shows(&[Posts, Settings])),
    (Route::Exact("/api/search"), CachePolicy { depends_on: TopicSet::of(&[Posts, Settings]), shelf: Shelf::Searches }),
    (Route::Exact("/api/timeline"), shows(&[Timeline, Settings])),
    (Route::Exact("/api/chat"), shows(&[Chat, Settings])),
    (Route::Under("/api/legal/{page}"), shows(&[Legal, Settings])),
    (Route::Exact("/sitemap.xml"), shows(&[Posts])),
    (Route::Under("/sitemaps/{file}"), shows(&[Posts])),
    (Route::Exact("/rss.xml"), shows(&[Posts, Settings])),
    (Route::Exact("/en/rss.xml"), shows(&[Posts, Settings])),
    (Route::Exact("/ar/rss.xml"), shows(&[Posts, Settings])),
    (Route::Exact("/robots.txt"), shows(&[])),
];

/// How the answer to a GET of `path` is cached; None when it is not shared.
pub fn policy_for(path: &str) -> Option<CachePolicy> {
    if let Some(found) = crate::http::pages::table::find(path).filter(|found| found.page.shared) {
        return Some(CachePolicy { depends_on: found.page.depends_on(), shelf: Shelf::Pages });
    }
    POLICIES.iter().find(|(route, _)| route.matches(path)).map(|(_, policy)| *policy)
}

/// How the log names a shared read: an API read by its route's pattern, as the router's log layer does.
pub fn logged_path(path: &str) -> String {
    let pattern = POLICIES.iter().find(|(route, _)| route.matches(path)).map(|(route, _)| route.pattern());
    crate::http::layers::logged_path(path, pattern)
}

impl Route {
    fn matches(self, path: &str) -> bool {
        match self {
            Route::Exact(exact) => path == exact,
            Route::Under(pattern) => {
                let prefix = pattern.rsplit_once('/').map_or(pattern, |(prefix, _)| prefix);
                path.strip_prefix(prefix)
                    .and_then(|rest| rest.strip_prefix('/'))
                    .is_some_and(|rest| !rest.is_empty() && !rest.contains('/'))
            }
        }
    }

    fn pattern(self) -> &'static str {
        match self {
            Route::Exact(pattern) | Route::Under(pattern) => pattern,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::pages::table::sitemap_pages;

    fn depends(path: &str) -> TopicSet {
        policy_for(path).unwrap_or_else(|| panic!("{path} is shared")).depends_on
    }

    #[test]
    fn only_public_reads_are_shared() {
        for path in ["/", "/blog", "/blog/un-article", "/parcours", "/activites", "/conditions-d-utilisation"] {
            assert!(policy_for(path).is_some(), "{path}");
        }
        for path in ["/api/site", "/api/posts", "/api/posts/un-article", "/api/legal/terms", "/api/chat"] {
            assert!(policy_for(path).is_some(), "{path}");
        }
        for path in ["/sitemap.xml", "/sitemaps/2.xml", "/rss.xml", "/robots.txt", "/api/timeline", "/api/search"] {
            assert!(policy_for(path).is_some(), "{path}");
        }
        for path in ["/admin", "/admin/posts", "/dashboard", "/login", "/api/auth/me", "/api/admin/posts"] {
            assert!(policy_for(path).is_none(), "{path}");
        }
        for path in ["/api/profile", "/blog/", "/blog/a/b", "/api/posts/", "/healthz", "/media/x.webp"] {
            assert!(policy_for(path).is_none(), "{path}");
        }
    }

    #[test]
    fn the_log_names_a_shared_api_read_by_its_route() {
        assert_eq!(logged_path("/api/posts/un-article"), "/api/posts/{slug}");
        assert_eq!(logged_path("/api/legal/terms"), "/api/legal/{page}");
        assert_eq!(logged_path("/api/search"), "/api/search");
        assert_eq!(logged_path("/blog/un-article"), "/blog/un-article");
        assert_eq!(logged_path("/sitemaps/2.xml"), "/sitemaps/2.xml");
    }

    #[test]
    fn every_page_of_the_sitemap_is_shared_and_carries_the_site() {
        for page in sitemap_pages().map(|page| page.path).chain(["/contact", "/en/journey", "/ar"]) {
            assert!(depends(page).contains(Settings) && depends(page).contains(Content), "{page}");
        }
        assert!(depends("/blog/un-article").contains(Settings));
    }

    #[test]
    fn each_answer_depends_on_what_it_shows_and_nothing_else() {
        assert!(!depends("/parcours").contains(Posts), "an article edit leaves the timeline");
        assert!(!depends("/api/timeline").intersects(TopicSet::of(&[Posts, Content])));
        for path in ["/blog/un-article", "/api/posts/un-article", "/api/posts", "/blog", "/", "/sitemap.xml"] {
            assert!(depends(path).contains(Posts), "{path}");
            assert!(!depends(path).contains(Timeline), "{path}: a timeline edit leaves it");
        }
        assert_eq!(depends("/api/chat"), TopicSet::of(&[Chat, Settings]));
        let read_in_a_language = ["/api/posts", "/api/posts/un-article", "/api/search", "/api/timeline", "/api/chat"];
        for path in read_in_a_language.into_iter().chain(["/api/legal/privacy", "/api/site"]) {
            assert!(depends(path).contains(Settings), "{path}: served only in the languages turned on");
        }
        assert!(depends("/conditions-d-utilisation").contains(Legal) && depends("/api/legal/privacy").contains(Legal));
        assert!(depends("/rss.xml").contains(Settings), "the feed is titled by the settings");
        assert!(depends("/robots.txt").is_empty(), "made from the configuration only");
        assert_eq!(policy_for("/api/search").map(|policy| policy.shelf), Some(Shelf::Searches));
        assert_eq!(policy_for("/api/posts").map(|policy| policy.shelf), Some(Shelf::Pages));
    }
}
