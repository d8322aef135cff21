//! Forgotten passwords: answers that never tell whether an account exists, links
//! that work once and not after their hour, sessions ended by a reset, the rate
//! limits under parallel requests, and the e-mail itself through a local SMTP sink.

use crate::common;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use common::TestApp;
use common::smtp::{Received, SmtpSink};
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "ancien mot de passe";
const NEW_PASSWORD: &str = "nouveau mot de passe";
const PAGE: &str = "/reinitialiser-mot-de-passe/";

async fn ask_reset(app: &TestApp, email: &str) -> reqwest::Response {
    app.post_json("/api/auth/password-reset", &json!({ "email": email })).await
}

async fn confirm(app: &TestApp, token: &str, password: &str) -> (StatusCode, Value) {
    let response =
        app.post_json("/api/auth/password-reset/confirm", &json!({ "token": token, "password": password })).await;
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// The secret of the password link in a received e-mail's text.
fn token_in(mail: &Received) -> String {
    let text = mail.text();
    let start = text.find(PAGE).unwrap_or_else(|| panic!("no link in:\n{text}")) + PAGE.len();
    text[start..].chars().take_while(char::is_ascii_hexdigit).collect()
}

async fn signed_in(app: &TestApp, email: &str, password: &str) -> reqwest::Client {
    let client = app.new_client();
    app.login(&client, email, password).await;
    client
}

async fn me(app: &TestApp, client: &reqwest::Client) -> StatusCode {
    client.get(app.url("/api/auth/me")).send().await.unwrap().status()
}

#[tokio::test]
async fn known_and_unknown_addresses_get_the_same_answer_and_only_accounts_get_mail() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let inactive = app.create_user("parti@exemple.km", PASSWORD, "promoter");
    app.db().execute("UPDATE users SET active = 0 WHERE id = ?1", [inactive]).unwrap();

    let mut answers = Vec::new();
    for email in ["awa@exemple.km", "personne@exemple.km", "parti@exemple.km", " AWA@Exemple.km "] {
        let started = Instant::now();
        let response = ask_reset(&app, email).await;
        let elapsed = started.elapsed();
        let status = response.status();
        answers.push((status, response.text().await.unwrap()));
        assert!(elapsed < Duration::from_millis(500), "{email} answered in {elapsed:?}: no work before the answer");
    }
    assert!(answers.iter().all(|answer| *answer == (StatusCode::NO_CONTENT, String::new())), "{answers:?}");

    let mail = sink.wait_for(2).await;
    assert_eq!(sink.settle().await.len(), 2, "no mail for an unknown or deactivated address");
    assert!(mail.iter().all(|received| received.to == ["awa@exemple.km"]));
    let site = app.get_json("/api/site").await.1["settings"]["seo"]["title"].as_str().unwrap().to_string();
    let first = &mail[0];
    assert_eq!(first.subject(), format!("Réinitialisation de votre mot de passe — {site}"));
    let text = first.text();
    let link = format!("https://exemple.km{PAGE}{}", token_in(first));
    assert_eq!(token_in(first).len(), 64, "256 random bits");
    assert!(text.contains(&link), "{text}");
    assert!(text.contains("Bonjour Compte promoter,") && text.contains("valable une heure"), "{text}");
    let html = first.html();
    assert!(html.contains(&format!("href=\"{link}\"")) && html.contains(&site.replace('\'', "&#39;")), "{html}");
    assert_ne!(token_in(&mail[0]), token_in(&mail[1]));
    let stored: Vec<String> = app
        .db()
        .prepare("SELECT token_hash FROM account_tokens")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(stored.len(), 2);
    assert!(!stored.contains(&token_in(first)), "only hashes are stored");

    let malformed = ask_reset(&app, "pas une adresse").await;
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);
}

/// Equal timing by construction rather than by measurement: the answer leaves
/// before the account is looked up or any mail is sent, so a database that is busy
/// and a mail server that hangs cannot hold back the answer for a real account.
#[tokio::test]
async fn the_answer_leaves_before_the_link_is_issued_and_mailed() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    app.create_user("awa@exemple.km", PASSWORD, "promoter");
    sink.stall();
    let mut locked = app.db();
    let writer = locked.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).unwrap();

    let started = Instant::now();
    let answer = tokio::time::timeout(Duration::from_secs(3), ask_reset(&app, "awa@exemple.km"))
        .await
        .expect("answered while the database is locked and the mail server stalls");
    let elapsed = started.elapsed();
    assert_eq!(answer.status(), StatusCode::NO_CONTENT);
    assert!(elapsed < Duration::from_millis(300), "answered in {elapsed:?}");
    writer.commit().unwrap();

    for _ in 0..100 {
        if sink.held() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(sink.held(), 1, "the link was issued after the answer and its mail is on its way");
    assert!(sink.received().is_empty());
    sink.release();
    let mail = sink.wait_for(1).await;
    assert_eq!(mail.len(), 1, "the mail arrives once the server answers");
    assert_eq!(mail[0].to, ["awa@exemple.km"]);
}

