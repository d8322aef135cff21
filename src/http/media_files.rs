//! `/media/...`: the public images of the data directory. Each request walks
//! down from the media folder one name at a time without following any link,
//! so a link placed in the folder (to `/etc`, to the database) is never served.

use std::ffi::CString;
use std::fs::File;
use std::io::{self, Read};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

/// Every file Vitrine writes here is an encoded image far below this; files are
/// read whole, so anything larger that lands in the folder is not served.
const MAX_SERVED_BYTES: u64 = 16 * 1024 * 1024;

pub fn service(media_dir: PathBuf) -> Router {
    Router::new().route("/{*path}", get(serve)).with_state(Arc::new(media_dir))
}

async fn serve(State(media_dir): State<Arc<PathBuf>>, path: Result<Path<String>, PathRejection>) -> Response {
    let Ok(Path(relative)) = path else { return StatusCode::NOT_FOUND.into_response() };
    let content_type = content_type(&relative);
    match tokio::task::spawn_blocking(move || read_beneath(&media_dir, &relative)).await {
        Ok(Ok(Some(bytes))) => {
            ([(header::CONTENT_TYPE, HeaderValue::from_static(content_type))], bytes).into_response()
        }
        Ok(Ok(None)) => StatusCode::NOT_FOUND.into_response(),
        Ok(Err(err)) => {
            tracing::error!(%err, "reading a media file");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
        Err(err) => {
            tracing::error!(%err, "media read task failed");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// The bytes and type of one public image under `media_dir`, with the same
/// refusals as `/media` itself (links, non-files, oversized files).
pub(super) fn read_image(media_dir: &std::path::Path, relative: &str) -> io::Result<Option<(Vec<u8>, &'static str)>> {
    let content_type = content_type(relative);
    Ok(read_beneath(media_dir, relative)?.map(|bytes| (bytes, content_type)))
}

/// Only image types: a file of another kind that lands in the folder (an HTML
/// page, a script) is offered as a download, never run in the site's origin.
fn content_type(relative: &str) -> &'static str {
    let extension = relative.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()).unwrap_or_default();
    match extension.as_str() {
        "webp" => "image/webp",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "avif" => "image/avif",
        _ => "application/octet-stream",
    }
}

/// The bytes of the regular file at `relative` under `root`; None when there is
/// none, or when reaching it would go through a link.
fn read_beneath(root: &std::path::Path, relative: &str) -> io::Result<Option<Vec<u8>>> {
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
    if !metadata.is_file() || metadata.len() > MAX_SERVED_BYTES {
        return Ok(None);
    }
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    file.take(MAX_SERVED_BYTES).read_to_end(&mut bytes)?;
    Ok(Some(bytes))
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

/// Errors that mean "no such public file": missing, a link (ELOOP, or ENOTDIR
/// for a link where a folder was expected), unreadable, or a name the system refuses.
fn means_absent(err: &io::Error) -> bool {
    err.kind() == io::ErrorKind::InvalidInput
        || matches!(
            err.raw_os_error(),
            Some(libc::ENOENT | libc::ELOOP | libc::ENOTDIR | libc::EACCES | libc::ENXIO | libc::ENAMETOOLONG)
        )
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

        assert_eq!(read_beneath(root.path(), "images/a.webp").unwrap().as_deref(), Some(&b"image"[..]));
        for refused in
            ["images/b.webp", "ailleurs/secret", "images/c.webp", "images", "images/../images/a.webp", "nul\0"]
        {
            assert_eq!(read_beneath(root.path(), refused).unwrap(), None, "{refused}");
        }
    }

    #[test]
    fn only_images_get_an_image_type() {
        assert_eq!(content_type("images/a-480.WEBP"), "image/webp");
        assert_eq!(content_type("piège.html"), "application/octet-stream");
        assert_eq!(content_type("sans-extension"), "application/octet-stream");
    }
}
