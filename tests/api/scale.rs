//! A blog of 10,000 published posts: every statement public pages and feeds run on
//! the posts (the very SQL of src/db/, listed by `db::public_post_statements`) must
//! find its rows through an index, never by reading all of blog_posts or sorting it.

use rusqlite::Connection;
use vitrine::db::{self, posts_admin::NewPost};

const POSTS: usize = 10_000;
const CATEGORIES: [&str; 6] = ["Entrepreneuriat", "Financement", "Innovation", "Tourisme", "Agriculture", "Société"];

/// A database with `POSTS` published posts, a few drafts and scheduled ones.
fn large_blog(dir: &std::path::Path) -> Connection {
    let mut conn = db::open_connection(&dir.join("vitrine.db")).expect("database");
    db::migrate(&mut conn).expect("migrations");
    let tx = db::write_transaction(&mut conn).expect("transaction");
    for n in 0..POSTS + 20 {
        let published_at = match n {
            n if n < POSTS => Some(format!("20{:02}-{:02}-{:02}T08:00:00Z", 10 + n % 15, 1 + n % 12, 1 + n % 28)),
            n if n % 2 == 0 => None,
            _ => Some("2099-01-01T00:00:00Z".to_string()),
        };
        let post = NewPost {
            slug: format!("article-{n}"),
            title: format!("Article {n}"),
            excerpt: format!("Résumé de l'article {n}"),
            content_html: "<p>Texte</p>".into(),
            content_text: "Texte".into(),
            category: Some(CATEGORIES[n % CATEGORIES.len()].into()),
            published_at,
            read_time_minutes: 1,
            ..NewPost::default()
        };
        db::posts_admin::insert(&tx, &post).expect("insert");
    }
    tx.commit().expect("commit");
    conn
}

/// The lines of SQLite's plan for `sql`, e.g. "SEARCH p USING INDEX blog_posts_published (…)".
fn plan(conn: &Connection, sql: &str) -> Vec<String> {
    let mut statement = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).expect("the statement prepares");
    // Parameters stay unbound: the plan does not depend on their values.
    let mut rows = statement.raw_query();
    let mut lines = Vec::new();
    while let Some(row) = rows.next().expect("a plan row") {
        lines.push(row.get::<_, String>(3).expect("the plan's detail"));
    }
    lines
}

/// Reads every row of blog_posts (even through an index), or sorts what it read.
fn reads_everything(line: &str) -> bool {
    let scanned = line.strip_prefix("SCAN ").map(|rest| rest.split(' ').next().unwrap_or_default());
    matches!(scanned, Some("p" | "blog_posts")) || line.contains("TEMP B-TREE")
}

fn check_every_public_statement(conn: &Connection, when: &str) {
    let statements = db::public_post_statements();
    assert!(statements.len() >= 14, "lists, counts, categories, article, feeds, search, similar articles");
    for (name, sql) in statements {
        let lines = plan(conn, &sql);
        println!("{name} ({when}): {}", lines.join(" | "));
        assert!(
            lines.iter().any(|line| line.starts_with("SEARCH")),
            "{name} ({when}) finds its rows through an index: {lines:#?}"
        );
        // A keyword's page reads that keyword's posts through post_tags' key index and sorts those
        // alone: as many as the owner tagged (a few dozen), never the whole blog.
        let by_keyword = lines.iter().any(|line| line.contains("post_tags_by_key (key=?)"));
        let reads_all =
            |line: &&String| reads_everything(line) && !(by_keyword && line.as_str() == "USE TEMP B-TREE FOR ORDER BY");
        assert!(!lines.iter().any(|line| reads_all(&line)), "{name} ({when}) reads all posts: {lines:#?}");
    }
}

#[test]
fn public_statements_use_indexes_on_a_large_blog() {
    let dir = tempfile::tempdir().unwrap();
    let conn = large_blog(dir.path());
    check_every_public_statement(&conn, "without statistics");
    // What an operator's `PRAGMA optimize` or `ANALYZE` leaves must not change that.
    conn.execute_batch("ANALYZE").unwrap();
    check_every_public_statement(&conn, "after ANALYZE");
}

#[test]
fn the_checker_sees_a_full_scan() {
    let dir = tempfile::tempdir().unwrap();
    let conn = large_blog(dir.path());
    let lines = plan(&conn, "SELECT id FROM blog_posts p WHERE p.title = ?1 ORDER BY p.excerpt");
    assert!(lines.iter().any(|line| reads_everything(line)), "{lines:#?}");
}
