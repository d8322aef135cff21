//! Hostile backups for `vitrine restore`: a database edited by hand (a planted
//! trigger, stored names outside the attachments folder), an archive that unpacks
//! to 2.1 GiB, and one of 200,000 empty entries. Each restore runs as its own
//! process, timed and sampled for memory.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use flate2::Compression;
use flate2::write::GzEncoder;

/// How a restore ended: its first line of output, its time and its peak memory.
pub struct Restored {
    pub outcome: String,
    pub seconds: f64,
    pub peak_mb: f64,
}

/// Runs `vitrine restore archive --data target`, sampling its peak resident memory.
pub fn restore(archive: &Path, target: &Path) -> Restored {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_vitrine"))
        .args(["restore", &archive.to_string_lossy(), "--data", &target.to_string_lossy()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut peak_kb = 0u64;
    while child.try_wait().expect("waiting for restore").is_none() {
        if let Ok(status) = std::fs::read_to_string(format!("/proc/{}/status", child.id())) {
            let hwm = status.lines().find_map(|line| line.strip_prefix("VmHWM:"));
            peak_kb = peak_kb.max(hwm.and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse().ok()).unwrap_or(0));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().expect("restore output");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let said = stderr.lines().find(|line| line.starts_with("Error")).unwrap_or_default();
    let left = std::fs::read_dir(target).map(|entries| entries.count()).unwrap_or(0);
    let outcome = if output.status.success() {
        format!("RESTORED ({left} entries)")
    } else {
        format!(
            "refused, {left} files left: « {} »",
            said.trim_start_matches("Error: ").chars().take(110).collect::<String>()
        )
    };
    Restored { outcome, seconds: started.elapsed().as_secs_f64(), peak_mb: peak_kb as f64 / 1024.0 }
}

/// `genuine` with its database edited by `sql` (schema checks off, as a hand edit would).
pub fn tampered(genuine: &Path, at: &Path, sql: &str) {
    let work = tempfile::tempdir().expect("temp dir");
    let file = std::fs::File::open(genuine).expect("archive");
    tar::Archive::new(flate2::read::GzDecoder::new(file)).unpack(work.path()).expect("unpacking");
    let conn = rusqlite::Connection::open(work.path().join("vitrine.db")).expect("database");
    conn.pragma_update(None, "ignore_check_constraints", true).expect("pragma");
    conn.execute_batch(sql).expect("tampering");
    drop(conn);
    let mut builder =
        tar::Builder::new(GzEncoder::new(std::fs::File::create(at).expect("archive"), Compression::fast()));
    builder.append_path_with_name(work.path().join("vitrine.db"), "vitrine.db").expect("database entry");
    for folder in ["media", "attachments"] {
        if work.path().join(folder).is_dir() {
            builder.append_dir_all(folder, work.path().join(folder)).expect("folder");
        }
    }
    builder.into_inner().and_then(|gz| gz.finish()).expect("writing the archive");
}

/// The genuine database followed by one file of `bytes` zeros, compressed as tightly as gzip can.
pub fn bomb(genuine: &Path, at: &Path, bytes: u64) {
    after_database(genuine, at, |builder| {
        let mut header = tar::Header::new_gnu();
        header.set_size(bytes);
        header.set_mode(0o644);
        header.set_cksum();
        builder.append_data(&mut header, "media/images/zeros.webp", std::io::Read::take(std::io::repeat(0), bytes))
    });
}

/// The genuine database followed by `count` empty files.
pub fn many_entries(genuine: &Path, at: &Path, count: usize) {
    after_database(genuine, at, |builder| {
        for n in 0..count {
            let mut header = tar::Header::new_gnu();
            header.set_size(0);
            header.set_mode(0o644);
            header.set_cksum();
            builder.append_data(&mut header, format!("media/images/{n:032x}.webp"), std::io::empty())?;
        }
        Ok(())
    });
}

/// An archive at `at` holding the genuine backup's database, then what `more` adds.
fn after_database(
    genuine: &Path,
    at: &Path,
    more: impl FnOnce(&mut tar::Builder<GzEncoder<std::fs::File>>) -> std::io::Result<()>,
) {
    let work = tempfile::tempdir().expect("temp dir");
    let file = std::fs::File::open(genuine).expect("archive");
    tar::Archive::new(flate2::read::GzDecoder::new(file)).unpack(work.path()).expect("unpacking");
    let mut builder =
        tar::Builder::new(GzEncoder::new(std::fs::File::create(at).expect("archive"), Compression::best()));
    builder.append_path_with_name(work.path().join("vitrine.db"), "vitrine.db").expect("database entry");
    more(&mut builder).expect("hostile entries");
    builder.into_inner().and_then(|gz| gz.finish()).expect("writing the archive");
}

/// Size of a file, for the table ("2.1 MB").
pub fn size_of(path: &Path) -> String {
    let bytes = std::fs::metadata(path).map(|meta| meta.len()).unwrap_or(0);
    format!("{:.1} MB", bytes as f64 / 1e6)
}
