//! What an uploaded attachment really is, judged by its bytes, never its name:
//! PDF, ODT, DOCX, XLSX, PPTX, PNG or JPEG (DESIGN.md §4).

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

    /// The stored content type, limited to the accepted ones (anything else is served as bytes).
    pub fn content_type_of(stored: &str) -> &'static str {
        [FileKind::Pdf, FileKind::Odt, FileKind::Docx, FileKind::Xlsx, FileKind::Pptx, FileKind::Png, FileKind::Jpeg]
            .into_iter()
            .map(FileKind::content_type)
            .find(|known| *known == stored)
            .unwrap_or("application/octet-stream")
    }

    /// Identifies the bytes, or None for anything else (executables, archives, scripts…).
    pub fn detect(bytes: &[u8]) -> Option<FileKind> {
        if bytes.starts_with(b"%PDF-") {
            return Some(FileKind::Pdf);
        }
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            return Some(FileKind::Png);
        }
        if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            return Some(FileKind::Jpeg);
        }
        if !bytes.starts_with(b"PK\x03\x04") {
            return None;
        }
        // OpenDocument stores an uncompressed "mimetype" entry first.
        if bytes.len() > 38 && &bytes[30..38] == b"mimetype" && contains(&bytes[38..120.min(bytes.len())], b"application/vnd.oasis.opendocument.text") {
            return Some(FileKind::Odt);
        }
        if !contains(bytes, b"[Content_Types].xml") {
            return None;
        }
        if contains(bytes, b"word/document.xml") {
            Some(FileKind::Docx)
        } else if contains(bytes, b"xl/workbook.xml") {
            Some(FileKind::Xlsx)
        } else if contains(bytes, b"ppt/presentation.xml") {
            Some(FileKind::Pptx)
        } else {
            None
        }
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

/// A file name safe to show and to put in Content-Disposition: no folders, no control characters.
pub fn clean_file_name(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let cleaned: String = base.chars().filter(|c| !c.is_control() && !matches!(c, '"' | '<' | '>' | '|' | '*' | '?' | ':')).collect();
    let cleaned = cleaned.trim().trim_start_matches('.').trim();
    let limited: String = cleaned.chars().take(200).collect();
    if limited.is_empty() { "document".to_string() } else { limited }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_come_from_content_not_names() {
        assert_eq!(FileKind::detect(b"%PDF-1.7\n..."), Some(FileKind::Pdf));
        assert_eq!(FileKind::detect(b"MZ\x90\x00 program"), None);
        assert_eq!(FileKind::detect(b"PK\x03\x04 random zip"), None);
        let mut docx = b"PK\x03\x04".to_vec();
        docx.extend_from_slice(b"....[Content_Types].xml....word/document.xml");
        assert_eq!(FileKind::detect(&docx), Some(FileKind::Docx));
        let mut odt = b"PK\x03\x04".to_vec();
        odt.extend_from_slice(&[0; 26]);
        odt.extend_from_slice(b"mimetypeapplication/vnd.oasis.opendocument.text");
        assert_eq!(FileKind::detect(&odt), Some(FileKind::Odt));
    }

    #[test]
    fn names_lose_their_folders_and_dangerous_characters() {
        assert_eq!(clean_file_name("../../etc/passwd"), "passwd");
        assert_eq!(clean_file_name("C:\\Users\\awa\\plan \"final\".pdf"), "plan final.pdf");
        assert_eq!(clean_file_name("..."), "document");
        assert_eq!(clean_file_name("Business plan 2026.pdf"), "Business plan 2026.pdf");
    }
}
