//! The file names a restored database holds: an attachment's stored name is opened
//! inside the attachments folder and a `/media/` address inside the media folder, so
//! each must have the shape the server itself gives them, or a database edited by
//! hand could point the site at any file of the machine.

use anyhow::bail;
use rusqlite::Connection;

use super::schema_check::shown;
use crate::media::{FAVICON_FOLDER, MEDIA_URL_PREFIX, SOCIAL_FOLDER, social_source};

/// How a column holds its addresses.
#[derive(Clone, Copy)]
enum Holds {
    /// Text (an address, HTML, a description): every `/media/` address that starts a path in it.
    Text,
    /// A JSON document: the same, in each of its strings.
    Json,
}

/// Every column where the site keeps an address of its own media, or shows text that may hold one.
const MEDIA_COLUMNS: &[(&str, &str, Holds)] = &[
    ("users", "avatar_url", Holds::Text),
    ("blog_posts", "cover_image", Holds::Text),
    ("blog_posts", "thumbnail_url", Holds::Text),
    ("blog_posts", "content_html", Holds::Text),
    ("blog_posts", "content_json", Holds::Json),
    ("blog_posts", "author_bio", Holds::Text),
    ("post_seo", "social_image", Holds::Text),
    ("post_revisions", "cover_image", Holds::Text),
    ("post_revisions", "thumbnail_url", Holds::Text),
    ("post_revisions", "author_bio", Holds::Text),
    ("post_revisions", "content_html", Holds::Text),
    ("post_revisions", "content_json", Holds::Json),
    ("post_revisions", "social_image", Holds::Text),
    ("post_pending_edits", "edit", Holds::Json),
    ("site_settings", "value", Holds::Json),
    ("site_content", "content_value", Holds::Json),
    ("legal_pages", "content_html", Holds::Text),
    ("legal_pages", "content_json", Holds::Json),
    ("chat_assistant", "config", Holds::Json),
    ("timeline_events", "reference_link", Holds::Text),
    ("timeline_events", "description", Holds::Text),
];

/// Refuses the first attachment or media address the server would not have written,
/// naming its table and row. Runs on a database of any version this binary migrates:
/// a column its version does not have yet is skipped.
pub fn check(conn: &Connection) -> anyhow::Result<()> {
    let mut statement = conn.prepare("SELECT id, stored_name FROM dossier_attachments")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        let name: String = row.get(1)?;
        if !is_stored_name(&name) {
            let id: i64 = row.get(0)?;
            bail!(
                "la base restaurée contient un nom de fichier que le serveur ne produit pas : \
                 dossier_attachments, ligne {id} (« {} »)",
                shown(&name)
            );
        }
    }
    for &(table, column, holds) in MEDIA_COLUMNS {
        let exists: bool =
            conn.query_row("SELECT count(*) > 0 FROM pragma_table_info(?1) WHERE name = ?2", [table, column], |row| {
                row.get(0)
            })?;
        if !exists {
            continue;
        }
        let mut statement = conn.prepare(&format!("SELECT rowid, {column} FROM {table} WHERE {column} IS NOT NULL"))?;
        let mut rows = statement.query([])?;
        while let Some(row) = rows.next()? {
            let text = match row.get_ref(1)? {
                rusqlite::types::ValueRef::Text(bytes) | rusqlite::types::ValueRef::Blob(bytes) => {
                    String::from_utf8_lossy(bytes).into_owned()
                }
                _ => continue,
            };
            if let Some(address) = first_foreign_address(&text, holds) {
                let id: i64 = row.get(0)?;
                bail!(
                    "la base restaurée contient une adresse de média que le serveur ne produit pas : \
                     {table}.{column}, ligne {id} (« {} »)",
                    shown(&address)
                );
            }
        }
    }
    Ok(())
}

/// The bytes the database says its attachments hold.
pub fn attachment_bytes(conn: &Connection) -> anyhow::Result<u64> {
    let total: i64 =
        conn.query_row("SELECT coalesce(sum(max(size_bytes, 0)), 0) FROM dossier_attachments", [], |row| row.get(0))?;
    Ok(total.max(0) as u64)
}

