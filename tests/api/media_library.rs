//! The media library: every upload listed and searchable, its alternative text, where it is
//! used, deletion refused while in use unless confirmed, and images stored before it existed.

use crate::common;

use common::TestApp;
use common::images::{jpeg, png};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

async fn upload(app: &TestApp, client: &reqwest::Client, bytes: Vec<u8>, name: &str) -> Value {
    let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_string()));
    let response = client.post(app.url("/api/admin/uploads")).multipart(form).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json().await.unwrap()
}

async fn library(client: &reqwest::Client, app: &TestApp, query: &str) -> Value {
    json_of(client, app, &format!("/api/admin/media{query}")).await
}

async fn json_of(client: &reqwest::Client, app: &TestApp, path: &str) -> Value {
    client.get(app.url(path)).send().await.unwrap().json().await.unwrap()
}

fn names(list: &Value) -> Vec<&str> {
    list["images"].as_array().unwrap().iter().map(|image| image["file_name"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn uploads_are_listed_newest_first_and_found_by_name_or_alternative_text() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let beach = upload(&app, &admin, jpeg(2000, 1000), "Plage de Moroni.jpg").await;
    upload(&app, &admin, png(700, 400), "C:\\Photos\\portrait.png").await;

    let all = library(&admin, &app, "").await;
    assert_eq!(all["total"], 2);
    assert_eq!(names(&all), ["portrait.png", "Plage de Moroni.jpg"]);
    let portrait = &all["images"][0];
    assert_eq!((portrait["width"].as_i64(), portrait["height"].as_i64()), (Some(700), Some(400)));
    assert!(portrait["url"].as_str().unwrap().ends_with("-700.webp"));
    assert!(portrait["thumbnail_url"].as_str().unwrap().ends_with("-480.webp"));
    assert_eq!(all["images"][1]["id"], beach["id"]);
    assert_eq!(all["images"][1]["url"], beach["url"]);
    assert_eq!(names(&library(&admin, &app, "?q=MORONI").await), ["Plage de Moroni.jpg"]);

    let path = format!("/api/admin/media/{}", beach["id"]);
    let response = admin
        .patch(app.url(&path))
        .json(&json!({ "alt_text": "  Le lagon au coucher du soleil " }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["image"]["alt_text"], "Le lagon au coucher du soleil");
    assert_eq!(names(&library(&admin, &app, "?q=lagon").await), ["Plage de Moroni.jpg"]);

    let response = admin.patch(app.url(&path)).json(&json!({ "alt_text": "x".repeat(301) })).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert!(body["error"]["fields"]["alt_text"].as_str().unwrap().contains("300"));
    let response =
        admin.patch(app.url("/api/admin/media/999999")).json(&json!({ "alt_text": "" })).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_image_in_use_is_kept_until_the_owner_confirms_then_leaves_every_place() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let used = upload(&app, &admin, jpeg(1200, 800), "couverture.jpg").await;
    let kept = upload(&app, &admin, jpeg(900, 600), "autre.jpg").await;
    let (used_url, kept_url) = (used["url"].as_str().unwrap(), kept["url"].as_str().unwrap());
    let small_variant = used["variants"][0]["url"].as_str().unwrap();
    let response = admin
        .post(app.url("/api/admin/posts"))
        .json(&json!({
            "title": "Un voyage",
            "excerpt": "Résumé",
            "content_html": format!(r#"<p>Avant<img src="{small_variant}" alt="a">après<img src="{kept_url}" alt="b"></p>"#),
            "cover_image": used_url,
            "published_at": "2024-05-01T08:00:00Z",
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let post: Value = response.json().await.unwrap();
    let (post_id, version) = (post["post"]["id"].as_i64().unwrap(), post["post"]["version"].as_i64().unwrap());
    let mut settings = json_of(&admin, &app, "/api/admin/settings").await;
    settings["identity"]["logo_url"] = json!(used_url);
    let response = admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);

    let all = library(&admin, &app, "").await;
    let used_entry = all["images"].as_array().unwrap().iter().find(|image| image["id"] == used["id"]).unwrap();
    assert_eq!(
        used_entry["used_in"],
        json!([{ "kind": "article", "id": post_id, "title": "Un voyage" }, { "kind": "settings" }])
    );

    let path = format!("/api/admin/media/{}", used["id"]);
    let response = admin.delete(app.url(&path)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: Value = response.json().await.unwrap();
    assert!(body["error"]["message"].as_str().unwrap().contains("utilisée"));
    assert_eq!(app.get(used_url).await.status(), StatusCode::OK, "nothing changed");

    let deletions = (0..3).map(|_| admin.delete(app.url(&format!("{path}?remove_from_places=true"))).send());
    let mut statuses: Vec<u16> =
        futures_util::future::join_all(deletions).await.into_iter().map(|r| r.unwrap().status().as_u16()).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, [204, 404, 404], "one deletion, the others find nothing");
    assert_eq!(app.get(used_url).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get(small_variant).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get(kept_url).await.status(), StatusCode::OK);

    let article = json_of(&admin, &app, &format!("/api/admin/posts/{post_id}")).await;
    assert_eq!(article["post"]["cover_image"], Value::Null);
    let html = article["post"]["content_html"].as_str().unwrap();
    assert!(!html.contains(small_variant) && html.contains(kept_url), "{html}");
    assert_eq!(article["post"]["version"].as_i64(), Some(version + 1), "an open editor cannot save it back");
    let settings = json_of(&admin, &app, "/api/admin/settings").await;
    assert_eq!(settings["identity"]["logo_url"], "");
    let page = app.get("/blog/un-voyage").await.text().await.unwrap();
    let key = used_url.trim_start_matches("/media/images/").split('-').next().unwrap();
    assert!(page.contains("Un voyage") && !page.contains(key), "the public page shows it no more");
    assert_eq!(library(&admin, &app, "").await["total"], 1);
}

#[tokio::test]
async fn an_unused_image_goes_at_once_and_images_stored_before_the_library_join_it() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let uploads = (0..4).map(|n| upload(&app, &admin, jpeg(600 + n, 400), "photo.jpg"));
    let uploaded = futures_util::future::join_all(uploads).await;
    assert_eq!(library(&admin, &app, "").await["total"], 4, "parallel uploads are all entered");
    let first = &uploaded[0];
    let response = admin.delete(app.url(&format!("/api/admin/media/{}", first["id"]))).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get(first["url"].as_str().unwrap()).await.status(), StatusCode::NOT_FOUND);

    let app = app
        .restart_after(|data| {
            let conn = rusqlite::Connection::open(vitrine::config::database_path(data)).unwrap();
            conn.execute("DELETE FROM media_images", []).unwrap();
        })
        .await;
    let admin = app.client_as("super_admin").await;
    let list = library(&admin, &app, "").await;
    assert_eq!(list["total"], 3, "the files on disk are entered again at start-up");
    assert!(names(&list).iter().all(|name| name.is_empty()));
    let mut widths: Vec<i64> =
        list["images"].as_array().unwrap().iter().map(|i| i["width"].as_i64().unwrap()).collect();
    widths.sort_unstable();
    assert_eq!(widths, [601, 602, 603]);
}
