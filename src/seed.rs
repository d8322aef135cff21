//! French demo content, with its English and Arabic translations, written into an empty
//! database on first start, so a new installation shows a complete site. `VITRINE_DEMO=0` skips it.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;
use time::{Duration, OffsetDateTime};

use crate::db::chat::ChatAssistant;
use crate::db::content::SiteContent;
use crate::db::legal::LegalPageKey;
use crate::db::posts_admin::NewPost;
use crate::db::settings::SiteSettings;
use crate::db::timeline::NewEvent;
use crate::db::{self, Db};
use crate::domain::html;
use crate::domain::lang::Lang;
use crate::domain::slug::slugify;
use crate::error::{AppError, AppResult};
use crate::http::admin::translation_rules::Source;

const DEMO: &str = include_str!("db/demo.json");

#[derive(Deserialize)]
struct Demo {
    settings: SiteSettings,
    content: SiteContent,
    posts: Vec<DemoPost>,
    timeline: Vec<DemoEvent>,
    chat: ChatAssistant,
    legal: DemoLegal,
    /// The translated fields of the owner's texts, by language then by source (`content:home_hero`).
    translations: BTreeMap<Lang, BTreeMap<String, Value>>,
}

/// The privacy policy and terms as HTML, as if written in the editor.
#[derive(Deserialize)]
struct DemoLegal {
    privacy: String,
    terms: String,
}

#[derive(Deserialize)]
struct DemoPost {
    title: String,
    excerpt: String,
    category: String,
    /// Days before now; negative is scheduled in the future; null is a draft.
    published_days_ago: Option<i64>,
    cover_image: String,
    author_name: String,
    author_bio: String,
    content_html: String,
}

#[derive(Deserialize)]
struct DemoEvent {
    date: String,
    title: String,
    category: Option<String>,
    description: Option<String>,
    reference_link: Option<String>,
    /// The event's title and description by language.
    #[serde(default)]
    translations: BTreeMap<Lang, Value>,
}

/// Writes a translation checked by the back-office's own rules, as if the owner had saved it.
fn save_translation(conn: &rusqlite::Connection, source: Source, lang: Lang, value: &Value) -> AppResult<()> {
    db::translations::put(conn, &source.name(), lang, &source.validate(value)?)?;
    Ok(())
}

fn source_of(name: &str) -> AppResult<Source> {
    Source::parse(name).ok_or_else(|| AppError::internal(format!("the demo translates an unknown text: {name}")))
}

impl DemoPost {
    fn into_new_post(self, now: OffsetDateTime) -> NewPost {
        let content_html = html::sanitize(&self.content_html);
        let content_text = html::plain_text(&content_html);
        NewPost {
            slug: slugify(&self.title),
            read_time_minutes: html::read_time_minutes(&content_text),
            published_at: self.published_days_ago.map(|days| db::format_time(now - Duration::days(days))),
            title: self.title,
            excerpt: self.excerpt,
            content_html,
            content_json: None,
            content_text,
            category: Some(self.category),
            thumbnail_url: Some(self.cover_image.clone()),
            cover_image: Some(self.cover_image),
            author_name: Some(self.author_name),
            author_bio: Some(self.author_bio),
            ..NewPost::default()
        }
    }
}