/// An attachment's name on disk: a UUID in its simple form (32 lowercase hex digits).
pub fn is_stored_name(name: &str) -> bool {
    name.len() == 32 && is_lower_hex(name)
}

fn is_lower_hex(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte))
}

/// A width in pixels as `media::store_variants` writes it.
fn is_width(text: &str) -> bool {
    (1..=5).contains(&text.len()) && !text.starts_with('0') && text.bytes().all(|byte| byte.is_ascii_digit())
}

/// A `/media/` address as `media::store` and `media::store_variants` write them:
/// `avatars/<uuid>.webp`, `favicons/<uuid>.png`, `images/<uuid>[x<width>]-<width>.webp`, and the
/// social cards `media::social` makes of the latter, `social/<uuid>[x<width>].jpg`, or of the
/// build's SVG pictures, `social/svg-<path>-<hash>.jpg` (only those this build can make).
/// A query or fragment after it changes no file and is allowed.
pub fn is_stored_media_url(url: &str) -> bool {
    let Some(relative) = url.strip_prefix(MEDIA_URL_PREFIX) else { return false };
    let relative = relative.split(['?', '#']).next().unwrap_or_default();
    let Some((folder, name)) = relative.split_once('/') else { return false };
    match folder {
        "avatars" => name.strip_suffix(".webp").is_some_and(is_stored_name),
        _ if folder == FAVICON_FOLDER => name.strip_suffix(".png").is_some_and(is_stored_name),
        _ if folder == SOCIAL_FOLDER => social_source(name).is_some(),
        "images" => {
            let Some((id, width)) = name.strip_suffix(".webp").and_then(|stem| stem.rsplit_once('-')) else {
                return false;
            };
            let (hex, largest) = id.split_once('x').unwrap_or((id, "1"));
            is_stored_name(hex) && is_width(largest) && is_width(width)
        }
        _ => false,
    }
}

/// The first `/media/` address in `text` that is not one the server writes.
fn first_foreign_address(text: &str, holds: Holds) -> Option<String> {
    match holds {
        Holds::Text => foreign_in(text),
        Holds::Json => match serde_json::from_str::<serde_json::Value>(text) {
            Ok(value) => foreign_in_json(&value),
            // Read as text: an unreadable document must not hide an address.
            Err(_) => foreign_in(text),
        },
    }
}

fn foreign_in_json(value: &serde_json::Value) -> Option<String> {
    match value {
        serde_json::Value::String(text) => foreign_in(text),
        serde_json::Value::Array(items) => items.iter().find_map(foreign_in_json),
        serde_json::Value::Object(fields) => fields.values().find_map(foreign_in_json),
        _ => None,
    }
}

