//! An article's keywords (« mots-clés »): saved and checked as the editor sends them, carried by
//! automatic saves, revisions and translations, listed on the article page and its head, filtering
//! the blog and the public list, found by the search, and suggested to the editor.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn article(title: &str, tags: Value) -> Value {
    json!({
        "title": title, "excerpt": format!("Résumé de {title}."), "category": "Carnets",
        "content_html": "<p>Un texte sans rapport.</p>", "published_at": "2020-01-01T00:00:00Z", "tags": tags,
    })
}

async fn create(app: &TestApp, admin: &reqwest::Client, body: &Value) -> Value {
    let response = admin.post(app.url("/api/admin/posts")).json(body).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json::<Value>().await.unwrap()["post"].clone()
}

async fn admin_post(app: &TestApp, admin: &reqwest::Client, id: i64) -> Value {
    admin.get(app.url(&format!("/api/admin/posts/{id}"))).send().await.unwrap().json::<Value>().await.unwrap()["post"]
        .clone()
}

async fn demo_free_app() -> TestApp {
    TestApp::spawn_with(|config| config.demo = false).await
}

#[tokio::test]
async fn keywords_are_trimmed_deduplicated_and_bounded_with_french_errors_that_change_nothing() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let post = create(&app, &admin, &article("Pêcheurs", json!([" Pêche ", "PECHE", "", "Lagon"]))).await;
    assert_eq!(post["tags"], json!(["Pêche", "Lagon"]), "trimmed, blanks and repeats by case or accents dropped");
    let id = post["id"].as_i64().unwrap();

    let eleven: Vec<String> = (1..=11).map(|n| format!("mot {n}")).collect();
    let long = "x".repeat(41);
    for (tags, message) in [
        (json!(eleven), "10 mots-clés au maximum par article."),
        (json!(["Lagon", long]), &*format!("Le mot-clé « {long} » dépasse 40 caractères.")),
    ] {
        let mut body = article("Pêcheurs changé", tags);
        body["version"] = post["version"].clone();
        let refused = admin.put(app.url(&format!("/api/admin/posts/{id}"))).json(&body).send().await.unwrap();
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
        let refused: Value = refused.json().await.unwrap();
        assert_eq!(refused["error"]["code"], "validation");
        assert_eq!(refused["error"]["fields"]["tags"], message);
        let unchanged = admin_post(&app, &admin, id).await;
        assert_eq!((&unchanged["title"], &unchanged["tags"]), (&json!("Pêcheurs"), &json!(["Pêche", "Lagon"])));
    }
    let ten: Vec<String> = (1..=10).map(|n| format!("mot {n}")).collect();
    let draft = create(&app, &admin, &article("Dix mots", json!(ten))).await;
    assert_eq!(draft["tags"].as_array().unwrap().len(), 10);
    let untagged = create(&app, &admin, &json!({"title": "Sans mots", "content_html": "<p>x</p>"})).await;
    assert_eq!(untagged["tags"], json!([]), "an editor that sends none leaves none");
}

#[tokio::test]
async fn automatic_saves_revisions_and_translations_carry_the_keywords() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let post = create(&app, &admin, &article("Carnet", json!(["Lagon"]))).await;
    let (id, slug) = (post["id"].as_i64().unwrap(), post["slug"].as_str().unwrap().to_string());
    let put = |tags: Value, autosave: bool, version: i64| {
        let mut body = article("Carnet", tags);
        body["autosave"] = json!(autosave);
        body["version"] = json!(version);
        admin.put(app.url(&format!("/api/admin/posts/{id}"))).json(&body).send()
    };

    let aside: Value = put(json!(["Lagon", "Récif"]), true, 1).await.unwrap().json().await.unwrap();
    assert_eq!(aside["post"]["pending"]["tags"], json!(["Lagon", "Récif"]));
    assert_eq!(aside["post"]["tags"], json!(["Lagon"]), "the live article keeps its keywords");
    let (_, public) = app.get_json(&format!("/api/posts/{slug}")).await;
    assert_eq!(public["post"]["tags"], json!(["Lagon"]));
    let preview = admin.get(app.url(&format!("/admin/apercu/{id}"))).send().await.unwrap().text().await.unwrap();
    assert!(preview.contains("Récif"), "the preview shows the pending keywords");

    let version = |saved: &Value| saved["post"]["version"].as_i64().unwrap();
    let published: Value = put(json!(["Lagon", "Récif"]), false, version(&aside)).await.unwrap().json().await.unwrap();
    assert_eq!(published["post"]["tags"], json!(["Lagon", "Récif"]));
    assert!(published["post"]["pending"].is_null());
    assert_eq!(put(json!(["Volcan"]), false, version(&published)).await.unwrap().status(), StatusCode::OK);

    let revisions: Value = app.json_as(&admin, &format!("/api/admin/posts/{id}/revisions")).await;
    let oldest = revisions["revisions"].as_array().unwrap().last().unwrap()["id"].as_i64().unwrap();
    let revision: Value = app.json_as(&admin, &format!("/api/admin/posts/{id}/revisions/{oldest}")).await;
    assert_eq!(revision["revision"]["tags"], json!(["Lagon"]));
    let restored =
        admin.post(app.url(&format!("/api/admin/posts/{id}/revisions/{oldest}/restore"))).send().await.unwrap();
    assert_eq!(restored.status(), StatusCode::OK);
    assert_eq!(restored.json::<Value>().await.unwrap()["post"]["tags"], json!(["Lagon"]));

    let english = admin
        .post(app.url(&format!("/api/admin/posts/{id}/translations")))
        .json(&json!({"lang": "en"}))
        .send()
        .await
        .unwrap();
    assert_eq!(english.status(), StatusCode::CREATED);
    let english: Value = english.json().await.unwrap();
    assert_eq!(english["post"]["tags"], json!(["Lagon"]), "a translation starts with its original's keywords");
}

