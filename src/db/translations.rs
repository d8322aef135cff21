//! translations rows: the owner's texts in English and Arabic, each holding only the fields
//! he translated, and the one rule that lays them over the French originals when read.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::error::AppResult;

/// A stored translation: the translated fields and when they were last saved.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct Translation {
    #[ts(type = "Record<string, unknown>")]
    pub value: Value,
    pub updated_at: String,
}

fn parse(raw: &str) -> Value {
    serde_json::from_str(raw).unwrap_or_else(|err| {
        tracing::warn!(%err, "unreadable translation, using the original");
        Value::Null
    })
}

/// The translation of `source` into `lang`; French has none, the original being French.
pub fn find(conn: &Connection, source: &str, lang: Lang) -> AppResult<Option<Translation>> {
    if lang == Lang::Fr {
        return Ok(None);
    }
    Ok(conn
        .prepare_cached("SELECT value, updated_at FROM translations WHERE source = ?1 AND lang = ?2")?
        .query_row(params![source, lang.code()], |row| {
            Ok(Translation { value: parse(&row.get::<_, String>(0)?), updated_at: row.get(1)? })
        })
        .optional()?)
}

/// Writes (or replaces) the translation, and returns what was stored.
pub fn put(conn: &Connection, source: &str, lang: Lang, value: &Value) -> AppResult<Translation> {
    if lang == Lang::Fr {
        return Err(crate::error::AppError::internal("French is the original, never a translation"));
    }
    let updated_at = super::now_text();
    let raw = serde_json::to_string(value).map_err(anyhow::Error::from)?;
    conn.execute(
        "INSERT INTO translations (source, lang, value, updated_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (source, lang) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        params![source, lang.code(), raw, updated_at],
    )?;
    Ok(Translation { value: value.clone(), updated_at })
}

/// Removes the translation; false when there was none.
pub fn delete(conn: &Connection, source: &str, lang: Lang) -> AppResult<bool> {
    Ok(conn.execute("DELETE FROM translations WHERE source = ?1 AND lang = ?2", params![source, lang.code()])? == 1)
}

/// Every translation into `lang`, by source.
pub fn list(conn: &Connection, lang: Lang) -> AppResult<BTreeMap<String, Value>> {
    let mut statement = conn.prepare_cached("SELECT source, value FROM translations WHERE lang = ?1")?;
    let rows = statement.query_map([lang.code()], |row| Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?)))?;
    let mut found = BTreeMap::new();
    for row in rows {
        let (source, raw) = row?;
        found.insert(source, parse(&raw));
    }
    Ok(found)
}

/// The translated value of `source` in `lang`, or Null (which `overlay` reads as "not translated").
pub fn value_of(conn: &Connection, source: &str, lang: Lang) -> AppResult<Value> {
    Ok(find(conn, source, lang)?.map(|found| found.value).unwrap_or(Value::Null))
}

/// The translated text of `key`, when there is one (an empty text is not a translation).
pub fn text_of<'a>(translated: &'a Value, key: &str) -> Option<&'a str> {
    translated.get(key).and_then(Value::as_str).filter(|text| !text.trim().is_empty())
}

/// `translated` laid over `original`: objects merged key by key, lists of objects item by item
/// (the translation of `items[1].title` lands on item 1; the original decides how many there are),
/// and a translated empty text, empty list or null keeps the original. Anything else replaces.
pub fn overlay(original: &Value, translated: &Value) -> Value {
    match (original, translated) {
        (_, Value::Null) => original.clone(),
        (_, Value::String(text)) if text.is_empty() => original.clone(),
        (_, Value::Array(items)) if items.is_empty() => original.clone(),
        (Value::Object(original), Value::Object(translated)) => {
            let mut merged = original.clone();
            for (key, value) in translated {
                let laid = overlay(original.get(key).unwrap_or(&Value::Null), value);
                if !laid.is_null() {
                    merged.insert(key.clone(), laid);
                }
            }
            Value::Object(merged)
        }
        (Value::Array(original), Value::Array(translated)) if original.iter().any(Value::is_object) => Value::Array(
            original
                .iter()
                .enumerate()
                .map(|(index, item)| overlay(item, translated.get(index).unwrap_or(&Value::Null)))
                .collect(),
        ),
        _ => translated.clone(),
    }
}

