//! Own profile (name, password, avatar) and super_admin user management.

use crate::common;

use common::TestApp;
use common::images::{png, png_declaring};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

async fn upload(app: &TestApp, client: &reqwest::Client, bytes: Vec<u8>, name: &str) -> reqwest::Response {
    let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_string()));
    client.post(app.url("/api/profile/avatar")).multipart(form).send().await.unwrap()
}

#[tokio::test]
async fn the_name_changes_but_the_email_does_not() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    let response = client
        .put(app.url("/api/profile"))
        .json(&json!({ "full_name": "  Fatima Ali ", "email": "autre@exemple.km", "role": "super_admin" }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["profile"]["full_name"], "Fatima Ali");
    assert_eq!(body["profile"]["role"], "promoter");
    assert!(body["profile"]["email"].as_str().unwrap().starts_with("promoter-"));
    let blank = client.put(app.url("/api/profile")).json(&json!({ "full_name": "   " })).send().await.unwrap();
    assert_eq!(blank.status(), StatusCode::BAD_REQUEST);
    let body: Value = blank.json().await.unwrap();
    assert_eq!(body["error"]["fields"]["full_name"], "Le nom complet est requis.");
}

#[tokio::test]
async fn a_password_change_keeps_this_session_and_ends_the_others() {
    let app = TestApp::spawn().await;
    app.create_user("p@exemple.km", "ancien mot de passe", "promoter");
    let here = app.new_client();
    let elsewhere = app.new_client();
    app.login(&here, "p@exemple.km", "ancien mot de passe").await;
    app.login(&elsewhere, "p@exemple.km", "ancien mot de passe").await;

    let wrong = here
        .put(app.url("/api/profile/password"))
        .json(&json!({ "current": "pas le bon", "new": "nouveau mot de passe" }))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    let body: Value = wrong.json().await.unwrap();
    assert_eq!(body["error"]["fields"]["current"], "Le mot de passe actuel est incorrect.");
    let short = here
        .put(app.url("/api/profile/password"))
        .json(&json!({ "current": "ancien mot de passe", "new": "court" }))
        .send()
        .await
        .unwrap();
    assert_eq!(short.status(), StatusCode::BAD_REQUEST);

    let changed = here
        .put(app.url("/api/profile/password"))
        .json(&json!({ "current": "ancien mot de passe", "new": "nouveau mot de passe" }))
        .send()
        .await
        .unwrap();
    assert_eq!(changed.status(), StatusCode::NO_CONTENT);
    assert_eq!(here.get(app.url("/api/auth/me")).send().await.unwrap().status(), StatusCode::OK);
    assert_eq!(elsewhere.get(app.url("/api/auth/me")).send().await.unwrap().status(), StatusCode::UNAUTHORIZED);
    let fresh = app.new_client();
    app.login(&fresh, "p@exemple.km", "nouveau mot de passe").await;
}

#[tokio::test]
async fn an_avatar_is_reencoded_served_and_replaced() {
    let app = TestApp::spawn().await;
    let client = app.client_as("moderator").await;
    let response = upload(&app, &client, png(800, 600), "photo.png").await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    let first = body["profile"]["avatar_url"].as_str().unwrap().to_string();
    assert!(first.starts_with("/media/avatars/") && first.ends_with(".webp"));

    let served = app.get(&first).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["cache-control"], "public, max-age=31536000, immutable");
    let bytes = served.bytes().await.unwrap();
    let decoded = image::load_from_memory(&bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (256, 256));
    assert_eq!(image::guess_format(&bytes).unwrap(), image::ImageFormat::WebP);

    let second = upload(&app, &client, png(300, 300), "autre.png").await.json::<Value>().await.unwrap();
    assert_ne!(second["profile"]["avatar_url"], first.as_str());
    assert_eq!(app.get(&first).await.status(), StatusCode::NOT_FOUND, "the old file is removed");
    let (_, me) = {
        let response = client.get(app.url("/api/auth/me")).send().await.unwrap();
        (response.status(), response.json::<Value>().await.unwrap())
    };
    assert_eq!(me["user"]["avatar_url"], second["profile"]["avatar_url"]);
}

