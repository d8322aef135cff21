//! The newsletter's public side: double opt-in in the subscriber's language, the same
//! empty 202 whatever the address's state, the honeypot, rate limits under parallel
//! requests, the one-click unsubscribe without cookie or Origin, and the pages a mail
//! links to, which change nothing when opened and work without JavaScript.

use crate::common;

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use common::TestApp;
use common::smtp::{Received, SmtpSink};
use reqwest::StatusCode;
use serde_json::{Value, json};

pub(crate) const PUBLIC_URL: &str = "https://exemple.km";
const CONFIRMATION: &str = "/newsletter/confirmation/";
const SUBSCRIBE: &str = "/api/newsletter/subscribe";

/// Which languages the site speaks besides French, set before any page is drawn.
pub(crate) fn set_languages(app: &TestApp, languages: &str) {
    app.db()
        .execute("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('languages', ?1)", [languages])
        .unwrap();
}

/// A client without cookies whose requests leave from 127.0.0.`n`: another visitor.
pub(crate) fn visitor(n: u8) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(IpAddr::from([127, 0, 0, n]))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

async fn subscribe_from(app: &TestApp, client: &reqwest::Client, body: Value) -> (StatusCode, String) {
    let response = client.post(app.url(SUBSCRIBE)).json(&body).send().await.unwrap();
    let status = response.status();
    (status, response.text().await.unwrap())
}

async fn subscribe(app: &TestApp, body: Value) -> (StatusCode, String) {
    subscribe_from(app, &app.client, body).await
}

/// The e-mails to `to`, once `count` of them came (5 s at most).
pub(crate) async fn mails_to(sink: &SmtpSink, to: &str, count: usize) -> Vec<Received> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let found: Vec<Received> = sink.received().into_iter().filter(|mail| mail.to == [to]).collect();
        if found.len() >= count || Instant::now() > deadline {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub(crate) fn confirmation_token(mail: &Received) -> String {
    let text = mail.text();
    let start =
        text.find(CONFIRMATION).unwrap_or_else(|| panic!("no confirmation link in:\n{text}")) + CONFIRMATION.len();
    text[start..].chars().take_while(char::is_ascii_hexdigit).collect()
}

/// The path of the mail's one-click unsubscribe, from its `List-Unsubscribe` header.
fn unsubscribe_path(mail: &Received) -> String {
    let header = mail.header("List-Unsubscribe").expect("a List-Unsubscribe header");
    let url = header.strip_prefix('<').and_then(|rest| rest.strip_suffix('>')).expect("an address in <>");
    url.strip_prefix(PUBLIC_URL).expect("on the public URL").to_string()
}

fn secret_of(path: &str) -> String {
    path.rsplit('/').next().unwrap().to_string()
}

async fn confirm(app: &TestApp, token: &str) -> (StatusCode, Value) {
    let response = reqwest::Client::new()
        .post(app.url("/api/newsletter/confirm"))
        .json(&json!({ "token": token }))
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub(crate) fn state_of(app: &TestApp, email: &str) -> Option<(String, String)> {
    app.db()
        .query_row("SELECT status, lang FROM newsletter_subscribers WHERE email = ?1", [email], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })
        .ok()
}

fn status_of(app: &TestApp, email: &str) -> String {
    state_of(app, email).expect("a subscriber").0
}

pub(crate) fn tally(statuses: impl IntoIterator<Item = StatusCode>) -> BTreeMap<u16, usize> {
    let mut counts = BTreeMap::new();
    for status in statuses {
        *counts.entry(status.as_u16()).or_insert(0) += 1;
    }
    counts
}

#[tokio::test]
async fn a_subscriber_confirms_once_by_the_link_mailed_in_his_language() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    set_languages(&app, r#"{"en":true,"ar":false}"#);
    assert_eq!(
        subscribe(&app, json!({ "email": "Awa@Exemple.km", "lang": "en" })).await,
        (StatusCode::ACCEPTED, String::new())
    );
    let mail = mails_to(&sink, "awa@exemple.km", 1).await;
    assert_eq!(mail.len(), 1);
    assert!(mail[0].subject().starts_with("Confirm your subscription"), "{}", mail[0].subject());
    assert!(mail[0].html().contains("<html lang=\"en\""));
    let text = mail[0].text();
    assert!(text.contains("https://exemple.km/en/newsletter/confirmation/") && text.contains("48 hours"), "{text}");
    assert_eq!(mail[0].header("List-Unsubscribe-Post").as_deref(), Some("List-Unsubscribe=One-Click"));
    let token = confirmation_token(&mail[0]);
    assert_eq!(token.len(), 64);
    assert_eq!(state_of(&app, "awa@exemple.km"), Some(("pending".into(), "en".into())));
    let consent: String =
        app.db().query_row("SELECT consent FROM newsletter_subscribers", [], |row| row.get(0)).unwrap();
    assert!(consent.starts_with("I agree to receive the new articles"), "{consent}");

    let with_query = format!("/api/newsletter/confirm?token={token}");
    for path in ["/api/newsletter/confirm", with_query.as_str()] {
        assert_eq!(app.get(path).await.status(), StatusCode::METHOD_NOT_ALLOWED, "{path}");
    }
    assert_eq!(status_of(&app, "awa@exemple.km"), "pending", "a GET confirms nothing");

    assert_eq!(confirm(&app, &token).await.0, StatusCode::NO_CONTENT);
    assert_eq!(status_of(&app, "awa@exemple.km"), "confirmed");
    let confirmed_at: Option<String> =
        app.db().query_row("SELECT confirmed_at FROM newsletter_subscribers", [], |row| row.get(0)).unwrap();
    assert!(confirmed_at.is_some());
    let (status, used) = confirm(&app, &token).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "single use");
    assert_eq!(used["error"]["code"], "validation");
    assert!(used["error"]["message"].as_str().unwrap().starts_with("Ce lien n'est plus valable"), "{used}");
    assert_eq!(confirm(&app, "pas-un-lien").await.0, StatusCode::BAD_REQUEST, "unknown");

    assert_eq!(subscribe(&app, json!({ "email": "ali@exemple.km", "lang": "ar" })).await.0, StatusCode::ACCEPTED);
    let mail = mails_to(&sink, "ali@exemple.km", 1).await;
    assert!(mail[0].subject().starts_with("Confirmez votre inscription"), "the site speaks no Arabic: French");
    assert!(mail[0].text().contains("https://exemple.km/newsletter/confirmation/"));
    assert_eq!(state_of(&app, "ali@exemple.km"), Some(("pending".into(), "fr".into())));
    app.db().execute("UPDATE newsletter_tokens SET expires_at = '2000-01-01T00:00:00Z'", []).unwrap();
    assert_eq!(confirm(&app, &confirmation_token(&mail[0])).await.0, StatusCode::BAD_REQUEST, "expired");
    assert_eq!(status_of(&app, "ali@exemple.km"), "pending");
}

