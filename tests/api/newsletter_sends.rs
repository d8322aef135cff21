//! Sending an article to the subscribers: only super_admin may; each confirmed subscriber
//! gets one message with its own one-click unsubscribe and the newsletter's headers, and
//! nobody else does; an article goes out once unless asked again; a test goes to one
//! address; the owner pauses, resumes and cancels; refused recipients are recorded
//! failed or retried later while the others are mailed.

use crate::common;

use std::time::{Duration, Instant};

use common::TestApp;
use common::smtp::{Received, SmtpSink};
use reqwest::StatusCode;
use serde_json::{Value, json};

const SENDS: &str = "/api/admin/newsletter/sends";

/// `count` confirmed subscribers named `{prefix}{n}@exemple.km`, straight in the database.
fn confirmed(app: &TestApp, prefix: &str, count: usize) -> Vec<String> {
    let conn = app.db();
    (0..count)
        .map(|n| {
            let email = format!("{prefix}{n}@exemple.km");
            conn.execute(
                "INSERT INTO newsletter_subscribers (email, status, consent, unsubscribe_token_hash, confirmed_at)
                 VALUES (?1, 'confirmed', 'oui', lower(hex(randomblob(32))), '2026-01-01T00:00:00Z')",
                [&email],
            )
            .unwrap();
            email
        })
        .collect()
}

