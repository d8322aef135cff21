//! What tells the page cache that its pages went stale: the revision the triggers
//! of migration V9 raise on every change to public data, and the next instant a
//! scheduled post comes out without anyone writing.

use rusqlite::Connection;

use crate::error::AppResult;

/// The count of changes made so far to anything a visitor sees.
pub fn revision(conn: &Connection) -> AppResult<i64> {
    Ok(conn.query_row("SELECT revision FROM public_revision WHERE id = 1", [], |row| row.get(0))?)
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

    const NOW: &str = "2025-06-01T12:00:00Z";

    fn post(conn: &Connection, slug: &str, published_at: Option<&str>) {
        conn.execute(
            "INSERT INTO blog_posts (slug, title, content_html, published_at) VALUES (?1, 'Titre', '<p>x</p>', ?2)",
            rusqlite::params![slug, published_at],
        )
        .unwrap();
    }

    #[test]
    fn public_writes_raise_the_revision_and_private_ones_do_not() {
        let conn = crate::db::test_connection();
        let start = revision(&conn).unwrap();
        post(&conn, "un", None);
        conn.execute("UPDATE blog_posts SET title = 'Autre' WHERE slug = 'un'", []).unwrap();
        conn.execute("INSERT INTO timeline_events (date, title) VALUES ('2024', 'Événement')", []).unwrap();
        assert_eq!(revision(&conn).unwrap(), start + 3);

        let before = revision(&conn).unwrap();
        conn.execute("INSERT INTO page_views (day, path, views) VALUES ('2025-06-01', '/', 1)", []).unwrap();
        conn.execute("INSERT INTO contacts (name, email) VALUES ('Awa', 'awa@x.km')", []).unwrap();
        conn.execute("INSERT INTO sessions (id, data, expiry_date) VALUES ('s', '{}', 1)", []).unwrap();
        conn.execute("INSERT INTO users (email, password_hash, full_name) VALUES ('a@x.km', 'h', 'Awa')", []).unwrap();
        conn.execute("UPDATE users SET full_name = 'Awa Mzé', last_login_at = 'x' WHERE email = 'a@x.km'", []).unwrap();
        assert_eq!(revision(&conn).unwrap(), before, "no article names this account yet");

        conn.execute("UPDATE blog_posts SET author_id = (SELECT id FROM users WHERE email = 'a@x.km')", []).unwrap();
        let before = revision(&conn).unwrap();
        conn.execute("UPDATE users SET last_login_at = 'y' WHERE email = 'a@x.km'", []).unwrap();
        conn.execute("UPDATE users SET full_name = 'Awa Mzé' WHERE email = 'a@x.km'", []).unwrap();
        assert_eq!(revision(&conn).unwrap(), before, "nothing an article shows changed");
        conn.execute("UPDATE users SET avatar_url = '/media/a.webp' WHERE email = 'a@x.km'", []).unwrap();
        assert_eq!(revision(&conn).unwrap(), before + 1, "an author's picture shows on the article");
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
