//! The page table's checks: each address leads to its page and back in every language, and the UI and the sitemap read it as declared.

use super::*;

/// The table as TypeScript, for the UI and its browser tests (written by `cargo test`, like
/// the API types).
fn typescript() -> String {
    let quoted =
        |paths: &mut dyn Iterator<Item = &str>| paths.map(|path| format!("'{path}'")).collect::<Vec<_>>().join(", ");
    let slug_prefixes =
        quoted(&mut PUBLIC_PAGES.iter().filter(|page| page.has_slug && page.shared).map(|page| page.path));
    let translated: Vec<String> = sitemap_pages()
        .map(|page| {
            let others: Vec<String> = Lang::ALL
                .into_iter()
                .filter(|lang| *lang != Lang::Fr)
                .map(|lang| format!("{}: '{}'", lang.code(), page.address(lang, None)))
                .collect();
            format!("  '{}': {{ {} }},\n", page.path, others.join(", "))
        })
        .collect();
    let sign_in: Vec<String> = SIGN_IN_PAGES
        .iter()
        .map(|page| {
            let addresses: Vec<String> =
                Lang::ALL.into_iter().map(|lang| format!("{}: '{}'", lang.code(), page.address(lang, None))).collect();
            format!("  {}: {{ {} }},\n", page.name, addresses.join(", "))
        })
        .collect();
    let legal: Vec<String> = LegalPageKey::ALL
        .into_iter()
        .map(|key| {
            let page = page_of(PageKind::Legal(key));
            let addresses: Vec<String> =
                Lang::ALL.into_iter().map(|lang| format!("{}: '{}'", lang.code(), page.address(lang, None))).collect();
            format!("  {}: {{ {} }},\n", key.as_str(), addresses.join(", "))
        })
        .collect();
    let every_sign_in_address = SIGN_IN_PAGES
        .iter()
        .flat_map(|page| Lang::ALL.into_iter().map(|lang| page.address(lang, None)))
        .collect::<Vec<_>>();
    format!(
        "// Generated from src/http/pages/table.rs by `cargo test`: the server's pages, for the UI and its tests.\n\n\
         /** Public pages with an address of their own, as the sitemap lists them. */\n\
         export const PUBLIC_PAGES = [{}] as const;\n\n\
         /** The English and Arabic addresses of each of those pages. */\n\
         export const TRANSLATED_PAGES: Record<(typeof PUBLIC_PAGES)[number], {{ en: string; ar: string }}> = {{\n{}}};\n\n\
         /** Each legal page's address in each language. */\n\
         export const LEGAL_ADDRESSES = {{\n{}}} as const;\n\n\
         /** Public pages named by one segment after these prefixes (an article's slug). */\n\
         export const PUBLIC_PAGE_PREFIXES = [{slug_prefixes}] as const;\n\n\
         /** The single-page app's sign-in pages, drawn inside the public frame, in each language (the prefix of a token). */\n\
         export const SIGN_IN_ADDRESSES = {{\n{}}} as const;\n\n\
         /** Every address of those pages, in every language. */\n\
         export const SIGN_IN_PAGES = [{}] as const;\n\n\
         /** The single-page app's workspaces: the back-office and the promoter space. */\n\
         export const WORKSPACES = [{}] as const;\n",
        quoted(&mut sitemap_pages().map(|page| page.path)),
        translated.concat(),
        legal.concat(),
        sign_in.concat(),
        quoted(&mut every_sign_in_address.iter().map(String::as_str)),
        quoted(&mut APP_PREFIXES.iter().copied()),
    )
}

#[test]
fn the_ui_reads_the_table_from_a_generated_copy() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/generated/pages.ts");
    std::fs::write(&path, typescript()).expect("ui/src/generated is writable");
}

fn kind_and_lang(path: &str) -> Option<(PageKind, Lang)> {
    find(path).map(|found| (found.page.kind, found.lang))
}

#[test]
fn addresses_lead_to_their_page() {
    assert_eq!(kind_and_lang("/"), Some((PageKind::Home, Lang::Fr)));
    assert_eq!(kind_and_lang("/blog"), Some((PageKind::Blog, Lang::Fr)));
    let article = find("/blog/un-article").unwrap();
    assert_eq!((article.page.kind, article.slug), (PageKind::Article, Some("un-article")));
    assert!(find("/blog/").is_none());
    assert!(find("/blog/a/b").is_none());
    assert!(find("/nulle-part").is_none());
}

#[test]
fn the_article_page_is_the_one_with_a_slug() {
    assert_eq!(article().kind, PageKind::Article);
    assert_eq!(page_of(PageKind::Article).path, article().path);
}

