//! The page cache's bounds: memory under its cap with searches in their own share,
//! and one entry (and one build) per answer however it is spelled, even all at once.

use crate::common;
use crate::page_cache::{ARTICLE, cache_stats, cached, hits, text};

use common::TestApp;
use reqwest::StatusCode;
use serde_json::Value;

#[tokio::test]
async fn memory_stays_under_the_configured_cap() {
    let app = TestApp::spawn_with(|config| config.page_cache_bytes = 16 * 1024).await;
    for category in 1..=60 {
        text(&app, &format!("/api/posts?per_page=1&category=c{category}")).await;
    }
    let stats = cache_stats(&app).await;
    assert!(stats["bytes"].as_u64().unwrap() <= 16 * 1024, "{stats}");
    assert!(stats["evictions"].as_u64().unwrap() > 0, "{stats}");
    assert!(stats["entries"].as_u64().unwrap() < 60, "{stats}");
    let before = hits(&app).await;
    text(&app, "/api/posts?per_page=1&category=c60").await;
    assert_eq!(hits(&app).await, before + 1, "the most recent entry is kept");
    text(&app, "/api/posts?per_page=1&category=c1").await;
    assert_eq!(hits(&app).await, before + 1, "the oldest went first");
}

#[tokio::test]
async fn a_flood_of_different_searches_and_lists_leaves_the_pages_cached() {
    let app = TestApp::spawn_with(|config| config.page_cache_bytes = 256 * 1024).await;
    let article = format!("/blog/{ARTICLE}");
    for path in ["/", "/blog", article.as_str(), "/api/posts"] {
        text(&app, path).await;
    }
    // More searches than the whole cap could hold: under one shared list they would push every page out.
    for word in 0..700 {
        text(&app, &format!("/api/search?q=mot{word}&limit={}", word % 50 + 1)).await;
    }
    // And as many lists, each a valid answer of its own: filtered by words or by a category, or cut in other sizes.
    for value in 0..300 {
        let list = match value % 3 {
            0 => format!("/api/posts?q=mot{value}"),
            1 => format!("/api/posts?category=c{value}"),
            _ => format!("/api/posts?per_page={}", value % 100 + 1),
        };
        assert_eq!(app.get(&list).await.status(), StatusCode::OK, "{list}");
    }
    let stats = cache_stats(&app).await;
    assert!(stats["search_bytes"].as_u64().unwrap() <= 64 * 1024, "searches keep to their quarter: {stats}");
    assert!(stats["evictions"].as_u64().unwrap() > 0, "{stats}");
    let before = hits(&app).await;
    for path in ["/", "/blog", article.as_str(), "/api/posts"] {
        text(&app, path).await;
    }
    assert_eq!(hits(&app).await, before + 4, "the pages were not pushed out");
}

/// `/api/posts/{ARTICLE}` with its `letter`-th letter percent-encoded.
fn encoded_article(prefix: &str, letter: usize) -> String {
    let byte = ARTICLE.as_bytes()[letter];
    format!("{prefix}{}%{byte:02X}{}", &ARTICLE[..letter], &ARTICLE[letter + 1..])
}

#[tokio::test]
async fn every_spelling_of_a_public_read_is_served_from_one_entry() {
    let app = TestApp::spawn().await;
    let article = format!("/api/posts/{ARTICLE}");
    let page = format!("/blog/{ARTICLE}");
    let canonical = [
        "/api/posts?page=2&per_page=2",
        "/api/posts",
        article.as_str(),
        page.as_str(),
        "/sitemaps/1.xml",
        "/api/search?q=tourisme",
        "/api/legal/terms",
        "/",
    ];
    let mut bodies = Vec::new();
    for path in canonical {
        bodies.push(cached(&app, path).await);
    }
    let variants = [
        ("/api/posts?page=02&per_page=2".to_string(), 0),
        ("/api/posts?per_page=002&page=%2B2&utm_source=lettre".to_string(), 0),
        ("/api/posts?page=2&per_page=2&category=&q=".to_string(), 0),
        ("/api/posts?page=0".to_string(), 1),
        ("/api/posts?page=-3&per_page=24".to_string(), 1),
        ("/api/posts?page=1&per_page=0024&x=y".to_string(), 1),
        (encoded_article("/api/posts/", 0), 2),
        (format!("/api/posts/%{:02x}{}", ARTICLE.as_bytes()[0], &ARTICLE[1..]), 2),
        (encoded_article("/blog/", 3), 3),
        ("/sitemaps/%31.xml".to_string(), 4),
        ("/api/search?q=tourisme&limit=020".to_string(), 5),
        ("/api/search?limit=20&category=+&q=tourisme".to_string(), 5),
        ("/api/legal/%74erms".to_string(), 6),
        ("/?page=2&fbclid=abc".to_string(), 7),
    ];
    let before = cache_stats(&app).await;
    for (path, index) in &variants {
        assert_eq!(&text(&app, path).await, &bodies[*index], "{path} answers as {}", canonical[*index]);
    }
    let after = cache_stats(&app).await;
    assert_eq!(after["entries"], before["entries"], "no spelling made an entry of its own");
    assert_eq!(after["misses"], before["misses"], "nor a build: {after}");
    assert_eq!(after["hits"].as_u64().unwrap(), before["hits"].as_u64().unwrap() + variants.len() as u64);
}