#[tokio::test]
async fn a_link_sets_the_password_once_ends_every_session_and_kills_the_other_links() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    app.create_user("awa@exemple.km", PASSWORD, "moderator");
    let phone = signed_in(&app, "awa@exemple.km", PASSWORD).await;
    let laptop = signed_in(&app, "awa@exemple.km", PASSWORD).await;
    ask_reset(&app, "awa@exemple.km").await;
    ask_reset(&app, "awa@exemple.km").await;
    let mail = sink.wait_for(2).await;
    let (older, newer) = (token_in(&mail[0]), token_in(&mail[1]));

    let (status, _) = confirm(&app, &newer, NEW_PASSWORD).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(me(&app, &phone).await, StatusCode::UNAUTHORIZED, "every session ended");
    assert_eq!(me(&app, &laptop).await, StatusCode::UNAUTHORIZED);
    let stale = phone
        .post(app.url("/api/auth/login"))
        .json(&json!({ "email": "awa@exemple.km", "password": PASSWORD }))
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), StatusCode::UNAUTHORIZED, "the old password is gone");
    signed_in(&app, "awa@exemple.km", NEW_PASSWORD).await;

    let (used, used_body) = confirm(&app, &newer, "encore un autre").await;
    let (killed, killed_body) = confirm(&app, &older, "encore un autre").await;
    assert_eq!((used, killed), (StatusCode::BAD_REQUEST, StatusCode::BAD_REQUEST));
    assert_eq!(used_body["error"]["code"], "validation");
    assert_eq!(used_body, killed_body, "one answer for a used link and a killed one");
    assert_eq!(app.count("account_tokens"), 0);
}

