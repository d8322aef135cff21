//! `vitrine backup FILE` and `vitrine restore FILE --data DIR`: a consistent
//! snapshot of the database (taken with `VACUUM INTO`, safe while the server
//! runs) plus the uploaded files, in one .tar.gz archive.

use std::ffi::CString;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail, ensure};
use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use tar::EntryType;

use crate::config::DATABASE_FILE as DATABASE;
use crate::db;

/// Folders of the data directory that hold uploads (the search index is derived and rebuilt).
const UPLOAD_DIRS: &[&str] = &["media", "attachments"];

/// Most bytes a restore writes, whatever the archive says: far more than a site's
/// database and uploads, yet a compressed archive of zeros cannot fill a disk with it.
pub const MAX_RESTORED_BYTES: u64 = 20 * 1024 * 1024 * 1024;

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

/// Unpacks `archive` into `data_dir`, which must be empty or absent, writing at
/// most `MAX_RESTORED_BYTES`.
pub fn restore(archive: &Path, data_dir: &Path) -> anyhow::Result<()> {
    restore_with_limit(archive, data_dir, MAX_RESTORED_BYTES)
}

/// `restore` with another bound on the bytes written.
///
/// The archive is untrusted: only regular files and folders under `vitrine.db`,
/// `media/` and `attachments/` are taken. Everything is unpacked into a hidden
/// folder on the target's file system and moved into place once the database has
/// passed its checks, so a refused archive leaves `data_dir` as it was.
pub fn restore_with_limit(archive: &Path, data_dir: &Path, max_bytes: u64) -> anyhow::Result<()> {
    let existed = data_dir.exists();
    if existed && std::fs::read_dir(data_dir)?.next().is_some() {
        bail!("le dossier {} n'est pas vide : restaurez dans un dossier vide", data_dir.display());
    }
    // An existing folder may be a mount point (a Docker volume): staging inside it
    // keeps the final moves on one file system, and so does a sibling otherwise.
    let staging_parent = if existed {
        data_dir.to_path_buf()
    } else {
        let parent = match data_dir.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        std::fs::create_dir_all(&parent).with_context(|| format!("creating {}", parent.display()))?;
        parent
    };
    let mut staging = tempfile::Builder::new()
        .prefix(".vitrine-restauration-")
        // The folder may become the data directory: the mode `create_dir_all` gives, narrowed by the umask.
        .permissions(std::fs::Permissions::from_mode(0o777))
        .tempdir_in(&staging_parent)
        .with_context(|| format!("creating a temporary folder in {}", staging_parent.display()))?;

    let free = free_bytes(staging.path())?;
    unpack(archive, staging.path(), Budget { max_bytes, free, written: 0 })?;
    check_database(&staging.path().join(DATABASE))?;

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

/// The bytes an archive may still write: the smaller of the fixed bound and the disk's free space.
struct Budget {
    max_bytes: u64,
    free: u64,
    written: u64,
}

impl Budget {
    /// Refuses before writing `more` bytes that would not fit.
    fn reserve(&self, more: u64) -> anyhow::Result<()> {
        let total = self.written.saturating_add(more);
        if total > self.max_bytes {
            bail!(
                "l'archive dépasse la taille maximale d'une restauration ({}) : restauration refusée",
                human_size(self.max_bytes)
            );
        }
        if total > self.free {
            bail!(
                "l'archive ne tient pas dans l'espace libre du disque ({} libres) : restauration refusée",
                human_size(self.free)
            );
        }
        Ok(())
    }
}

fn human_size(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["o", "Kio", "Mio", "Gio"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 { format!("{bytes} o") } else { format!("{value:.1} {}", UNITS[unit]).replace('.', ",") }
}

fn unpack(archive: &Path, into: &Path, mut budget: Budget) -> anyhow::Result<()> {
    let file = File::open(archive).with_context(|| format!("opening {}", archive.display()))?;
    let mut entries = tar::Archive::new(GzDecoder::new(file));
    for entry in entries.entries().context("reading the archive")? {
        let mut entry = entry.context("reading the archive")?;
        let name = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
        let refuse = |reason: &str| anyhow::anyhow!("entrée refusée dans l'archive : {name} ({reason})");
        let kind = entry.header().entry_type();
        let is_dir = match kind {
            EntryType::Regular => false,
            EntryType::Directory => true,
            other => return Err(refuse(kind_name(other))),
        };
        let relative = checked_path(&entry.path_bytes(), is_dir).map_err(&refuse)?;
        let target = into.join(&relative);
        if is_dir {
            std::fs::create_dir_all(&target).with_context(|| format!("creating {}", target.display()))?;
            continue;
        }
        budget.reserve(entry.size())?;
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).with_context(|| format!("creating {}", parent.display()))?;
        }
        // Nothing in the staging folder can be a link (none is ever unpacked), and
        // `create_new` refuses an entry that names the same file twice.
        let mut out = OpenOptions::new().write(true).create_new(true).open(&target).map_err(|err| {
            if err.kind() == io::ErrorKind::AlreadyExists { refuse("en double") } else { anyhow::Error::new(err) }
        })?;
        copy_counted(&mut entry, &mut out, &mut budget)?;
        out.sync_all().with_context(|| format!("writing {}", target.display()))?;
    }
    Ok(())
}

