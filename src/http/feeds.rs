//! `/sitemap.xml` and `/rss.xml`: published posts and public pages for search
//! engines and feed readers, with absolute URLs.

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::IntoResponse;
use time::OffsetDateTime;
use time::format_description::well_known::{Rfc2822, Rfc3339};

use super::AppState;
use super::spa::escape;
use crate::db::{self, posts};
use crate::error::AppResult;

const FEED_SIZE: i64 = 20;
const SITEMAP_SIZE: i64 = 50_000;
const PUBLIC_PAGES: &[&str] =
    &["/", "/blog", "/parcours", "/activites", "/politique-de-confidentialite", "/conditions-d-utilisation"];

fn base_url(state: &AppState, headers: &HeaderMap) -> String {
    super::site_origin::link_base(&state.config, headers)
}

fn xml(body: String, content_type: &'static str) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, HeaderValue::from_static(content_type))], body)
}

pub async fn sitemap(State(state): State<AppState>, headers: HeaderMap) -> AppResult<impl IntoResponse> {
    let base = base_url(&state, &headers);
    let entries = state.db.run(|conn| posts::feed_entries(conn, &db::now_text(), SITEMAP_SIZE)).await?;
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for page in PUBLIC_PAGES {
        body.push_str(&format!("  <url><loc>{}</loc></url>\n", escape(&format!("{base}{page}"))));
    }
    for entry in entries {
        body.push_str(&format!(
            "  <url><loc>{}</loc><lastmod>{}</lastmod></url>\n",
            escape(&format!("{base}/blog/{}", entry.slug)),
            escape(&entry.updated_at)
        ));
    }
    body.push_str("</urlset>\n");
    Ok(xml(body, "application/xml; charset=utf-8"))
}

pub async fn rss(State(state): State<AppState>, headers: HeaderMap) -> AppResult<impl IntoResponse> {
    let base = base_url(&state, &headers);
    let (settings, entries) = state
        .db
        .run(|conn| Ok((db::settings::load(conn)?, posts::feed_entries(conn, &db::now_text(), FEED_SIZE)?)))
        .await?;
    let mut body = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\">\n<channel>\n\
         <title>{title}</title>\n<link>{link}</link>\n<description>{description}</description>\n<language>fr</language>\n",
        title = escape(&settings.seo.title),
        link = escape(&format!("{base}/blog")),
        description = escape(&settings.seo.description),
    );
    for entry in entries {
        let link = escape(&format!("{base}/blog/{}", entry.slug));
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
    #[test]
    fn dates_become_rfc2822() {
        assert_eq!(super::rfc2822("2025-08-08T07:05:03Z"), "Fri, 08 Aug 2025 07:05:03 +0000");
        assert_eq!(super::rfc2822("pas une date"), "");
    }
}
