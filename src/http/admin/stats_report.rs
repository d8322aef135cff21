//! `GET /api/admin/stats/report?from&to` and its CSV twin `report.csv`: the statistics of a
//! chosen period for staff (the dashboard's figures are theirs too). Each list is its top
//! `REPORT_ROWS`; articles are counted per language version, each with its own address.

use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use time::Date;
use time::macros::format_description;
use ts_rs::TS;

use crate::answer_lang::{error_text, error_text_with, text};
use crate::auth::extract::RequireStaff;
use crate::db::stats::{self, DailyVisits};
use crate::db::stats_report::{
    self, ArticleFigures, ArticlePrefixes, DeviceFigures, PageFigures, Period, ReferrerFigures, SearchTermFigures,
};
use crate::domain::csv::write_line;
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::http::extract::ApiQuery;
use crate::http::pages::table::{PUBLIC_PAGES, PageKind};
use crate::state::AppState;

/// The longest period a report covers: a year, leap day included.
pub const MAX_DAYS: i64 = 366;
const REPORT_ROWS: i64 = 100;
/// Cells are separated by `;`, which French spreadsheets expect (`,` is their decimal comma).
const CSV_SEPARATOR: char = ';';

#[derive(Debug, Deserialize)]
pub struct PeriodQuery {
    #[serde(default)]
    from: String,
    #[serde(default)]
    to: String,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct StatsReport {
    pub from: String,
    pub to: String,
    /// One entry per day of the period, oldest first, quiet days at zero.
    pub daily: Vec<DailyVisits>,
    pub views: i64,
    /// Each day's unique visitors, summed (a visitor is known for one day only).
    pub visitors: i64,
    pub pages: Vec<PageFigures>,
    pub articles: Vec<ArticleFigures>,
    pub referrers: Vec<ReferrerFigures>,
    pub searches: Vec<SearchTermFigures>,
    pub devices: Vec<DeviceFigures>,
}

/// Where an article's page lives in each language, before its slug, from the page table.
pub fn article_prefixes() -> ArticlePrefixes {
    let article = PUBLIC_PAGES.iter().find(|page| page.kind == PageKind::Article).expect("the article page");
    ArticlePrefixes {
        fr: article.address(Lang::Fr, Some("")),
        en: article.address(Lang::En, Some("")),
        ar: article.address(Lang::Ar, Some("")),
    }
}

/// The period's days, or one French message per wrong field.
fn days_of(query: &PeriodQuery) -> AppResult<Vec<String>> {
    let format = format_description!("[year]-[month]-[day]");
    let mut fields = FieldErrors::new();
    let mut parse = |name: &str, value: &str| {
        let date = Date::parse(value.trim(), &format).ok();
        if date.is_none() {
            fields.insert(name.to_string(), error_text("statsPeriod.dateInvalid"));
        }
        date
    };
    let (from, to) = (parse("from", &query.from), parse("to", &query.to));
    let (Some(from), Some(to)) = (from, to) else { return Err(AppError::fields(fields)) };
    if from > to {
        return Err(AppError::field("to", &error_text("statsPeriod.reversed")));
    }
    if (to - from).whole_days() + 1 > MAX_DAYS {
        let message = error_text_with("statsPeriod.tooLong", &[("max", MAX_DAYS.to_string())]);
        return Err(AppError::field("to", &message));
    }
    let mut days = Vec::new();
    let mut day = Some(from);
    while let Some(current) = day.filter(|current| *current <= to) {
        days.push(current.to_string());
        day = current.next_day();
    }
    Ok(days)
}

async fn report(state: &AppState, query: &PeriodQuery) -> AppResult<StatsReport> {
    let days = days_of(query)?;
    state
        .db
        .run(move |conn| {
            let (from, to) = (days[0].clone(), days[days.len() - 1].clone());
            let period = Period { from: &from, to: &to };
            let daily = stats::daily_visits(conn, &days)?;
            Ok(StatsReport {
                views: daily.iter().map(|day| day.views).sum(),
                visitors: daily.iter().map(|day| day.visitors).sum(),
                pages: stats_report::top_pages(conn, period, REPORT_ROWS)?,
                articles: stats_report::top_articles(conn, period, &article_prefixes(), REPORT_ROWS)?,
                referrers: stats_report::referrers(conn, period, REPORT_ROWS)?,
                searches: stats_report::search_terms(conn, period, REPORT_ROWS)?,
                devices: stats_report::devices(conn, period)?,
                daily,
                from,
                to,
            })
        })
        .await
}

pub async fn show(
    State(state): State<AppState>,
    _: RequireStaff,
    ApiQuery(query): ApiQuery<PeriodQuery>,
) -> AppResult<Json<StatsReport>> {
    Ok(Json(report(&state, &query).await?))
}

pub async fn csv(
    State(state): State<AppState>,
    _: RequireStaff,
    ApiQuery(query): ApiQuery<PeriodQuery>,
) -> AppResult<impl IntoResponse> {
    let report = report(&state, &query).await?;
    let name = format!("statistiques-{}-{}.csv", report.from, report.to);
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
        ],
        csv_of(&report),
    ))
}

