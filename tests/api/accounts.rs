//! Staff and accounts from the back-office: invitations (with and without SMTP),
//! renaming, roles, deactivation that ends every session at once, the last active
//! super_admin under parallel requests, and the list with its filter.

use crate::common;

use std::collections::BTreeMap;

use common::TestApp;
use common::smtp::SmtpSink;
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "mot de passe solide";

async fn send(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn patch_user(app: &TestApp, client: &reqwest::Client, id: i64, body: Value) -> (StatusCode, Value) {
    send(client.patch(app.url(&format!("/api/admin/users/{id}"))).json(&body)).await
}

async fn login(app: &TestApp, email: &str, password: &str) -> (StatusCode, Value) {
    send(app.new_client().post(app.url("/api/auth/login")).json(&json!({ "email": email, "password": password }))).await
}

/// A new client signed in as a new super_admin, and that account's id.
async fn super_admin(app: &TestApp, email: &str) -> (reqwest::Client, i64) {
    let id = app.create_user(email, PASSWORD, "super_admin");
    let client = app.new_client();
    app.login(&client, email, PASSWORD).await;
    (client, id)
}

/// The default administrator the first start creates steps aside, so tests know every active super_admin.
fn retire_default_admin(app: &TestApp) {
    app.db().execute("UPDATE users SET active = 0 WHERE email = 'admin@localhost'", []).unwrap();
}

fn token_of(url: &str) -> String {
    url.rsplit('/').next().unwrap().to_string()
}

#[tokio::test]
async fn an_invited_moderator_chooses_a_password_through_the_emailed_link() {
    let sink = SmtpSink::start().await;
    let url = sink.url();
    let app = TestApp::spawn_with(move |config| {
        config.smtp_url = Some(url);
        config.public_url = Some("https://exemple.km".into());
    })
    .await;
    let (admin, _) = super_admin(&app, "chef@exemple.km").await;
    app.db().execute("UPDATE users SET full_name = 'Awa Chef' WHERE email = 'chef@exemple.km'", []).unwrap();

    let invitation = json!({ "email": " Modo@Exemple.km ", "full_name": " Ali Modo ", "role": "moderator" });
    let (status, body) = send(admin.post(app.url("/api/admin/users")).json(&invitation)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let user = &body["user"];
    assert_eq!((user["email"].as_str(), user["full_name"].as_str()), (Some("modo@exemple.km"), Some("Ali Modo")));
    assert_eq!((user["role"].as_str(), user["active"].as_bool()), (Some("moderator"), Some(true)));
    assert_eq!((user["invitation_pending"].as_bool(), user["last_login_at"].is_null()), (Some(true), true));
    assert_eq!(body["emailed"], true);
    let invite_url = body["invite_url"].as_str().unwrap();
    assert!(invite_url.starts_with("https://exemple.km/reinitialiser-mot-de-passe/"), "{invite_url}");
    let expires = time::OffsetDateTime::parse(
        body["invite_expires_at"].as_str().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap();
    let lifetime = expires - time::OffsetDateTime::now_utc();
    assert!(lifetime > time::Duration::hours(23) && lifetime <= time::Duration::hours(24), "{lifetime}");

    let mail = sink.wait_for(1).await;
    assert_eq!(mail[0].to, ["modo@exemple.km"]);
    let site = app.get_json("/api/site").await.1["settings"]["seo"]["title"].as_str().unwrap().to_string();
    assert_eq!(mail[0].subject(), format!("Invitation à rejoindre {site}"));
    let text = mail[0].text();
    assert!(text.contains(invite_url), "{text}");
    assert!(text.contains("Bonjour Ali Modo,") && text.contains("Awa Chef vous a créé un compte modérateur"), "{text}");
    assert!(mail[0].html().contains(&format!("href=\"{invite_url}\"")));

    let (status, refused) = login(&app, "modo@exemple.km", "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "an empty password is not even tried");
    let (status, refused_body) = login(&app, "modo@exemple.km", "n'importe quoi").await;
    let (_, wrong_password) = login(&app, "chef@exemple.km", "n'importe quoi").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{refused}");
    assert_eq!(refused_body, wrong_password, "a pending invitation answers like a wrong password");

    let confirmed = app
        .post_json(
            "/api/auth/password-reset/confirm",
            &json!({ "token": token_of(invite_url), "password": "mon mot de passe" }),
        )
        .await;
    assert_eq!(confirmed.status(), StatusCode::NO_CONTENT);
    assert_eq!(login(&app, "modo@exemple.km", "mon mot de passe").await.0, StatusCode::OK);
    let (_, list) = send(admin.get(app.url("/api/admin/users?role=moderator"))).await;
    let listed = &list["users"][0];
    assert_eq!(list["users"].as_array().unwrap().len(), 1);
    assert_eq!(listed["invitation_pending"], false);
    assert!(listed["last_login_at"].as_str().is_some_and(|at| at.ends_with('Z')), "{listed}");
}

#[tokio::test]
async fn invitations_are_validated_and_work_without_smtp() {
    let app = TestApp::spawn().await;
    let (admin, _) = super_admin(&app, "chef@exemple.km").await;
    app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let invite = |body: Value| send(admin.post(app.url("/api/admin/users")).json(&body));

    let (status, taken) = invite(json!({ "email": "AWA@exemple.km", "full_name": "Awa", "role": "moderator" })).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(taken["error"]["message"], "Un compte existe déjà avec cette adresse e-mail.");
    let (status, bad) = invite(json!({ "email": "x", "full_name": " ", "role": "admin" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let fields = bad["error"]["fields"].as_object().unwrap();
    assert_eq!(fields.keys().collect::<Vec<_>>(), ["email", "full_name", "role"]);

    let (status, body) = invite(json!({ "email": "promo@exemple.km", "full_name": "Promo", "role": "promoter" })).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body["emailed"], false, "no SMTP: the link is for the super_admin to hand over");
    let base = format!("{}/reinitialiser-mot-de-passe/", app.base);
    assert!(body["invite_url"].as_str().unwrap().starts_with(&base), "the listening address without a public URL");
    let confirmed = app
        .post_json(
            "/api/auth/password-reset/confirm",
            &json!({ "token": token_of(body["invite_url"].as_str().unwrap()), "password": "mot de passe promo" }),
        )
        .await;
    assert_eq!(confirmed.status(), StatusCode::NO_CONTENT);
    assert_eq!(login(&app, "promo@exemple.km", "mot de passe promo").await.0, StatusCode::OK);
}

#[tokio::test]
async fn an_expired_invitation_is_refused_like_an_unknown_link() {
    let app = TestApp::spawn().await;
    let (admin, _) = super_admin(&app, "chef@exemple.km").await;
    let invitation = json!({ "email": "modo@exemple.km", "full_name": "Ali Modo", "role": "moderator" });
    let (status, body) = send(admin.post(app.url("/api/admin/users")).json(&invitation)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let expired = app
        .db()
        .execute("UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00Z' WHERE purpose = 'invitation'", [])
        .unwrap();
    assert_eq!(expired, 1);

    let confirm = |token: String| {
        let body = json!({ "token": token, "password": "mon mot de passe" });
        send(app.new_client().post(app.url("/api/auth/password-reset/confirm")).json(&body))
    };
    let (status, refused) = confirm(token_of(body["invite_url"].as_str().unwrap())).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(refused["error"]["code"], "validation");
    assert_eq!(confirm("0".repeat(64)).await.1, refused, "one answer for an expired invitation and an unknown link");
    assert_eq!(login(&app, "modo@exemple.km", "mon mot de passe").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_super_admin_makes_a_reset_link_by_hand() {
    let app = TestApp::spawn().await;
    let (admin, _) = super_admin(&app, "chef@exemple.km").await;
    let id = app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let (status, body) = send(admin.post(app.url(&format!("/api/admin/users/{id}/reset-link")))).await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(body["url"].as_str().unwrap().starts_with(&format!("{}/reinitialiser-mot-de-passe/", app.base)));
    let expires = time::OffsetDateTime::parse(
        body["expires_at"].as_str().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap();
    let lifetime = expires - time::OffsetDateTime::now_utc();
    assert!(lifetime > time::Duration::minutes(59) && lifetime <= time::Duration::hours(1), "{lifetime}");
    assert_eq!(send(admin.post(app.url("/api/admin/users/999999/reset-link"))).await.0, StatusCode::NOT_FOUND);
    patch_user(&app, &admin, id, json!({ "active": false })).await;
    let (status, body) = send(admin.post(app.url(&format!("/api/admin/users/{id}/reset-link")))).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
}

#[tokio::test]
async fn deactivation_refuses_sign_in_and_ends_open_sessions_at_once() {
    let sink = SmtpSink::start().await;
    let url = sink.url();
    let app = TestApp::spawn_with(move |config| config.smtp_url = Some(url)).await;
    let (admin, admin_id) = super_admin(&app, "chef@exemple.km").await;
    let id = app.create_user("modo@exemple.km", PASSWORD, "moderator");
    let phone = app.new_client();
    app.login(&phone, "modo@exemple.km", PASSWORD).await;
    let laptop = app.new_client();
    app.login(&laptop, "modo@exemple.km", PASSWORD).await;
    let sessions = |id: i64| -> i64 {
        app.db().query_row("SELECT count(*) FROM sessions WHERE user_id = ?1", [id], |row| row.get(0)).unwrap()
    };
    assert_eq!(sessions(id), 2, "each session names its account");

    let (status, body) = patch_user(&app, &admin, id, json!({ "active": false })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["user"]["active"], false);
    assert_eq!(sessions(id), 0);
    for client in [&phone, &laptop] {
        let refused = client.get(app.url("/api/admin/messages")).send().await.unwrap();
        assert_eq!(refused.status(), StatusCode::UNAUTHORIZED, "an open session is refused on its next request");
    }
    let (status, refused) = login(&app, "modo@exemple.km", PASSWORD).await;
    let (_, wrong_password) = login(&app, "chef@exemple.km", "pas le bon").await;
    assert_eq!((status, &refused), (StatusCode::UNAUTHORIZED, &wrong_password), "same answer as a wrong password");
    app.post_json("/api/auth/password-reset", &json!({ "email": "modo@exemple.km" })).await;
    assert!(sink.settle().await.is_empty(), "a deactivated account gets no reset link");

    let (status, body) = patch_user(&app, &admin, admin_id, json!({ "active": false })).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["error"]["message"], "Vous ne pouvez pas désactiver votre propre compte.");

    let (_, body) = patch_user(&app, &admin, id, json!({ "active": true })).await;
    assert_eq!(body["user"]["active"], true);
    assert_eq!(login(&app, "modo@exemple.km", PASSWORD).await.0, StatusCode::OK);
}

#[tokio::test]
async fn accounts_are_renamed_and_change_role_with_the_old_body_still_accepted() {
    let app = TestApp::spawn().await;
    let (admin, _) = super_admin(&app, "chef@exemple.km").await;
    let id = app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let (status, body) = patch_user(&app, &admin, id, json!({ "full_name": "  Awa Said  " })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (body["user"]["full_name"].as_str(), body["user"]["role"].as_str()),
        (Some("Awa Said"), Some("promoter"))
    );
    let (_, body) = patch_user(&app, &admin, id, json!({ "role": "moderator" })).await;
    assert_eq!(
        (body["user"]["full_name"].as_str(), body["user"]["role"].as_str()),
        (Some("Awa Said"), Some("moderator"))
    );
    let (status, body) = patch_user(&app, &admin, id, json!({ "full_name": "", "role": "chef" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["full_name"], "Le nom complet est requis.");
    assert!(body["error"]["fields"]["role"].as_str().unwrap().starts_with("Rôle inconnu"));
    assert_eq!(patch_user(&app, &admin, id, json!({ "active": "non" })).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(patch_user(&app, &admin, 999_999, json!({ "role": "promoter" })).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_list_shows_state_and_last_sign_in_and_filters_by_role() {
    let app = TestApp::spawn().await;
    let (admin, _) = super_admin(&app, "chef@exemple.km").await;
    app.create_user("modo@exemple.km", PASSWORD, "moderator");
    app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let (status, all) = send(admin.get(app.url("/api/admin/users"))).await;
    assert_eq!(status, StatusCode::OK);
    let emails = |list: &Value| -> Vec<String> {
        list["users"].as_array().unwrap().iter().map(|user| user["email"].as_str().unwrap().to_string()).collect()
    };
    assert_eq!(emails(&all), ["admin@localhost", "chef@exemple.km", "modo@exemple.km", "awa@exemple.km"]);
    let chef = &all["users"][1];
    assert!(chef["last_login_at"].is_string() && chef["active"] == true && chef["invitation_pending"] == false);
    assert!(all["users"][3]["last_login_at"].is_null(), "never signed in");
    let (_, admins) = send(admin.get(app.url("/api/admin/users?role=super_admin"))).await;
    assert_eq!(emails(&admins), ["admin@localhost", "chef@exemple.km"]);
    let (_, everyone) = send(admin.get(app.url("/api/admin/users?role="))).await;
    assert_eq!(emails(&everyone).len(), 4);
    assert_eq!(send(admin.get(app.url("/api/admin/users?role=chef"))).await.0, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_last_active_super_admin_can_be_neither_demoted_nor_deactivated() {
    let app = TestApp::spawn().await;
    retire_default_admin(&app);
    let (admin, id) = super_admin(&app, "chef@exemple.km").await;
    let (status, body) = patch_user(&app, &admin, id, json!({ "role": "moderator" })).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["error"]["message"], "Impossible de retirer le rôle du dernier super administrateur.");
    let other = app.create_user("adjoint@exemple.km", PASSWORD, "super_admin");
    let (status, _) = patch_user(&app, &admin, other, json!({ "active": false })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(patch_user(&app, &admin, id, json!({ "role": "moderator" })).await.0, StatusCode::CONFLICT);
    let (_, body) = patch_user(&app, &admin, other, json!({ "role": "promoter", "active": true })).await;
    assert_eq!(body["user"]["role"], "promoter");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_requests_never_leave_the_site_without_an_active_super_admin() {
    let app = TestApp::spawn().await;
    retire_default_admin(&app);
    let mut admins = Vec::new();
    for i in 0..4 {
        admins.push(super_admin(&app, &format!("chef{i}@exemple.km")).await);
    }
    let ids: Vec<i64> = admins.iter().map(|(_, id)| *id).collect();
    let mut requests = Vec::new();
    for (client, own) in &admins {
        for (n, target) in ids.iter().filter(|target| *target != own).enumerate() {
            let body = if n % 2 == 0 { json!({ "active": false }) } else { json!({ "role": "moderator" }) };
            let request = client.patch(app.url(&format!("/api/admin/users/{target}"))).json(&body);
            requests.push(tokio::spawn(async move { request.send().await.unwrap().status().as_u16() }));
        }
    }
    let mut counts: BTreeMap<u16, usize> = BTreeMap::new();
    for request in requests {
        *counts.entry(request.await.unwrap()).or_default() += 1;
    }
    let active_super_admins: i64 = app
        .db()
        .query_row("SELECT count(*) FROM users WHERE role = 'super_admin' AND active = 1", [], |row| row.get(0))
        .unwrap();
    assert_eq!(active_super_admins, 1, "{counts:?}");
    assert!(counts.keys().all(|status| [200, 401, 403, 409].contains(status)), "{counts:?}");
}
