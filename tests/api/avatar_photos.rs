//! Avatars straight from a phone: a large JPEG photo is accepted, stored small and upright, a
//! file over 15 MB is refused, and decoding several at once keeps the server's memory bounded.

use crate::common;

use std::time::Duration;

use common::TestApp;
use common::images::{jpeg_oriented, photo_jpeg};
use common::process::ServerProcess;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::Value;

fn avatar_form(bytes: &[u8]) -> Form {
    Form::new().part("file", Part::bytes(bytes.to_vec()).file_name("IMG_2041.jpg"))
}

async fn stored_avatar(app: &TestApp, client: &reqwest::Client, bytes: &[u8]) -> image::DynamicImage {
    let response = client.post(app.url("/api/profile/avatar")).multipart(avatar_form(bytes)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    let url = body["profile"]["avatar_url"].as_str().unwrap().to_string();
    let stored = app.get(&url).await.bytes().await.unwrap();
    assert_eq!(image::guess_format(&stored).unwrap(), image::ImageFormat::WebP);
    image::load_from_memory(&stored).unwrap()
}

#[tokio::test]
async fn a_phone_photo_becomes_a_small_upright_avatar_and_past_15_mb_is_refused() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    for (width, height) in [(4000, 3000), (8000, 6000)] {
        let photo = photo_jpeg(width, height);
        println!("{} MP photo: {:.1} MB", width * height / 1_000_000, photo.len() as f64 / 1_048_576.0);
        assert!(photo.len() > 2 * 1024 * 1024, "heavier than the old 2 MB limit");
        let avatar = stored_avatar(&app, &client, &photo).await;
        assert_eq!((avatar.width(), avatar.height()), (256, 256));
    }

    // Stored dark on the left; EXIF says to turn it half a turn, so the avatar is light on the left.
    let turned = stored_avatar(&app, &client, &jpeg_oriented(4000, 3000, 3)).await.to_rgb8();
    assert!(turned.get_pixel(3, 128).0[0] > 150 && turned.get_pixel(252, 128).0[0] < 100);

    let mut too_heavy = photo_jpeg(64, 64);
    too_heavy.resize(15 * 1024 * 1024 + 1, 0);
    let refused = client.post(app.url("/api/profile/avatar")).multipart(avatar_form(&too_heavy)).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["error"]["message"], "L'image dépasse 15 Mo : choisissez un fichier plus léger.");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_48_megapixel_photos_keep_memory_bounded() {
    let data = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_vitrine").as_ref(), data.path(), &[("VITRINE_DEMO", "0")]);
    let client = crate::hardening::self_registered(&server).await;
    let photo = photo_jpeg(8000, 6000);
    let handles: Vec<_> = (0..3)
        .map(|_| {
            let request = client.post(server.url("/api/profile/avatar")).multipart(avatar_form(&photo)).send();
            tokio::spawn(async move { request.await.unwrap().status() })
        })
        .collect();
    let mut statuses = Vec::new();
    for handle in handles {
        statuses.push(handle.await.unwrap());
    }
    assert!(statuses.iter().all(|status| [200, 503].contains(&status.as_u16())), "{statuses:?}");
    assert!(statuses.contains(&StatusCode::OK), "{statuses:?}");

    let peak = server.peak_rss_mb();
    println!(
        "peak RSS after 3 parallel 48 MP JPEG avatars ({:.1} MB each): {peak:.0} MB",
        photo.len() as f64 / 1_048_576.0
    );
    assert!(peak < 150.0, "peak RSS {peak:.0} MB");
    let settled = server.settle_rss_mb(60.0, Duration::from_secs(30));
    assert!(settled < 60.0, "RSS {settled:.0} MB 30 s after the burst");
}
