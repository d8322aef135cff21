//! Per-account limits that keep one promoter account from filling the server: new
//! dossiers a day, messages a minute, attachment bytes in all. Staff are exempt.
//! Each check runs inside the write transaction that then inserts, so concurrent
//! requests queue on the write lock and cannot both pass the same count.

use rusqlite::Connection;
use time::{Duration, OffsetDateTime};

use crate::answer_lang::error_text;
use crate::db::dossiers::RecentRows;
use crate::db::{attachments, dossier_messages, dossiers, format_time};
use crate::error::{AppError, AppResult};

pub const DOSSIERS_PER_DAY: i64 = 5;
pub const MESSAGES_PER_MINUTE: i64 = 10;
/// 200 Mo, counted like the 20 Mo limit of one file.
pub const ATTACHMENT_BYTES_PER_ACCOUNT: i64 = 200 * 1024 * 1024;

const DAY: Duration = Duration::days(1);
const MINUTE: Duration = Duration::minutes(1);

/// Refuses when `recent` already fills the window; Retry-After is when its oldest row leaves it.
fn within_window(
    count_since: impl FnOnce(&str) -> AppResult<RecentRows>,
    max: i64,
    window: Duration,
    refusal: impl FnOnce() -> String,
) -> AppResult<()> {
    let now = OffsetDateTime::now_utc();
    let recent = count_since(&format_time(now - window))?;
    if recent.count < max {
        return Ok(());
    }
    let frees_at = recent.oldest.unwrap_or(now.unix_timestamp()) + window.whole_seconds();
    let wait = u64::try_from(frees_at - now.unix_timestamp()).unwrap_or(1).max(1);
    Err(AppError::rate_limited(&refusal())(wait))
}

pub fn check_new_dossier(conn: &Connection, promoter_id: i64) -> AppResult<()> {
    within_window(
        |since| dossiers::created_since(conn, promoter_id, since),
        DOSSIERS_PER_DAY,
        DAY,
        || error_text("dossiers.tooManyDossiers"),
    )
}

pub fn check_new_message(conn: &Connection, sender_id: i64) -> AppResult<()> {
    within_window(
        |since| dossier_messages::sent_since(conn, sender_id, since),
        MESSAGES_PER_MINUTE,
        MINUTE,
        || error_text("dossiers.tooManyMessages"),
    )
}

/// Refuses a file of `incoming` bytes that would take the promoter's attachments past the quota.
pub fn check_attachment_bytes(conn: &Connection, promoter_id: i64, incoming: i64) -> AppResult<()> {
    let used = attachments::bytes_of_promoter(conn, promoter_id)?;
    if used.saturating_add(incoming) > ATTACHMENT_BYTES_PER_ACCOUNT {
        return Err(AppError::PayloadTooLarge(error_text("dossiers.tooManyBytes")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::role::Role;

    fn promoter(conn: &Connection) -> i64 {
        crate::db::users::insert(conn, "p@exemple.km", "h", Some("Awa"), Role::Promoter).unwrap()
    }

    #[test]
    fn the_sixth_dossier_of_a_day_waits_for_the_first_to_age() {
        let conn = crate::db::test_connection();
        let owner = promoter(&conn);
        for n in 0..DOSSIERS_PER_DAY {
            check_new_dossier(&conn, owner).unwrap();
            dossiers::create(&conn, owner, &format!("Dossier {n}"), "Description").unwrap();
        }
        let two_hours_ago = format_time(OffsetDateTime::now_utc() - Duration::hours(2));
        conn.execute("UPDATE dossiers SET created_at = ?1 WHERE id = (SELECT min(id) FROM dossiers)", [two_hours_ago])
            .unwrap();
        match check_new_dossier(&conn, owner) {
            Err(AppError::RateLimited { retry_after_secs, message }) => {
                assert!((22 * 3600 - 5..=22 * 3600).contains(&(retry_after_secs as i64)), "{retry_after_secs}");
                assert_eq!(message, error_text("dossiers.tooManyDossiers"));
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
        let yesterday = format_time(OffsetDateTime::now_utc() - Duration::hours(25));
        conn.execute("UPDATE dossiers SET created_at = ?1 WHERE id = (SELECT min(id) FROM dossiers)", [yesterday])
            .unwrap();
        check_new_dossier(&conn, owner).unwrap();
    }

    #[test]
    fn attachment_bytes_may_reach_the_quota_but_not_pass_it() {
        let conn = crate::db::test_connection();
        let owner = promoter(&conn);
        let dossier = dossiers::create(&conn, owner, "Dossier", "Description").unwrap();
        conn.execute(
            "INSERT INTO dossier_attachments (dossier_id, uploaded_by, original_name, stored_name, content_type, size_bytes)
             VALUES (?1, ?2, 'a.pdf', 'a', 'application/pdf', 20971520)",
            [dossier, owner],
        )
        .unwrap();
        let left = ATTACHMENT_BYTES_PER_ACCOUNT - 20_971_520;
        check_attachment_bytes(&conn, owner, left).unwrap();
        assert!(
            matches!(check_attachment_bytes(&conn, owner, left + 1), Err(AppError::PayloadTooLarge(m)) if m == error_text("dossiers.tooManyBytes"))
        );
    }
}
