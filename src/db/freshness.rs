//! What tells the page cache that its pages went stale: the revisions the triggers
//! of migration V14 raise, one per topic of public data, and the next instant a
//! scheduled post comes out without anyone writing.

use rusqlite::Connection;

use crate::cache::{Revisions, Topic};
use crate::error::AppResult;

/// The count of changes made so far to each topic of what visitors see.
pub fn revisions(conn: &Connection) -> AppResult<Revisions> {
    let mut revisions = Revisions::default();
    let mut statement = conn.prepare_cached("SELECT topic, revision FROM public_revisions")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        let name: String = row.get(0)?;
        if let Some(topic) = Topic::from_name(&name) {
            revisions.set(topic, row.get(1)?);
        }
    }
    Ok(revisions)
}

/// The count of changes made so far to one topic.
pub fn revision(conn: &Connection, topic: Topic) -> AppResult<i64> {
    Ok(conn.query_row("SELECT revision FROM public_revisions WHERE topic = ?1", [topic.name()], |row| row.get(0))?)
}

const NEXT_PUBLICATION_SQL: &str = "SELECT min(published_at) FROM blog_posts WHERE published_at > ?1";

/// When the next scheduled post comes out, as stored: the earliest `published_at` after `now`.
pub fn next_publication(conn: &Connection, now: &str) -> AppResult<Option<String>> {
    Ok(conn.prepare_cached(NEXT_PUBLICATION_SQL)?.query_row([now], |row| row.get(0))?)
}

/// The statement the page cache runs here, for the query-plan test (tests/api/scale.rs).
pub fn public_statements() -> Vec<(String, String)> {
    vec![("next publication".to_string(), NEXT_PUBLICATION_SQL.to_string())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cache::TopicSet;

    const NOW: &str = "2025-06-01T12:00:00Z";

    fn post(conn: &Connection, slug: &str, published_at: Option<&str>) {
        conn.execute(
            "INSERT INTO blog_posts (slug, title, content_html, published_at) VALUES (?1, 'Titre', '<p>x</p>', ?2)",
            rusqlite::params![slug, published_at],
        )
        .unwrap();
    }

    fn revision(conn: &Connection) -> i64 {
        revisions(conn).unwrap().total()
    }

    #[test]
    fn each_topic_moves_only_its_own_revision() {
        let conn = crate::db::test_connection();
        let start = revisions(&conn).unwrap();
        let moved = |conn: &Connection| start.moved(&revisions(conn).unwrap());
        post(&conn, "un", None);
        assert_eq!(moved(&conn), TopicSet::of(&[Topic::Posts]));
        conn.execute("INSERT INTO timeline_events (date, title) VALUES ('2024', 'Événement')", []).unwrap();
        assert_eq!(moved(&conn), TopicSet::of(&[Topic::Posts, Topic::Timeline]));
        for statement in [
            "INSERT OR REPLACE INTO site_content (content_key, content_value) VALUES ('blog', '{}')",
            "INSERT OR REPLACE INTO site_settings (key, value) VALUES ('seo', '{}')",
            "INSERT OR REPLACE INTO chat_assistant (id, config) VALUES (1, '{}')",
            "INSERT OR REPLACE INTO legal_pages (page, content_html) VALUES ('terms', '<p>x</p>')",
        ] {
            conn.execute(statement, []).unwrap();
        }
        assert_eq!(moved(&conn), TopicSet::ALL);
        assert_eq!(super::revision(&conn, Topic::Timeline).unwrap(), start.get(Topic::Timeline) + 1);
    }

    #[test]
    fn public_writes_raise_the_revision_and_private_ones_do_not() {
        let conn = crate::db::test_connection();
        let start = revision(&conn);
        post(&conn, "un", None);
        conn.execute("UPDATE blog_posts SET title = 'Autre' WHERE slug = 'un'", []).unwrap();
        conn.execute("INSERT INTO timeline_events (date, title) VALUES ('2024', 'Événement')", []).unwrap();
        assert_eq!(revision(&conn), start + 3);

        let before = revision(&conn);
        conn.execute("INSERT INTO page_views (day, path, views) VALUES ('2025-06-01', '/', 1)", []).unwrap();
        conn.execute("INSERT INTO contacts (name, email) VALUES ('Awa', 'awa@x.km')", []).unwrap();
        conn.execute("INSERT INTO sessions (id, data, expiry_date) VALUES ('s', '{}', 1)", []).unwrap();
        conn.execute("INSERT INTO users (email, password_hash, full_name) VALUES ('a@x.km', 'h', 'Awa')", []).unwrap();
        conn.execute("UPDATE users SET full_name = 'Awa Mzé', last_login_at = 'x' WHERE email = 'a@x.km'", []).unwrap();
        assert_eq!(revision(&conn), before, "no article names this account yet");

        conn.execute("UPDATE blog_posts SET author_id = (SELECT id FROM users WHERE email = 'a@x.km')", []).unwrap();
        let before = revision(&conn);
        conn.execute("UPDATE users SET last_login_at = 'y' WHERE email = 'a@x.km'", []).unwrap();
        conn.execute("UPDATE users SET full_name = 'Awa Mzé' WHERE email = 'a@x.km'", []).unwrap();
        assert_eq!(revision(&conn), before, "nothing an article shows changed");
        conn.execute("UPDATE users SET avatar_url = '/media/a.webp' WHERE email = 'a@x.km'", []).unwrap();
        assert_eq!(revision(&conn), before + 1, "an author's picture shows on the article");
    }

    #[test]
    fn the_next_publication_is_the_earliest_scheduled_post() {
        let conn = crate::db::test_connection();
        assert_eq!(next_publication(&conn, NOW).unwrap(), None);
        post(&conn, "passe", Some("2025-05-01T00:00:00Z"));
        post(&conn, "brouillon", None);
        post(&conn, "tard", Some("2025-09-01T00:00:00Z"));
        post(&conn, "bientot", Some("2025-06-01T12:00:05Z"));
        assert_eq!(next_publication(&conn, NOW).unwrap().as_deref(), Some("2025-06-01T12:00:05Z"));
    }
}
