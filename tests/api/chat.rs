//! The chat assistant's script over HTTP: the public read, the super_admin's
//! edits with their bounds and link rules, and what a fresh site says without demo content.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn script(topics: Value) -> Value {
    json!({ "greeting": "Bonjour !", "fallback": "Je n'ai pas compris.", "topics": topics })
}

fn topic(keywords: Value, answer: &str, link: Value) -> Value {
    json!({ "keywords": keywords, "answer": answer, "link": link, "offers_contact": false })
}

async fn put(client: &reqwest::Client, app: &TestApp, body: &Value) -> (StatusCode, Value) {
    let response = client.put(app.url("/api/admin/chat")).json(body).send().await.expect("request");
    let status = response.status();
    (status, response.json().await.expect("a JSON body"))
}

#[tokio::test]
async fn the_demo_script_is_public_and_its_links_are_data() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/chat").await;
    assert_eq!(status, StatusCode::OK);
    let chat = &body["chat"];
    assert!(chat["greeting"].as_str().unwrap().contains("Ahmed Said Mohamed"));
    let topics = chat["topics"].as_array().unwrap();
    assert!(topics.len() >= 10);
    let about = topics.iter().find(|t| t["link"]["url"] == "/parcours").expect("a topic linking to /parcours");
    assert_eq!(about["link"]["label"], "Mon Parcours");
    assert!(!about["answer"].as_str().unwrap().contains("/parcours"), "the path is a link, not text");
    assert!(topics.iter().any(|t| t["offers_contact"] == true));
}

#[tokio::test]
async fn without_demo_content_the_assistant_names_no_one() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let (status, body) = app.get_json("/api/chat").await;
    assert_eq!(status, StatusCode::OK);
    let text = body.to_string();
    assert!(body["chat"]["topics"].as_array().unwrap().is_empty());
    assert!(body["chat"]["greeting"].as_str().unwrap().starts_with("Bonjour"));
    for name in ["Ahmed", "Said", "Mohamed", "Comores"] {
        assert!(!text.contains(name), "{name} in {text}");
    }
}

#[tokio::test]
async fn the_super_admin_replaces_the_script_and_visitors_read_it() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let mut offers = topic(json!(["contact"]), "Voulez-vous m'écrire ?", Value::Null);
    offers["offers_contact"] = json!(true);
    let body = script(json!([
        topic(
            json!([" horaires ", "ouvert*", " "]),
            "  Je réponds du lundi au vendredi.\n\nÀ bientôt !  ",
            json!({ "label": " Me contacter ", "url": "mailto:awa@exemple.km" })
        ),
        topic(json!(["blog"]), "Le blog.", json!({ "label": "Le blog", "url": "/blog?categorie=Tourisme" })),
        topic(json!(["site"]), "Un site ami.", json!({ "label": "", "url": "  " })),
        offers,
    ]));
    let (status, saved) = put(&admin, &app, &body).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let first = &saved["chat"]["topics"][0];
    assert_eq!(first["keywords"], json!(["horaires", "ouvert*"]));
    assert_eq!(first["answer"], "Je réponds du lundi au vendredi.\n\nÀ bientôt !");
    assert_eq!(first["link"], json!({ "label": "Me contacter", "url": "mailto:awa@exemple.km" }));
    assert_eq!(saved["chat"]["topics"][2]["link"], Value::Null, "a blank link is no link");
    assert_eq!(saved["chat"]["topics"][3]["offers_contact"], true);

    let (_, public) = app.get_json("/api/chat").await;
    assert_eq!(public, saved, "visitors read what was saved, in its order");
    let (_, read_back) = {
        let response = admin.get(app.url("/api/admin/chat")).send().await.unwrap();
        (response.status(), response.json::<Value>().await.unwrap())
    };
    assert_eq!(read_back, saved);
}

