//! The public JSON API against a real server with the demo content.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::Value;

fn slugs(list: &Value) -> Vec<String> {
    list["posts"].as_array().unwrap().iter().map(|p| p["slug"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn health_answers_with_version() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/healthz").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["status"], "ok");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
}

#[tokio::test]
async fn site_bundle_has_settings_and_content() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/site").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["settings"]["seo"]["title"], "Révolutionner l'Entrepreneuriat en Afrique");
    assert_eq!(body["settings"]["identity"]["favicon_url"], "/favicon.ico");
    assert!(body["settings"]["social"]["linkedin"].as_str().unwrap().starts_with("https://"));
    assert_eq!(body["settings"]["social"]["instagram"], "");
    assert_eq!(body["content"]["home_stats"]["stats"].as_array().unwrap().len(), 4);
    assert_eq!(body["content"]["home_services"]["items"].as_array().unwrap().len(), 6);
    assert!(body["content"]["activities"]["sections"].as_array().unwrap().len() >= 3);
    assert_eq!(body["mail_enabled"], false, "no SMTP server is configured");
}

#[tokio::test]
async fn site_bundle_says_when_the_site_sends_mail() {
    let app = TestApp::spawn_with(|config| config.smtp_url = Some("smtp://127.0.0.1:2525".into())).await;
    let (_, body) = app.get_json("/api/site").await;
    assert_eq!(body["mail_enabled"], true);
}

#[tokio::test]
async fn posts_list_only_published_newest_first() {
    let app = TestApp::spawn().await;
    let (status, list) = app.get_json("/api/posts").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["total"], 6);
    let slugs = slugs(&list);
    assert_eq!(slugs[0], "batir-un-ecosysteme-entrepreneurial-solide-aux-comores");
    assert!(!slugs.iter().any(|s| s.starts_with("brouillon") || s.starts_with("a-paraitre")));
    let dates: Vec<&str> =
        list["posts"].as_array().unwrap().iter().map(|p| p["published_at"].as_str().unwrap()).collect();
    let mut sorted = dates.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted);
    let categories: Vec<&str> = list["categories"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    assert_eq!(categories, ["Entrepreneuriat", "Financement", "Innovation", "Tourisme"]);
}

#[tokio::test]
async fn posts_filter_by_substring_and_category_and_paginate() {
    let app = TestApp::spawn().await;
    let (_, list) = app.get_json("/api/posts?q=TOURISME%20DURABLE").await;
    assert_eq!(slugs(&list), ["tourisme-durable-aux-comores-un-potentiel-a-reveler"]);
    let (_, list) = app.get_json("/api/posts?category=Innovation").await;
    assert_eq!(list["total"], 2);
    assert!(list["posts"].as_array().unwrap().iter().all(|p| p["category"] == "Innovation"));
    assert_eq!(list["categories"].as_array().unwrap().len(), 4, "categories ignore the filter");
    let (_, list) = app.get_json("/api/posts?q=zzzz-introuvable").await;
    assert_eq!((list["total"].as_i64(), list["posts"].as_array().unwrap().len()), (Some(0), 0));
    let (_, page2) = app.get_json("/api/posts?per_page=4&page=2").await;
    assert_eq!(page2["posts"].as_array().unwrap().len(), 2);
    assert_eq!(page2["total"], 6);
    let (_, clamped) = app.get_json("/api/posts?per_page=100000").await;
    assert_eq!(clamped["posts"].as_array().unwrap().len(), 6);
    let (_, odd) = app.get_json("/api/posts?q=%25%27%22%3B--%20DROP").await;
    assert_eq!(odd["total"], 0);
}

#[tokio::test]
async fn bad_query_parameters_are_a_french_validation_error() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/posts?page=deux").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["code"], "validation");
    assert_eq!(body["error"]["message"], "Paramètres de requête invalides.");
}

#[tokio::test]
async fn an_article_comes_with_at_most_two_related_posts_of_its_category() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/posts/batir-un-ecosysteme-entrepreneurial-solide-aux-comores").await;
    assert_eq!(status, StatusCode::OK);
    let post = &body["post"];
    assert_eq!(post["title"], "Bâtir un écosystème entrepreneurial solide aux Comores");
    assert!(post["content_html"].as_str().unwrap().contains("<h2>"));
    assert!(post["read_time_minutes"].as_i64().unwrap() >= 3);
    let related = body["related"].as_array().unwrap();
    assert!(related.len() <= 2 && !related.is_empty());
    for other in related {
        assert_eq!(other["category"], "Entrepreneuriat");
        assert_ne!(other["slug"], post["slug"]);
    }
}

#[tokio::test]
async fn drafts_scheduled_and_unknown_articles_are_not_found() {
    let app = TestApp::spawn().await;
    let draft: String =
        app.db().query_row("SELECT slug FROM blog_posts WHERE published_at IS NULL", [], |row| row.get(0)).unwrap();
    let scheduled: String = app
        .db()
        .query_row(
            "SELECT slug FROM blog_posts WHERE published_at > strftime('%Y-%m-%dT%H:%M:%SZ', 'now')",
            [],
            |row| row.get(0),
        )
        .unwrap();
    for slug in [draft.as_str(), scheduled.as_str(), "nexiste-pas"] {
        let (status, body) = app.get_json(&format!("/api/posts/{slug}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{slug}");
        assert_eq!(body["error"]["code"], "not_found");
        assert_eq!(body["error"]["message"], "Article non trouvé.");
    }
}

#[tokio::test]
async fn a_scheduled_post_appears_once_its_time_has_come() {
    let app = TestApp::spawn().await;
    app.db()
        .execute(
            "UPDATE blog_posts SET published_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-1 second')
             WHERE published_at > strftime('%Y-%m-%dT%H:%M:%SZ', 'now')",
            [],
        )
        .unwrap();
    let (_, list) = app.get_json("/api/posts").await;
    assert_eq!(list["total"], 7);
}

#[tokio::test]
async fn timeline_is_newest_first_with_undated_or_uncategorised_events_included() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/timeline").await;
    assert_eq!(status, StatusCode::OK);
    let events = body["events"].as_array().unwrap();
    assert!(events.len() >= 6);
    assert!(events.iter().any(|e| e["category"].is_null()));
    let first_date = events[0]["date"].as_str().unwrap().to_lowercase();
    assert!(first_date.contains("présent") || first_date.contains("2026"), "{first_date}");
}

#[tokio::test]
async fn unknown_api_routes_answer_json_404_for_every_method() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/nope").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"]["code"], "not_found");
    let response = app.post_json("/api/nope/deeper", &serde_json::json!({})).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
}
