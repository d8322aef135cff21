//! A restored database is data from outside: before the server opens it, its schema
//! must be exactly the one this binary's own migrations build, so that no trigger,
//! view, index or table the migrations did not write can run or hide in it.

use std::collections::BTreeMap;

use anyhow::{anyhow, bail};
use refinery::Migration;
use rusqlite::{Connection, OptionalExtension};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// The table refinery keeps its history in.
const HISTORY_TABLE: &str = "refinery_schema_history";
/// At most this many differences are named in a refusal.
const NAMED_DIFFERENCES: usize = 5;

/// Refuses a database whose migration history is not a beginning of this binary's
/// migrations, or whose schema differs from a fresh database migrated to the same version:
/// the same tables, columns, CHECKs, indexes, triggers and views, with the same SQL.
/// Reads only the schema and the history: nothing the database holds runs.
pub fn check(conn: &Connection) -> anyhow::Result<()> {
    let version = checked_history(conn)?;
    let reference = reference_at(version)?;
    let expected = objects_of(&reference)?;
    compare(&expected, &objects_of(conn)?)?;
    let found = columns_of(conn, &expected)?;
    if let Some(wanted) = columns_of(&reference, &expected)?.into_iter().find(|column| !found.contains(column)) {
        bail!(
            "la base restaurée ne correspond pas au schéma que crée cette version de Vitrine : colonne modifiée ({wanted})"
        );
    }
    Ok(())
}

/// Refuses rows that point at rows that do not exist.
pub fn check_foreign_keys(conn: &Connection) -> anyhow::Result<()> {
    let broken: Option<(String, Option<i64>, String)> = conn
        .query_row("SELECT \"table\", rowid, parent FROM pragma_foreign_key_check LIMIT 1", [], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?))
        })
        .optional()?;
    if let Some((table, rowid, parent)) = broken {
        let row = rowid.map(|id| format!(", ligne {id}")).unwrap_or_default();
        bail!("la base contient une référence cassée : {table}{row} renvoie à une ligne absente de {parent}");
    }
    Ok(())
}

/// One row of the migration history as stored: any field may have been edited into another type.
struct Applied {
    version: Option<i64>,
    name: Option<String>,
    applied_on: Option<String>,
    checksum: Option<String>,
}

/// This binary's migrations, in order.
fn migrations() -> Vec<Migration> {
    let mut all = super::embedded::migrations::runner().get_migrations().clone();
    all.sort_by_key(Migration::version);
    all
}

