//! What a write makes stale and how stale answers are served: only the answers that
//! show the changed topic are rebuilt, the writer's next read sees its change without
//! waiting, a change made by another process is noticed within the poll and its stale
//! answer served while one rebuild runs, however many read at once.

use crate::common;
use crate::page_cache::{ARTICLE, cache_stats, cached, send, text};

use std::time::{Duration, Instant};

use common::TestApp;
use reqwest::{Method, header};
use serde_json::{Value, json};

fn count(stats: &Value, name: &str) -> u64 {
    stats[name].as_u64().unwrap_or_else(|| panic!("{name} in {stats}"))
}

/// The change of each counter between two readings of `/healthz`.
fn delta(before: &Value, after: &Value, name: &str) -> u64 {
    count(after, name) - count(before, name)
}

async fn etag(app: &TestApp, path: &str) -> String {
    app.get(path).await.headers()[header::ETAG].to_str().unwrap().to_string()
}

#[tokio::test]
async fn an_article_edit_leaves_the_timeline_cached_and_drops_searches() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let post =
        json!({ "title": "Une édition", "content_html": "<p>Avant.</p>", "published_at": "2020-01-01T10:00:00Z" });
    let created = send(&admin, &app, Method::POST, "/api/admin/posts", Some(post.clone())).await;
    let id = created["post"]["id"].as_i64().unwrap();
    cached(&app, "/parcours").await;
    cached(&app, "/api/timeline").await;
    cached(&app, "/api/search?q=tourisme").await;
    let (page, list) = (etag(&app, "/parcours").await, etag(&app, "/api/timeline").await);
    let before = cache_stats(&app).await;

    let mut edited = post;
    edited["content_html"] = json!("<p>Après.</p>");
    send(&admin, &app, Method::PUT, &format!("/api/admin/posts/{id}"), Some(edited)).await;
    assert_eq!(etag(&app, "/parcours").await, page, "the same timeline page");
    assert_eq!(etag(&app, "/api/timeline").await, list);
    let after = cache_stats(&app).await;
    assert_eq!(delta(&before, &after, "hits"), 2, "both served from the cache: {after}");
    assert_eq!((delta(&before, &after, "rebuilds"), delta(&before, &after, "misses")), (0, 0), "{after}");
    assert_eq!(count(&after, "entries"), count(&before, "entries") - 1, "the search was dropped: {after}");
    assert!(text(&app, "/blog/une-edition").await.contains("Après."));
}

#[tokio::test]
async fn a_timeline_edit_rebuilds_the_timeline_before_the_writer_reads_it_and_not_an_article() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let article = format!("/blog/{ARTICLE}");
    for path in [article.as_str(), "/parcours", "/api/timeline"] {
        cached(&app, path).await;
    }
    let (article_tag, page_tag) = (etag(&app, &article).await, etag(&app, "/parcours").await);
    let before = cache_stats(&app).await;

    let event = json!({ "date": "2032", "title": "Étape toute neuve", "category": "Projets" });
    send(&admin, &app, Method::POST, "/api/admin/timeline", Some(event)).await;
    let written = cache_stats(&app).await;
    assert_eq!(delta(&before, &written, "rebuilds"), 2, "the page and the list, before the write answered: {written}");

    let response = app.get("/parcours").await;
    assert_ne!(response.headers()[header::ETAG].to_str().unwrap(), page_tag);
    assert!(response.text().await.unwrap().contains("Étape toute neuve"));
    assert!(text(&app, "/api/timeline").await.contains("Étape toute neuve"));
    assert_eq!(etag(&app, &article).await, article_tag, "the article is untouched");
    let after = cache_stats(&app).await;
    assert_eq!(delta(&written, &after, "hits"), 3, "{after}");
    assert_eq!((delta(&written, &after, "misses"), delta(&written, &after, "stale_served")), (0, 0), "{after}");
}

