//! Files answered from disk as they are read, never whole in memory: opened inside
//! their folder without following any link, with `ETag`/`If-None-Match` (304) and
//! single `Range` requests (206), so downloads cost a small buffer each.

use std::ffi::CString;
use std::fs::{File, Metadata};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::io::{AsyncReadExt, AsyncSeekExt};
use tokio_util::io::ReaderStream;

/// Marks an answer streamed from a file: sent as stored, never compressed on the
/// way (its length and byte ranges are those of the file).
#[derive(Debug, Clone, Copy)]
struct FromFile;

/// The compression layer's rule for files: leave them as they are.
#[derive(Debug, Clone, Copy)]
pub struct NotFromFile;

impl tower_http::compression::Predicate for NotFromFile {
    fn should_compress<B>(&self, response: &axum::http::Response<B>) -> bool
    where
        B: axum::body::HttpBody,
    {
        response.extensions().get::<FromFile>().is_none()
    }
}

/// Bytes read from disk at a time for one answer.
const CHUNK_BYTES: usize = 64 * 1024;

/// The regular file at `relative` under `root` (folders separated by `/`), with its
/// metadata; None when there is none, or when reaching it would go through a link,
/// a `..`, or anything that is not a plain file.
pub fn open_beneath(root: &Path, relative: &str) -> io::Result<Option<(File, Metadata)>> {
    let parts: Vec<&str> = relative.split('/').collect();
    if parts.iter().any(|part| part.is_empty() || *part == "." || *part == "..") {
        return Ok(None);
    }
    let Some((name, folders)) = parts.split_last() else { return Ok(None) };
    let opened = (|| {
        let mut dir = File::open(root)?;
        for folder in folders {
            dir = open_at(&dir, folder, libc::O_DIRECTORY)?;
        }
        // Non-blocking so that a named pipe cannot hold the request; it is then refused as not a file.
        open_at(&dir, name, libc::O_NONBLOCK | libc::O_NOCTTY)
    })();
    let file = match opened {
        Ok(file) => file,
        Err(err) if means_absent(&err) => return Ok(None),
        Err(err) => return Err(err),
    };
    let metadata = file.metadata()?;
    Ok(metadata.is_file().then_some((file, metadata)))
}

/// Opens `name` inside `dir`, refusing it when it is a symbolic link.
#[allow(unsafe_code)]
fn open_at(dir: &File, name: &str, flags: libc::c_int) -> io::Result<File> {
    let name = CString::new(name).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
    // SAFETY: `dir` is an open descriptor and `name` a NUL-terminated string, both alive for the call.
    let fd = unsafe {
        libc::openat(dir.as_raw_fd(), name.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC | libc::O_NOFOLLOW | flags)
    };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: `openat` just returned this descriptor and nothing else owns it.
    Ok(File::from(unsafe { OwnedFd::from_raw_fd(fd) }))
}

/// Errors that mean "no such file here": missing, a link (ELOOP, or ENOTDIR for a
/// link where a folder was expected), unreadable, or a name the system refuses.
fn means_absent(err: &io::Error) -> bool {
    err.kind() == io::ErrorKind::InvalidInput
        || matches!(
            err.raw_os_error(),
            Some(libc::ENOENT | libc::ELOOP | libc::ENOTDIR | libc::EACCES | libc::ENXIO | libc::ENAMETOOLONG)
        )
}

/// The answer for an opened file: 304 when the client's copy is current, 206 for a
/// satisfiable single range, 416 for an unsatisfiable one, else the whole file.
/// `etag` must change whenever the bytes do (quoted, strong).
pub async fn respond(file: File, length: u64, etag: &str, request: &HeaderMap, content_type: &'static str) -> Response {
    let etag_value = HeaderValue::from_str(etag).unwrap_or_else(|_| HeaderValue::from_static("\"\""));
    if request
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|tags| matches_etag(tags, etag))
    {
        let mut response = StatusCode::NOT_MODIFIED.into_response();
        response.headers_mut().insert(header::ETAG, etag_value);
        return response;
    }
    let if_range_holds = request
        .get(header::IF_RANGE)
        .and_then(|value| value.to_str().ok())
        .is_none_or(|validator| validator.trim() == etag);
    let range = request.get(header::RANGE).and_then(|value| value.to_str().ok()).filter(|_| if_range_holds);
    let (status, start, count) = match range.map(|range| parse_range(range, length)) {
        None | Some(RangeAsked::Ignored) => (StatusCode::OK, 0, length),
        Some(RangeAsked::Satisfiable { start, end }) => (StatusCode::PARTIAL_CONTENT, start, end - start + 1),
        Some(RangeAsked::Unsatisfiable) => {
            let mut response = StatusCode::RANGE_NOT_SATISFIABLE.into_response();
            if let Ok(value) = HeaderValue::from_str(&format!("bytes */{length}")) {
                response.headers_mut().insert(header::CONTENT_RANGE, value);
            }
            return response;
        }
    };
    let mut file = tokio::fs::File::from_std(file);
    if start > 0
        && let Err(err) = file.seek(io::SeekFrom::Start(start)).await
    {
        tracing::error!(%err, "seeking in a served file");
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    }
    let body = Body::from_stream(ReaderStream::with_capacity(file.take(count), CHUNK_BYTES));
    let mut response = (status, body).into_response();
    response.extensions_mut().insert(FromFile);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(count));
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    headers.insert(header::ETAG, etag_value);
    if status == StatusCode::PARTIAL_CONTENT
        && let Ok(value) = HeaderValue::from_str(&format!("bytes {start}-{}/{length}", start + count - 1))
    {
        headers.insert(header::CONTENT_RANGE, value);
    }
    response
}

