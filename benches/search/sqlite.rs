//! The two ways to search in SQLite alone, measured on the same posts: `LIKE '%word%'`
//! over title, excerpt and body (what WordPress and PocketBase do), and an FTS5 table.

use std::time::{Duration, Instant};

use rusqlite::{Connection, params_from_iter};

/// Top 20 newest posts containing every word somewhere, as `LIKE` can only do, and how
/// many there are in all (the result count a search page shows, as /api/search gives).
pub fn like_search(conn: &Connection, query: &str) -> (Vec<i64>, i64) {
    let words: Vec<String> = query.split_whitespace().map(|word| format!("%{word}%")).collect();
    let conditions: Vec<String> = (1..=words.len())
        .map(|n| format!("(title LIKE ?{n} OR excerpt LIKE ?{n} OR content_text LIKE ?{n})"))
        .collect();
    let filter = format!("published_at IS NOT NULL AND {}", conditions.join(" AND "));
    let mut statement = conn
        .prepare_cached(&format!("SELECT id FROM blog_posts WHERE {filter} ORDER BY published_at DESC LIMIT 20"))
        .expect("LIKE query");
    let ids = statement
        .query_map(params_from_iter(&words), |row| row.get(0))
        .expect("LIKE rows")
        .map(Result::unwrap)
        .collect();
    let count = conn
        .query_row(&format!("SELECT count(*) FROM blog_posts WHERE {filter}"), params_from_iter(&words), |row| {
            row.get(0)
        })
        .expect("LIKE count");
    (ids, count)
}

/// Builds an external-content FTS5 index (accents folded) over the posts; returns its build time.
pub fn build_fts(conn: &Connection) -> Duration {
    let started = Instant::now();
    conn.execute_batch(
        "DROP TABLE IF EXISTS bench_fts;
         CREATE VIRTUAL TABLE bench_fts USING fts5(title, excerpt, body, content='blog_posts', content_rowid='id',
             tokenize='unicode61 remove_diacritics 2');
         INSERT INTO bench_fts (rowid, title, excerpt, body) SELECT id, title, excerpt, content_text FROM blog_posts;",
    )
    .expect("FTS5 index");
    started.elapsed()
}

/// Bytes taken by the FTS5 index's own tables.
pub fn fts_size(conn: &Connection) -> u64 {
    conn.query_row("SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name LIKE 'bench_fts%'", [], |row| {
        row.get::<_, i64>(0)
    })
    .map_or(0, i64::unsigned_abs)
}

/// Top 20 by BM25 (title weighted as in the tantivy index), last word as a prefix, and
/// how many match in all.
pub fn fts_search(conn: &Connection, query: &str) -> (Vec<i64>, i64) {
    let words: Vec<String> =
        query.split_whitespace().map(|word| format!("\"{}\"", word.replace('"', "\"\""))).collect();
    let Some((last, rest)) = words.split_last() else { return (Vec::new(), 0) };
    let mut expression = rest.join(" ");
    expression.push_str(&format!(" {last}*"));
    let mut statement = conn
        .prepare_cached(
            "SELECT rowid FROM bench_fts WHERE bench_fts MATCH ?1 ORDER BY bm25(bench_fts, 3.0, 1.5, 1.0) LIMIT 20",
        )
        .expect("FTS5 query");
    let ids =
        statement.query_map([expression.trim()], |row| row.get(0)).expect("FTS5 rows").map(Result::unwrap).collect();
    let count = conn
        .query_row("SELECT count(*) FROM bench_fts WHERE bench_fts MATCH ?1", [expression.trim()], |row| row.get(0))
        .expect("FTS5 count");
    (ids, count)
}
