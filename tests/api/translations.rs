//! The owner's texts in English and Arabic: the back-office's translation routes with their
//! rules, the pages and public reads of each language, and the cache keeping languages apart.

use crate::common;
use crate::page_cache::{cached, send, text};

use common::TestApp;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

async fn call(
    client: &reqwest::Client,
    app: &TestApp,
    method: Method,
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

fn stored(app: &TestApp, source: &str, lang: &str) -> Option<String> {
    app.db()
        .query_row("SELECT value FROM translations WHERE source = ?1 AND lang = ?2", [source, lang], |row| row.get(0))
        .ok()
}

fn rows(app: &TestApp, source: &str, lang: &str) -> i64 {
    app.db()
        .query_row("SELECT count(*) FROM translations WHERE source = ?1 AND lang = ?2", [source, lang], |row| {
            row.get(0)
        })
        .unwrap()
}

#[tokio::test]
async fn only_the_super_admin_reads_and_writes_translations() {
    let app = TestApp::spawn().await;
    let body = json!({ "title": "Let us talk" });
    let path = "/api/admin/translations/en/content:home_cta";
    let before = stored(&app, "content:home_cta", "en");
    let anonymous = app.new_client();
    assert_eq!(call(&anonymous, &app, Method::PUT, path, Some(body.clone())).await.0, StatusCode::UNAUTHORIZED);
    for role in ["promoter", "moderator"] {
        let client = app.client_as(role).await;
        assert_eq!(call(&client, &app, Method::GET, "/api/admin/translations/en", None).await.0, StatusCode::FORBIDDEN);
        assert_eq!(call(&client, &app, Method::PUT, path, Some(body.clone())).await.0, StatusCode::FORBIDDEN);
        assert_eq!(call(&client, &app, Method::DELETE, path, None).await.0, StatusCode::FORBIDDEN);
    }
    assert_eq!(stored(&app, "content:home_cta", "en"), before, "nothing was written by a refused request");
    let admin = app.client_as("super_admin").await;
    let (status, saved) = call(&admin, &app, Method::PUT, path, Some(body)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(saved["value"], json!({ "title": "Let us talk" }));
    let (_, all) = call(&admin, &app, Method::GET, "/api/admin/translations/en", None).await;
    assert_eq!(all["content:home_cta"], json!({ "title": "Let us talk" }));
    assert_eq!(call(&admin, &app, Method::DELETE, path, None).await.0, StatusCode::NO_CONTENT);
    assert_eq!(call(&admin, &app, Method::DELETE, path, None).await.0, StatusCode::NO_CONTENT, "already gone");
    assert_eq!(rows(&app, "content:home_cta", "en"), 0);
}

#[tokio::test]
async fn a_translation_follows_the_rules_of_its_original() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let put = |path: &'static str, body: Value| {
        let admin = admin.clone();
        let url = app.url(path);
        async move {
            let response = admin.put(url).json(&body).send().await.unwrap();
            let status = response.status();
            (status, response.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    let before = stored(&app, "content:home_hero", "ar");
    let (status, body) = put("/api/admin/translations/en/content:ailleurs", json!({ "title": "x" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["message"], "Ce texte n'existe pas ou ne se traduit pas.");
    for (path, message) in [
        (
            "/api/admin/translations/fr/content:home_cta",
            "Le français est la langue d'origine du site : il ne se traduit pas.",
        ),
        ("/api/admin/translations/de/content:home_cta", "Langue inconnue : choisissez en (anglais) ou ar (arabe)."),
    ] {
        let (status, body) = put(path, json!({ "title": "x" })).await;
        assert_eq!((status, body["error"]["message"].as_str()), (StatusCode::BAD_REQUEST, Some(message)), "{path}");
    }
    let long = "x".repeat(2_001);
    let (status, body) = put(
        "/api/admin/translations/ar/content:home_hero",
        json!({ "image_url": "/media/autre.webp", "title_part1": long }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["home_hero.image_url"], "Ce champ n'existe pas ou ne se traduit pas.");
    assert_eq!(body["error"]["fields"]["home_hero.title_part1"], "Ce champ ne peut pas dépasser 2000 caractères.");
    let (status, body) = put("/api/admin/translations/en/home_stats", json!({})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a source names its kind: {body}");
    assert_eq!(stored(&app, "content:home_hero", "ar"), before, "a refused translation changes nothing");

    let (status, body) = put("/api/admin/translations/en/timeline:999999", json!({ "title": "Nowhere" })).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"]["message"], "Événement introuvable.");

    let page = json!({ "content_html": "<h2>Your data</h2><script>alert(1)</script><p onclick=\"x()\">Mine.</p>" });
    let (status, saved) = put("/api/admin/translations/en/legal:privacy", page).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(saved["value"]["content_html"], "<h2>Your data</h2><p>Mine.</p>");
    let english = text(&app, "/en/privacy-policy").await;
    assert!(english.contains("Your data") && !english.contains("alert(1)"));
}

#[tokio::test]
async fn each_language_shows_its_translations_and_french_where_there_is_none() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let mut content = send(&admin, &app, Method::GET, "/api/admin/content", None).await;
    content["home_hero"]["title_part1"] = json!("Bâtir ensemble");
    content["home_cta"]["title"] = json!("Écrivez-moi sans attendre");
    send(&admin, &app, Method::PUT, "/api/admin/content", Some(content)).await;
    for lang in ["en", "ar"] {
        send(&admin, &app, Method::DELETE, &format!("/api/admin/translations/{lang}/content:home_cta"), None).await;
    }
    let hero = json!({ "title_part1": "Building together" });
    send(&admin, &app, Method::PUT, "/api/admin/translations/en/content:home_hero", Some(hero)).await;
    let hero = json!({ "title_part1": "نبني معًا" });
    send(&admin, &app, Method::PUT, "/api/admin/translations/ar/content:home_hero", Some(hero)).await;

    let english = text(&app, "/en").await;
    assert!(english.contains("Building together") && !english.contains("Bâtir ensemble"));
    assert!(english.contains("Écrivez-moi sans attendre"), "untranslated: the French");
    let arabic = text(&app, "/ar").await;
    assert!(arabic.contains("نبني معًا") && arabic.contains("Écrivez-moi sans attendre"));
    let french = text(&app, "/").await;
    assert!(french.contains("Bâtir ensemble") && !french.contains("Building together"));

    let (status, site) = app.get_json("/api/site?lang=ar").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(site["content"]["home_hero"]["title_part1"], "نبني معًا");
    assert_eq!(site["content"]["home_cta"]["title"], "Écrivez-moi sans attendre");
    let (status, refused) = app.get_json("/api/site?lang=de").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(refused["error"]["message"], "Langue inconnue : choisissez fr, en ou ar.");

    let event: i64 = app.db().query_row("SELECT max(id) FROM timeline_events", [], |row| row.get(0)).unwrap();
    let path = format!("/api/admin/translations/ar/timeline:{event}");
    send(&admin, &app, Method::PUT, &path, Some(json!({ "title": "محطة مترجمة" }))).await;
    assert!(text(&app, "/ar/journey").await.contains("محطة مترجمة"));
    assert!(text(&app, "/api/timeline?lang=ar").await.contains("محطة مترجمة"));
    assert!(!text(&app, "/api/timeline").await.contains("محطة مترجمة"));
    send(&admin, &app, Method::DELETE, &format!("/api/admin/timeline/{event}"), None).await;
    assert_eq!(rows(&app, &format!("timeline:{event}"), "ar"), 0, "the event took its translation with it");

    let chat = json!({ "greeting": "Hello and welcome to my site" });
    send(&admin, &app, Method::PUT, "/api/admin/translations/en/chat", Some(chat)).await;
    let english = app.get_json("/api/chat?lang=en").await.1;
    assert_eq!(english["chat"]["greeting"], "Hello and welcome to my site");
    let links: Vec<&str> = english["chat"]["topics"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|topic| topic["link"]["url"].as_str())
        .collect();
    assert!(
        links.contains(&"/en/journey") && !links.contains(&"/parcours"),
        "site links lead to English pages: {links:?}"
    );
    assert_ne!(app.get_json("/api/chat").await.1["chat"]["greeting"], "Hello and welcome to my site");

    let seo = json!({ "title": "My English site" });
    send(&admin, &app, Method::PUT, "/api/admin/translations/en/settings:seo", Some(seo)).await;
    assert!(text(&app, "/en/activities").await.contains("| My English site</title>"));
    assert!(text(&app, "/en/rss.xml").await.contains("<title>My English site</title>"));
    assert!(!text(&app, "/activites").await.contains("My English site"));
}

#[tokio::test]
async fn languages_never_share_a_cached_answer_and_an_edit_is_fresh_at_once() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let hero = json!({ "title_part1": "Premier essai anglais" });
    send(&admin, &app, Method::PUT, "/api/admin/translations/en/content:home_hero", Some(hero)).await;
    let hero = json!({ "title_part1": "المحاولة العربية" });
    send(&admin, &app, Method::PUT, "/api/admin/translations/ar/content:home_hero", Some(hero)).await;
    for _ in 0..2 {
        let french = cached(&app, "/api/site").await;
        let arabic = cached(&app, "/api/site?lang=ar").await;
        let english = cached(&app, "/api/site?lang=en&utm_source=x").await;
        assert!(arabic.contains("المحاولة العربية") && !french.contains("المحاولة العربية"));
        assert!(english.contains("Premier essai anglais") && !arabic.contains("Premier essai anglais"));
        assert!(!french.contains("Premier essai anglais"));
    }
    for path in ["/api/chat", "/api/timeline", "/api/legal/terms"] {
        cached(&app, path).await;
        cached(&app, &format!("{path}?lang=ar")).await;
    }

    let english = cached(&app, "/en").await;
    let french = cached(&app, "/").await;
    assert!(english.contains("Premier essai anglais") && !french.contains("Premier essai anglais"));
    let hero = json!({ "title_part1": "Second essai anglais" });
    send(&admin, &app, Method::PUT, "/api/admin/translations/en/content:home_hero", Some(hero)).await;
    assert!(text(&app, "/en").await.contains("Second essai anglais"), "fresh at once");
    assert!(text(&app, "/api/site?lang=en").await.contains("Second essai anglais"));
    let french = text(&app, "/").await;
    assert!(!french.contains("essai anglais"), "French never shows the English");
    assert!(text(&app, "/ar").await.contains("المحاولة العربية"));
}

#[tokio::test]
async fn parallel_saves_of_one_translation_keep_one_row() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let url = app.url("/api/admin/translations/ar/content:home_cta");
    let saves: Vec<_> = (0..8)
        .map(|n| {
            let request = admin.put(&url).json(&json!({ "title": format!("عنوان {n}") })).send();
            tokio::spawn(async move { request.await.unwrap().status() })
        })
        .collect();
    for save in saves {
        assert_eq!(save.await.unwrap(), StatusCode::OK);
    }
    assert_eq!(rows(&app, "content:home_cta", "ar"), 1);
    let (_, all) = call(&admin, &app, Method::GET, "/api/admin/translations/ar", None).await;
    let title = all["content:home_cta"]["title"].as_str().unwrap();
    assert!(title.starts_with("عنوان "), "{title}");
    assert!(text(&app, "/ar").await.contains(title), "the page shows the row that won");
}

#[tokio::test]
async fn the_demo_site_reads_in_english_and_arabic() {
    let app = TestApp::spawn().await;
    let english = text(&app, "/en").await;
    assert!(english.contains("African entrepreneurship") && english.contains("How I can help"));
    assert!(!english.contains("Mes domaines d&#x27;intervention") && !english.contains("Mes domaines d'intervention"));
    let arabic = text(&app, "/ar").await;
    assert!(arabic.contains("بريادة الأعمال الأفريقية") && arabic.contains("مجالات عملي"));
    let journey = text(&app, "/ar/journey").await;
    assert!(journey.contains("الأمين العام للاتحاد الأفريقي لرواد الأعمال الناطقين بالفرنسية"));
    assert!(journey.contains("المناصب") && !journey.contains("Postes occupés"), "categories in Arabic");
    assert!(text(&app, "/en/journey").await.contains("Positions held"));
    assert!(text(&app, "/parcours").await.contains("Postes occupés"));
    assert!(text(&app, "/en/terms-of-use").await.contains("Governing law"));
    let (_, chat) = app.get_json("/api/chat?lang=ar").await;
    assert!(chat["chat"]["greeting"].as_str().unwrap().starts_with("مرحبًا بك!"));
    assert!(text(&app, "/").await.contains("Mes domaines d"), "French stays French");
}
