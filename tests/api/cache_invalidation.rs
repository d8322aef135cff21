//! The next read after every kind of public write shows it (posts, settings, identity,
//! content, timeline, legal pages, the assistant, an author's name), a scheduled post
//! appears when due without a write, and writes that change no public page keep the cache.

use crate::common;
use crate::page_cache::{cached, hits, send, text};

use common::TestApp;
use reqwest::{Method, StatusCode, header};
use serde_json::json;

#[tokio::test]
async fn post_writes_show_on_the_next_read() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    const SEARCH: &str = "/api/search?q=fra%C3%AEcheur";
    for path in ["/api/posts", "/sitemap.xml", "/rss.xml", SEARCH] {
        assert!(!cached(&app, path).await.contains("cache-et-fraicheur"));
    }
    let post = json!({
        "title": "Cache et fraîcheur",
        "excerpt": "Un résumé.",
        "category": "Innovation",
        "content_html": "<p>Première version.</p>",
        "published_at": "2020-01-01T10:00:00Z",
    });
    let created = send(&admin, &app, Method::POST, "/api/admin/posts", Some(post.clone())).await;
    let id = created["post"]["id"].as_i64().unwrap();
    for path in ["/api/posts", "/sitemap.xml", "/rss.xml", SEARCH] {
        assert!(text(&app, path).await.contains("cache-et-fraicheur"), "{path} lists the new post");
    }

    assert!(cached(&app, "/blog/cache-et-fraicheur").await.contains("Première version."));
    assert!(cached(&app, "/api/posts/cache-et-fraicheur").await.contains("Première version."));
    let mut edited = post.clone();
    edited["content_html"] = json!("<p>Seconde version.</p>");
    send(&admin, &app, Method::PUT, &format!("/api/admin/posts/{id}"), Some(edited)).await;
    assert!(text(&app, "/blog/cache-et-fraicheur").await.contains("Seconde version."));
    assert!(text(&app, "/api/posts/cache-et-fraicheur").await.contains("Seconde version."));

    cached(&app, "/blog/cache-et-fraicheur").await;
    cached(&app, "/api/posts/cache-et-fraicheur").await;
    send(&admin, &app, Method::DELETE, &format!("/api/admin/posts/{id}"), None).await;
    assert_eq!(app.get("/blog/cache-et-fraicheur").await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/posts/cache-et-fraicheur").await.status(), StatusCode::NOT_FOUND);
    assert!(!text(&app, "/sitemap.xml").await.contains("cache-et-fraicheur"));
    assert!(!text(&app, SEARCH).await.contains("cache-et-fraicheur"), "a deleted post is no longer found");
}

#[tokio::test]
async fn settings_identity_and_content_show_on_the_next_read() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    cached(&app, "/").await;
    cached(&app, "/rss.xml").await;
    cached(&app, "/api/site").await;
    cached(&app, "/parcours").await;
    const PROFILE: &str = "https://www.linkedin.com/in/awa-mze";
    let mut settings = send(&admin, &app, Method::GET, "/api/admin/settings", None).await;
    settings["seo"]["title"] = json!("Un titre tout neuf");
    settings["identity"]["owner_name"] = json!("Awa Mzé");
    settings["social"]["linkedin"] = json!(PROFILE);
    send(&admin, &app, Method::PUT, "/api/admin/settings", Some(settings)).await;
    assert!(text(&app, "/").await.contains("<title>Un titre tout neuf</title>"));
    // The header and footer, drawn once per change of the settings, are drawn again.
    for path in ["/parcours", "/activites", "/blog"] {
        let page = text(&app, path).await;
        let header = &page[page.find("<header").unwrap()..page.find("</header>").unwrap()];
        let footer = &page[page.find("<footer").unwrap()..page.find("</footer>").unwrap()];
        for part in [header, footer] {
            assert!(part.contains("Awa Mzé") && part.contains(PROFILE), "{path}: {part}");
        }
    }
    assert!(text(&app, "/rss.xml").await.contains("<title>Un titre tout neuf</title>"));
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["settings"]["identity"]["owner_name"], "Awa Mzé");

    cached(&app, "/api/site").await;
    let mut content = send(&admin, &app, Method::GET, "/api/admin/content", None).await;
    content["home_hero"]["subtitle"] = json!("Un sous-titre inédit");
    send(&admin, &app, Method::PUT, "/api/admin/content", Some(content)).await;
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["content"]["home_hero"]["subtitle"], "Un sous-titre inédit");
}

