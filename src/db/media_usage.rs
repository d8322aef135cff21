//! Where the library's images are used, read from the content visitors see (articles, their
//! sharing images and pending changes, settings, site content, legal pages), and their removal from it
//! when the owner deletes an image he was told is in use.

use std::collections::{BTreeSet, HashMap};

use rusqlite::{Connection, params};
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

use super::post_pending;
use crate::error::AppResult;
use crate::media::image_keys_in;

const IMAGES_PREFIX: &str = "/media/images/";

/// A place an image shows; the back-office names it and links to its editor.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MediaPlace {
    Article { id: i64, title: String },
    Settings,
    SiteContent { section: String },
    Legal { page: String },
}

fn names(text: &str, key: &str) -> bool {
    image_keys_in(text).any(|found| found == key)
}

/// Every image key in use, with the places it shows in.
pub fn uses(conn: &Connection) -> AppResult<HashMap<String, BTreeSet<MediaPlace>>> {
    let mut uses: HashMap<String, BTreeSet<MediaPlace>> = HashMap::new();
    let mut note = |text: &str, place: &MediaPlace| {
        for key in image_keys_in(text) {
            uses.entry(key.to_string()).or_default().insert(place.clone());
        }
    };
    let mut statement = conn.prepare(
        "SELECT p.id, p.title, coalesce(p.cover_image, ''), coalesce(p.thumbnail_url, ''), p.content_html,
             coalesce(e.edit, ''), coalesce(s.social_image, '')
         FROM blog_posts p LEFT JOIN post_pending_edits e ON e.post_id = p.id LEFT JOIN post_seo s ON s.post_id = p.id
         WHERE instr(coalesce(p.cover_image, '') || coalesce(p.thumbnail_url, '') || p.content_html
             || coalesce(e.edit, '') || coalesce(s.social_image, ''), ?1) > 0",
    )?;
    let mut rows = statement.query([IMAGES_PREFIX])?;
    while let Some(row) = rows.next()? {
        let place = MediaPlace::Article { id: row.get(0)?, title: row.get(1)? };
        for column in 2..=6 {
            note(&row.get::<_, String>(column)?, &place);
        }
    }
    let mut statement = conn.prepare("SELECT value FROM site_settings")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        note(&row.get::<_, String>(0)?, &MediaPlace::Settings);
    }
    let mut statement = conn.prepare("SELECT content_key, content_value FROM site_content")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        note(&row.get::<_, String>(1)?, &MediaPlace::SiteContent { section: row.get(0)? });
    }
    let mut statement = conn.prepare("SELECT page, content_html FROM legal_pages")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        note(&row.get::<_, String>(1)?, &MediaPlace::Legal { page: row.get(0)? });
    }
    Ok(uses)
}

/// `html` (as the sanitizer writes it) without the `<img>` elements showing `key`.
fn html_without(html: &str, key: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<img ") {
        let Some(length) = rest[start..].find('>') else { break };
        let element = &rest[start..=start + length];
        out.push_str(&rest[..start]);
        if !names(element, key) {
            out.push_str(element);
        }
        rest = &rest[start + length + 1..];
    }
    out.push_str(rest);
    out
}

/// A JSON document without `key`: editor image nodes showing it are dropped, and any other
/// string naming it is emptied (a setting's "no image").
fn json_without(value: &mut Value, key: &str) {
    match value {
        Value::Array(items) => {
            items.retain(|item| {
                !(item.get("type").and_then(Value::as_str) == Some("image")
                    && item.get("src").and_then(Value::as_str).is_some_and(|src| names(src, key)))
            });
            items.iter_mut().for_each(|item| json_without(item, key));
        }
        Value::Object(fields) => fields.values_mut().for_each(|field| json_without(field, key)),
        Value::String(text) if names(text, key) => text.clear(),
        _ => {}
    }
}

fn json_text_without(json: &str, key: &str) -> String {
    match serde_json::from_str::<Value>(json) {
        Ok(mut value) => {
            json_without(&mut value, key);
            value.to_string()
        }
        Err(_) => json.to_string(),
    }
}

fn optional_without(address: Option<String>, key: &str) -> Option<String> {
    address.filter(|address| !names(address, key))
}

