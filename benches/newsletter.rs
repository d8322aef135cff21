//! The newsletter benchmark, against the real release binary and a local mail sink that
//! accepts everything at once: one article sent to 10,000 confirmed subscribers (messages
//! per second, the server's peak resident memory), the public pages' rate during the send
//! next to their rate before it (wrk), then a second article sent while the server is
//! killed (`kill -9`) three times at random moments: how many copies each subscriber got.
//! Run with `cargo bench --bench newsletter` (BENCH_SUBSCRIBERS to change the 10,000);
//! the README quotes its figures.

#[path = "../tests/api/common/process.rs"]
mod process;
// Shared with the tests, which use more of it than this benchmark does.
#[allow(dead_code)]
#[path = "../tests/api/common/smtp.rs"]
mod smtp;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use process::ServerProcess;
use serde_json::{Value, json};
use smtp::SmtpSink;

const OWNER: &str = "mesure@exemple.km";
const PASSWORD: &str = "mot de passe de mesure";
const KILLS: usize = 3;
/// Each wrk run, on each public page.
const WRK_SECONDS: u32 = 4;

fn start(data: &Path, smtp: &str) -> ServerProcess {
    ServerProcess::start_mailing(env!("CARGO_BIN_EXE_vitrine").as_ref(), data, smtp, (OWNER, PASSWORD))
}

/// wrk's requests per second on `url` (as `scripts/bench-pages.sh` asks: two threads, 32
/// connections, gzip accepted), None without wrk.
fn wrk(url: &str) -> Option<f64> {
    let duration = format!("-d{WRK_SECONDS}s");
    let output =
        Command::new("wrk").args(["-t2", "-c32", &duration, "-H", "Accept-Encoding: gzip", url]).output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    text.lines().find_map(|line| line.strip_prefix("Requests/sec:")).and_then(|rate| rate.trim().parse().ok())
}

/// The rate of each page, measured one after the other.
async fn page_rates(base: &str, paths: &[String]) -> Vec<Option<f64>> {
    let mut rates = Vec::new();
    for path in paths {
        let url = format!("{base}{path}");
        rates.push(tokio::task::spawn_blocking(move || wrk(&url)).await.unwrap());
    }
    rates
}

async fn signed_in(server: &ServerProcess) -> reqwest::Client {
    let owner = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let login = json!({ "email": OWNER, "password": PASSWORD });
    assert!(owner.post(server.url("/api/auth/login")).json(&login).send().await.unwrap().status().is_success());
    owner
}

async fn start_send(server: &ServerProcess, owner: &reqwest::Client, post_id: i64) -> i64 {
    let response = owner
        .post(server.url("/api/admin/newsletter/sends"))
        .json(&json!({ "post_id": post_id }))
        .send()
        .await
        .unwrap();
    let started: Value = response.json().await.unwrap();
    started["send"]["id"].as_i64().unwrap_or_else(|| panic!("no send: {started}"))
}

async fn state(server: &ServerProcess, owner: &reqwest::Client, id: i64) -> Value {
    let url = server.url(&format!("/api/admin/newsletter/sends/{id}"));
    owner.get(url).send().await.unwrap().json::<Value>().await.unwrap()["send"].clone()
}

