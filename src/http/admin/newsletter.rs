//! The newsletter's subscribers for super_admin: the list with its counts, the CSV export,
//! and erasure (the GDPR's right to be forgotten). Importing lives in `newsletter_import`.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::answer_lang;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::newsletter_admin::{
    self, AdminSubscriber, STATUSES, SubscriberCounts, SubscriberFilter, SubscriberMonth,
};
use crate::domain::csv::write_line;
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct SubscriberList {
    pub subscribers: Vec<AdminSubscriber>,
    /// How many subscribers match the filter (the pages' count).
    pub total: i64,
    /// How many have each status, whatever the filter.
    pub counts: SubscriberCounts,
    /// Rows per page.
    pub page_size: i64,
}

#[derive(Debug, Deserialize)]
pub struct SubscriberQuery {
    #[serde(default)]
    pub status: Option<String>,
    #[serde(default)]
    pub q: Option<String>,
    #[serde(default)]
    pub page: Option<i64>,
}

/// The status named by `?status=`, None for all; an unknown one is refused.
fn status_filter(status: Option<&str>) -> AppResult<Option<&'static str>> {
    match status.map(str::trim).filter(|status| !status.is_empty()) {
        None => Ok(None),
        Some(asked) => STATUSES
            .into_iter()
            .find(|known| *known == asked)
            .map(Some)
            .ok_or_else(|| AppError::validation(answer_lang::text("adminNewsletter:errors.unknownStatus"))),
    }
}

/// `GET /api/admin/newsletter/subscribers?status=&q=&page=`: newest first.
pub async fn list(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiQuery(query): ApiQuery<SubscriberQuery>,
) -> AppResult<Json<SubscriberList>> {
    let filter = SubscriberFilter {
        status: status_filter(query.status.as_deref())?,
        search: query.q.map(|text| text.trim().to_string()).filter(|text| !text.is_empty()),
    };
    let page = query.page.unwrap_or(1).max(1);
    let (subscribers, total, counts) = state
        .db
        .run(move |conn| {
            let (subscribers, total) = newsletter_admin::list(conn, &filter, page)?;
            Ok((subscribers, total, newsletter_admin::counts(conn)?))
        })
        .await?;
    Ok(Json(SubscriberList { subscribers, total, counts, page_size: newsletter_admin::PAGE_SIZE }))
}

#[derive(Debug, Deserialize)]
pub struct ExportQuery {
    #[serde(default)]
    pub status: Option<String>,
}

/// `GET /api/admin/newsletter/subscribers/export?status=`: every subscriber (or those with
/// one status) as a CSV download, with what proves each one's consent.
pub async fn export(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiQuery(query): ApiQuery<ExportQuery>,
) -> AppResult<impl IntoResponse> {
    let status = status_filter(query.status.as_deref())?;
    let rows = state.db.run(move |conn| newsletter_admin::export(conn, status)).await?;
    // A byte-order mark, so that a spreadsheet opening the file reads its accents as UTF-8.
    let mut csv = String::from("\u{feff}");
    write_line(
        &mut csv,
        ',',
        &["email", "status", "lang", "source", "consent", "created_at", "confirmed_at", "unsubscribed_at"],
    );
    for row in &rows {
        write_line(
            &mut csv,
            ',',
            &[
                &row.email,
                &row.status,
                row.lang.code(),
                &row.source,
                &row.consent,
                &row.created_at,
                row.confirmed_at.as_deref().unwrap_or_default(),
                row.unsubscribed_at.as_deref().unwrap_or_default(),
            ],
        );
    }
    let today = crate::db::now_text();
    let name = format!("abonnes-{}-{}.csv", status.unwrap_or("tous"), today.get(..10).unwrap_or_default());
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        csv,
    ))
}

/// `DELETE /api/admin/newsletter/subscribers/{id}`: the row and its links are gone.
pub async fn erase(State(state): State<AppState>, _: RequireSuperAdmin, Path(id): Path<i64>) -> AppResult<StatusCode> {
    if state.db.run(move |conn| newsletter_admin::erase(conn, id)).await? {
        tracing::info!(subscriber_id = id, "newsletter subscriber erased");
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::NotFound(answer_lang::text("adminNewsletter:errors.notFound")))
    }
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct SubscriberHistory {
    /// The last twelve months, oldest first, this month last.
    pub months: Vec<SubscriberMonth>,
}

/// The twelve months up to `today`'s, as `YYYY-MM`, oldest first.
fn last_twelve_months(today: time::Date) -> Vec<String> {
    let (mut year, mut month) = (today.year(), i32::from(u8::from(today.month())));
    let mut months = Vec::with_capacity(12);
    for _ in 0..12 {
        months.push(format!("{year:04}-{month:02}"));
        month -= 1;
        if month == 0 {
            (year, month) = (year - 1, 12);
        }
    }
    months.reverse();
    months
}

/// `GET /api/admin/newsletter/history`: confirmations and departures of the last twelve months.
pub async fn history(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<SubscriberHistory>> {
    let months = last_twelve_months(time::OffsetDateTime::now_utc().date());
    let months = state.db.run(move |conn| newsletter_admin::by_month(conn, &months)).await?;
    Ok(Json(SubscriberHistory { months }))
}

#[cfg(test)]
mod tests {
    use time::macros::date;

    use super::last_twelve_months;

    #[test]
    fn twelve_months_end_with_this_one_across_the_new_year() {
        let months = last_twelve_months(date!(2026 - 02 - 15));
        assert_eq!(months.len(), 12);
        assert_eq!((months[0].as_str(), months[10].as_str(), months[11].as_str()), ("2025-03", "2026-01", "2026-02"));
    }
}
