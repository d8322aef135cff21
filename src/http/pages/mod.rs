//! Every page a browser asks for: public pages rendered completely by the server's
//! templates (the page table says which exist), the single-page app's shell for the
//! sign-in pages, the back-office and the promoter space, and the page not found.

mod article;
mod blog;
mod contact_form;
mod content_pages;
mod home;
mod layout;
mod newsletter;
mod newsletter_form;
mod preview;
mod social_card;
pub mod table;
mod templates;

use std::sync::Arc;

use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use minijinja::context;
use serde::Serialize;

use super::site_origin;
use crate::cache::{Topic, TopicSet};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::locale::Locale;
use crate::site_texts::{Part, SiteTexts};
use crate::state::AppState;
use layout::{APP_ENTRY, Favicon, Head, Owner, PUBLIC_ENTRY};
use table::{Address, AppArea, PageKind};

pub use blog::BlogRequest;
pub use contact_form::send as send_contact_form;
pub use newsletter::routes as newsletter_routes;
pub use newsletter_form::routes as newsletter_form_routes;
pub use preview::owner as owner_preview;

/// What a page's data builder gives the frame: its template, head and content.
struct Page {
    status: StatusCode,
    template: &'static str,
    head: Head,
    /// The address search engines should keep for this page (path and query).
    canonical: String,
    /// The page's versions in each language, its own included; None: the page exists in every
    /// language the site speaks, at the table's addresses.
    versions: Option<Vec<(Lang, String)>>,
    content: minijinja::Value,
}

impl Page {
    fn new(template: &'static str, canonical: impl Into<String>, head: Head, content: impl Serialize) -> Page {
        Page {
            status: StatusCode::OK,
            template,
            head,
            canonical: canonical.into(),
            versions: None,
            content: minijinja::Value::from_serialize(content),
        }
    }
}

/// What every page reads: the settings, the editable content and the base of absolute links.
struct Site {
    /// The settings and editable texts, with the header and footer drawn from them.
    texts: Arc<SiteTexts>,
    base: String,
    /// This year, for the footer's copyright line.
    year: i32,
    lang: Lang,
    locale: Locale,
}

impl Site {
    /// This site in French when the owner has not turned its language on: such a language's
    /// addresses answer as its pages do, in French.
    fn or_french(self) -> Site {
        if self.texts.settings.languages.speaks(self.lang) {
            self
        } else {
            Site { lang: Lang::Fr, locale: Locale::new(Lang::Fr), ..self }
        }
    }
}

/// The page is drawn for one visitor (a form's answer, a secret in its address): no cache keeps it.
fn kept_by_nobody(response: &mut Response) {
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
}

/// How recent what a page reads of the site must be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// As last read, until a change to the settings or the texts is noticed: pages built to be shared,
    /// which the same change makes stale.
    Remembered,
    /// Read now: pages drawn for one person and one moment, which nothing would make stale.
    Now,
}

/// The settings and editable texts in `lang`.
async fn site_texts(state: &AppState, lang: Lang, reading: Reading) -> AppResult<Arc<SiteTexts>> {
    let remembered = &state.site_texts[lang as usize];
    if reading == Reading::Remembered
        && let Some(texts) = remembered.current(&state.page_cache)
    {
        return Ok(texts);
    }
    // Taken before reading: a change made meanwhile leaves what is read stale.
    let ticket = state.page_cache.ticket(TopicSet::of(&[Topic::Settings, Topic::Content]));
    let texts = state
        .db
        .run(move |conn| Ok((crate::db::settings::load_in(conn, lang)?, crate::db::content::load_in(conn, lang)?)))
        .await?;
    let texts = Arc::new(SiteTexts::new(texts.0, texts.1));
    remembered.keep(ticket, texts.clone());
    Ok(texts)
}

async fn load_site(state: &AppState, headers: &HeaderMap, lang: Lang, reading: Reading) -> AppResult<Site> {
    let texts = site_texts(state, lang, reading).await?;
    let year = state.config.clock.now().year();
    Ok(Site { texts, base: site_origin::link_base(&state.config, headers), year, lang, locale: Locale::new(lang) })
}

/// The page at `uri`, as an HTML answer (a 404 page when there is none). `account` is whoever
/// is signed in, whose language the back-office and the promoter space speak.
pub async fn serve(state: &AppState, uri: &Uri, headers: &HeaderMap, account: Option<Lang>) -> Response {
    let raw = uri.path();
    let path = if raw.len() > 1 { raw.trim_end_matches('/') } else { raw };
    let answer = match table::app_area(path) {
        Some(area) => app_shell(state, headers, path, area, account).await,
        None => match table::find(path) {
            Some(found) => public_page(state, headers, found, uri.query()).await,
            None => not_found(state, headers, path).await,
        },
    };
    answer.unwrap_or_else(IntoResponse::into_response)
}

