//! Gzip for cached answers with compressors kept between answers: a fresh one maps
//! and zeroes about 300 KB of tables, which on a 30 KB page took a third of the time.

use std::sync::Mutex;

use flate2::{Compress, Compression, FlushCompress, Status};

/// The gzip made while the page's first reader waits. Measured on a 37 KB article: level 1
/// takes under half the time of level 6 for a body 40 % larger, and a build is mostly
/// compression; the answers read again get `GZIP_LEVEL_READ_AGAIN`.
pub(super) const GZIP_LEVEL_QUICK: u32 = 1;
/// gzip's best level, for answers read more than once, made off the readers' path. On a
/// 37 KB article it costs about what level 6 does for the same size; on a sitemap of
/// 10,000 posts (1 MB) it takes 30 ms instead of 11 for a body 18 % smaller, which every
/// later reader receives.
pub(super) const GZIP_LEVEL_READ_AGAIN: u32 = 9;

/// Compressors kept idle per level: as many as a small host's cores use at once.
const KEPT_PER_LEVEL: usize = 2;
/// zlib's largest window (32 KiB): what `GzEncoder` uses.
const WINDOW_BITS: u8 = 15;

struct Idle {
    level: u32,
    compressors: Mutex<Vec<Compress>>,
}

static IDLE: [Idle; 2] = [
    Idle { level: GZIP_LEVEL_QUICK, compressors: Mutex::new(Vec::new()) },
    Idle { level: GZIP_LEVEL_READ_AGAIN, compressors: Mutex::new(Vec::new()) },
];

/// `data` in the gzip format at `level`.
pub fn gzip(data: &[u8], level: u32) -> Vec<u8> {
    let idle = IDLE.iter().find(|idle| idle.level == level);
    let kept = idle.and_then(|idle| idle.compressors.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).pop());
    let mut compress = kept.unwrap_or_else(|| Compress::new_gzip(Compression::new(level), WINDOW_BITS));
    let mut out = Vec::with_capacity(data.len() / 2 + 64);
    loop {
        let consumed = usize::try_from(compress.total_in()).expect("no more than was given");
        match compress.compress_vec(&data[consumed..], &mut out, FlushCompress::Finish) {
            Ok(Status::StreamEnd) => break,
            Ok(Status::Ok | Status::BufError) => out.reserve(out.capacity().max(4096)),
            Err(err) => unreachable!("compressing to memory cannot fail: {err}"),
        }
    }
    compress.reset();
    if let Some(idle) = idle {
        let mut compressors = idle.compressors.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if compressors.len() < KEPT_PER_LEVEL {
            compressors.push(compress);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    fn gunzip(data: &[u8]) -> Vec<u8> {
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(data).read_to_end(&mut plain).expect("valid gzip");
        plain
    }

    #[test]
    fn a_kept_compressor_makes_the_same_bytes_as_a_fresh_one() {
        let page: Vec<u8> = (0..40_000u32).flat_map(|n| format!("<p>ligne {}</p>", n % 97).into_bytes()).collect();
        let level = GZIP_LEVEL_QUICK;
        let first = gzip(&page, level);
        let again = gzip(&page, level);
        assert_eq!(first, again);
        assert_eq!(gunzip(&again), page);
        assert_eq!(gunzip(&gzip(b"", level)), b"");
        assert_eq!(gunzip(&gzip(b"court", 9)), b"court");
    }
}
