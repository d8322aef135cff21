//! The public pages, declared once: their address in each language, what the sitemap,
//! robots.txt, visit counting and the page cache make of them. The router, the feeds, the
//! cache and the visit counter read this table; nothing else lists public pages.

use crate::cache::Topic::{Content, Legal, Posts, Settings, Timeline};
use crate::cache::TopicSet;
use crate::db::legal::LegalPageKey;
use crate::domain::lang::Lang;

mod sign_in;
pub use sign_in::{SIGN_IN_PAGES, SignIn, SignInAddress, SignInPage, mailed_link, sign_in, sign_in_page};

/// Which page an address leads to; each has its own template and data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    Home,
    Blog,
    Article,
    Timeline,
    Activities,
    /// A legal page: the privacy policy, the terms of use or the legal notice.
    Legal(LegalPageKey),
    Contact,
    /// The newsletter's subscribe form alone, and where that form posts from every page showing it.
    Newsletter,
    /// Where a subscriber confirms a newsletter subscription; its slug is the mailed secret.
    NewsletterConfirmation,
    /// Where a subscriber leaves the newsletter; its slug is the subscriber's unsubscribe secret.
    NewsletterUnsubscribe,
    /// An article before publication; its slug is the article's private preview secret.
    Preview,
}

/// One public page.
#[derive(Debug)]
pub struct PublicPage {
    pub kind: PageKind,
    /// The French address; for a page with a slug, the prefix the slug follows. Templates
    /// name pages by it, whatever the language they are drawn in (see `localize`).
    pub path: &'static str,
    /// The address in English and Arabic, after `/en` or `/ar` (empty for the home page):
    /// in English words, which read in any browser's address bar and need no escaping.
    pub translated: &'static str,
    /// The address ends with one segment naming the item (an article's slug).
    pub has_slug: bool,
    /// Listed in the sitemap (articles are listed one by one, from the published posts).
    pub in_sitemap: bool,
    /// Search engines may index it.
    pub indexable: bool,
    /// A visit counts in the owner's statistics.
    pub counts_visits: bool,
    /// The page is the same for every visitor and the page cache may keep it; not a page whose
    /// address carries someone's secret, which is drawn for its holder alone.
    pub shared: bool,
    /// What the page shows besides the site's settings and texts, which every page carries:
    /// a change to one of these topics makes the cached page stale.
    pub shows: TopicSet,
}

impl PublicPage {
    /// The page's address in `lang`, with its slug for a page that takes one.
    pub fn address(&self, lang: Lang, slug: Option<&str>) -> String {
        let path = if lang == Lang::Fr { self.path } else { self.translated };
        let address = format!("{}{path}{}", lang.prefix(), slug.unwrap_or_default());
        if address.is_empty() { "/".to_string() } else { address }
    }

    /// Every topic whose change makes the page stale.
    pub const fn depends_on(&self) -> TopicSet {
        TopicSet::of(&[Settings, Content]).union(self.shows)
    }
}

const PAGE: PublicPage = PublicPage {
    kind: PageKind::Home,
    path: "/",
    translated: "",
    has_slug: false,
    in_sitemap: true,
    indexable: true,
    counts_visits: true,
    shared: true,
    shows: TopicSet::of(&[Posts]),
};

/// A page a newsletter e-mail links to, named by a secret: never listed, indexed, counted or kept.
const NEWSLETTER_PAGE: PublicPage = PublicPage {
    kind: PageKind::NewsletterConfirmation,
    path: "/newsletter/confirmation/",
    translated: "/newsletter/confirmation/",
    has_slug: true,
    in_sitemap: false,
    indexable: false,
    counts_visits: false,
    shared: false,
    shows: TopicSet::EMPTY,
};

pub const PUBLIC_PAGES: &[PublicPage] = &[
    PAGE,
    PublicPage { kind: PageKind::Blog, path: "/blog", translated: "/blog", ..PAGE },
    PublicPage {
        kind: PageKind::Article,
        path: "/blog/",
        translated: "/blog/",
        has_slug: true,
        in_sitemap: false,
        ..PAGE
    },
    PublicPage {
        kind: PageKind::Timeline,
        path: "/parcours",
        translated: "/journey",
        shows: TopicSet::of(&[Timeline]),
        ..PAGE
    },
    PublicPage {
        kind: PageKind::Activities,
        path: "/activites",
        translated: "/activities",
        shows: TopicSet::EMPTY,
        ..PAGE
    },
    PublicPage {
        kind: PageKind::Legal(LegalPageKey::Privacy),
        path: "/politique-de-confidentialite",
        translated: "/privacy-policy",
        shows: TopicSet::of(&[Legal]),
        ..PAGE
    },
    PublicPage {
        kind: PageKind::Legal(LegalPageKey::Terms),
        path: "/conditions-d-utilisation",
        translated: "/terms-of-use",
        shows: TopicSet::of(&[Legal]),
        ..PAGE
    },
    PublicPage {
        kind: PageKind::Legal(LegalPageKey::Notice),
        path: "/mentions-legales",
        translated: "/legal-notice",
        shows: TopicSet::of(&[Legal]),
        ..PAGE
    },
    PublicPage {
        kind: PageKind::Contact,
        path: "/contact",
        translated: "/contact",
        in_sitemap: false,
        indexable: false,
        counts_visits: false,
        shows: TopicSet::EMPTY,
        ..PAGE
    },
    PublicPage {
        kind: PageKind::Newsletter,
        path: "/newsletter",
        translated: "/newsletter",
        in_sitemap: false,
        indexable: false,
        counts_visits: false,
        shows: TopicSet::EMPTY,
        ..PAGE
    },
    NEWSLETTER_PAGE,
    PublicPage {
        kind: PageKind::NewsletterUnsubscribe,
        path: "/newsletter/desinscription/",
        translated: "/newsletter/unsubscribe/",
        ..NEWSLETTER_PAGE
    },
    PublicPage {
        kind: PageKind::Preview,
        path: "/apercu/",
        translated: "/preview/",
        has_slug: true,
        in_sitemap: false,
        indexable: false,
        counts_visits: false,
        shared: false,
        shows: TopicSet::of(&[Posts]),
    },
];