/// Reads `path` until its body contains `new`, keeping each body read.
async fn read_until(app: &TestApp, path: &str, new: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut bodies = Vec::new();
    loop {
        let body = text(app, path).await;
        let done = body.contains(new);
        bodies.push(body);
        if done {
            return bodies;
        }
        assert!(Instant::now() < deadline, "{new} never reached {path}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_change_made_by_another_process_is_served_stale_while_rebuilt_once() {
    let app = TestApp::spawn().await;
    let old = cached(&app, "/api/timeline").await;
    let before = cache_stats(&app).await;
    app.db().execute("INSERT INTO timeline_events (date, title) VALUES ('2033', 'Écrit ailleurs')", []).unwrap();
    let bodies = read_until(&app, "/api/timeline", "Écrit ailleurs").await;
    assert!(bodies[..bodies.len() - 1].iter().all(|body| *body == old), "the old version until the new one");
    let after = cache_stats(&app).await;
    // Readers that came while it was rebuilt got the old version too: once at least.
    assert!(delta(&before, &after, "stale_served") >= 1, "served stale while it was rebuilt: {after}");
    assert_eq!((delta(&before, &after, "rebuilds"), delta(&before, &after, "misses")), (1, 0), "{after}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_parallel_readers_after_a_change_cause_one_rebuild() {
    let app = TestApp::spawn_with(|config| config.connections.per_address = 256).await;
    let old = cached(&app, "/parcours").await;
    let before = cache_stats(&app).await;
    app.db().execute("INSERT INTO timeline_events (date, title) VALUES ('2034', 'Lu par cinquante')", []).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let readers: Vec<_> = (0..50)
            .map(|_| {
                let request = app.client.get(app.url("/parcours")).send();
                tokio::spawn(async move { request.await.unwrap().text().await.unwrap() })
            })
            .collect();
        let mut seen_new = 0;
        for reader in readers {
            let body = reader.await.unwrap();
            if body.contains("Lu par cinquante") {
                seen_new += 1;
            } else {
                assert_eq!(body, old, "the old version or the new one, nothing else");
            }
        }
        if seen_new == 50 {
            break;
        }
        assert!(Instant::now() < deadline, "the change never showed");
    }
    let after = cache_stats(&app).await;
    assert_eq!(delta(&before, &after, "rebuilds"), 1, "one rebuild for all the readers: {after}");
    assert_eq!(delta(&before, &after, "misses"), 0, "and none of them waited for it: {after}");
}

#[tokio::test]
async fn a_rebuilt_page_comes_in_gzip_at_once_and_in_brotli_soon_after() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    cached(&app, "/parcours").await;
    let event = json!({ "date": "2035", "title": "Compressée", "category": "Projets" });
    send(&admin, &app, Method::POST, "/api/admin/timeline", Some(event)).await;
    let both = |app: &TestApp| app.client.get(app.url("/parcours")).header(header::ACCEPT_ENCODING, "br, gzip").send();
    let first = both(&app).await.unwrap();
    let coding = first.headers()[header::CONTENT_ENCODING].to_str().unwrap().to_string();
    assert!(coding == "gzip" || coding == "br", "compressed from the first answer: {coding}");
    let deadline = Instant::now() + Duration::from_secs(10);
    while both(&app).await.unwrap().headers()[header::CONTENT_ENCODING] != "br" {
        assert!(Instant::now() < deadline, "brotli never came");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}
#[tokio::test]
async fn a_change_made_by_another_process_shows_within_a_second() {
    let app = TestApp::spawn().await;
    cached(&app, "/api/site").await;
    app.db()
        .execute(
            "UPDATE site_settings SET value = json_set(value, '$.owner_name', 'Awa Mzé') WHERE key = 'identity'",
            [],
        )
        .unwrap();
    let mut seen = false;
    for _ in 0..30 {
        let (_, site) = app.get_json("/api/site").await;
        if site["settings"]["identity"]["owner_name"] == "Awa Mzé" {
            seen = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(seen, "the change made outside the server reached the cached answer");
}