#[tokio::test]
async fn the_article_page_links_its_keywords_to_the_blog_filtered_by_them() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let fishing = create(&app, &admin, &article("Les pêcheurs du lagon", json!(["Économie bleue", "Pêche"]))).await;
    let other = create(&app, &admin, &article("Un autre carnet", json!(["Volcan"]))).await;
    let mut draft = article("Brouillon bleu", json!(["Économie bleue"]));
    draft["published_at"] = Value::Null;
    create(&app, &admin, &draft).await;

    let html = app.get(&format!("/blog/{}", fishing["slug"].as_str().unwrap())).await.text().await.unwrap();
    assert!(html.contains(">Mots-clés</h2>"), "{html}");
    assert!(html.contains("href=\"/blog?mot-cle=%C3%89conomie+bleue\""));
    assert!(html.contains("<meta property=\"article:tag\" content=\"Économie bleue\">"));
    assert!(html.contains("<meta property=\"article:tag\" content=\"Pêche\">"));
    assert!(html.contains("\"keywords\":[\"Économie bleue\",\"Pêche\"]"));

    let filtered = app.get("/blog?mot-cle=economie%20BLEUE").await;
    assert_eq!(filtered.status(), StatusCode::OK);
    let filtered = filtered.text().await.unwrap();
    assert!(filtered.contains("Articles avec le mot-clé « economie BLEUE »"), "{filtered}");
    assert!(filtered.contains("<title>« economie BLEUE » – Blog"), "the page's title names the keyword");
    assert!(filtered.contains("Les pêcheurs du lagon") && filtered.contains("1 article"));
    assert!(!filtered.contains("Un autre carnet") && !filtered.contains("Brouillon bleu"));
    assert!(filtered.contains("Voir tous les articles"));
    let mut retagged = article("Un autre carnet", json!(["Volcan", "économie BLEUE"]));
    retagged["version"] = other["version"].clone();
    let saved = admin.put(app.url(&format!("/api/admin/posts/{}", other["id"]))).json(&retagged).send().await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let refreshed = app.get("/blog?mot-cle=economie%20BLEUE").await.text().await.unwrap();
    assert!(refreshed.contains("Un autre carnet") && refreshed.contains("2 articles"), "the cached page went stale");

    let unknown = app.get("/blog?mot-cle=inconnu&page=1").await;
    assert_eq!(unknown.status(), StatusCode::OK, "an unknown keyword is an empty list, not an error");
    assert!(unknown.text().await.unwrap().contains("Aucun article ne porte ce mot-clé pour l’instant."));
    let searched = app.get("/blog?q=carnet&mot-cle=Volcan").await.text().await.unwrap();
    assert!(!searched.contains("Articles avec le mot-clé"), "a search looks through every article");

    let (status, list) = app.get_json("/api/posts?tag=p%C3%AACHE").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["total"], 1);
    assert_eq!(list["posts"][0]["title"], "Les pêcheurs du lagon");
    let (_, none) = app.get_json("/api/posts?tag=inconnu").await;
    assert_eq!(none["total"], 0);
}

#[tokio::test]
async fn a_keyword_is_searched_with_the_text_and_suggested_to_the_editor_by_use() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    create(&app, &admin, &article("Carnet de route", json!(["Mangrove"]))).await;
    create(&app, &admin, &article("Deuxième carnet", json!(["mangrove", "Baobab"]))).await;

    let (_, found) = app.get_json("/api/search?q=mangrove").await;
    assert_eq!(found["total"], 2, "{found}");
    let (_, found) = app.get_json("/api/search?q=baobabs").await;
    assert_eq!(found["hits"][0]["title"], "Deuxième carnet", "found by its stem too");

    let tags: Value = admin.get(app.url("/api/admin/tags")).send().await.unwrap().json().await.unwrap();
    assert_eq!(tags["tags"], json!([{"name": "Mangrove", "count": 2}, {"name": "Baobab", "count": 1}]));
    let moderator = app.client_as("moderator").await;
    assert_eq!(moderator.get(app.url("/api/admin/tags")).send().await.unwrap().status(), StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/admin/tags").await.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_english_blog_filters_by_keyword_at_its_own_address() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let mut settings: Value = admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    settings["languages"] = json!({ "en": true, "ar": false });
    assert_eq!(
        admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap().status(),
        StatusCode::OK
    );
    for (title, tags) in [("Fishing the lagoon", json!(["Lagoon"])), ("Climbing the volcano", json!(["Volcano"]))] {
        let mut body = article(title, tags);
        body["lang"] = json!("en");
        create(&app, &admin, &body).await;
    }
    let article_page = app.get("/en/blog/fishing-the-lagoon").await.text().await.unwrap();
    assert!(article_page.contains("href=\"/en/blog?mot-cle=Lagoon\""), "{article_page}");

    let all = app.get("/en/blog").await.text().await.unwrap();
    assert!(all.contains("Climbing the volcano"));
    let filtered = app.get("/en/blog?mot-cle=lagoon").await.text().await.unwrap();
    assert!(filtered.contains("Articles tagged “lagoon”"), "{filtered}");
    assert!(filtered.contains("Fishing the lagoon") && !filtered.contains("Climbing the volcano"));
    let by_category = app.get("/en/blog?categorie=Inconnue").await.text().await.unwrap();
    assert!(!by_category.contains("Fishing the lagoon"), "the category filter holds at the English address too");
}
