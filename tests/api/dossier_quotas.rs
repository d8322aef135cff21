//! Dossier limits under concurrency: the daily quota of new dossiers, the message rate
//! and the attachment bytes per promoter hold when requests arrive together.

use crate::common;
use crate::dossiers::{attach, call, pdf, submit};

use common::TestApp;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

fn retry_after(response: &reqwest::Response) -> u64 {
    response.headers()["retry-after"].to_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_burst_of_new_dossiers_gets_exactly_the_daily_quota() {
    let app = TestApp::spawn().await;
    let promoter = app.client_as("promoter").await;
    let tasks: Vec<_> = (0..20)
        .map(|n| {
            let (client, url) = (promoter.clone(), app.url("/api/dossiers"));
            tokio::spawn(async move {
                let body = json!({ "title": format!("Dossier {n}"), "description": "Une demande parmi vingt." });
                let response = client.post(url).json(&body).send().await.unwrap();
                let status = response.status();
                let wait = (status == StatusCode::TOO_MANY_REQUESTS).then(|| retry_after(&response));
                (status, wait, response.json::<Value>().await.unwrap())
            })
        })
        .collect();
    let mut created = 0;
    for task in tasks {
        let (status, wait, body) = task.await.unwrap();
        if status == StatusCode::CREATED {
            created += 1;
            continue;
        }
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(body["error"]["code"], "rate_limited");
        assert!(body["error"]["message"].as_str().unwrap().contains("5 nouveaux dossiers par 24 heures"));
        assert!((86_000..=86_400).contains(&wait.unwrap()), "{wait:?}");
    }
    assert_eq!(created, vitrine::http::dossiers::quotas::DOSSIERS_PER_DAY);
    assert_eq!(app.count("dossiers"), 5);

    let other = app.client_as("promoter").await;
    submit(&app, &other, "Un autre compte a son propre quota").await;
}

#[tokio::test]
async fn promoters_send_at_most_ten_messages_a_minute_and_staff_are_exempt() {
    let app = TestApp::spawn().await;
    let promoter = app.client_as("promoter").await;
    let staff = app.client_as("moderator").await;
    let id = submit(&app, &promoter, "Conversation animée").await;
    let url = app.url(&format!("/api/dossiers/{id}/messages"));
    let tasks: Vec<_> = (0..15)
        .map(|n| {
            let (client, url) = (promoter.clone(), url.clone());
            tokio::spawn(async move {
                let response =
                    client.post(url).json(&json!({ "message": format!("Message {n}") })).send().await.unwrap();
                let status = response.status();
                (status, (status == StatusCode::TOO_MANY_REQUESTS).then(|| retry_after(&response)))
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for task in tasks {
        let (status, wait) = task.await.unwrap();
        if let Some(wait) = wait {
            assert!((1..=60).contains(&wait), "{wait}");
        }
        statuses.push(status);
    }
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::CREATED).count(), 10);
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::TOO_MANY_REQUESTS).count(), 5);
    assert_eq!(app.count("dossier_messages"), 10);

    for n in 0..12 {
        let (status, _) = call(
            &app,
            &staff,
            reqwest::Method::POST,
            &format!("/api/dossiers/{id}/messages"),
            Some(json!({ "message": format!("Réponse {n}") })),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "staff message {n}");
    }
}

#[tokio::test]
async fn attachment_bytes_are_capped_per_promoter_account() {
    use vitrine::http::dossiers::quotas::ATTACHMENT_BYTES_PER_ACCOUNT;
    const LARGEST: i64 = 20 * 1024 * 1024;

    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let staff = app.client_as("moderator").await;
    let id = submit(&app, &owner, "Beaucoup de pièces").await;
    let conn = app.db();
    let promoter_id: i64 =
        conn.query_row("SELECT promoter_id FROM dossiers WHERE id = ?1", [id], |row| row.get(0)).unwrap();
    conn.execute(
        "INSERT INTO dossiers (title, description, promoter_id) VALUES ('Archives', 'Anciens fichiers', ?1)",
        [promoter_id],
    )
    .unwrap();
    let archive = conn.last_insert_rowid();
    let mut missing = ATTACHMENT_BYTES_PER_ACCOUNT - pdf().len() as i64;
    let mut n = 0;
    while missing > 0 {
        let size = missing.min(LARGEST);
        conn.execute(
            "INSERT INTO dossier_attachments (dossier_id, uploaded_by, original_name, stored_name, content_type, size_bytes)
             VALUES (?1, ?2, 'ancien.pdf', ?3, 'application/pdf', ?4)",
            rusqlite::params![archive, promoter_id, format!("ancien-{n}"), size],
        )
        .unwrap();
        missing -= size;
        n += 1;
    }

    let (status, _) = attach(&app, &owner, id, "dernier.pdf", pdf()).await;
    assert_eq!(status, StatusCode::CREATED, "exactly the quota is allowed");
    let (status, body) = attach(&app, &owner, id, "de-trop.pdf", pdf()).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["error"]["code"], "payload_too_large");
    assert_eq!(body["error"]["message"], "Vous avez atteint la limite de 200 Mo de pièces jointes pour votre compte.");
    let files: Vec<_> =
        std::fs::read_dir(app.data_dir.join("attachments")).unwrap().map(|entry| entry.unwrap().file_name()).collect();
    assert_eq!(files.len(), 1, "the refused file and its temporary copy are gone: {files:?}");

    let (status, _) = attach(&app, &staff, id, "avis.pdf", pdf()).await;
    assert_eq!(status, StatusCode::CREATED, "staff uploads are not counted against the promoter");
}