/// Takes the image `key` out of every place it shows, in the caller's transaction. Articles
/// changed this way take a new version, so a tab still holding the image cannot save it back.
pub fn remove_everywhere(conn: &Connection, key: &str) -> AppResult<()> {
    let pattern = format!("{IMAGES_PREFIX}{key}-");
    let mut statement = conn.prepare(
        "SELECT id, cover_image, thumbnail_url, content_html, content_json FROM blog_posts
         WHERE instr(coalesce(cover_image, '') || coalesce(thumbnail_url, '') || content_html, ?1) > 0",
    )?;
    let articles = statement
        .query_map([&pattern], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get(1)?,
                row.get(2)?,
                row.get::<_, String>(3)?,
                row.get::<_, Option<String>>(4)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (id, cover, thumbnail, html, json) in articles {
        conn.execute(
            "UPDATE blog_posts SET cover_image = ?2, thumbnail_url = ?3, content_html = ?4, content_json = ?5,
                 version = version + 1 WHERE id = ?1",
            params![
                id,
                optional_without(cover, key),
                optional_without(thumbnail, key),
                html_without(&html, key),
                json.map(|json| json_text_without(&json, key))
            ],
        )?;
    }
    conn.execute(
        "UPDATE post_seo SET social_image = NULL WHERE instr(coalesce(social_image, ''), ?1) > 0",
        [&pattern],
    )?;
    let pending: Vec<(i64, i64)> = conn
        .prepare("SELECT post_id, saved_by FROM post_pending_edits WHERE instr(edit, ?1) > 0")?
        .query_map([&pattern], |row| Ok((row.get(0)?, row.get::<_, Option<i64>>(1)?.unwrap_or_default())))?
        .collect::<rusqlite::Result<_>>()?;
    for (post_id, saved_by) in pending {
        if let Some(mut edit) = post_pending::find(conn, post_id)? {
            edit.cover_image = optional_without(edit.cover_image, key);
            edit.thumbnail_url = optional_without(edit.thumbnail_url, key);
            edit.seo.social_image = optional_without(edit.seo.social_image, key);
            edit.content_html = html_without(&edit.content_html, key);
            edit.content_json = edit.content_json.map(|json| json_text_without(&json, key));
            post_pending::save(conn, post_id, &edit, saved_by)?;
        }
    }
    for (table, key_column, value_column) in
        [("site_settings", "key", "value"), ("site_content", "content_key", "content_value")]
    {
        let rows: Vec<(String, String)> = conn
            .prepare(&format!("SELECT {key_column}, {value_column} FROM {table} WHERE instr({value_column}, ?1) > 0"))?
            .query_map([&pattern], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        for (row_key, value) in rows {
            conn.execute(
                &format!("UPDATE {table} SET {value_column} = ?2 WHERE {key_column} = ?1"),
                params![row_key, json_text_without(&value, key)],
            )?;
        }
    }
    let legal: Vec<(String, String, Option<String>)> = conn
        .prepare("SELECT page, content_html, content_json FROM legal_pages WHERE instr(content_html, ?1) > 0")?
        .query_map([&pattern], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    for (page, html, json) in legal {
        conn.execute(
            "UPDATE legal_pages SET content_html = ?2, content_json = ?3 WHERE page = ?1",
            params![page, html_without(&html, key), json.map(|json| json_text_without(&json, key))],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "0123456789abcdef0123456789abcdef";
    const OTHER: &str = "fedcba9876543210fedcba9876543210x640";

    #[test]
    fn removal_takes_only_that_image_out_of_html_and_editor_state() {
        let html = format!(
            r#"<p>Avant<img src="/media/images/{KEY}-1600.webp" alt="a">après<img src="/media/images/{OTHER}-640.webp" alt="b"></p>"#
        );
        assert_eq!(
            html_without(&html, KEY),
            format!(r#"<p>Avantaprès<img src="/media/images/{OTHER}-640.webp" alt="b"></p>"#)
        );
        let json = format!(
            r#"{{"root":{{"children":[{{"type":"paragraph","children":[{{"type":"image","src":"/media/images/{KEY}-960.webp"}},{{"type":"text","text":"x"}}]}}]}},"logo_url":"/media/images/{KEY}-480.webp"}}"#
        );
        let cleaned: Value = serde_json::from_str(&json_text_without(&json, KEY)).unwrap();
        assert_eq!(cleaned["root"]["children"][0]["children"].as_array().unwrap().len(), 1);
        assert_eq!(cleaned["logo_url"], "");
    }
}