#[tokio::test]
async fn unknown_used_and_expired_links_share_one_french_message() {
    let app = TestApp::spawn().await;
    let id = app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let admin = app.client_as("super_admin").await;
    let link = |admin: &reqwest::Client| {
        let url = app.url(&format!("/api/admin/users/{id}/reset-link"));
        let admin = admin.clone();
        async move {
            let body: Value = admin.post(url).send().await.unwrap().json().await.unwrap();
            body["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string()
        }
    };
    let expired = link(&admin).await;
    app.db().execute("UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00Z'", []).unwrap();
    let (status, expired_body) = confirm(&app, &expired, NEW_PASSWORD).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let message = expired_body["error"]["message"].as_str().unwrap().to_string();
    assert!(message.starts_with("Ce lien n'est plus valable"), "{message}");
    assert_eq!(confirm(&app, &"0".repeat(64), NEW_PASSWORD).await.1, expired_body, "unknown");
    assert_eq!(confirm(&app, "", NEW_PASSWORD).await.1, expired_body, "empty");

    let fresh = link(&admin).await;
    assert_eq!(confirm(&app, &fresh, NEW_PASSWORD).await.0, StatusCode::NO_CONTENT);
    assert_eq!(confirm(&app, &fresh, NEW_PASSWORD).await.1, expired_body, "used");
}

#[tokio::test]
async fn the_new_password_follows_the_registration_rules() {
    let app = TestApp::spawn().await;
    let id = app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let admin = app.client_as("super_admin").await;
    let body: Value =
        admin.post(app.url(&format!("/api/admin/users/{id}/reset-link"))).send().await.unwrap().json().await.unwrap();
    let token = body["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();
    let (status, short) = confirm(&app, &token, "court").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(short["error"]["fields"]["password"], "Le mot de passe doit contenir au moins 8 caractères.");
    let (_, missing) = confirm(&app, &token, "").await;
    assert_eq!(missing["error"]["fields"]["password"], "Le mot de passe est requis.");
    assert_eq!(confirm(&app, &token, &"x".repeat(129)).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(confirm(&app, &token, NEW_PASSWORD).await.0, StatusCode::NO_CONTENT, "a refusal does not use the link");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_parallel_uses_of_one_link_set_one_password() {
    let app = TestApp::spawn().await;
    let id = app.create_user("awa@exemple.km", PASSWORD, "promoter");
    let admin = app.client_as("super_admin").await;
    let body: Value =
        admin.post(app.url(&format!("/api/admin/users/{id}/reset-link"))).send().await.unwrap().json().await.unwrap();
    let token = body["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();
    let attempts = (0..4).map(|i| {
        let (client, url, token) = (app.new_client(), app.url("/api/auth/password-reset/confirm"), token.clone());
        tokio::spawn(async move {
            let password = format!("mot de passe numéro {i}");
            let response = client.post(url).json(&json!({ "token": token, "password": password })).send().await;
            (response.unwrap().status(), password)
        })
    });
    let mut winners = Vec::new();
    for attempt in attempts.collect::<Vec<_>>() {
        let (status, password) = attempt.await.unwrap();
        if status == StatusCode::NO_CONTENT {
            winners.push(password);
        } else {
            assert_eq!(status, StatusCode::BAD_REQUEST);
        }
    }
    assert_eq!(winners.len(), 1, "a link works once, even for simultaneous requests");
    signed_in(&app, "awa@exemple.km", &winners[0]).await;
}

async fn parallel_requests(app: &TestApp, from: &str, emails: Vec<String>) -> BTreeMap<u16, usize> {
    let requests = emails.into_iter().map(|email| {
        let request = app
            .client
            .post(app.url("/api/auth/password-reset"))
            .header("x-forwarded-for", from)
            .json(&json!({ "email": email }));
        tokio::spawn(async move { request.send().await.unwrap().status().as_u16() })
    });
    let mut counts = BTreeMap::new();
    for handle in requests.collect::<Vec<_>>() {
        *counts.entry(handle.await.unwrap()).or_default() += 1;
    }
    counts
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn requests_are_limited_per_address_and_per_email_under_parallel_requests() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    app.create_user("awa@exemple.km", PASSWORD, "promoter");

    let same_email = (0..12).map(|_| "awa@exemple.km".to_string()).collect();
    let counts = parallel_requests(&app, "203.0.113.1", same_email).await;
    assert_eq!(counts, BTreeMap::from([(204, 3), (429, 9)]), "3 an hour per e-mail address, whoever asks");
    let limited = app
        .client
        .post(app.url("/api/auth/password-reset"))
        .header("x-forwarded-for", "203.0.113.99")
        .json(&json!({ "email": "AWA@exemple.km" }))
        .send()
        .await
        .unwrap();
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS, "from another address too, in any letter case");
    assert!(limited.headers().contains_key("retry-after"));
    let body: Value = limited.json().await.unwrap();
    assert_eq!(body["error"]["code"], "rate_limited");

    let many_emails = (0..25).map(|i| format!("inconnu{i}@exemple.km")).collect();
    let counts = parallel_requests(&app, "203.0.113.2", many_emails).await;
    assert_eq!(counts, BTreeMap::from([(204, 10), (429, 15)]), "10 an hour per client address");
    assert_eq!(sink.settle().await.len(), 3, "one e-mail per accepted request for the real account");
}

#[tokio::test]
async fn without_smtp_nothing_is_issued_nor_sent() {
    let app = TestApp::spawn().await;
    app.create_user("awa@exemple.km", PASSWORD, "promoter");
    assert_eq!(ask_reset(&app, "awa@exemple.km").await.status(), StatusCode::NO_CONTENT);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(app.count("account_tokens"), 0);
}

#[tokio::test]
async fn the_cli_prints_a_link_and_sets_a_password_directly() {
    let app = TestApp::spawn().await;
    app.create_user("awa@exemple.km", PASSWORD, "moderator");
    let open_session = signed_in(&app, "awa@exemple.km", PASSWORD).await;
    let env = [("VITRINE_PUBLIC_URL", "https://exemple.km/")];

    let printed = common::vitrine_cli(&app.data_dir, &["user", "reset-link", "--email", "AWA@exemple.km"], None, &env);
    assert!(printed.status.success(), "{}", String::from_utf8_lossy(&printed.stderr));
    let url = String::from_utf8(printed.stdout).unwrap().trim().to_string();
    let token = url.strip_prefix(&format!("https://exemple.km{PAGE}")).unwrap_or_else(|| panic!("{url}"));
    assert!(String::from_utf8_lossy(&printed.stderr).contains("valable jusqu'au"));
    let without_public_url = common::vitrine_cli(
        &app.data_dir,
        &["user", "reset-link", "--email", "awa@exemple.km", "--addr", "0.0.0.0:9000"],
        None,
        &[],
    );
    assert!(String::from_utf8_lossy(&without_public_url.stdout).starts_with(&format!("http://localhost:9000{PAGE}")));
    assert_eq!(confirm(&app, token, NEW_PASSWORD).await.0, StatusCode::NO_CONTENT);
    assert_eq!(me(&app, &open_session).await, StatusCode::UNAUTHORIZED);

    let session = signed_in(&app, "awa@exemple.km", NEW_PASSWORD).await;
    let set = common::vitrine_cli(
        &app.data_dir,
        &["user", "set-password", "--email", "awa@exemple.km", "--password-stdin"],
        Some("choisi au terminal\n"),
        &[],
    );
    assert!(set.status.success(), "{}", String::from_utf8_lossy(&set.stderr));
    assert_eq!(me(&app, &session).await, StatusCode::UNAUTHORIZED, "its sessions ended");
    signed_in(&app, "awa@exemple.km", "choisi au terminal").await;

    let short = common::vitrine_cli(
        &app.data_dir,
        &["user", "set-password", "--email", "awa@exemple.km", "--password-stdin"],
        Some("court\n"),
        &[],
    );
    assert!(!short.status.success());
    let unknown = common::vitrine_cli(&app.data_dir, &["user", "reset-link", "--email", "x@exemple.km"], None, &[]);
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("Aucun compte pour x@exemple.km"));
}
