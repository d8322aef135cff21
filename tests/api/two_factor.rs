//! Staff two-factor sign-in: set-up from the profile, the two-step login, wrong and
//! replayed codes, single-use recovery codes, the rate limit under parallel attempts,
//! the site-wide requirement, and `vitrine user reset-2fa`.

use crate::common;

use common::TestApp;
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use vitrine::auth::totp::{code_at, now_step};

const PASSWORD: &str = "mot de passe de test";

/// The key the set-up shows for typing by hand, as bytes (RFC 4648 base32).
fn decode_base32(text: &str) -> Vec<u8> {
    let (mut buffer, mut bits, mut out) = (0u32, 0u32, Vec::new());
    for c in text.bytes() {
        let value = match c {
            b'A'..=b'Z' => c - b'A',
            b'2'..=b'7' => c - b'2' + 26,
            _ => panic!("not base32: {text}"),
        };
        buffer = (buffer << 5) | u32::from(value);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    out
}

/// A six-digit code that is none of the codes the server accepts now.
fn wrong_code(secret: &[u8]) -> String {
    let step = now_step();
    let accepted: Vec<String> = (step - 2..=step + 2).map(|step| code_at(secret, step)).collect();
    (0..10).map(|n| format!("00000{n}")).find(|code| !accepted.contains(code)).unwrap()
}

async fn post(app: &TestApp, client: &Client, path: &str, body: Value) -> (StatusCode, Value) {
    let response = client.post(app.url(path)).json(&body).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn get(app: &TestApp, client: &Client, path: &str) -> (StatusCode, Value) {
    let response = client.get(app.url(path)).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// A signed-in staff account of `role` with two-factor sign-in on: its client, secret and recovery codes.
async fn enabled_account(app: &TestApp, email: &str, role: &str) -> (Client, Vec<u8>, Vec<String>) {
    app.create_user(email, PASSWORD, role);
    let client = app.new_client();
    app.login(&client, email, PASSWORD).await;
    let (secret, codes) = enable(app, &client).await;
    (client, secret, codes)
}

/// Sets up two-factor sign-in for the signed-in `client`; its secret and recovery codes.
async fn enable(app: &TestApp, client: &Client) -> (Vec<u8>, Vec<String>) {
    let (status, setup) = post(app, client, "/api/profile/two-factor/setup", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{setup}");
    let secret = decode_base32(setup["secret"].as_str().unwrap());
    let (status, confirmed) =
        post(app, client, "/api/profile/two-factor/confirm", json!({ "code": code_at(&secret, now_step()) })).await;
    assert_eq!(status, StatusCode::OK, "{confirmed}");
    let codes = confirmed["recovery_codes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().into()).collect();
    (secret, codes)
}

fn session_cookie(response: &reqwest::Response) -> Option<String> {
    response.cookies().find(|cookie| cookie.name() == "vitrine_session").map(|cookie| cookie.value().to_string())
}

/// Signs out, then gives the password: the answer must ask for the second step.
async fn password_step(app: &TestApp, client: &Client, email: &str) {
    client.post(app.url("/api/auth/logout")).send().await.unwrap();
    let (status, body) = post(app, client, "/api/auth/login", json!({ "email": email, "password": PASSWORD })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({ "two_factor_pending": true, "expires_in_seconds": 300 }));
}

#[tokio::test]
async fn set_up_then_sign_in_in_two_steps_with_single_use_codes() {
    let app = TestApp::spawn().await;
    let email = "awa@exemple.km";
    app.create_user(email, PASSWORD, "moderator");
    let client = app.new_client();
    app.login(&client, email, PASSWORD).await;
    assert_eq!(get(&app, &client, "/api/profile/two-factor").await.1["enabled"], false);

    let (status, setup) = post(&app, &client, "/api/profile/two-factor/setup", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let secret = decode_base32(setup["secret"].as_str().unwrap());
    assert_eq!(secret.len(), 20, "160 bits");
    let stored: Vec<u8> = app.db().query_row("SELECT secret FROM staff_two_factor", [], |row| row.get(0)).unwrap();
    assert_eq!(stored, secret);
    let uri = setup["otpauth_uri"].as_str().unwrap();
    assert!(uri.starts_with("otpauth://totp/"), "{uri}");
    assert!(uri.contains(&format!(":{email}?secret={}&issuer=", setup["secret"].as_str().unwrap())), "{uri}");
    assert!(uri.ends_with("&algorithm=SHA1&digits=6&period=30"), "{uri}");
    assert!(setup["qr_svg"].as_str().unwrap().contains("<svg"));

    let (status, body) =
        post(&app, &client, "/api/profile/two-factor/confirm", json!({ "code": wrong_code(&secret) })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["code"], "Code incorrect ou déjà utilisé.");
    let first = now_step();
    let (status, confirmed) =
        post(&app, &client, "/api/profile/two-factor/confirm", json!({ "code": code_at(&secret, first) })).await;
    assert_eq!(status, StatusCode::OK);
    let codes: Vec<String> =
        confirmed["recovery_codes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().into()).collect();
    assert_eq!(codes.len(), 10);
    let hashes: Vec<String> = app
        .db()
        .prepare("SELECT code_hash FROM staff_recovery_codes")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(hashes.len(), 10);
    assert!(codes.iter().all(|code| !hashes.contains(code)), "only hashes are stored");
    let status = get(&app, &client, "/api/profile/two-factor").await.1;
    assert_eq!((status["enabled"].clone(), status["recovery_codes_left"].clone()), (json!(true), json!(10)));
    let (status, _) = post(&app, &client, "/api/profile/two-factor/setup", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "an enabled set-up is not replaced");

    // The password alone signs no one in.
    client.post(app.url("/api/auth/logout")).send().await.unwrap();
    let response = client
        .post(app.url("/api/auth/login"))
        .json(&json!({ "email": email, "password": PASSWORD }))
        .send()
        .await
        .unwrap();
    let pending_session = session_cookie(&response);
    assert_eq!(response.json::<Value>().await.unwrap()["two_factor_pending"], true);
    assert_eq!(get(&app, &client, "/api/auth/me").await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(get(&app, &client, "/api/admin/stats").await.0, StatusCode::UNAUTHORIZED);
    let (status, body) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": wrong_code(&secret) })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["error"]["message"], "Code incorrect ou déjà utilisé.");
    let (status, body) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": code_at(&secret, first) })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the code that confirmed the set-up is spent: {body}");
    let next = code_at(&secret, first + 1);
    let response = client.post(app.url("/api/auth/login/2fa")).json(&json!({ "code": next })).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let renewed = session_cookie(&response).expect("a new session cookie");
    assert_ne!(Some(renewed), pending_session, "the session id changes when the sign-in completes");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["user"]["email"], email);
    assert_eq!(get(&app, &client, "/api/admin/stats").await.0, StatusCode::OK);

    // The same code again, on a new sign-in: replay refused.
    password_step(&app, &client, email).await;
    let (status, _) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": next })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // A recovery code signs in once.
    let recovery = codes[3].to_uppercase().replace('-', " ");
    let (status, body) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": recovery })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(get(&app, &client, "/api/profile/two-factor").await.1["recovery_codes_left"], 9);
    password_step(&app, &client, email).await;
    let (status, _) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": codes[3] })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "a used recovery code cannot serve again");
    let (status, _) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": codes[4] })).await;
    assert_eq!(status, StatusCode::OK);

    // A second step without a first one.
    let stranger = app.new_client();
    let (status, body) = post(&app, &stranger, "/api/auth/login/2fa", json!({ "code": codes[5] })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(body["error"]["message"].as_str().unwrap().contains("expiré"));
}

#[tokio::test]
async fn the_second_step_expires_five_minutes_after_the_password() {
    let app = TestApp::spawn().await;
    let email = "lente@exemple.km";
    let (client, secret, _) = enabled_account(&app, email, "moderator").await;
    password_step(&app, &client, email).await;
    let marked = app
        .db()
        .execute(
            r#"UPDATE sessions SET data = json_set(CAST(data AS TEXT), '$."vitrine.two_factor_pending".until',
                      CAST(strftime('%s', 'now') AS INTEGER))
               WHERE json_extract(CAST(data AS TEXT), '$."vitrine.two_factor_pending".user_id') IS NOT NULL"#,
            [],
        )
        .unwrap();
    assert_eq!(marked, 1, "the session holds the pending sign-in");
    let (status, body) =
        post(&app, &client, "/api/auth/login/2fa", json!({ "code": code_at(&secret, now_step() + 1) })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(body["error"]["message"].as_str().unwrap().contains("expiré"), "{body}");
    assert_eq!(get(&app, &client, "/api/auth/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_same_code_raced_twice_signs_in_once() {
    let app = TestApp::spawn().await;
    let email = "course@exemple.km";
    let (_, secret, _) = enabled_account(&app, email, "super_admin").await;
    let (first, second) = (app.new_client(), app.new_client());
    for client in [&first, &second] {
        password_step(&app, client, email).await;
    }
    let code = code_at(&secret, now_step() + 1);
    let (a, b) = tokio::join!(
        post(&app, &first, "/api/auth/login/2fa", json!({ "code": code })),
        post(&app, &second, "/api/auth/login/2fa", json!({ "code": code })),
    );
    let mut statuses = [a.0, b.0];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::UNAUTHORIZED]);
}

#[tokio::test]
async fn wrong_codes_in_parallel_are_limited_like_passwords() {
    let app = TestApp::spawn().await;
    let email = "devine@exemple.km";
    let (client, secret, _) = enabled_account(&app, email, "moderator").await;
    password_step(&app, &client, email).await;
    let wrong = wrong_code(&secret);
    let handles: Vec<_> = (0..30)
        .map(|_| {
            let request = client.post(app.url("/api/auth/login/2fa")).json(&json!({ "code": wrong }));
            tokio::spawn(async move { request.send().await.unwrap().status() })
        })
        .collect();
    let mut statuses = Vec::new();
    for handle in handles {
        statuses.push(handle.await.unwrap());
    }
    let refused = statuses.iter().filter(|s| **s == StatusCode::UNAUTHORIZED).count();
    let limited = statuses.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count();
    assert!(refused <= 5, "{statuses:?}");
    assert_eq!(refused + limited, 30, "{statuses:?}");
    // The limit holds the account, whichever browser asks: the right code waits too.
    let other = app.new_client();
    password_step(&app, &other, email).await;
    let (status, _) = post(&app, &other, "/api/auth/login/2fa", json!({ "code": code_at(&secret, now_step()) })).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn disabling_needs_the_password_and_a_code_and_new_recovery_codes_replace_the_old() {
    let app = TestApp::spawn().await;
    let email = "salma@exemple.km";
    let (client, secret, codes) = enabled_account(&app, email, "moderator").await;
    let (status, _) = post(&app, &client, "/api/profile/two-factor/recovery-codes", json!({ "code": "abc" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, fresh) =
        post(&app, &client, "/api/profile/two-factor/recovery-codes", json!({ "code": codes[0] })).await;
    assert_eq!(status, StatusCode::OK);
    let fresh: Vec<String> =
        fresh["recovery_codes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().into()).collect();
    assert_eq!(fresh.len(), 10);
    password_step(&app, &client, email).await;
    let (status, _) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": codes[1] })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the old codes are gone");
    let (status, _) = post(&app, &client, "/api/auth/login/2fa", json!({ "code": fresh[0] })).await;
    assert_eq!(status, StatusCode::OK);

    let code = code_at(&secret, now_step() + 1);
    let (status, body) =
        post(&app, &client, "/api/profile/two-factor/disable", json!({ "password": "pas le bon", "code": code })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["fields"]["password"].is_string());
    let (status, body) = post(
        &app,
        &client,
        "/api/profile/two-factor/disable",
        json!({ "password": PASSWORD, "code": wrong_code(&secret) }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["fields"]["code"].is_string());
    let (status, _) =
        post(&app, &client, "/api/profile/two-factor/disable", json!({ "password": PASSWORD, "code": code })).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.count("staff_two_factor") + app.count("staff_recovery_codes"), 0);
    client.post(app.url("/api/auth/logout")).send().await.unwrap();
    let (status, body) = post(&app, &client, "/api/auth/login", json!({ "email": email, "password": PASSWORD })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["user"]["email"], email, "the password alone signs in again");
}

#[tokio::test]
async fn promoters_cannot_enable_two_factor_sign_in() {
    let app = TestApp::spawn().await;
    let promoter = app.client_as("promoter").await;
    for path in ["/api/profile/two-factor/setup", "/api/profile/two-factor/confirm"] {
        let (status, _) = post(&app, &promoter, path, json!({ "code": "123456" })).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
    }
    assert_eq!(get(&app, &promoter, "/api/profile/two-factor").await.0, StatusCode::FORBIDDEN);
    assert_eq!(app.count("staff_two_factor"), 0);
}

#[tokio::test]
async fn the_requirement_holds_staff_back_until_they_set_it_up() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let moderator = app.client_as("moderator").await;
    let promoter = app.client_as("promoter").await;
    assert_eq!(get(&app, &admin, "/api/admin/security").await.1, json!({ "require_two_factor": false }));
    let response =
        admin.put(app.url("/api/admin/security")).json(&json!({ "require_two_factor": true })).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);

    for (client, path) in [
        (&moderator, "/api/admin/stats"),
        (&moderator, "/api/dossiers"),
        (&moderator, "/api/admin/messages"),
        (&moderator, "/api/profile"),
        (&admin, "/api/admin/users"),
        (&admin, "/api/admin/security"),
    ] {
        let (status, body) = get(&app, client, path).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
        assert_eq!(body["error"]["code"], "two_factor_required", "{path}");
        assert!(body["error"]["message"].as_str().unwrap().contains("double authentification"));
    }
    let (status, me) = get(&app, &moderator, "/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["two_factor_setup_required"], true);
    assert_eq!(get(&app, &promoter, "/api/dossiers").await.0, StatusCode::OK, "promoters are not concerned");
    assert!(get(&app, &promoter, "/api/auth/me").await.1.get("two_factor_setup_required").is_none());
    let (status, state) = get(&app, &moderator, "/api/profile/two-factor").await;
    assert_eq!((status, state["required"].clone()), (StatusCode::OK, json!(true)));

    // The super_admin who turned it on is not locked out: he sets it up and is back.
    enable(&app, &admin).await;
    assert_eq!(get(&app, &admin, "/api/admin/users").await.0, StatusCode::OK);
    assert!(get(&app, &admin, "/api/auth/me").await.1.get("two_factor_setup_required").is_none());
    enable(&app, &moderator).await;
    assert_eq!(get(&app, &moderator, "/api/admin/stats").await.0, StatusCode::OK);
    assert_eq!(get(&app, &moderator, "/api/dossiers").await.0, StatusCode::OK);

    let response =
        admin.put(app.url("/api/admin/security")).json(&json!({ "require_two_factor": false })).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let fresh = app.client_as("moderator").await;
    assert_eq!(get(&app, &fresh, "/api/admin/stats").await.0, StatusCode::OK);
}

#[tokio::test]
async fn reset_2fa_from_the_command_line_removes_it_and_ends_the_sessions() {
    let app = TestApp::spawn().await;
    let email = "proprio@exemple.km";
    let (client, _, _) = enabled_account(&app, email, "super_admin").await;
    let list = common::vitrine_cli(&app.data_dir, &["user", "list"], None, &[]);
    let listed = String::from_utf8_lossy(&list.stdout);
    let line = listed.lines().find(|line| line.contains(email)).unwrap();
    assert!(line.contains(" oui "), "{line}");

    let output = common::vitrine_cli(&app.data_dir, &["user", "reset-2fa", "--email", "PROPRIO@exemple.km"], None, &[]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let printed = String::from_utf8_lossy(&output.stdout);
    assert!(printed.contains("Double authentification de proprio@exemple.km supprimée"), "{printed}");
    assert_eq!(app.count("staff_two_factor") + app.count("staff_recovery_codes"), 0);
    assert_eq!(get(&app, &client, "/api/auth/me").await.0, StatusCode::UNAUTHORIZED, "its sessions are over");
    let (status, body) = post(&app, &client, "/api/auth/login", json!({ "email": email, "password": PASSWORD })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["user"]["email"], email);

    let unknown =
        common::vitrine_cli(&app.data_dir, &["user", "reset-2fa", "--email", "personne@exemple.km"], None, &[]);
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("Aucun compte pour personne@exemple.km"));
}
