//! The schema and its migrations: rows written by older versions come out right, the rules the
//! tables enforce, and the pool letting go cleanly.

use super::*;

#[test]
fn sessions_opened_before_the_upgrade_name_their_account() {
    let mut conn = Connection::open_in_memory().unwrap();
    prepare(&conn).unwrap();
    embedded::migrations::runner().set_target(refinery::Target::Version(6)).run(&mut conn).unwrap();
    let signed_in = r#"{"axum-login.data":{"user_id":5,"auth_hash":[1,2]}}"#;
    conn.execute("INSERT INTO sessions (id, data, expiry_date) VALUES ('a', ?1, 1)", [signed_in]).unwrap();
    conn.execute("INSERT INTO sessions (id, data, expiry_date) VALUES ('b', '{}', 1)", []).unwrap();
    migrate(&mut conn).unwrap();
    let owners: Vec<Option<i64>> = conn
        .prepare("SELECT user_id FROM sessions ORDER BY id")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(owners, [Some(5), None]);
}

#[test]
fn the_placeholder_owner_name_gives_way_to_the_settings_or_to_none() {
    let named = |settings: &str| -> Vec<Option<String>> {
        let mut conn = Connection::open_in_memory().unwrap();
        prepare(&conn).unwrap();
        embedded::migrations::runner().set_target(refinery::Target::Version(18)).run(&mut conn).unwrap();
        conn.execute_batch(&format!(
            "INSERT INTO users (email, password_hash, role, full_name) VALUES
                 ('a@b.km', 'x', 'super_admin', 'Administrateur'), ('c@b.km', 'x', 'moderator', 'Administrateur');
             {settings}"
        ))
        .unwrap();
        migrate(&mut conn).unwrap();
        conn.prepare("SELECT full_name FROM users ORDER BY id")
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap()
    };
    let owner = r#"INSERT INTO site_settings (key, value) VALUES ('identity', '{"owner_name":" Awa Mzé "}');"#;
    assert_eq!(named(owner), [Some("Awa Mzé".into()), Some("Administrateur".into())]);
    assert_eq!(named(""), [None, Some("Administrateur".into())], "a moderator chose his own name");
}

