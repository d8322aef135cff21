//! The owner's name: a new installation never signs anything « Administrateur »; the name
//! he gives at his first sign-in signs his articles and becomes the site's.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::json;

const OWNER_EMAIL: &str = "chef@exemple.km";
const OWNER_PASSWORD: &str = "un mot de passe solide";

fn fresh_install(config: &mut vitrine::config::Config) {
    config.demo = false;
    config.admin_email = Some(OWNER_EMAIL.into());
    config.admin_password = Some(OWNER_PASSWORD.into());
}

#[tokio::test]
async fn the_demo_owner_account_is_named_after_the_site_owner() {
    let app = TestApp::spawn().await;
    let name: Option<String> = app.db().query_row("SELECT full_name FROM users", [], |row| row.get(0)).unwrap();
    assert_eq!(name.as_deref(), Some("Ahmed Said Mohamed"));
}

#[tokio::test]
async fn a_fresh_owner_is_asked_his_name_which_then_signs_his_articles_and_names_the_site() {
    let app = TestApp::spawn_with(fresh_install).await;
    let owner = app.new_client();
    app.login(&owner, OWNER_EMAIL, OWNER_PASSWORD).await;
    let me: serde_json::Value = owner.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert!(me["user"]["full_name"].is_null(), "no placeholder name: {me}");

    app.publish(&owner, "Premier carnet").await;
    let unsigned = app.get("/blog/premier-carnet").await.text().await.unwrap();
    assert!(!unsigned.contains("Administrateur"), "nobody is called Administrateur");

    let named = owner.put(app.url("/api/profile")).json(&json!({ "full_name": " Awa Mzé " })).send().await.unwrap();
    assert_eq!(named.status(), StatusCode::OK, "{}", named.text().await.unwrap());
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["settings"]["identity"]["owner_name"], "Awa Mzé", "the site takes his name");
    let signed = app.get("/blog/premier-carnet").await.text().await.unwrap();
    assert!(signed.contains("Awa Mzé") && !signed.contains("Administrateur"));

    let renamed = owner.put(app.url("/api/profile")).json(&json!({ "full_name": "Awa M." })).send().await.unwrap();
    assert_eq!(renamed.status(), StatusCode::OK);
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["settings"]["identity"]["owner_name"], "Awa Mzé", "the site's name is his to change in Paramètres");
}

#[tokio::test]
async fn a_staff_member_naming_himself_leaves_the_site_name_alone() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let moderator = app.client_as("moderator").await;
    let named = moderator.put(app.url("/api/profile")).json(&json!({ "full_name": "Moussa" })).send().await.unwrap();
    assert_eq!(named.status(), StatusCode::OK);
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["settings"]["identity"]["owner_name"], "");
}

#[tokio::test]
async fn the_getting_started_checklist_ticks_as_the_owner_goes() {
    let app = TestApp::spawn_with(fresh_install).await;
    let owner = app.new_client();
    app.login(&owner, OWNER_EMAIL, OWNER_PASSWORD).await;
    let done = |checklist: &serde_json::Value| -> Vec<String> {
        let steps = checklist["steps"].as_array().unwrap();
        steps.iter().filter(|step| step["done"] == true).map(|step| step["key"].as_str().unwrap().to_string()).collect()
    };
    let steps =
        || async { owner.get(app.url("/api/admin/getting-started")).send().await.unwrap().json().await.unwrap() };
    let first: serde_json::Value = steps().await;
    let keys: Vec<&str> = first["steps"].as_array().unwrap().iter().map(|step| step["key"].as_str().unwrap()).collect();
    assert_eq!(keys, ["identity", "first_article", "legal_pages", "mail", "public_address"]);
    assert!(done(&first).is_empty(), "a fresh site without mail or public address has done nothing: {first}");

    app.publish(&owner, "Premier carnet").await;
    for page in ["privacy", "terms", "notice"] {
        let saved = owner
            .put(app.url(&format!("/api/admin/legal/{page}")))
            .json(&json!({ "content_html": "<p>Texte légal.</p>" }))
            .send()
            .await
            .unwrap();
        assert_eq!(saved.status(), StatusCode::OK, "{}", saved.text().await.unwrap());
    }
    assert_eq!(done(&steps().await), ["first_article", "legal_pages"]);
}
