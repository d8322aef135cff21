//! Reading an untrusted backup archive: a first pass that writes nothing (entry count,
//! kinds, paths, declared sizes), then the unpacking, which stops after the database to
//! let it be checked and to bound the rest by what it declares.

use std::collections::HashSet;
use std::ffi::CString;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail};
use flate2::read::GzDecoder;
use tar::{Entry, EntryType};

use super::{DATABASE, Limits, UPLOAD_DIRS};

/// What the first pass found: the bytes the entries declare, all told.
pub(super) struct Survey {
    pub declared_bytes: u64,
}

/// The bytes an archive may still write: the smaller of a bound and the disk's free space.
pub(super) struct Budget {
    pub max_bytes: u64,
    pub free: u64,
    pub written: u64,
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

fn open(archive: &Path) -> anyhow::Result<tar::Archive<GzDecoder<File>>> {
    let file = File::open(archive).with_context(|| format!("opening {}", archive.display()))?;
    Ok(tar::Archive::new(GzDecoder::new(file)))
}

fn too_many_entries(limits: &Limits) -> anyhow::Error {
    anyhow::anyhow!("l'archive contient plus de {} entrées : restauration refusée", grouped(limits.max_entries))
}

/// `100000` as French writes it, `100 000`.
fn grouped(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::new();
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(digit);
    }
    out
}

fn not_first() -> anyhow::Error {
    anyhow::anyhow!(
        "la base de données ({DATABASE}) doit être la première entrée de l'archive, \
         comme l'écrit « vitrine backup » : restauration refusée"
    )
}

/// Reads the whole archive without writing anything: refuses it when it holds more
/// entries than `limits.max_entries`, an entry of a kind or path a data directory does
/// not hold, the same file twice, no database or one that is not its first entry, or
/// declares more bytes than `budget` allows.
pub(super) fn survey(archive: &Path, limits: &Limits, mut budget: Budget) -> anyhow::Result<Survey> {
    let mut archive = open(archive)?;
    let mut files = HashSet::new();
    let mut database_at = None;
    for (index, entry) in archive.entries().context("reading the archive")?.enumerate() {
        if index as u64 >= limits.max_entries {
            return Err(too_many_entries(limits));
        }
        let entry = entry.context("reading the archive")?;
        let (relative, is_dir) = checked_entry(&entry)?;
        if is_dir {
            continue;
        }
        if relative == Path::new(DATABASE) {
            database_at.get_or_insert(index);
        }
        budget.reserve(entry.size())?;
        budget.written += entry.size();
        if !files.insert(relative) {
            return Err(refused(&entry, "en double"));
        }
    }
    match database_at {
        None => bail!("l'archive ne contient pas de base de données ({DATABASE})"),
        Some(0) => Ok(Survey { declared_bytes: budget.written }),
        Some(_) => Err(not_first()),
    }
}

/// Unpacks `archive` into `into`. Once the database, its first entry, is written,
/// `on_database` checks it and returns the bytes it declares beyond itself; the archive
/// is refused if the files it declares (`survey`) exceed that and the database, and
/// nothing more than that is written.
pub(super) fn unpack(
    archive: &Path,
    into: &Path,
    limits: &Limits,
    survey: &Survey,
    mut budget: Budget,
    on_database: impl FnOnce(&Path) -> anyhow::Result<u64>,
) -> anyhow::Result<()> {
    let mut archive = open(archive)?;
    let mut on_database = Some(on_database);
    for (index, entry) in archive.entries().context("reading the archive")?.enumerate() {
        if index as u64 >= limits.max_entries {
            return Err(too_many_entries(limits));
        }
        let mut entry = entry.context("reading the archive")?;
        let (relative, is_dir) = checked_entry(&entry)?;
        let is_database = relative == Path::new(DATABASE);
        if (index == 0) != is_database {
            return Err(not_first());
        }
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
            if err.kind() == io::ErrorKind::AlreadyExists { refused(&entry, "en double") } else { err.into() }
        })?;
        copy_counted(&mut entry, &mut out, &mut budget)?;
        out.sync_all().with_context(|| format!("writing {}", target.display()))?;
        drop(out);
        if let Some(check) = on_database.take_if(|_| is_database) {
            let allowed = budget.written.saturating_add(check(&target)?);
            if survey.declared_bytes > allowed {
                bail!(
                    "l'archive annonce {} de fichiers, plus que ce que déclare sa base ({} : la base, \
                     ses pièces jointes et la marge des images) : restauration refusée",
                    human_size(survey.declared_bytes),
                    human_size(allowed)
                );
            }
            budget.max_bytes = budget.max_bytes.min(allowed);
        }
    }
    Ok(())
}

fn refused(entry: &Entry<'_, impl Read>, reason: &str) -> anyhow::Error {
    let name = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
    anyhow::anyhow!("entrée refusée dans l'archive : {name} ({reason})")
}

/// The entry's path in the data directory and whether it is a folder, if it is a
/// regular file or folder at a path a data directory holds.
fn checked_entry(entry: &Entry<'_, impl Read>) -> anyhow::Result<(PathBuf, bool)> {
    let is_dir = match entry.header().entry_type() {
        EntryType::Regular => false,
        EntryType::Directory => true,
        other => return Err(refused(entry, kind_name(other))),
    };
    let relative = checked_path(&entry.path_bytes(), is_dir).map_err(|reason| refused(entry, reason))?;
    Ok((relative, is_dir))
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
pub(super) fn free_bytes(dir: &Path) -> anyhow::Result<u64> {
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
        assert_eq!(human_size(super::super::MAX_RESTORED_BYTES), "20,0 Gio");
        assert_eq!(grouped(100_000), "100 000");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_234_567), "1 234 567");
    }
}
