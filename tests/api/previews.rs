//! Previewing an article before it is published: the owner's own preview from the editor, and
//! the private link someone without an account opens, until it is replaced, revoked or expired.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn draft(app: &TestApp, admin: &reqwest::Client) -> i64 {
    let post = json!({ "title": "Carnet secret", "excerpt": "Bientôt.", "content_html": "<p>Texte à venir.</p>" });
    let created: Value =
        admin.post(app.url("/api/admin/posts")).json(&post).send().await.unwrap().json().await.unwrap();
    created["post"]["id"].as_i64().unwrap()
}

async fn new_link(app: &TestApp, admin: &reqwest::Client, id: i64, body: Value) -> reqwest::Response {
    admin.post(app.url(&format!("/api/admin/posts/{id}/preview-link"))).json(&body).send().await.unwrap()
}

/// The path and query of a link the server drew for the public address.
fn path_of(url: &str) -> &str {
    &url[url.find("/apercu/").expect("a preview address")..]
}

#[tokio::test]
async fn a_preview_link_shows_the_draft_to_anyone_holding_it_until_replaced_or_revoked() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let id = draft(&app, &admin).await;
    assert_eq!(app.get("/blog/carnet-secret").await.status(), StatusCode::NOT_FOUND, "a draft is not public");

    let created = new_link(&app, &admin, id, json!({})).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let created: Value = created.json().await.unwrap();
    let first = path_of(created["url"].as_str().unwrap()).to_string();
    let page = app.get(&first).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(page.headers()["cache-control"], "private, no-store");
    let html = page.text().await.unwrap();
    assert!(html.contains("Carnet secret") && html.contains("Texte à venir.") && html.contains("Aperçu"));
    assert!(html.contains("noindex"), "never indexed");
    assert!(!html.contains("data-count-visit"), "not counted in the statistics");

    let state: Value =
        admin.get(app.url(&format!("/api/admin/posts/{id}/preview-link"))).send().await.unwrap().json().await.unwrap();
    assert_eq!(state["link"]["expires_at"], created["link"]["expires_at"]);

    let replaced: Value = new_link(&app, &admin, id, json!({ "days": 1 })).await.json().await.unwrap();
    let second = path_of(replaced["url"].as_str().unwrap()).to_string();
    assert_eq!(app.get(&first).await.status(), StatusCode::NOT_FOUND, "the old address stops working");
    assert_eq!(app.get(&second).await.status(), StatusCode::OK);

    let revoked = admin.delete(app.url(&format!("/api/admin/posts/{id}/preview-link"))).send().await.unwrap();
    assert_eq!(revoked.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get(&second).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get("/apercu/nimporte-quoi").await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_preview_link_expires_and_its_length_is_bounded() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let id = draft(&app, &admin).await;
    for days in [0, 31] {
        let refused = new_link(&app, &admin, id, json!({ "days": days })).await;
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["error"]["fields"]["days"], "Un lien d'aperçu reste ouvert de 1 à 30 jours.");
    }
    let created: Value = new_link(&app, &admin, id, json!({ "days": 2 })).await.json().await.unwrap();
    let address = path_of(created["url"].as_str().unwrap()).to_string();
    app.clock().advance(time::Duration::days(2) + time::Duration::seconds(1));
    assert_eq!(app.get(&address).await.status(), StatusCode::NOT_FOUND);
    let state: Value =
        admin.get(app.url(&format!("/api/admin/posts/{id}/preview-link"))).send().await.unwrap().json().await.unwrap();
    assert!(state["link"].is_null(), "an expired link is no longer live");
}

#[tokio::test]
async fn the_owner_previews_a_draft_in_its_own_language_and_nobody_else_may() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let id = draft(&app, &admin).await;
    let own = admin.get(app.url(&format!("/admin/apercu/{id}"))).send().await.unwrap();
    assert_eq!(own.status(), StatusCode::OK);
    assert_eq!(own.headers()["cache-control"], "private, no-store");
    let html = own.text().await.unwrap();
    assert!(html.contains("Carnet secret") && html.contains("Aperçu") && html.contains("noindex"));

    let translated: Value = admin
        .post(app.url(&format!("/api/admin/posts/{id}/translations")))
        .json(&json!({ "lang": "en" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let english = translated["post"]["id"].as_i64().unwrap();
    let html = admin.get(app.url(&format!("/admin/apercu/{english}"))).send().await.unwrap().text().await.unwrap();
    assert!(html.contains("<html lang=\"en\"") && html.contains("Preview"), "drawn in the article's language");

    let moderator = app.client_as("moderator").await;
    let refused = moderator.get(app.url(&format!("/admin/apercu/{id}"))).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/admin/apercu/{id}")).await.status(), StatusCode::UNAUTHORIZED);
    let missing = admin.get(app.url("/admin/apercu/999999")).send().await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}
