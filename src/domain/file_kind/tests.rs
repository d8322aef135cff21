//! Detection against real (tiny, hand-built) archives and hostile look-alikes, and the names files are shown under.

use super::*;

/// A ZIP of stored entries, in order, as office suites write them.
fn zip(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut directory = Vec::new();
    for (name, content) in entries {
        let offset = out.len() as u32;
        let crc = crc32fast::hash(content);
        let size = content.len() as u32;
        let name_len = name.len() as u16;
        out.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        out.extend_from_slice(&[20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        for value in [crc, size, size] {
            out.extend_from_slice(&value.to_le_bytes());
        }
        out.extend_from_slice(&name_len.to_le_bytes());
        out.extend_from_slice(&[0, 0]);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(content);

        directory.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        directory.extend_from_slice(&[20, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        for value in [crc, size, size] {
            directory.extend_from_slice(&value.to_le_bytes());
        }
        directory.extend_from_slice(&name_len.to_le_bytes());
        directory.extend_from_slice(&[0; 12]);
        directory.extend_from_slice(&offset.to_le_bytes());
        directory.extend_from_slice(name.as_bytes());
    }
    let directory_offset = out.len() as u32;
    out.extend_from_slice(&directory);
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    out.extend_from_slice(&[0, 0, 0, 0]);
    let count = (entries.len() as u16).to_le_bytes();
    out.extend_from_slice(&count);
    out.extend_from_slice(&count);
    out.extend_from_slice(&(directory.len() as u32).to_le_bytes());
    out.extend_from_slice(&directory_offset.to_le_bytes());
    out.extend_from_slice(&[0, 0]);
    out
}

const XML: &[u8] = b"<?xml version=\"1.0\"?><root/>";

fn docx() -> Vec<u8> {
    zip(&[("[Content_Types].xml", XML), ("_rels/.rels", XML), ("word/document.xml", XML)])
}

fn odt() -> Vec<u8> {
    zip(&[("mimetype", ODT_MIME), ("META-INF/manifest.xml", XML), ("content.xml", XML)])
}

fn png() -> Vec<u8> {
    let mut bytes = PNG_SIGNATURE.to_vec();
    bytes.extend_from_slice(PNG_IHDR);
    bytes.extend_from_slice(&[0; 17]);
    bytes
}

#[test]
fn office_files_are_recognised_by_their_zip_directory() {
    assert_eq!(FileKind::detect(&docx()), Some(FileKind::Docx));
    let xlsx = zip(&[("[Content_Types].xml", XML), ("xl/workbook.xml", XML)]);
    assert_eq!(FileKind::detect(&xlsx), Some(FileKind::Xlsx));
    let pptx = zip(&[("[Content_Types].xml", XML), ("ppt/presentation.xml", XML)]);
    assert_eq!(FileKind::detect(&pptx), Some(FileKind::Pptx));
    assert_eq!(FileKind::detect(&odt()), Some(FileKind::Odt));
}

#[test]
fn archives_that_only_look_like_office_files_are_refused() {
    let mut fake = b"PK\x03\x04".to_vec();
    fake.extend_from_slice(b"....[Content_Types].xml....word/document.xml");
    assert_eq!(FileKind::detect(&fake), None, "entry names as loose bytes, no directory");
    assert_eq!(FileKind::detect(b"PK\x03\x04 random zip"), None);
    assert_eq!(FileKind::detect(&zip(&[("word/document.xml", XML)])), None, "no [Content_Types].xml");
    assert_eq!(
        FileKind::detect(&zip(&[("[Content_Types].xml", b"word/document.xml")])),
        None,
        "the name in a content only"
    );
    assert_eq!(FileKind::detect(&zip(&[("payload.exe", b"MZ")])), None);

    let late_mimetype = zip(&[("content.xml", XML), ("mimetype", ODT_MIME)]);
    assert_eq!(FileKind::detect(&late_mimetype), None, "mimetype must come first");
    let spreadsheet = zip(&[("mimetype", b"application/vnd.oasis.opendocument.spreadsheet"), ("content.xml", XML)]);
    assert_eq!(FileKind::detect(&spreadsheet), None);
    assert_eq!(FileKind::detect(&zip(&[("mimetype", ODT_MIME)])), None, "no content.xml");

    let mut compressed = odt();
    compressed[8] = 8;
    assert_eq!(FileKind::detect(&compressed), None, "a deflated mimetype is not OpenDocument");

    let mut moved = docx();
    let len = moved.len();
    moved[len - 6] ^= 0x01;
    assert_eq!(FileKind::detect(&moved), None, "a directory offset pointing elsewhere");
    let mut trailing = docx();
    trailing.extend_from_slice(b"extra");
    assert_eq!(FileKind::detect(&trailing), None, "bytes after the end record");
}

#[test]
fn hostile_archives_never_panic() {
    for sample in [docx(), odt()] {
        for cut in 0..sample.len() {
            let _ = FileKind::detect(&sample[..cut]);
        }
        for at in 0..sample.len() {
            for value in [0x00, 0xFF, 0x7F] {
                let mut broken = sample.clone();
                broken[at] = value;
                let _ = FileKind::detect(&broken);
            }
        }
    }
    let mut huge_count = docx();
    let len = huge_count.len();
    huge_count[len - 12..len - 10].copy_from_slice(&[0xFF, 0xFF]);
    huge_count[len - 10..len - 6].copy_from_slice(&[0xFF; 4]);
    assert_eq!(FileKind::detect(&huge_count), None);
}

#[test]
fn pdfs_need_their_end_marker_and_pngs_their_header_chunk() {
    assert_eq!(FileKind::detect(b"%PDF-1.7\n1 0 obj\nendobj\n%%EOF\n"), Some(FileKind::Pdf));
    let mut padded = b"%PDF-1.7\n%%EOF".to_vec();
    padded.extend_from_slice(&[b' '; 1500]);
    assert_eq!(FileKind::detect(&padded), Some(FileKind::Pdf), "trailing garbage is tolerated");
    assert_eq!(FileKind::detect(b"%PDF-1.7\n..."), None);
    let mut early_end = b"%PDF-1.7\n%%EOF".to_vec();
    early_end.extend_from_slice(&[b'x'; 3000]);
    assert_eq!(FileKind::detect(&early_end), None);

    assert_eq!(FileKind::detect(&png()), Some(FileKind::Png));
    assert_eq!(FileKind::detect(b"\x89PNG\r\n\x1a\nnot a chunk"), None);
    assert_eq!(FileKind::detect(&[0xFF, 0xD8, 0xFF, 0xE0]), Some(FileKind::Jpeg));
    assert_eq!(FileKind::detect(b"MZ\x90\x00 program"), None);
    assert_eq!(FileKind::detect(b""), None);
}

#[test]
fn names_lose_their_folders_and_dangerous_characters() {
    assert_eq!(clean_file_name("../../etc/passwd"), "passwd");
    assert_eq!(clean_file_name("C:\\Users\\awa\\plan \"final\".pdf"), "plan final.pdf");
    assert_eq!(clean_file_name("..."), "document");
    assert_eq!(clean_file_name("Business plan 2026.pdf"), "Business plan 2026.pdf");
}

#[test]
fn names_lose_invisible_formatting_and_are_composed() {
    assert_eq!(clean_file_name("facture\u{202E}fdp.bat"), "facturefdp.bat");
    for invisible in [
        '\u{200B}',
        '\u{200F}',
        '\u{202A}',
        '\u{2066}',
        '\u{2069}',
        '\u{2060}',
        '\u{FEFF}',
        '\u{061C}',
        '\u{00AD}',
        '\u{E0041}',
    ] {
        assert_eq!(clean_file_name(&format!("plan{invisible}.pdf")), "plan.pdf", "U+{:04X}", u32::from(invisible));
    }
    assert_eq!(clean_file_name("\u{202E}\u{200B}"), "document");
    assert_eq!(clean_file_name("e\u{301}tude.pdf"), "\u{e9}tude.pdf");
    assert_eq!(clean_file_name("Mohéli – étude.pdf"), "Mohéli – étude.pdf");
    assert_eq!(clean_file_name("plan\r\n\t 2026\0.pdf"), "plan 2026.pdf", "one line, like every typed name");
}

#[test]
fn shown_names_end_in_the_real_extension() {
    assert_eq!(display_name("facture\u{202E}fdp.bat", FileKind::Pdf), "facturefdp.pdf");
    assert_eq!(display_name("plan.PDF", FileKind::Pdf), "plan.pdf");
    assert_eq!(display_name("photo.jpeg", FileKind::Jpeg), "photo.jpg");
    assert_eq!(display_name("rapport", FileKind::Docx), "rapport.docx");
    assert_eq!(display_name("budget v1.2", FileKind::Xlsx), "budget v1.2.xlsx");
    assert_eq!(display_name("notes.tar.gz", FileKind::Odt), "notes.tar.odt");
    assert_eq!(display_name("lettre.très-longue", FileKind::Pdf), "lettre.très-longue.pdf");
    assert_eq!(display_name("...", FileKind::Png), "document.png");
    assert_eq!(display_name(".bashrc", FileKind::Pdf), "bashrc.pdf");
    let long = display_name(&format!("{}.exe", "a".repeat(300)), FileKind::Pptx);
    assert_eq!(long.chars().count(), 200);
    assert!(long.ends_with("a.pptx"));
}

#[test]
fn stored_content_types_map_back_to_kinds() {
    assert_eq!(FileKind::from_content_type("application/pdf"), Some(FileKind::Pdf));
    assert_eq!(FileKind::content_type_of("text/html"), "application/octet-stream");
}