/// Copies with a running total, since what a reader yields need not match what its header declared.
fn copy_counted(from: &mut impl Read, to: &mut impl Write, budget: &mut Budget) -> anyhow::Result<()> {
    let mut buffer = vec![0u8; 64 * 1024];
    loop {
        let read = match from.read(&mut buffer) {
            Ok(0) => return Ok(()),
            Ok(read) => read,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(anyhow::Error::new(err).context("reading the archive")),
        };
        budget.reserve(read as u64)?;
        to.write_all(&buffer[..read]).context("writing a restored file")?;
        budget.written += read as u64;
    }
}

/// The entry's path if it is one a data directory holds; otherwise why not.
fn checked_path(raw: &[u8], is_dir: bool) -> Result<PathBuf, &'static str> {
    let path = Path::new(std::ffi::OsStr::from_bytes(raw));
    if raw.is_empty() {
        return Err("chemin vide");
    }
    if raw.contains(&0) {
        return Err("chemin invalide");
    }
    let mut parts = Vec::new();
    for component in path.components() {
        match component {
            Component::Normal(part) => parts.push(part),
            Component::RootDir | Component::Prefix(_) => return Err("chemin absolu"),
            Component::ParentDir => return Err("chemin contenant « .. »"),
            // `Path::components` already drops inner `.`; a leading one is harmless but not ours.
            Component::CurDir => return Err("chemin contenant « . »"),
        }
    }
    let Some(top) = parts.first() else { return Err("chemin vide") };
    let top = top.to_str().unwrap_or_default();
    match (top, parts.len(), is_dir) {
        (DATABASE, 1, false) => {}
        (DATABASE, _, _) => return Err("la base doit être un fichier à la racine"),
        (top, 1, true) if UPLOAD_DIRS.contains(&top) => {}
        (top, 1, false) if UPLOAD_DIRS.contains(&top) => return Err("dossier attendu"),
        (top, _, _) if UPLOAD_DIRS.contains(&top) => {}
        _ => return Err("hors de vitrine.db, media et attachments"),
    }
    Ok(parts.iter().collect())
}

fn kind_name(kind: EntryType) -> &'static str {
    match kind {
        EntryType::Symlink => "lien symbolique",
        EntryType::Link => "lien physique",
        EntryType::Char => "périphérique en mode caractère",
        EntryType::Block => "périphérique en mode bloc",
        EntryType::Fifo => "tube nommé",
        EntryType::GNUSparse => "fichier creux",
        _ => "type d'entrée non pris en charge",
    }
}

/// Bytes an unprivileged process may still write on the file system holding `dir`.
// The widths of `statvfs` fields differ between platforms, hence casts that are no-ops on some.
#[allow(clippy::unnecessary_cast, unsafe_code)]
fn free_bytes(dir: &Path) -> anyhow::Result<u64> {
    let path = CString::new(dir.as_os_str().as_bytes()).context("a path with a NUL byte")?;
    let mut stats = std::mem::MaybeUninit::<libc::statvfs>::uninit();
    // SAFETY: `path` is NUL-terminated and `stats` is writable memory the size of a `statvfs`.
    let status = unsafe { libc::statvfs(path.as_ptr(), stats.as_mut_ptr()) };
    if status != 0 {
        return Err(io::Error::last_os_error()).with_context(|| format!("free space of {}", dir.display()));
    }
    // SAFETY: statvfs returned 0, so it filled `stats`.
    let stats = unsafe { stats.assume_init() };
    Ok((stats.f_bavail as u64).saturating_mul(stats.f_frsize as u64))
}

fn check_database(path: &Path) -> anyhow::Result<()> {
    ensure!(path.is_file(), "l'archive ne contient pas de base de données ({DATABASE})");
    let mut conn = db::open_connection(path)?;
    let check: String = conn.query_row("PRAGMA integrity_check", [], |row| row.get(0))?;
    ensure!(check == "ok", "la base restaurée est endommagée : {check}");
    db::migrate(&mut conn)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_a_data_directory_holds_are_taken() {
        assert_eq!(checked_path(b"vitrine.db", false), Ok(PathBuf::from("vitrine.db")));
        assert_eq!(checked_path(b"media/", true), Ok(PathBuf::from("media")));
        assert_eq!(checked_path(b"media//images/a.webp", false), Ok(PathBuf::from("media/images/a.webp")));
        assert_eq!(checked_path(b"attachments/3/x.pdf", false), Ok(PathBuf::from("attachments/3/x.pdf")));
        assert_eq!(checked_path(b"", false), Err("chemin vide"));
        assert_eq!(checked_path(b"/", true), Err("chemin absolu"));
        assert_eq!(checked_path(b"media/..", true), Err("chemin contenant « .. »"));
        assert_eq!(checked_path(b"media", false), Err("dossier attendu"));
        assert_eq!(checked_path(b"vitrine.db", true), Err("la base doit être un fichier à la racine"));
        assert_eq!(checked_path(b"media/vitrine.db/../x", false), Err("chemin contenant « .. »"));
        assert_eq!(checked_path(b"vitrine.db-wal", false), Err("hors de vitrine.db, media et attachments"));
    }

    #[test]
    fn sizes_read_the_french_way() {
        assert_eq!(human_size(512), "512 o");
        assert_eq!(human_size(1024 * 1024), "1,0 Mio");
        assert_eq!(human_size(MAX_RESTORED_BYTES), "20,0 Gio");
    }
}
