//! Dossier e-mails through a local SMTP sink started by the test, and the staff
//! e-mail budget with its digest.

use crate::common;

use std::time::{Duration, Instant};

use common::TestApp;
use common::smtp::SmtpSink;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn staff_and_promoters_are_told_of_each_others_moves() {
    let sink = SmtpSink::start().await;
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(sink.url());
        config.public_url = Some("https://exemple.km".into());
    })
    .await;
    app.create_user("modo@exemple.km", "mot de passe solide", "moderator");
    let staff = app.new_client();
    app.login(&staff, "modo@exemple.km", "mot de passe solide").await;
    app.create_user("awa@exemple.km", "mot de passe solide", "promoter");
    let promoter = app.new_client();
    app.login(&promoter, "awa@exemple.km", "mot de passe solide").await;

    let created: serde_json::Value = promoter
        .post(app.url("/api/dossiers"))
        .json(&json!({ "title": "Ferme solaire", "description": "Un projet d'énergie." }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["dossier"]["id"].as_i64().unwrap();
    let mail = sink.wait_for(1).await;
    assert_eq!(mail.len(), 1);
    assert_eq!(mail[0].to, ["modo@exemple.km"], "staff hear of a new dossier");
    assert!(mail[0].data.contains("Subject:"));

    let sent = staff
        .post(app.url(&format!("/api/dossiers/{id}/messages")))
        .json(&json!({ "message": "Merci, nous étudions votre dossier." }))
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), StatusCode::CREATED);
    let changed = staff
        .patch(app.url(&format!("/api/dossiers/{id}")))
        .json(&json!({ "status": "processing" }))
        .send()
        .await
        .unwrap();
    assert_eq!(changed.status(), StatusCode::OK);
    let mail = sink.wait_for(3).await;
    assert_eq!(mail.len(), 3);
    assert!(mail[1..].iter().all(|received| received.to == ["awa@exemple.km"]), "the promoter hears of staff moves");

    promoter
        .post(app.url(&format!("/api/dossiers/{id}/messages")))
        .json(&json!({ "message": "Voici le budget." }))
        .send()
        .await
        .unwrap();
    let mail = sink.wait_for(4).await;
    assert_eq!(mail[3].to, ["modo@exemple.km"]);
}

#[tokio::test]
async fn an_unreachable_mail_server_fails_nothing() {
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let app = TestApp::spawn_with(|config| config.smtp_url = Some(format!("smtp://127.0.0.1:{port}"))).await;
    let promoter = app.client_as("promoter").await;
    let response = promoter
        .post(app.url("/api/dossiers"))
        .json(&json!({ "title": "Sans e-mail", "description": "Le serveur de courrier est arrêté." }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    assert_eq!(app.count("dossiers"), 1);
}

/// Every e-mail received once `count` came, waiting at most `within`.
async fn received_within(sink: &SmtpSink, count: usize, within: Duration) -> Vec<common::smtp::Received> {
    let deadline = Instant::now() + within;
    while sink.received().len() < count && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    sink.received()
}

/// The lines waiting for the moderator's digest.
fn waiting_lines(app: &TestApp) -> i64 {
    app.count(
        "staff_mails WHERE digest_due_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = 'modo@exemple.km')",
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_promoter_messages_makes_the_budget_of_mails_then_one_digest_that_survives_a_restart() {
    const BUDGET: usize = 5; // STAFF_MAIL_BUDGET
    let sink = SmtpSink::start().await;
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(sink.url());
        config.public_url = Some("https://exemple.km".into());
    })
    .await;
    app.create_user("modo@exemple.km", "mot de passe solide", "moderator");
    let gone = app.create_user("parti@exemple.km", "mot de passe solide", "moderator");
    app.db().execute("UPDATE users SET active = 0 WHERE id = ?1", [gone]).unwrap();
    app.db()
        .execute("INSERT INTO users (email, password_hash, role) VALUES ('invite@exemple.km', '', 'moderator')", [])
        .unwrap();
    let mut writers = Vec::new();
    for (n, title) in ["Ferme solaire", "Puits du village"].into_iter().enumerate() {
        let email = format!("promoteur{n}@exemple.km");
        let id = app.create_user(&email, "mot de passe solide", "promoter");
        app.db()
            .execute(
                "INSERT INTO dossiers (id, title, description, promoter_id) VALUES (?1, ?2, 'Texte', ?3)",
                rusqlite::params![100 + n as i64, title, id],
            )
            .unwrap();
        let client = app.new_client();
        app.login(&client, &email, "mot de passe solide").await;
        writers.push((client, 100 + n as i64));
    }
    let base = app.base.clone();
    let sends = writers.iter().flat_map(|(client, dossier)| {
        let base = base.clone();
        (0..6).map(move |i| {
            let request = client
                .post(format!("{base}/api/dossiers/{dossier}/messages"))
                .json(&json!({ "message": format!("Message {i}") }));
            tokio::spawn(async move { request.send().await.unwrap().status() })
        })
    });
    for send in sends.collect::<Vec<_>>() {
        assert_eq!(send.await.unwrap(), StatusCode::CREATED);
    }
    let deadline = Instant::now() + Duration::from_secs(5);
    while waiting_lines(&app) < 12 - BUDGET as i64 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(waiting_lines(&app), 12 - BUDGET as i64, "past the budget, events wait for the digest");
    let mail = received_within(&sink, BUDGET, Duration::from_secs(5)).await;
    assert_eq!(sink.settle().await.len(), BUDGET, "12 messages, {BUDGET} e-mails: {mail:?}");
    assert!(mail.iter().all(|received| received.to == ["modo@exemple.km"]), "no invitee, no deactivated account");

    let app = app.restart().await;
    app.clock().advance(time::Duration::minutes(61));
    let mail = received_within(&sink, BUDGET + 1, Duration::from_secs(20)).await;
    assert_eq!(mail.len(), BUDGET + 1, "the digest came after the restart");
    let digest = &mail[BUDGET];
    assert_eq!(digest.to, ["modo@exemple.km"]);
    let site = app.get_json("/api/site").await.1["settings"]["seo"]["title"].as_str().unwrap().to_string();
    assert_eq!(digest.subject(), format!("7 nouveaux messages sur 2 dossiers — {site}"));
    let text = digest.text();
    assert!(text.contains("https://exemple.km/admin/dossiers/100"), "{text}");
    assert!(text.contains("« Puits du village »"), "{text}");
    assert_eq!(waiting_lines(&app), 0);
    assert_eq!(sink.settle().await.len(), BUDGET + 1, "one digest, sent once");
}
