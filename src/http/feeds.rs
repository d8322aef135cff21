//! `/sitemap.xml` and `/rss.xml` (`/en/rss.xml`, `/ar/rss.xml`): published posts and public
//! pages for search engines and feed readers, with absolute URLs; the sitemap lists every
//! language version with its alternates.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::IntoResponse;
use time::OffsetDateTime;
use time::format_description::well_known::{Rfc2822, Rfc3339};

use super::pages::table::{self, PublicPage};
use crate::answer_lang::error_text;
use crate::db::{self, post_feeds};
use crate::domain::html::escape;
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

const FEED_SIZE: i64 = 20;

/// The languages the site speaks now.
async fn spoken(state: &AppState) -> AppResult<Vec<Lang>> {
    let languages = state.db.run(|conn| db::settings::languages(conn)).await?;
    Ok(languages.spoken().collect())
}

/// The pages the sitemap lists by their own address, from the page table, once per language.
fn sitemap_pages(langs: &[Lang]) -> Vec<(&'static PublicPage, Lang)> {
    table::sitemap_pages().flat_map(|page| langs.iter().map(move |lang| (page, *lang))).collect()
}

/// `<xhtml:link>` alternates of a URL whose versions are `versions` (language, address),
/// French being the default; nothing when there is only one.
fn alternates(base: &str, versions: &[(Lang, String)]) -> String {
    if versions.len() < 2 {
        return String::new();
    }
    let link = |hreflang: &str, address: &str| {
        format!(
            "<xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>",
            escape(&format!("{base}{address}"))
        )
    };
    let mut links: String = versions.iter().map(|(lang, address)| link(lang.code(), address)).collect();
    if let Some((_, french)) = versions.iter().find(|(lang, _)| *lang == Lang::Fr) {
        links.push_str(&link("x-default", french));
    }
    links
}

fn base_url(state: &AppState, headers: &HeaderMap) -> String {
    super::site_origin::link_base(&state.config, headers)
}

fn xml(body: String, content_type: &'static str) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, HeaderValue::from_static(content_type))], body)
}

/// The most URLs one sitemap file may list (sitemaps.org); past it `/sitemap.xml`
/// becomes an index of `/sitemaps/{n}.xml` files.
const SITEMAP_URLS_PER_FILE: usize = 50_000;

pub async fn sitemap(State(state): State<AppState>, headers: HeaderMap) -> AppResult<impl IntoResponse> {
    let base = base_url(&state, &headers);
    let now = state.config.clock.now_text();
    let langs = spoken(&state).await?;
    let pages = sitemap_pages(&langs).len();
    let posts = state.db.run(move |conn| post_feeds::count_published(conn, &now, &langs)).await?;
    let files = file_count(pages + usize::try_from(posts).unwrap_or(0), SITEMAP_URLS_PER_FILE);
    let body = if files == 1 { url_set(&state, &base, 1).await? } else { sitemap_index(&base, files) };
    Ok(xml(body, "application/xml; charset=utf-8"))
}

/// `/sitemaps/{n}.xml`: the n-th file of a sitemap too long for one.
pub async fn sitemap_part(
    State(state): State<AppState>,
    Path(file): Path<String>,
    headers: HeaderMap,
) -> AppResult<impl IntoResponse> {
    let number = file_number(&file).ok_or_else(|| AppError::NotFound(error_text("pageNotFound")))?;
    Ok(xml(url_set(&state, &base_url(&state, &headers), number).await?, "application/xml; charset=utf-8"))
}