#[tokio::test]
async fn bad_avatars_are_refused_and_nothing_changes() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    let renamed = upload(&app, &client, b"MZ\x90\x00 un executable".to_vec(), "photo.png").await;
    assert_eq!(renamed.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let body: Value = renamed.json().await.unwrap();
    assert_eq!(body["error"]["code"], "unsupported_media_type");
    assert_eq!(body["error"]["message"], "Le fichier doit être une image JPEG, PNG, GIF ou WebP.");

    let bomb = upload(&app, &client, png_declaring(30_000, 30_000), "bombe.png").await;
    assert_eq!(bomb.status(), StatusCode::BAD_REQUEST);
    let body: Value = bomb.json().await.unwrap();
    assert!(body["error"]["message"].as_str().unwrap().contains("16 mégapixels"));

    let mut big = png(64, 64);
    big.resize(15 * 1024 * 1024 + 10, 0);
    let too_big = upload(&app, &client, big, "grande.png").await;
    assert_eq!(too_big.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = too_big.json().await.unwrap();
    assert!(body["error"]["message"].as_str().unwrap().contains("15 Mo"));
    let mut huge = png(64, 64);
    huge.resize(20 * 1024 * 1024, 0);
    let beyond_the_body_limit = upload(&app, &client, huge, "énorme.png").await;
    assert_eq!(beyond_the_body_limit.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = beyond_the_body_limit.json().await.unwrap();
    assert!(body["error"]["message"].as_str().unwrap().contains("15 Mo"));

    let none =
        client.post(app.url("/api/profile/avatar")).multipart(Form::new().text("autre", "x")).send().await.unwrap();
    assert_eq!(none.status(), StatusCode::BAD_REQUEST);
    let body: Value = none.json().await.unwrap();
    assert_eq!(body["error"]["message"], "Vous devez sélectionner une image à télécharger.");

    let (_, me) = {
        let response = client.get(app.url("/api/profile")).send().await.unwrap();
        (response.status(), response.json::<Value>().await.unwrap())
    };
    assert!(me["profile"]["avatar_url"].is_null());
    assert!(
        !app.data_dir.join("media/avatars").exists()
            || std::fs::read_dir(app.data_dir.join("media/avatars")).unwrap().count() == 0
    );
    assert_eq!(app.get("/healthz").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_super_admin_lists_users_and_changes_roles_but_never_removes_the_last_one() {
    let app = TestApp::spawn().await;
    let admin = app.new_client();
    let admin_id = app.create_user("chef@exemple.km", "mot de passe solide", "super_admin");
    app.db().execute("DELETE FROM users WHERE email = 'admin@localhost'", []).unwrap();
    app.login(&admin, "chef@exemple.km", "mot de passe solide").await;
    let promoter_id = app.create_user("p@exemple.km", "mot de passe solide", "promoter");

    let list: Value = admin.get(app.url("/api/admin/users")).send().await.unwrap().json().await.unwrap();
    let emails: Vec<&str> = list["users"].as_array().unwrap().iter().map(|u| u["email"].as_str().unwrap()).collect();
    assert_eq!(emails, ["chef@exemple.km", "p@exemple.km"]);
    assert!(list["users"][0]["created_at"].is_string() && list["users"][0].get("password_hash").is_none());

    let promoted = admin
        .patch(app.url(&format!("/api/admin/users/{promoter_id}")))
        .json(&json!({ "role": "moderator" }))
        .send()
        .await
        .unwrap();
    assert_eq!(promoted.status(), StatusCode::OK);
    assert_eq!(promoted.json::<Value>().await.unwrap()["user"]["role"], "moderator");

    let last = admin
        .patch(app.url(&format!("/api/admin/users/{admin_id}")))
        .json(&json!({ "role": "promoter" }))
        .send()
        .await
        .unwrap();
    assert_eq!(last.status(), StatusCode::CONFLICT);
    assert_eq!(
        last.json::<Value>().await.unwrap()["error"]["message"],
        "Impossible de retirer le rôle du dernier super administrateur."
    );

    let bad_role = admin
        .patch(app.url(&format!("/api/admin/users/{promoter_id}")))
        .json(&json!({ "role": "admin" }))
        .send()
        .await
        .unwrap();
    assert_eq!(bad_role.status(), StatusCode::BAD_REQUEST);
    let unknown =
        admin.patch(app.url("/api/admin/users/999999")).json(&json!({ "role": "promoter" })).send().await.unwrap();
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    let role: String = app.db().query_row("SELECT role FROM users WHERE id = ?1", [admin_id], |r| r.get(0)).unwrap();
    assert_eq!(role, "super_admin");
}