/// The article page, whose addresses articles take.
pub const fn article() -> &'static PublicPage {
    &PUBLIC_PAGES[2]
}

/// The page of `kind`.
pub fn page_of(kind: PageKind) -> &'static PublicPage {
    PUBLIC_PAGES.iter().find(|page| page.kind == kind).expect("every kind of page is in the table")
}

/// What an address names: a page, its slug if it takes one, and the language.
#[derive(Debug, Clone, Copy)]
pub struct Address<'a> {
    pub page: &'static PublicPage,
    pub slug: Option<&'a str>,
    pub lang: Lang,
}

/// The language an address is in, and the rest of it after the language's prefix.
fn split_lang(path: &str) -> (Lang, &str) {
    Lang::ALL
        .into_iter()
        .filter(|lang| *lang != Lang::Fr)
        .find_map(|lang| {
            let rest = path.strip_prefix(lang.prefix())?;
            (rest.is_empty() || rest.starts_with('/')).then_some((lang, rest))
        })
        .unwrap_or((Lang::Fr, path))
}

/// The page at `path` (without a trailing slash, but `/`), in whichever language it is.
pub fn find(path: &str) -> Option<Address<'_>> {
    let (lang, rest) = split_lang(path);
    PUBLIC_PAGES.iter().find_map(|page| {
        let own = match lang {
            Lang::Fr => page.path,
            Lang::En | Lang::Ar => page.translated,
        };
        if page.has_slug {
            let slug = rest.strip_prefix(own)?;
            (!slug.is_empty() && !slug.contains('/')).then_some(Address { page, slug: Some(slug), lang })
        } else {
            (rest == own).then_some(Address { page, slug: None, lang })
        }
    })
}

/// `path`, a French address as the templates write them, in `lang`: a public page's own
/// address in that language, anything else (a file, the app) as it is.
pub fn localize(path: &str, lang: Lang) -> String {
    if lang == Lang::Fr {
        return path.to_string();
    }
    let (bare, fragment) = path.split_once('#').map_or((path, None), |(bare, fragment)| (bare, Some(fragment)));
    let (bare, query) = bare.split_once('?').map_or((bare, None), |(bare, query)| (bare, Some(query)));
    let address = match (find(bare), sign_in_page(bare)) {
        (Some(found), _) if found.lang == Lang::Fr => found.page.address(lang, found.slug),
        (_, Some(found)) if found.lang == Lang::Fr => found.page.address(lang, found.token),
        _ => return path.to_string(),
    };
    let mut address = address;
    if let Some(query) = query {
        address = format!("{address}?{query}");
    }
    if let Some(fragment) = fragment {
        address = format!("{address}#{fragment}");
    }
    address
}

/// The pages the sitemap lists by their own address.
pub fn sitemap_pages() -> impl Iterator<Item = &'static PublicPage> {
    PUBLIC_PAGES.iter().filter(|page| page.in_sitemap)
}

/// The back-office and the promoter space: the browser runs the single-page app there, in the
/// account's language, at the same addresses whatever that language is.
pub const APP_PREFIXES: &[&str] = &["/admin", "/dashboard"];

/// The address patterns a browser must not load ahead of a click: the app's (drawn for one person
/// and one moment), the API, the media and the feeds, and the contact page.
pub fn never_prerendered() -> &'static [String] {
    static PATTERNS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    PATTERNS.get_or_init(|| {
        let app = APP_PREFIXES.iter().map(|prefix| format!("{prefix}*"));
        let sign_in = SIGN_IN_PAGES.iter().flat_map(|page| {
            Lang::ALL.into_iter().map(|lang| format!("{}*", page.address(lang, None).trim_end_matches('/')))
        });
        let others = ["/api/*", "/media/*", "/rss.xml", "/contact"].into_iter().map(String::from);
        app.chain(sign_in).chain(others).collect()
    })
}

/// Whether `path` belongs to the single-page app, and whether it is a sign-in page (drawn
/// inside the public header and footer) rather than the back-office or the promoter space.
pub fn app_area(path: &str) -> Option<AppArea> {
    let under = |prefix: &str| path == prefix || path.strip_prefix(prefix).is_some_and(|rest| rest.starts_with('/'));
    if sign_in_page(path).is_some() {
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
mod tests;