/// `original` with `translated` laid over it, read back as its type; a translation that no
/// longer fits the original's shape is logged and left out.
pub fn translate<T: Serialize + serde::de::DeserializeOwned>(original: T, translated: &Value) -> T {
    if translated.is_null() {
        return original;
    }
    let laid = match serde_json::to_value(&original) {
        Ok(value) => overlay(&value, translated),
        Err(_) => return original,
    };
    serde_json::from_value(laid).unwrap_or_else(|err| {
        tracing::warn!(%err, "a translation does not fit its original, showing the original");
        original
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn objects_merge_key_by_key_and_lists_of_objects_item_by_item() {
        let original = json!({
            "title": "Mes services",
            "subtitle": "Ce que je fais",
            "items": [
                { "title": "Conseil", "description": "J'accompagne" },
                { "title": "Formation", "description": "J'enseigne" },
            ],
        });
        let translated =
            json!({ "title": "My services", "items": [null, { "title": "Training" }, { "title": "Extra" }] });
        assert_eq!(
            overlay(&original, &translated),
            json!({
                "title": "My services",
                "subtitle": "Ce que je fais",
                "items": [
                    { "title": "Conseil", "description": "J'accompagne" },
                    { "title": "Training", "description": "J'enseigne" },
                ],
            })
        );
    }

    #[test]
    fn empty_texts_nulls_and_empty_lists_keep_the_original() {
        let original = json!({ "title": "Titre", "items": [{ "label": "Un" }], "keywords": ["blog"] });
        let translated = json!({ "title": "", "items": [{ "label": null }], "keywords": [] });
        assert_eq!(overlay(&original, &translated), original);
        assert_eq!(overlay(&original, &Value::Null), original);
        assert_eq!(overlay(&original, &json!({})), original);
    }

    #[test]
    fn anything_else_replaces_and_new_keys_are_added() {
        assert_eq!(overlay(&json!(["blog", "article*"]), &json!(["post*"])), json!(["post*"]));
        assert_eq!(overlay(&json!({ "a": 1 }), &json!({ "b": "deux" })), json!({ "a": 1, "b": "deux" }));
        assert_eq!(overlay(&Value::Null, &json!({ "subtitle": "Hi" })), json!({ "subtitle": "Hi" }));
        assert_eq!(
            overlay(&json!({ "link": { "label": "Voir", "url": "/blog" } }), &json!({ "link": { "label": "See" } })),
            json!({ "link": { "label": "See", "url": "/blog" } })
        );
    }

    #[test]
    fn a_translation_that_does_not_fit_keeps_the_original() {
        #[derive(Debug, PartialEq, Serialize, serde::Deserialize)]
        struct Intro {
            subtitle: Option<String>,
        }
        let original = Intro { subtitle: Some("Mon chemin".into()) };
        assert_eq!(translate(original, &json!({ "subtitle": 3 })).subtitle.as_deref(), Some("Mon chemin"));
        let original = Intro { subtitle: Some("Mon chemin".into()) };
        assert_eq!(translate(original, &json!({ "subtitle": "My path" })).subtitle.as_deref(), Some("My path"));
    }

    #[test]
    fn one_row_per_source_and_language() {
        let conn = crate::db::test_connection();
        assert_eq!(find(&conn, "content:home_cta", Lang::En).unwrap(), None);
        put(&conn, "content:home_cta", Lang::En, &json!({ "title": "Let's talk" })).unwrap();
        let saved = put(&conn, "content:home_cta", Lang::En, &json!({ "title": "Let's talk!" })).unwrap();
        put(&conn, "content:home_cta", Lang::Ar, &json!({ "title": "لنتحدث" })).unwrap();
        assert_eq!(find(&conn, "content:home_cta", Lang::En).unwrap(), Some(saved));
        assert_eq!(find(&conn, "content:home_cta", Lang::Fr).unwrap(), None);
        assert_eq!(list(&conn, Lang::En).unwrap().len(), 1);
        assert_eq!(value_of(&conn, "content:home_cta", Lang::Ar).unwrap(), json!({ "title": "لنتحدث" }));
        assert!(put(&conn, "content:home_cta", Lang::Fr, &json!({})).is_err());
        assert!(delete(&conn, "content:home_cta", Lang::En).unwrap());
        assert!(!delete(&conn, "content:home_cta", Lang::En).unwrap());
        assert_eq!(list(&conn, Lang::Ar).unwrap().len(), 1);
    }

    #[test]
    fn deleting_an_event_deletes_its_translations() {
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO timeline_events (date, title) VALUES ('2024', 'Événement')", []).unwrap();
        let source = format!("timeline:{}", conn.last_insert_rowid());
        put(&conn, &source, Lang::En, &json!({ "title": "Event" })).unwrap();
        conn.execute("DELETE FROM timeline_events", []).unwrap();
        assert!(list(&conn, Lang::En).unwrap().is_empty());
    }
}
