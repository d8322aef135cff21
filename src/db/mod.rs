//! The only place that speaks SQL: the connection pool, migrations, and one
//! module per table group. Every call runs on a blocking thread.

pub mod account_tokens;
pub mod attachments;
pub mod chat;
mod columns;
pub mod contacts;
pub mod content;
pub mod dossier_messages;
pub mod dossiers;
pub mod freshness;
pub mod getting_started;
pub mod legal;
pub mod media_library;
pub mod media_usage;
pub mod newsletter;
pub mod newsletter_admin;
pub mod newsletter_queue;
pub mod newsletter_sends;
pub mod portable;
pub mod post_feeds;
pub mod post_pending;
pub mod post_previews;
pub mod post_related;
pub mod post_revisions;
pub mod post_seo;
pub mod post_sources;
pub mod posts;
pub mod posts_admin;
pub mod posts_search;
pub mod schema_check;
pub mod sessions;
pub mod settings;
pub mod sign_ups;
pub mod staff_mails;
pub mod stats;
pub mod stats_report;
pub mod stored_files;
pub mod timeline;
pub mod translations;
pub mod two_factor;
pub mod users;

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use deadpool_sqlite::{Hook, HookError, Pool, Runtime};
use rusqlite::Connection;
use rusqlite::functions::FunctionFlags;

use crate::answer_lang;
use crate::error::AppResult;

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// Per-connection settings: WAL for concurrent readers, enforced foreign keys,
/// waiting instead of failing on a busy database, and a page cache of 1 MiB (SQLite's
/// default is 2): each pooled connection keeps its own, and the page cache of finished
/// answers spares most reads anyway, so 8 connections hold at most 8 MiB. Pages read
/// again come from the system's file cache, which is not the process's memory.
const CONNECTION_PRAGMAS: &str = "
    PRAGMA journal_mode = WAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    PRAGMA synchronous = NORMAL;
    PRAGMA cache_size = -1024;
";

/// The current UTC time in the one text format the database stores.
pub fn now_text() -> String {
    format_time(time::OffsetDateTime::now_utc())
}

pub use crate::domain::dates::stored as format_time;

/// Applies the pragmas and registers `unicode_lower`, which SQLite's ASCII-only
/// `lower` lacks for case-insensitive French matching.
fn prepare(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(CONNECTION_PRAGMAS)?;
    conn.create_scalar_function(
        "unicode_lower",
        1,
        FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC,
        |ctx| Ok(ctx.get::<Option<String>>(0)?.map(|text| text.to_lowercase())),
    )
}

/// Opens one prepared connection (CLI commands and migrations).
pub fn open_connection(path: &Path) -> anyhow::Result<Connection> {
    let conn = Connection::open(path).with_context(|| format!("opening {}", path.display()))?;
    prepare(&conn)?;
    Ok(conn)
}

/// Brings the schema up to date, with foreign keys off meanwhile, as SQLite asks of a
/// migration that builds a table again (its only way to reorder or retype columns):
/// dropping the old table would otherwise delete or empty the rows that point at it.
/// What the migrations ran is then checked for references to rows that do not exist.
pub fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    conn.pragma_update(None, "foreign_keys", false)?;
    let ran = embedded::migrations::runner().run(conn).context("running migrations");
    conn.pragma_update(None, "foreign_keys", true)?;
    if !ran?.applied_migrations().is_empty() {
        schema_check::check_foreign_keys(conn)?;
    }
    Ok(())
}

/// True when nothing a visitor sees has been written yet: no post, event, setting or content.
pub fn is_empty(conn: &Connection) -> AppResult<bool> {
    let rows: i64 = conn.query_row(
        "SELECT (SELECT count(*) FROM blog_posts) + (SELECT count(*) FROM timeline_events)
              + (SELECT count(*) FROM site_settings) + (SELECT count(*) FROM site_content)
              + (SELECT count(*) FROM chat_assistant)",
        [],
        |row| row.get(0),
    )?;
    Ok(rows == 0)
}

