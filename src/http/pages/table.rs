//! The public pages, declared once: their address, what the sitemap, robots.txt, visit
//! counting and the page cache make of them. The router, the feeds, the cache and the
//! visit counter read this table; nothing else lists public pages.

use crate::cache::Topic::{Content, Legal, Posts, Settings, Timeline};
use crate::cache::TopicSet;

/// Which page an address leads to; each has its own template and data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    Home,
    Blog,
    Article,
    Timeline,
    Activities,
    Privacy,
    Terms,
    Contact,
}

/// One public page.
#[derive(Debug)]
pub struct PublicPage {
    pub kind: PageKind,
    /// The address; for a page with a slug, the prefix the slug follows.
    pub path: &'static str,
    /// The address ends with one segment naming the item (an article's slug).
    pub has_slug: bool,
    /// Listed in the sitemap (articles are listed one by one, from the published posts).
    pub in_sitemap: bool,
    /// Search engines may index it.
    pub indexable: bool,
    /// A visit counts in the owner's statistics.
    pub counts_visits: bool,
    /// What the page shows besides the site's settings and texts, which every page carries:
    /// a change to one of these topics makes the cached page stale.
    pub shows: TopicSet,
}

impl PublicPage {
    /// Every topic whose change makes the page stale.
    pub const fn depends_on(&self) -> TopicSet {
        TopicSet::of(&[Settings, Content]).union(self.shows)
    }
}

const PAGE: PublicPage = PublicPage {
    kind: PageKind::Home,
    path: "/",
    has_slug: false,
    in_sitemap: true,
    indexable: true,
    counts_visits: true,
    shows: TopicSet::of(&[Posts]),
};

pub const PUBLIC_PAGES: &[PublicPage] = &[
    PAGE,
    PublicPage { kind: PageKind::Blog, path: "/blog", ..PAGE },
    PublicPage { kind: PageKind::Article, path: "/blog/", has_slug: true, in_sitemap: false, ..PAGE },
    PublicPage { kind: PageKind::Timeline, path: "/parcours", shows: TopicSet::of(&[Timeline]), ..PAGE },
    PublicPage { kind: PageKind::Activities, path: "/activites", shows: TopicSet::EMPTY, ..PAGE },
    PublicPage {
        kind: PageKind::Privacy,
        path: "/politique-de-confidentialite",
        shows: TopicSet::of(&[Legal]),
        ..PAGE
    },
    PublicPage { kind: PageKind::Terms, path: "/conditions-d-utilisation", shows: TopicSet::of(&[Legal]), ..PAGE },
    PublicPage {
        kind: PageKind::Contact,
        path: "/contact",
        in_sitemap: false,
        indexable: false,
        counts_visits: false,
        shows: TopicSet::EMPTY,
        ..PAGE
    },
];

/// The page at `path` (without a trailing slash, but `/`), and its slug if it takes one.
pub fn find(path: &str) -> Option<(&'static PublicPage, Option<&str>)> {
    PUBLIC_PAGES.iter().find_map(|page| {
        if page.has_slug {
            let slug = path.strip_prefix(page.path)?;
            (!slug.is_empty() && !slug.contains('/')).then_some((page, Some(slug)))
        } else {
            (path == page.path).then_some((page, None))
        }
    })
}

/// The pages the sitemap lists by their own address.
pub fn sitemap_paths() -> impl Iterator<Item = &'static str> {
    PUBLIC_PAGES.iter().filter(|page| page.in_sitemap).map(|page| page.path)
}

/// The addresses of the app (sign-in pages, back-office, promoter space): the browser runs the
/// single-page app there, and search engines are asked to stay out.
pub const APP_PREFIXES: &[&str] = &["/admin", "/dashboard"];
pub const SIGN_IN_PAGES: &[&str] = &[
    "/login",
    "/register",
    "/mot-de-passe-oublie",
    "/reinitialiser-mot-de-passe/",
    "/confirmer-adresse/",
    "/admin/double-authentification",
];

