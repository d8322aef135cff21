//! A published article's changes saved on their own go aside: visitors keep reading the live
//! version until the owner publishes the change; the preview shows it; he may discard it.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn automatic_saves_of_a_published_article_wait_aside_until_published() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let post = app.publish(&admin, "Carnet en ligne").await;
    let (id, slug) = (post["id"].as_i64().unwrap(), post["slug"].as_str().unwrap().to_string());
    let edit = |text: &str, autosave: bool, version: i64| {
        json!({
            "title": "Carnet en ligne", "excerpt": "Notes.", "content_html": format!("<p>{text}</p>"),
            "category": "Carnets", "published_at": "2020-01-01T00:00:00Z", "autosave": autosave, "version": version,
        })
    };
    let put = |body: Value| admin.put(app.url(&format!("/api/admin/posts/{id}"))).json(&body).send();

    let aside = put(edit("Texte en cours.", true, 1)).await.unwrap();
    assert_eq!(aside.status(), StatusCode::OK);
    let aside: Value = aside.json().await.unwrap();
    assert_eq!(aside["post"]["pending"]["content_html"], "<p>Texte en cours.</p>");
    assert_eq!(aside["post"]["content_html"], "<p>Texte.</p>", "the article itself is unchanged");
    assert_eq!(aside["post"]["version"], 1);
    let live = app.get(&format!("/blog/{slug}")).await.text().await.unwrap();
    assert!(live.contains("Texte.") && !live.contains("Texte en cours."), "visitors read the live version");
    let preview = admin.get(app.url(&format!("/admin/apercu/{id}"))).send().await.unwrap().text().await.unwrap();
    assert!(preview.contains("Texte en cours."), "the preview shows the change");

    let discarded = admin.delete(app.url(&format!("/api/admin/posts/{id}/pending"))).send().await.unwrap();
    assert_eq!(discarded.status(), StatusCode::NO_CONTENT);
    let read: Value = admin.get(app.url(&format!("/api/admin/posts/{id}"))).send().await.unwrap().json().await.unwrap();
    assert!(read["post"]["pending"].is_null());

    put(edit("Deuxième essai.", true, 1)).await.unwrap();
    let published = put(edit("Deuxième essai.", false, 1)).await.unwrap();
    assert_eq!(published.status(), StatusCode::OK);
    let published: Value = published.json().await.unwrap();
    assert!(published["post"]["pending"].is_null(), "publishing the change takes it out of the way");
    assert_eq!(published["post"]["version"], 2);
    let live = app.get(&format!("/blog/{slug}")).await.text().await.unwrap();
    assert!(live.contains("Deuxième essai."));
    let missing = admin.delete(app.url("/api/admin/posts/999999/pending")).send().await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}
