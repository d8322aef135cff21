//! Names and titles people type are stored as they are shown: composed, on one line,
//! without control, zero-width or bidi characters; messages keep their line breaks only.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "un mot de passe";

async fn send(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn register(app: &TestApp, email: &str, full_name: &str) -> (StatusCode, Value) {
    send(app.client.post(app.url("/api/auth/register")).json(&json!({
        "email": email,
        "password": PASSWORD,
        "full_name": full_name,
    })))
    .await
}

async fn listed_name(app: &TestApp, admin: &reqwest::Client, email: &str) -> String {
    let (status, list) = send(admin.get(app.url("/api/admin/users"))).await;
    assert_eq!(status, StatusCode::OK);
    let user = list["users"].as_array().unwrap().iter().find(|user| user["email"] == email).unwrap();
    user["full_name"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_registered_name_is_shown_without_hidden_characters() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    for (email, typed, shown) in [
        ("bidi@exemple.km", "Admin\u{202E}\u{2066} (super_admin)", "Admin (super_admin)"),
        ("lignes@exemple.km", " Awa\0 Sa\u{69}\u{308}d\r\nAli\u{200B}\u{FEFF} ", "Awa Sa\u{ef}d Ali"),
    ] {
        let (status, body) = register(&app, email, typed).await;
        assert_eq!(status, StatusCode::CREATED, "{typed:?}: {body}");
        let client = app.new_client();
        app.login(&client, email, PASSWORD).await;
        let (_, me) = send(client.get(app.url("/api/auth/me"))).await;
        assert_eq!(me["user"]["full_name"], shown, "{typed:?}");
        assert_eq!(listed_name(&app, &admin, email).await, shown, "{typed:?}");
    }
    let conn = app.db();
    let mut names = conn.prepare("SELECT full_name FROM users").unwrap();
    for name in names.query_map([], |row| row.get::<_, String>(0)).unwrap() {
        let name = name.unwrap();
        assert!(!name.contains(['\u{202E}', '\u{2066}', '\u{200B}', '\r', '\n', '\0']), "stored as {name:?}");
    }
}

#[tokio::test]
async fn a_name_is_measured_and_required_once_cleaned() {
    let app = TestApp::spawn().await;
    let (status, body) = register(&app, "vide@exemple.km", "\u{202E}\u{2066}\u{200B}\r\n\u{0}").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["full_name"], "Le nom complet est requis.");
    let padded = format!("{}{}", "a".repeat(120), "\u{200B}".repeat(30));
    let (status, body) = register(&app, "long@exemple.km", &padded).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let stored: String = app
        .db()
        .query_row("SELECT full_name FROM users WHERE email = 'long@exemple.km'", [], |row| row.get(0))
        .unwrap();
    assert_eq!(stored, "a".repeat(120));
    let (status, _) = register(&app, "invisible\u{200B}@exemple.km", "Awa").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "an address cannot hide a character either");
}

#[tokio::test]
async fn names_changed_later_are_cleaned_the_same_way() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (status, body) = send(admin.post(app.url("/api/admin/users")).json(&json!({
        "email": "modo@exemple.km",
        "role": "moderator",
        "full_name": "Modo\u{2067}\u{202E}rateur\t Invit\u{e9}",
    })))
    .await;
    assert!(status.is_success(), "{status}: {body}");
    assert_eq!(listed_name(&app, &admin, "modo@exemple.km").await, "Modorateur Invit\u{e9}");

    let id = app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let (status, _) = send(
        admin
            .patch(app.url(&format!("/api/admin/users/{id}")))
            .json(&json!({ "full_name": "Awa\u{2028}Said\u{200D}" })),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(listed_name(&app, &admin, "awa@exemple.km").await, "Awa Said");

    let promoter = app.new_client();
    app.login(&promoter, "awa@exemple.km", PASSWORD).await;
    let (status, _) =
        send(promoter.put(app.url("/api/profile")).json(&json!({ "full_name": "Awa\u{7}\u{202D} Sa\u{ef}d" }))).await;
    assert_eq!(status, StatusCode::OK);
    let (_, me) = send(promoter.get(app.url("/api/auth/me"))).await;
    assert_eq!(me["user"]["full_name"], "Awa Sa\u{ef}d");
}

#[tokio::test]
async fn a_dossier_title_is_one_clean_line_and_its_description_keeps_its_lines() {
    let app = TestApp::spawn().await;
    let promoter = app.client_as("promoter").await;
    let (status, created) = send(promoter.post(app.url("/api/dossiers")).json(&json!({
        "title": "Vanille\u{202E}lif.exe\r\n de Moh\u{65}\u{301}li",
        "description": "Premi\u{e8}re ligne\u{200B}\r\n\r\nDeuxi\u{e8}me\u{202E} ligne\u{0}",
    })))
    .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let dossier = &created["dossier"];
    assert_eq!(dossier["title"], "Vanillelif.exe de Moh\u{e9}li");
    assert_eq!(dossier["description"], "Premi\u{e8}re ligne\n\nDeuxi\u{e8}me ligne");
}
