//! With SMTP, a self-registered promoter confirms the address by a mailed link
//! before submitting a dossier; a sign-up answer never tells whether the address
//! was taken, an unconfirmed account is taken over by the next sign-up, a
//! confirmed one is only told; resending is rate limited under parallel requests.

use crate::common;

use std::time::{Duration, Instant};

use common::TestApp;
use common::smtp::{Received, SmtpSink};
use reqwest::StatusCode;
use serde_json::{Value, json};

const PAGE: &str = "/confirmer-adresse/";
const DOSSIER: &str = "/api/dossiers";

async fn register(app: &TestApp, email: &str, password: &str, name: &str) -> (StatusCode, Value) {
    let body = json!({ "email": email, "password": password, "full_name": name });
    let response = app.new_client().post(app.url("/api/auth/register")).json(&body).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap())
}

/// The e-mails to `to` whose subject starts with `subject`, once `count` of them came (5 s at most).
async fn mails_to(sink: &SmtpSink, to: &str, subject: &str, count: usize) -> Vec<Received> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let found: Vec<Received> =
            sink.received().into_iter().filter(|mail| mail.to == [to] && mail.subject().starts_with(subject)).collect();
        if found.len() >= count || Instant::now() > deadline {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn token_in(mail: &Received) -> String {
    let text = mail.text();
    let start = text.find(PAGE).unwrap_or_else(|| panic!("no confirmation link in:\n{text}")) + PAGE.len();
    text[start..].chars().take_while(char::is_ascii_hexdigit).collect()
}

async fn confirm(app: &TestApp, token: &str) -> StatusCode {
    app.new_client()
        .post(app.url("/api/auth/confirm-email"))
        .json(&json!({ "token": token }))
        .send()
        .await
        .unwrap()
        .status()
}

async fn new_dossier(app: &TestApp, client: &reqwest::Client) -> (StatusCode, Value) {
    let body = json!({ "title": "Ferme solaire", "description": "Un projet d'énergie." });
    let response = client.post(app.url(DOSSIER)).json(&body).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_new_promoter_confirms_the_address_before_submitting_a_dossier() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let (status, body) = register(&app, "Awa@Exemple.km", "mot de passe solide", "Awa").await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body, json!({ "email": "awa@exemple.km", "confirmation_sent": true }));
    let mail = mails_to(&sink, "awa@exemple.km", "Confirmez votre adresse e-mail", 1).await;
    assert_eq!(mail.len(), 1);
    let text = mail[0].text();
    assert!(text.contains("https://exemple.km/confirmer-adresse/"), "{text}");
    assert!(text.contains("valable 48 heures"), "{text}");
    let first = token_in(&mail[0]);
    assert_eq!(first.len(), 64);

    let awa = app.new_client();
    app.login(&awa, "awa@exemple.km", "mot de passe solide").await;
    let me: Value = awa.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["user"]["email_confirmed"], false);
    let (status, refused) = new_dossier(&app, &awa).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let message = refused["error"]["message"].as_str().unwrap();
    assert!(message.starts_with("Confirmez d'abord votre adresse e-mail"), "{message}");
    assert!(message.contains("Renvoyer le lien"), "{message}");
    assert_eq!(app.count("dossiers"), 0);

    let resent = awa.post(app.url("/api/auth/confirm-email/resend")).send().await.unwrap();
    assert_eq!(resent.status(), StatusCode::NO_CONTENT);
    let mail = mails_to(&sink, "awa@exemple.km", "Confirmez votre adresse e-mail", 2).await;
    let second = token_in(&mail[1]);
    assert_ne!(first, second);

    let reset_page = app.new_client().get(app.url(&format!("{PAGE}{second}"))).send().await.unwrap();
    assert_eq!(reset_page.status(), StatusCode::OK, "the page is served");
    let me: Value = awa.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["user"]["email_confirmed"], false, "a GET confirms nothing");
    let as_password = app
        .post_json("/api/auth/password-reset/confirm", &json!({ "token": second, "password": "pris au passage" }))
        .await;
    assert_eq!(as_password.status(), StatusCode::BAD_REQUEST, "a confirmation link sets no password");

    assert_eq!(confirm(&app, &second).await, StatusCode::NO_CONTENT);
    assert_eq!(confirm(&app, &second).await, StatusCode::BAD_REQUEST, "single use");
    assert_eq!(confirm(&app, &first).await, StatusCode::BAD_REQUEST, "the other link went with it");
    assert_eq!(confirm(&app, "pas-un-lien").await, StatusCode::BAD_REQUEST);
    let me: Value = awa.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["user"]["email_confirmed"], true);
    assert_eq!(new_dossier(&app, &awa).await.0, StatusCode::CREATED);
}

