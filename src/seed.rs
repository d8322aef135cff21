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

/// The privacy policy, the terms and the legal notice as HTML, as if written in the editor.
#[derive(Deserialize)]
struct DemoLegal {
    /// The date the pages say they were last updated.
    updated_at: String,
    privacy: String,
    terms: String,
    notice: String,
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
    /// The article's English and Arabic versions, published with it.
    #[serde(default)]
    translations: BTreeMap<Lang, DemoVersion>,
}

/// A translated article: its own address and texts; the date, cover and author are the original's.
#[derive(Deserialize)]
struct DemoVersion {
    slug: String,
    title: String,
    excerpt: String,
    category: String,
    /// The original's when absent.
    author_bio: Option<String>,
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
    /// The French post, then its versions, not yet linked to it: that needs its id.
    fn into_new_posts(self, now: OffsetDateTime) -> (NewPost, Vec<NewPost>) {
        let (content_html, content_text, read_time_minutes) = measured(&self.content_html);
        let original = NewPost {
            slug: slugify(&self.title),
            read_time_minutes,
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
        };
        let versions = self
            .translations
            .into_iter()
            .map(|(lang, version)| {
                let (content_html, content_text, read_time_minutes) = measured(&version.content_html);
                NewPost {
                    slug: version.slug,
                    title: version.title,
                    excerpt: version.excerpt,
                    content_html,
                    content_text,
                    read_time_minutes,
                    category: Some(version.category),
                    author_bio: version.author_bio.or_else(|| original.author_bio.clone()),
                    lang,
                    ..original.clone()
                }
            })
            .collect();
        (original, versions)
    }
}

/// The HTML as stored, its plain text and its read time.
fn measured(content_html: &str) -> (String, String, i64) {
    let content_html = html::sanitize(content_html);
    let content_text = html::plain_text(&content_html);
    let read_time_minutes = html::read_time_minutes(&content_text);
    (content_html, content_text, read_time_minutes)
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
            let dated = demo.legal.updated_at.as_str();
            db::legal::save(&tx, LegalPageKey::Privacy, &html::sanitize(&demo.legal.privacy), None, dated)?;
            db::legal::save(&tx, LegalPageKey::Terms, &html::sanitize(&demo.legal.terms), None, dated)?;
            db::legal::save(&tx, LegalPageKey::Notice, &html::sanitize(&demo.legal.notice), None, dated)?;
            for post in demo.posts {
                let (original, versions) = post.into_new_posts(now);
                let id = db::posts_admin::insert(&tx, &original)?;
                for version in versions {
                    db::posts_admin::insert(&tx, &NewPost { translation_of: Some(id), ..version })?;
                }
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

    /// The block tags of an article in order, closing ones included: the shape its versions keep.
    fn blocks(html: &str) -> Vec<&str> {
        const BLOCKS: [&str; 8] = ["p", "h2", "h3", "h4", "ul", "ol", "li", "blockquote"];
        tags(html).into_iter().filter(|tag| BLOCKS.contains(&tag.trim_start_matches('/'))).collect()
    }

    /// Every tag name in order, closing ones as `/name`.
    fn tags(html: &str) -> Vec<&str> {
        html.split('<').skip(1).filter_map(|tag| tag.split(['>', ' ']).next()).collect()
    }

    fn is_arabic(text: &str) -> bool {
        text.chars().any(|c| ('\u{0621}'..='\u{064A}').contains(&c))
    }

    #[test]
    fn published_articles_come_in_english_and_arabic() {
        let demo: Demo = serde_json::from_str(DEMO).expect("demo.json parses");
        let translated: Vec<&DemoPost> = demo.posts.iter().filter(|post| !post.translations.is_empty()).collect();
        assert!(translated.len() >= 3, "three articles at least have their versions");
        let mut slugs: std::collections::HashSet<String> = demo.posts.iter().map(|p| slugify(&p.title)).collect();
        for post in translated {
            assert!(post.published_days_ago.is_some_and(|days| days >= 0), "{} is published", post.title);
            assert_eq!(post.translations.keys().copied().collect::<Vec<_>>(), [Lang::En, Lang::Ar]);
            let original_length = html::plain_text(&post.content_html).chars().count() as f64;
            for (lang, version) in &post.translations {
                let name = format!("{} in {}", post.title, lang.code());
                assert_eq!(tags(&html::sanitize(&version.content_html)), tags(&version.content_html), "{name}");
                assert_eq!(blocks(&version.content_html), blocks(&post.content_html), "{name} keeps the sections");
                let ratio = html::plain_text(&version.content_html).chars().count() as f64 / original_length;
                assert!((0.6..=1.0).contains(&ratio), "{name} is {ratio:.2} of the original's length");
                assert!(!version.slug.is_empty() && slugify(&version.slug) == version.slug, "{name}: {}", version.slug);
                assert!(slugs.insert(version.slug.clone()), "{name}: {} is taken", version.slug);
                for text in [&version.title, &version.excerpt, &version.category] {
                    assert_eq!(is_arabic(text), *lang == Lang::Ar, "{name}: {text}");
                }
            }
        }
    }

    #[tokio::test]
    async fn versions_are_linked_to_their_original_and_share_its_date_and_cover() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("vitrine.db")).await.unwrap();
        assert!(seed_if_empty(&db).await.unwrap());
        let demo: Demo = serde_json::from_str(DEMO).unwrap();
        let now = db::format_time(OffsetDateTime::now_utc());
        db.run(move |conn| {
            for post in demo.posts.iter().filter(|post| !post.translations.is_empty()) {
                let original = db::posts::find_published(conn, &now, &slugify(&post.title))?.expect("original");
                let mut expected = vec![(Lang::Fr, original.summary.slug.clone())];
                for (lang, version) in &post.translations {
                    let seeded = db::posts::find_published(conn, &now, &version.slug)?.expect("version");
                    assert_eq!(seeded.translation_of, Some(original.summary.id));
                    assert_eq!(seeded.summary.lang, *lang);
                    assert_eq!(seeded.summary.published_at, original.summary.published_at);
                    assert_eq!(seeded.summary.cover_image, original.summary.cover_image);
                    assert_eq!(seeded.summary.author_name, original.summary.author_name);
                    assert_eq!(seeded.summary.title, version.title);
                    expected.push((*lang, version.slug.clone()));
                }
                assert_eq!(db::posts::published_versions(conn, &now, original.summary.id)?, expected);
            }
            Ok(())
        })
        .await
        .unwrap();
    }

    #[test]
    fn the_demo_speaks_english_and_arabic_everywhere_the_owner_writes() {
        let demo: Demo = serde_json::from_str(DEMO).expect("demo.json parses");
        let mut required: Vec<String> = db::content::KEYS.iter().map(|key| db::content::source(key)).collect();
        required.extend(
            ["settings:seo", "settings:identity", "legal:privacy", "legal:terms", "legal:notice", "chat"]
                .map(String::from),
        );
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
