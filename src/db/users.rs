//! users: accounts with their profile fields and role.

use rusqlite::{Connection, ErrorCode, params};
use serde::Serialize;

use crate::domain::role::Role;
use crate::error::{AppError, AppResult};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UserRow {
    pub id: i64,
    pub email: String,
    pub full_name: Option<String>,
    pub role: String,
    pub created_at: String,
}

pub fn count_with_role(conn: &Connection, role: Role) -> AppResult<i64> {
    Ok(conn.query_row("SELECT count(*) FROM users WHERE role = ?1", [role.as_str()], |row| row.get(0))?)
}

/// Creates an account; a taken e-mail (in any letter case) is a conflict.
pub fn insert(conn: &Connection, email: &str, password_hash: &str, full_name: Option<&str>, role: Role) -> AppResult<i64> {
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

/// Changes a role by e-mail; false when no such account exists.
pub fn set_role(conn: &Connection, email: &str, role: Role) -> AppResult<bool> {
    let changed = conn.execute(
        "UPDATE users SET role = ?1, updated_at = ?2 WHERE email = ?3",
        params![role.as_str(), super::now_text(), email],
    )?;
    Ok(changed == 1)
}

pub fn list(conn: &Connection) -> AppResult<Vec<UserRow>> {
    let users = conn
        .prepare("SELECT id, email, full_name, role, created_at FROM users ORDER BY created_at, id")?
        .query_map([], |row| {
            Ok(UserRow {
                id: row.get(0)?,
                email: row.get(1)?,
                full_name: row.get(2)?,
                role: row.get(3)?,
                created_at: row.get(4)?,
            })
        })?
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
        assert_eq!(list(&conn).unwrap()[0].role, "moderator");
    }
}
