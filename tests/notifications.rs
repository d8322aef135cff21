//! Dossier e-mails through a local SMTP sink started by the test.

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::json;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// One received e-mail: its recipients and raw content.
#[derive(Clone, Debug)]
struct Received {
    to: Vec<String>,
    data: String,
}

/// A minimal SMTP server that accepts every message and keeps it.
async fn smtp_sink() -> (u16, Arc<Mutex<Vec<Received>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let inbox = Arc::new(Mutex::new(Vec::new()));
    let shared = inbox.clone();
    tokio::spawn(async move {
        loop {
            let Ok((socket, _)) = listener.accept().await else { return };
            let inbox = shared.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 sink ESMTP\r\n").await.unwrap();
                let mut to = Vec::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    let command = line.to_ascii_uppercase();
                    let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO") {
                        b"250 sink\r\n"
                    } else if command.starts_with("RCPT TO:") {
                        to.push(line[8..].trim().trim_matches(['<', '>']).to_string());
                        b"250 OK\r\n"
                    } else if command == "DATA" {
                        write.write_all(b"354 go ahead\r\n").await.unwrap();
                        let mut data = String::new();
                        while let Ok(Some(body_line)) = lines.next_line().await {
                            if body_line == "." {
                                break;
                            }
                            data.push_str(&body_line);
                            data.push('\n');
                        }
                        inbox.lock().unwrap().push(Received { to: std::mem::take(&mut to), data });
                        b"250 queued\r\n"
                    } else if command == "QUIT" {
                        let _ = write.write_all(b"221 bye\r\n").await;
                        return;
                    } else {
                        b"250 OK\r\n"
                    };
                    if write.write_all(reply).await.is_err() {
                        return;
                    }
                }
            });
        }
    });
    (port, inbox)
}

async fn wait_for(inbox: &Arc<Mutex<Vec<Received>>>, count: usize) -> Vec<Received> {
    for _ in 0..100 {
        if inbox.lock().unwrap().len() >= count {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    inbox.lock().unwrap().clone()
}

#[tokio::test]
async fn staff_and_promoters_are_told_of_each_others_moves() {
    let (port, inbox) = smtp_sink().await;
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(format!("smtp://127.0.0.1:{port}"));
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
    let mail = wait_for(&inbox, 1).await;
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
    let mail = wait_for(&inbox, 3).await;
    assert_eq!(mail.len(), 3);
    assert!(mail[1..].iter().all(|received| received.to == ["awa@exemple.km"]), "the promoter hears of staff moves");

    promoter
        .post(app.url(&format!("/api/dossiers/{id}/messages")))
        .json(&json!({ "message": "Voici le budget." }))
        .send()
        .await
        .unwrap();
    let mail = wait_for(&inbox, 4).await;
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
