//! The cached read path: precompressed bodies with ETags, hits counted in /healthz,
//! entries keyed by what a route reads, a memory cap, private answers never shared.
//! What empties it after a write is in `cache_invalidation`.

use crate::common;

use std::io::Read;
use std::time::{Duration, Instant};

use common::TestApp;
use reqwest::{Method, StatusCode, header};
use serde_json::Value;

const ARTICLE: &str = "batir-un-ecosysteme-entrepreneurial-solide-aux-comores";

pub(crate) async fn send(
    client: &reqwest::Client,
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> Value {
    let mut request = client.request(method.clone(), app.url(path));
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    assert!(status.is_success(), "{method} {path}: {status}");
    response.json().await.unwrap_or(Value::Null)
}

async fn cache_stats(app: &TestApp) -> Value {
    app.get_json("/healthz").await.1["cache"].clone()
}

pub(crate) async fn hits(app: &TestApp) -> u64 {
    cache_stats(app).await["hits"].as_u64().unwrap()
}

pub(crate) async fn text(app: &TestApp, path: &str) -> String {
    app.get(path).await.text().await.unwrap()
}

/// Reads `path` until it is served from the cache, and returns it.
pub(crate) async fn cached(app: &TestApp, path: &str) -> String {
    text(app, path).await;
    let before = hits(app).await;
    let body = text(app, path).await;
    assert_eq!(hits(app).await, before + 1, "{path} comes from the cache");
    body
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut plain = Vec::new();
    flate2::read::GzDecoder::new(bytes).read_to_end(&mut plain).unwrap();
    plain
}

fn unbrotli(bytes: &[u8]) -> Vec<u8> {
    let mut plain = Vec::new();
    brotli::Decompressor::new(bytes, 4096).read_to_end(&mut plain).unwrap();
    plain
}

/// `path` asked in `coding` alone. Brotli is added a moment after an answer is cached
/// (gzip comes with it): until then a client taking brotli only gets the plain body.
async fn in_coding(app: &TestApp, path: &str, coding: &str, plain_len: usize) -> reqwest::Response {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let response = app.client.get(app.url(path)).header(header::ACCEPT_ENCODING, coding).send().await.unwrap();
        if plain_len < 200 || response.headers().contains_key(header::CONTENT_ENCODING) || Instant::now() > deadline {
            return response;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test]
async fn public_answers_are_precompressed_and_revalidated_by_etag() {
    let app = TestApp::spawn().await;
    let article = format!("/blog/{ARTICLE}");
    let api_article = format!("/api/posts/{ARTICLE}");
    for path in ["/", article.as_str(), "/api/site", api_article.as_str(), "/sitemap.xml", "/rss.xml", "/robots.txt"] {
        let plain = app.get(path).await;
        assert_eq!(plain.status(), StatusCode::OK, "{path}");
        let headers = plain.headers().clone();
        assert_eq!(headers[header::CACHE_CONTROL], "public, no-cache", "{path}");
        assert_eq!(headers[header::VARY], "accept-encoding", "{path}");
        assert!(headers.get(header::CONTENT_ENCODING).is_none(), "{path}");
        let etag = headers[header::ETAG].to_str().unwrap().to_string();
        assert!(etag.starts_with('"') && etag.ends_with('"'), "a strong tag: {etag}");
        let body = plain.bytes().await.unwrap();

        for (coding, decode) in [("br", unbrotli as fn(&[u8]) -> Vec<u8>), ("gzip", gunzip)] {
            let response = in_coding(&app, path, coding, body.len()).await;
            let tag = response.headers()[header::ETAG].to_str().unwrap().to_string();
            match response.headers().get(header::CONTENT_ENCODING).cloned() {
                Some(encoding) => {
                    assert_eq!(encoding, coding, "{path}");
                    assert_ne!(tag, etag, "each form has its own tag");
                    assert_eq!(decode(&response.bytes().await.unwrap()), body, "{path} in {coding}");
                }
                None => {
                    // A few bytes gain nothing from compression: they go as they are.
                    assert!(body.len() < 200, "{path} is compressed");
                    assert_eq!(response.bytes().await.unwrap(), body);
                }
            }

            let revalidated = app
                .client
                .get(app.url(path))
                .header(header::ACCEPT_ENCODING, coding)
                .header(header::IF_NONE_MATCH, &tag)
                .send()
                .await
                .unwrap();
            assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED, "{path}");
            assert_eq!(revalidated.headers()[header::ETAG], tag.as_str());
            assert!(revalidated.bytes().await.unwrap().is_empty());
        }
        let revalidated = app.client.get(app.url(path)).header(header::IF_NONE_MATCH, &etag).send().await.unwrap();
        assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED, "{path}");
        let changed = app.client.get(app.url(path)).header(header::IF_NONE_MATCH, "\"autre\"").send().await.unwrap();
        assert_eq!(changed.status(), StatusCode::OK);
    }

    let head = app.client.head(app.url("/")).send().await.unwrap();
    assert_eq!(head.status(), StatusCode::OK);
    let get = app.get("/").await;
    assert_eq!(head.headers()[header::ETAG], get.headers()[header::ETAG]);
    assert_eq!(head.headers()[header::CONTENT_LENGTH], get.headers()[header::CONTENT_LENGTH]);
    assert!(head.bytes().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_second_read_is_a_hit_and_query_order_does_not_matter() {
    let app = TestApp::spawn().await;
    let before = cache_stats(&app).await;
    let first = text(&app, "/api/posts?per_page=2&page=1").await;
    let second = text(&app, "/api/posts?page=1&per_page=2").await;
    assert_eq!(first, second);
    let after = cache_stats(&app).await;
    assert_eq!(after["misses"].as_u64().unwrap(), before["misses"].as_u64().unwrap() + 1);
    assert_eq!(after["hits"].as_u64().unwrap(), before["hits"].as_u64().unwrap() + 1);
    assert!(after["entries"].as_u64().unwrap() >= 1 && after["bytes"].as_u64().unwrap() > first.len() as u64);
    assert_eq!(after["max_bytes"], 32 * 1024 * 1024);
}

#[tokio::test]
async fn parameters_a_route_does_not_read_share_its_entry() {
    let app = TestApp::spawn().await;
    let home = cached(&app, "/").await;
    let search = cached(&app, "/api/search?q=tourisme").await;
    let before = cache_stats(&app).await;
    for (path, expected) in [
        ("/?utm_source=lettre", &home),
        ("/?x=1&y=2", &home),
        ("/api/search?q=tourisme&n=123", &search),
        ("/api/search?%71=tourisme", &search),
    ] {
        assert_eq!(&text(&app, path).await, expected, "{path}");
    }
    let after = cache_stats(&app).await;
    assert_eq!(after["hits"].as_u64().unwrap(), before["hits"].as_u64().unwrap() + 4, "each one a hit");
    assert_eq!(after["entries"], before["entries"], "and no new entry");
    assert_ne!(text(&app, "/api/search?q=financement").await, search, "a read parameter still counts");
}

#[tokio::test]
async fn private_answers_are_never_shared() {
    let app = TestApp::spawn().await;
    let anonymous = app.get("/api/auth/me").await;
    assert_eq!(anonymous.headers()[header::CACHE_CONTROL], "private, no-store");
    let admin = app.client_as("super_admin").await;
    let promoter = app.client_as("promoter").await;
    for (client, path) in [
        (&admin, "/api/auth/me"),
        (&admin, "/api/admin/posts"),
        (&admin, "/api/admin/settings"),
        (&admin, "/api/admin/stats"),
        (&promoter, "/api/profile"),
        (&promoter, "/api/dossiers"),
    ] {
        let response = client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()[header::CACHE_CONTROL], "private, no-store", "{path}");
        assert!(response.headers().get(header::ETAG).is_none(), "{path}");
    }
    let before = cache_stats(&app).await;
    for path in ["/admin", "/dashboard", "/login"] {
        let response = admin.get(app.url(path)).send().await.unwrap();
        assert!(!response.headers()[header::CACHE_CONTROL].to_str().unwrap().contains("public"), "{path}");
    }
    let after = cache_stats(&app).await;
    assert_eq!((after["hits"].clone(), after["misses"].clone()), (before["hits"].clone(), before["misses"].clone()));
}

#[tokio::test]
async fn a_public_page_is_the_same_with_or_without_a_session() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let article = format!("/blog/{ARTICLE}");
    for path in ["/", article.as_str(), "/api/site", "/api/posts"] {
        // Signed in first, so that the shared copy is built during the signed-in request.
        let signed_in = admin.get(app.url(path)).send().await.unwrap();
        assert!(signed_in.headers().get(header::SET_COOKIE).is_none(), "{path}");
        assert_eq!(signed_in.headers()[header::CACHE_CONTROL], "public, no-cache");
        let signed_in = signed_in.bytes().await.unwrap();
        let anonymous = app.new_client().get(app.url(path)).send().await.unwrap().bytes().await.unwrap();
        assert_eq!(signed_in, anonymous, "{path}");
    }
    let me = admin.get(app.url("/api/auth/me")).send().await.unwrap();
    assert_eq!(me.status(), StatusCode::OK, "the session is untouched");
}

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