#[tokio::test]
async fn an_expired_link_confirms_nothing() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    register(&app, "awa@exemple.km", "mot de passe solide", "Awa").await;
    let mail = mails_to(&sink, "awa@exemple.km", "Confirmez", 1).await;
    app.db().execute("UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00Z'", []).unwrap();
    assert_eq!(confirm(&app, &token_in(&mail[0])).await, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_owner_takes_an_unconfirmed_address_back_and_a_confirmed_one_is_only_told() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let (squatted, squatted_body) = register(&app, "awa@exemple.km", "mot de passe du squatteur", "Faux").await;
    let squatter = app.new_client();
    app.login(&squatter, "awa@exemple.km", "mot de passe du squatteur").await;

    let (owner, owner_body) = register(&app, "awa@exemple.km", "mot de passe d'Awa", "Awa").await;
    assert_eq!((squatted, owner), (StatusCode::CREATED, StatusCode::CREATED), "never a 409 with SMTP");
    assert_eq!(squatted_body, owner_body, "the same answer: nothing tells the address was taken");
    assert_eq!(app.count("users WHERE email = 'awa@exemple.km'"), 1);
    let me = squatter.get(app.url("/api/auth/me")).send().await.unwrap();
    assert_eq!(me.status(), StatusCode::UNAUTHORIZED, "the squatter's session ended");
    let retried = app
        .post_json("/api/auth/login", &json!({ "email": "awa@exemple.km", "password": "mot de passe du squatteur" }))
        .await;
    assert_eq!(retried.status(), StatusCode::UNAUTHORIZED);
    let mail = mails_to(&sink, "awa@exemple.km", "Confirmez", 2).await;
    assert_eq!(confirm(&app, &token_in(&mail[0])).await, StatusCode::BAD_REQUEST, "the squatter's link is dead");
    assert_eq!(confirm(&app, &token_in(&mail[1])).await, StatusCode::NO_CONTENT);
    let awa = app.new_client();
    app.login(&awa, "awa@exemple.km", "mot de passe d'Awa").await;
    let me: Value = awa.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["user"]["full_name"], "Awa");

    let (status, body) = register(&app, "awa@exemple.km", "nouvel essai du squatteur", "Encore").await;
    assert_eq!((status, body), (StatusCode::CREATED, owner_body), "still the same answer");
    let told = mails_to(&sink, "awa@exemple.km", "Vous avez déjà un compte", 1).await;
    assert_eq!(told.len(), 1);
    assert!(told[0].text().contains("https://exemple.km/mot-de-passe-oublie"), "{}", told[0].text());
    app.login(&app.new_client(), "awa@exemple.km", "mot de passe d'Awa").await;
    assert_eq!(new_dossier(&app, &awa).await.0, StatusCode::CREATED, "the owner keeps the account");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_sign_ups_make_one_account_and_resending_is_limited() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let sign_ups = (0..4).map(|n| {
        let request = app.new_client().post(app.url("/api/auth/register")).json(&json!({
            "email": "zaina@exemple.km", "password": format!("mot de passe {n}"), "full_name": "Zaina"
        }));
        tokio::spawn(async move { request.send().await.unwrap().status() })
    });
    for sign_up in sign_ups.collect::<Vec<_>>() {
        assert_eq!(sign_up.await.unwrap(), StatusCode::CREATED);
    }
    assert_eq!(app.count("users WHERE email = 'zaina@exemple.km'"), 1);
    let links = mails_to(&sink, "zaina@exemple.km", "Confirmez", 3).await.len();
    assert_eq!(links, 3, "at most 3 sign-up mails an hour to one address");

    app.db()
        .execute(
            "UPDATE users SET password_hash = ?1 WHERE email = 'zaina@exemple.km'",
            [vitrine::auth::password::hash("mot de passe solide").unwrap()],
        )
        .unwrap();
    let zaina = app.new_client();
    app.login(&zaina, "zaina@exemple.km", "mot de passe solide").await;
    let resends = (0..4).map(|_| {
        let request = zaina.post(app.url("/api/auth/confirm-email/resend"));
        tokio::spawn(async move { request.send().await.unwrap() })
    });
    for resend in resends.collect::<Vec<_>>() {
        let response = resend.await.unwrap();
        assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
        assert!(response.headers().contains_key("retry-after"));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(mails_to(&sink, "zaina@exemple.km", "Confirmez", 4).await.len(), 3, "no fourth link");
}

#[tokio::test]
async fn without_smtp_a_new_account_submits_at_once() {
    let app = TestApp::spawn().await;
    let (status, body) = register(&app, "awa@exemple.km", "mot de passe solide", "Awa").await;
    assert_eq!((status, body["confirmation_sent"].clone()), (StatusCode::CREATED, json!(false)));
    let awa = app.new_client();
    app.login(&awa, "awa@exemple.km", "mot de passe solide").await;
    assert_eq!(new_dossier(&app, &awa).await.0, StatusCode::CREATED);
    assert_eq!(register(&app, "awa@exemple.km", "autre mot de passe", "Autre").await.0, StatusCode::CONFLICT);
}