#[tokio::test]
async fn other_names_of_sitemap_files_and_pages_past_the_last_are_not_found() {
    let app = TestApp::spawn().await;
    let before = cache_stats(&app).await;
    for (path, status) in [
        ("/sitemaps/01.xml", StatusCode::NOT_FOUND),
        ("/sitemaps/+1.xml", StatusCode::NOT_FOUND),
        ("/sitemaps/%2B1.xml", StatusCode::NOT_FOUND),
        ("/sitemaps/0.xml", StatusCode::NOT_FOUND),
        ("/sitemaps/2.xml", StatusCode::NOT_FOUND),
        ("/sitemaps/99999999999999999999999.xml", StatusCode::NOT_FOUND),
        ("/api/posts?page=999", StatusCode::NOT_FOUND),
        ("/api/posts?page=2&category=Inconnue", StatusCode::NOT_FOUND),
        ("/api/posts?page=un", StatusCode::BAD_REQUEST),
        ("/api/posts?page=1&page=2", StatusCode::BAD_REQUEST),
        ("/api/posts?page=99999999999999999999", StatusCode::BAD_REQUEST),
        ("/api/search?q=x&limit=beaucoup", StatusCode::BAD_REQUEST),
        ("/api/posts/%FF", StatusCode::BAD_REQUEST),
    ] {
        assert_eq!(app.get(path).await.status(), status, "{path}");
    }
    let (status, first) = app.get_json("/api/posts?category=Inconnue").await;
    assert_eq!((status, first["total"].clone()), (StatusCode::OK, Value::from(0)), "the first page exists, empty");
    let after = cache_stats(&app).await;
    assert_eq!(after["entries"].as_u64().unwrap(), before["entries"].as_u64().unwrap() + 1, "{after}");
}

/// 200 spellings of the list, an article and the home page (and 40 sitemap names that do
/// not exist), all sent at once; each answer is compared with the first of its kind.
async fn parallel_spellings(app: &TestApp, round: usize) {
    let paths: Vec<String> = (0..200)
        .map(|i| match i % 5 {
            0 => format!("/api/posts?page={}1", "0".repeat(round * 40 + i / 5)),
            1 => format!("/api/posts?per_page=24&utm_source={round}-{i}"),
            2 if round == 0 => encoded_article("/api/posts/", i / 5),
            2 => {
                let encoded: String = ARTICLE.bytes().take(i / 5 + 2).map(|byte| format!("%{byte:02x}")).collect();
                format!("/api/posts/{encoded}{}", &ARTICLE[i / 5 + 2..])
            }
            3 => format!("/?x={round}-{i}"),
            _ => format!("/sitemaps/{}1.xml", "0".repeat(round * 40 + i / 5 + 1)),
        })
        .collect();
    let handles: Vec<_> = paths
        .iter()
        .map(|path| {
            let request = app.client.get(app.url(path)).send();
            tokio::spawn(async move {
                let response = request.await.unwrap();
                (response.status(), response.bytes().await.unwrap())
            })
        })
        .collect();
    let mut answers = Vec::new();
    for handle in handles {
        answers.push(handle.await.unwrap());
    }
    for (i, (status, body)) in answers.iter().enumerate() {
        let expected = if i % 5 == 4 { StatusCode::NOT_FOUND } else { StatusCode::OK };
        assert_eq!(*status, expected, "{}", paths[i]);
        if i >= 5 && expected == StatusCode::OK {
            assert_eq!(body, &answers[i % 5].1, "{} answers as {}", paths[i], paths[i % 5]);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_parallel_spellings_make_one_entry_per_answer() {
    // Each spelling on a connection of its own, all at once, from one address.
    let app = TestApp::spawn_with(|config| config.connections.per_address = 256).await;
    let before = cache_stats(&app).await;
    parallel_spellings(&app, 0).await;
    let after = cache_stats(&app).await;
    let added = after["entries"].as_u64().unwrap() - before["entries"].as_u64().unwrap();
    assert_eq!(added, 3, "the list, the article and the home page: {after}");
    let built = after["misses"].as_u64().unwrap() - before["misses"].as_u64().unwrap();
    assert_eq!(built, 3 + 40, "each answer built once, besides the sitemap names not found: {after}");

    parallel_spellings(&app, 1).await;
    let again = cache_stats(&app).await;
    assert_eq!(again["entries"], after["entries"], "200 new spellings add no entry: {again}");
    let built = again["misses"].as_u64().unwrap() - after["misses"].as_u64().unwrap();
    assert_eq!(built, 40, "nor a build, besides the sitemap names not found: {again}");
}
