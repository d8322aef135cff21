//! site_settings rows (seo, identity, social, languages), read with the product's defaults
//! filled in so the pages always have a title, a description and a favicon.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::error::AppResult;

/// Names no business: a new owner's pages say nothing about anyone else's work.
pub const DEFAULT_TITLE: &str = "Mon site";
pub const DEFAULT_FAVICON: &str = "/favicon.ico";

/// Without a description of his own, the site says whose it is and what it holds.
fn default_description(owner_name: &str) -> String {
    match owner_name.trim() {
        "" => "Mon site personnel\u{a0}: mon parcours, mes activités et mes articles.".into(),
        name => format!("{name}\u{a0}: mon parcours, mes activités et mes articles."),
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct SeoSettings {
    pub title: String,
    pub description: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct IdentitySettings {
    /// Shown in the header, the footer and the copyright line; empty falls back to the SEO title.
    pub owner_name: String,
    /// The footer's sentence under the owner's name.
    pub tagline: String,
    /// The owner's photo on the home page and in the author box of his articles.
    pub portrait_url: String,
    pub contact_email: String,
    /// As visitors read it ("+269 333 00 00"); the WhatsApp link keeps its digits.
    pub phone: String,
    pub favicon_url: String,
    pub logo_url: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct SocialSettings {
    pub facebook: String,
    pub twitter: String,
    pub linkedin: String,
    pub instagram: String,
    pub wanzani: String,
}

/// The languages the site speaks besides French, which it always speaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct LanguageSettings {
    pub en: bool,
    pub ar: bool,
}

impl LanguageSettings {
    pub fn speaks(self, lang: Lang) -> bool {
        match lang {
            Lang::Fr => true,
            Lang::En => self.en,
            Lang::Ar => self.ar,
        }
    }

    /// French first, then the others turned on.
    pub fn spoken(self) -> impl Iterator<Item = Lang> {
        Lang::ALL.into_iter().filter(move |lang| self.speaks(*lang))
    }

    /// Every language.
    pub const ALL: LanguageSettings = LanguageSettings { en: true, ar: true };
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
pub struct SiteSettings {
    pub seo: SeoSettings,
    pub identity: IdentitySettings,
    pub social: SocialSettings,
    pub languages: LanguageSettings,
}

fn read_value<T: for<'de> Deserialize<'de> + Default>(conn: &Connection, key: &str) -> AppResult<T> {
    let raw: Option<String> =
        conn.query_row("SELECT value FROM site_settings WHERE key = ?1", [key], |row| row.get(0)).optional()?;
    Ok(raw
        .and_then(|raw| {
            serde_json::from_str(&raw)
                .inspect_err(|err| tracing::warn!(key, %err, "unreadable site setting, using defaults"))
                .ok()
        })
        .unwrap_or_default())
}

/// The settings as visitors see them: stored values, defaults where empty.
pub fn load(conn: &Connection) -> AppResult<SiteSettings> {
    let mut settings = SiteSettings {
        seo: read_value(conn, "seo")?,
        identity: read_value(conn, "identity")?,
        social: read_value(conn, "social")?,
        languages: read_value(conn, "languages")?,
    };
    if settings.seo.title.trim().is_empty() {
        settings.seo.title = DEFAULT_TITLE.into();
    }
    if settings.seo.description.trim().is_empty() {
        settings.seo.description = default_description(&settings.identity.owner_name);
    }
    if settings.identity.favicon_url.trim().is_empty() {
        settings.identity.favicon_url = DEFAULT_FAVICON.into();
    }
    Ok(settings)
}

/// What the SEO title and description, and the tagline, are translated under.
pub const SEO_SOURCE: &str = "settings:seo";
pub const IDENTITY_SOURCE: &str = "settings:identity";

/// The settings as visitors of `lang` see them: the SEO title and description and the tagline
/// translated where the owner translated them; every other setting is the site's own.
pub fn load_in(conn: &Connection, lang: Lang) -> AppResult<SiteSettings> {
    let settings = load(conn)?;
    if lang == Lang::Fr {
        return Ok(settings);
    }
    let seo = super::translations::value_of(conn, SEO_SOURCE, lang)?;
    let identity = super::translations::value_of(conn, IDENTITY_SOURCE, lang)?;
    Ok(in_language(settings, &seo, &identity))
}

/// `settings` with the translated SEO texts and tagline; nothing else is taken from them.
pub fn in_language(mut settings: SiteSettings, seo: &Value, identity: &Value) -> SiteSettings {
    use super::translations::text_of;
    let translated = |original: &mut String, from: &Value, key: &str| {
        if let Some(text) = text_of(from, key) {
            *original = text.to_string();
        }
    };
    translated(&mut settings.seo.title, seo, "title");
    translated(&mut settings.seo.description, seo, "description");
    translated(&mut settings.identity.tagline, identity, "tagline");
    settings
}

/// Writes every settings row; callers that need atomicity pass a transaction.
pub fn save(conn: &Connection, settings: &SiteSettings) -> AppResult<()> {
    for (key, value) in [
        ("seo", serde_json::to_string(&settings.seo)),
        ("identity", serde_json::to_string(&settings.identity)),
        ("social", serde_json::to_string(&settings.social)),
        ("languages", serde_json::to_string(&settings.languages)),
    ] {
        let value = value.map_err(anyhow::Error::from)?;
        conn.execute(
            "INSERT INTO site_settings (key, value, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            params![key, value, super::now_text()],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_database_gives_defaults() {
        let conn = crate::db::test_connection();
        let settings = load(&conn).unwrap();
        assert_eq!(settings.seo.title, "Mon site");
        assert_eq!(settings.seo.description, "Mon site personnel\u{a0}: mon parcours, mes activités et mes articles.");
        assert_eq!(settings.identity.favicon_url, "/favicon.ico");
        assert_eq!(settings.social, SocialSettings::default());
    }

    #[test]
    fn an_empty_description_names_the_owner_once_he_is_known() {
        let conn = crate::db::test_connection();
        let mut settings = load(&conn).unwrap();
        settings.seo.description = String::new();
        settings.identity.owner_name = "Awa Mzé".into();
        save(&conn, &settings).unwrap();
        assert_eq!(load(&conn).unwrap().seo.description, "Awa Mzé\u{a0}: mon parcours, mes activités et mes articles.");
    }

    #[test]
    fn saved_settings_come_back() {
        let conn = crate::db::test_connection();
        let mut settings = load(&conn).unwrap();
        settings.seo.title = "Mon site".into();
        settings.social.linkedin = "https://www.linkedin.com/in/exemple".into();
        save(&conn, &settings).unwrap();
        assert_eq!(load(&conn).unwrap(), settings);
    }

    #[test]
    fn a_language_translates_the_seo_texts_and_the_tagline_only() {
        use serde_json::json;
        let conn = crate::db::test_connection();
        let mut settings = load(&conn).unwrap();
        settings.seo.title = "Mon site".into();
        settings.identity.tagline = "Entrepreneur".into();
        settings.identity.owner_name = "Awa".into();
        save(&conn, &settings).unwrap();
        let put = |source: &str, value| crate::db::translations::put(&conn, source, Lang::Ar, &value).unwrap();
        put(SEO_SOURCE, json!({ "title": "موقعي", "description": "" }));
        put(IDENTITY_SOURCE, json!({ "tagline": "رائدة أعمال", "owner_name": "Autre" }));
        let arabic = load_in(&conn, Lang::Ar).unwrap();
        assert_eq!(arabic.seo.title, "موقعي");
        assert_eq!(arabic.seo.description, settings.seo.description, "untranslated: the French");
        assert_eq!(arabic.identity.tagline, "رائدة أعمال");
        assert_eq!(arabic.identity.owner_name, "Awa", "a name is not translated");
        assert_eq!(load_in(&conn, Lang::En).unwrap(), load(&conn).unwrap());
        assert_eq!(load_in(&conn, Lang::Fr).unwrap(), settings);
    }
}