/// Whether an `If-None-Match` list names `etag` (weak comparison, as RFC 9110 asks for it).
fn matches_etag(tags: &str, etag: &str) -> bool {
    let bare = |tag: &str| tag.trim().trim_start_matches("W/").to_string();
    tags.trim() == "*" || tags.split(',').any(|tag| bare(tag) == bare(etag))
}

#[derive(Debug, PartialEq, Eq)]
enum RangeAsked {
    /// Not one byte range this server answers (several ranges, another unit, bad syntax): the whole file.
    Ignored,
    Satisfiable {
        start: u64,
        end: u64,
    },
    Unsatisfiable,
}

/// Reads `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `length` bytes.
fn parse_range(header: &str, length: u64) -> RangeAsked {
    let Some(spec) = header.trim().strip_prefix("bytes=") else { return RangeAsked::Ignored };
    if spec.contains(',') {
        return RangeAsked::Ignored;
    }
    let Some((first, last)) = spec.trim().split_once('-') else { return RangeAsked::Ignored };
    let number = |text: &str| -> Option<u64> {
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())).then(|| text.parse().ok()).flatten()
    };
    let (start, end) = match (number(first.trim()), number(last.trim())) {
        (Some(start), Some(end)) if start <= end => (start, end.min(length.saturating_sub(1))),
        (Some(start), None) if last.trim().is_empty() => (start, length.saturating_sub(1)),
        (None, Some(suffix)) if first.trim().is_empty() => {
            if suffix == 0 {
                return RangeAsked::Unsatisfiable;
            }
            (length.saturating_sub(suffix), length.saturating_sub(1))
        }
        _ => return RangeAsked::Ignored,
    };
    if length == 0 || start >= length {
        return RangeAsked::Unsatisfiable;
    }
    RangeAsked::Satisfiable { start, end }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_never_followed() {
        let root = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("secret"), "secret").unwrap();
        std::fs::create_dir(root.path().join("images")).unwrap();
        std::fs::write(root.path().join("images/a.webp"), "image").unwrap();
        std::os::unix::fs::symlink(outside.path().join("secret"), root.path().join("images/b.webp")).unwrap();
        std::os::unix::fs::symlink(outside.path(), root.path().join("ailleurs")).unwrap();
        std::os::unix::fs::symlink("a.webp", root.path().join("images/c.webp")).unwrap();

        assert!(open_beneath(root.path(), "images/a.webp").unwrap().is_some());
        for refused in [
            "images/b.webp",
            "ailleurs/secret",
            "images/c.webp",
            "images",
            "images/../images/a.webp",
            "nul\0",
            "/etc/passwd",
            "../secret",
        ] {
            assert!(open_beneath(root.path(), refused).unwrap().is_none(), "{refused}");
        }
    }

    #[test]
    fn single_byte_ranges_are_read_and_the_rest_ignored() {
        let range = |header: &str| parse_range(header, 1000);
        assert_eq!(range("bytes=0-99"), RangeAsked::Satisfiable { start: 0, end: 99 });
        assert_eq!(range("bytes=900-"), RangeAsked::Satisfiable { start: 900, end: 999 });
        assert_eq!(range("bytes=-100"), RangeAsked::Satisfiable { start: 900, end: 999 });
        assert_eq!(range("bytes=990-5000"), RangeAsked::Satisfiable { start: 990, end: 999 });
        assert_eq!(range("bytes=-5000"), RangeAsked::Satisfiable { start: 0, end: 999 });
        assert_eq!(range("bytes=1000-"), RangeAsked::Unsatisfiable);
        assert_eq!(range("bytes=-0"), RangeAsked::Unsatisfiable);
        for ignored in ["bytes=0-1,5-6", "items=0-1", "bytes=5-1", "bytes=a-b", "bytes=+1-2", "bytes=-"] {
            assert_eq!(range(ignored), RangeAsked::Ignored, "{ignored}");
        }
    }

    #[test]
    fn if_none_match_compares_weakly_and_accepts_lists() {
        assert!(matches_etag("\"abc\"", "\"abc\""));
        assert!(matches_etag("W/\"abc\"", "\"abc\""));
        assert!(matches_etag("\"x\", \"abc\"", "\"abc\""));
        assert!(matches_etag("*", "\"abc\""));
        assert!(!matches_etag("\"abd\"", "\"abc\""));
    }
}