/// Seeds the demo content if the database shows nothing yet; returns whether it did.
pub async fn seed_if_empty(db: &Db) -> anyhow::Result<bool> {
    let demo: Demo = serde_json::from_str(DEMO)?;
    let now = OffsetDateTime::now_utc();
    let seeded = db
        .run(move |conn| {
            if !db::is_empty(conn)? {
                return Ok(false);
            }
            let tx = db::write_transaction(conn)?;
            db::settings::save(&tx, &demo.settings)?;
            db::content::save(&tx, &demo.content)?;
            db::chat::save(&tx, &crate::domain::chat::validate(demo.chat)?)?;
            db::legal::save(&tx, LegalPageKey::Privacy, &html::sanitize(&demo.legal.privacy), None)?;
            db::legal::save(&tx, LegalPageKey::Terms, &html::sanitize(&demo.legal.terms), None)?;
            for post in demo.posts {
                db::posts_admin::insert(&tx, &post.into_new_post(now))?;
            }
            for event in demo.timeline {
                let id = db::timeline::insert(
                    &tx,
                    &NewEvent {
                        date: event.date,
                        title: event.title,
                        category: event.category,
                        description: event.description,
                        reference_link: event.reference_link,
                    },
                )?;
                for (lang, value) in &event.translations {
                    save_translation(&tx, Source::Timeline(id), *lang, value)?;
                }
            }
            for (lang, texts) in &demo.translations {
                for (name, value) in texts {
                    save_translation(&tx, source_of(name)?, *lang, value)?;
                }
            }
            tx.commit()?;
            Ok(true)
        })
        .await?;
    if seeded {
        tracing::info!("seeded the demo content into the empty database");
    }
    Ok(seeded)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_content_is_valid_and_complete() {
        let demo: Demo = serde_json::from_str(DEMO).expect("demo.json parses");
        assert!(demo.posts.len() >= 6);
        for page in [&demo.legal.privacy, &demo.legal.terms] {
            let headings = page.matches("<h2>").count();
            assert!(
                headings >= 7 && html::sanitize(page).matches("<h2>").count() == headings,
                "sections survive the sanitizer"
            );
        }
        assert!(demo.posts.iter().any(|p| p.published_days_ago.is_none()), "a draft");
        assert!(demo.posts.iter().any(|p| p.published_days_ago.is_some_and(|d| d < 0)), "a scheduled post");
        assert!(demo.timeline.iter().any(|e| e.category.is_none()), "an event without category");
        let slugs: std::collections::HashSet<String> = demo.posts.iter().map(|p| slugify(&p.title)).collect();
        assert_eq!(slugs.len(), demo.posts.len(), "slugs are unique");
        let chat = crate::domain::chat::validate(demo.chat).expect("the demo chat passes the editor's rules");
        assert!(chat.topics.iter().any(|topic| topic.link.is_some() && !topic.offers_contact));
        assert!(chat.topics.iter().any(|topic| topic.offers_contact));
    }

    #[test]
    fn the_demo_speaks_english_and_arabic_everywhere_the_owner_writes() {
        let demo: Demo = serde_json::from_str(DEMO).expect("demo.json parses");
        let mut required: Vec<String> = db::content::KEYS.iter().map(|key| db::content::source(key)).collect();
        required
            .extend(["settings:seo", "settings:identity", "legal:privacy", "legal:terms", "chat"].map(String::from));
        for lang in [Lang::En, Lang::Ar] {
            let texts = &demo.translations[&lang];
            for name in &required {
                let clean =
                    source_of(name).unwrap().validate(&texts[name]).unwrap_or_else(|err| panic!("{name}: {err}"));
                assert_eq!(&clean, &texts[name], "{name} in {lang:?} is stored as written");
            }
            assert_eq!(texts.len(), required.len(), "no other text in {lang:?}");
            for page in ["legal:privacy", "legal:terms"] {
                assert!(texts[page]["content_html"].as_str().unwrap().matches("<h2>").count() >= 7, "{page}");
            }
            let topics = texts["chat"]["topics"].as_array().unwrap();
            assert_eq!(topics.len(), demo.chat.topics.len(), "every topic in {lang:?}");
            assert!(topics.iter().all(|topic| !topic["keywords"].as_array().unwrap().is_empty()));
            let events = demo.timeline.iter().filter(|event| event.translations.contains_key(&lang)).count();
            assert!(events >= 5, "{events} events in {lang:?}");
            for event in &demo.timeline {
                if let Some(value) = event.translations.get(&lang) {
                    Source::Timeline(1).validate(value).unwrap();
                }
            }
        }
        let arabic = serde_json::to_string(&demo.translations[&Lang::Ar]).unwrap();
        assert!(!arabic.chars().any(|c| ('\u{660}'..='\u{669}').contains(&c)), "Latin digits in Arabic");
    }
}
