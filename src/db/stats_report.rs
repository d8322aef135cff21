//! The statistics report over a chosen period: the most read pages and articles, the sites
//! visitors came from, what they searched for, their devices. Every figure is a sum of the
//! per-day counts `db::stats` records, so a period is any range of days.

use std::collections::HashMap;

use rusqlite::{Connection, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::device::Device;
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// The days a report covers, `YYYY-MM-DD`, both included.
#[derive(Debug, Clone, Copy)]
pub struct Period<'a> {
    pub from: &'a str,
    pub to: &'a str,
}

/// Where an article's page lives in each language, before its slug (`/blog/`, `/en/blog/`…):
/// the page table's knowledge, handed in so that this module does not repeat it.
pub struct ArticlePrefixes {
    pub fr: String,
    pub en: String,
    pub ar: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PageFigures {
    pub path: String,
    pub views: i64,
}

/// One language version of an article (each has its own address and title).
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ArticleFigures {
    pub post_id: i64,
    pub title: String,
    pub lang: Lang,
    pub address: String,
    pub views: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ReferrerFigures {
    pub domain: String,
    pub visits: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SearchTermFigures {
    pub term: String,
    pub searches: i64,
    /// Whether the latest search for the term in the period found an article.
    pub found: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DeviceFigures {
    pub device: Device,
    /// Each day's visitors using it, summed over the period.
    pub visitors: i64,
}

/// The most viewed addresses, articles included.
pub fn top_pages(conn: &Connection, period: Period<'_>, limit: i64) -> AppResult<Vec<PageFigures>> {
    Ok(conn
        .prepare_cached(
            "SELECT path, sum(views) AS total FROM page_views WHERE day BETWEEN ?1 AND ?2
             GROUP BY path ORDER BY total DESC, path LIMIT ?3",
        )?
        .query_map(params![period.from, period.to, limit], |row| {
            Ok(PageFigures { path: row.get(0)?, views: row.get(1)? })
        })?
        .collect::<rusqlite::Result<_>>()?)
}

/// Each article's views in the period, counted under its current address: the address's last
/// segment is a slug (unique, indexed), and the whole address must be the article's in its language.
const ARTICLE_VIEWS: &str = "SELECT p.id, p.title, p.lang, v.path, sum(v.views) AS total
     FROM page_views v
     JOIN blog_posts p ON p.slug = substr(v.path, length(rtrim(v.path, replace(v.path, '/', ''))) + 1)
     WHERE v.day BETWEEN ?1 AND ?2
       AND v.path = (CASE p.lang WHEN 'en' THEN ?3 WHEN 'ar' THEN ?4 ELSE ?5 END) || p.slug
     GROUP BY p.id";

/// The most read articles, each language version apart.
pub fn top_articles(
    conn: &Connection,
    period: Period<'_>,
    prefixes: &ArticlePrefixes,
    limit: i64,
) -> AppResult<Vec<ArticleFigures>> {
    Ok(conn
        .prepare_cached(&format!("{ARTICLE_VIEWS} ORDER BY total DESC, p.title, p.id LIMIT ?6"))?
        .query_map(params![period.from, period.to, prefixes.en, prefixes.ar, prefixes.fr, limit], |row| {
            Ok(ArticleFigures {
                post_id: row.get(0)?,
                title: row.get(1)?,
                lang: row.get(2)?,
                address: row.get(3)?,
                views: row.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?)
}

/// Every article's views in the period by post id, in one query (the blog admin table's column).
pub fn views_by_post(
    conn: &Connection,
    period: Period<'_>,
    prefixes: &ArticlePrefixes,
) -> AppResult<HashMap<i64, i64>> {
    Ok(conn
        .prepare_cached(ARTICLE_VIEWS)?
        .query_map(params![period.from, period.to, prefixes.en, prefixes.ar, prefixes.fr], |row| {
            Ok((row.get(0)?, row.get(4)?))
        })?
        .collect::<rusqlite::Result<_>>()?)
}

pub fn referrers(conn: &Connection, period: Period<'_>, limit: i64) -> AppResult<Vec<ReferrerFigures>> {
    Ok(conn
        .prepare_cached(
            "SELECT domain, sum(visits) AS total FROM referrer_visits WHERE day BETWEEN ?1 AND ?2
             GROUP BY domain ORDER BY total DESC, domain LIMIT ?3",
        )?
        .query_map(params![period.from, period.to, limit], |row| {
            Ok(ReferrerFigures { domain: row.get(0)?, visits: row.get(1)? })
        })?
        .collect::<rusqlite::Result<_>>()?)
}

/// The most frequent searches; `found` comes from the row of the latest day (SQLite gives a bare
/// column the values of the row `max()` picked).
pub fn search_terms(conn: &Connection, period: Period<'_>, limit: i64) -> AppResult<Vec<SearchTermFigures>> {
    Ok(conn
        .prepare_cached(
            "SELECT term, sum(searches) AS total, max(day), found FROM search_terms WHERE day BETWEEN ?1 AND ?2
             GROUP BY term ORDER BY total DESC, term LIMIT ?3",
        )?
        .query_map(params![period.from, period.to, limit], |row| {
            Ok(SearchTermFigures { term: row.get(0)?, searches: row.get(1)?, found: row.get(3)? })
        })?
        .collect::<rusqlite::Result<_>>()?)
}

/// Every device, quiet ones at zero, phones first.
pub fn devices(conn: &Connection, period: Period<'_>) -> AppResult<Vec<DeviceFigures>> {
    let mut counts: HashMap<String, i64> = conn
        .prepare_cached(
            "SELECT device, count(*) FROM daily_visitors WHERE day BETWEEN ?1 AND ?2 AND device IS NOT NULL
             GROUP BY device",
        )?
        .query_map(params![period.from, period.to], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(Device::ALL
        .into_iter()
        .map(|device| DeviceFigures { device, visitors: counts.remove(device.code()).unwrap_or(0) })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::stats::{record_referrer, record_search, record_view};

    fn prefixes() -> ArticlePrefixes {
        ArticlePrefixes { fr: "/blog/".into(), en: "/en/blog/".into(), ar: "/ar/blog/".into() }
    }

    #[test]
    fn a_period_sums_its_days_and_leaves_the_others_out() {
        let conn = crate::db::test_connection();
        conn.execute(
            "INSERT INTO blog_posts (id, slug, title, excerpt, content_html, content_text, lang)
             VALUES (1, 'terre', 'La terre', '', '', '', 'fr'), (2, 'land', 'The land', '', '', '', 'en')",
            [],
        )
        .unwrap();
        for (day, path, visitor, device) in [
            ("2026-11-01", "/blog/terre", "a", Device::Phone),
            ("2026-11-02", "/blog/terre", "a", Device::Phone),
            ("2026-11-02", "/en/blog/land", "b", Device::Computer),
            ("2026-11-02", "/blog/land", "b", Device::Computer),
            ("2026-11-02", "/blog", "c", Device::Tablet),
            ("2026-11-09", "/blog/terre", "d", Device::Phone),
        ] {
            record_view(&conn, day, path, visitor, device).unwrap();
        }
        record_referrer(&conn, "2026-11-01", "google.com").unwrap();
        record_referrer(&conn, "2026-11-02", "google.com").unwrap();
        record_referrer(&conn, "2026-11-02", "t.co").unwrap();
        record_search(&conn, "2026-11-01", "soleil", false).unwrap();
        record_search(&conn, "2026-11-02", "soleil", true).unwrap();
        record_search(&conn, "2026-11-02", "lune", false).unwrap();
        record_search(&conn, "2026-11-02", "lune", false).unwrap();
        record_search(&conn, "2026-11-09", "mer", true).unwrap();

        let week = Period { from: "2026-11-01", to: "2026-11-07" };
        let pages = top_pages(&conn, week, 10).unwrap();
        assert_eq!(pages[0], PageFigures { path: "/blog/terre".into(), views: 2 });
        assert_eq!(pages.len(), 4);
        let articles: Vec<(i64, String, i64)> = top_articles(&conn, week, &prefixes(), 10)
            .unwrap()
            .into_iter()
            .map(|article| (article.post_id, article.address, article.views))
            .collect();
        assert_eq!(articles, [(1, "/blog/terre".into(), 2), (2, "/en/blog/land".into(), 1)]);
        assert_eq!(views_by_post(&conn, week, &prefixes()).unwrap(), HashMap::from([(1, 2), (2, 1)]));
        let domains: Vec<(String, i64)> =
            referrers(&conn, week, 10).unwrap().into_iter().map(|figures| (figures.domain, figures.visits)).collect();
        assert_eq!(domains, [("google.com".into(), 2), ("t.co".into(), 1)]);
        let terms: Vec<(String, i64, bool)> = search_terms(&conn, week, 10)
            .unwrap()
            .into_iter()
            .map(|figures| (figures.term, figures.searches, figures.found))
            .collect();
        assert_eq!(terms, [("lune".into(), 2, false), ("soleil".into(), 2, true)]);
        let devices: Vec<(Device, i64)> =
            devices(&conn, week).unwrap().into_iter().map(|figures| (figures.device, figures.visitors)).collect();
        assert_eq!(devices, [(Device::Phone, 2), (Device::Tablet, 1), (Device::Computer, 1)]);
    }
}
