//! `vitrine backup` while the server runs, then `vitrine restore` into an empty directory.

mod common;

use std::process::Command;

use common::TestApp;
use reqwest::StatusCode;

fn vitrine(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_vitrine")).args(args).output().expect("the binary runs")
}

#[tokio::test]
async fn a_live_backup_restores_the_database_and_the_uploads() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    let image = image::RgbImage::from_pixel(64, 64, image::Rgb([1, 2, 3]));
    let mut png = Vec::new();
    image.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png).unwrap();
    let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(png).file_name("a.png"));
    let profile: serde_json::Value =
        client.post(app.url("/api/profile/avatar")).multipart(form).send().await.unwrap().json().await.unwrap();
    let avatar = profile["profile"]["avatar_url"].as_str().unwrap().to_string();
    let message = serde_json::json!({ "name": "Awa", "email": "awa@exemple.km", "message": "À sauvegarder" });
    assert_eq!(app.post_json("/api/contact", &message).await.status(), StatusCode::CREATED);

    let work = tempfile::tempdir().unwrap();
    let archive = work.path().join("sauvegarde.tar.gz");
    let data = app.data_dir.to_string_lossy().into_owned();
    let made = vitrine(&["--data", &data, "backup", &archive.to_string_lossy()]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));

    let restored = work.path().join("restauré");
    let done = vitrine(&["--data", &restored.to_string_lossy(), "restore", &archive.to_string_lossy()]);
    assert!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));
    let again = vitrine(&["--data", &restored.to_string_lossy(), "restore", &archive.to_string_lossy()]);
    assert!(!again.status.success(), "restore refuses a directory that is not empty");

    let copy = TestApp::spawn_with(|config| config.data_dir = restored.clone()).await;
    let (_, posts) = copy.get_json("/api/posts").await;
    assert_eq!(posts["total"], 6);
    let messages: i64 = rusqlite::Connection::open(restored.join("vitrine.db"))
        .unwrap()
        .query_row("SELECT count(*) FROM contact_messages WHERE message = 'À sauvegarder'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(messages, 1);
    assert_eq!(copy.get(&avatar).await.status(), StatusCode::OK, "uploads come back too");
}
