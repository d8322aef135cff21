//! The chat assistant's script (greeting, fallback answer, topics) kept as one
//! JSON document, so the owner edits what the widget says without a release.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::translations;
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// What the script's translations are stored under.
pub const SOURCE: &str = "chat";

/// What the widget says: a greeting, the answer to a question it cannot match,
/// and the topics it recognises, tried in order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct ChatAssistant {
    pub greeting: String,
    pub fallback: String,
    pub topics: Vec<ChatTopic>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct ChatTopic {
    /// Words or phrases; a trailing `*` matches any word starting with what precedes it.
    pub keywords: Vec<String>,
    /// Plain text; a blank line starts a new chat bubble.
    pub answer: String,
    #[serde(default)]
    pub link: Option<ChatLink>,
    /// After this answer, a "oui" from the visitor opens the contact form.
    #[serde(default)]
    pub offers_contact: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct ChatLink {
    pub label: String,
    /// An http(s) or mailto URL, or a path on this site starting with `/`.
    pub url: String,
}

impl Default for ChatAssistant {
    /// What a new installation without demo content says: nothing about anyone.
    fn default() -> Self {
        ChatAssistant {
            greeting: "Bonjour et bienvenue ! Je suis l'assistant automatique de ce site. \
                       Posez-moi votre question : si je ne connais pas la réponse, \
                       je vous proposerai le formulaire de contact."
                .into(),
            fallback: "Je suis désolé, je n'ai pas bien compris votre question. \
                       Souhaitez-vous écrire directement grâce au formulaire de contact ? \
                       Répondez « oui » et je l'ouvrirai."
                .into(),
            topics: Vec::new(),
        }
    }
}

/// The saved script, or the neutral default when none was saved or the row no longer parses.
pub fn load(conn: &Connection) -> AppResult<ChatAssistant> {
    let raw: Option<String> =
        conn.query_row("SELECT config FROM chat_assistant WHERE id = 1", [], |row| row.get(0)).optional()?;
    let Some(raw) = raw else { return Ok(ChatAssistant::default()) };
    Ok(serde_json::from_str(&raw).unwrap_or_else(|err| {
        tracing::warn!(%err, "unreadable chat assistant script, using the default");
        ChatAssistant::default()
    }))
}

/// The script as the widget speaks it in `lang`: its translation laid over the French.
pub fn load_in(conn: &Connection, lang: Lang) -> AppResult<ChatAssistant> {
    let french = load(conn)?;
    if lang == Lang::Fr {
        return Ok(french);
    }
    Ok(in_language(french, &translations::value_of(conn, SOURCE, lang)?))
}

/// Texts, keywords and link labels translated topic by topic; a link's address, and whether
/// a topic offers the contact form, are the French script's.
pub fn in_language(french: ChatAssistant, translated: &serde_json::Value) -> ChatAssistant {
    let mut translated = translated.clone();
    if let Some(topics) = translated.get_mut("topics").and_then(serde_json::Value::as_array_mut) {
        for (topic, original) in topics.iter_mut().zip(&french.topics) {
            if let Some(fields) = topic.as_object_mut() {
                fields.remove("offers_contact");
                // A label has nothing to lay over once the French topic lost its link.
                match fields.get_mut("link").and_then(serde_json::Value::as_object_mut) {
                    Some(link) if original.link.is_some() => {
                        link.remove("url");
                    }
                    _ => {
                        fields.remove("link");
                    }
                }
            }
        }
    }
    translations::translate(french, &translated)
}

/// Replaces the whole script; callers that need atomicity pass a transaction.
pub fn save(conn: &Connection, chat: &ChatAssistant) -> AppResult<()> {
    let json = serde_json::to_string(chat).map_err(anyhow::Error::from)?;
    conn.execute(
        "INSERT INTO chat_assistant (id, config, updated_at) VALUES (1, ?1, ?2)
         ON CONFLICT (id) DO UPDATE SET config = excluded.config, updated_at = excluded.updated_at",
        params![json, super::now_text()],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_database_gets_the_neutral_default_and_a_save_replaces_it() {
        let conn = crate::db::test_connection();
        let default = load(&conn).unwrap();
        assert!(default.topics.is_empty());
        assert!(default.greeting.contains("assistant automatique"));
        let chat = ChatAssistant {
            greeting: "Salut".into(),
            fallback: "Pardon ?".into(),
            topics: vec![ChatTopic {
                keywords: vec!["blog*".into()],
                answer: "Lisez le blog.".into(),
                link: Some(ChatLink { label: "Le blog".into(), url: "/blog".into() }),
                offers_contact: false,
            }],
        };
        assert!(crate::db::is_empty(&conn).unwrap());
        save(&conn, &chat).unwrap();
        save(&conn, &chat).unwrap();
        assert_eq!(load(&conn).unwrap(), chat);
        assert!(!crate::db::is_empty(&conn).unwrap(), "an owner's script is never overwritten by the demo seed");
    }

    #[test]
    fn a_corrupt_row_falls_back_to_the_default() {
        let conn = crate::db::test_connection();
        conn.execute("INSERT INTO chat_assistant (id, config) VALUES (1, '{\"greeting\": 3}')", []).unwrap();
        assert_eq!(load(&conn).unwrap(), ChatAssistant::default());
    }

    #[test]
    fn a_language_reads_its_translated_texts_keywords_and_labels_topic_by_topic() {
        use serde_json::json;
        let conn = crate::db::test_connection();
        let topic = |keyword: &str, link: Option<ChatLink>| ChatTopic {
            keywords: vec![keyword.into()],
            answer: format!("Réponse {keyword}"),
            link,
            offers_contact: true,
        };
        let french = ChatAssistant {
            greeting: "Bonjour".into(),
            fallback: "Pardon ?".into(),
            topics: vec![
                topic("blog*", Some(ChatLink { label: "Le blog".into(), url: "/blog".into() })),
                topic("contact", None),
            ],
        };
        save(&conn, &french).unwrap();
        let translation = json!({
            "greeting": "Hello",
            "topics": [
                { "keywords": ["post*"], "link": { "label": "The blog", "url": "javascript:x" }, "offers_contact": false },
                { "answer": "Contact answer", "link": { "label": "Nowhere" } },
            ],
        });
        translations::put(&conn, SOURCE, Lang::En, &translation).unwrap();
        let english = load_in(&conn, Lang::En).unwrap();
        assert_eq!((english.greeting.as_str(), english.fallback.as_str()), ("Hello", "Pardon ?"));
        assert_eq!(english.topics[0].keywords, ["post*"]);
        assert_eq!(english.topics[0].answer, "Réponse blog*");
        assert_eq!(english.topics[0].link, Some(ChatLink { label: "The blog".into(), url: "/blog".into() }));
        assert!(english.topics[0].offers_contact);
        assert_eq!(english.topics[1].answer, "Contact answer");
        assert_eq!(english.topics[1].link, None);
        assert_eq!(load_in(&conn, Lang::Ar).unwrap(), french);
    }
}
