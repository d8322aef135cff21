//! A Vitrine export read back: its media unpacked (names the server itself writes, bounded in
//! count and size, staged until the database part is committed), then its rows inserted in one
//! transaction. Settings and page texts replace the site's; an article whose address the site
//! already has is left alone; article HTML is sanitized again and media addresses checked as a
//! restored backup's are, since the file may have been edited by hand.

use std::collections::HashMap;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use flate2::read::GzDecoder;
use rusqlite::Connection;
use serde_json::{Map, Value};

use super::report::ImportReport;
use super::{EXPORT_DOCUMENT, FORMAT, FORMAT_VERSION, SiteRules};
use crate::db::portable::{CONTENT_TABLES, insert};
use crate::db::stored_files;
use crate::domain::html;

const DOCUMENT_MAX_BYTES: u64 = 256 * 1024 * 1024;
const MEDIA_FILE_MAX_BYTES: u64 = 32 * 1024 * 1024;
const ENTRIES_MAX: usize = 100_000;
/// Tables whose rows are the site's one copy of something (a setting, a page's text): replaced.
const REPLACED: &[&str] = &["site_settings", "site_content", "translations", "legal_pages", "chat_assistant"];

fn err(error: crate::error::AppError) -> anyhow::Error {
    anyhow::anyhow!("{error}")
}

/// Reads the archive: its document, and its media staged under `staging` (relative names kept).
fn unpack(archive: &Path, staging: &Path) -> anyhow::Result<(Map<String, Value>, Vec<PathBuf>)> {
    let file = File::open(archive).with_context(|| format!("opening {}", archive.display()))?;
    let mut entries = tar::Archive::new(GzDecoder::new(file));
    let mut document = None;
    let mut media = Vec::new();
    let mut media_bytes = 0u64;
    for (count, entry) in entries.entries().context("archive illisible")?.enumerate() {
        ensure!(count < ENTRIES_MAX, "l'archive contient plus de {ENTRIES_MAX} fichiers");
        let mut entry = entry.context("archive illisible")?;
        let name = entry.path()?.to_string_lossy().into_owned();
        let size = entry.header().size()?;
        if name == EXPORT_DOCUMENT {
            ensure!(size <= DOCUMENT_MAX_BYTES, "le document de l'export dépasse {} Mo", DOCUMENT_MAX_BYTES >> 20);
            let mut text = String::new();
            entry.by_ref().take(DOCUMENT_MAX_BYTES).read_to_string(&mut text)?;
            let parsed: Value = serde_json::from_str(&text).context("le document de l'export est illisible")?;
            document = parsed.as_object().cloned();
            continue;
        }
        if !entry.header().entry_type().is_file() || !name.starts_with("media/") {
            continue;
        }
        if !stored_files::is_stored_media_url(&format!("/{name}")) || name.starts_with("media/avatars/") {
            bail!("l'archive contient un fichier de média que Vitrine n'écrit pas : {name}");
        }
        ensure!(size <= MEDIA_FILE_MAX_BYTES, "le fichier {name} dépasse {} Mo", MEDIA_FILE_MAX_BYTES >> 20);
        media_bytes += size;
        ensure!(
            media_bytes <= crate::backup::MEDIA_ALLOWANCE,
            "les médias de l'archive dépassent {} Go",
            crate::backup::MEDIA_ALLOWANCE >> 30
        );
        let relative = PathBuf::from(&name);
        let target = staging.join(&relative);
        std::fs::create_dir_all(target.parent().expect("a media file sits in a folder"))?;
        let mut out = File::create(&target)?;
        std::io::copy(&mut entry.by_ref().take(MEDIA_FILE_MAX_BYTES), &mut out)?;
        media.push(relative);
    }
    let document = document.context("ce fichier n'est pas un export Vitrine : il n'a pas de vitrine-export.json")?;
    ensure!(document.get("format").and_then(Value::as_str) == Some(FORMAT), "ce fichier n'est pas un export Vitrine");
    let version = document.get("version").and_then(Value::as_u64).unwrap_or(u64::MAX);
    ensure!(version <= u64::from(FORMAT_VERSION), "cet export vient d'une version plus récente de Vitrine");
    Ok((document, media))
}