#[tokio::test]
async fn every_state_of_an_address_gets_the_same_empty_202() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    // Three requests an hour per address: Awa goes new, pending then confirmed; Ali leaves and comes back.
    let (awa, ali) = (json!({ "email": "awa@exemple.km" }), json!({ "email": "ali@exemple.km" }));
    let mut answers = Vec::new();
    answers.push(subscribe_from(&app, &visitor(11), awa.clone()).await);
    let first = mails_to(&sink, "awa@exemple.km", 1).await;
    answers.push(subscribe_from(&app, &visitor(12), awa.clone()).await);
    let pending = mails_to(&sink, "awa@exemple.km", 2).await;
    assert_eq!(pending.len(), 2, "a pending address gets a new link");
    assert_eq!(confirm(&app, &confirmation_token(&pending[1])).await.0, StatusCode::NO_CONTENT);
    assert_eq!(confirm(&app, &confirmation_token(&first[0])).await.0, StatusCode::BAD_REQUEST, "went with the other");
    answers.push(subscribe_from(&app, &visitor(13), awa.clone()).await);

    subscribe_from(&app, &visitor(14), ali.clone()).await;
    let unsubscribe = unsubscribe_path(&mails_to(&sink, "ali@exemple.km", 1).await[0]);
    assert_eq!(reqwest::Client::new().post(app.url(&unsubscribe)).send().await.unwrap().status(), StatusCode::OK);
    assert_eq!(status_of(&app, "ali@exemple.km"), "unsubscribed");
    answers.push(subscribe_from(&app, &visitor(15), ali.clone()).await);
    assert!(answers.iter().all(|answer| *answer == (StatusCode::ACCEPTED, String::new())), "{answers:?}");

    assert_eq!(mails_to(&sink, "ali@exemple.km", 2).await.len(), 2, "a new link once unsubscribed");
    assert_eq!(status_of(&app, "ali@exemple.km"), "pending");
    let mails = sink.settle().await;
    assert_eq!(mails.len(), 4, "nothing to a confirmed address, nothing but links to the others");
    assert!(mails.iter().all(|mail| mail.subject().starts_with("Confirmez votre inscription")));

    let (status, body) = subscribe_from(&app, &visitor(16), json!({ "email": "pas une adresse" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(body["error"]["code"], "validation");
    assert_eq!(body["error"]["fields"]["email"], "L'adresse e-mail n'est pas valide.");
    let (status, body) = subscribe_from(&app, &visitor(16), json!({ "lang": "fr" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(app.count("newsletter_subscribers"), 2);
}

#[tokio::test]
async fn a_filled_honeypot_is_accepted_and_dropped() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let robot = json!({ "email": "robot@exemple.km", "website": "https://spam.example" });
    assert_eq!(subscribe(&app, robot).await, (StatusCode::ACCEPTED, String::new()));
    assert_eq!(app.count("newsletter_subscribers"), 0);
    assert_eq!(app.count("newsletter_tokens"), 0);
    assert!(sink.settle().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_subscriptions_from_one_address_get_five_answers() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let client = visitor(21);
    let requests: Vec<_> = (0..20)
        .map(|n| {
            let request = client.post(app.url(SUBSCRIBE)).json(&json!({ "email": format!("p{n}@exemple.km") }));
            tokio::spawn(request.send())
        })
        .collect();
    let mut answers: Vec<reqwest::Response> = Vec::new();
    for request in requests {
        answers.push(request.await.unwrap().unwrap());
    }
    assert!(
        answers
            .iter()
            .filter(|answer| answer.status() == StatusCode::TOO_MANY_REQUESTS)
            .all(|answer| answer.headers().contains_key("retry-after"))
    );
    assert_eq!(tally(answers.iter().map(reqwest::Response::status)), BTreeMap::from([(202, 5), (429, 15)]));
    assert_eq!(app.count("newsletter_subscribers"), 5);
    assert_eq!(sink.wait_for(5).await.len(), 5);
    let (status, body) = subscribe_from(&app, &client, json!({ "email": "encore@exemple.km" })).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(body["error"]["code"], "rate_limited");
    assert!(body["error"]["message"].as_str().unwrap().starts_with("Trop de demandes d'inscription"), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_subscriptions_of_one_mailbox_mail_it_three_links() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let requests: Vec<_> = (0..20)
        .map(|n| {
            let request = visitor(30 + n).post(app.url(SUBSCRIBE)).json(&json!({ "email": "cible@exemple.km" }));
            tokio::spawn(request.send())
        })
        .collect();
    let mut statuses = Vec::new();
    for request in requests {
        statuses.push(request.await.unwrap().unwrap().status());
    }
    assert_eq!(tally(statuses), BTreeMap::from([(202, 3), (429, 17)]));
    assert_eq!(sink.wait_for(3).await.len(), 3);
    assert_eq!(sink.settle().await.len(), 3, "one link per accepted request, no more");
    assert_eq!(app.count("newsletter_subscribers"), 1);
}

#[tokio::test]
async fn one_click_unsubscribe_works_without_cookie_or_origin_and_twice() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    subscribe(&app, json!({ "email": "awa@exemple.km" })).await;
    let mail = mails_to(&sink, "awa@exemple.km", 1).await;
    assert_eq!(confirm(&app, &confirmation_token(&mail[0])).await.0, StatusCode::NO_CONTENT);
    let path = unsubscribe_path(&mail[0]);
    assert!(path.starts_with("/api/newsletter/unsubscribe/") && secret_of(&path).len() == 64, "{path}");

    let opened = app.get(&path).await;
    assert_eq!(opened.status(), StatusCode::SEE_OTHER, "a client opening the address in a browser gets the page");
    let page = format!("/newsletter/desinscription/{}", secret_of(&path));
    assert_eq!(opened.headers()["location"], page.as_str());
    assert_eq!(status_of(&app, "awa@exemple.km"), "confirmed", "a GET unsubscribes nobody");
    let one_click = || {
        reqwest::Client::new()
            .post(app.url(&path))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
    };
    let first = one_click().send().await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    assert!(first.headers().get("set-cookie").is_none());
    assert_eq!(status_of(&app, "awa@exemple.km"), "unsubscribed");
    assert_eq!(one_click().send().await.unwrap().status(), StatusCode::OK, "idempotent");
    let webmail = one_click().header("origin", "https://webmail.example").send().await.unwrap();
    assert_eq!(webmail.status(), StatusCode::OK, "a webmail's own origin is no reason to refuse");
    assert_eq!(status_of(&app, "awa@exemple.km"), "unsubscribed");
    let unknown = reqwest::Client::new().post(app.url("/api/newsletter/unsubscribe/inconnu")).send().await.unwrap();
    assert_eq!(unknown.status(), StatusCode::OK, "the same answer for a secret nobody holds");
    let other_write = reqwest::Client::new()
        .post(app.url(SUBSCRIBE))
        .header("origin", "https://webmail.example")
        .json(&json!({ "email": "x@exemple.km" }))
        .send()
        .await
        .unwrap();
    assert_eq!(other_write.status(), StatusCode::FORBIDDEN, "only the one-click unsubscribe is spared the check");
}

/// A plain form's POST, as a browser without JavaScript sends it from the site's page.
pub(crate) async fn post_form(app: &TestApp, path: &str, body: &str) -> (StatusCode, String) {
    let response = app
        .client
        .post(app.url(path))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("origin", PUBLIC_URL)
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.text().await.unwrap())
}

#[tokio::test]
async fn the_pages_a_mail_links_to_change_nothing_when_opened_and_work_without_javascript() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    set_languages(&app, r#"{"en":false,"ar":false}"#);
    subscribe(&app, json!({ "email": "awa@exemple.km" })).await;
    let mail = mails_to(&sink, "awa@exemple.km", 1).await;
    let page = format!("{CONFIRMATION}{}", confirmation_token(&mail[0]));

    for _ in 0..2 {
        let opened = app.get(&page).await;
        assert_eq!(opened.status(), StatusCode::OK);
        assert_eq!(opened.headers()["cache-control"], "private, no-store");
        let html = opened.text().await.unwrap();
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
        assert!(html.contains(&format!("<form method=\"post\" action=\"{page}\"")), "{html}");
        assert!(html.contains("Confirmer mon inscription"));
    }
    assert_eq!(status_of(&app, "awa@exemple.km"), "pending", "opening the page confirms nothing");
    let (status, html) = post_form(&app, &page, "").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Votre inscription est confirmée"), "{html}");
    assert_eq!(status_of(&app, "awa@exemple.km"), "confirmed");
    let (status, html) = post_form(&app, &page, "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(html.contains("Ce lien n&#39;est plus valable"), "{html}");

    let leave = format!("/newsletter/desinscription/{}", secret_of(&unsubscribe_path(&mail[0])));
    let opened = app.get(&leave).await;
    assert_eq!(opened.headers()["cache-control"], "private, no-store");
    assert!(opened.text().await.unwrap().contains("Me désinscrire"));
    assert_eq!(status_of(&app, "awa@exemple.km"), "confirmed", "opening the page unsubscribes nobody");
    let (status, html) = post_form(&app, &leave, "").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Vous êtes désinscrit") && html.contains("name=\"intent\" value=\"subscribe\""), "{html}");
    assert_eq!(status_of(&app, "awa@exemple.km"), "unsubscribed");

    let (status, html) = post_form(&app, &leave, "intent=subscribe").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Un lien de confirmation vous a été envoyé"), "{html}");
    assert_eq!(status_of(&app, "awa@exemple.km"), "pending");
    let mails = mails_to(&sink, "awa@exemple.km", 2).await;
    assert_eq!(mails.len(), 2, "subscribing again asks for a confirmation again");
    assert_eq!(confirm(&app, &confirmation_token(&mails[1])).await.0, StatusCode::NO_CONTENT);

    let (status, html) = post_form(&app, "/newsletter/desinscription/inconnu", "intent=subscribe").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(html.contains("role=\"alert\""), "{html}");
    assert_eq!(app.get("/en/newsletter/confirmation/abc").await.status(), StatusCode::NOT_FOUND, "English is off");
}
