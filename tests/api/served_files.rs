//! Attachments and media are streamed from their file: byte ranges, revalidation
//! with `ETag`, and a stored name that points outside its folder serves nothing.

use reqwest::StatusCode;

use crate::common::TestApp;
use crate::common::images::jpeg;
use crate::dossiers::{attach, pdf, submit};

#[tokio::test]
async fn attachments_answer_ranges_and_revalidation() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let id = submit(&app, &owner, "Plages d'octets").await;
    let document = pdf();
    let (status, body) = attach(&app, &owner, id, "plan.pdf", document.clone()).await;
    assert_eq!(status, StatusCode::CREATED);
    let url = app.url(&format!("/api/dossiers/{id}/attachments/{}", body["attachment"]["id"]));

    let whole = owner.get(&url).send().await.unwrap();
    assert_eq!(whole.status(), StatusCode::OK);
    assert_eq!(whole.headers()["accept-ranges"], "bytes");
    assert_eq!(whole.headers()["cache-control"], "private, no-store");
    assert!(whole.headers().get("content-encoding").is_none());
    let etag = whole.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(whole.bytes().await.unwrap().to_vec(), document);

    let part = owner.get(&url).header("range", "bytes=0-4").send().await.unwrap();
    assert_eq!(part.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(part.headers()["content-range"], format!("bytes 0-4/{}", document.len()).as_str());
    assert!(part.headers()["content-disposition"].to_str().unwrap().starts_with("attachment;"));
    assert_eq!(part.bytes().await.unwrap().to_vec(), b"%PDF-".to_vec());
    let tail = owner.get(&url).header("range", "bytes=-6").send().await.unwrap();
    assert_eq!(tail.bytes().await.unwrap().to_vec(), b"%%EOF\n".to_vec());
    let beyond = owner.get(&url).header("range", "bytes=100000-").send().await.unwrap();
    assert_eq!(beyond.status(), StatusCode::RANGE_NOT_SATISFIABLE);
    let stale_range =
        owner.get(&url).header("range", "bytes=0-4").header("if-range", "\"autre\"").send().await.unwrap();
    assert_eq!(stale_range.status(), StatusCode::OK, "a range of another version gets the whole file");

    let current = owner.get(&url).header("if-none-match", &etag).send().await.unwrap();
    assert_eq!(current.status(), StatusCode::NOT_MODIFIED);
    assert!(current.bytes().await.unwrap().is_empty());
    let stranger = app.client_as("promoter").await;
    let refused = stranger.get(&url).header("if-none-match", &etag).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::NOT_FOUND, "revalidation never bypasses who may read");
}

#[tokio::test]
async fn a_stored_name_pointing_outside_the_attachments_serves_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("promoter").await;
    let id = submit(&app, &owner, "Noms forgés").await;
    let (_, body) = attach(&app, &owner, id, "vrai.pdf", pdf()).await;
    let attachment = body["attachment"]["id"].as_i64().unwrap();
    let url = app.url(&format!("/api/dossiers/{id}/attachments/{attachment}"));
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret"), "secret").unwrap();
    std::os::unix::fs::symlink(outside.path().join("secret"), app.data_dir.join("attachments/lien")).unwrap();
    std::fs::create_dir(app.data_dir.join("attachments/dossier")).unwrap();
    let conn = app.db();
    // What a tampered backup holds: rows the schema's own checks would refuse.
    conn.pragma_update(None, "ignore_check_constraints", true).unwrap();
    for forged in ["../vitrine.db", "/etc/passwd", "/proc/self/environ", "lien", "dossier", "..", ""] {
        conn.execute("UPDATE dossier_attachments SET stored_name = ?1 WHERE id = ?2", (forged, attachment)).unwrap();
        let response = owner.get(&url).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{forged}");
        let body = response.text().await.unwrap();
        assert!(!body.contains("SQLite") && !body.contains("root:") && !body.contains("secret"), "{forged}: {body}");
    }
}

#[tokio::test]
async fn media_answer_ranges_and_revalidation() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(jpeg(600, 300)).file_name("photo.jpg"));
    let response = admin.post(app.url("/api/admin/uploads")).multipart(form).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let url = response.json::<serde_json::Value>().await.unwrap()["url"].as_str().unwrap().to_string();
    let stored = std::fs::read(app.data_dir.join(url.trim_start_matches('/'))).unwrap();

    let whole = app.get(&url).await;
    let etag = whole.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(whole.headers()["content-length"], stored.len().to_string().as_str());
    let current = app.client.get(app.url(&url)).header("if-none-match", &etag).send().await.unwrap();
    assert_eq!(current.status(), StatusCode::NOT_MODIFIED);
    let part = app.client.get(app.url(&url)).header("range", "bytes=4-11").send().await.unwrap();
    assert_eq!(part.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(part.bytes().await.unwrap().to_vec(), stored[4..12].to_vec());
}
