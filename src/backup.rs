//! `vitrine backup FILE` and `vitrine restore FILE --data DIR`: a consistent
//! snapshot of the database (taken with `VACUUM INTO`, safe while the server
//! runs) plus the uploaded files, in one .tar.gz archive.

use std::fs::File;
use std::path::Path;

use anyhow::{Context, bail, ensure};
use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;

use crate::db;

const DATABASE: &str = "vitrine.db";
/// Folders of the data directory that hold uploads (the search index is derived and rebuilt).
const UPLOAD_DIRS: &[&str] = &["media", "attachments"];

/// Writes the archive of `data_dir` to `archive`.
pub fn backup(data_dir: &Path, archive: &Path) -> anyhow::Result<()> {
    let database = data_dir.join(DATABASE);
    ensure!(database.exists(), "aucune base de données dans {}", data_dir.display());
    let staging = tempfile::tempdir().context("creating a temporary folder")?;
    let snapshot = staging.path().join(DATABASE);
    let conn = db::open_connection(&database)?;
    conn.execute("VACUUM INTO ?1", [snapshot.to_string_lossy().as_ref()]).context("snapshot of the database")?;
    drop(conn);

    let partial = archive.with_extension("partial");
    let file = File::create(&partial).with_context(|| format!("creating {}", partial.display()))?;
    let mut builder = tar::Builder::new(GzEncoder::new(file, Compression::default()));
    builder.append_path_with_name(&snapshot, DATABASE)?;
    for folder in UPLOAD_DIRS {
        let path = data_dir.join(folder);
        if path.is_dir() {
            builder.append_dir_all(folder, &path).with_context(|| format!("archiving {}", path.display()))?;
        }
    }
    builder.into_inner()?.finish()?.sync_all()?;
    std::fs::rename(&partial, archive).with_context(|| format!("writing {}", archive.display()))?;
    Ok(())
}

/// Unpacks `archive` into `data_dir`, which must be empty or absent.
pub fn restore(archive: &Path, data_dir: &Path) -> anyhow::Result<()> {
    if data_dir.exists() && std::fs::read_dir(data_dir)?.next().is_some() {
        bail!("le dossier {} n'est pas vide : restaurez dans un dossier vide", data_dir.display());
    }
    std::fs::create_dir_all(data_dir)?;
    let file = File::open(archive).with_context(|| format!("opening {}", archive.display()))?;
    let mut entries = tar::Archive::new(GzDecoder::new(file));
    for entry in entries.entries().context("reading the archive")? {
        let mut entry = entry?;
        let path = entry.path()?.into_owned();
        let top = path.components().next().map(|c| c.as_os_str().to_string_lossy().into_owned()).unwrap_or_default();
        ensure!(
            top == DATABASE || UPLOAD_DIRS.contains(&top.as_str()),
            "entrée inattendue dans l'archive : {}",
            path.display()
        );
        ensure!(entry.unpack_in(data_dir)?, "chemin refusé dans l'archive : {}", path.display());
    }
    let mut conn = db::open_connection(&data_dir.join(DATABASE))?;
    let check: String = conn.query_row("PRAGMA integrity_check", [], |row| row.get(0))?;
    ensure!(check == "ok", "la base restaurée est endommagée : {check}");
    db::migrate(&mut conn)?;
    Ok(())
}
