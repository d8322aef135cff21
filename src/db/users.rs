//! users: accounts with their profile fields, password hash, role and state.

use rusqlite::{Connection, ErrorCode, OptionalExtension, Row, params};

use super::staff_mails::Recipient;
use crate::answer_lang::error_text;
use crate::domain::lang::Lang;
use crate::domain::role::Role;
use crate::error::{AppError, AppResult};

/// An account as stored, hash included; never serialised as is.
#[derive(Clone, PartialEq)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
    pub role: Role,
    /// Empty while an invited account has not chosen its password.
    pub password_hash: String,
    /// A deactivated account cannot sign in and has no session.
    pub active: bool,
    /// False while a self-registered account has not opened its confirmation link.
    pub email_confirmed: bool,
    /// The language of every e-mail to the account: the one its holder signed up in.
    pub lang: Lang,
    pub last_login_at: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

impl User {
    /// False for an invitation not yet accepted: no password can match.
    pub fn has_password(&self) -> bool {
        !self.password_hash.is_empty()
    }
}

/// Leaves the password hash out of logs.
impl std::fmt::Debug for User {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("User")
            .field("id", &self.id)
            .field("email", &self.email)
            .field("role", &self.role)
            .field("active", &self.active)
            .finish_non_exhaustive()
    }
}

const COLUMNS: &str = "id, email, full_name, avatar_url, role, password_hash, active, last_login_at, created_at, \
     updated_at, email_confirmed, lang";

fn user_from(row: &Row<'_>) -> rusqlite::Result<User> {
    Ok(User {
        id: row.get(0)?,
        email: row.get(1)?,
        full_name: row.get(2)?,
        avatar_url: row.get(3)?,
        role: row.get(4)?,
        password_hash: row.get(5)?,
        active: row.get(6)?,
        last_login_at: row.get(7)?,
        created_at: row.get(8)?,
        updated_at: row.get(9)?,
        email_confirmed: row.get(10)?,
        lang: row.get(11)?,
    })
}

/// What a super_admin may change on an account; None leaves a field as it is.
#[derive(Debug, Default, Clone)]
pub struct AccountChanges {
    pub full_name: Option<String>,
    pub role: Option<Role>,
    pub active: Option<bool>,
}

pub fn count_with_role(conn: &Connection, role: Role) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM users WHERE role = ?1", [role.as_str()], |row| row.get(0))?)
}

/// Creates a French-speaking account; a taken e-mail (in any letter case) is a conflict.
pub fn insert(
    conn: &Connection,
    email: &str,
    password_hash: &str,
    full_name: Option<&str>,
    role: Role,
) -> AppResult<i64> {
    insert_speaking(conn, email, password_hash, full_name, role, Lang::Fr)
}

/// Creates an account whose e-mails are in `lang`; a taken e-mail is a conflict.
pub fn insert_speaking(
    conn: &Connection,
    email: &str,
    password_hash: &str,
    full_name: Option<&str>,
    role: Role,
    lang: Lang,
) -> AppResult<i64> {
    let inserted = conn.execute(
        "INSERT INTO users (email, password_hash, full_name, role, lang) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![email, password_hash, full_name, role.as_str(), lang],
    );
    match inserted {
        Ok(_) => Ok(conn.last_insert_rowid()),
        Err(rusqlite::Error::SqliteFailure(err, _)) if err.code == ErrorCode::ConstraintViolation => {
            Err(AppError::Conflict(error_text("account.emailTaken")))
        }
        Err(err) => Err(err.into()),
    }
}

pub fn find_by_email(conn: &Connection, email: &str) -> AppResult<Option<User>> {
    Ok(conn.query_row(&format!("SELECT {COLUMNS} FROM users WHERE email = ?1"), [email], user_from).optional()?)
}

/// The staff account (super administrator or moderator) with `email`, whatever its case: who signs an article
/// brought in from elsewhere under that address.
pub fn staff_id_by_email(conn: &Connection, email: &str) -> AppResult<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT id FROM users WHERE lower(email) = lower(?1) AND role IN ('super_admin', 'moderator')",
            [email],
            |row| row.get(0),
        )
        .optional()?)
}

pub fn find_by_id(conn: &Connection, id: i64) -> AppResult<Option<User>> {
    Ok(conn.query_row(&format!("SELECT {COLUMNS} FROM users WHERE id = ?1"), [id], user_from).optional()?)
}

