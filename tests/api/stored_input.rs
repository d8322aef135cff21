//! What the back-office may store beyond text: image addresses (a path of this site or
//! https, in every field and inside articles) and the editor's state of a legal page.

use crate::common;

use common::TestApp;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

const IMAGE_MESSAGE: &str = "L'adresse de l'image doit être un chemin du site ou commencer par https://.";
const OTHER_HOSTS: [&str; 5] = [
    "/\\evil.example/x.png",
    "//evil.example/x.png",
    "http://evil.example/x.png",
    "https:/\\evil.example/x.png",
    "/media/images/a.webp\u{7}",
];

async fn send(client: &reqwest::Client, method: Method, url: String, body: Value) -> (StatusCode, Value) {
    let response = client.request(method, url).json(&body).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Sends `body` with `value` at `pointer` and expects the field refused with the image message.
async fn refused(client: &reqwest::Client, method: Method, url: String, mut body: Value, pointer: &str, field: &str) {
    for value in OTHER_HOSTS {
        *body.pointer_mut(pointer).unwrap() = json!(value);
        let (status, answer) = send(client, method.clone(), url.clone(), body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{field} = {value:?}");
        assert_eq!(answer["error"]["fields"][field], IMAGE_MESSAGE, "{field} = {value:?}");
    }
}

#[tokio::test]
async fn every_image_field_takes_a_site_path_or_https_only() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let settings_url = app.url("/api/admin/settings");
    let (_, settings) = send(&admin, Method::GET, settings_url.clone(), Value::Null).await;
    for field in ["portrait_url", "favicon_url", "logo_url"] {
        let pointer = format!("/identity/{field}");
        refused(&admin, Method::PUT, settings_url.clone(), settings.clone(), &pointer, &format!("identity.{field}"))
            .await;
    }
    let content_url = app.url("/api/admin/content");
    for section in ["home_hero", "home_mission"] {
        let body = json!({ section: { "image_url": "" } });
        let pointer = format!("/{section}/image_url");
        refused(&admin, Method::PUT, content_url.clone(), body, &pointer, &format!("{section}.image_url")).await;
    }
    let post = json!({ "title": "Couverture", "content_html": "<p>Texte</p>", "cover_image": "", "thumbnail_url": "" });
    for field in ["cover_image", "thumbnail_url"] {
        refused(&admin, Method::POST, app.url("/api/admin/posts"), post.clone(), &format!("/{field}"), field).await;
    }
    let (_, now) = send(&admin, Method::GET, settings_url, Value::Null).await;
    assert_eq!(now, settings, "nothing was saved");

    let mut good = post.clone();
    good["cover_image"] = json!("/media/images/ab12-960.webp");
    good["thumbnail_url"] = json!("https://images.exemple.km/photo.jpg");
    let (status, saved) = send(&admin, Method::POST, app.url("/api/admin/posts"), good).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["post"]["cover_image"], "/media/images/ab12-960.webp");
}

#[tokio::test]
async fn images_inside_an_article_keep_only_safe_addresses() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let html = r#"<p>Texte</p><img src="/media/images/ab12-960.webp" alt="ici"><img src="/\evil.example/x.png" alt="ailleurs"><img src="//evil.example/y.png" alt="ailleurs">"#;
    let body = json!({ "title": "Images", "content_html": html });
    let (status, saved) = send(&admin, Method::POST, app.url("/api/admin/posts"), body).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    let stored = saved["post"]["content_html"].as_str().unwrap();
    assert!(stored.contains(r#"src="/media/images/ab12-960.webp""#), "{stored}");
    assert!(!stored.contains("evil.example"), "{stored}");
}

#[tokio::test]
async fn a_legal_page_keeps_only_an_editor_state_it_can_read() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let url = app.url("/api/admin/legal/terms");
    let (_, before) = send(&admin, Method::GET, url.clone(), Value::Null).await;
    let html = "<p>Ces conditions s'appliquent.</p>";
    for state in ["pas du JSON", "[]", "{}", r#"{"root":"texte"}"#, r#"{"root":[1,2]}"#, "{\"root\":{}"] {
        let (status, body) =
            send(&admin, Method::PUT, url.clone(), json!({ "content_html": html, "content_json": state })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{state}");
        assert_eq!(body["error"]["fields"]["content_json"], "L'état de l'éditeur est illisible.", "{state}");
    }
    let huge = format!(r#"{{"root":{{"children":[],"text":"{}"}}}}"#, "x".repeat(800 * 1024));
    let (status, body) =
        send(&admin, Method::PUT, url.clone(), json!({ "content_html": html, "content_json": huge })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["content_json"], "L'état de l'éditeur est trop long : 768 Ko au maximum.");
    let (_, after) = send(&admin, Method::GET, url.clone(), Value::Null).await;
    assert_eq!(after, before, "nothing was saved");

    let state = r#"{"root":{"children":[{"type":"paragraph","children":[]}],"type":"root","version":1}}"#;
    let (status, saved) = send(&admin, Method::PUT, url, json!({ "content_html": html, "content_json": state })).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["legal"]["content_json"], state);
}