#[tokio::test]
async fn a_cdn_may_keep_public_answers_when_told() {
    let app = TestApp::spawn_with(|config| config.cdn_max_age = Some(120)).await;
    for path in ["/", "/api/posts", "/sitemap.xml"] {
        let response = app.get(path).await;
        assert_eq!(
            response.headers()[header::CACHE_CONTROL],
            "public, max-age=0, s-maxage=120, stale-while-revalidate=120",
            "{path}"
        );
    }
    assert_eq!(app.get("/api/auth/me").await.headers()[header::CACHE_CONTROL], "private, no-store");
    let asset = app.get("/favicon.svg").await;
    if asset.status() == StatusCode::OK {
        assert!(!asset.headers()[header::CACHE_CONTROL].to_str().unwrap().contains("s-maxage"));
    }
}

#[tokio::test]
async fn with_the_cache_off_answers_are_built_each_time_and_still_compressed() {
    let app = TestApp::spawn_with(|config| config.page_cache_bytes = 0).await;
    let plain = app.get("/").await;
    let etag = plain.headers()[header::ETAG].clone();
    let body = plain.bytes().await.unwrap();
    let gzipped = app.client.get(app.url("/")).header(header::ACCEPT_ENCODING, "gzip").send().await.unwrap();
    assert_eq!(gzipped.headers()[header::CONTENT_ENCODING], "gzip", "compressed on the fly");
    assert_eq!(gunzip(&gzipped.bytes().await.unwrap()), body);
    let revalidated = app.client.get(app.url("/")).header(header::IF_NONE_MATCH, etag).send().await.unwrap();
    assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
    let stats = cache_stats(&app).await;
    assert_eq!(
        (stats["hits"].as_u64(), stats["misses"].as_u64(), stats["entries"].as_u64()),
        (Some(0), Some(3), Some(0))
    );
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