/// Applies `changes` to account `id` in one transaction; None when no such account.
/// Refuses (409) to take away the last active super_admin: the count is
/// taken inside the writing transaction, so parallel requests cannot both pass.
/// A deactivation ends the account's sessions and kills its password links.
pub fn update_account(conn: &mut Connection, id: i64, changes: &AccountChanges) -> AppResult<Option<User>> {
    let tx = super::write_transaction(conn)?;
    let Some(current) = find_by_id(&tx, id)? else { return Ok(None) };
    let role = changes.role.unwrap_or(current.role);
    let active = changes.active.unwrap_or(current.active);
    let full_name = changes.full_name.as_deref().or(current.full_name.as_deref());
    tx.execute(
        "UPDATE users SET full_name = ?1, role = ?2, active = ?3, updated_at = ?4 WHERE id = ?5",
        params![full_name, role.as_str(), active, super::now_text(), id],
    )?;
    let was_active_super_admin = current.role == Role::SuperAdmin && current.active;
    let stays_active_super_admin = role == Role::SuperAdmin && active;
    if was_active_super_admin && !stays_active_super_admin && count_active_super_admins(&tx)? == 0 {
        return Err(AppError::Conflict(if role != Role::SuperAdmin {
            error_text("users.lastSuperAdminRole")
        } else {
            error_text("users.lastSuperAdminActive")
        }));
    }
    if current.active && !active {
        end_access(&tx, id)?;
    }
    let updated = find_by_id(&tx, id)?;
    tx.commit()?;
    Ok(updated)
}

pub fn count_active_super_admins(conn: &Connection) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM users WHERE role = 'super_admin' AND active = 1", [], |row| row.get(0))?)
}

/// Ends every session of the account and kills its unused password links.
pub(super) fn end_access(conn: &Connection, id: i64) -> AppResult<()> {
    super::sessions::delete_for_user(conn, id)?;
    super::account_tokens::delete_for_user(conn, id)?;
    Ok(())
}

/// Sets a new password and ends what relied on the old state: every session of
/// the account and its other password links. Callers that need atomicity pass a transaction.
pub fn reset_password(conn: &Connection, id: i64, password_hash: &str) -> AppResult<()> {
    update_password_hash(conn, id, password_hash)?;
    end_access(conn, id)
}

/// Notes a successful sign-in, shown to the super_admin.
pub fn record_login(conn: &Connection, id: i64) -> AppResult<()> {
    conn.execute("UPDATE users SET last_login_at = ?1 WHERE id = ?2", params![super::now_text(), id])?;
    Ok(())
}

/// Staff who hear of new dossiers and contact messages: active accounts whose
/// invitation was accepted (a password is set).
pub fn notified_staff(conn: &Connection) -> AppResult<Vec<Recipient>> {
    let staff = conn
        .prepare_cached(
            "SELECT id, email, lang FROM users WHERE role IN ('super_admin', 'moderator') AND active = 1
             AND password_hash <> '' ORDER BY id",
        )?
        .query_map([], |row| Ok(Recipient { user_id: row.get(0)?, email: row.get(1)?, lang: row.get(2)? }))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(staff)
}

/// Notes that the account's holder received mail at its address (a confirmation,
/// reset or invitation link was opened).
pub fn confirm_email(conn: &Connection, id: i64) -> AppResult<()> {
    conn.execute("UPDATE users SET email_confirmed = 1 WHERE id = ?1 AND email_confirmed = 0", [id])?;
    Ok(())
}

pub fn update_full_name(conn: &Connection, id: i64, full_name: &str) -> AppResult<()> {
    conn.execute(
        "UPDATE users SET full_name = ?1, updated_at = ?2 WHERE id = ?3",
        params![full_name, super::now_text(), id],
    )?;
    Ok(())
}

pub fn update_lang(conn: &Connection, id: i64, lang: Lang) -> AppResult<()> {
    conn.execute("UPDATE users SET lang = ?1, updated_at = ?2 WHERE id = ?3", params![lang, super::now_text(), id])?;
    Ok(())
}

/// Stores the new avatar URL and returns the previous one, so its file can be removed.
pub fn replace_avatar(conn: &Connection, id: i64, avatar_url: &str) -> AppResult<Option<String>> {
    let previous: Option<String> =
        conn.query_row("SELECT avatar_url FROM users WHERE id = ?1", [id], |row| row.get(0))?;
    conn.execute(
        "UPDATE users SET avatar_url = ?1, updated_at = ?2 WHERE id = ?3",
        params![avatar_url, super::now_text(), id],
    )?;
    Ok(previous)
}

pub fn update_password_hash(conn: &Connection, id: i64, password_hash: &str) -> AppResult<()> {
    conn.execute(
        "UPDATE users SET password_hash = ?1, updated_at = ?2 WHERE id = ?3",
        params![password_hash, super::now_text(), id],
    )?;
    Ok(())
}

