//! Saving an article safely: a save from a stale tab is refused (409), never undoing another
//! tab's work, even when both arrive at once; each manual save and each publication keeps a
//! revision, which can be read and restored; automatic saves keep none.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn body(title: &str, text: &str) -> Value {
    json!({ "title": title, "excerpt": "Résumé.", "content_html": format!("<p>{text}</p>"), "slug": "carnet" })
}

async fn put(
    app: &TestApp,
    admin: &reqwest::Client,
    id: i64,
    mut post: Value,
    version: Option<i64>,
) -> reqwest::Response {
    if let Some(version) = version {
        post["version"] = json!(version);
    }
    admin.put(app.url(&format!("/api/admin/posts/{id}"))).json(&post).send().await.unwrap()
}

async fn created(app: &TestApp, admin: &reqwest::Client) -> Value {
    created_at(app, admin, "carnet").await
}

async fn created_at(app: &TestApp, admin: &reqwest::Client, slug: &str) -> Value {
    let mut post = body("Carnet", "Premier jet.");
    post["slug"] = json!(slug);
    let response = admin.post(app.url("/api/admin/posts")).json(&post).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json::<Value>().await.unwrap()["post"].clone()
}

#[tokio::test]
async fn a_save_from_a_stale_tab_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let post = created(&app, &admin).await;
    let id = post["id"].as_i64().unwrap();
    assert_eq!(post["version"], 1);

    let first = put(&app, &admin, id, body("Carnet", "Onglet A."), Some(1)).await;
    assert_eq!(first.status(), StatusCode::OK);
    assert_eq!(first.json::<Value>().await.unwrap()["post"]["version"], 2);
    let stale = put(&app, &admin, id, body("Carnet", "Onglet B."), Some(1)).await;
    assert_eq!(stale.status(), StatusCode::CONFLICT);
    let refusal: Value = stale.json().await.unwrap();
    assert_eq!(refusal["error"]["code"], "conflict");
    assert!(refusal["error"]["message"].as_str().unwrap().starts_with("Cet article a été modifié ailleurs"));
    let now: Value = admin.get(app.url(&format!("/api/admin/posts/{id}"))).send().await.unwrap().json().await.unwrap();
    assert_eq!(now["post"]["content_html"], "<p>Onglet A.</p>", "the other tab's work stands");
    assert_eq!(now["post"]["version"], 2);
}

#[tokio::test]
async fn of_two_tabs_saving_at_once_from_the_same_version_exactly_one_wins() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let id = created(&app, &admin).await["id"].as_i64().unwrap();
    let handles: Vec<_> = (0..6)
        .map(|tab| {
            let mut post = body("Carnet", &format!("Onglet {tab}."));
            post["version"] = json!(1);
            let request = admin.put(app.url(&format!("/api/admin/posts/{id}"))).json(&post).send();
            tokio::spawn(async move { request.await.unwrap().status() })
        })
        .collect();
    let mut statuses = Vec::new();
    for handle in handles {
        statuses.push(handle.await.unwrap());
    }
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::OK).count(), 1, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::CONFLICT).count(), 5, "{statuses:?}");
}

#[tokio::test]
async fn manual_saves_and_publication_keep_revisions_which_restore_without_moving_the_article() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let id = created(&app, &admin).await["id"].as_i64().unwrap();
    let mut autosaved = body("Carnet", "Brouillon automatique.");
    autosaved["autosave"] = json!(true);
    assert_eq!(put(&app, &admin, id, autosaved, Some(1)).await.status(), StatusCode::OK);
    let mut published = body("Carnet publié", "Texte final.");
    published["published_at"] = json!("2020-01-01T00:00:00Z");
    assert_eq!(put(&app, &admin, id, published, Some(2)).await.status(), StatusCode::OK);

    let list: Value = app.json_as(&admin, &format!("/api/admin/posts/{id}/revisions")).await;
    let revisions = list["revisions"].as_array().unwrap();
    let reasons: Vec<&str> = revisions.iter().map(|revision| revision["reason"].as_str().unwrap()).collect();
    assert_eq!(reasons, ["publish", "save"], "the automatic save kept none; newest first");
    assert_eq!(revisions[0]["title"], "Carnet publié");
    assert_eq!(revisions[1]["author_name"], "Compte super_admin");
    let first = revisions[1]["id"].as_i64().unwrap();
    let shown: Value = app.json_as(&admin, &format!("/api/admin/posts/{id}/revisions/{first}")).await;
    assert_eq!(shown["revision"]["content_html"], "<p>Premier jet.</p>");

    let restored =
        admin.post(app.url(&format!("/api/admin/posts/{id}/revisions/{first}/restore"))).send().await.unwrap();
    assert_eq!(restored.status(), StatusCode::OK);
    let post: Value = restored.json().await.unwrap();
    assert_eq!(post["post"]["content_html"], "<p>Premier jet.</p>");
    assert_eq!(post["post"]["title"], "Carnet");
    assert_eq!(post["post"]["slug"], "carnet", "the address stays");
    assert_eq!(post["post"]["published_at"], "2020-01-01T00:00:00Z", "and so does the publication");
    assert_eq!(post["post"]["version"], 4);
    let page = app.get("/blog/carnet").await.text().await.unwrap();
    assert!(page.contains("Premier jet."), "the public page shows the restored text");
    let list: Value = app.json_as(&admin, &format!("/api/admin/posts/{id}/revisions")).await;
    assert_eq!(list["revisions"][0]["reason"], "restore");

    let other = created_at(&app, &admin, "autre").await["id"].as_i64().unwrap();
    let foreign = admin.get(app.url(&format!("/api/admin/posts/{other}/revisions/{first}"))).send().await.unwrap();
    assert_eq!(foreign.status(), StatusCode::NOT_FOUND, "a revision belongs to its own article");
}
