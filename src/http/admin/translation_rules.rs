//! What the owner may translate of each of his texts, and the rules a translation is saved
//! under: only what a reader of another language reads (never a number, a picture, a date or
//! a link's address), with the bounds of the French original, and HTML sanitized the same way.

use serde_json::{Map, Value};

use super::posts::HTML_MAX_BYTES;
use super::site::LIST_MAX;
use crate::answer_lang::{error_text, error_text_with};
use crate::db::legal::LegalPageKey;
use crate::domain::chat::{KEYWORDS_MAX, TOPICS_MAX};
use crate::domain::text::{Validator, single_line};
use crate::domain::{editor_state, html, limits};
use crate::error::{AppError, AppResult};

/// A text of the owner's that has translations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A section of the pages' content (`content:home_hero`).
    Content(&'static str),
    Seo,
    Identity,
    Legal(LegalPageKey),
    Chat,
    Timeline(i64),
}

/// How a translated field is checked and cleaned.
enum Rule {
    /// One line (a title, a label).
    Line(usize),
    /// Paragraphs.
    Text(usize),
    /// A legal page's HTML, sanitized.
    Html,
    /// The editor's state of a legal page.
    EditorState,
    /// The words a chat topic answers to.
    Keywords,
    /// Items laid over the original's by position; an untranslated one is null.
    List(usize, &'static [(&'static str, Rule)]),
    Object(&'static [(&'static str, Rule)]),
}

use Rule::{EditorState, Html, Keywords, Line, List, Object, Text};

const HOME_HERO: &[(&str, Rule)] = &[
    ("title_part1", Line(limits::CONTENT_TEXT)),
    ("title_part2", Line(limits::CONTENT_TEXT)),
    ("title_part3", Line(limits::CONTENT_TEXT)),
    ("subtitle", Text(limits::CONTENT_TEXT)),
    ("image_alt", Line(limits::IMAGE_ALT)),
];
const HOME_STATS: &[(&str, Rule)] = &[("stats", List(LIST_MAX, &[("label", Line(limits::TITLE))]))];
const HOME_MISSION: &[(&str, Rule)] = &[
    ("title", Line(limits::CONTENT_TEXT)),
    ("paragraph1", Text(limits::CONTENT_PARAGRAPH)),
    ("paragraph2", Text(limits::CONTENT_PARAGRAPH)),
    ("image_alt", Line(limits::IMAGE_ALT)),
];
const HOME_SERVICES: &[(&str, Rule)] = &[
    ("title", Line(limits::CONTENT_TEXT)),
    ("subtitle", Text(limits::CONTENT_TEXT)),
    ("items", List(LIST_MAX, &[("title", Line(limits::TITLE)), ("description", Text(limits::CONTENT_TEXT))])),
];
const HOME_CTA: &[(&str, Rule)] = &[
    ("title", Line(limits::CONTENT_TEXT)),
    ("subtitle", Text(limits::CONTENT_TEXT)),
    ("button", Object(&[("label", Line(limits::BUTTON_LABEL))])),
    ("secondary", Object(&[("label", Line(limits::BUTTON_LABEL))])),
];
const ACTIVITIES: &[(&str, Rule)] = &[
    ("title", Line(limits::CONTENT_TEXT)),
    ("intro", Text(limits::CONTENT_PARAGRAPH)),
    ("sections", List(LIST_MAX, &[("title", Line(limits::TITLE)), ("body", Text(limits::CONTENT_PARAGRAPH))])),
];
const PAGE_INTRO: &[(&str, Rule)] = &[("subtitle", Text(limits::CONTENT_TEXT))];
const SEO: &[(&str, Rule)] = &[("title", Line(limits::TITLE)), ("description", Text(limits::SUMMARY))];
const IDENTITY: &[(&str, Rule)] = &[("tagline", Text(limits::SUMMARY))];
const LEGAL: &[(&str, Rule)] = &[("content_html", Html), ("content_json", EditorState)];
const CHAT: &[(&str, Rule)] = &[
    ("greeting", Text(limits::CHAT_MESSAGE)),
    ("fallback", Text(limits::CHAT_MESSAGE)),
    (
        "topics",
        List(
            TOPICS_MAX,
            &[
                ("keywords", Keywords),
                ("answer", Text(limits::CHAT_ANSWER)),
                ("link", Object(&[("label", Line(limits::CHAT_LINK_LABEL))])),
            ],
        ),
    ),
];
const TIMELINE_EVENT: &[(&str, Rule)] =
    &[("title", Line(limits::TITLE)), ("description", Text(limits::TIMELINE_DESCRIPTION))];