async fn until_done(server: &ServerProcess, owner: &reqwest::Client, id: i64) -> Value {
    loop {
        let send = state(server, owner, id).await;
        if send["state"] == "done" {
            return send;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Messages of send `id` at the sink (their Message-ID names the send).
fn messages_of(sink: &SmtpSink, id: i64) -> Vec<smtp::Received> {
    let prefix = format!("<newsletter-{id}-");
    sink.received()
        .into_iter()
        .filter(|mail| mail.header("Message-ID").is_some_and(|value| value.starts_with(&prefix)))
        .collect()
}

fn ratio(during: Option<f64>, before: Option<f64>) -> String {
    match (during, before) {
        (Some(during), Some(before)) => {
            format!("{during:.0} req/s, {:.0} % of {before:.0} before", 100.0 * during / before)
        }
        _ => "not measured (wrk missing)".into(),
    }
}

/// The sink stands in for a mail server on another machine: its thread runs at the lowest
/// priority, so that reading 10,000 messages does not take the server's cores here.
fn remote_sink() -> (tokio::runtime::Runtime, SmtpSink) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .on_thread_start(|| {
            // SAFETY: a plain system call on the calling thread, with no pointer involved.
            #[allow(unsafe_code)]
            unsafe {
                libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19);
            }
        })
        .build()
        .unwrap();
    // Started from a plain thread: the benchmark's own runtime may not block on another.
    let sink = std::thread::scope(|scope| scope.spawn(|| runtime.block_on(SmtpSink::start_counting())).join().unwrap());
    (runtime, sink)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let subscribers: usize = std::env::var("BENCH_SUBSCRIBERS").ok().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let (sink_runtime, sink) = remote_sink();
    let data = tempfile::tempdir().unwrap();
    let mut server = start(data.path(), &sink.url());
    let (first, second, paths) = {
        let mut db = rusqlite::Connection::open(data.path().join("vitrine.db")).unwrap();
        db.busy_timeout(Duration::from_secs(5)).unwrap();
        let tx = db.transaction().unwrap();
        for n in 0..subscribers {
            tx.execute(
                "INSERT INTO newsletter_subscribers (email, status, consent, unsubscribe_token_hash, confirmed_at)
                 VALUES (?1, 'confirmed', 'oui', lower(hex(randomblob(32))), '2026-01-01T00:00:00Z')",
                [format!("lecteur{n}@exemple.km")],
            )
            .unwrap();
        }
        tx.commit().unwrap();
        let posts: Vec<(i64, String)> = db
            .prepare(
                "SELECT id, slug FROM blog_posts WHERE published_at IS NOT NULL AND lang = 'fr' ORDER BY id LIMIT 2",
            )
            .unwrap()
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        (posts[0].0, posts[1].0, vec!["/".to_string(), format!("/blog/{}", posts[0].1)])
    };
    let owner = signed_in(&server).await;

    let before = page_rates(&server.base, &paths).await;
    let started = Instant::now();
    let id = start_send(&server, &owner, first).await;
    let during = page_rates(&server.base, &paths).await;
    let still_sending = state(&server, &owner, id).await["state"] != "done";
    let send = until_done(&server, &owner, id).await;
    let elapsed = started.elapsed().as_secs_f64();
    let peak = server.peak_rss_mb();
    let received = messages_of(&sink, id).len();

    println!("Newsletter send, {subscribers} confirmed subscribers, no rate limit, local sink");
    println!(
        "  sent {} (sink received {received}) in {elapsed:.1} s: {:.0} messages/s",
        send["sent"],
        subscribers as f64 / elapsed
    );
    println!("  server peak RSS {peak:.0} MB");
    for ((path, before), during) in paths.iter().zip(&before).zip(&during) {
        println!("  {path}: {}", ratio(*during, *before));
    }
    if !still_sending {
        println!("  (the send ended before the page measures did: part of them ran after it)");
    }

    let id = start_send(&server, &owner, second).await;
    for kill in 0..KILLS {
        let share = (kill as f64 + rand::random_range(0.1..0.9)) / KILLS as f64;
        let threshold = (share * subscribers as f64) as usize;
        while messages_of(&sink, id).len() < threshold {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        drop(server);
        println!("  killed (SIGKILL) after {threshold} messages");
        server = start(data.path(), &sink.url());
    }
    let owner = signed_in(&server).await;
    let send = until_done(&server, &owner, id).await;
    let mut copies: BTreeMap<String, usize> = BTreeMap::new();
    for mail in messages_of(&sink, id) {
        for to in mail.to {
            *copies.entry(to).or_default() += 1;
        }
    }
    let once = copies.values().filter(|count| **count == 1).count();
    let twice = copies.values().filter(|count| **count > 1).count();
    let none = subscribers - copies.len();
    println!("Same with {KILLS} kills mid-send: recorded sent {}", send["sent"]);
    println!("  subscribers with exactly one copy: {once}; with more: {twice}; with none: {none}");
    drop(server);
    sink_runtime.shutdown_background();
}