#[test]
fn the_newsletter_pages_take_a_secret_and_are_kept_by_nobody() {
    let found = find("/newsletter/confirmation/abc").unwrap();
    assert_eq!((found.page.kind, found.slug, found.lang), (PageKind::NewsletterConfirmation, Some("abc"), Lang::Fr));
    let found = find("/en/newsletter/unsubscribe/abc").unwrap();
    assert_eq!((found.page.kind, found.slug, found.lang), (PageKind::NewsletterUnsubscribe, Some("abc"), Lang::En));
    assert_eq!(
        page_of(PageKind::NewsletterUnsubscribe).address(Lang::Fr, Some("abc")),
        "/newsletter/desinscription/abc"
    );
    for kind in [PageKind::NewsletterConfirmation, PageKind::NewsletterUnsubscribe] {
        let page = page_of(kind);
        assert!(!page.shared && !page.indexable && !page.in_sitemap && !page.counts_visits, "{kind:?}");
    }
}

#[test]
fn each_language_has_its_addresses() {
    assert_eq!(kind_and_lang("/en"), Some((PageKind::Home, Lang::En)));
    assert_eq!(kind_and_lang("/ar"), Some((PageKind::Home, Lang::Ar)));
    assert_eq!(kind_and_lang("/en/journey"), Some((PageKind::Timeline, Lang::En)));
    assert_eq!(kind_and_lang("/ar/privacy-policy"), Some((PageKind::Legal(LegalPageKey::Privacy), Lang::Ar)));
    let article = find("/ar/blog/maqal").unwrap();
    assert_eq!((article.page.kind, article.slug, article.lang), (PageKind::Article, Some("maqal"), Lang::Ar));
    assert!(find("/en/parcours").is_none(), "French words stay French");
    assert!(find("/journey").is_none());
    assert!(find("/english").is_none());
    assert!(find("/en/").is_none(), "addresses come without a trailing slash");
}

#[test]
fn every_address_reads_back_to_its_page() {
    for page in PUBLIC_PAGES {
        let slug = page.has_slug.then_some("un-article");
        for lang in Lang::ALL {
            let address = page.address(lang, slug);
            let found = find(&address).unwrap_or_else(|| panic!("{address}"));
            assert_eq!((found.page.kind, found.slug, found.lang), (page.kind, slug, lang), "{address}");
        }
    }
}

#[test]
fn templates_name_pages_in_french_and_get_them_in_the_page_language() {
    assert_eq!(localize("/parcours", Lang::En), "/en/journey");
    assert_eq!(localize("/", Lang::Ar), "/ar");
    assert_eq!(localize("/blog/un-article", Lang::En), "/en/blog/un-article");
    assert_eq!(localize("/blog?categorie=Innovation&page=2", Lang::Ar), "/ar/blog?categorie=Innovation&page=2");
    assert_eq!(localize("/#contact", Lang::En), "/en#contact");
    assert_eq!(localize("/parcours", Lang::Fr), "/parcours");
    assert_eq!(localize("/login", Lang::En), "/en/login");
    assert_eq!(localize("/login?retour=%2Fdashboard", Lang::Ar), "/ar/login?retour=%2Fdashboard");
    assert_eq!(localize("/dashboard", Lang::En), "/dashboard");
    assert_eq!(localize("/images/x.svg", Lang::En), "/images/x.svg");
}

#[test]
fn the_app_keeps_its_own_addresses() {
    assert_eq!(app_area("/admin"), Some(AppArea::Workspace));
    assert_eq!(app_area("/admin/blog/3"), Some(AppArea::Workspace));
    assert_eq!(app_area("/dashboard"), Some(AppArea::Workspace));
    assert_eq!(app_area("/login"), Some(AppArea::SignIn));
    assert_eq!(app_area("/reinitialiser-mot-de-passe/abc"), Some(AppArea::SignIn));
    assert_eq!(app_area("/admin/double-authentification"), Some(AppArea::SignIn));
    assert_eq!(app_area("/en/login"), Some(AppArea::SignIn));
    assert_eq!(app_area("/ar/reset-password/abc"), Some(AppArea::SignIn));
    assert_eq!(app_area("/en/admin/two-factor"), Some(AppArea::SignIn));
    assert_eq!(app_area("/en/admin"), None, "the back-office has one address, whatever its language");
    assert_eq!(app_area("/en/mot-de-passe-oublie"), None);
    assert_eq!(app_area("/administration"), None);
    assert_eq!(app_area("/blog"), None);
}

#[test]
fn the_sitemap_lists_the_pages_with_an_address_of_their_own() {
    let listed: Vec<_> = sitemap_pages().map(|page| page.path).collect();
    assert_eq!(
        listed,
        [
            "/",
            "/blog",
            "/parcours",
            "/activites",
            "/politique-de-confidentialite",
            "/conditions-d-utilisation",
            "/mentions-legales"
        ]
    );
}