impl Source {
    /// `content:home_hero`, `settings:seo`, `settings:identity`, `legal:privacy`, `chat`, `timeline:17`.
    pub fn parse(name: &str) -> Option<Source> {
        let (topic, rest) = name.split_once(':').unwrap_or((name, ""));
        match (topic, rest) {
            ("content", key) => crate::db::content::KEYS.into_iter().find(|known| *known == key).map(Source::Content),
            ("settings", "seo") => Some(Source::Seo),
            ("settings", "identity") => Some(Source::Identity),
            ("legal", page) => LegalPageKey::parse(page).map(Source::Legal),
            ("chat", "") if !name.contains(':') => Some(Source::Chat),
            ("timeline", id) if !id.is_empty() && id.bytes().all(|byte| byte.is_ascii_digit()) => {
                id.parse().ok().filter(|id| *id > 0).map(Source::Timeline)
            }
            _ => None,
        }
    }

    /// The name the translation is stored under, as `parse` reads it.
    pub fn name(self) -> String {
        match self {
            Source::Content(key) => crate::db::content::source(key),
            Source::Seo => crate::db::settings::SEO_SOURCE.into(),
            Source::Identity => crate::db::settings::IDENTITY_SOURCE.into(),
            Source::Legal(page) => page.source(),
            Source::Chat => crate::db::chat::SOURCE.into(),
            Source::Timeline(id) => crate::db::timeline::source(id),
        }
    }

    fn fields(self) -> &'static [(&'static str, Rule)] {
        match self {
            Source::Content("home_hero") => HOME_HERO,
            Source::Content("home_stats") => HOME_STATS,
            Source::Content("home_mission") => HOME_MISSION,
            Source::Content("home_services") => HOME_SERVICES,
            Source::Content("home_cta") => HOME_CTA,
            Source::Content("activities") => ACTIVITIES,
            Source::Content(_) => PAGE_INTRO,
            Source::Seo => SEO,
            Source::Identity => IDENTITY,
            Source::Legal(_) => LEGAL,
            Source::Chat => CHAT,
            Source::Timeline(_) => TIMELINE_EVENT,
        }
    }

    /// What the French form's field names start with, so that errors name the same fields.
    fn field_prefix(self) -> &'static str {
        match self {
            Source::Content(key) => key,
            Source::Seo => "seo",
            Source::Identity => "identity",
            Source::Legal(_) | Source::Chat | Source::Timeline(_) => "",
        }
    }

    /// The translation as it is stored: only the translated fields, cleaned; every problem
    /// reported at once under the French form's field names.
    pub fn validate(self, input: &Value) -> AppResult<Value> {
        let Value::Object(input) = input else {
            return Err(AppError::validation(error_text("badBody")));
        };
        let mut v = Validator::new();
        let clean = clean_object(&mut v, self.field_prefix(), self.fields(), input);
        v.finish()?;
        Ok(Value::Object(clean))
    }
}

fn field_name(path: &str, key: &str) -> String {
    if path.is_empty() { key.to_string() } else { format!("{path}.{key}") }
}

fn clean_object(
    v: &mut Validator,
    path: &str,
    rules: &[(&str, Rule)],
    input: &Map<String, Value>,
) -> Map<String, Value> {
    let mut clean = Map::new();
    for (key, value) in input {
        let field = field_name(path, key);
        match rules.iter().find(|(name, _)| name == key) {
            Some((_, rule)) => {
                if let Some(value) = clean_value(v, &field, rule, value) {
                    clean.insert(key.clone(), value);
                }
            }
            None => v.fail(&field, &error_text("translations.unknownField")),
        }
    }
    clean
}

