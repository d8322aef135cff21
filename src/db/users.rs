//! users: accounts with their profile fields, password hash and role.

use rusqlite::{Connection, ErrorCode, OptionalExtension, Row, params};

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
    pub password_hash: String,
    pub created_at: String,
    pub updated_at: String,
}

/// Leaves the password hash out of logs.
impl std::fmt::Debug for User {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("User")
            .field("id", &self.id)
            .field("email", &self.email)
            .field("role", &self.role)
            .finish_non_exhaustive()
    }
}

const COLUMNS: &str = "id, email, full_name, avatar_url, role, password_hash, created_at, updated_at";

fn user_from(row: &Row<'_>) -> rusqlite::Result<User> {
    let role: String = row.get(4)?;
    Ok(User {
        id: row.get(0)?,
        email: row.get(1)?,
        full_name: row.get(2)?,
        avatar_url: row.get(3)?,
        role: Role::parse(&role).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(4, rusqlite::types::Type::Text, format!("role {role}").into())
        })?,
        password_hash: row.get(5)?,
        created_at: row.get(6)?,
        updated_at: row.get(7)?,
    })
}

pub fn count_with_role(conn: &Connection, role: Role) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM users WHERE role = ?1", [role.as_str()], |row| row.get(0))?)
}

/// Creates an account; a taken e-mail (in any letter case) is a conflict.
pub fn insert(
    conn: &Connection,
    email: &str,
    password_hash: &str,
    full_name: Option<&str>,
    role: Role,
) -> AppResult<i64> {
    let inserted = conn.execute(
        "INSERT INTO users (email, password_hash, full_name, role) VALUES (?1, ?2, ?3, ?4)",
        params![email, password_hash, full_name, role.as_str()],
    );
    match inserted {
        Ok(_) => Ok(conn.last_insert_rowid()),
        Err(rusqlite::Error::SqliteFailure(err, _)) if err.code == ErrorCode::ConstraintViolation => {
            Err(AppError::Conflict("Un compte existe déjà avec cette adresse e-mail.".into()))
        }
        Err(err) => Err(err.into()),
    }
}

pub fn find_by_email(conn: &Connection, email: &str) -> AppResult<Option<User>> {
    Ok(conn.query_row(&format!("SELECT {COLUMNS} FROM users WHERE email = ?1"), [email], user_from).optional()?)
}

pub fn find_by_id(conn: &Connection, id: i64) -> AppResult<Option<User>> {
    Ok(conn.query_row(&format!("SELECT {COLUMNS} FROM users WHERE id = ?1"), [id], user_from).optional()?)
}

/// Changes a role by e-mail; false when no such account exists.
pub fn set_role(conn: &Connection, email: &str, role: Role) -> AppResult<bool> {
    let changed = conn.execute(
        "UPDATE users SET role = ?1, updated_at = ?2 WHERE email = ?3",
        params![role.as_str(), super::now_text(), email],
    )?;
    Ok(changed == 1)
}

/// Changes a role by id, refusing to remove the last super_admin; None when no such account.
pub fn set_role_by_id(conn: &mut Connection, id: i64, role: Role) -> AppResult<Option<User>> {
    let tx = super::write_transaction(conn)?;
    let Some(current) = find_by_id(&tx, id)? else { return Ok(None) };
    if current.role == Role::SuperAdmin && role != Role::SuperAdmin && count_with_role(&tx, Role::SuperAdmin)? <= 1 {
        return Err(AppError::Conflict("Impossible de retirer le rôle du dernier super administrateur.".into()));
    }
    tx.execute(
        "UPDATE users SET role = ?1, updated_at = ?2 WHERE id = ?3",
        params![role.as_str(), super::now_text(), id],
    )?;
    let updated = find_by_id(&tx, id)?;
    tx.commit()?;
    Ok(updated)
}

pub fn update_full_name(conn: &Connection, id: i64, full_name: &str) -> AppResult<()> {
    conn.execute(
        "UPDATE users SET full_name = ?1, updated_at = ?2 WHERE id = ?3",
        params![full_name, super::now_text(), id],
    )?;
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

pub fn list(conn: &Connection) -> AppResult<Vec<User>> {
    let users = conn
        .prepare(&format!("SELECT {COLUMNS} FROM users ORDER BY created_at, id"))?
        .query_map([], user_from)?
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
        assert!(set_role(&conn, "Awa@exemple.km", Role::Moderator).unwrap());
        assert!(!set_role(&conn, "nobody@exemple.km", Role::Moderator).unwrap());
        assert_eq!(count_with_role(&conn, Role::Moderator).unwrap(), 1);
        assert_eq!(list(&conn).unwrap()[0].role, Role::Moderator);
        assert_eq!(find_by_email(&conn, "AWA@exemple.KM").unwrap().unwrap().full_name.as_deref(), Some("Awa"));
    }

    #[test]
    fn the_last_super_admin_keeps_the_role() {
        let mut conn = crate::db::test_connection();
        let boss = insert(&conn, "chef@exemple.km", "h", None, Role::SuperAdmin).unwrap();
        assert!(matches!(set_role_by_id(&mut conn, boss, Role::Moderator), Err(AppError::Conflict(_))));
        let second = insert(&conn, "adjoint@exemple.km", "h", None, Role::SuperAdmin).unwrap();
        assert_eq!(set_role_by_id(&mut conn, boss, Role::Moderator).unwrap().unwrap().role, Role::Moderator);
        assert!(matches!(set_role_by_id(&mut conn, second, Role::Promoter), Err(AppError::Conflict(_))));
        assert!(set_role_by_id(&mut conn, 999, Role::Promoter).unwrap().is_none());
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