/// Every statement a public page or feed runs on the posts, by name: tests/api/scale.rs
/// checks that none of them reads the whole of blog_posts.
pub fn public_post_statements() -> Vec<(String, String)> {
    let mut statements = posts::public_statements();
    statements.extend(post_related::public_statements());
    statements.extend(posts_search::public_statements());
    statements.extend(freshness::public_statements());
    statements
}

/// A transaction that takes the write lock at once: a deferred one that reads
/// first fails with "database is locked" when another writer commits meanwhile,
/// whereas this one waits its turn under `busy_timeout`.
pub fn write_transaction(conn: &mut Connection) -> rusqlite::Result<rusqlite::Transaction<'_>> {
    conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
}

/// A pool of SQLite connections; `run` executes a closure on a blocking thread.
#[derive(Clone)]
pub struct Db {
    pool: Arc<RuntimePool>,
}

/// The pool, and the runtime it was opened in. The pool closes its connections on a
/// blocking thread of the current runtime, but its last holder may let go of it on a
/// thread outside any runtime (a page cache entry freed by another library's thread as
/// the process ends): the close would then panic inside a destructor and abort.
struct RuntimePool {
    pool: Option<Pool>,
    runtime: tokio::runtime::Handle,
}

impl RuntimePool {
    fn pool(&self) -> &Pool {
        self.pool.as_ref().expect("the pool is held until dropped")
    }
}

impl Drop for RuntimePool {
    fn drop(&mut self) {
        let _inside = self.runtime.enter();
        drop(self.pool.take());
    }
}

impl Db {
    /// Opens the database at `path`, creating and migrating it as needed.
    pub async fn open(path: &Path) -> anyhow::Result<Db> {
        let owned = path.to_path_buf();
        tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
            let mut conn = open_connection(&owned)?;
            migrate(&mut conn)
        })
        .await
        .context("migration task")??;

        let pool = deadpool_sqlite::Config::new(path)
            .builder(Runtime::Tokio1)?
            .max_size(8)
            .post_create(Hook::async_fn(|wrapper, _| {
                Box::pin(async move {
                    wrapper
                        .interact(|conn| prepare(conn))
                        .await
                        .map_err(|err| HookError::Message(err.to_string().into()))?
                        .map_err(HookError::Backend)
                })
            }))
            .build()?;
        Ok(Db { pool: Arc::new(RuntimePool { pool: Some(pool), runtime: tokio::runtime::Handle::current() }) })
    }

    /// Runs `work` on a pooled connection; the errors it words speak the language of the
    /// request being answered, though it runs on another thread.
    pub async fn run<F, R>(&self, work: F) -> AppResult<R>
    where
        F: FnOnce(&mut Connection) -> AppResult<R> + Send + 'static,
        R: Send + 'static,
    {
        let lang = answer_lang::current();
        let conn = self.pool.pool().get().await?;
        conn.interact(move |conn| answer_lang::answering_in_now(lang, || work(conn))).await?
    }
}

#[cfg(test)]
pub(crate) fn test_connection() -> Connection {
    let mut conn = Connection::open_in_memory().expect("in-memory database");
    prepare(&conn).expect("pragmas");
    migrate(&mut conn).expect("migrations");
    conn
}

#[cfg(test)]
mod tests {
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
        assert_eq!(
            first,
            ("<p>un</p>".into(), Some(r#"{"type":"doc"}"#.into()), "Tourisme".into(), Some(7), "fr".into())
        );
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
        let bad_role =
            conn.execute("INSERT INTO users (email, password_hash, role) VALUES ('a@b.km', 'x', 'admin')", []);
        assert!(bad_role.is_err());
        let bad_status = conn
            .execute("INSERT INTO dossiers (title, description, status, promoter_id) VALUES ('t', 'd', 'lost', 1)", []);
        assert!(bad_status.is_err());
        let bad_slug = conn
            .execute("INSERT INTO blog_posts (slug, title, content_html) VALUES ('Pas un slug', 't', '<p>x</p>')", []);
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
}
