//! Cookie-free visit counting and the dashboard figures.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn visit(app: &TestApp, path: &str, agent: &str, ip: &str) -> StatusCode {
    app.client
        .post(app.url("/api/visits"))
        .header("user-agent", agent)
        .header("x-forwarded-for", ip)
        .json(&json!({ "path": path }))
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn visits_count_people_per_day_without_cookies_and_feed_the_dashboard() {
    let app = TestApp::spawn_with(|config| config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()]).await;
    for (path, agent, ip) in [
        ("/", "Mozilla/5.0 Firefox", "203.0.113.1"),
        ("/blog?q=x", "Mozilla/5.0 Firefox", "203.0.113.1"),
        ("/", "Mozilla/5.0 Chromium", "203.0.113.2"),
        ("/admin", "Mozilla/5.0 Firefox", "203.0.113.3"),
        ("/", "Googlebot/2.1", "203.0.113.4"),
    ] {
        let response = visit(&app, path, agent, ip).await;
        assert_eq!(response, StatusCode::NO_CONTENT);
    }
    let tracked = app.client.post(app.url("/api/visits")).json(&json!({ "path": "/" })).send().await.unwrap();
    assert!(tracked.headers().get("set-cookie").is_none(), "no cookie for visitors");
    let stored: Vec<String> = app
        .db()
        .prepare("SELECT visitor FROM daily_visitors")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert!(stored.iter().all(|visitor| !visitor.contains("203.0.113")), "no raw IP is stored");

    let message = json!({ "name": "Awa", "email": "awa@exemple.km", "message": "Bonjour" });
    assert_eq!(app.post_json("/api/contact", &message).await.status(), StatusCode::CREATED);

    let staff = app.client_as("moderator").await;
    let stats: Value = staff.get(app.url("/api/admin/stats")).send().await.unwrap().json().await.unwrap();
    assert_eq!(stats["posts"], 14, "8 French demo articles and 3 of them in English and Arabic");
    assert_eq!(stats["messages"], 1);
    assert_eq!(stats["dossiers"]["total"], 0);
    let visits = stats["visits"].as_array().unwrap();
    assert_eq!(visits.len(), 30);
    let today = visits.last().unwrap();
    assert_eq!((today["views"].as_i64(), today["visitors"].as_i64()), (Some(3), Some(2)));
    assert_eq!(stats["visitors_30d"], 2);
    assert_eq!(stats["conversion_rate"], 50.0);
    assert_eq!(stats["recent_activity"][0]["kind"], "contact_message");
    assert_eq!(stats["recent_activity"][0]["subject"], "Awa");
}

fn page_view_rows(app: &TestApp) -> Vec<(String, i64)> {
    app.db()
        .prepare("SELECT path, views FROM page_views ORDER BY path")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn only_public_pages_and_published_articles_are_counted_each_under_one_name() {
    let app = TestApp::spawn_with(|config| config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()]).await;
    let article = "/blog/batir-un-ecosysteme-entrepreneurial-solide-aux-comores";
    for (i, path) in ["/blog", "/blog/", "/blog?page=2", "/%62log#haut", article, &format!("{article}/"), "/parcours"]
        .iter()
        .enumerate()
    {
        assert_eq!(visit(&app, path, "Mozilla/5.0", &format!("203.0.113.{i}")).await, StatusCode::NO_CONTENT);
    }
    let counted = vec![("/blog".to_string(), 4), (article.to_string(), 2), ("/parcours".to_string(), 1)];
    assert_eq!(page_view_rows(&app), counted);

    let bogus: Vec<String> = (0..300)
        .map(|i| match i % 6 {
            0 => format!("/page-{i}"),
            1 => format!("/blog/article-inconnu-{i}"),
            2 => format!("/blog/{i}/plus"),
            3 => format!("/parcours/{i}"),
            4 => format!("/%{i:02X}"),
            _ => format!("/api/posts?page={i}"),
        })
        .collect();
    let handles: Vec<_> = bogus
        .iter()
        .enumerate()
        .map(|(i, path)| {
            let request = app
                .client
                .post(app.url("/api/visits"))
                .header("user-agent", "Mozilla/5.0")
                .header("x-forwarded-for", format!("198.51.{}.{}", i / 200, i % 200))
                .json(&json!({ "path": path }))
                .send();
            tokio::spawn(async move { request.await.unwrap().status() })
        })
        .collect();
    for handle in handles {
        assert_eq!(handle.await.unwrap(), StatusCode::NO_CONTENT);
    }
    assert_eq!(page_view_rows(&app), counted, "unknown paths add no row");
    let visitors: i64 = app.db().query_row("SELECT count(*) FROM daily_visitors", [], |row| row.get(0)).unwrap();
    assert_eq!(visitors, 7, "nor a visitor");
}