/// The cleaned value, or None when it translates nothing (null, blank, no item).
fn clean_value(v: &mut Validator, field: &str, rule: &Rule, value: &Value) -> Option<Value> {
    if value.is_null() {
        return None;
    }
    let text = || value.as_str();
    let cleaned = match rule {
        Line(_) | Text(_) | Html | EditorState if text().is_none() => {
            v.fail(field, &error_text("translations.mustBeText"));
            None
        }
        Line(max) => v.optional(field, text(), *max).map(Value::String),
        Text(max) => v.optional_text(field, text(), *max).map(Value::String),
        Html => clean_html(v, field, text().unwrap_or_default()),
        EditorState => {
            let state = text().unwrap_or_default().trim();
            if state.is_empty() {
                None
            } else {
                if let Err(message) = editor_state::check(state) {
                    v.fail(field, &message);
                }
                Some(Value::String(state.to_string()))
            }
        }
        Keywords => clean_keywords(v, field, value),
        List(max, item) => clean_list(v, field, *max, item, value),
        Object(rules) => match value {
            Value::Object(fields) => Some(Value::Object(clean_object(v, field, rules, fields))),
            _ => {
                v.fail(field, &error_text("badBody"));
                None
            }
        },
    };
    cleaned.filter(|value| !matches!(value, Value::Object(fields) if fields.is_empty()))
}

fn clean_html(v: &mut Validator, field: &str, input: &str) -> Option<Value> {
    if input.len() > HTML_MAX_BYTES {
        v.fail(field, &error_text("validation.contentTooLong"));
        return None;
    }
    let clean = html::sanitize(input);
    (!html::plain_text(&clean).is_empty()).then_some(Value::String(clean))
}

fn clean_keywords(v: &mut Validator, field: &str, value: &Value) -> Option<Value> {
    let Some(items) = value.as_array() else {
        v.fail(field, &error_text("chat.keywordsNotList"));
        return None;
    };
    let mut keywords = Vec::new();
    for item in items {
        let Some(keyword) = item.as_str() else {
            v.fail(field, &error_text("chat.keywordNotText"));
            return None;
        };
        let keyword = single_line(keyword);
        if !keyword.is_empty() {
            keywords.push(keyword);
        }
    }
    if keywords.len() > KEYWORDS_MAX {
        v.fail(field, &error_text_with("chat.tooManyKeywords", &[("max", KEYWORDS_MAX.to_string())]));
    } else if keywords.iter().any(|keyword| keyword.chars().count() > limits::CHAT_KEYWORD) {
        v.fail(field, &error_text_with("chat.keywordTooLong", &[("max", limits::CHAT_KEYWORD.to_string())]));
    }
    (!keywords.is_empty()).then(|| Value::from(keywords))
}

