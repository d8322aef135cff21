//! The blog editor's API: validation, sanitization, slugs, drafts and scheduling.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

struct Admin<'a> {
    app: &'a TestApp,
    client: reqwest::Client,
}

impl Admin<'_> {
    async fn send(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut request = self.client.request(method, self.app.url(path));
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn create(&self, body: Value) -> (StatusCode, Value) {
        self.send(reqwest::Method::POST, "/api/admin/posts", Some(body)).await
    }
}

fn post(title: &str, published_at: Option<&str>) -> Value {
    json!({
        "title": title,
        "excerpt": "Un résumé.",
        "category": "Innovation",
        "content_html": "<h2>Intro</h2><p>Un texte sur l'économie numérique des Comores.</p>",
        "content_json": "{\"root\":{}}",
        "published_at": published_at,
    })
}

#[tokio::test]
async fn a_published_post_is_sanitized_measured_and_public() {
    let app = TestApp::spawn().await;
    let admin = Admin { app: &app, client: app.client_as("super_admin").await };
    let words = "mot ".repeat(450);
    let mut body = post("Économie numérique : cap sur 2030", Some("2020-01-01T10:00:00+02:00"));
    body["content_html"] = json!(format!(
        r#"<p onclick="voler()">{words}</p><script>alert(1)</script><img src="/media/images/x-960.webp" onerror="alert(1)" alt="x"><a href="javascript:alert(1)">piège</a>"#
    ));
    let (status, created) = admin.create(body).await;
    assert_eq!(status, StatusCode::CREATED);
    let post = &created["post"];
    assert_eq!(post["slug"], "economie-numerique-cap-sur-2030");
    assert_eq!(post["read_time_minutes"], 3);
    assert_eq!(post["published_at"], "2020-01-01T08:00:00Z");
    let html = post["content_html"].as_str().unwrap();
    for forbidden in ["<script", "onclick", "onerror", "javascript:"] {
        assert!(!html.contains(forbidden), "{forbidden} survived: {html}");
    }
    assert!(html.contains(r#"<img src="/media/images/x-960.webp" alt="x">"#));

    let (status, public) = app.get_json("/api/posts/economie-numerique-cap-sur-2030").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(public["post"]["content_html"], post["content_html"]);
}

#[tokio::test]
async fn missing_or_oversized_fields_are_refused_and_nothing_is_saved() {
    let app = TestApp::spawn().await;
    let admin = Admin { app: &app, client: app.client_as("super_admin").await };
    let before = app.count("blog_posts");
    let (status, body) = admin.create(json!({ "title": " ", "content_html": "<p> </p><script>x</script>" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["title"], "Le titre est requis.");
    assert_eq!(body["error"]["fields"]["content_html"], "Le contenu est requis.");

    let mut long = post(&"t".repeat(201), None);
    long["cover_image"] = json!("javascript:alert(1)");
    long["published_at"] = json!("demain");
    let (_, body) = admin.create(long).await;
    let fields = &body["error"]["fields"];
    assert!(fields["title"].as_str().unwrap().contains("200"));
    assert!(fields["cover_image"].is_string());
    assert_eq!(fields["published_at"], "La date de publication est invalide.");

    let mut huge = post("Énorme", None);
    huge["content_html"] = json!(format!("<p>{}</p>", "x".repeat(600 * 1024)));
    let (status, body) = admin.create(huge).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["content_html"], "Le contenu est trop long : 500 Ko au maximum.");
    assert_eq!(app.count("blog_posts"), before);
}

#[tokio::test]
async fn slugs_stay_unique() {
    let app = TestApp::spawn().await;
    let admin = Admin { app: &app, client: app.client_as("super_admin").await };
    let (_, first) = admin.create(post("Même titre", None)).await;
    let (status, second) = admin.create(post("Même titre", None)).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(first["post"]["slug"], "meme-titre");
    assert_eq!(second["post"]["slug"], "meme-titre-2");
    let mut explicit = post("Autre titre", None);
    explicit["slug"] = json!("Même Titre");
    let (status, body) = admin.create(explicit).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["error"]["message"], "Ce slug est déjà utilisé par un autre article.");
}

#[tokio::test]
async fn an_article_with_an_old_style_slug_keeps_its_address_through_edits() {
    let app = TestApp::spawn().await;
    let admin = Admin { app: &app, client: app.client_as("super_admin").await };
    let (_, created) = admin.create(post("L'économie bleue", Some("2020-01-01T10:00:00Z"))).await;
    assert_eq!(created["post"]["slug"], "l-economie-bleue", "new titles split words at apostrophes");
    let id = created["post"]["id"].as_i64().unwrap();
    // Slugs written before that rule joined the words: "leconomie".
    app.db().execute("UPDATE blog_posts SET slug = 'leconomie' WHERE id = ?1", [id]).unwrap();

    let mut edited = post("L'économie bleue, deux ans après", Some("2020-01-01T10:00:00Z"));
    edited["content_html"] = json!("<p>Un texte revu sur l'économie bleue.</p>");
    let (status, updated) =
        admin.send(reqwest::Method::PUT, &format!("/api/admin/posts/{id}"), Some(edited.clone())).await;
    assert_eq!(status, StatusCode::OK, "{updated}");
    assert_eq!(updated["post"]["slug"], "leconomie", "an edit of the title or text keeps the address");
    edited["slug"] = json!("leconomie");
    let (status, updated) = admin.send(reqwest::Method::PUT, &format!("/api/admin/posts/{id}"), Some(edited)).await;
    assert_eq!(status, StatusCode::OK, "{updated}");
    assert_eq!(updated["post"]["slug"], "leconomie", "the old slug sent back as it is stays valid");

    let (status, public) = app.get_json("/api/posts/leconomie").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(public["post"]["title"], "L'économie bleue, deux ans après");
    let page = app.get("/blog/leconomie").await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.text().await.unwrap().contains("Un texte revu sur l'économie bleue."));
}

#[tokio::test]
async fn drafts_and_scheduled_posts_stay_private_until_published() {
    let app = TestApp::spawn().await;
    let admin = Admin { app: &app, client: app.client_as("super_admin").await };
    let (_, draft) = admin.create(post("Brouillon secret", None)).await;
    let (_, scheduled) = admin.create(post("Programmé secret", Some("2999-01-01T00:00:00Z"))).await;
    for slug in ["brouillon-secret", "programme-secret"] {
        assert_eq!(app.get_json(&format!("/api/posts/{slug}")).await.0, StatusCode::NOT_FOUND);
    }
    let (_, list) = app.get_json("/api/posts?q=secret").await;
    assert_eq!(list["total"], 0);
    let (_, admin_list) = admin.send(reqwest::Method::GET, "/api/admin/posts", None).await;
    assert!(admin_list["posts"].as_array().unwrap().iter().any(|p| p["id"] == draft["post"]["id"]));

    let id = scheduled["post"]["id"].as_i64().unwrap();
    let mut publish_now = post("Programmé secret renommé", Some("2001-01-01T00:00:00Z"));
    publish_now.as_object_mut().unwrap().remove("slug");
    let (status, updated) =
        admin.send(reqwest::Method::PUT, &format!("/api/admin/posts/{id}"), Some(publish_now)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(updated["post"]["slug"], "programme-secret", "the address survives a title change");
    assert_eq!(updated["post"]["title"], "Programmé secret renommé");
    assert_eq!(app.get_json("/api/posts/programme-secret").await.0, StatusCode::OK);

    let (status, _) = admin.send(reqwest::Method::DELETE, &format!("/api/admin/posts/{id}"), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.get_json("/api/posts/programme-secret").await.0, StatusCode::NOT_FOUND);
    let (status, body) = admin.send(reqwest::Method::GET, &format!("/api/admin/posts/{id}"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"]["message"], "Article non trouvé.");
    let (status, _) = admin.send(reqwest::Method::PUT, &format!("/api/admin/posts/{id}"), Some(post("x", None))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
