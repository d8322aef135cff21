//! timeline_events: the career page, ordered "newest first" by the dates' years.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::domain::timeline_order::newest_first;
use crate::error::AppResult;
use crate::locale::Locale;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct TimelineEvent {
    pub id: i64,
    pub date: String,
    pub title: String,
    pub category: Option<String>,
    pub description: Option<String>,
    pub reference_link: Option<String>,
}

/// Fields of an event as written by staff or the seed.
#[derive(Debug, Clone, Default)]
pub struct NewEvent {
    pub date: String,
    pub title: String,
    pub category: Option<String>,
    pub description: Option<String>,
    pub reference_link: Option<String>,
}

const COLUMNS: &str = "id, date, title, category, description, reference_link";

fn event_from(row: &rusqlite::Row<'_>) -> rusqlite::Result<TimelineEvent> {
    Ok(TimelineEvent {
        id: row.get(0)?,
        date: row.get(1)?,
        title: row.get(2)?,
        category: row.get(3)?,
        description: row.get(4)?,
        reference_link: row.get(5)?,
    })
}

pub fn list(conn: &Connection, current_year: i32) -> AppResult<Vec<TimelineEvent>> {
    let mut events = conn
        .prepare_cached(&format!("SELECT {COLUMNS} FROM timeline_events"))?
        .query_map([], event_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    events.sort_by(|a, b| newest_first((&a.date, a.id), (&b.date, b.id), current_year));
    Ok(events)
}

/// The name an event's translations are stored under.
pub fn source(id: i64) -> String {
    format!("timeline:{id}")
}

/// Every event as visitors of `lang` read it: title and description translated where they are,
/// the French words of the dates in `lang`.
pub fn list_in(conn: &Connection, current_year: i32, lang: Lang) -> AppResult<Vec<TimelineEvent>> {
    let events = list(conn, current_year)?;
    if lang == Lang::Fr {
        return Ok(events);
    }
    let mut events = in_language(events, &super::translations::list(conn, lang)?);
    for event in &mut events {
        event.date = crate::domain::timeline_words::in_language(&event.date, Locale::new(lang));
    }
    Ok(events)
}

/// The events with their translations (by source) laid over them; dates, categories and links
/// are not translated by the owner.
pub fn in_language(
    mut events: Vec<TimelineEvent>,
    translations: &std::collections::BTreeMap<String, serde_json::Value>,
) -> Vec<TimelineEvent> {
    use super::translations::text_of;
    for event in &mut events {
        let Some(translated) = translations.get(&source(event.id)) else { continue };
        if let Some(title) = text_of(translated, "title") {
            event.title = title.to_string();
        }
        if let Some(description) = text_of(translated, "description") {
            event.description = Some(description.to_string());
        }
    }
    events
}

pub fn insert(conn: &Connection, event: &NewEvent) -> AppResult<i64> {
    conn.execute(
        "INSERT INTO timeline_events (date, title, category, description, reference_link)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![event.date, event.title, event.category, event.description, event.reference_link],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Replaces an event's fields; false when it does not exist.
pub fn update(conn: &Connection, id: i64, event: &NewEvent) -> AppResult<bool> {
    let changed = conn.execute(
        "UPDATE timeline_events SET date = ?1, title = ?2, category = ?3, description = ?4,
             reference_link = ?5, updated_at = ?6 WHERE id = ?7",
        params![
            event.date,
            event.title,
            event.category,
            event.description,
            event.reference_link,
            super::now_text(),
            id
        ],
    )?;
    Ok(changed == 1)
}

pub fn delete(conn: &Connection, id: i64) -> AppResult<bool> {
    Ok(conn.execute("DELETE FROM timeline_events WHERE id = ?1", [id])? == 1)
}

pub fn find(conn: &Connection, id: i64) -> AppResult<Option<TimelineEvent>> {
    Ok(conn.query_row(&format!("SELECT {COLUMNS} FROM timeline_events WHERE id = ?1"), [id], event_from).optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_by_years_then_newest_created() {
        let conn = crate::db::test_connection();
        for (date, title) in
            [("2012", "Ancien"), ("2019 - présent", "Actuel"), ("Un jour", "Sans date"), ("2019", "Récent")]
        {
            insert(&conn, &NewEvent { date: date.into(), title: title.into(), ..NewEvent::default() }).unwrap();
        }
        let titles: Vec<String> = list(&conn, 2026).unwrap().into_iter().map(|e| e.title).collect();
        assert_eq!(titles, ["Actuel", "Récent", "Ancien", "Sans date"]);
    }

    #[test]
    fn events_are_updated_and_deleted() {
        let conn = crate::db::test_connection();
        let id =
            insert(&conn, &NewEvent { date: "2020".into(), title: "Avant".into(), ..NewEvent::default() }).unwrap();
        let changed = NewEvent {
            date: "2021".into(),
            title: "Après".into(),
            category: Some("Projets".into()),
            ..NewEvent::default()
        };
        assert!(update(&conn, id, &changed).unwrap());
        let event = find(&conn, id).unwrap().unwrap();
        assert_eq!((event.title.as_str(), event.category.as_deref()), ("Après", Some("Projets")));
        assert!(delete(&conn, id).unwrap());
        assert!(!update(&conn, id, &changed).unwrap());
    }

    #[test]
    fn refuses_a_category_outside_the_five() {
        let conn = crate::db::test_connection();
        let event = NewEvent {
            date: "2020".into(),
            title: "x".into(),
            category: Some("Loisirs".into()),
            ..NewEvent::default()
        };
        assert!(insert(&conn, &event).is_err());
    }

    #[test]
    fn a_language_reads_translated_titles_and_descriptions() {
        let conn = crate::db::test_connection();
        let event = |title: &str| NewEvent {
            date: "2020".into(),
            title: title.into(),
            description: Some("Description".into()),
            ..NewEvent::default()
        };
        let first = insert(&conn, &event("Premier")).unwrap();
        insert(&conn, &event("Second")).unwrap();
        let value = serde_json::json!({ "title": "First", "description": "", "date": "1999" });
        crate::db::translations::put(&conn, &source(first), Lang::En, &value).unwrap();
        let english = list_in(&conn, 2026, Lang::En).unwrap();
        let first = english.iter().find(|event| event.id == first).unwrap();
        assert_eq!((first.title.as_str(), first.date.as_str()), ("First", "2020"));
        assert_eq!(first.description.as_deref(), Some("Description"));
        assert!(english.iter().any(|event| event.title == "Second"));
        assert_eq!(list_in(&conn, 2026, Lang::Ar).unwrap(), list(&conn, 2026).unwrap());
    }
}
