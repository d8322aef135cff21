//! Articles in several languages: a new post's language, the translated drafts the editor opens,
//! and the groups of versions through updates, races and deletions.

use crate::common;

use common::TestApp;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

struct Admin<'a> {
    app: &'a TestApp,
    client: reqwest::Client,
}

impl Admin<'_> {
    async fn new(app: &TestApp) -> Admin<'_> {
        Admin { app, client: app.client_as("super_admin").await }
    }

    async fn send(&self, method: Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut request = self.client.request(method, self.app.url(path));
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Creates a post, which must succeed, and answers it.
    async fn create(&self, body: Value) -> Value {
        let (status, created) = self.send(Method::POST, "/api/admin/posts", Some(body)).await;
        assert_eq!(status, StatusCode::CREATED, "{created}");
        created["post"].clone()
    }

    async fn translate(&self, id: &Value, lang: &str) -> (StatusCode, Value) {
        self.send(Method::POST, &format!("/api/admin/posts/{id}/translations"), Some(json!({ "lang": lang }))).await
    }

    async fn show(&self, id: &Value) -> Value {
        let (status, body) = self.send(Method::GET, &format!("/api/admin/posts/{id}"), None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["post"].clone()
    }
}

fn post(title: &str) -> Value {
    json!({
        "title": title,
        "excerpt": "Un résumé.",
        "category": "Innovation",
        "content_html": "<h2>Intro</h2><p>Un texte sur l'économie numérique des Comores.</p>",
        "content_json": "{\"root\":{}}",
        "cover_image": "/media/images/couverture-960.webp",
        "thumbnail_url": "/media/images/vignette-480.webp",
        "author_name": "Ahmed Said Mohamed",
        "author_bio": "Consultant.",
        "published_at": "2020-01-01T10:00:00Z",
    })
}

/// The languages of a post's versions, in the order the API gives them.
fn version_langs(post: &Value) -> Vec<&str> {
    post["versions"].as_array().unwrap().iter().map(|version| version["lang"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn a_new_post_is_french_unless_told_and_unknown_languages_are_refused() {
    let app = TestApp::spawn().await;
    let admin = Admin::new(&app).await;
    let french = admin.create(post("Un article")).await;
    assert_eq!((&french["lang"], &french["translation_of"]), (&json!("fr"), &Value::Null));
    assert_eq!(french["versions"], json!([]));

    // The owner may prepare an article in a language the site does not speak yet.
    let (_, mut settings) = admin.send(Method::GET, "/api/admin/settings", None).await;
    settings["languages"] = json!({ "en": false, "ar": false });
    let (status, _) = admin.send(Method::PUT, "/api/admin/settings", Some(settings)).await;
    assert_eq!(status, StatusCode::OK);
    let mut arabic = post("الاقتصاد الرقمي في جزر القمر");
    arabic["lang"] = json!("ar");
    let arabic = admin.create(arabic).await;
    assert_eq!(arabic["lang"], "ar");
    assert_eq!(arabic["slug"], "alaqtsad-alrqmi-fi-jzr-alqmr", "Arabic titles give Latin addresses");

    let before = app.count("blog_posts");
    for code in ["de", "FR", "english"] {
        let mut unknown = post("Une langue inconnue");
        unknown["lang"] = json!(code);
        let (status, body) = admin.send(Method::POST, "/api/admin/posts", Some(unknown)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{code}");
        assert_eq!(body["error"]["fields"]["lang"], "Langue inconnue : choisissez fr, en ou ar.");
    }
    assert_eq!(app.count("blog_posts"), before);
}

#[tokio::test]
async fn translating_opens_a_linked_draft_prefilled_from_the_post() {
    let app = TestApp::spawn().await;
    let admin = Admin::new(&app).await;
    let french = admin.create(post("Cap sur 2030")).await;
    let (status, created) = admin.translate(&french["id"], "en").await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let english = &created["post"];
    assert_eq!((&english["lang"], &english["translation_of"]), (&json!("en"), &french["id"]));
    assert_eq!(english["published_at"], Value::Null, "a translation starts as a draft");
    assert_eq!(english["slug"], "cap-sur-2030-2", "derived from the title, and unique");
    for field in [
        "title",
        "excerpt",
        "category",
        "content_html",
        "content_json",
        "cover_image",
        "thumbnail_url",
        "author_name",
        "author_bio",
        "read_time_minutes",
    ] {
        assert_eq!(english[field], french[field], "{field}");
    }
    assert_eq!(
        english["versions"],
        json!([{
            "id": french["id"], "lang": "fr", "slug": "cap-sur-2030", "title": "Cap sur 2030",
            "published_at": french["published_at"],
        }])
    );

    // A translation of a translation belongs to the original's group.
    let (status, created) = admin.translate(&english["id"], "ar").await;
    assert_eq!(status, StatusCode::CREATED);
    let arabic = &created["post"];
    assert_eq!(arabic["translation_of"], french["id"]);
    assert_eq!(version_langs(arabic), ["fr", "en"]);
    assert_eq!(version_langs(&admin.show(&french["id"]).await), ["en", "ar"]);
    assert_eq!(version_langs(&admin.show(&english["id"]).await), ["fr", "ar"]);

    let (_, list) = admin.send(Method::GET, "/api/admin/posts", None).await;
    for entry in list["posts"].as_array().unwrap() {
        assert_eq!(entry["versions"], admin.show(&entry["id"]).await["versions"], "{}", entry["title"]);
    }
}

#[tokio::test]
async fn a_language_the_group_has_or_the_post_is_in_is_refused() {
    let app = TestApp::spawn().await;
    let admin = Admin::new(&app).await;
    let french = admin.create(post("Un seul par langue")).await;
    let (_, created) = admin.translate(&french["id"], "en").await;
    let english = created["post"].clone();
    let before = app.count("blog_posts");

    let (status, body) = admin.translate(&french["id"], "en").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["error"]["code"], "conflict");
    assert_eq!(body["error"]["message"], "Cet article a déjà une version en anglais.");
    let (status, body) = admin.translate(&english["id"], "fr").await;
    assert_eq!(status, StatusCode::CONFLICT, "the original is the group's French version");
    assert_eq!(body["error"]["message"], "Cet article a déjà une version en français.");

    let (status, body) = admin.translate(&french["id"], "fr").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["lang"], "Cet article est déjà en français.");
    let (status, body) = admin.translate(&french["id"], "es").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["lang"], "Langue inconnue : choisissez fr, en ou ar.");
    let (status, body) = admin.translate(&json!(999_999), "ar").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"]["message"], "Article non trouvé.");
    assert_eq!(app.count("blog_posts"), before);
}

#[tokio::test]
async fn parallel_requests_for_one_language_of_a_group_open_one_draft() {
    let app = TestApp::spawn().await;
    let admin = Admin::new(&app).await;
    for round in 0..3 {
        let french = admin.create(post(&format!("Course {round}"))).await;
        let (_, created) = admin.translate(&french["id"], "ar").await;
        let arabic = created["post"].clone();
        // From the original and from its Arabic version at once: the same group, the same language.
        let sources = [&french["id"], &arabic["id"], &french["id"], &arabic["id"]];
        let answers = join4(sources.map(|id| admin.translate(id, "en"))).await;
        let statuses: Vec<StatusCode> = answers.iter().map(|(status, _)| *status).collect();
        assert_eq!(statuses.iter().filter(|status| **status == StatusCode::CREATED).count(), 1, "{statuses:?}");
        assert_eq!(statuses.iter().filter(|status| **status == StatusCode::CONFLICT).count(), 3, "{statuses:?}");
        for (status, body) in &answers {
            if *status == StatusCode::CONFLICT {
                assert_eq!(body["error"]["message"], "Cet article a déjà une version en anglais.");
            }
        }
        assert_eq!(version_langs(&admin.show(&french["id"]).await), ["en", "ar"]);
    }
}

/// Runs the four requests concurrently on the test's runtime.
async fn join4<F: Future>(requests: [F; 4]) -> [F::Output; 4] {
    let [a, b, c, d] = requests;
    let (a, b, c, d) = tokio::join!(a, b, c, d);
    [a, b, c, d]
}

#[tokio::test]
async fn an_update_keeps_the_language_and_the_link_and_publishes_under_the_language() {
    let app = TestApp::spawn().await;
    let admin = Admin::new(&app).await;
    let french = admin.create(post("Investir aux Comores")).await;
    let (_, created) = admin.translate(&french["id"], "en").await;
    let english = created["post"].clone();

    let mut edited = post("Investing in the Comoros");
    edited["slug"] = json!("investing-in-the-comoros");
    edited["lang"] = json!("fr");
    edited["translation_of"] = Value::Null;
    let (status, updated) =
        admin.send(Method::PUT, &format!("/api/admin/posts/{}", english["id"]), Some(edited.clone())).await;
    assert_eq!(status, StatusCode::OK, "{updated}");
    assert_eq!((&updated["post"]["lang"], &updated["post"]["translation_of"]), (&json!("en"), &french["id"]));
    edited["lang"] = json!("klingon");
    let (status, updated) = admin.send(Method::PUT, &format!("/api/admin/posts/{}", english["id"]), Some(edited)).await;
    assert_eq!(status, StatusCode::OK, "an update does not read the language: {updated}");
    assert_eq!(updated["post"]["lang"], "en");

    // The demo speaks English: the published version has its page and the French one links to it.
    let english_page = app.get("/en/blog/investing-in-the-comoros").await;
    assert_eq!(english_page.status(), StatusCode::OK);
    let english_page = english_page.text().await.unwrap();
    assert!(english_page.contains(r#"hreflang="fr" href="#), "the English page links its French version");
    let french_page = app.get("/blog/investir-aux-comores").await.text().await.unwrap();
    assert!(french_page.contains(r#"hreflang="en" href="#), "the French page links its English version");
    assert!(french_page.contains("/en/blog/investing-in-the-comoros"));
}

#[tokio::test]
async fn deleting_the_original_keeps_its_translations_together() {
    let app = TestApp::spawn().await;
    let admin = Admin::new(&app).await;
    let french = admin.create(post("Un original")).await;
    let (_, created) = admin.translate(&french["id"], "en").await;
    let english = created["post"].clone();
    let (_, created) = admin.translate(&french["id"], "ar").await;
    let arabic = created["post"].clone();

    let (status, _) = admin.send(Method::DELETE, &format!("/api/admin/posts/{}", french["id"]), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let english = admin.show(&english["id"]).await;
    let arabic = admin.show(&arabic["id"]).await;
    assert_eq!(english["translation_of"], Value::Null, "the oldest version left leads the group");
    assert_eq!(arabic["translation_of"], english["id"]);
    assert_eq!(version_langs(&english), ["ar"]);
    assert_eq!(version_langs(&arabic), ["en"]);

    // French can be written again, in the same group.
    let (status, created) = admin.translate(&arabic["id"], "fr").await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(created["post"]["translation_of"], english["id"]);
    assert_eq!(version_langs(&created["post"]), ["en", "ar"]);
}
