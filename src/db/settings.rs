//! site_settings rows (seo, identity, social, languages), read with the product's defaults
//! filled in so the pages always have a title, a description and a favicon; the default
//! texts are the locale bundles', in the language the pages are read in.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::domain::lang::Lang;
use crate::error::AppResult;
use crate::locale::Locale;

pub const DEFAULT_FAVICON: &str = "/favicon.ico";

/// What the owner left empty, filled in `lang`: the title names no business (a new owner's
/// pages say nothing about anyone else's work), the description says whose site it is and
/// what it holds.
fn with_defaults(mut settings: SiteSettings, lang: Lang) -> SiteSettings {
    let locale = Locale::new(lang);
    if settings.seo.title.trim().is_empty() {
        settings.seo.title = locale.text("common:meta.defaultTitle", &[]);
    }
    if settings.seo.description.trim().is_empty() {
        settings.seo.description = match settings.identity.owner_name.trim() {
            "" => locale.text("common:meta.defaultDescription", &[]),
            name => locale.text("common:meta.ownerDescription", &[("owner", name.to_string())]),
        };
    }
    if settings.identity.favicon_url.trim().is_empty() {
        settings.identity.favicon_url = DEFAULT_FAVICON.into();
    }
    settings
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct SeoSettings {
    pub title: String,
    pub description: String,
    /// The picture of the home page's shared card, and of every page without its own: an image
    /// of the site's media; empty for none.
    pub social_image: String,
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

/// The languages the owner has turned on.
pub fn languages(conn: &Connection) -> AppResult<LanguageSettings> {
    read_value(conn, "languages")
}

fn stored(conn: &Connection) -> AppResult<SiteSettings> {
    Ok(SiteSettings {
        seo: read_value(conn, "seo")?,
        identity: read_value(conn, "identity")?,
        social: read_value(conn, "social")?,
        languages: read_value(conn, "languages")?,
    })
}

/// The settings as visitors of the French pages see them: stored values, defaults where empty.
pub fn load(conn: &Connection) -> AppResult<SiteSettings> {
    Ok(with_defaults(stored(conn)?, Lang::Fr))
}

/// What the SEO title and description, and the tagline, are translated under.
pub const SEO_SOURCE: &str = "settings:seo";
pub const IDENTITY_SOURCE: &str = "settings:identity";

/// The settings as visitors of `lang` see them: the SEO title and description and the tagline
/// translated where the owner translated them, his own French where he did not, the defaults
/// in `lang` where he wrote nothing; every other setting is the site's own.
pub fn load_in(conn: &Connection, lang: Lang) -> AppResult<SiteSettings> {
    if lang == Lang::Fr {
        return load(conn);
    }
    let seo = super::translations::value_of(conn, SEO_SOURCE, lang)?;
    let identity = super::translations::value_of(conn, IDENTITY_SOURCE, lang)?;
    Ok(with_defaults(in_language(stored(conn)?, &seo, &identity), lang))
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

/// Writes every settings row; callers that need atomicity pass a transaction. A title or
/// description the owner left as the French default (the form shows it) is kept as no text of
/// his, so that it stays a default and reads in each page's language.
pub fn save(conn: &Connection, settings: &SiteSettings) -> AppResult<()> {
    // The form may show the default of no name, of the stored name, and be saved with a new one.
    let previous: IdentitySettings = read_value(conn, "identity")?;
    let defaults: Vec<SeoSettings> = ["", &previous.owner_name, &settings.identity.owner_name]
        .into_iter()
        .map(|owner_name| {
            let identity = IdentitySettings { owner_name: owner_name.to_string(), ..IdentitySettings::default() };
            with_defaults(SiteSettings { identity, ..SiteSettings::default() }, Lang::Fr).seo
        })
        .collect();
    let mut settings = settings.clone();
    if defaults.iter().any(|default| settings.seo.title.trim() == default.title) {
        settings.seo.title.clear();
    }
    if defaults.iter().any(|default| settings.seo.description.trim() == default.description) {
        settings.seo.description.clear();
    }
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

/// The owner's name in the settings, when he has not written one yet: the name he gives his
/// own account at his first sign-in is then the site's too. Says whether it was written.
pub fn name_owner_if_unnamed(conn: &Connection, name: &str) -> AppResult<bool> {
    let mut identity: IdentitySettings = read_value(conn, "identity")?;
    if !identity.owner_name.trim().is_empty() {
        return Ok(false);
    }
    identity.owner_name = name.to_string();
    let value = serde_json::to_string(&identity).map_err(anyhow::Error::from)?;
    conn.execute(
        "INSERT INTO site_settings (key, value, updated_at) VALUES ('identity', ?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        params![value, super::now_text()],
    )?;
    Ok(true)
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
    fn a_name_fills_the_settings_only_while_the_owner_has_none() {
        let conn = crate::db::test_connection();
        assert!(name_owner_if_unnamed(&conn, "Awa Mzé").unwrap());
        assert_eq!(load(&conn).unwrap().identity.owner_name, "Awa Mzé");
        assert!(!name_owner_if_unnamed(&conn, "Moussa").unwrap(), "a name already given is kept");
        assert_eq!(load(&conn).unwrap().identity.owner_name, "Awa Mzé");
    }

    #[test]
    fn the_french_defaults_saved_back_by_the_form_stay_defaults() {
        let conn = crate::db::test_connection();
        let mut settings = load(&conn).unwrap();
        settings.identity.owner_name = "Awa".into();
        save(&conn, &settings).unwrap();
        assert_eq!(stored(&conn).unwrap().seo, SeoSettings::default());
        assert_eq!(load_in(&conn, Lang::En).unwrap().seo.title, "My website");
        assert_eq!(load_in(&conn, Lang::En).unwrap().seo.description, "Awa: my journey, my work and my articles.");
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
        settings.seo.title = "Cabinet Mzé".into();
        settings.seo.description = "Conseil aux entrepreneurs".into();
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
        assert_eq!(load_in(&conn, Lang::En).unwrap().seo.title, "Cabinet Mzé", "the owner's own French stays");
        assert_eq!(load_in(&conn, Lang::Fr).unwrap(), settings);
    }

    #[test]
    fn defaults_speak_the_pages_language_and_the_owners_french_stays() {
        use serde_json::json;
        let conn = crate::db::test_connection();
        let english = load_in(&conn, Lang::En).unwrap();
        assert_eq!(english.seo.title, "My website");
        assert_eq!(english.seo.description, "My personal website: my journey, my work and my articles.");
        let arabic = load_in(&conn, Lang::Ar).unwrap();
        assert_eq!(arabic.seo.title, "موقعي");
        assert_eq!(arabic.seo.description, "موقعي الشخصي: مسيرتي وأنشطتي ومقالاتي.");

        let mut settings = load(&conn).unwrap();
        settings.seo =
            SeoSettings { title: "Cabinet Mzé".into(), description: String::new(), ..SeoSettings::default() };
        settings.identity.owner_name = "Awa Mzé".into();
        save(&conn, &settings).unwrap();
        let english = load_in(&conn, Lang::En).unwrap();
        assert_eq!(english.seo.title, "Cabinet Mzé", "untranslated: as the owner wrote it");
        assert_eq!(english.seo.description, "Awa Mzé: my journey, my work and my articles.");
        crate::db::translations::put(&conn, SEO_SOURCE, Lang::En, &json!({ "description": "Advice" })).unwrap();
        assert_eq!(load_in(&conn, Lang::En).unwrap().seo.description, "Advice");
        assert_eq!(load(&conn).unwrap().seo.description, "Awa Mzé\u{a0}: mon parcours, mes activités et mes articles.");
    }
}