fn published_post(app: &TestApp) -> (i64, String) {
    app.db()
        .query_row(
            "SELECT id, title FROM blog_posts WHERE published_at IS NOT NULL AND lang = 'fr' ORDER BY id LIMIT 1",
            [],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .unwrap()
}

async fn post(app: &TestApp, client: &reqwest::Client, path: &str, body: Value) -> (StatusCode, Value) {
    let response = client.post(app.url(path)).json(&body).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// The send once it is done or cancelled (within 20 s).
async fn settled(app: &TestApp, owner: &reqwest::Client, id: i64) -> Value {
    let started = Instant::now();
    loop {
        let send: Value = owner.get(app.url(&format!("{SENDS}/{id}"))).send().await.unwrap().json().await.unwrap();
        let state = send["send"]["state"].as_str().unwrap().to_string();
        if state == "done" || state == "cancelled" {
            return send["send"].clone();
        }
        assert!(started.elapsed() < Duration::from_secs(20), "still {state}: {send}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn recipients(mails: &[Received]) -> Vec<String> {
    let mut to: Vec<String> = mails.iter().flat_map(|mail| mail.to.clone()).collect();
    to.sort();
    to
}

#[tokio::test]
async fn only_super_admin_sends_and_follows_sends() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let (post_id, _) = published_post(&app);
    confirmed(&app, "lecteur", 1);
    let moderator = app.client_as("moderator").await;
    let anonymous = app.new_client();
    for client in [&moderator, &anonymous] {
        let (status, _) = post(&app, client, SENDS, json!({ "post_id": post_id })).await;
        assert!(matches!(status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN), "{status}");
        let status = client.get(app.url(SENDS)).send().await.unwrap().status();
        assert!(matches!(status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN), "{status}");
        let status =
            client.get(app.url(&format!("/api/admin/newsletter/preview/{post_id}"))).send().await.unwrap().status();
        assert!(matches!(status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN), "{status}");
    }
    assert_eq!(app.count("newsletter_sends"), 0);
    assert!(sink.settle().await.is_empty());
}

#[tokio::test]
async fn each_confirmed_subscriber_gets_one_message_that_unsubscribes_him_in_one_click() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let (post_id, title) = published_post(&app);
    let readers = confirmed(&app, "lecteur", 3);
    app.db()
        .execute(
            "INSERT INTO newsletter_subscribers (email, status, consent, unsubscribe_token_hash)
             VALUES ('attente@exemple.km', 'pending', 'oui', lower(hex(randomblob(32))))",
            [],
        )
        .unwrap();
    let owner = app.client_as("super_admin").await;

    let (status, preview) = {
        let response = owner.get(app.url(&format!("/api/admin/newsletter/preview/{post_id}"))).send().await.unwrap();
        (response.status(), response.json::<Value>().await.unwrap())
    };
    assert_eq!(status, StatusCode::OK);
    assert_eq!((preview["subject"].as_str(), preview["recipients"].as_i64()), (Some(title.as_str()), Some(3)));

    let (status, started) = post(&app, &owner, SENDS, json!({ "post_id": post_id })).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{started}");
    assert_eq!(started["send"]["total"], 3);
    let send = settled(&app, &owner, started["send"]["id"].as_i64().unwrap()).await;
    assert_eq!(
        (send["state"].as_str(), send["sent"].as_i64(), send["remaining"].as_i64()),
        (Some("done"), Some(3), Some(0))
    );

    let mails = sink.wait_for(3).await;
    assert_eq!(recipients(&mails), readers, "the pending address receives nothing");
    let mut links = Vec::new();
    for mail in &mails {
        assert_eq!(mail.subject(), title);
        let header = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
        let url = header.trim_matches(['<', '>']).to_string();
        assert!(url.starts_with("https://exemple.km/api/newsletter/unsubscribe/"), "{url}");
        assert_eq!(mail.header("List-Unsubscribe-Post").as_deref(), Some("List-Unsubscribe=One-Click"));
        assert_eq!(mail.header("List-Id").as_deref(), Some("<newsletter.exemple.km>"));
        let message_id = mail.header("Message-ID").expect("Message-ID");
        assert!(message_id.starts_with("<newsletter-") && message_id.ends_with("@exemple.km>"), "{message_id}");
        assert_eq!(mail.data.matches("\nMessage-ID:").count() + usize::from(mail.data.starts_with("Message-ID:")), 1);
        assert!(mail.header("Date").is_some());
        assert!(mail.text().contains(&url), "the plain-text part carries the link:\n{}", mail.text());
        assert!(mail.html().contains(&url));
        links.push(url);
    }
    links.sort();
    links.dedup();
    assert_eq!(links.len(), 3, "each message its own link");

    let path = links[0].strip_prefix("https://exemple.km").unwrap().to_string();
    for _ in 0..2 {
        let response = reqwest::Client::new()
            .post(app.url(&path))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "without cookie nor origin, and again");
    }
    let unsubscribed: i64 = app
        .db()
        .query_row("SELECT count(*) FROM newsletter_subscribers WHERE status = 'unsubscribed'", [], |row| row.get(0))
        .unwrap();
    assert_eq!(unsubscribed, 1);

    let (status, body) = post(&app, &owner, SENDS, json!({ "post_id": post_id })).await;
    assert_eq!(status, StatusCode::CONFLICT, "never twice by accident: {body}");
    assert!(body["error"]["message"].as_str().unwrap().contains("déjà été envoyé"));
    let (status, again) = post(&app, &owner, SENDS, json!({ "post_id": post_id, "again": true })).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    assert_eq!(again["send"]["total"], 2, "who left is not mailed again");
    settled(&app, &owner, again["send"]["id"].as_i64().unwrap()).await;
    assert_eq!(sink.wait_for(5).await.len(), 5);
}

#[tokio::test]
async fn a_test_goes_to_one_address_and_a_draft_to_nobody_else() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    confirmed(&app, "lecteur", 2);
    let owner = app.client_as("super_admin").await;
    app.db()
        .execute(
            "INSERT INTO blog_posts (id, slug, title, content_html) VALUES (900, 'brouillon', 'Brouillon', '<p>bientôt</p>')",
            [],
        )
        .unwrap();

    let (status, body) = post(&app, &owner, SENDS, json!({ "post_id": 900 })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["fields"]["post_id"].as_str().unwrap().contains("Publiez"), "{body}");
    let (status, body) = post(&app, &owner, SENDS, json!({ "post_id": 900, "test_to": "pas une adresse" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["fields"]["test_to"].is_string(), "{body}");
    let (status, body) = post(&app, &owner, SENDS, json!({ "post_id": 12345 })).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");

    let (status, test) = post(&app, &owner, SENDS, json!({ "post_id": 900, "test_to": "Moi@Exemple.km" })).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{test}");
    let send = settled(&app, &owner, test["send"]["id"].as_i64().unwrap()).await;
    assert_eq!((send["test_to"].as_str(), send["sent"].as_i64()), (Some("moi@exemple.km"), Some(1)));
    let mails = sink.wait_for(1).await;
    assert_eq!(recipients(&mails), ["moi@exemple.km"]);
    assert_eq!(mails[0].subject(), "Brouillon");
    assert_eq!(sink.settle().await.len(), 1, "no subscriber got the draft");

    let listed: Value = owner.get(app.url(&format!("{SENDS}?post_id=900"))).send().await.unwrap().json().await.unwrap();
    assert_eq!(listed["sends"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_owner_pauses_resumes_and_cancels_a_send() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to_with(&sink, |config| config.mail_rate = 20.0).await;
    let (post_id, _) = published_post(&app);
    confirmed(&app, "lecteur", 60);
    let owner = app.client_as("super_admin").await;
    let (_, started) = post(&app, &owner, SENDS, json!({ "post_id": post_id })).await;
    let id = started["send"]["id"].as_i64().unwrap();
    sink.wait_for(3).await;

    let (status, paused) = post(&app, &owner, &format!("{SENDS}/{id}/pause"), json!({})).await;
    assert_eq!((status, paused["send"]["state"].as_str()), (StatusCode::OK, Some("paused")));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let held = sink.received().len();
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(sink.received().len(), held, "nothing leaves while paused");
    let (status, _) = post(&app, &owner, &format!("{SENDS}/{id}/pause"), json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT);

    let (status, resumed) = post(&app, &owner, &format!("{SENDS}/{id}/resume"), json!({})).await;
    assert_eq!((status, resumed["send"]["state"].as_str()), (StatusCode::OK, Some("sending")));
    sink.wait_for(held + 3).await;
    let (status, cancelled) = post(&app, &owner, &format!("{SENDS}/{id}/cancel"), json!({})).await;
    assert_eq!((status, cancelled["send"]["state"].as_str()), (StatusCode::OK, Some("cancelled")));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let send = settled(&app, &owner, id).await;
    let mailed = sink.settle().await.len();
    assert!(mailed < 60, "the cancel stopped it: {mailed}");
    assert_eq!((send["sent"].as_i64(), send["remaining"].as_i64()), (Some(mailed as i64), Some(0)));
    let (status, _) = post(&app, &owner, &format!("{SENDS}/{id}/resume"), json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let status = owner.get(app.url(&format!("{SENDS}/999999"))).send().await.unwrap().status();
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn refused_recipients_are_recorded_and_the_others_mailed() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let (post_id, _) = published_post(&app);
    let mut readers = confirmed(&app, "lecteur", 2);
    confirmed(&app, "refuse", 1);
    confirmed(&app, "busy", 1);
    let owner = app.client_as("super_admin").await;
    let (_, started) = post(&app, &owner, SENDS, json!({ "post_id": post_id })).await;
    let id = started["send"]["id"].as_i64().unwrap();
    readers.sort();
    assert_eq!(recipients(&sink.wait_for(2).await), readers);

    let started_at = Instant::now();
    let (state, attempts, error) = loop {
        let row: (String, i64, Option<String>) = app
            .db()
            .query_row(
                "SELECT d.state, d.attempts, d.last_error FROM newsletter_deliveries d
                 JOIN newsletter_subscribers s ON s.id = d.subscriber_id WHERE s.email = 'busy0@exemple.km'",
                [],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .unwrap();
        if row.2.is_some() || started_at.elapsed() > Duration::from_secs(10) {
            break row;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!((state.as_str(), attempts), ("queued", 1), "a temporary refusal waits for a retry");
    assert!(error.unwrap().contains("busy"));
    let send: Value = owner.get(app.url(&format!("{SENDS}/{id}"))).send().await.unwrap().json().await.unwrap();
    let send = &send["send"];
    assert_eq!(
        (send["sent"].as_i64(), send["failed"].as_i64(), send["remaining"].as_i64()),
        (Some(2), Some(1), Some(1))
    );
    assert_eq!(send["state"], "sending", "not done while a retry is due");
}

#[tokio::test]
async fn without_mail_server_no_send_starts() {
    let app = TestApp::spawn().await;
    let (post_id, _) = published_post(&app);
    confirmed(&app, "lecteur", 1);
    let owner = app.client_as("super_admin").await;
    let (status, body) = post(&app, &owner, SENDS, json!({ "post_id": post_id })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["message"].as_str().unwrap().contains("VITRINE_SMTP_URL"), "{body}");
    assert_eq!(app.count("newsletter_sends"), 0);
}