/// Every `/media/` that starts a path (not one inside another site's address, such as
/// `https://example.org/media/x`), up to the first character that ends an address in
/// HTML, JSON or a `srcset`: anything else it holds (`..`, `//`, `\`, `&`, `%`) makes
/// it foreign.
fn foreign_in(text: &str) -> Option<String> {
    text.match_indices(MEDIA_URL_PREFIX).find_map(|(at, _)| {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || "._~%@:/+-".contains(c)) {
            return None;
        }
        let rest = &text[at..];
        let end = rest.find(|c: char| c.is_whitespace() || "\"'<>(),`".contains(c)).unwrap_or(rest.len());
        let address = &rest[..end];
        (!is_stored_media_url(address)).then(|| address.to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attachment_names_are_simple_uuids() {
        assert!(is_stored_name(&uuid::Uuid::new_v4().simple().to_string()));
        for name in ["../vitrine.db", "/etc/passwd", "/proc/self/environ", "", "ABCDEF0123456789ABCDEF0123456789"] {
            assert!(!is_stored_name(name), "{name}");
        }
        assert!(!is_stored_name(&uuid::Uuid::new_v4().to_string()), "the hyphenated form is not written");
    }

    #[test]
    fn every_address_the_media_store_writes_is_accepted() {
        let dir = tempfile::tempdir().unwrap();
        let variants: Vec<crate::media::Variant> = [480, 960, 1600]
            .map(|width| crate::media::Variant { width, height: width / 2, webp: b"RIFF".to_vec() })
            .into();
        let narrow = vec![crate::media::Variant { width: 700, height: 350, webp: b"RIFF".to_vec() }];
        let mut urls = vec![
            crate::media::store(dir.path(), "avatars", "webp", b"RIFF").unwrap(),
            crate::media::store(dir.path(), FAVICON_FOLDER, "png", b"PNG").unwrap(),
        ];
        for set in [variants, narrow] {
            urls.extend(crate::media::store_variants(dir.path(), &set).unwrap().into_iter().map(|(_, url)| url));
        }
        let cards: Vec<String> = urls.iter().filter_map(|url| crate::media::social_url(url)).collect();
        assert_eq!(cards.len(), 4, "each stored image has its card");
        for url in urls.into_iter().chain(cards) {
            assert!(is_stored_media_url(&url), "{url}");
        }
    }

    #[test]
    fn other_media_addresses_are_refused() {
        let id = "0123456789abcdef0123456789abcdef";
        for url in [
            "/media/../vitrine.db".to_string(),
            "/media/avatars/../../vitrine.db".to_string(),
            "/media//etc/passwd".to_string(),
            format!("/media/avatars/{id}.svg"),
            format!("/media/avatars\\{id}.webp"),
            format!("/media/images/{id}-0480.webp"),
            format!("/media/images/{id}x-480.webp"),
            format!("/media/autres/{id}.webp"),
            format!("/media/images/{id}-480.webp/.."),
            format!("/media/social/{id}.webp"),
            format!("/media/social/{id}-480.jpg"),
            format!("/media/social/{id}x.jpg"),
            "/media/social/../vitrine.db".to_string(),
            format!("/media/social/sub/{id}.jpg"),
        ] {
            assert!(!is_stored_media_url(&url), "{url}");
        }
        assert!(is_stored_media_url(&format!("/media/images/{id}x700-480.webp?v=2")));
        assert!(is_stored_media_url(&format!("/media/social/{id}x700.jpg")));
        let drawing = crate::media::social_url("/images/demo/post-1.svg").unwrap();
        assert!(is_stored_media_url(&drawing), "{drawing}");
        for made_up in ["/media/social/svg-demo-post-1.jpg", "/media/social/svg-../../vitrine.db"] {
            assert!(!is_stored_media_url(made_up), "{made_up}");
        }
    }

    #[test]
    fn addresses_are_found_where_they_start_a_path() {
        let id = "0123456789abcdef0123456789abcdef";
        let good = format!(
            r#"<p><img src="/media/images/{id}-960.webp" srcset="/media/images/{id}-480.webp 480w,/media/images/{id}-960.webp 960w"></p>"#
        );
        assert_eq!(first_foreign_address(&good, Holds::Text), None);
        assert_eq!(first_foreign_address("https://example.org/media/../x.pdf et c:/media/x", Holds::Text), None);
        assert_eq!(
            first_foreign_address(r#"<img src="/media/../vitrine.db">"#, Holds::Text).as_deref(),
            Some("/media/../vitrine.db")
        );
        assert_eq!(
            first_foreign_address(r#"<img src="/media/&#46;&#46;/vitrine.db">"#, Holds::Text).as_deref(),
            Some("/media/&#46;&#46;/vitrine.db")
        );
        let escaped = r#"{"hero": {"image_url": "\/media\/..\/vitrine.db"}}"#;
        assert_eq!(first_foreign_address(escaped, Holds::Json).as_deref(), Some("/media/../vitrine.db"));
        assert_eq!(first_foreign_address("{pas du json /media/x", Holds::Json).as_deref(), Some("/media/x"));
        assert_eq!(first_foreign_address(r#"{"a": ["/media/ok", 1]}"#, Holds::Json).as_deref(), Some("/media/ok"));
    }
}
