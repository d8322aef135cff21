//! Rules for the chat assistant's script as the super_admin saves it: required
//! texts, bounds, and links the widget can safely turn into `<a>` elements.

use crate::answer_lang::{error_text, error_text_with};
use crate::db::chat::{ChatAssistant, ChatLink, ChatTopic};
use crate::domain::limits;
use crate::domain::text::{Validator, is_safe_link, single_line};
use crate::error::AppResult;

pub const TOPICS_MAX: usize = 50;
pub const KEYWORDS_MAX: usize = 20;

/// Trims every text, drops blank keywords and empty links, and reports every problem at once.
pub fn validate(input: ChatAssistant) -> AppResult<ChatAssistant> {
    let mut v = Validator::new();
    let greeting =
        v.required_text("greeting", &input.greeting, limits::CHAT_MESSAGE, &error_text("chat.greetingRequired"));
    let fallback =
        v.required_text("fallback", &input.fallback, limits::CHAT_MESSAGE, &error_text("chat.fallbackRequired"));
    if input.topics.len() > TOPICS_MAX {
        v.fail("topics", &error_text_with("chat.tooManyTopics", &[("max", TOPICS_MAX.to_string())]));
    }
    let topics = input.topics.into_iter().enumerate().map(|(index, topic)| clean_topic(&mut v, index, topic)).collect();
    v.finish()?;
    Ok(ChatAssistant { greeting, fallback, topics })
}

fn clean_topic(v: &mut Validator, index: usize, topic: ChatTopic) -> ChatTopic {
    let field = |name: &str| format!("topics.{index}.{name}");
    let keywords: Vec<String> =
        topic.keywords.iter().map(|keyword| single_line(keyword)).filter(|keyword| !keyword.is_empty()).collect();
    if keywords.is_empty() {
        v.fail(&field("keywords"), &error_text("chat.keywordRequired"));
    } else if keywords.len() > KEYWORDS_MAX {
        v.fail(&field("keywords"), &error_text_with("chat.tooManyKeywords", &[("max", KEYWORDS_MAX.to_string())]));
    } else if keywords.iter().any(|keyword| keyword.chars().count() > limits::CHAT_KEYWORD) {
        v.fail(
            &field("keywords"),
            &error_text_with("chat.keywordTooLong", &[("max", limits::CHAT_KEYWORD.to_string())]),
        );
    }
    let answer =
        v.required_text(&field("answer"), &topic.answer, limits::CHAT_ANSWER, &error_text("chat.answerRequired"));
    let link = topic.link.and_then(|link| clean_link(v, &field("link"), link));
    ChatTopic { keywords, answer, link, offers_contact: topic.offers_contact }
}

fn clean_link(v: &mut Validator, prefix: &str, link: ChatLink) -> Option<ChatLink> {
    let label_field = format!("{prefix}.label");
    let url_field = format!("{prefix}.url");
    let label = v.optional(&label_field, Some(&link.label), limits::CHAT_LINK_LABEL);
    let url = v.optional_trimmed(&url_field, Some(&link.url), limits::LINK);
    match (label, url) {
        (None, None) => None,
        (None, Some(_)) => {
            v.fail(&label_field, &error_text("chat.linkLabelRequired"));
            None
        }
        (Some(_), None) => {
            v.fail(&url_field, &error_text("chat.linkUrlRequired"));
            None
        }
        (Some(label), Some(url)) => {
            if !is_chat_link(&url) {
                v.fail(&url_field, &error_text("chat.linkInvalid"));
            }
            Some(ChatLink { label, url })
        }
    }
}

/// An http(s) or mailto URL, or a path on this site; never `//host` (another
/// site), a backslash (which browsers read as a slash) or a script scheme.
pub fn is_chat_link(url: &str) -> bool {
    if url.starts_with('/') {
        return !url.starts_with("//")
            && !url.contains('\\')
            && !url.chars().any(|c| c.is_whitespace() || c.is_control());
    }
    is_safe_link(url, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::AppError;

    fn topic(keywords: &[&str], answer: &str, link: Option<(&str, &str)>) -> ChatTopic {
        ChatTopic {
            keywords: keywords.iter().map(|k| k.to_string()).collect(),
            answer: answer.into(),
            link: link.map(|(label, url)| ChatLink { label: label.into(), url: url.into() }),
            offers_contact: false,
        }
    }

    fn fields(input: ChatAssistant) -> std::collections::BTreeMap<String, String> {
        let AppError::Validation { fields, .. } = validate(input).unwrap_err() else { panic!("validation error") };
        fields
    }

    #[test]
    fn texts_are_trimmed_and_empty_links_dropped() {
        let clean = validate(ChatAssistant {
            greeting: "  Bonjour  ".into(),
            fallback: " Pardon ? ".into(),
            topics: vec![topic(&[" blog* ", "  "], " Le blog. ", Some((" ", "")))],
        })
        .unwrap();
        assert_eq!(clean.greeting, "Bonjour");
        assert_eq!(clean.topics[0].keywords, vec!["blog*"]);
        assert_eq!(clean.topics[0].answer, "Le blog.");
        assert_eq!(clean.topics[0].link, None);
    }

    #[test]
    fn every_problem_is_reported_on_its_field() {
        let fields = fields(ChatAssistant {
            greeting: " ".into(),
            fallback: "x".repeat(limits::CHAT_MESSAGE + 1),
            topics: vec![
                topic(&[" "], "", Some(("Voir", "javascript:alert(1)"))),
                topic(&["a"; KEYWORDS_MAX + 1], &"x".repeat(limits::CHAT_ANSWER + 1), Some(("", "/blog"))),
                topic(&["a"], "b", Some((&"x".repeat(limits::CHAT_LINK_LABEL + 1), ""))),
            ],
        });
        for field in [
            "greeting",
            "fallback",
            "topics.0.keywords",
            "topics.0.answer",
            "topics.0.link.url",
            "topics.1.keywords",
            "topics.1.answer",
            "topics.1.link.label",
            "topics.2.link.label",
        ] {
            assert!(fields.contains_key(field), "{field} missing from {fields:?}");
        }
    }

    #[test]
    fn too_many_topics_are_refused() {
        let topics = vec![topic(&["a"], "b", None); TOPICS_MAX + 1];
        let fields = fields(ChatAssistant { greeting: "a".into(), fallback: "b".into(), topics });
        assert_eq!(fields["topics"], "50 sujets au maximum.");
    }

    #[test]
    fn links_are_web_mail_or_site_paths() {
        for good in ["/parcours", "/blog?categorie=Tourisme#haut", "https://exemple.km/a", "mailto:awa@exemple.km"] {
            assert!(is_chat_link(good), "{good} should be accepted");
        }
        for bad in [
            "javascript:alert(1)",
            "data:text/html,x",
            "//evil.example",
            "/\\evil.example",
            "/a b",
            "vbscript:x",
            "parcours",
        ] {
            assert!(!is_chat_link(bad), "{bad} should be refused");
        }
    }
}
