//! What an uploaded attachment really is, judged by its bytes, never its name:
//! PDF, ODT, DOCX, XLSX, PPTX, PNG or JPEG; and the name it is shown under, which
//! must neither hide its type nor reorder itself on screen.

mod zip;

use self::zip::Archive;
use crate::domain::text::single_line;

/// An accepted attachment type and the content type it is served with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Pdf,
    Odt,
    Docx,
    Xlsx,
    Pptx,
    Png,
    Jpeg,
}

const ALL: [FileKind; 7] =
    [FileKind::Pdf, FileKind::Odt, FileKind::Docx, FileKind::Xlsx, FileKind::Pptx, FileKind::Png, FileKind::Jpeg];

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
/// The length (13) and type of the IHDR chunk, which must come first.
const PNG_IHDR: &[u8] = b"\x00\x00\x00\x0dIHDR";
/// Writers append bytes after `%%EOF` (incremental saves, padding); this much is tolerated.
const PDF_TAIL: usize = 2048;
const ODT_MIME: &[u8] = b"application/vnd.oasis.opendocument.text";
const CONTENT_TYPES: &str = "[Content_Types].xml";

impl FileKind {
    pub fn content_type(self) -> &'static str {
        match self {
            FileKind::Pdf => "application/pdf",
            FileKind::Odt => "application/vnd.oasis.opendocument.text",
            FileKind::Docx => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            FileKind::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            FileKind::Pptx => "application/vnd.openxmlformats-officedocument.presentationml.presentation",
            FileKind::Png => "image/png",
            FileKind::Jpeg => "image/jpeg",
        }
    }

    /// The one extension a file of this kind is shown with.
    pub fn extension(self) -> &'static str {
        match self {
            FileKind::Pdf => "pdf",
            FileKind::Odt => "odt",
            FileKind::Docx => "docx",
            FileKind::Xlsx => "xlsx",
            FileKind::Pptx => "pptx",
            FileKind::Png => "png",
            FileKind::Jpeg => "jpg",
        }
    }

    pub fn from_content_type(stored: &str) -> Option<FileKind> {
        ALL.into_iter().find(|kind| kind.content_type() == stored)
    }

    /// The stored content type, limited to the accepted ones (anything else is served as bytes).
    pub fn content_type_of(stored: &str) -> &'static str {
        FileKind::from_content_type(stored).map_or("application/octet-stream", FileKind::content_type)
    }

    /// Bytes a file must begin with to be one of the accepted kinds: what an upload is
    /// checked against as soon as its first bytes arrive, before the rest is taken.
    pub const LONGEST_SIGNATURE: usize = 8;

    /// Whether a file beginning with `head` (at least `LONGEST_SIGNATURE` bytes, or the whole
    /// file) could be an accepted kind; `detect` decides once the whole file is there.
    pub fn could_begin(head: &[u8]) -> bool {
        [&b"%PDF-"[..], PNG_SIGNATURE, &[0xFF, 0xD8, 0xFF], b"PK\x03\x04"].iter().any(|signature| {
            head.starts_with(signature) || (head.len() < signature.len() && signature.starts_with(head))
        })
    }

    /// Identifies the bytes, or None for anything else (executables, archives, scripts,
    /// and files that only start like an accepted type).
    pub fn detect(bytes: &[u8]) -> Option<FileKind> {
        if bytes.starts_with(b"%PDF-") {
            let tail = &bytes[bytes.len().saturating_sub(PDF_TAIL)..];
            return contains(tail, b"%%EOF").then_some(FileKind::Pdf);
        }
        if bytes.starts_with(PNG_SIGNATURE) {
            return bytes[PNG_SIGNATURE.len()..].starts_with(PNG_IHDR).then_some(FileKind::Png);
        }
        if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            return Some(FileKind::Jpeg);
        }
        if !bytes.starts_with(b"PK\x03\x04") {
            return None;
        }
        let archive = Archive::parse(bytes)?;
        if is_odt(&archive) {
            return Some(FileKind::Odt);
        }
        if !archive.has(CONTENT_TYPES) {
            return None;
        }
        [
            (FileKind::Docx, "word/document.xml"),
            (FileKind::Xlsx, "xl/workbook.xml"),
            (FileKind::Pptx, "ppt/presentation.xml"),
        ]
        .into_iter()
        .find(|(_, part)| archive.has(part))
        .map(|(kind, _)| kind)
    }
}

/// OpenDocument puts an uncompressed `mimetype` entry first, then the document in `content.xml`.
fn is_odt(archive: &Archive<'_>) -> bool {
    let Some(first) = archive.entries.iter().min_by_key(|entry| entry.local_offset) else { return false };
    first.local_offset == 0
        && first.name == b"mimetype"
        && archive.stored_content(first) == Some(ODT_MIME)
        && archive.has("content.xml")
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

const MAX_NAME_CHARS: usize = 200;

/// A file name safe to show and to put in Content-Disposition: no folders, cleaned like
/// every name people type (`text::single_line`), without the characters file systems refuse.
pub fn clean_file_name(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let allowed: String = base.chars().filter(|c| !matches!(c, '"' | '<' | '>' | '|' | '*' | '?' | ':')).collect();
    let composed = single_line(&allowed);
    let cleaned = composed.trim_start_matches('.').trim();
    let limited: String = cleaned.chars().take(MAX_NAME_CHARS).collect();
    if limited.is_empty() { "document".to_string() } else { limited.trim_end().to_string() }
}

/// `clean_file_name`, ending in the extension of what the bytes really are. The text after
/// the last dot is replaced when it looks like an extension (1 to 8 ASCII letters or digits,
/// at least one letter: "facture.bat" → "facture.pdf") and kept otherwise, the real
/// extension being appended ("budget v1.2" → "budget v1.2.pdf").
pub fn display_name(name: &str, kind: FileKind) -> String {
    let cleaned = clean_file_name(name);
    let stem = match cleaned.rsplit_once('.') {
        Some((stem, extension)) if looks_like_extension(extension) && !stem.trim().is_empty() => stem.trim_end(),
        _ => cleaned.as_str(),
    };
    let extension = kind.extension();
    let room = MAX_NAME_CHARS - extension.len() - 1;
    let stem: String = stem.chars().take(room).collect();
    format!("{}.{extension}", stem.trim_end())
}

fn looks_like_extension(text: &str) -> bool {
    (1..=8).contains(&text.len())
        && text.bytes().all(|b| b.is_ascii_alphanumeric())
        && text.bytes().any(|b| b.is_ascii_alphabetic())
}

#[cfg(test)]
mod tests;
