//! `GET /api/admin/stats`: the dashboard's live figures for staff.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use time::{Duration, OffsetDateTime};
use ts_rs::TS;

use crate::auth::extract::RequireStaff;
use crate::db;
use crate::db::stats::{ActivityItem, DailyVisits};
use crate::error::AppResult;
use crate::state::AppState;

const DAYS: i64 = 30;
const RECENT_ITEMS: i64 = 10;

#[derive(Debug, Serialize, TS)]
pub struct DossierCounts {
    pub received: i64,
    pub processing: i64,
    pub more_info_required: i64,
    pub completed: i64,
    pub rejected: i64,
    pub total: i64,
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct AdminStats {
    pub posts: i64,
    pub messages: i64,
    /// Contact messages neither read nor archived.
    pub messages_unread: i64,
    pub dossiers: DossierCounts,
    /// The last 30 days, oldest first, today included.
    pub visits: Vec<DailyVisits>,
    /// Sum of each day's unique visitors over the 30 days.
    pub visitors_30d: i64,
    pub views_30d: i64,
    pub messages_30d: i64,
    /// Contact messages per 100 unique visitors over 30 days; null without visitors.
    pub conversion_rate: Option<f64>,
    pub recent_activity: Vec<ActivityItem>,
}

pub async fn stats(State(state): State<AppState>, _: RequireStaff) -> AppResult<Json<AdminStats>> {
    let now = OffsetDateTime::now_utc();
    let days: Vec<String> = (0..DAYS).rev().map(|back| crate::domain::dates::day(now - Duration::days(back))).collect();
    let since = format!("{}T00:00:00Z", days[0]);
    let stats = state
        .db
        .run(move |conn| {
            let by_status = db::stats::dossiers_by_status(conn)?;
            let count = |status: &str| by_status.get(status).copied().unwrap_or(0);
            let visits = db::stats::daily_visits(conn, &days)?;
            let visitors_30d = visits.iter().map(|day| day.visitors).sum::<i64>();
            let messages_30d = db::stats::messages_since(conn, &since)?;
            Ok(AdminStats {
                posts: db::posts_admin::count_all(conn)?,
                messages: db::contacts::count_messages(conn)?,
                messages_unread: db::contacts::count_unread(conn)?,
                dossiers: DossierCounts {
                    received: count("received"),
                    processing: count("processing"),
                    more_info_required: count("more_info_required"),
                    completed: count("completed"),
                    rejected: count("rejected"),
                    total: by_status.values().sum(),
                },
                views_30d: visits.iter().map(|day| day.views).sum(),
                conversion_rate: (visitors_30d > 0)
                    .then(|| (messages_30d as f64 * 1000.0 / visitors_30d as f64).round() / 10.0),
                visitors_30d,
                messages_30d,
                visits,
                recent_activity: db::stats::recent_activity(conn, RECENT_ITEMS)?,
            })
        })
        .await?;
    Ok(Json(stats))
}