async fn public_page(
    state: &AppState,
    headers: &HeaderMap,
    found: Address<'_>,
    query: Option<&str>,
) -> AppResult<Response> {
    let Address { page, slug, lang } = found;
    let site = load_site(state, headers, lang, Reading::Remembered).await?;
    if !site.texts.settings.languages.speaks(lang) {
        // The owner has not turned this language on: its addresses lead nowhere.
        let site = Site { lang: Lang::Fr, locale: Locale::new(Lang::Fr), ..site };
        let address = page.address(lang, slug);
        return render(&site, content_pages::not_found(&site, &address), Frame::not_found());
    }
    let built = match (page.kind, slug) {
        (PageKind::Home, _) => home::page(state, &site).await,
        (PageKind::Blog, _) => blog::page(state, &site, BlogRequest::parse(query)).await,
        (PageKind::Article, Some(slug)) => article::page(state, &site, slug).await,
        (PageKind::Timeline, _) => content_pages::timeline(state, &site).await,
        (PageKind::Activities, _) => Ok(content_pages::activities(&site)),
        (PageKind::Legal(key), _) => content_pages::legal(state, &site, key).await,
        (PageKind::Contact, _) => Ok(content_pages::contact(&site, page.path)),
        (PageKind::Newsletter, _) => Ok(newsletter_form::page(&site, newsletter_form::Subscription::default())),
        (PageKind::NewsletterConfirmation | PageKind::NewsletterUnsubscribe, Some(token)) => {
            Ok(newsletter::asking(&site, page.kind, token))
        }
        (PageKind::Preview, Some(secret)) => preview::shared(state, &site, secret).await,
        (
            PageKind::Article | PageKind::NewsletterConfirmation | PageKind::NewsletterUnsubscribe | PageKind::Preview,
            None,
        ) => Err(AppError::NotFound(String::new())),
    };
    // A page past the last, an article that is not (or no longer) published: the page not found.
    let mut built = match built {
        Err(AppError::NotFound(_)) => content_pages::not_found(&site, &page.address(lang, slug)),
        other => other?,
    };
    if built.status.is_success() && built.versions.is_none() {
        let plain = slug.is_none() && query.is_none_or(str::is_empty);
        // A filtered or paged list has no counterpart to name: its language versions are the lists'.
        built.versions = Some(if plain {
            site.texts.settings.languages.spoken().map(|lang| (lang, page.address(lang, None))).collect()
        } else {
            Vec::new()
        });
    }
    let counts_visits = page.counts_visits && built.status.is_success();
    let indexable = page.indexable && built.head.indexable;
    let mut response =
        render(&site, built, Frame { nav: page.path, counts_visits, indexable, entry: PUBLIC_ENTRY, app: None })?;
    if !page.shared {
        kept_by_nobody(&mut response);
    }
    Ok(response)
}

async fn not_found(state: &AppState, headers: &HeaderMap, path: &str) -> AppResult<Response> {
    // An article imported from another site keeps answering at the address it had there.
    let (old, now) = (path.to_string(), state.config.clock.now_text());
    if let Some((slug, lang)) = state.db.run(move |conn| crate::db::post_sources::redirect(conn, &old, &now)).await? {
        let address = table::page_of(PageKind::Article).address(lang, Some(&slug));
        return Ok((StatusCode::MOVED_PERMANENTLY, [(header::LOCATION, address)]).into_response());
    }
    let site = load_site(state, headers, Lang::Fr, Reading::Remembered).await?;
    let page = content_pages::not_found(&site, path);
    render(&site, page, Frame::not_found())
}

/// The single-page app's shell: inside the public frame for the sign-in pages, in the language
/// of their address; bare for the back-office and the promoter space, in the account's language.
/// Drawn for one person and one moment: never stored.
async fn app_shell(
    state: &AppState,
    headers: &HeaderMap,
    path: &str,
    area: AppArea,
    account: Option<Lang>,
) -> AppResult<Response> {
    let sign_in = table::sign_in_page(path);
    let lang = sign_in.map_or(account.unwrap_or_default(), |found| found.lang);
    let mut site = load_site(state, headers, lang, Reading::Now).await?;
    if !site.texts.settings.languages.speaks(lang) {
        if sign_in.is_some() {
            // The owner has not turned this language on: its sign-in pages lead nowhere.
            let site = Site { lang: Lang::Fr, locale: Locale::new(Lang::Fr), ..site };
            return render(&site, content_pages::not_found(&site, path), Frame::not_found());
        }
        // An account whose language the site no longer speaks reads its space in French.
        site = load_site(state, headers, Lang::Fr, Reading::Now).await?;
    }
    // Named by its French address, as every page is; the frame writes it in the page's language.
    let mut page =
        content_pages::app(&sign_in.map_or(path.to_string(), |found| found.page.address(Lang::Fr, found.token)));
    if let Some(found) = sign_in {
        page.versions = Some(
            site.texts.settings.languages.spoken().map(|lang| (lang, found.page.address(lang, found.token))).collect(),
        );
    }
    let frame = Frame { nav: "", counts_visits: false, indexable: false, entry: APP_ENTRY, app: Some(area) };
    let mut response = render(&site, page, frame)?;
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    Ok(response)
}