fn clean_list(v: &mut Validator, field: &str, max: usize, rules: &[(&str, Rule)], value: &Value) -> Option<Value> {
    let Some(items) = value.as_array() else {
        v.fail(field, &error_text("badBody"));
        return None;
    };
    if items.len() > max {
        v.fail(field, &error_text_with("translations.tooManyItems", &[("max", max.to_string())]));
        return None;
    }
    let mut clean: Vec<Value> = items
        .iter()
        .enumerate()
        .map(|(index, item)| match item {
            Value::Null => Value::Null,
            Value::Object(fields) => {
                let fields = clean_object(v, &field_name(field, &index.to_string()), rules, fields);
                if fields.is_empty() { Value::Null } else { Value::Object(fields) }
            }
            _ => {
                v.fail(&field_name(field, &index.to_string()), &error_text("badBody"));
                Value::Null
            }
        })
        .collect();
    while clean.last().is_some_and(Value::is_null) {
        clean.pop();
    }
    (!clean.is_empty()).then_some(Value::Array(clean))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn errors(source: Source, input: Value) -> std::collections::BTreeMap<String, String> {
        let AppError::Validation { fields, .. } = source.validate(&input).unwrap_err() else { panic!("validation") };
        fields
    }

    #[test]
    fn sources_read_back_and_nothing_else_is_one() {
        for name in [
            "content:home_hero",
            "content:timeline",
            "settings:seo",
            "settings:identity",
            "legal:terms",
            "chat",
            "timeline:17",
        ] {
            assert_eq!(Source::parse(name).map(Source::name).as_deref(), Some(name));
        }
        for name in [
            "content:autre",
            "settings:social",
            "legal:cookies",
            "chat:x",
            "timeline:",
            "timeline:0",
            "timeline:+3",
            "timeline:x",
            "posts:1",
            "",
        ] {
            assert_eq!(Source::parse(name), None, "{name}");
        }
    }

    #[test]
    fn only_translated_fields_are_kept_cleaned_and_in_place() {
        let clean = Source::Content("home_services")
            .validate(&json!({
                "title": "  My   services ",
                "subtitle": "",
                "items": [null, { "title": "Training", "description": null }, {}, { "title": " " }],
            }))
            .unwrap();
        assert_eq!(clean, json!({ "title": "My services", "items": [null, { "title": "Training" }] }));
        assert_eq!(Source::Seo.validate(&json!({ "title": null })).unwrap(), json!({}));
    }

    #[test]
    fn numbers_pictures_links_and_unknown_fields_are_refused_under_the_french_names() {
        const UNKNOWN_FIELD: &str = "Ce champ n'existe pas ou ne se traduit pas.";
        let fields = errors(
            Source::Content("home_hero"),
            json!({ "image_url": "/media/x.webp", "title_part1": "x".repeat(limits::CONTENT_TEXT + 1) }),
        );
        assert_eq!(fields["home_hero.image_url"], UNKNOWN_FIELD);
        assert!(fields["home_hero.title_part1"].contains("ne peut pas dépasser"));
        let fields = errors(Source::Content("home_stats"), json!({ "stats": [{ "number": "12" }] }));
        assert_eq!(fields["home_stats.stats.0.number"], UNKNOWN_FIELD);
        let fields = errors(Source::Chat, json!({ "topics": [{ "link": { "url": "/x" }, "offers_contact": true }] }));
        assert_eq!(fields["topics.0.link.url"], UNKNOWN_FIELD);
        assert_eq!(fields["topics.0.offers_contact"], UNKNOWN_FIELD);
        let fields = errors(Source::Timeline(3), json!({ "date": "2020", "title": 5 }));
        assert_eq!(
            (fields["date"].as_str(), fields["title"].as_str()),
            (UNKNOWN_FIELD, "Ce champ doit être un texte.")
        );
        assert_eq!(errors(Source::Identity, json!({ "owner_name": "x" }))["identity.owner_name"], UNKNOWN_FIELD);
        assert!(Source::Seo.validate(&json!(["title"])).is_err());
    }

    #[test]
    fn lists_are_bounded_as_the_originals() {
        let items = vec![json!({ "label": "x" }); LIST_MAX + 1];
        assert!(errors(Source::Content("home_stats"), json!({ "stats": items })).contains_key("home_stats.stats"));
        let keywords = vec![json!("mot"); KEYWORDS_MAX + 1];
        assert!(
            errors(Source::Chat, json!({ "topics": [{ "keywords": keywords }] })).contains_key("topics.0.keywords")
        );
        let clean =
            Source::Chat.validate(&json!({ "topics": [{ "keywords": [" post* ", " "], "answer": "Read" }] })).unwrap();
        assert_eq!(clean, json!({ "topics": [{ "keywords": ["post*"], "answer": "Read" }] }));
    }

    #[test]
    fn legal_html_is_sanitized_and_an_empty_page_translates_nothing() {
        let clean = Source::Legal(LegalPageKey::Privacy)
            .validate(&json!({ "content_html": "<h2>Data</h2><script>alert(1)</script><p onclick=\"x\">Mine</p>" }))
            .unwrap();
        assert_eq!(clean, json!({ "content_html": "<h2>Data</h2><p>Mine</p>" }));
        let empty = Source::Legal(LegalPageKey::Privacy).validate(&json!({ "content_html": "<p> </p>" })).unwrap();
        assert_eq!(empty, json!({}));
        let big = "x".repeat(HTML_MAX_BYTES + 1);
        assert!(
            errors(Source::Legal(LegalPageKey::Terms), json!({ "content_html": big })).contains_key("content_html")
        );
        assert!(
            errors(Source::Legal(LegalPageKey::Terms), json!({ "content_json": "{" })).contains_key("content_json")
        );
    }
}
