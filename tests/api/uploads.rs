//! Public image uploads: content checks, WebP variants for srcset, caching.

use crate::common;

use common::TestApp;
use common::images::jpeg;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::Value;

async fn upload(app: &TestApp, client: &reqwest::Client, bytes: Vec<u8>) -> (StatusCode, Value) {
    let form = Form::new().part("file", Part::bytes(bytes).file_name("couverture.jpg"));
    let response = client.post(app.url("/api/admin/uploads")).multipart(form).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn an_image_becomes_cached_webp_variants_at_three_widths() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let original = jpeg(2000, 1000);
    let (status, body) = upload(&app, &admin, original.clone()).await;
    assert_eq!(status, StatusCode::CREATED);
    let variants = body["variants"].as_array().unwrap();
    let widths: Vec<i64> = variants.iter().map(|v| v["width"].as_i64().unwrap()).collect();
    assert_eq!(widths, [480, 960, 1600]);
    assert_eq!(body["url"], variants[2]["url"]);
    let mut phone_bytes = 0;
    for variant in variants {
        let url = variant["url"].as_str().unwrap();
        assert!(url.starts_with("/media/images/") && url.ends_with(&format!("-{}.webp", variant["width"])));
        let response = app.get(url).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
        let bytes = response.bytes().await.unwrap();
        let decoded = image::load_from_memory(&bytes).unwrap();
        assert_eq!(i64::from(decoded.width()), variant["width"].as_i64().unwrap());
        if variant["width"] == 480 {
            phone_bytes = bytes.len();
        }
    }
    assert!(phone_bytes < original.len() / 4, "a phone downloads far less than the original");
}

#[tokio::test]
async fn fake_huge_or_missing_images_are_refused() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (status, body) = upload(&app, &admin, b"<svg onload=alert(1)>".to_vec()).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(body["error"]["code"], "unsupported_media_type");
    let mut big = jpeg(10, 10);
    big.resize(10 * 1024 * 1024 + 1, 0);
    let (status, _) = upload(&app, &admin, big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let response =
        admin.post(app.url("/api/admin/uploads")).multipart(Form::new().text("file", "")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert!(!app.data_dir.join("media/images").exists());
}

#[tokio::test]
async fn media_never_serves_a_file_through_a_link() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (status, body) = upload(&app, &admin, jpeg(600, 300)).await;
    assert_eq!(status, StatusCode::CREATED);
    let url = body["variants"][0]["url"].as_str().unwrap().to_string();

    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.webp"), "hors du dossier").unwrap();
    let media = app.data_dir.join("media");
    std::os::unix::fs::symlink(outside.path().join("secret.webp"), media.join("evil.webp")).unwrap();
    std::os::unix::fs::symlink("/etc", media.join("dir")).unwrap();
    std::os::unix::fs::symlink("../../vitrine.db", media.join("images/leak.webp")).unwrap();
    let real = url.trim_start_matches("/media/images/");
    std::os::unix::fs::symlink(real, media.join("images/alias.webp")).unwrap();

    for path in [
        "/media/evil.webp",
        "/media/dir/passwd",
        "/media/dir/hostname",
        "/media/images/leak.webp",
        "/media/images/alias.webp",
        "/media/images/..%2f..%2fvitrine.db",
        "/media/images",
        "/media/",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert!(response.headers().get("cache-control").is_none(), "{path}");
    }

    let response = app.get(&url).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(response.headers()["content-type"], "image/webp");
    let bytes = response.bytes().await.unwrap();
    assert_eq!(bytes, std::fs::read(app.data_dir.join(url.trim_start_matches('/'))).unwrap());
    let head = app.client.head(app.url(&url)).send().await.unwrap();
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(head.headers()["content-type"], "image/webp");
    assert_eq!(head.headers()["content-length"], bytes.len().to_string().as_str());
}

#[tokio::test]
async fn uploads_that_would_eat_the_disk_reserve_are_refused_in_french_and_store_nothing() {
    let app = TestApp::spawn_with(|config| config.disk_reserve_bytes = u64::MAX).await;
    let admin = app.client_as("super_admin").await;
    let images = app.data_dir.join("media/images");
    let files = || std::fs::read_dir(&images).map_or(0, |entries| entries.count());
    let before = files();
    let (status, body) = upload(&app, &admin, jpeg(300, 200)).await;
    assert_eq!(status, StatusCode::INSUFFICIENT_STORAGE);
    assert_eq!(body["error"]["code"], "insufficient_storage");
    assert!(body["error"]["message"].as_str().unwrap().starts_with("Espace disque insuffisant"));
    assert_eq!(files(), before, "no file left behind");
}