#[tokio::test]
async fn parallel_uploads_cannot_pass_the_byte_quota_together() {
    use vitrine::http::dossiers::quotas::ATTACHMENT_BYTES_PER_ACCOUNT;

    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let id = submit(&app, &owner, "Envois simultanés").await;
    let conn = app.db();
    let promoter_id: i64 =
        conn.query_row("SELECT promoter_id FROM dossiers WHERE id = ?1", [id], |row| row.get(0)).unwrap();
    let mut missing = ATTACHMENT_BYTES_PER_ACCOUNT - 3 * pdf().len() as i64;
    for n in 0.. {
        if missing == 0 {
            break;
        }
        conn.execute(
            "INSERT INTO dossiers (title, description, promoter_id) VALUES ('Archives', 'Anciens fichiers', ?1)",
            [promoter_id],
        )
        .unwrap();
        let size = missing.min(20 * 1024 * 1024);
        conn.execute(
            "INSERT INTO dossier_attachments (dossier_id, uploaded_by, original_name, stored_name, content_type, size_bytes)
             VALUES (last_insert_rowid(), ?1, 'ancien.pdf', ?2, 'application/pdf', ?3)",
            rusqlite::params![promoter_id, format!("ancien-{n}"), size],
        )
        .unwrap();
        missing -= size;
    }
    let tasks: Vec<_> = (0..8)
        .map(|n| {
            let (client, url) = (owner.clone(), app.url(&format!("/api/dossiers/{id}/attachments")));
            tokio::spawn(async move {
                // One account streams two files at once; the others are told to come back, and do.
                loop {
                    let form = Form::new().part("file", Part::bytes(pdf()).file_name(format!("piece-{n}.pdf")));
                    let status = client.post(&url).multipart(form).send().await.unwrap().status();
                    if status != StatusCode::TOO_MANY_REQUESTS {
                        return status;
                    }
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                }
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for task in tasks {
        statuses.push(task.await.unwrap());
    }
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::CREATED).count(), 3, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|status| **status == StatusCode::PAYLOAD_TOO_LARGE).count(), 5, "{statuses:?}");
    assert_eq!(std::fs::read_dir(app.data_dir.join("attachments")).unwrap().count(), 3);
}
