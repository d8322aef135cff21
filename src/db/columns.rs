//! How the domain's enums are stored: as their snake_case names, which the schema's
//! CHECK constraints list. A name the code does not know fails the read loudly.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use crate::domain::dossier_status::DossierStatus;
use crate::domain::lang::Lang;
use crate::domain::role::Role;

fn named<T>(value: ValueRef<'_>, parse: fn(&str) -> Option<T>) -> FromSqlResult<T> {
    let name = value.as_str()?;
    parse(name).ok_or_else(|| FromSqlError::Other(format!("unknown stored name {name:?}").into()))
}

impl FromSql for Role {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        named(value, Role::parse)
    }
}

impl ToSql for Role {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

impl FromSql for DossierStatus {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        named(value, DossierStatus::parse)
    }
}

impl ToSql for DossierStatus {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

impl FromSql for Lang {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        named(value, Lang::from_code)
    }
}

impl ToSql for Lang {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.code().into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enums_are_stored_by_name_and_unknown_names_fail() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let (role, status): (Role, DossierStatus) = conn
            .query_row("SELECT ?1, ?2", (Role::Moderator, DossierStatus::MoreInfoRequired), |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .unwrap();
        assert_eq!((role, status), (Role::Moderator, DossierStatus::MoreInfoRequired));
        let stored: String = conn.query_row("SELECT ?1", [Role::SuperAdmin], |row| row.get(0)).unwrap();
        assert_eq!(stored, "super_admin");
        assert!(conn.query_row("SELECT 'admin'", [], |row| row.get::<_, Role>(0)).is_err());
        assert!(conn.query_row("SELECT 'lost'", [], |row| row.get::<_, DossierStatus>(0)).is_err());
    }
}