#[tokio::test]
async fn unsafe_links_are_refused_with_a_french_message() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    for url in [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        "data:text/html,<b>x</b>",
        "//evil.example",
        "/\\evil.example",
        "vbscript:x",
        "parcours",
    ] {
        let body = script(json!([topic(json!(["a"]), "b", json!({ "label": "Voir", "url": url }))]));
        let (status, error) = put(&admin, &app, &body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{url}");
        assert_eq!(error["error"]["code"], "validation");
        let message = error["error"]["fields"]["topics.0.link.url"].as_str().unwrap_or_default();
        assert!(message.starts_with("Le lien doit commencer par"), "{url}: {error}");
    }
    let (_, public) = app.get_json("/api/chat").await;
    assert!(!public.to_string().contains("javascript"), "nothing refused was stored");
}

#[tokio::test]
async fn bounds_and_required_fields_are_reported_per_field() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let too_many_keywords: Vec<String> = (0..21).map(|n| format!("mot{n}")).collect();
    let body = json!({
        "greeting": "   ",
        "fallback": "x".repeat(1_001),
        "topics": [
            topic(json!([" ", ""]), "  ", Value::Null),
            topic(json!(too_many_keywords), &"x".repeat(2_001), json!({ "label": "x".repeat(81), "url": "/blog" })),
            topic(json!(["a"]), "b", json!({ "label": "Lien", "url": format!("https://exemple.km/{}", "a".repeat(2_048)) })),
            topic(json!(["a"]), "b", json!({ "label": "", "url": "/blog" })),
        ],
    });
    let (status, error) = put(&admin, &app, &body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let fields = &error["error"]["fields"];
    assert_eq!(fields["greeting"], "Le message d'accueil est requis.");
    assert_eq!(fields["fallback"], "Ce champ ne peut pas dépasser 1000 caractères.");
    assert_eq!(fields["topics.0.keywords"], "Indiquez au moins un mot-clé.");
    assert_eq!(fields["topics.0.answer"], "La réponse est requise.");
    assert_eq!(fields["topics.1.keywords"], "20 mots-clés au maximum par sujet.");
    assert_eq!(fields["topics.1.answer"], "Ce champ ne peut pas dépasser 2000 caractères.");
    assert_eq!(fields["topics.1.link.label"], "Ce champ ne peut pas dépasser 80 caractères.");
    assert_eq!(fields["topics.2.link.url"], "Ce champ ne peut pas dépasser 2048 caractères.");
    assert_eq!(fields["topics.3.link.label"], "Le texte du lien est requis quand une adresse est donnée.");

    let fifty_one: Vec<Value> = (0..51).map(|n| topic(json!([format!("mot{n}")]), "réponse", Value::Null)).collect();
    let (status, error) = put(&admin, &app, &script(json!(fifty_one))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(error["error"]["fields"]["topics"], "50 sujets au maximum.");
    let fifty: Vec<Value> = (0..50).map(|n| topic(json!([format!("mot{n}")]), "réponse", Value::Null)).collect();
    assert_eq!(put(&admin, &app, &script(json!(fifty))).await.0, StatusCode::OK);

    let (status, error) = put(&admin, &app, &json!({ "greeting": "Bonjour" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a body of the wrong shape");
    assert_eq!(error["error"]["code"], "validation");
}

#[tokio::test]
async fn only_the_super_admin_reads_or_writes_the_admin_script() {
    let app = TestApp::spawn().await;
    let body = script(json!([]));
    for (role, expected) in [("promoter", StatusCode::FORBIDDEN), ("moderator", StatusCode::FORBIDDEN)] {
        let client = app.client_as(role).await;
        assert_eq!(client.get(app.url("/api/admin/chat")).send().await.unwrap().status(), expected, "{role}");
        assert_eq!(put(&client, &app, &body).await.0, expected, "{role}");
    }
    let anonymous = app.new_client();
    assert_eq!(anonymous.get(app.url("/api/admin/chat")).send().await.unwrap().status(), StatusCode::UNAUTHORIZED);
    assert_eq!(put(&anonymous, &app, &body).await.0, StatusCode::UNAUTHORIZED);
    let (_, public) = app.get_json("/api/chat").await;
    assert!(!public["chat"]["topics"].as_array().unwrap().is_empty(), "refused writes changed nothing");
}
