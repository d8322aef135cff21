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
pub mod post_listing;
pub mod post_pending;
pub mod post_previews;
pub mod post_related;
pub mod post_revisions;
pub mod post_seo;
pub mod post_sources;
pub mod post_tags;
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

/// A `LIKE … ESCAPE '\\'` pattern matching any text that holds `text`, compared in lower case.
pub(crate) fn contains_pattern(text: &str) -> String {
    let escaped = text.to_lowercase().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

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
mod schema_tests;
