//! Visit counts and the figures of the back-office dashboard.

use std::collections::BTreeMap;

use rusqlite::{Connection, params};
use serde::Serialize;
use ts_rs::TS;

use super::posts::PUBLISHED;
use crate::domain::device::Device;
use crate::error::AppResult;

/// Counts one page view, and the visitor (with his device) once per day.
pub fn record_view(conn: &Connection, day: &str, path: &str, visitor: &str, device: Device) -> AppResult<()> {
    conn.prepare_cached(
        "INSERT INTO page_views (day, path, views) VALUES (?1, ?2, 1)
         ON CONFLICT (day, path) DO UPDATE SET views = views + 1",
    )?
    .execute(params![day, path])?;
    conn.prepare_cached("INSERT OR IGNORE INTO daily_visitors (day, visitor, device) VALUES (?1, ?2, ?3)")?
        .execute(params![day, visitor, device.code()])?;
    Ok(())
}

/// Counts a visit that came from another site, known by its domain alone.
pub fn record_referrer(conn: &Connection, day: &str, domain: &str) -> AppResult<()> {
    conn.prepare_cached(
        "INSERT INTO referrer_visits (day, domain, visits) VALUES (?1, ?2, 1)
         ON CONFLICT (day, domain) DO UPDATE SET visits = visits + 1",
    )?
    .execute(params![day, domain])?;
    Ok(())
}

/// Counts a blog search for `term` (normalized), and whether it found anything this time.
pub fn record_search(conn: &Connection, day: &str, term: &str, found: bool) -> AppResult<()> {
    conn.prepare_cached(
        "INSERT INTO search_terms (day, term, searches, found) VALUES (?1, ?2, 1, ?3)
         ON CONFLICT (day, term) DO UPDATE SET searches = searches + 1, found = excluded.found",
    )?
    .execute(params![day, term, found])?;
    Ok(())
}

/// Whether `slug` names an article published at `now`: only those are counted.
pub fn is_published_article(conn: &Connection, now: &str, slug: &str) -> AppResult<bool> {
    Ok(conn
        .prepare_cached(&format!("SELECT EXISTS (SELECT 1 FROM blog_posts p WHERE {PUBLISHED} AND p.slug = ?2)"))?
        .query_row(params![now, slug], |row| row.get(0))?)
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DailyVisits {
    pub day: String,
    pub views: i64,
    pub visitors: i64,
}

/// One entry per day from `first_day` to `last_day` included (days are `YYYY-MM-DD`), zero when quiet.
pub fn daily_visits(conn: &Connection, days: &[String]) -> AppResult<Vec<DailyVisits>> {
    let (Some(first), Some(last)) = (days.first(), days.last()) else { return Ok(Vec::new()) };
    let mut views: BTreeMap<String, i64> = BTreeMap::new();
    let mut statement =
        conn.prepare_cached("SELECT day, sum(views) FROM page_views WHERE day BETWEEN ?1 AND ?2 GROUP BY day")?;
    for row in statement.query_map(params![first, last], |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)))? {
        let (day, count) = row?;
        views.insert(day, count);
    }
    let mut visitors: BTreeMap<String, i64> = BTreeMap::new();
    let mut statement =
        conn.prepare_cached("SELECT day, count(*) FROM daily_visitors WHERE day BETWEEN ?1 AND ?2 GROUP BY day")?;
    for row in statement.query_map(params![first, last], |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)))? {
        let (day, count) = row?;
        visitors.insert(day, count);
    }
    Ok(days
        .iter()
        .map(|day| DailyVisits {
            day: day.clone(),
            views: views.get(day).copied().unwrap_or(0),
            visitors: visitors.get(day).copied().unwrap_or(0),
        })
        .collect())
}

/// Contact messages received since `since` (stored time format).
pub fn messages_since(conn: &Connection, since: &str) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM contact_messages WHERE created_at >= ?1", [since], |row| row.get(0))?)
}

/// How many dossiers are in each status.
pub fn dossiers_by_status(conn: &Connection) -> AppResult<BTreeMap<String, i64>> {
    let mut counts = BTreeMap::new();
    let mut statement = conn.prepare_cached("SELECT status, count(*) FROM dossiers GROUP BY status")?;
    for row in statement.query_map([], |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)))? {
        let (status, count) = row?;
        counts.insert(status, count);
    }
    Ok(counts)
}

/// Something that happened, for the dashboard's recent-activity list.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ActivityItem {
    /// `contact_message`, `dossier_created` or `dossier_status`.
    pub kind: String,
    /// The sender's name or the dossier's title.
    pub subject: String,
    /// The new status of a status change.
    pub detail: Option<String>,
    pub at: String,
}

/// The newest events across contact messages, new dossiers and status changes.
pub fn recent_activity(conn: &Connection, limit: i64) -> AppResult<Vec<ActivityItem>> {
    let items = conn
        .prepare_cached(
            "SELECT 'contact_message', coalesce(c.name, m.sender), NULL, m.created_at
               FROM contact_messages m LEFT JOIN contacts c ON c.id = m.contact_id
             UNION ALL
             SELECT 'dossier_created', d.title, NULL, d.created_at FROM dossiers d
             UNION ALL
             SELECT 'dossier_status', d.title, h.to_status, h.created_at
               FROM dossier_status_history h JOIN dossiers d ON d.id = h.dossier_id
             ORDER BY 4 DESC LIMIT ?1",
        )?
        .query_map([limit], |row| {
            Ok(ActivityItem { kind: row.get(0)?, subject: row.get(1)?, detail: row.get(2)?, at: row.get(3)? })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_and_unique_visitors_per_day_with_quiet_days_at_zero() {
        let conn = crate::db::test_connection();
        let computer = Device::Computer;
        record_view(&conn, "2026-11-20", "/", "a", computer).unwrap();
        record_view(&conn, "2026-11-20", "/blog", "a", computer).unwrap();
        record_view(&conn, "2026-11-20", "/", "b", Device::Phone).unwrap();
        record_view(&conn, "2026-11-22", "/", "a", computer).unwrap();
        let days: Vec<String> = ["2026-11-20", "2026-11-21", "2026-11-22"].map(String::from).to_vec();
        let visits = daily_visits(&conn, &days).unwrap();
        let figures: Vec<(i64, i64)> = visits.iter().map(|d| (d.views, d.visitors)).collect();
        assert_eq!(figures, [(3, 2), (0, 0), (1, 1)]);
    }

    #[test]
    fn recent_activity_mixes_messages_dossiers_and_status_changes() {
        let mut conn = crate::db::test_connection();
        crate::db::contacts::record_message(
            &mut conn,
            "Awa",
            "awa@exemple.km",
            "Bonjour",
            crate::domain::lang::Lang::Fr,
        )
        .unwrap();
        conn.execute("INSERT INTO users (id, email, password_hash) VALUES (1, 'p@exemple.km', 'h')", []).unwrap();
        conn.execute(
            "INSERT INTO dossiers (id, title, description, promoter_id, created_at) VALUES (1, 'Ferme solaire', 'd', 1, '2000-01-01T00:00:00Z')",
            [],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO dossier_status_history (dossier_id, from_status, to_status, created_at)
             VALUES (1, 'received', 'processing', '2000-01-02T00:00:00Z')",
            [],
        )
        .unwrap();
        let kinds: Vec<String> = recent_activity(&conn, 10).unwrap().into_iter().map(|item| item.kind).collect();
        assert_eq!(kinds, ["contact_message", "dossier_status", "dossier_created"]);
        assert_eq!(dossiers_by_status(&conn).unwrap()["received"], 1);
    }
}