/// The version the history names, once it is known to be the first migrations of this
/// binary, each with the same name and checksum and a readable date (refinery would stop
/// the process on one it cannot read).
fn checked_history(conn: &Connection) -> anyhow::Result<i64> {
    let exists: bool = conn.query_row(
        "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = ?1",
        [HISTORY_TABLE],
        |row| row.get(0),
    )?;
    if !exists {
        bail!("la base restaurée n'a pas d'historique de migrations : ce n'est pas une base de Vitrine");
    }
    let mut statement =
        conn.prepare(&format!("SELECT version, name, applied_on, checksum FROM {HISTORY_TABLE} ORDER BY version"))?;
    let applied: Vec<Applied> = statement
        .query_map([], |row| {
            Ok(Applied {
                version: row.get(0).ok(),
                name: row.get(1).ok(),
                applied_on: row.get(2).ok(),
                checksum: row.get(3).ok(),
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    let known = migrations();
    let newest = known.last().map_or(0, |migration| i64::from(migration.version()));
    if let Some(version) = applied.iter().filter_map(|row| row.version).max().filter(|&version| version > newest) {
        bail!(
            "la base restaurée vient d'une version plus récente de Vitrine (migration {version}, \
             celle-ci s'arrête à {newest}) : mettez Vitrine à jour avant de restaurer"
        );
    }
    if applied.is_empty() {
        bail!("la base restaurée n'a pas d'historique de migrations : ce n'est pas une base de Vitrine");
    }
    for (position, row) in applied.iter().enumerate() {
        let same = known.get(position).is_some_and(|expected| {
            row.version == Some(i64::from(expected.version()))
                && row.name.as_deref() == Some(expected.name())
                && row.checksum.as_deref() == Some(expected.checksum().to_string().as_str())
                && row.applied_on.as_deref().is_some_and(|date| OffsetDateTime::parse(date, &Rfc3339).is_ok())
        });
        if !same {
            let version = row.version.map_or_else(|| "?".to_string(), |version| version.to_string());
            bail!(
                "l'historique des migrations de la base restaurée ne correspond pas à cette version de Vitrine \
                 (migration {version})"
            );
        }
    }
    // The last one's number, not their count: migration numbers may skip one.
    Ok(i64::from(known[applied.len() - 1].version()))
}

/// A new in-memory database migrated by this binary up to `version`. Its migration is
/// not logged: refinery's progress lines would read as if the restored database were
/// being migrated from scratch.
fn reference_at(version: i64) -> anyhow::Result<Connection> {
    let mut conn = Connection::open_in_memory()?;
    super::prepare(&conn)?;
    let runner = super::embedded::migrations::runner().set_target(refinery::Target::Version(version.try_into()?));
    tracing::subscriber::with_default(tracing::subscriber::NoSubscriber::default(), || runner.run(&mut conn))?;
    Ok(conn)
}

/// Schema objects by (type, name): the table they belong to and their SQL.
type Objects = BTreeMap<(String, String), (String, Option<String>)>;

/// Every object of the schema, with its SQL whitespace-normalised, but the statistics
/// tables `ANALYZE` may have added, as long as they are the ones SQLite itself creates.
fn objects_of(conn: &Connection) -> anyhow::Result<Objects> {
    let mut statement = conn.prepare(
        "SELECT type, name, tbl_name, sql FROM sqlite_master
          WHERE NOT (type = 'table' AND (name, sql) IN (VALUES
                ('sqlite_stat1', 'CREATE TABLE sqlite_stat1(tbl,idx,stat)'),
                ('sqlite_stat4', 'CREATE TABLE sqlite_stat4(tbl,idx,neq,nlt,ndlt,sample)')))",
    )?;
    let objects = statement
        .query_map([], |row| {
            let sql: Option<String> = row.get(3)?;
            Ok(((row.get(0)?, row.get(1)?), (row.get(2)?, sql.map(|sql| normalised(&sql)))))
        })?
        .collect::<rusqlite::Result<Objects>>()?;
    Ok(objects)
}

/// The columns of every table, once both schemas are known to hold the same tables.
fn columns_of(conn: &Connection, objects: &Objects) -> anyhow::Result<Vec<String>> {
    let mut columns = Vec::new();
    for (kind, table) in objects.keys() {
        if kind != "table" {
            continue;
        }
        let mut statement = conn.prepare(
            "SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(?1) ORDER BY cid",
        )?;
        let rows = statement.query_map([table], |row| {
            Ok(format!(
                "{table}.{}: {} notnull={} default={:?} pk={} hidden={}",
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, i64>(2)?,
                row.get::<_, Option<String>>(3)?,
                row.get::<_, i64>(4)?,
                row.get::<_, i64>(5)?,
            ))
        })?;
        for row in rows {
            columns.push(row?);
        }
    }
    Ok(columns)
}

fn normalised(sql: &str) -> String {
    sql.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn compare(expected: &Objects, found: &Objects) -> anyhow::Result<()> {
    let mut differences = Vec::new();
    for (key, object) in found {
        match expected.get(key) {
            None => differences.push(described(&key.0, &key.1, "en trop")),
            Some(wanted) if wanted != object => differences.push(described(&key.0, &key.1, "modifié")),
            Some(_) => {}
        }
    }
    for key in expected.keys().filter(|key| !found.contains_key(*key)) {
        differences.push(described(&key.0, &key.1, "manquant"));
    }
    if differences.is_empty() {
        return Ok(());
    }
    let more = differences.len().saturating_sub(NAMED_DIFFERENCES);
    differences.truncate(NAMED_DIFFERENCES);
    let more = if more > 0 { format!(" et {more} autre(s)") } else { String::new() };
    Err(anyhow!(
        "la base restaurée ne correspond pas au schéma que crée cette version de Vitrine : {}{more}",
        differences.join(", ")
    ))
}

/// « déclencheur en trop « x » », « table modifiée « y » »: the object's kind in French, agreed.
fn described(kind: &str, name: &str, state: &str) -> String {
    let (noun, feminine) = match kind {
        "table" => ("table", true),
        "index" => ("index", false),
        "trigger" => ("déclencheur", false),
        "view" => ("vue", true),
        _ => ("objet", false),
    };
    let state = if feminine && state != "en trop" { format!("{state}e") } else { state.to_string() };
    format!("{noun} {state} « {} »", shown(name))
}

/// A name from the archive, safe to print on a terminal.
pub(crate) fn shown(text: &str) -> String {
    let mut shown: String = text.chars().take(80).flat_map(char::escape_debug).collect();
    if text.chars().count() > 80 {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(conn: &Connection) -> String {
        format!("{:#}", check(conn).expect_err("refused"))
    }

    #[test]
    fn a_database_this_binary_built_passes_at_any_version() {
        check(&crate::db::test_connection()).unwrap();
        let older = reference_at(6).unwrap();
        check(&older).unwrap();
        check_foreign_keys(&older).unwrap();
    }

    #[test]
    fn statistics_sqlite_keeps_are_not_objects() {
        let conn = crate::db::test_connection();
        conn.execute_batch("ANALYZE;").unwrap();
        check(&conn).unwrap();
    }

    #[test]
    fn objects_nobody_migrated_are_named() {
        let conn = crate::db::test_connection();
        conn.execute_batch(
            "CREATE TRIGGER a AFTER INSERT ON users BEGIN SELECT 1; END;
             CREATE VIEW b AS SELECT 1; CREATE INDEX c ON users (role); DROP INDEX sessions_user;",
        )
        .unwrap();
        let message = refusal(&conn);
        for part in [
            "déclencheur en trop « a »",
            "vue en trop « b »",
            "index en trop « c »",
            "index manquant « sessions_user »",
        ] {
            assert!(message.contains(part), "{part} in {message}");
        }
    }

    #[test]
    fn a_history_from_elsewhere_is_refused() {
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO refinery_schema_history VALUES (500, 'x', '2030-01-01T00:00:00Z', '1')", []).unwrap();
        assert!(refusal(&conn).contains("version plus récente de Vitrine (migration 500"));

        let conn = reference_at(4).unwrap();
        conn.execute("UPDATE refinery_schema_history SET name = 'autre' WHERE version = 2", []).unwrap();
        assert!(refusal(&conn).contains("ne correspond pas à cette version de Vitrine (migration 2)"));

        let conn = Connection::open_in_memory().unwrap();
        assert!(refusal(&conn).contains("n'a pas d'historique de migrations"));
    }

    #[test]
    fn printed_names_cannot_drive_a_terminal() {
        assert_eq!(shown("a\u{1b}[31mb"), "a\\u{1b}[31mb");
        assert_eq!(shown(&"é".repeat(100)).chars().count(), 81);
    }
}
