//! Measures blog search on 10,000 and 100,000 generated French posts: tantivy through
//! `/api/search` and in-process, against SQLite `LIKE` and FTS5 on the same data, plus
//! index build time and size. Prints a table. Run with `cargo bench --bench search`
//! (`VITRINE_BENCH_SIZES=2000` for a quick look).

mod sqlite;

use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::Connection;
use vitrine::search::{SearchIndex, SearchRequest};

/// The same questions asked of every engine: single words, accents left out, several
/// words with a stop word, a typo, a word being typed, rare and frequent words.
const QUERIES: [&str; 10] = [
    "entrepreneuriat",
    "economie",
    "agriculture comorienne",
    "financement des projets",
    "tourisme durable",
    "entreprenuer",
    "agricu",
    "vanille girofle ylang",
    "numérique",
    "jeunesse emploi formation",
];
const SEED: u64 = 2026;

struct Latency {
    p50: Duration,
    p99: Duration,
}

fn latency(mut samples: Vec<Duration>) -> Latency {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    Latency { p50: at(0.50), p99: at(0.99) }
}

/// Runs every query `rounds` times after one warm-up pass; returns the latencies.
fn measure(rounds: usize, mut run: impl FnMut(&str)) -> Latency {
    QUERIES.iter().for_each(|query| run(query));
    let mut samples = Vec::with_capacity(rounds * QUERIES.len());
    for _ in 0..rounds {
        for query in QUERIES {
            let started = Instant::now();
            run(query);
            samples.push(started.elapsed());
        }
    }
    latency(samples)
}

fn fill_database(conn: &mut Connection, posts: usize) -> Duration {
    let started = Instant::now();
    let mut corpus = vitrine::corpus::Corpus::new(SEED);
    for chunk in (0..posts).collect::<Vec<_>>().chunks(5_000) {
        let tx = conn.transaction().expect("transaction");
        for &n in chunk {
            vitrine::db::posts_admin::insert(&tx, &corpus.post(n)).expect("insert");
        }
        tx.commit().expect("commit");
    }
    started.elapsed()
}

fn ms(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1000.0)
}

fn megabytes(bytes: u64) -> String {
    format!("{:.0} MB", bytes as f64 / 1_000_000.0)
}

async fn run_size(posts: usize, dir: &Path) {
    let database = dir.join("vitrine.db");
    let search_dir = vitrine::config::search_dir(dir);
    let mut conn = vitrine::db::open_connection(&database).expect("database");
    vitrine::db::migrate(&mut conn).expect("migrations");
    let filled = fill_database(&mut conn, posts);
    let text_bytes: i64 = conn
        .query_row("SELECT sum(length(title) + length(excerpt) + length(content_text)) FROM blog_posts", [], |r| {
            r.get(0)
        })
        .expect("text size");

    let report = vitrine::search::rebuild::rebuild(&search_dir, &conn, &mut |_, _| {}).expect("tantivy rebuild");
    let fts_build = sqlite::build_fts(&conn);
    let fts_bytes = sqlite::fts_size(&conn);
    let now = vitrine::db::now_text();

    let index = SearchIndex::open(&search_dir, &conn).expect("index");
    let mut totals = Vec::new();
    for query in QUERIES {
        let request = SearchRequest { text: query.into(), limit: 20, ..SearchRequest::default() };
        totals.push(index.search(&conn, &now, &request).expect("search").1);
    }
    let in_process = measure(30, |query| {
        let request = SearchRequest { text: query.into(), limit: 20, ..SearchRequest::default() };
        index.search(&conn, &now, &request).expect("search");
    });
    drop(index);

    let http = http_latency(dir).await;
    let fts = measure(10, |query| {
        sqlite::fts_search(&conn, query);
    });
    let like = measure(if posts > 20_000 { 2 } else { 5 }, |query| {
        sqlite::like_search(&conn, query);
    });

    println!(
        "\n### {posts} posts ({} of text, generated and stored in {:.1} s)\n",
        megabytes(text_bytes.unsigned_abs()),
        filled.as_secs_f64()
    );
    println!("| engine | p50 | p99 | build | size |");
    println!("|---|---|---|---|---|");
    println!(
        "| tantivy via GET /api/search | {} | {} | {:.1} s | {} |",
        ms(http.p50),
        ms(http.p99),
        report.elapsed.as_secs_f64(),
        megabytes(report.bytes)
    );
    println!(
        "| tantivy in-process (hits, snippets, rows from SQLite) | {} | {} | | |",
        ms(in_process.p50),
        ms(in_process.p99)
    );
    println!(
        "| SQLite FTS5 (top 20 by bm25, count) | {} | {} | {:.1} s | {} |",
        ms(fts.p50),
        ms(fts.p99),
        fts_build.as_secs_f64(),
        megabytes(fts_bytes)
    );
    println!("| SQLite LIKE '%word%' (top 20 newest, count) | {} | {} | | |", ms(like.p50), ms(like.p99));
    println!(
        "\n/api/search is {:.0}× faster than LIKE at p50 and {:.0}× at p99. Matches per query (tantivy): {}",
        like.p50.as_secs_f64() / http.p50.as_secs_f64(),
        like.p99.as_secs_f64() / http.p99.as_secs_f64(),
        QUERIES.iter().zip(&totals).map(|(q, n)| format!("« {q} » {n}")).collect::<Vec<_>>().join(", ")
    );
}

/// p50/p99 of the real server answering `/api/search` on this data directory.
async fn http_latency(dir: &Path) -> Latency {
    let mut config = vitrine::Config::for_data_dir(dir);
    config.demo = false;
    let app = vitrine::App::build(config).await.expect("app");
    let base = format!("http://127.0.0.1:{}/api/search", app.port());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(app.run_until(async {
        let _ = stopped.await;
    }));
    let client = reqwest::Client::new();
    let mut samples = Vec::new();
    for round in 0..31 {
        for query in QUERIES {
            let url = reqwest::Url::parse_with_params(&base, &[("q", query), ("limit", "20")]).expect("url");
            let started = Instant::now();
            let response = client.get(url).send().await.expect("request");
            assert!(response.status().is_success());
            response.bytes().await.expect("body");
            if round > 0 {
                samples.push(started.elapsed());
            }
        }
    }
    let _ = stop.send(());
    server.await.expect("server task").expect("server");
    latency(samples)
}

#[tokio::main]
async fn main() {
    let sizes: Vec<usize> = std::env::var("VITRINE_BENCH_SIZES")
        .unwrap_or_else(|_| "10000,100000".into())
        .split(',')
        .map(|size| size.trim().parse().expect("VITRINE_BENCH_SIZES: numbers separated by commas"))
        .collect();
    println!("Blog search benchmark: {} queries, limit 20, one client at a time, seed {SEED}.", QUERIES.len());
    for posts in sizes {
        let dir = tempfile::tempdir().expect("temp dir");
        run_size(posts, dir.path()).await;
    }
}