/// The report as one CSV file: a section per table, each under its own header line, a blank
/// line between them; a byte-order mark first, so that a spreadsheet reads the accents as UTF-8.
fn csv_of(report: &StatsReport) -> String {
    let column = |key: &str| text(&format!("adminStats:{key}"));
    let mut out = String::from("\u{feff}");
    let section = |out: &mut String, headers: &[&str], rows: Vec<Vec<String>>| {
        if !out.ends_with('\u{feff}') {
            out.push_str("\r\n");
        }
        let headers: Vec<String> = headers.iter().map(|key| column(key)).collect();
        write_line(out, CSV_SEPARATOR, &headers.iter().map(String::as_str).collect::<Vec<_>>());
        for row in rows {
            write_line(out, CSV_SEPARATOR, &row.iter().map(String::as_str).collect::<Vec<_>>());
        }
    };
    let daily = report.daily.iter().map(|day| vec![day.day.clone(), day.views.to_string(), day.visitors.to_string()]);
    section(&mut out, &["daily.day", "daily.views", "daily.visitors"], daily.collect());
    let pages = report.pages.iter().map(|page| vec![page.path.clone(), page.views.to_string()]);
    section(&mut out, &["pages.page", "pages.views"], pages.collect());
    let articles = report.articles.iter().map(|article| {
        vec![article.title.clone(), article.lang.code().to_string(), article.address.clone(), article.views.to_string()]
    });
    section(
        &mut out,
        &["articles.article", "articles.language", "articles.address", "articles.views"],
        articles.collect(),
    );
    let referrers = report.referrers.iter().map(|referrer| vec![referrer.domain.clone(), referrer.visits.to_string()]);
    section(&mut out, &["referrers.domain", "referrers.visits"], referrers.collect());
    let searches = report.searches.iter().map(|search| {
        let found = column(if search.found { "searches.found" } else { "searches.noResult" });
        vec![search.term.clone(), search.searches.to_string(), found]
    });
    section(&mut out, &["searches.term", "searches.count", "searches.result"], searches.collect());
    let devices = report
        .devices
        .iter()
        .map(|figures| vec![column(&format!("devices.{}", figures.device.code())), figures.visitors.to_string()]);
    section(&mut out, &["devices.device", "devices.visitors"], devices.collect());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn days(from: &str, to: &str) -> AppResult<Vec<String>> {
        days_of(&PeriodQuery { from: from.into(), to: to.into() })
    }

    #[test]
    fn a_period_is_a_valid_range_of_at_most_a_year() {
        assert_eq!(days("2024-02-28", "2024-03-01").unwrap(), ["2024-02-28", "2024-02-29", "2024-03-01"]);
        assert_eq!(days("2025-01-01", "2025-01-01").unwrap().len(), 1);
        assert_eq!(days("2024-01-01", "2024-12-31").unwrap().len(), 366);
        for (from, to) in [("2024-01-01", "2025-01-01"), ("2025-01-02", "2025-01-01"), ("2025-02-30", "2025-03-01")] {
            assert!(matches!(days(from, to), Err(AppError::Validation { .. })), "{from} {to}");
        }
        let Err(AppError::Validation { fields, .. }) = days("hier", "") else { panic!("refused") };
        assert_eq!(fields.len(), 2);
    }

    #[test]
    fn the_csv_has_a_section_per_table_and_no_formula() {
        let report = StatsReport {
            from: "2026-11-01".into(),
            to: "2026-11-01".into(),
            daily: vec![DailyVisits { day: "2026-11-01".into(), views: 3, visitors: 2 }],
            views: 3,
            visitors: 2,
            pages: vec![PageFigures { path: "/blog".into(), views: 3 }],
            articles: Vec::new(),
            referrers: vec![ReferrerFigures { domain: "google.com".into(), visits: 1 }],
            searches: vec![SearchTermFigures { term: "=1+1; x".into(), searches: 2, found: false }],
            devices: Vec::new(),
        };
        let csv = csv_of(&report);
        assert!(
            csv.starts_with("\u{feff}Jour;Pages vues;Visiteurs\r\n2026-11-01;3;2\r\n\r\nPage;Vues\r\n/blog;3\r\n"),
            "{csv}"
        );
        assert!(csv.contains("\r\n\"'=1+1; x\";2;aucun résultat\r\n"), "{csv}");
    }
}
