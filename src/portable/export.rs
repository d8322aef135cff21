//! `vitrine export FILE` and the back-office's download: the site's content in one .tar.gz —
//! `vitrine-export.json` (every content table, row by row), each article as Markdown with front
//! matter under `articles/<lang>/<slug>.md`, and the public media under `media/`. Read in one
//! transaction, so it is consistent while the server runs.

use std::collections::HashMap;
use std::fs::File;
use std::io::Write;
use std::path::Path;

use anyhow::Context;
use flate2::Compression;
use flate2::write::GzEncoder;
use serde_json::{Map, Value, json};

use super::{EXPORT_DOCUMENT, FORMAT, FORMAT_VERSION, markdown};
use crate::db::portable::{CONTENT_TABLES, rows};

/// Media folders that are the site's content; avatars belong to accounts.
const MEDIA_FOLDERS: &[&str] = &["images", "favicons"];

/// What an export holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExportReport {
    pub posts: usize,
    pub media_files: usize,
}

/// Reads every content table in one transaction: the document an export opens with.
pub fn document(conn: &mut rusqlite::Connection) -> anyhow::Result<Map<String, Value>> {
    let tx = conn.transaction()?;
    let mut tables = Map::new();
    for table in CONTENT_TABLES {
        let found = rows(&tx, table).map_err(|err| anyhow::anyhow!("{err}"))?;
        tables.insert((*table).to_string(), Value::Array(found.into_iter().map(Value::Object).collect()));
    }
    tx.commit()?;
    let mut document = Map::new();
    document.insert("format".into(), json!(FORMAT));
    document.insert("version".into(), json!(FORMAT_VERSION));
    document.insert("exported_at".into(), json!(crate::db::now_text()));
    document.insert("tables".into(), Value::Object(tables));
    Ok(document)
}

/// A YAML double-quoted scalar (JSON's string syntax is one).
fn quoted(value: &Value) -> String {
    match value {
        Value::String(text) => serde_json::to_string(text).unwrap_or_default(),
        Value::Null => "null".into(),
        other => other.to_string(),
    }
}

/// An article as Markdown: its fields and keywords as front matter, then its text.
pub fn article_markdown(post: &Map<String, Value>, tags: &[String]) -> String {
    let mut out = String::from("---\n");
    for (key, field) in [
        ("title", "title"),
        ("slug", "slug"),
        ("lang", "lang"),
        ("date", "published_at"),
        ("category", "category"),
        ("excerpt", "excerpt"),
        ("cover", "cover_image"),
        ("author", "author_name"),
    ] {
        let value = post.get(field).unwrap_or(&Value::Null);
        if !value.is_null() {
            out.push_str(&format!("{key}: {}\n", quoted(value)));
        }
    }
    if !tags.is_empty() {
        out.push_str(&format!("tags: {}\n", serde_json::to_string(tags).unwrap_or_default()));
    }
    if post.get("published_at").is_none_or(Value::is_null) {
        out.push_str("draft: true\n");
    }
    out.push_str("---\n\n");
    out.push_str(&markdown::from_html(post.get("content_html").and_then(Value::as_str).unwrap_or_default()));
    out
}

/// A file name part that stays inside its folder.
fn safe_part(text: &str) -> String {
    let cleaned: String =
        text.chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect();
    if cleaned.is_empty() { "article".into() } else { cleaned }
}

/// The keywords of each article, in order, from the export's post_tags rows.
fn tags_by_post(rows: &Value) -> HashMap<i64, Vec<String>> {
    let mut placed: Vec<(i64, i64, String)> = rows
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|row| {
            Some((row["post_id"].as_i64()?, row["position"].as_i64()?, row["name"].as_str()?.to_string()))
        })
        .collect();
    placed.sort();
    let mut by_post: HashMap<i64, Vec<String>> = HashMap::new();
    for (post, _, name) in placed {
        by_post.entry(post).or_default().push(name);
    }
    by_post
}