#[test]
fn rebuilding_the_posts_table_keeps_every_row_link_and_rule() {
    let mut conn = Connection::open_in_memory().unwrap();
    prepare(&conn).unwrap();
    embedded::migrations::runner().set_target(refinery::Target::Version(16)).run(&mut conn).unwrap();
    conn.execute_batch(
        "INSERT INTO users (id, email, password_hash, role, full_name) VALUES (7, 'a@b.km', 'x', 'super_admin', 'Awa');
         INSERT INTO blog_posts (id, slug, title, content_html, content_json, content_text, category, published_at,
                                 author_id, lang)
             VALUES (1, 'un', 'Un', '<p>un</p>', '{\"type\":\"doc\"}', 'un', 'Tourisme', '2025-01-01T00:00:00Z', 7, 'fr');
         INSERT INTO blog_posts (id, slug, title, content_html, lang, translation_of) VALUES (2, 'one', 'One', '<p>one</p>', 'en', 1);
         INSERT INTO post_related (post_id, related_ids) VALUES (1, '[2]');",
    )
    .unwrap();
    migrate(&mut conn).unwrap();

    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('blog_posts') ORDER BY cid")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    // The large columns come after every column the public pages read; only the back-office's save count follows.
    let content = columns.iter().position(|name| name == "content_html").unwrap();
    assert_eq!(&columns[content..], ["content_html", "content_text", "content_json", "version"]);
    let first: (String, Option<String>, String, Option<i64>, String) = conn
        .query_row(
            "SELECT content_html, content_json, category, author_id, lang FROM blog_posts WHERE id = 1",
            [],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?)),
        )
        .unwrap();
    assert_eq!(first, ("<p>un</p>".into(), Some(r#"{"type":"doc"}"#.into()), "Tourisme".into(), Some(7), "fr".into()));
    let link: Option<i64> =
        conn.query_row("SELECT translation_of FROM blog_posts WHERE id = 2", [], |row| row.get(0)).unwrap();
    assert_eq!(link, Some(1), "the translation stays linked");
    let related: String =
        conn.query_row("SELECT related_ids FROM post_related WHERE post_id = 1", [], |row| row.get(0)).unwrap();
    assert_eq!(related, "[2]", "the similar articles stay stored");

    let enforced: bool = conn.query_row("PRAGMA foreign_keys", [], |row| row.get(0)).unwrap();
    assert!(enforced, "foreign keys are on again after the migrations");
    assert!(conn.execute("INSERT INTO post_related (post_id, related_ids) VALUES (99, '[]')", []).is_err());
    let revision = |conn: &Connection| -> i64 {
        conn.query_row("SELECT revision FROM public_revisions WHERE topic = 'posts'", [], |row| row.get(0)).unwrap()
    };
    let before = revision(&conn);
    conn.execute("UPDATE users SET full_name = 'Awa M.' WHERE id = 7", []).unwrap();
    assert_eq!(revision(&conn), before + 1, "renaming an author still changes the posts' pages");
    conn.execute("DELETE FROM blog_posts WHERE id = 1", []).unwrap();
    assert!(revision(&conn) > before + 1, "deleting a post changes the posts' pages");
    let orphans: i64 = conn.query_row("SELECT count(*) FROM post_related", [], |row| row.get(0)).unwrap();
    assert_eq!(orphans, 0, "deleting a post still takes its similar articles");
    let link: Option<i64> =
        conn.query_row("SELECT translation_of FROM blog_posts WHERE id = 2", [], |row| row.get(0)).unwrap();
    assert_eq!(link, None, "the translation left alone leads its group");
}

#[test]
fn the_last_holder_may_let_go_of_the_pool_outside_the_runtime() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vitrine.db");
    for runtime_ended in [false, true] {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let db = runtime.block_on(async {
            let db = Db::open(&path).await.unwrap();
            db.run(|conn| Ok(conn.query_row("SELECT 1", [], |row| row.get::<_, i64>(0))?)).await.unwrap();
            db
        });
        if runtime_ended {
            drop(runtime);
            std::thread::spawn(move || drop(db)).join().expect("the pool closes without a runtime");
        } else {
            std::thread::spawn(move || drop(db)).join().expect("the pool closes outside its runtime");
            drop(runtime);
        }
    }
}

#[test]
fn constraints_refuse_bad_states() {
    let conn = test_connection();
    let bad_role = conn.execute("INSERT INTO users (email, password_hash, role) VALUES ('a@b.km', 'x', 'admin')", []);
    assert!(bad_role.is_err());
    let bad_status =
        conn.execute("INSERT INTO dossiers (title, description, status, promoter_id) VALUES ('t', 'd', 'lost', 1)", []);
    assert!(bad_status.is_err());
    let bad_slug =
        conn.execute("INSERT INTO blog_posts (slug, title, content_html) VALUES ('Pas un slug', 't', '<p>x</p>')", []);
    assert!(bad_slug.is_err());
    conn.execute("INSERT INTO contacts (name, email) VALUES ('Awa', 'awa@x.km')", []).unwrap();
    assert!(conn.execute("INSERT INTO contacts (name, email) VALUES ('Awa', 'AWA@x.km')", []).is_err());
}

/// The largest length the schema's CHECK allows for `column` of `table`.
fn checked_length(conn: &Connection, table: &str, column: &str) -> usize {
    let sql: String =
        conn.query_row("SELECT sql FROM sqlite_master WHERE name = ?1", [table], |row| row.get(0)).unwrap();
    let definition = sql
        .lines()
        .map(str::trim)
        .find(|line| line.starts_with(&format!("{column} ")))
        .unwrap_or_else(|| panic!("{table}.{column} is not in the schema"));
    let bound = definition
        .rsplit_once("AND ")
        .or_else(|| definition.rsplit_once("<= "))
        .unwrap_or_else(|| panic!("{table}.{column} has no length CHECK"))
        .1;
    bound.trim_end_matches([')', ',']).parse().unwrap()
}

#[test]
fn the_schema_bounds_lengths_as_the_server_does() {
    use crate::domain::limits;
    let conn = test_connection();
    for (table, column, limit) in [
        ("users", "email", limits::EMAIL),
        ("users", "full_name", limits::PERSON_NAME),
        ("blog_posts", "title", limits::TITLE),
        ("blog_posts", "excerpt", limits::SUMMARY),
        ("contacts", "name", limits::PERSON_NAME),
        ("contacts", "email", limits::EMAIL),
        ("contact_messages", "message", limits::CONTACT_MESSAGE),
        ("dossiers", "title", limits::TITLE),
        ("dossiers", "description", limits::DOSSIER_DESCRIPTION),
        ("dossier_messages", "message", limits::DOSSIER_MESSAGE),
        ("timeline_events", "date", limits::TIMELINE_DATE),
        ("timeline_events", "title", limits::TITLE),
        ("timeline_events", "description", limits::TIMELINE_DESCRIPTION),
        ("timeline_events", "reference_link", limits::LINK),
    ] {
        assert_eq!(checked_length(&conn, table, column), limit, "{table}.{column}");
    }
}