/// Inserts the document's rows; returns what it did.
fn insert_rows(conn: &Connection, tables: &Map<String, Value>, report: &mut ImportReport) -> anyhow::Result<()> {
    let mut new_ids: HashMap<i64, i64> = HashMap::new();
    let mut translations: Vec<(i64, i64)> = Vec::new();
    for table in CONTENT_TABLES {
        let rows = tables.get(*table).and_then(Value::as_array).cloned().unwrap_or_default();
        for row in rows {
            let Value::Object(mut row) = row else { continue };
            if REPLACED.contains(table) {
                if let Some(Value::String(page)) = row.get_mut("content_html").filter(|_| *table == "legal_pages") {
                    *page = html::sanitize(page);
                }
                insert(conn, table, &row, true).map_err(err)?;
                continue;
            }
            if let Some(post) = row.get("post_id").and_then(Value::as_i64) {
                // An article's own row follows it, or is left out with it.
                let Some(new_post) = new_ids.get(&post) else { continue };
                row.insert("post_id".into(), Value::from(*new_post));
                insert(conn, table, &row, false).map_err(err)?;
                continue;
            }
            let old_id = row.get("id").cloned().unwrap_or(Value::Null);
            match *table {
                "timeline_events" => {
                    let (date, title) =
                        (row.get("date").and_then(Value::as_str), row.get("title").and_then(Value::as_str));
                    if crate::db::portable::timeline_event_exists(conn, date, title).map_err(err)? {
                        continue;
                    }
                }
                "blog_posts" => {
                    let slug = row.get("slug").and_then(Value::as_str).unwrap_or_default().to_string();
                    if crate::db::posts_admin::slug_taken(conn, &slug, None).map_err(err)? {
                        report.already_there += 1;
                        continue;
                    }
                    let email = row.remove("author_email");
                    let author = match email.as_ref().and_then(Value::as_str) {
                        Some(email) => crate::db::users::staff_id_by_email(conn, email).map_err(err)?,
                        None => None,
                    };
                    row.insert("author_id".into(), author.map_or(Value::Null, Value::from));
                    if let Some(source) = row.insert("translation_of".into(), Value::Null).and_then(|v| v.as_i64()) {
                        translations.push((old_id.as_i64().unwrap_or_default(), source));
                    }
                    if let Some(Value::String(content)) = row.get_mut("content_html") {
                        *content = html::sanitize(content);
                    }
                    if row.get("published_at").is_none_or(Value::is_null) {
                        report.drafts += 1;
                    }
                }
                _ => {}
            }
            if crate::db::portable::id_taken(conn, table, old_id.as_i64()).map_err(err)? {
                row.remove("id");
            }
            if insert(conn, table, &row, false).map_err(err)? && *table == "blog_posts" {
                new_ids.insert(old_id.as_i64().unwrap_or_default(), conn.last_insert_rowid());
                report.created += 1;
                report.created_ids.push(conn.last_insert_rowid());
            }
        }
    }
    for &post in new_ids.values() {
        // A file edited by hand may spell a keyword's key its own way: the rules say it again.
        let names = crate::db::post_tags::find(conn, post).map_err(err)?;
        let (kept, _) = crate::domain::tags::keep_within_rules(&names);
        crate::db::post_tags::save(conn, post, &kept).map_err(err)?;
    }
    for (old, source) in translations {
        if let (Some(post), Some(original)) = (new_ids.get(&old), new_ids.get(&source)) {
            crate::db::portable::link_translation(conn, *post, *original).map_err(err)?;
        }
    }
    Ok(())
}

/// Puts the imported settings and page texts through the rules the back-office saves them
/// with: a file edited by hand cannot plant a `javascript:` link or an unbounded text.
fn revalidate(conn: &Connection, rules: SiteRules) -> anyhow::Result<()> {
    let refused = |err: crate::error::AppError| {
        let why = match err {
            crate::error::AppError::Validation { fields, message } => {
                fields.into_iter().next().map_or(message, |(field, problem)| format!("{field} : {problem}"))
            }
            other => other.to_string(),
        };
        anyhow::anyhow!("les paramètres ou les textes de l'export sont refusés ({why})")
    };
    // Saved again only when cleaning changed something, so an export comes back as it left.
    let settings = crate::db::settings::load(conn).map_err(err)?;
    let clean = (rules.settings)(&settings).map_err(refused)?;
    if clean != settings {
        crate::db::settings::save(conn, &clean).map_err(err)?;
    }
    let content = crate::db::content::load(conn).map_err(err)?;
    let clean = (rules.content)(content.clone()).map_err(refused)?;
    if clean != content {
        crate::db::content::save(conn, &clean).map_err(err)?;
    }
    Ok(())
}

/// Imports the Vitrine export `archive` into the site of `conn` and `data_dir`.
pub fn import(
    data_dir: &Path,
    conn: &mut Connection,
    archive: &Path,
    rules: SiteRules,
) -> anyhow::Result<ImportReport> {
    let mut report = ImportReport::new("Vitrine");
    let staging = tempfile::Builder::new().prefix(".vitrine-import-").tempdir_in(data_dir)?;
    let (document, media) = unpack(archive, staging.path())?;
    let tables = document.get("tables").and_then(Value::as_object).cloned().unwrap_or_default();
    let tx = conn.transaction()?;
    insert_rows(&tx, &tables, &mut report)?;
    revalidate(&tx, rules)?;
    stored_files::check(&tx)?;
    tx.commit()?;
    for relative in media {
        let target = data_dir.join(&relative);
        if target.exists() {
            continue;
        }
        std::fs::create_dir_all(target.parent().expect("a media file sits in a folder"))?;
        std::fs::rename(staging.path().join(&relative), &target)
            .with_context(|| format!("writing {}", target.display()))?;
        report.media_files += 1;
    }
    Ok(report)
}