fn append_bytes<W: Write>(builder: &mut tar::Builder<W>, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    let mut header = tar::Header::new_gnu();
    header.set_size(bytes.len() as u64);
    header.set_mode(0o644);
    header.set_mtime(time::OffsetDateTime::now_utc().unix_timestamp().max(0) as u64);
    header.set_cksum();
    builder.append_data(&mut header, name, bytes).with_context(|| format!("archiving {name}"))?;
    Ok(())
}

/// Writes the export of the site in `data_dir` to `target`, through a `.partial` file renamed at the end.
pub fn export(data_dir: &Path, target: &Path) -> anyhow::Result<ExportReport> {
    let database = crate::config::database_path(data_dir);
    anyhow::ensure!(database.exists(), "aucune base de données dans {}", data_dir.display());
    let mut conn = crate::db::open_connection(&database)?;
    let document = document(&mut conn)?;
    drop(conn);

    let partial = target.with_extension("partial");
    let file = File::create(&partial).with_context(|| format!("creating {}", partial.display()))?;
    let mut builder = tar::Builder::new(GzEncoder::new(file, Compression::default()));
    append_bytes(&mut builder, EXPORT_DOCUMENT, &serde_json::to_vec_pretty(&document)?)?;
    let posts = document["tables"]["blog_posts"].as_array().cloned().unwrap_or_default();
    let tags = tags_by_post(&document["tables"]["post_tags"]);
    for post in posts.iter().filter_map(Value::as_object) {
        let tags = post.get("id").and_then(Value::as_i64).and_then(|id| tags.get(&id)).cloned().unwrap_or_default();
        let lang = safe_part(post.get("lang").and_then(Value::as_str).unwrap_or("fr"));
        let slug = safe_part(post.get("slug").and_then(Value::as_str).unwrap_or_default());
        append_bytes(&mut builder, &format!("articles/{lang}/{slug}.md"), article_markdown(post, &tags).as_bytes())?;
    }
    let mut media_files = 0;
    for folder in MEDIA_FOLDERS {
        let path = crate::media::media_dir(data_dir).join(folder);
        let Ok(entries) = std::fs::read_dir(&path) else { continue };
        for entry in entries.flatten() {
            // A file removed meanwhile, or anything but a plain file, is left out.
            let Ok(kind) = entry.file_type() else { continue };
            let Some(name) = entry.file_name().to_str().map(str::to_string) else { continue };
            if !kind.is_file() || name.starts_with('.') {
                continue;
            }
            let Ok(mut opened) = File::open(entry.path()) else { continue };
            builder
                .append_file(format!("media/{folder}/{name}"), &mut opened)
                .with_context(|| format!("archiving {}", entry.path().display()))?;
            media_files += 1;
        }
    }
    builder.into_inner()?.finish()?.sync_all()?;
    std::fs::rename(&partial, target).with_context(|| format!("writing {}", target.display()))?;
    Ok(ExportReport { posts: posts.len(), media_files })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_article_reads_as_markdown_with_its_fields_on_top() {
        let post = json!({
            "title": "Un \"voyage\"",
            "slug": "un-voyage",
            "lang": "fr",
            "published_at": null,
            "category": "Récits",
            "excerpt": "Résumé",
            "cover_image": "/media/images/ab-1600.webp",
            "author_name": null,
            "content_html": "<p>Le <strong>lagon</strong>.</p>",
        });
        assert_eq!(
            article_markdown(post.as_object().unwrap(), &["Mer".into(), "Île".into()]),
            "---\ntitle: \"Un \\\"voyage\\\"\"\nslug: \"un-voyage\"\nlang: \"fr\"\ncategory: \"Récits\"\n\
             excerpt: \"Résumé\"\ncover: \"/media/images/ab-1600.webp\"\ntags: [\"Mer\",\"Île\"]\ndraft: true\n---\n\n\
             Le **lagon**.\n"
        );
        assert_eq!(safe_part("../../etc"), "------etc");
    }
}