/// Whether `path` belongs to the single-page app, and whether it is a sign-in page (drawn
/// inside the public header and footer) rather than the back-office or the promoter space.
pub fn app_area(path: &str) -> Option<AppArea> {
    let under = |prefix: &str| {
        path == prefix.trim_end_matches('/')
            || path.strip_prefix(prefix.trim_end_matches('/')).is_some_and(|rest| rest.starts_with('/'))
    };
    if SIGN_IN_PAGES.iter().any(|prefix| under(prefix)) {
        Some(AppArea::SignIn)
    } else if APP_PREFIXES.iter().any(|prefix| under(prefix)) {
        Some(AppArea::Workspace)
    } else {
        None
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppArea {
    SignIn,
    Workspace,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table as TypeScript, for the UI and its browser tests (written by `cargo test`, like
    /// the API types).
    fn typescript() -> String {
        let quoted = |paths: &mut dyn Iterator<Item = &str>| {
            paths.map(|path| format!("'{path}'")).collect::<Vec<_>>().join(", ")
        };
        let slug_prefixes = quoted(&mut PUBLIC_PAGES.iter().filter(|page| page.has_slug).map(|page| page.path));
        format!(
            "// Generated from src/http/pages/table.rs by `cargo test`: the server's pages, for the UI and its tests.\n\n\
             /** Public pages with an address of their own, as the sitemap lists them. */\n\
             export const PUBLIC_PAGES = [{}] as const;\n\n\
             /** Public pages named by one segment after these prefixes (an article's slug). */\n\
             export const PUBLIC_PAGE_PREFIXES = [{slug_prefixes}] as const;\n\n\
             /** The single-page app's sign-in pages, drawn inside the public frame. */\n\
             export const SIGN_IN_PAGES = [{}] as const;\n\n\
             /** The single-page app's workspaces: the back-office and the promoter space. */\n\
             export const WORKSPACES = [{}] as const;\n",
            quoted(&mut sitemap_paths()),
            quoted(&mut SIGN_IN_PAGES.iter().copied()),
            quoted(&mut APP_PREFIXES.iter().copied()),
        )
    }

    #[test]
    fn the_ui_reads_the_table_from_a_generated_copy() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/generated/pages.ts");
        std::fs::write(&path, typescript()).expect("ui/src/generated is writable");
    }

    #[test]
    fn addresses_lead_to_their_page() {
        assert_eq!(find("/").map(|(page, _)| page.kind), Some(PageKind::Home));
        assert_eq!(find("/blog").map(|(page, _)| page.kind), Some(PageKind::Blog));
        let (article, slug) = find("/blog/un-article").unwrap();
        assert_eq!((article.kind, slug), (PageKind::Article, Some("un-article")));
        assert!(find("/blog/").is_none());
        assert!(find("/blog/a/b").is_none());
        assert!(find("/nulle-part").is_none());
    }

    #[test]
    fn the_app_keeps_its_own_addresses() {
        assert_eq!(app_area("/admin"), Some(AppArea::Workspace));
        assert_eq!(app_area("/admin/blog/3"), Some(AppArea::Workspace));
        assert_eq!(app_area("/dashboard"), Some(AppArea::Workspace));
        assert_eq!(app_area("/login"), Some(AppArea::SignIn));
        assert_eq!(app_area("/reinitialiser-mot-de-passe/abc"), Some(AppArea::SignIn));
        assert_eq!(app_area("/admin/double-authentification"), Some(AppArea::SignIn));
        assert_eq!(app_area("/administration"), None);
        assert_eq!(app_area("/blog"), None);
    }

    #[test]
    fn the_sitemap_lists_the_pages_with_an_address_of_their_own() {
        let listed: Vec<_> = sitemap_paths().collect();
        assert_eq!(
            listed,
            ["/", "/blog", "/parcours", "/activites", "/politique-de-confidentialite", "/conditions-d-utilisation"]
        );
    }
}
