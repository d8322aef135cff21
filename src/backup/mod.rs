//! `vitrine backup FILE` and `vitrine restore FILE --data DIR`: a consistent
//! snapshot of the database (taken with `VACUUM INTO`, safe while the server
//! runs) plus the uploaded files, in one .tar.gz archive.

mod archive;

use std::fs::File;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use flate2::Compression;
use flate2::write::GzEncoder;

use crate::config::DATABASE_FILE as DATABASE;
use crate::db;

/// Folders of the data directory that hold uploads (the search index is derived and rebuilt).
const UPLOAD_DIRS: &[&str] = &["media", "attachments"];

/// Most bytes a restore writes, whatever the archive says: far more than a site's
/// database and uploads, yet a compressed archive of zeros cannot fill a disk with it.
pub const MAX_RESTORED_BYTES: u64 = 20 * 1024 * 1024 * 1024;

/// Most entries (files and folders) an archive may hold: a site's uploads are far
/// fewer, and each entry costs a file system its own bookkeeping.
pub const MAX_ENTRIES: u64 = 100_000;

/// What media may take beyond the database and the attachments it declares: media files
/// are not sized in the database, and images uploaded but never used stay in the folder.
pub const MEDIA_ALLOWANCE: u64 = 2 * 1024 * 1024 * 1024;

/// The bounds of one restore.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Most bytes written, whatever the archive and its database say.
    pub max_bytes: u64,
    /// Most entries the archive may hold, counted before anything is written.
    pub max_entries: u64,
    /// Bytes allowed for media beyond the database file and its attachments' sizes.
    pub media_bytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_bytes: MAX_RESTORED_BYTES, max_entries: MAX_ENTRIES, media_bytes: MEDIA_ALLOWANCE }
    }
}

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

/// Unpacks `archive` into `data_dir`, which must be empty or absent, within `Limits::default()`.
pub fn restore(archive: &Path, data_dir: &Path) -> anyhow::Result<()> {
    restore_with_limits(archive, data_dir, Limits::default())
}

/// `restore` within other bounds.
///
/// The archive is untrusted. A first reading writes nothing: it counts the entries, takes
/// only regular files and folders under `vitrine.db` (the first entry), `media/` and
/// `attachments/`, and sums the sizes they declare. Then everything is unpacked into a
/// hidden folder on the target's file system: the database first, checked before any
/// other file is written (see `check_database`), and moved into place once all is
/// written, so a refused archive leaves `data_dir` as it was.
pub fn restore_with_limits(archive: &Path, data_dir: &Path, limits: Limits) -> anyhow::Result<()> {
    let existed = data_dir.exists();
    if existed && std::fs::read_dir(data_dir)?.next().is_some() {
        bail!("le dossier {} n'est pas vide : restaurez dans un dossier vide", data_dir.display());
    }
    let parent = match data_dir.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let measured = if existed { data_dir.to_path_buf() } else { nearest_existing(&parent) };
    let free = archive::free_bytes(&measured)?;
    let survey = archive::survey(archive, &limits, archive::Budget { max_bytes: limits.max_bytes, free, written: 0 })?;

    // An existing folder may be a mount point (a Docker volume): staging inside it
    // keeps the final moves on one file system, and so does a sibling otherwise.
    let staging_parent = if existed { data_dir.to_path_buf() } else { parent };
    let created = created_folders(&staging_parent);
    std::fs::create_dir_all(&staging_parent).with_context(|| format!("creating {}", staging_parent.display()))?;
    let result = unpack_and_move(archive, data_dir, &staging_parent, existed, &limits, &survey);
    if result.is_err() {
        // Folders made only to hold the target go with it, deepest first.
        for folder in created.iter().rev() {
            let _ = std::fs::remove_dir(folder);
        }
    }
    result
}

fn unpack_and_move(
    archive: &Path,
    data_dir: &Path,
    staging_parent: &Path,
    existed: bool,
    limits: &Limits,
    survey: &archive::Survey,
) -> anyhow::Result<()> {
    let mut staging = tempfile::Builder::new()
        .prefix(".vitrine-restauration-")
        // The folder may become the data directory: the mode `create_dir_all` gives, narrowed by the umask.
        .permissions(std::fs::Permissions::from_mode(0o777))
        .tempdir_in(staging_parent)
        .with_context(|| format!("creating a temporary folder in {}", staging_parent.display()))?;

    let budget =
        archive::Budget { max_bytes: limits.max_bytes, free: archive::free_bytes(staging.path())?, written: 0 };
    let media_bytes = limits.media_bytes;
    archive::unpack(archive, staging.path(), limits, survey, budget, |database| {
        check_database(database).map(|attachments| attachments.saturating_add(media_bytes))
    })?;

    if existed {
        for child in std::fs::read_dir(staging.path())? {
            let child = child?;
            let target = data_dir.join(child.file_name());
            std::fs::rename(child.path(), &target).with_context(|| format!("moving into {}", target.display()))?;
        }
    } else {
        std::fs::rename(staging.path(), data_dir).with_context(|| format!("creating {}", data_dir.display()))?;
        staging.disable_cleanup(true);
    }
    Ok(())
}

/// The closest of `path` and its ancestors that exists, whose disk the restore would write to.
fn nearest_existing(path: &Path) -> PathBuf {
    path.ancestors().find(|ancestor| ancestor.exists()).map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// The folders `create_dir_all(path)` would create, outermost first.
fn created_folders(path: &Path) -> Vec<PathBuf> {
    let mut missing: Vec<PathBuf> =
        path.ancestors().take_while(|ancestor| !ancestor.exists()).map(Path::to_path_buf).collect();
    missing.reverse();
    missing
}

/// Checks a restored database before the server ever opens it, and brings it up to date;
/// returns the bytes its attachments declare. Its migration history and schema must be
/// exactly what this binary builds (no trigger, view, index or table of anyone else's),
/// every file name it holds one the server itself would give (checked before its pages,
/// whose check would refuse such a name too, less precisely), its pages sound and its
/// references whole.
fn check_database(path: &Path) -> anyhow::Result<u64> {
    let unreadable = |err: anyhow::Error| err.context("la base restaurée est illisible");
    let mut conn = db::open_connection(path).map_err(unreadable)?;
    db::schema_check::check(&conn)?;
    db::stored_files::check(&conn)?;
    let check: String = conn.query_row("PRAGMA integrity_check", [], |row| row.get(0))?;
    ensure!(check == "ok", "la base restaurée est endommagée : {}", db::schema_check::shown(&check));
    db::migrate(&mut conn)?;
    db::schema_check::check(&conn)?;
    db::schema_check::check_foreign_keys(&conn)?;
    db::stored_files::attachment_bytes(&conn)
}
