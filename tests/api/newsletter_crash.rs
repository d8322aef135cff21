//! A send survives `kill -9`: the server process is killed three times while it mails
//! the subscribers, started again each time, and in the end every subscriber has exactly
//! one copy at the mail server. The only message that may be lost is one recorded as sent
//! in the instant before its last line left (at most one per kill); none is ever doubled.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use common::process::ServerProcess;
use common::smtp::SmtpSink;
use serde_json::{Value, json};

const SUBSCRIBERS: usize = 400;
const OWNER: &str = "owner@exemple.km";
const PASSWORD: &str = "mot de passe du propriétaire";

fn start(data: &Path, smtp: &str) -> ServerProcess {
    ServerProcess::start_mailing(env!("CARGO_BIN_EXE_vitrine").as_ref(), data, smtp, (OWNER, PASSWORD))
}

async fn wait_until(limit: Duration, mut done: impl FnMut() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < limit, "waited {limit:?}");
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_three_times_mid_send_the_server_mails_each_subscriber_once() {
    let sink = SmtpSink::start().await;
    let data = tempfile::tempdir().unwrap();
    let mut server = start(data.path(), &sink.url());
    let database = rusqlite::Connection::open(data.path().join("vitrine.db")).unwrap();
    database.busy_timeout(Duration::from_secs(5)).unwrap();
    for n in 0..SUBSCRIBERS {
        database
            .execute(
                "INSERT INTO newsletter_subscribers (email, status, consent, unsubscribe_token_hash, confirmed_at)
                 VALUES (?1, 'confirmed', 'oui', lower(hex(randomblob(32))), '2026-01-01T00:00:00Z')",
                [format!("lecteur{n}@exemple.km")],
            )
            .unwrap();
    }
    let post_id: i64 = database
        .query_row("SELECT id FROM blog_posts WHERE published_at IS NOT NULL ORDER BY id LIMIT 1", [], |row| row.get(0))
        .unwrap();
    let owner = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let login = json!({ "email": OWNER, "password": PASSWORD });
    assert!(owner.post(server.url("/api/auth/login")).json(&login).send().await.unwrap().status().is_success());
    let started: Value = owner
        .post(server.url("/api/admin/newsletter/sends"))
        .json(&json!({ "post_id": post_id }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = started["send"]["id"].as_i64().expect("a send");

    for kill in 1..=3 {
        let threshold = kill * SUBSCRIBERS / 4;
        wait_until(Duration::from_secs(60), || sink.received().len() >= threshold).await;
        drop(server);
        server = start(data.path(), &sink.url());
    }
    let started = Instant::now();
    let send = loop {
        let response = owner.get(server.url(&format!("/api/admin/newsletter/sends/{id}"))).send().await.unwrap();
        let send: Value = response.json().await.unwrap();
        if send["send"]["state"] == "done" {
            break send["send"].clone();
        }
        assert!(started.elapsed() < Duration::from_secs(60), "{send}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let received = sink.settle().await;

    let mut copies: BTreeMap<String, usize> = BTreeMap::new();
    for mail in &received {
        for to in &mail.to {
            *copies.entry(to.clone()).or_default() += 1;
        }
    }
    let doubled: Vec<_> = copies.iter().filter(|(_, count)| **count > 1).collect();
    assert!(doubled.is_empty(), "second copies: {doubled:?}");
    let missing: Vec<String> = (0..SUBSCRIBERS)
        .map(|n| format!("lecteur{n}@exemple.km"))
        .filter(|address| !copies.contains_key(address))
        .collect();
    assert!(missing.len() <= 3, "lost: {missing:?}");
    assert_eq!(send["sent"].as_u64(), Some(SUBSCRIBERS as u64), "{send}");
    assert_eq!(received.len() + missing.len(), SUBSCRIBERS);
}
