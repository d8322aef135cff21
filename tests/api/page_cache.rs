//! The cached read path: precompressed bodies with ETags, hits counted in /healthz,
//! entries keyed by what a route reads, private answers never shared. Memory bounds
//! and spellings are in `page_cache_bounds`, what a write makes stale and how stale
//! answers are served in `page_cache_writes`, what every kind of write changes in
//! `cache_invalidation`.

use crate::common;

use std::io::Read;
use std::time::{Duration, Instant};

use common::TestApp;
use reqwest::{Method, StatusCode, header};
use serde_json::Value;

pub(crate) const ARTICLE: &str = "batir-un-ecosysteme-entrepreneurial-solide-aux-comores";

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

pub(crate) async fn cache_stats(app: &TestApp) -> Value {
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

/// `path` asked in `coding` alone, once its lasting form is made. A quick gzip comes with
/// the cached answer; brotli, or a smaller gzip tagged `-gzip`, is added a moment after it is
/// read again: until then a client taking brotli only gets the plain body.
async fn in_coding(app: &TestApp, path: &str, coding: &str, plain_len: usize) -> reqwest::Response {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let response = app.client.get(app.url(path)).header(header::ACCEPT_ENCODING, coding).send().await.unwrap();
        let lasting = response.headers().contains_key(header::CONTENT_ENCODING)
            && !response.headers()[header::ETAG].to_str().unwrap().ends_with("-gzip1\"");
        if plain_len < 200 || lasting || Instant::now() > deadline {
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

#[tokio::test]
async fn a_stopped_server_lets_go_of_its_state_though_its_pages_were_cached() {
    let app = TestApp::spawn().await;
    for path in ["/", "/blog", "/sitemap.xml", "/api/posts"] {
        assert_eq!(app.get(path).await.status(), StatusCode::OK);
        assert_eq!(app.get(path).await.status(), StatusCode::OK, "{path} read again, from the cache");
    }
    let app = app
        .restart_after(|data| {
            vitrine::cli::reindex(data, &mut |_, _| {}).expect("no stopped server holds the search index");
        })
        .await;
    assert_eq!(app.get("/").await.status(), StatusCode::OK);
}
