//! The files behind the media library: an image is the set of its WebP variants, named by a
//! shared key (`media/images/<key>-<width>.webp`). Images stored before the library existed
//! are found on disk and entered at start-up, so the library shows every image the site has.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use super::media_dir;

const IMAGES_PREFIX: &str = "/media/images/";
const IMAGES_FOLDER: &str = "images";

/// The image keys whose variants `text` names (`/media/images/<key>-<width>.webp`).
pub fn image_keys_in(text: &str) -> impl Iterator<Item = &str> {
    text.match_indices(IMAGES_PREFIX).filter_map(|(at, _)| {
        let rest = &text[at + IMAGES_PREFIX.len()..];
        let key_end = rest.find(|c: char| !(c.is_ascii_hexdigit() || c == 'x'))?;
        (rest[key_end..].starts_with('-') && key_end >= 32).then(|| &rest[..key_end])
    })
}

/// The key of one variant's file name, when it is one the server writes.
fn key_of_file(name: &str) -> Option<(&str, u32)> {
    let (key, width) = name.strip_suffix(".webp")?.rsplit_once('-')?;
    let hex = key.split('x').next().unwrap_or_default();
    let width = width.parse().ok()?;
    (hex.len() == 32 && hex.bytes().all(|byte| matches!(byte, b'0'..=b'9' | b'a'..=b'f'))).then_some((key, width))
}

/// An image found on disk that the library did not know.
#[derive(Debug, PartialEq, Eq)]
pub struct EarlierImage {
    pub key: String,
    pub width: u32,
    pub height: u32,
    pub bytes: u64,
}

/// The images under `media/images/` whose key is not in `known`, read from their largest
/// variant's header; a file that cannot be read is left out.
pub fn earlier_images(data_dir: &Path, known: &HashSet<String>) -> Vec<EarlierImage> {
    let Ok(entries) = std::fs::read_dir(media_dir(data_dir).join(IMAGES_FOLDER)) else { return Vec::new() };
    let mut found: BTreeMap<String, (u32, std::path::PathBuf, u64)> = BTreeMap::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some((key, width)) = name.to_str().and_then(key_of_file) else { continue };
        if known.contains(key) {
            continue;
        }
        let size = entry.metadata().map(|metadata| metadata.len()).unwrap_or_default();
        let slot = found.entry(key.to_string()).or_insert((0, entry.path(), 0));
        slot.2 += size;
        if width > slot.0 {
            (slot.0, slot.1) = (width, entry.path());
        }
    }
    found
        .into_iter()
        .filter_map(|(key, (_, largest, bytes))| {
            let (width, height) = image::image_dimensions(&largest).ok()?;
            Some(EarlierImage { key, width, height, bytes })
        })
        .collect()
}

/// Deletes every variant of the image `key`.
pub fn remove_files(data_dir: &Path, key: &str) {
    let folder = media_dir(data_dir).join(IMAGES_FOLDER);
    let Ok(entries) = std::fs::read_dir(&folder) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if name.to_str().and_then(key_of_file).is_some_and(|(found, _)| found == key)
            && let Err(err) = std::fs::remove_file(entry.path())
        {
            tracing::warn!(path = %entry.path().display(), %err, "could not remove an image variant");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn keys_are_read_from_any_variant_address() {
        let other = "fedcba9876543210fedcba9876543210x640";
        let text = format!(
            r#"<p><img src="/media/images/{KEY}-480.webp" alt="a"> et /media/images/{other}-640.webp,
            /media/images/court-480.webp, /media/images/{KEY}.webp</p>"#
        );
        assert_eq!(image_keys_in(&text).collect::<Vec<_>>(), [KEY, other]);
        assert_eq!(key_of_file(&format!("{KEY}-960.webp")), Some((KEY, 960)));
        assert_eq!(key_of_file(&format!("{KEY}x700-700.webp")), Some((&*format!("{KEY}x700"), 700)));
        assert_eq!(key_of_file("notes-960.webp"), None);
        assert_eq!(key_of_file(&format!("{KEY}-960.png")), None);
    }

    #[test]
    fn images_on_disk_are_found_once_with_their_largest_variant_and_removed_whole() {
        let dir = tempfile::tempdir().unwrap();
        let variants = super::super::image_variants(&crate::test_images::png(1000, 500)).unwrap();
        let stored = super::super::store_variants(dir.path(), &variants).unwrap();
        let key = image_keys_in(&stored[0].1).next().unwrap().to_string();
        let found = earlier_images(dir.path(), &HashSet::new());
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].key.as_str(), found[0].width, found[0].height), (key.as_str(), 1000, 500));
        assert!(earlier_images(dir.path(), &HashSet::from([key.clone()])).is_empty());
        remove_files(dir.path(), &key);
        assert!(earlier_images(dir.path(), &HashSet::new()).is_empty());
    }
}
