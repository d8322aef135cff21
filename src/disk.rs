//! Refuses uploads that would leave the data disk nearly full: SQLite, the session
//! store and the logs must keep room to work whatever visitors have sent.

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use crate::answer_lang::error_text;
use crate::error::{AppError, AppResult};

/// What the disk keeps free by default (`VITRINE_DISK_RESERVE_MB`). The space the file
/// system already keeps for root (5 % on ext4) is not counted as free, so this comes on top.
pub const DEFAULT_RESERVE_MB: u64 = 256;

/// Whether `incoming` bytes fit in `free` while leaving `reserve` bytes unwritten.
pub fn has_room(free: u64, reserve: u64, incoming: u64) -> bool {
    free.checked_sub(incoming).is_some_and(|left| left >= reserve)
}

/// Ok when `incoming_bytes` can be written under `data_dir` and leave `reserve` bytes
/// free; 507 with the refusal worded for the caller otherwise.
pub fn ensure_room(data_dir: &Path, reserve: u64, incoming_bytes: u64) -> AppResult<()> {
    let free = free_space(data_dir)?;
    if has_room(free, reserve, incoming_bytes) {
        return Ok(());
    }
    tracing::warn!(free, incoming_bytes, reserve, "write refused: the data disk is nearly full");
    Err(AppError::InsufficientStorage(error_text("diskFull")))
}

/// Bytes an unprivileged process may still write on the file system holding `dir`.
// The widths of `statvfs` fields differ between platforms, hence casts that are no-ops on some.
#[allow(clippy::unnecessary_cast, unsafe_code)]
fn free_space(dir: &Path) -> AppResult<u64> {
    let path = CString::new(dir.as_os_str().as_bytes())
        .map_err(|_| AppError::internal(format!("a NUL byte in {}", dir.display())))?;
    let mut stats = std::mem::MaybeUninit::<libc::statvfs>::uninit();
    // SAFETY: `path` is NUL-terminated and `stats` is writable memory the size of a `statvfs`.
    let status = unsafe { libc::statvfs(path.as_ptr(), stats.as_mut_ptr()) };
    if status != 0 {
        return Err(AppError::internal(format!(
            "free space of {}: {}",
            dir.display(),
            std::io::Error::last_os_error()
        )));
    }
    // SAFETY: statvfs returned 0, so it filled `stats`.
    let stats = unsafe { stats.assume_init() };
    let block = stats.f_frsize as u64;
    Ok((stats.f_bavail as u64).saturating_mul(block))
}

/// Removes upload files a crash left half-written (`.NAME.part`) in `dir`; their
/// rows were never committed, so nothing refers to them.
pub fn remove_partial_files(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') && name.ends_with(".part") && entry.file_type().is_ok_and(|kind| kind.is_file()) {
            match std::fs::remove_file(entry.path()) {
                Ok(()) => tracing::info!(file = %name, "removed a half-written upload"),
                Err(err) => tracing::warn!(file = %name, %err, "could not remove a half-written upload"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: u64 = 1024 * 1024;
    const GIB: u64 = 1024 * MIB;

    #[test]
    fn a_write_fits_only_if_the_reserve_is_left() {
        assert!(has_room(GIB, 256 * MIB, 700 * MIB));
        assert!(has_room(GIB, 256 * MIB, 768 * MIB), "exactly the reserve left");
        assert!(!has_room(GIB, 256 * MIB, 768 * MIB + 1));
        assert!(!has_room(100 * MIB, 256 * MIB, 0), "already inside the reserve");
        assert!(has_room(100 * MIB, 0, 100 * MIB), "no reserve asked");
        assert!(!has_room(GIB, 256 * MIB, u64::MAX));
    }

    #[test]
    fn the_real_disk_is_measured() {
        let dir = tempfile::tempdir().unwrap();
        assert!(ensure_room(dir.path(), 0, 1).is_ok());
        assert!(matches!(ensure_room(dir.path(), u64::MAX, 0), Err(AppError::InsufficientStorage(_))));
        assert!(matches!(ensure_room(&dir.path().join("absent"), 0, 0), Err(AppError::Internal(_))));
    }

    #[test]
    fn half_written_uploads_are_removed_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(".0123abcd.part"), b"moitie").unwrap();
        std::fs::write(dir.path().join("0123abcd"), b"fichier").unwrap();
        std::fs::write(dir.path().join("notes.part"), b"autre").unwrap();
        remove_partial_files(dir.path());
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, ["0123abcd", "notes.part"]);
    }
}
