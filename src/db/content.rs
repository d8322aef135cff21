//! site_content rows: the editable texts of the home, activities, blog and timeline pages.
//! Every field is optional; an empty one shows nothing, or a text that fits any owner.

use std::collections::BTreeMap;

use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::translations::translate;
use crate::domain::content_icon;
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// The sections, as stored (`content_key`) and as their translations name them (`content:{key}`).
pub const KEYS: [&str; 8] =
    ["home_hero", "home_stats", "home_mission", "home_services", "home_cta", "activities", "blog", "timeline"];

/// The name a section's translations are stored under.
pub fn source(key: &str) -> String {
    format!("content:{key}")
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct HomeHero {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title_part1: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title_part2: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title_part3: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub subtitle: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub image_url: Option<String>,
    /// What the owner's own image shows; none makes it decorative.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub image_alt: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Stat {
    pub number: String,
    pub label: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct HomeStats {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub stats: Option<Vec<Stat>>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct HomeMission {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub paragraph1: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub paragraph2: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub image_url: Option<String>,
    /// What the owner's own image shows; none makes it decorative.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub image_alt: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct ServiceItem {
    pub title: String,
    pub description: String,
    /// One of `domain::content_icon::ALL`; content saved before the owner chose has none
    /// stored, and reads the icon its place gave it (`with_default_icons`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub icon: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct HomeServices {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub subtitle: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub items: Option<Vec<ServiceItem>>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct HomeCta {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub subtitle: Option<String>,
    /// The main button; none opens the contact form under the page's own label.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub button: Option<CtaButton>,
    /// A second, quieter button beside it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub secondary: Option<CtaButton>,
}

/// Where a button of the call to action leads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum CtaTarget {
    /// The contact form (a dialog where scripts run, else the contact page).
    #[default]
    Contact,
    /// A scheduling page elsewhere (`url`, https), opened in a new tab.
    Booking,
    /// A page of this site (`url`, a path).
    Page,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct CtaButton {
    /// The button's words; none keeps the page's own (the main button only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub label: Option<String>,
    pub target: CtaTarget,
    /// The booking page's https address, or the site's path; none for the contact form.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub url: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct ActivitySection {
    pub title: String,
    pub body: String,
    /// As a service's icon.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub icon: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct Activities {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub intro: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub sections: Option<Vec<ActivitySection>>,
}

/// The sentence under a page's title (the blog list, the timeline).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct PageIntro {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub subtitle: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
pub struct SiteContent {
    pub home_hero: Option<HomeHero>,
    pub home_stats: Option<HomeStats>,
    pub home_mission: Option<HomeMission>,
    pub home_services: Option<HomeServices>,
    pub home_cta: Option<HomeCta>,
    pub activities: Option<Activities>,
    pub blog: Option<PageIntro>,
    pub timeline: Option<PageIntro>,
}

/// Reads every content row; a row that no longer parses is logged and treated as missing.
pub fn load(conn: &Connection) -> AppResult<SiteContent> {
    let mut statement = conn.prepare("SELECT content_key, content_value FROM site_content")?;
    let rows = statement.query_map([], |row| Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?)))?;
    let mut content = SiteContent::default();
    for row in rows {
        let (key, raw) = row?;
        let parsed = parse_into(&mut content, &key, &raw);
        if let Err(err) = parsed {
            tracing::warn!(key, %err, "unreadable site content, using defaults");
        }
    }
    Ok(with_default_icons(content))
}

/// Gives each service and activities section without an icon the one its place gave it before
/// the owner could choose, so a site keeps its looks until he picks another.
fn with_default_icons(mut content: SiteContent) -> SiteContent {
    let services = content.home_services.as_mut().and_then(|services| services.items.as_mut());
    for (index, item) in services.into_iter().flatten().enumerate() {
        item.icon.get_or_insert_with(|| content_icon::service_default(index).to_string());
    }
    let sections = content.activities.as_mut().and_then(|activities| activities.sections.as_mut());
    for (index, section) in sections.into_iter().flatten().enumerate() {
        section.icon.get_or_insert_with(|| content_icon::activity_default(index).to_string());
    }
    content
}

/// The content as visitors of `lang` read it: each section's translation laid over the French.
pub fn load_in(conn: &Connection, lang: Lang) -> AppResult<SiteContent> {
    let french = load(conn)?;
    if lang == Lang::Fr {
        return Ok(french);
    }
    Ok(in_language(french, &super::translations::list(conn, lang)?))
}

/// `french` with the translations (by source) laid over its sections.
pub fn in_language(french: SiteContent, translations: &BTreeMap<String, Value>) -> SiteContent {
    let of = |key: &str| translations.get(&source(key)).unwrap_or(&Value::Null);
    SiteContent {
        home_hero: translate(french.home_hero, of("home_hero")),
        home_stats: translate(french.home_stats, of("home_stats")),
        home_mission: translate(french.home_mission, of("home_mission")),
        home_services: translate(french.home_services, of("home_services")),
        home_cta: translate(french.home_cta, of("home_cta")),
        activities: translate(french.activities, of("activities")),
        blog: translate(french.blog, of("blog")),
        timeline: translate(french.timeline, of("timeline")),
    }
}

fn parse_into(content: &mut SiteContent, key: &str, raw: &str) -> serde_json::Result<()> {
    match key {
        "home_hero" => content.home_hero = Some(serde_json::from_str(raw)?),
        "home_stats" => content.home_stats = Some(serde_json::from_str(raw)?),
        "home_mission" => content.home_mission = Some(serde_json::from_str(raw)?),
        "home_services" => content.home_services = Some(serde_json::from_str(raw)?),
        "home_cta" => content.home_cta = Some(serde_json::from_str(raw)?),
        "activities" => content.activities = Some(serde_json::from_str(raw)?),
        "blog" => content.blog = Some(serde_json::from_str(raw)?),
        "timeline" => content.timeline = Some(serde_json::from_str(raw)?),
        _ => {}
    }
    Ok(())
}

/// Writes the present sections, leaving absent ones as they are; callers that
/// need atomicity pass a transaction.
pub fn save(conn: &Connection, content: &SiteContent) -> AppResult<()> {
    fn json<T: Serialize>(value: &Option<T>) -> anyhow::Result<Option<String>> {
        Ok(value.as_ref().map(serde_json::to_string).transpose()?)
    }
    let rows = [
        ("home_hero", json(&content.home_hero)?),
        ("home_stats", json(&content.home_stats)?),
        ("home_mission", json(&content.home_mission)?),
        ("home_services", json(&content.home_services)?),
        ("home_cta", json(&content.home_cta)?),
        ("activities", json(&content.activities)?),
        ("blog", json(&content.blog)?),
        ("timeline", json(&content.timeline)?),
    ];
    for (key, value) in rows {
        if let Some(value) = value {
            conn.execute(
                "INSERT INTO site_content (content_key, content_value, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (content_key) DO UPDATE
                 SET content_value = excluded.content_value, updated_at = excluded.updated_at",
                params![key, value, super::now_text()],
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_rows_are_null_and_partial_rows_keep_their_fields() {
        let conn = crate::db::test_connection();
        assert_eq!(load(&conn).unwrap(), SiteContent::default());
        let content = SiteContent {
            home_cta: Some(HomeCta { title: Some("Parlons-en".into()), ..HomeCta::default() }),
            ..SiteContent::default()
        };
        save(&conn, &content).unwrap();
        let loaded = load(&conn).unwrap();
        assert_eq!(loaded.home_cta.unwrap().title.as_deref(), Some("Parlons-en"));
        assert!(loaded.home_hero.is_none());
    }

    #[test]
    fn the_blog_and_timeline_subtitles_are_kept_apart() {
        let conn = crate::db::test_connection();
        let intro = |text: &str| Some(PageIntro { subtitle: Some(text.into()) });
        let content = SiteContent { blog: intro("Mes notes"), timeline: intro("Mon chemin"), ..SiteContent::default() };
        save(&conn, &content).unwrap();
        assert_eq!(load(&conn).unwrap(), content);
    }

    #[test]
    fn each_language_reads_its_translation_over_the_french() {
        use serde_json::json;
        let conn = crate::db::test_connection();
        let content = SiteContent {
            home_hero: Some(HomeHero {
                title_part1: Some("Entreprendre".into()),
                subtitle: Some("Aux Comores".into()),
                image_url: Some("/media/hero.webp".into()),
                ..HomeHero::default()
            }),
            home_stats: Some(HomeStats { stats: Some(vec![Stat { number: "15+".into(), label: "Années".into() }]) }),
            ..SiteContent::default()
        };
        save(&conn, &content).unwrap();
        let put = |source: &str, lang, value| super::super::translations::put(&conn, source, lang, &value).unwrap();
        put("content:home_hero", Lang::En, json!({ "title_part1": "Building", "subtitle": "" }));
        put("content:home_stats", Lang::Ar, json!({ "stats": [{ "label": "سنوات" }] }));
        assert_eq!(load_in(&conn, Lang::Fr).unwrap(), content);
        let english = load_in(&conn, Lang::En).unwrap();
        let hero = english.home_hero.unwrap();
        assert_eq!(hero.title_part1.as_deref(), Some("Building"));
        assert_eq!(hero.subtitle.as_deref(), Some("Aux Comores"), "untranslated: the French");
        assert_eq!(hero.image_url.as_deref(), Some("/media/hero.webp"));
        assert_eq!(english.home_stats, content.home_stats);
        let arabic = load_in(&conn, Lang::Ar).unwrap();
        assert_eq!(arabic.home_stats.unwrap().stats.unwrap()[0], Stat { number: "15+".into(), label: "سنوات".into() });
        assert_eq!(arabic.home_hero, content.home_hero);
    }

    #[test]
    fn items_stored_without_an_icon_read_the_one_their_place_gave_them() {
        let conn = crate::db::test_connection();
        let old = r#"{"items":[{"title":"A","description":"a"},{"title":"B","description":"b","icon":"rocket"},
            {"title":"C","description":"c"},{"title":"D","description":"d"},{"title":"E","description":"e"}]}"#;
        conn.execute("INSERT INTO site_content (content_key, content_value) VALUES ('home_services', ?1)", [old])
            .unwrap();
        let sections = r#"{"sections":[{"title":"A","body":"a"}]}"#;
        conn.execute("INSERT INTO site_content (content_key, content_value) VALUES ('activities', ?1)", [sections])
            .unwrap();
        let loaded = load(&conn).unwrap();
        let icons: Vec<_> =
            loaded.home_services.unwrap().items.unwrap().into_iter().map(|item| item.icon.unwrap()).collect();
        assert_eq!(icons, ["lightbulb", "rocket", "banknote", "laptop", "palmtree"]);
        assert_eq!(loaded.activities.unwrap().sections.unwrap()[0].icon.as_deref(), Some("briefcase"));
    }

    #[test]
    fn a_corrupt_row_is_treated_as_missing() {
        let conn = crate::db::test_connection();
        conn.execute(
            "INSERT INTO site_content (content_key, content_value) VALUES ('home_stats', '{\"stats\": 3}')",
            [],
        )
        .unwrap();
        assert!(load(&conn).unwrap().home_stats.is_none());
    }
}
