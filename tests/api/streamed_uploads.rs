//! Attachment uploads from clients that lie or stall: refused from their announced
//! size and first bytes before the bulk arrives, and leaving neither a file nor the
//! account's upload place behind when they stop halfway.

use std::time::Duration;

use reqwest::StatusCode;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;

use crate::common::TestApp;
use crate::dossiers::pdf;
use crate::slow_clients::{answer_before_close, connect_from, new_dossier, quick_pace, session_cookie};

/// Sends an attachment upload's headers, announcing `length` bytes, and then `start` of its body.
async fn start_upload(app: &TestApp, id: i64, cookie: &str, length: usize, start: &[u8]) -> TcpStream {
    let mut stream = connect_from(app, [127, 0, 0, 1]).await;
    let head = format!(
        "POST /api/dossiers/{id}/attachments HTTP/1.1\r\nHost: t\r\nCookie: {cookie}\r\n\
         Content-Type: multipart/form-data; boundary=LIMITE\r\nContent-Length: {length}\r\n\r\n\
         --LIMITE\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\
         Content-Type: application/pdf\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(start).await.unwrap();
    stream
}

#[tokio::test]
async fn uploads_are_refused_before_their_bulk_arrives() {
    use vitrine::http::dossiers::quotas::ATTACHMENT_BYTES_PER_ACCOUNT;

    let app = TestApp::spawn().await;
    let cookie = session_cookie(&app, &reqwest::Client::new(), "promoter").await;
    let id = new_dossier(&app, &reqwest::Client::new(), &cookie, "Envois").await;

    let mut not_a_document = start_upload(&app, id, &cookie, 10_000_000, b"MZ\x90\x00\x03\x00\x00\x00").await;
    let answer = answer_before_close(&mut not_a_document, Duration::from_secs(3)).await.expect("answered at once");
    assert!(answer.starts_with("HTTP/1.1 415"), "an executable is refused from its first bytes: {answer}");

    let conn = app.db();
    let promoter: i64 =
        conn.query_row("SELECT promoter_id FROM dossiers WHERE id = ?1", [id], |row| row.get(0)).unwrap();
    let mut used = 0;
    for n in 0.. {
        if used >= ATTACHMENT_BYTES_PER_ACCOUNT - 1024 * 1024 {
            break;
        }
        conn.execute(
            "INSERT INTO dossiers (title, description, promoter_id) VALUES ('Archives', 'Anciens', ?1)",
            [promoter],
        )
        .unwrap();
        let size = (ATTACHMENT_BYTES_PER_ACCOUNT - 1024 * 1024 - used).min(20 * 1024 * 1024);
        conn.execute(
            "INSERT INTO dossier_attachments (dossier_id, uploaded_by, original_name, stored_name, content_type, size_bytes)
             VALUES (last_insert_rowid(), ?1, 'ancien.pdf', ?2, 'application/pdf', ?3)",
            rusqlite::params![promoter, format!("{n:032x}"), size],
        )
        .unwrap();
        used += size;
    }
    let mut past_quota = start_upload(&app, id, &cookie, 5_000_000, b"%PDF-1.4\n").await;
    let answer = answer_before_close(&mut past_quota, Duration::from_secs(3)).await.expect("answered at once");
    assert!(answer.starts_with("HTTP/1.1 413"), "the quota is checked against the announced size: {answer}");
    assert!(answer.contains("200 Mo"), "{answer}");
    let left: Vec<_> = std::fs::read_dir(app.data_dir.join("attachments"))
        .map(|entries| entries.map(|entry| entry.unwrap().file_name()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "nothing is left on disk: {left:?}");
}

#[tokio::test]
async fn a_stalled_upload_leaves_no_file_and_no_slot_behind() {
    let app = TestApp::spawn_with(quick_pace).await;
    let cookie = session_cookie(&app, &reqwest::Client::new(), "promoter").await;
    let id = new_dossier(&app, &reqwest::Client::new(), &cookie, "Envoi coupé").await;
    let mut streams = Vec::new();
    for _ in 0..2 {
        let mut stream = start_upload(&app, id, &cookie, 3_000_000, b"%PDF-1.4\n").await;
        stream.write_all(&vec![b' '; 1_000_000]).await.unwrap();
        streams.push(stream);
    }
    for mut stream in streams {
        let answer = answer_before_close(&mut stream, Duration::from_secs(6)).await.expect("cut off");
        assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    }
    let left: Vec<_> =
        std::fs::read_dir(app.data_dir.join("attachments")).unwrap().map(|entry| entry.unwrap().file_name()).collect();
    assert!(left.is_empty(), "the half-received files are gone: {left:?}");
    let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(pdf()).file_name("b.pdf"));
    let retry = reqwest::Client::new()
        .post(app.url(&format!("/api/dossiers/{id}/attachments")))
        .header("cookie", &cookie)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(retry.status(), StatusCode::CREATED, "the account's upload places were given back");
}
