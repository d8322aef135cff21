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
    assert_eq!(aside["post"]["version"], 2, "a change kept aside counts as a save");
    let live = app.get(&format!("/blog/{slug}")).await.text().await.unwrap();
    assert!(live.contains("Texte.") && !live.contains("Texte en cours."), "visitors read the live version");
    let preview = admin.get(app.url(&format!("/admin/apercu/{id}"))).send().await.unwrap().text().await.unwrap();
    assert!(preview.contains("Texte en cours."), "the preview shows the change");

    let discarded = admin.delete(app.url(&format!("/api/admin/posts/{id}/pending"))).send().await.unwrap();
    assert_eq!(discarded.status(), StatusCode::NO_CONTENT);
    let read: Value = admin.get(app.url(&format!("/api/admin/posts/{id}"))).send().await.unwrap().json().await.unwrap();
    assert!(read["post"]["pending"].is_null());

    put(edit("Deuxième essai.", true, 2)).await.unwrap();
    let published = put(edit("Deuxième essai.", false, 3)).await.unwrap();
    assert_eq!(published.status(), StatusCode::OK);
    let published: Value = published.json().await.unwrap();
    assert!(published["post"]["pending"].is_null(), "publishing the change takes it out of the way");
    assert_eq!(published["post"]["version"], 4);
    let live = app.get(&format!("/blog/{slug}")).await.text().await.unwrap();
    assert!(live.contains("Deuxième essai."));
    let missing = admin.delete(app.url("/api/admin/posts/999999/pending")).send().await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_tab_left_behind_cannot_save_over_changes_kept_aside_by_another() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let post = app.publish(&admin, "Deux onglets").await;
    let (id, opened_at) = (post["id"].as_i64().unwrap(), post["version"].as_i64().unwrap());
    let edit = |text: &str, autosave: bool, version: i64| {
        json!({
            "title": "Deux onglets", "excerpt": "Notes.", "content_html": format!("<p>{text}</p>"),
            "published_at": "2020-01-01T00:00:00Z", "autosave": autosave, "version": version,
        })
    };
    let put = |body: Value| admin.put(app.url(&format!("/api/admin/posts/{id}"))).json(&body).send();

    let first_tab = put(edit("Écrit dans le premier onglet.", true, opened_at)).await.unwrap();
    assert_eq!(first_tab.status(), StatusCode::OK);
    let first_tab: Value = first_tab.json().await.unwrap();
    for autosave in [true, false] {
        let second_tab = put(edit("Écrit dans le second onglet.", autosave, opened_at)).await.unwrap();
        assert_eq!(second_tab.status(), StatusCode::CONFLICT, "autosave: {autosave}");
        let error: Value = second_tab.json().await.unwrap();
        assert_eq!(error["error"]["code"], "conflict");
    }
    let read: Value = admin.get(app.url(&format!("/api/admin/posts/{id}"))).send().await.unwrap().json().await.unwrap();
    assert_eq!(read["post"]["pending"]["content_html"], "<p>Écrit dans le premier onglet.</p>", "nothing overwritten");

    // The same tab goes on from the version its save left.
    let next =
        put(edit("Suite du premier onglet.", true, first_tab["post"]["version"].as_i64().unwrap())).await.unwrap();
    assert_eq!(next.status(), StatusCode::OK);

    // Two saves aside from the same version at once: one is kept, the other refused.
    let version = next.json::<Value>().await.unwrap()["post"]["version"].as_i64().unwrap();
    let (left, right) = tokio::join!(put(edit("Gauche.", true, version)), put(edit("Droite.", true, version)));
    let mut statuses = [left.unwrap().status(), right.unwrap().status()];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT]);
}
