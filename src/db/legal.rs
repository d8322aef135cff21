//! legal_pages rows: the privacy policy, the terms of use and the legal notice as the owner wrote them.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::translations::{self, Translation};
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// The legal pages; a closed list, as the public routes and the table check are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum LegalPageKey {
    Privacy,
    Terms,
    /// The « mentions légales »: who publishes the site, who hosts it, who directs the publication.
    Notice,
}

impl LegalPageKey {
    pub const ALL: [LegalPageKey; 3] = [LegalPageKey::Privacy, LegalPageKey::Terms, LegalPageKey::Notice];

    pub fn as_str(self) -> &'static str {
        match self {
            LegalPageKey::Privacy => "privacy",
            LegalPageKey::Terms => "terms",
            LegalPageKey::Notice => "notice",
        }
    }

    /// The name the page's translations are stored under.
    pub fn source(self) -> String {
        format!("legal:{}", self.as_str())
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "privacy" => Some(LegalPageKey::Privacy),
            "terms" => Some(LegalPageKey::Terms),
            "notice" => Some(LegalPageKey::Notice),
            _ => None,
        }
    }
}

/// A stored legal page; `updated_at` is the server's time of the last save.
#[derive(Debug, Clone, PartialEq)]
pub struct LegalPageRow {
    pub content_html: String,
    pub content_json: Option<String>,
    pub updated_at: String,
}

pub fn find(conn: &Connection, page: LegalPageKey) -> AppResult<Option<LegalPageRow>> {
    Ok(conn
        .query_row(
            "SELECT content_html, content_json, updated_at FROM legal_pages WHERE page = ?1",
            [page.as_str()],
            |row| Ok(LegalPageRow { content_html: row.get(0)?, content_json: row.get(1)?, updated_at: row.get(2)? }),
        )
        .optional()?)
}

/// The page as visitors of `lang` read it: its translation when there is one, else the French.
pub fn find_in(conn: &Connection, page: LegalPageKey, lang: Lang) -> AppResult<Option<LegalPageRow>> {
    let french = find(conn, page)?;
    Ok(in_language(french, translations::find(conn, &page.source(), lang)?))
}

/// A translated page replaces the French one whole, dated by its own last save.
pub fn in_language(french: Option<LegalPageRow>, translation: Option<Translation>) -> Option<LegalPageRow> {
    let Some(translation) = translation else { return french };
    let Some(html) = translations::text_of(&translation.value, "content_html") else { return french };
    Some(LegalPageRow {
        content_html: html.to_string(),
        content_json: translations::text_of(&translation.value, "content_json").map(str::to_string),
        updated_at: translation.updated_at,
    })
}

/// Writes the page with `updated_at` as its update date (now for an edit; the demo's own
/// date for the demo), and returns what was stored.
pub fn save(
    conn: &Connection,
    page: LegalPageKey,
    content_html: &str,
    content_json: Option<&str>,
    updated_at: &str,
) -> AppResult<LegalPageRow> {
    conn.execute(
        "INSERT INTO legal_pages (page, content_html, content_json, updated_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (page) DO UPDATE SET content_html = excluded.content_html,
             content_json = excluded.content_json, updated_at = excluded.updated_at",
        params![page.as_str(), content_html, content_json, updated_at],
    )?;
    Ok(LegalPageRow {
        content_html: content_html.to_string(),
        content_json: content_json.map(str::to_string),
        updated_at: updated_at.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_page_comes_back_with_its_date_and_the_other_stays_empty() {
        let conn = crate::db::test_connection();
        assert_eq!(find(&conn, LegalPageKey::Privacy).unwrap(), None);
        let saved = save(&conn, LegalPageKey::Privacy, "<p>Politique</p>", Some("{}"), &crate::db::now_text()).unwrap();
        assert_eq!(find(&conn, LegalPageKey::Privacy).unwrap(), Some(saved.clone()));
        assert!(saved.updated_at.ends_with('Z'));
        let again = save(&conn, LegalPageKey::Privacy, "<p>Nouvelle</p>", None, &crate::db::now_text()).unwrap();
        assert_eq!(find(&conn, LegalPageKey::Privacy).unwrap().unwrap().content_html, again.content_html);
        assert_eq!(find(&conn, LegalPageKey::Terms).unwrap(), None);
        assert_eq!(LegalPageKey::parse("terms"), Some(LegalPageKey::Terms));
        assert_eq!(LegalPageKey::parse("autre"), None);
    }

    #[test]
    fn a_translated_page_replaces_the_french_in_its_language_only() {
        let conn = crate::db::test_connection();
        let french = save(&conn, LegalPageKey::Terms, "<p>Conditions</p>", None, "2025-08-08T00:00:00Z").unwrap();
        let value = serde_json::json!({ "content_html": "<p>Terms</p>" });
        translations::put(&conn, &LegalPageKey::Terms.source(), Lang::En, &value).unwrap();
        let english = find_in(&conn, LegalPageKey::Terms, Lang::En).unwrap().unwrap();
        assert_eq!(english.content_html, "<p>Terms</p>");
        assert_eq!(find_in(&conn, LegalPageKey::Terms, Lang::Ar).unwrap(), Some(french.clone()));
        assert_eq!(find_in(&conn, LegalPageKey::Terms, Lang::Fr).unwrap(), Some(french.clone()));
        let empty = serde_json::json!({ "content_html": "" });
        translations::put(&conn, &LegalPageKey::Terms.source(), Lang::En, &empty).unwrap();
        assert_eq!(find_in(&conn, LegalPageKey::Terms, Lang::En).unwrap(), Some(french));
        assert_eq!(find_in(&conn, LegalPageKey::Privacy, Lang::En).unwrap(), None);
    }
}
