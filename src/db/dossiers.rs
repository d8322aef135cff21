//! dossiers: promoters' project files, their status changes and read marks.
//! Every read takes the viewer, so a promoter's query is filtered by owner by construction.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::dossier_status::DossierStatus;
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// Who is looking: staff see every dossier, a promoter only their own.
#[derive(Debug, Clone, Copy)]
pub enum Viewer {
    Staff(i64),
    Promoter(i64),
}

impl Viewer {
    fn user_id(self) -> i64 {
        match self {
            Viewer::Staff(id) | Viewer::Promoter(id) => id,
        }
    }

    fn owner_filter(self) -> Option<i64> {
        match self {
            Viewer::Staff(_) => None,
            Viewer::Promoter(id) => Some(id),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PersonRef {
    pub id: i64,
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DossierSummary {
    pub id: i64,
    pub title: String,
    pub status: DossierStatus,
    pub created_at: String,
    pub updated_at: String,
    pub promoter: PersonRef,
    /// What the other side wrote (and, for the promoter, status changes) since the viewer last opened it.
    pub unread: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Dossier {
    #[serde(flatten)]
    #[ts(flatten)]
    pub summary: DossierSummary,
    pub description: String,
}

/// Filters of the staff list.
#[derive(Debug, Clone, Default)]
pub struct DossierFilter {
    pub status: Option<DossierStatus>,
    pub query: String,
}

const SELECT: &str = "SELECT d.id, d.title, d.status, d.created_at, d.updated_at, u.id, u.full_name, u.avatar_url,
      (SELECT count(*) FROM dossier_messages m
        WHERE m.dossier_id = d.id AND m.id > coalesce(r.last_message_id, 0)
          AND ((?1 AND m.sender_id = d.promoter_id) OR (NOT ?1 AND m.sender_id IS NOT d.promoter_id)))
    + (CASE WHEN ?1 THEN 0 ELSE (SELECT count(*) FROM dossier_status_history h
        WHERE h.dossier_id = d.id AND h.id > coalesce(r.last_history_id, 0)) END),
      d.description
    FROM dossiers d JOIN users u ON u.id = d.promoter_id
    LEFT JOIN dossier_reads r ON r.dossier_id = d.id AND r.user_id = ?2";

fn dossier_from(row: &Row<'_>) -> rusqlite::Result<Dossier> {
    Ok(Dossier {
        summary: DossierSummary {
            id: row.get(0)?,
            title: row.get(1)?,
            status: row.get(2)?,
            created_at: row.get(3)?,
            updated_at: row.get(4)?,
            promoter: PersonRef { id: row.get(5)?, full_name: row.get(6)?, avatar_url: row.get(7)? },
            unread: row.get(8)?,
        },
        description: row.get(9)?,
    })
}

/// The dossiers the viewer may see, newest first, filtered for staff by status and by title or promoter name.
pub fn list(conn: &Connection, viewer: Viewer, filter: &DossierFilter) -> AppResult<Vec<DossierSummary>> {
    let sql = format!(
        "{SELECT} WHERE (?3 IS NULL OR d.promoter_id = ?3) AND (?4 IS NULL OR d.status = ?4)
           AND (?5 = '' OR instr(unicode_lower(d.title), ?5) > 0 OR instr(unicode_lower(coalesce(u.full_name, '')), ?5) > 0)
         ORDER BY d.created_at DESC, d.id DESC"
    );
    let is_staff = matches!(viewer, Viewer::Staff(_));
    let dossiers = conn
        .prepare_cached(&sql)?
        .query_map(
            params![
                is_staff,
                viewer.user_id(),
                viewer.owner_filter(),
                filter.status.map(DossierStatus::as_str),
                filter.query.trim().to_lowercase()
            ],
            |row| dossier_from(row).map(|dossier| dossier.summary),
        )?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(dossiers)
}

/// One dossier if the viewer may see it; someone else's is simply not found.
pub fn find(conn: &Connection, viewer: Viewer, id: i64) -> AppResult<Option<Dossier>> {
    let sql = format!("{SELECT} WHERE d.id = ?3 AND (?4 IS NULL OR d.promoter_id = ?4)");
    let is_staff = matches!(viewer, Viewer::Staff(_));
    Ok(conn.query_row(&sql, params![is_staff, viewer.user_id(), id, viewer.owner_filter()], dossier_from).optional()?)
}

/// Rows counted within a quota's time window, and when the oldest of them was written
/// (Unix seconds), which says when the window frees a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecentRows {
    pub count: i64,
    pub oldest: Option<i64>,
}

/// The dossiers `promoter_id` created after `since` (a stored time text).
pub fn created_since(conn: &Connection, promoter_id: i64, since: &str) -> AppResult<RecentRows> {
    Ok(conn.query_row(
        "SELECT count(*), unixepoch(min(created_at)) FROM dossiers WHERE promoter_id = ?1 AND created_at > ?2",
        params![promoter_id, since],
        |row| Ok(RecentRows { count: row.get(0)?, oldest: row.get(1)? }),
    )?)
}

pub fn create(conn: &Connection, promoter_id: i64, title: &str, description: &str) -> AppResult<i64> {
    let now = super::now_text();
    conn.execute(
        "INSERT INTO dossiers (title, description, status, promoter_id, created_at, updated_at)
         VALUES (?1, ?2, 'received', ?3, ?4, ?4)",
        params![title, description, promoter_id, now],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Sets the status and records the change; None when it is already that status.
pub fn set_status(
    conn: &Connection,
    id: i64,
    status: DossierStatus,
    changed_by: i64,
) -> AppResult<Option<DossierStatus>> {
    let current: DossierStatus = conn.query_row("SELECT status FROM dossiers WHERE id = ?1", [id], |row| row.get(0))?;
    if current == status {
        return Ok(None);
    }
    let now = super::now_text();
    conn.execute("UPDATE dossiers SET status = ?1, updated_at = ?2 WHERE id = ?3", params![status, now, id])?;
    conn.execute(
        "INSERT INTO dossier_status_history (dossier_id, changed_by, from_status, to_status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![id, changed_by, current, status, now],
    )?;
    Ok(Some(current))
}

/// Records that `user_id` has now seen everything in the dossier.
pub fn mark_read(conn: &Connection, dossier_id: i64, user_id: i64) -> AppResult<()> {
    conn.execute(
        "INSERT INTO dossier_reads (dossier_id, user_id, last_message_id, last_history_id)
         VALUES (?1, ?2,
                 (SELECT coalesce(max(id), 0) FROM dossier_messages WHERE dossier_id = ?1),
                 (SELECT coalesce(max(id), 0) FROM dossier_status_history WHERE dossier_id = ?1))
         ON CONFLICT (dossier_id, user_id) DO UPDATE
         SET last_message_id = excluded.last_message_id, last_history_id = excluded.last_history_id",
        params![dossier_id, user_id],
    )?;
    Ok(())
}

/// Where a mail to a dossier's promoter goes, and in which language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promoter {
    pub email: String,
    pub lang: Lang,
}

/// A dossier's title and its promoter, for the mail that tells of a change.
pub fn title_and_promoter(conn: &Connection, id: i64) -> AppResult<(String, Promoter)> {
    Ok(conn.query_row(
        "SELECT d.title, u.email, u.lang FROM dossiers d JOIN users u ON u.id = d.promoter_id WHERE d.id = ?1",
        [id],
        |row| Ok((row.get(0)?, Promoter { email: row.get(1)?, lang: row.get(2)? })),
    )?)
}

pub fn touch(conn: &Connection, id: i64) -> AppResult<()> {
    conn.execute("UPDATE dossiers SET updated_at = ?1 WHERE id = ?2", params![super::now_text(), id])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::dossier_messages;

    fn setup() -> (Connection, i64, i64, i64) {
        let conn = crate::db::test_connection();
        let promoter =
            crate::db::users::insert(&conn, "p@exemple.km", "h", Some("Awa"), crate::domain::role::Role::Promoter)
                .unwrap();
        let other =
            crate::db::users::insert(&conn, "q@exemple.km", "h", Some("Said"), crate::domain::role::Role::Promoter)
                .unwrap();
        let staff =
            crate::db::users::insert(&conn, "m@exemple.km", "h", Some("Modo"), crate::domain::role::Role::Moderator)
                .unwrap();
        (conn, promoter, other, staff)
    }

    #[test]
    fn promoters_see_only_their_own_dossiers() {
        let (conn, promoter, other, staff) = setup();
        let mine = create(&conn, promoter, "Ferme solaire", "Description").unwrap();
        create(&conn, other, "Coopérative de vanille", "Description").unwrap();
        assert_eq!(list(&conn, Viewer::Promoter(promoter), &DossierFilter::default()).unwrap().len(), 1);
        assert!(find(&conn, Viewer::Promoter(other), mine).unwrap().is_none());
        assert!(find(&conn, Viewer::Staff(staff), mine).unwrap().is_some());
        let filter = DossierFilter { query: "SAID".into(), ..DossierFilter::default() };
        let found = list(&conn, Viewer::Staff(staff), &filter).unwrap();
        assert_eq!(found[0].title, "Coopérative de vanille");
        let filter = DossierFilter { status: Some(DossierStatus::Completed), ..DossierFilter::default() };
        assert!(list(&conn, Viewer::Staff(staff), &filter).unwrap().is_empty());
    }

    #[test]
    fn recent_creations_are_counted_per_promoter() {
        let (conn, promoter, other, _) = setup();
        create(&conn, promoter, "Ancien", "Description").unwrap();
        conn.execute("UPDATE dossiers SET created_at = '2020-01-01T00:00:00Z'", []).unwrap();
        create(&conn, promoter, "Un", "Description").unwrap();
        create(&conn, promoter, "Deux", "Description").unwrap();
        create(&conn, other, "Autre", "Description").unwrap();
        let recent = created_since(&conn, promoter, "2024-01-01T00:00:00Z").unwrap();
        assert_eq!(recent.count, 2);
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        assert!(recent.oldest.is_some_and(|oldest| (now - oldest).abs() < 5));
        assert_eq!(
            created_since(&conn, promoter, "2100-01-01T00:00:00Z").unwrap(),
            RecentRows { count: 0, oldest: None }
        );
    }

    #[test]
    fn unread_counts_what_the_other_side_did_since_the_last_visit() {
        let (conn, promoter, _, staff) = setup();
        let id = create(&conn, promoter, "Ferme solaire", "Description").unwrap();
        dossier_messages::add(&conn, id, promoter, "Bonjour").unwrap();
        let staff_view = || find(&conn, Viewer::Staff(staff), id).unwrap().unwrap().summary.unread;
        let promoter_view = || find(&conn, Viewer::Promoter(promoter), id).unwrap().unwrap().summary.unread;
        assert_eq!((staff_view(), promoter_view()), (1, 0));
        mark_read(&conn, id, staff).unwrap();
        dossier_messages::add(&conn, id, staff, "Bien reçu").unwrap();
        assert_eq!(set_status(&conn, id, DossierStatus::Processing, staff).unwrap(), Some(DossierStatus::Received));
        assert_eq!(set_status(&conn, id, DossierStatus::Processing, staff).unwrap(), None);
        assert_eq!((staff_view(), promoter_view()), (0, 2));
        mark_read(&conn, id, promoter).unwrap();
        assert_eq!(promoter_view(), 0);
    }
}