/// The number of `{n}.xml` written as the index writes it: digits without a sign or a
/// leading zero, so `01.xml` or `+1.xml` are not other names of the same file.
fn file_number(file: &str) -> Option<usize> {
    let digits = file.strip_suffix(".xml")?;
    if digits.starts_with('0') || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// How many files `urls` URLs take, `per_file` at most in each.
fn file_count(urls: usize, per_file: usize) -> usize {
    urls.div_ceil(per_file).max(1)
}

/// The URLs of file `number` (from 1) out of the list: the site's pages, then posts newest first.
struct FileSlice {
    pages: std::ops::Range<usize>,
    posts_offset: usize,
    posts_limit: usize,
}

fn file_slice(number: usize, per_file: usize, pages: usize) -> FileSlice {
    let start = (number - 1).saturating_mul(per_file);
    let end = start.saturating_add(per_file);
    let posts_start = start.max(pages);
    FileSlice {
        pages: start.min(pages)..end.min(pages),
        posts_offset: posts_start - pages,
        posts_limit: end.saturating_sub(posts_start),
    }
}

async fn url_set(state: &AppState, base: &str, number: usize) -> AppResult<String> {
    let langs = spoken(state).await?;
    let pages = sitemap_pages(&langs);
    let slice = file_slice(number, SITEMAP_URLS_PER_FILE, pages.len());
    let (limit, offset) = (slice.posts_limit as i64, slice.posts_offset as i64);
    let now = state.config.clock.now_text();
    let spoken = langs.clone();
    let (entries, versions) = state
        .db
        .run(move |conn| {
            let entries = post_feeds::feed_entries(conn, &now, &langs, limit, offset)?;
            let originals: Vec<i64> = entries.iter().map(|entry| entry.original).collect();
            let versions = if langs.len() > 1 { post_feeds::versions_of(conn, &now, &originals)? } else { Vec::new() };
            Ok((entries, versions))
        })
        .await?;
    if number > 1 && entries.is_empty() {
        return Err(AppError::NotFound(error_text("pageNotFound")));
    }
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for (page, lang) in &pages[slice.pages] {
        let page_versions: Vec<(Lang, String)> =
            spoken.iter().map(|other| (*other, page.address(*other, None))).collect();
        body.push_str(&format!(
            "  <url><loc>{}</loc>{}</url>\n",
            escape(&format!("{base}{}", page.address(*lang, None))),
            alternates(base, &page_versions)
        ));
    }
    let article = table::article();
    for entry in entries.into_iter().filter(|entry| !entry.noindex) {
        let entry_versions: Vec<(Lang, String)> = versions
            .iter()
            .filter(|(original, _, _)| *original == entry.original)
            .map(|(_, lang, slug)| (*lang, article.address(*lang, Some(slug))))
            .collect();
        body.push_str(&format!(
            "  <url><loc>{}</loc><lastmod>{}</lastmod>{}</url>\n",
            escape(&format!("{base}{}", article.address(entry.lang, Some(&entry.slug)))),
            escape(&entry.updated_at),
            alternates(base, &entry_versions)
        ));
    }
    body.push_str("</urlset>\n");
    Ok(body)
}

fn sitemap_index(base: &str, files: usize) -> String {
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for number in 1..=files {
        body.push_str(&format!(
            "  <sitemap><loc>{}</loc></sitemap>\n",
            escape(&format!("{base}/sitemaps/{number}.xml"))
        ));
    }
    body.push_str("</sitemapindex>\n");
    body
}

/// The feed of the posts in `lang` (`/en/rss.xml`, `/ar/rss.xml`), if the site speaks it.
pub async fn feed(State(state): State<AppState>, headers: HeaderMap, lang: Lang) -> AppResult<impl IntoResponse> {
    let base = base_url(&state, &headers);
    let now = state.config.clock.now_text();
    let (settings, entries) = state
        .db
        .run(move |conn| {
            Ok((db::settings::load_in(conn, lang)?, post_feeds::feed_entries(conn, &now, &[lang], FEED_SIZE, 0)?))
        })
        .await?;
    if !settings.languages.speaks(lang) {
        return Err(AppError::NotFound(error_text("pageNotFound")));
    }
    let blog = table::find("/blog").map(|found| found.page.address(lang, None)).unwrap_or_default();
    let mut body = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\">\n<channel>\n\
         <title>{title}</title>\n<link>{link}</link>\n<description>{description}</description>\n<language>{code}</language>\n",
        title = escape(&settings.seo.title),
        link = escape(&format!("{base}{blog}")),
        description = escape(&settings.seo.description),
        code = lang.code(),
    );
    let article = table::article();
    for entry in entries {
        let link = escape(&format!("{base}{}", article.address(lang, Some(&entry.slug))));
        body.push_str(&format!(
            "<item><title>{title}</title><link>{link}</link><guid isPermaLink=\"true\">{link}</guid>\
             <pubDate>{date}</pubDate><description>{excerpt}</description></item>\n",
            title = escape(&entry.title),
            date = rfc2822(&entry.published_at),
            excerpt = escape(&entry.excerpt),
        ));
    }
    body.push_str("</channel>\n</rss>\n");
    Ok(xml(body, "application/rss+xml; charset=utf-8"))
}

fn rfc2822(stored: &str) -> String {
    OffsetDateTime::parse(stored, &Rfc3339).ok().and_then(|at| at.format(&Rfc2822).ok()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_sitemaps_are_split_into_files_of_the_protocol_size() {
        assert_eq!(file_count(6, 50_000), 1);
        assert_eq!(file_count(50_000, 50_000), 1);
        assert_eq!(file_count(50_001, 50_000), 2);
        // Six pages then posts, three URLs a file: pages 0-2 | pages 3-5 | posts 0-2 | posts 3-5.
        let first = file_slice(1, 3, 6);
        assert_eq!((first.pages, first.posts_offset, first.posts_limit), (0..3, 0, 0));
        let second = file_slice(2, 3, 6);
        assert_eq!((second.pages, second.posts_limit), (3..6, 0));
        let third = file_slice(3, 3, 6);
        assert_eq!((third.pages, third.posts_offset, third.posts_limit), (6..6, 0, 3));
        let fourth = file_slice(4, 3, 6);
        assert_eq!((fourth.posts_offset, fourth.posts_limit), (3, 3));
        let mixed = file_slice(2, 4, 6);
        assert_eq!((mixed.pages, mixed.posts_offset, mixed.posts_limit), (4..6, 0, 2));
        let single = file_slice(1, 50_000, 6);
        assert_eq!((single.pages, single.posts_offset, single.posts_limit), (0..6, 0, 49_994));
        let index = sitemap_index("https://exemple.km", 2);
        assert!(index.contains("<sitemapindex"));
        assert!(index.contains("<loc>https://exemple.km/sitemaps/2.xml</loc>"));
    }

    #[test]
    fn sitemap_files_have_one_name_each() {
        assert_eq!(file_number("1.xml"), Some(1));
        assert_eq!(file_number("12.xml"), Some(12));
        for name in ["01.xml", "+1.xml", "0.xml", "1", ".xml", "1.xml.xml", " 1.xml", "99999999999999999999999.xml"] {
            assert_eq!(file_number(name), None, "{name}");
        }
    }

    #[test]
    fn dates_become_rfc2822() {
        assert_eq!(rfc2822("2025-08-08T07:05:03Z"), "Fri, 08 Aug 2025 07:05:03 +0000");
        assert_eq!(rfc2822("pas une date"), "");
    }
}
