//! The chat assistant's script (greeting, fallback answer, topics) kept as one
//! JSON document, so the owner edits what the widget says without a release.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::AppResult;

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
}