/// Every account, oldest first, or only those holding `role`.
pub fn list(conn: &Connection, role: Option<Role>) -> AppResult<Vec<User>> {
    let users = conn
        .prepare(&format!("SELECT {COLUMNS} FROM users WHERE ?1 IS NULL OR role = ?1 ORDER BY created_at, id"))?
        .query_map([role.map(Role::as_str)], user_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(users)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_unique_in_any_case_and_roles_change() {
        let conn = crate::db::test_connection();
        insert(&conn, "awa@exemple.km", "hash", Some("Awa"), Role::Promoter).unwrap();
        let duplicate = insert(&conn, "AWA@Exemple.km", "hash", None, Role::Promoter);
        assert!(matches!(duplicate, Err(AppError::Conflict(_))));
        let awa = find_by_email(&conn, "Awa@exemple.km").unwrap().unwrap().id;
        let mut conn = conn;
        update_account(&mut conn, awa, &AccountChanges { role: Some(Role::Moderator), ..AccountChanges::default() })
            .unwrap();
        assert_eq!(count_with_role(&conn, Role::Moderator).unwrap(), 1);
        assert_eq!(list(&conn, None).unwrap()[0].role, Role::Moderator);
        assert_eq!(list(&conn, Some(Role::Moderator)).unwrap().len(), 1);
        assert!(list(&conn, Some(Role::Promoter)).unwrap().is_empty());
        assert_eq!(find_by_email(&conn, "AWA@exemple.KM").unwrap().unwrap().full_name.as_deref(), Some("Awa"));
    }

    fn role(role: Role) -> AccountChanges {
        AccountChanges { role: Some(role), ..AccountChanges::default() }
    }

    fn active(active: bool) -> AccountChanges {
        AccountChanges { active: Some(active), ..AccountChanges::default() }
    }

    #[test]
    fn the_last_active_super_admin_keeps_the_role_and_the_access() {
        let mut conn = crate::db::test_connection();
        let boss = insert(&conn, "chef@exemple.km", "h", None, Role::SuperAdmin).unwrap();
        assert!(matches!(update_account(&mut conn, boss, &role(Role::Moderator)), Err(AppError::Conflict(_))));
        assert!(matches!(update_account(&mut conn, boss, &active(false)), Err(AppError::Conflict(_))));
        let second = insert(&conn, "adjoint@exemple.km", "h", None, Role::SuperAdmin).unwrap();
        assert!(!update_account(&mut conn, second, &active(false)).unwrap().unwrap().active);
        assert!(
            matches!(update_account(&mut conn, boss, &role(Role::Moderator)), Err(AppError::Conflict(_))),
            "an inactive super_admin does not count"
        );
        update_account(&mut conn, second, &active(true)).unwrap();
        assert_eq!(update_account(&mut conn, boss, &role(Role::Moderator)).unwrap().unwrap().role, Role::Moderator);
        assert!(matches!(update_account(&mut conn, second, &role(Role::Promoter)), Err(AppError::Conflict(_))));
        assert_eq!(find_by_id(&conn, second).unwrap().unwrap().role, Role::SuperAdmin, "a refusal changes nothing");
        assert!(update_account(&mut conn, 999, &role(Role::Promoter)).unwrap().is_none());
    }

    #[test]
    fn renaming_keeps_the_rest_and_deactivation_ends_sessions_and_links() {
        let mut conn = crate::db::test_connection();
        insert(&conn, "chef@exemple.km", "h", None, Role::SuperAdmin).unwrap();
        let awa = insert(&conn, "awa@exemple.km", "h", Some("Awa"), Role::Moderator).unwrap();
        crate::db::sessions::insert(&conn, "s1", "{}", i64::MAX, Some(awa)).unwrap();
        crate::db::account_tokens::insert(&conn, awa, &"a".repeat(64), "reset", "2999-01-01T00:00:00Z").unwrap();
        let renamed = AccountChanges { full_name: Some("Awa Said".into()), ..AccountChanges::default() };
        let user = update_account(&mut conn, awa, &renamed).unwrap().unwrap();
        assert_eq!((user.full_name.as_deref(), user.role, user.active), (Some("Awa Said"), Role::Moderator, true));
        assert_eq!(crate::db::sessions::load(&conn, "s1", 0).unwrap().map(|row| row.1), Some(i64::MAX));
        update_account(&mut conn, awa, &active(false)).unwrap();
        assert_eq!(crate::db::sessions::load(&conn, "s1", 0).unwrap(), None);
        let links: i64 = conn.query_row("SELECT count(*) FROM account_tokens", [], |row| row.get(0)).unwrap();
        assert_eq!(links, 0);
        assert_eq!(notified_staff(&conn).unwrap().len(), 1, "a deactivated moderator hears of nothing");
        let invited = insert(&conn, "invite@exemple.km", "", None, Role::Moderator).unwrap();
        assert!(
            notified_staff(&conn).unwrap().iter().all(|recipient| recipient.user_id != invited),
            "nor an invitation not yet accepted"
        );
        assert_eq!(notified_staff(&conn).unwrap()[0].email, "chef@exemple.km");
    }

    #[test]
    fn avatar_replacement_returns_the_previous_url() {
        let conn = crate::db::test_connection();
        let id = insert(&conn, "a@exemple.km", "h", None, Role::Promoter).unwrap();
        assert_eq!(replace_avatar(&conn, id, "/media/avatars/1.webp").unwrap(), None);
        assert_eq!(
            replace_avatar(&conn, id, "/media/avatars/2.webp").unwrap().as_deref(),
            Some("/media/avatars/1.webp")
        );
    }
}