#[tokio::test]
async fn timeline_legal_and_chat_writes_show_on_the_next_read() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    cached(&app, "/api/timeline").await;
    let event = json!({ "date": "2031", "title": "Étape inédite", "category": "Projets" });
    let created = send(&admin, &app, Method::POST, "/api/admin/timeline", Some(event)).await;
    let id = created["event"]["id"].as_i64().unwrap();
    assert!(text(&app, "/api/timeline").await.contains("Étape inédite"));
    cached(&app, "/api/timeline").await;
    let renamed = json!({ "date": "2031", "title": "Étape renommée", "category": "Projets" });
    send(&admin, &app, Method::PUT, &format!("/api/admin/timeline/{id}"), Some(renamed)).await;
    assert!(text(&app, "/api/timeline").await.contains("Étape renommée"));
    cached(&app, "/api/timeline").await;
    send(&admin, &app, Method::DELETE, &format!("/api/admin/timeline/{id}"), None).await;
    assert!(!text(&app, "/api/timeline").await.contains("Étape renommée"));

    cached(&app, "/api/legal/terms").await;
    cached(&app, "/conditions-d-utilisation").await;
    let legal = json!({ "content_html": "<p>Des conditions toutes neuves.</p>" });
    send(&admin, &app, Method::PUT, "/api/admin/legal/terms", Some(legal)).await;
    assert!(text(&app, "/api/legal/terms").await.contains("Des conditions toutes neuves."));
    assert!(text(&app, "/conditions-d-utilisation").await.contains("Des conditions toutes neuves."));

    cached(&app, "/api/chat").await;
    let script = json!({ "greeting": "Salut, quoi de neuf ?", "fallback": "Je n'ai pas compris.", "topics": [] });
    send(&admin, &app, Method::PUT, "/api/admin/chat", Some(script)).await;
    assert!(text(&app, "/api/chat").await.contains("Salut, quoi de neuf ?"));
}

#[tokio::test]
async fn an_authors_new_name_shows_on_the_next_read_of_its_articles() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let post = json!({ "title": "Signé", "content_html": "<p>Texte.</p>", "published_at": "2020-01-01T10:00:00Z" });
    send(&admin, &app, Method::POST, "/api/admin/posts", Some(post)).await;
    cached(&app, "/api/posts/signe").await;
    cached(&app, "/blog/signe").await;
    send(&admin, &app, Method::PUT, "/api/profile", Some(json!({ "full_name": "Awa Autrice" }))).await;
    let (_, detail) = app.get_json("/api/posts/signe").await;
    assert_eq!(detail["post"]["author"]["full_name"], "Awa Autrice");
    assert!(text(&app, "/blog/signe").await.contains("Awa Autrice"), "the article's JSON-LD names its author");

    cached(&app, "/api/posts/signe").await;
    let me = send(&admin, &app, Method::GET, "/api/auth/me", None).await;
    let id = me["user"]["id"].as_i64().unwrap();
    let rename = json!({ "full_name": "Awa Renommée" });
    send(&admin, &app, Method::PATCH, &format!("/api/admin/users/{id}"), Some(rename)).await;
    let (_, detail) = app.get_json("/api/posts/signe").await;
    assert_eq!(detail["post"]["author"]["full_name"], "Awa Renommée");
}

#[tokio::test]
async fn a_scheduled_post_appears_when_due_without_a_write() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let due = app.clock().now() + time::Duration::hours(1);
    let published_at = vitrine::db::format_time(due);
    let post = json!({ "title": "À paraître", "content_html": "<p>Bientôt.</p>", "published_at": published_at });
    send(&admin, &app, Method::POST, "/api/admin/posts", Some(post)).await;
    assert!(!cached(&app, "/api/posts").await.contains("a-paraitre"));
    assert!(!cached(&app, "/sitemap.xml").await.contains("a-paraitre"));
    assert_eq!(app.get("/blog/a-paraitre").await.status(), StatusCode::NOT_FOUND);

    app.clock().advance(time::Duration::minutes(59));
    assert!(!text(&app, "/api/posts").await.contains("a-paraitre"), "not a minute early");
    app.clock().advance(time::Duration::minutes(2));
    assert!(text(&app, "/api/posts").await.contains("a-paraitre"), "published on time");
    assert!(text(&app, "/sitemap.xml").await.contains("a-paraitre"));
    assert_eq!(app.get("/blog/a-paraitre").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn visits_and_contact_messages_keep_the_cache() {
    let app = TestApp::spawn().await;
    cached(&app, "/api/posts").await;
    for _ in 0..5 {
        let visit = app
            .client
            .post(app.url("/api/visits"))
            .header(header::USER_AGENT, "Mozilla/5.0 (X11; Linux x86_64)")
            .json(&json!({ "path": "/blog" }))
            .send()
            .await
            .unwrap();
        assert!(visit.status().is_success());
    }
    let message = json!({ "name": "Awa", "email": "awa@exemple.km", "message": "Bonjour !" });
    assert_eq!(app.post_json("/api/contact", &message).await.status(), StatusCode::CREATED);
    assert!(app.count("page_views") > 0, "the visits were stored");
    let before = hits(&app).await;
    text(&app, "/api/posts").await;
    assert_eq!(hits(&app).await, before + 1, "still served from the cache");
}
