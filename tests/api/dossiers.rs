//! Dossiers end to end: submission, isolation between promoters, conversation,
//! status history, unread counts and attachments.

use crate::common;

use common::TestApp;
use reqwest::multipart::{Form, Part};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};

pub(crate) async fn call(
    app: &TestApp,
    client: &Client,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut request = client.request(method, app.url(path));
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub(crate) async fn submit(app: &TestApp, promoter: &Client, title: &str) -> i64 {
    let body = json!({ "title": title, "description": "Une coopérative de vanille à Mohéli." });
    let (status, created) = call(app, promoter, reqwest::Method::POST, "/api/dossiers", Some(body)).await;
    assert_eq!(status, StatusCode::CREATED);
    created["dossier"]["id"].as_i64().unwrap()
}

pub(crate) async fn attach(app: &TestApp, client: &Client, id: i64, name: &str, bytes: Vec<u8>) -> (StatusCode, Value) {
    let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_string()));
    let response =
        client.post(app.url(&format!("/api/dossiers/{id}/attachments"))).multipart(form).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub(crate) fn pdf() -> Vec<u8> {
    b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".to_vec()
}

#[tokio::test]
async fn a_promoter_submits_and_only_staff_and_the_owner_see_it() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let stranger = app.client_as("promoter").await;
    let staff = app.client_as("moderator").await;

    let (status, body) =
        call(&app, &owner, reqwest::Method::POST, "/api/dossiers", Some(json!({ "title": " ", "description": "" })))
            .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["title"], "Le titre est requis.");
    assert_eq!(body["error"]["fields"]["description"], "La description est requise.");
    let (status, _) =
        call(&app, &staff, reqwest::Method::POST, "/api/dossiers", Some(json!({ "title": "t", "description": "d" })))
            .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "staff do not submit dossiers");

    let id = submit(&app, &owner, "Ferme de vanille").await;
    let (_, mine) = call(&app, &owner, reqwest::Method::GET, "/api/dossiers", None).await;
    assert_eq!(mine["dossiers"][0]["status"], "received");
    let (_, theirs) = call(&app, &stranger, reqwest::Method::GET, "/api/dossiers", None).await;
    assert_eq!(theirs["dossiers"].as_array().unwrap().len(), 0);
    let (_, all) = call(&app, &staff, reqwest::Method::GET, "/api/dossiers?q=vanille&status=received", None).await;
    assert_eq!(all["dossiers"].as_array().unwrap().len(), 1);
    let (status, _) = call(&app, &staff, reqwest::Method::GET, "/api/dossiers?status=perdu", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let (_, attached) = attach(&app, &owner, id, "plan.pdf", pdf()).await;
    let attachment = attached["attachment"]["id"].as_i64().unwrap();
    for (method, path, body) in [
        (reqwest::Method::GET, format!("/api/dossiers/{id}"), None),
        (reqwest::Method::POST, format!("/api/dossiers/{id}/messages"), Some(json!({ "message": "Intrusion" }))),
        (reqwest::Method::GET, format!("/api/dossiers/{id}/attachments/{attachment}"), None),
    ] {
        let (status, body) = call(&app, &stranger, method, &path, body).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(body["error"]["message"].is_string());
    }
    let (status, _) = attach(&app, &stranger, id, "x.pdf", pdf()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = call(&app, &stranger, reqwest::Method::POST, &format!("/api/dossiers/{id}/read"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "marking someone else's dossier read");
    assert_eq!(body["error"]["code"], "not_found");
    let (status, _) = call(&app, &stranger, reqwest::Method::POST, "/api/dossiers/999999/read", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = call(
        &app,
        &stranger,
        reqwest::Method::PATCH,
        &format!("/api/dossiers/{id}"),
        Some(json!({ "status": "completed" })),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(app.count("dossier_messages"), 0);
}

#[tokio::test]
async fn the_conversation_status_history_and_unread_counts() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let staff = app.client_as("moderator").await;
    let id = submit(&app, &owner, "Écolodge à Mohéli").await;
    let path = format!("/api/dossiers/{id}");

    let (status, _) =
        call(&app, &staff, reqwest::Method::POST, &format!("{path}/messages"), Some(json!({ "message": "   " }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, sent) = call(
        &app,
        &staff,
        reqwest::Method::POST,
        &format!("{path}/messages"),
        Some(json!({ "message": "Pouvez-vous préciser le budget ?" })),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(sent["message"]["sender"]["role"], "moderator");
    for status in ["processing", "more_info_required"] {
        let (code, body) = call(&app, &staff, reqwest::Method::PATCH, &path, Some(json!({ "status": status }))).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(body["dossier"]["status"], status);
    }
    let (status, body) = call(&app, &staff, reqwest::Method::PATCH, &path, Some(json!({ "status": "archived" }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["fields"]["status"].is_string());

    let (_, list) = call(&app, &owner, reqwest::Method::GET, "/api/dossiers", None).await;
    assert_eq!(list["dossiers"][0]["unread"], 3, "one message and two status changes");
    let (_, detail) = call(&app, &owner, reqwest::Method::GET, &path, None).await;
    assert_eq!(detail["messages"][0]["message"], "Pouvez-vous préciser le budget ?");
    let history = detail["history"].as_array().unwrap();
    assert_eq!(
        (history[0]["from_status"].as_str(), history[0]["to_status"].as_str()),
        (Some("received"), Some("processing"))
    );
    assert_eq!(history[1]["to_status"], "more_info_required");
    assert_eq!(history[1]["changed_by"]["role"], "moderator");
    let (_, list) = call(&app, &owner, reqwest::Method::GET, "/api/dossiers", None).await;
    assert_eq!(list["dossiers"][0]["unread"], 3, "reading the detail changes nothing");
    let (status, _) = call(&app, &owner, reqwest::Method::POST, &format!("{path}/read"), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, list) = call(&app, &owner, reqwest::Method::GET, "/api/dossiers", None).await;
    assert_eq!(list["dossiers"][0]["unread"], 0, "marking it read clears the count");

    call(
        &app,
        &owner,
        reqwest::Method::POST,
        &format!("{path}/messages"),
        Some(json!({ "message": "Environ 80 000 €." })),
    )
    .await;
    let (_, staff_list) = call(&app, &staff, reqwest::Method::GET, "/api/dossiers", None).await;
    assert_eq!(staff_list["dossiers"][0]["unread"], 1);
    let (_, detail) = call(&app, &staff, reqwest::Method::GET, &path, None).await;
    assert_eq!(detail["messages"].as_array().unwrap().len(), 2);
    assert_eq!(detail["messages"][1]["message"], "Environ 80 000 €.");
    assert_eq!(detail["messages"][1]["sender"]["role"], "promoter");
}

#[tokio::test]
async fn attachments_are_checked_by_content_and_downloaded_safely() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let staff = app.client_as("moderator").await;
    let id = submit(&app, &owner, "Pièces jointes").await;

    let (status, body) = attach(&app, &owner, id, "../../etc/passwd", pdf()).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body["attachment"]["original_name"], "passwd.pdf");
    assert_eq!(body["attachment"]["content_type"], "application/pdf");
    assert!(body["attachment"].get("stored_name").is_none());
    let attachment = body["attachment"]["id"].as_i64().unwrap();

    let response = staff.get(app.url(&format!("/api/dossiers/{id}/attachments/{attachment}"))).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-disposition"].to_str().unwrap().starts_with("attachment; filename=\"passwd.pdf\"")
    );
    assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    assert_eq!(response.bytes().await.unwrap().to_vec(), pdf());
    let stored: Vec<_> = std::fs::read_dir(app.data_dir.join("attachments")).unwrap().collect();
    assert_eq!(stored.len(), 1);
    assert!(!app.data_dir.join("media").join("passwd").exists());

    let (status, body) =
        attach(&app, &owner, id, "facture.pdf", b"MZ\x90\x00\x03 this program cannot be run".to_vec()).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(body["error"]["message"].as_str().unwrap().starts_with("Type de fichier refusé"));
    let mut big = pdf();
    big.resize(25 * 1024 * 1024, b' ');
    let (status, _) = attach(&app, &owner, id, "gros.pdf", big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    for n in 1..10 {
        let (status, _) = attach(&app, &staff, id, &format!("annexe-{n}.pdf"), pdf()).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let (status, body) = attach(&app, &owner, id, "onzième.pdf", pdf()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["message"], "Ce dossier a déjà 10 pièces jointes, le maximum.");
    assert_eq!(std::fs::read_dir(app.data_dir.join("attachments")).unwrap().count(), 10, "refused files are not kept");
}

/// Characters that reorder or hide text on screen.
fn is_bidi_or_invisible(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}' | '\u{061C}')
}

/// Central directory entry names as loose bytes after a ZIP signature: no real archive.
fn fake_docx() -> Vec<u8> {
    let mut bytes = b"PK\x03\x04\x14\x00\x00\x00".to_vec();
    bytes.extend_from_slice(b"[Content_Types].xml <Types/> word/document.xml <w:document/> PK\x05\x06");
    bytes
}

#[tokio::test]
async fn attachment_names_cannot_disguise_their_type() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let id = submit(&app, &owner, "Factures").await;

    let (status, body) = attach(&app, &owner, id, "facture\u{202E}fdp.bat", pdf()).await;
    assert_eq!(status, StatusCode::CREATED);
    let name = body["attachment"]["original_name"].as_str().unwrap().to_string();
    assert_eq!(name, "facturefdp.pdf");
    let attachment = body["attachment"]["id"].as_i64().unwrap();
    let stored: String = app
        .db()
        .query_row("SELECT original_name FROM dossier_attachments WHERE id = ?1", [attachment], |row| row.get(0))
        .unwrap();
    assert_eq!(stored, name);

    let (_, detail) = call(&app, &owner, reqwest::Method::GET, &format!("/api/dossiers/{id}"), None).await;
    let listed = detail["attachments"][0]["original_name"].as_str().unwrap();
    assert!(!listed.chars().any(is_bidi_or_invisible) && listed.ends_with(".pdf"), "{listed:?}");

    let response = owner.get(app.url(&format!("/api/dossiers/{id}/attachments/{attachment}"))).send().await.unwrap();
    let disposition = response.headers()["content-disposition"].to_str().unwrap().to_string();
    assert_eq!(disposition, "attachment; filename=\"facturefdp.pdf\"; filename*=UTF-8''facturefdp.pdf");

    let (status, body) = attach(&app, &owner, id, "rapport.docx", fake_docx()).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(body["error"]["message"].as_str().unwrap().starts_with("Type de fichier refusé"));
    assert_eq!(app.count("dossier_attachments"), 1);
}