/// How the frame around a page's content is drawn.
struct Frame {
    /// The address of the navigation item to mark as current.
    nav: &'static str,
    counts_visits: bool,
    indexable: bool,
    /// The UI build's entry the page loads.
    entry: &'static str,
    /// The app's area, when the page is the single-page app's shell.
    app: Option<AppArea>,
}

impl Frame {
    fn not_found() -> Frame {
        Frame { nav: "", counts_visits: false, indexable: false, entry: PUBLIC_ENTRY, app: None }
    }
}

/// A version of the page in one language, for `hreflang` links and the language switcher.
#[derive(Debug, Serialize)]
struct Version {
    lang: &'static str,
    /// The language's own name for itself.
    name: &'static str,
    short: &'static str,
    href: String,
    current: bool,
}

fn render(site: &Site, page: Page, frame: Frame) -> AppResult<Response> {
    let locale = site.locale;
    let site_title = site.texts.settings.seo.title.as_str();
    let title = match (&page.head.full_title, &page.head.title) {
        (Some(whole), _) => whole.clone(),
        (None, Some(own)) => format!("{own} | {site_title}"),
        (None, None) => site_title.to_string(),
    };
    // A page without its own picture shares the one the settings give the home page.
    let card = page
        .head
        .image
        .clone()
        .or_else(|| social_card::SocialCard::of(&site.base, &site.texts.settings.seo.social_image, site_title));
    let description = page.head.description.clone().unwrap_or_else(|| site.texts.settings.seo.description.clone());
    let versions: Vec<Version> = page
        .versions
        .iter()
        .flatten()
        .map(|(lang, address)| Version {
            lang: lang.code(),
            name: lang.native_name(),
            short: lang.short_name(),
            href: format!("{}{address}", site.base),
            current: *lang == site.lang,
        })
        .collect();
    // Search engines send a reader whose language the site does not speak to the French version.
    let x_default = versions.iter().find(|version| version.lang == Lang::Fr.code()).map(|version| version.href.clone());
    let other_locales: Vec<&str> = page
        .versions
        .iter()
        .flatten()
        .filter(|(lang, _)| *lang != site.lang)
        .map(|(lang, _)| lang.og_locale())
        .collect();
    let public_assets = layout::assets(PUBLIC_ENTRY);
    let app_assets = (frame.entry == APP_ENTRY).then(|| layout::assets(APP_ENTRY));
    let versions = if versions.len() > 1 { versions } else { Vec::new() };
    let lang = locale.lang();
    let rss_href = format!("{}/rss.xml", lang.prefix());
    let owner = minijinja::Value::from_serialize(Owner::of(&site.texts.settings));
    let social = minijinja::Value::from_serialize(layout::social_links(&site.texts.settings));
    let draw_header = || {
        let context = context! { lang => lang.code(), nav => frame.nav, versions, owner, social };
        templates::render("header.html", &context)
    };
    // A header with a language switcher links this page's own versions: drawn for it alone.
    let header: Arc<str> = if versions.is_empty() {
        site.texts.drawn(Part::Header { lang, nav: frame.nav }, draw_header)?
    } else {
        draw_header()?.into()
    };
    let footer = site.texts.drawn(Part::Footer { lang, year: site.year }, || {
        let context = context! { lang => lang.code(), owner, social, rss_href, year => site.year };
        templates::render("footer.html", &context)
    })?;
    let html = templates::render(
        page.template,
        &context! {
            lang => lang.code(),
            dir => lang.direction(),
            og_locale => lang.og_locale(),
            other_locales,
            versions,
            x_default,
            rss_href,
            title,
            description,
            site_title,
            canonical => format!("{}{}", site.base, table::localize(&page.canonical, site.lang)),
            base => site.base,
            head => page.head,
            card,
            indexable => frame.indexable,
            counts_visits => frame.counts_visits,
            owner,
            favicon => Favicon::of(&site.texts.settings.identity.favicon_url),
            assets => public_assets,
            app_assets,
            app_addresses => table::never_prerendered(),
            app_area => frame.app.map(|area| if area == AppArea::SignIn { "sign-in" } else { "workspace" }),
            header => minijinja::Value::from_safe_string(header.to_string()),
            footer => minijinja::Value::from_safe_string(footer.to_string()),
            page => page.content,
        },
    )?;
    let mut response = (page.status, html).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Ok(response)
}
