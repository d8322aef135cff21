//! Dossier e-mails through a local SMTP sink started by the test.

use crate::common;

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
