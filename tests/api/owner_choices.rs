//! What the owner chooses in the pages' content: each service's and activities section's icon
//! (from the server's list, old content keeping its looks), and where the call to action leads.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn put_content(app: &TestApp, admin: &reqwest::Client, content: Value) -> (StatusCode, Value) {
    let response = admin.put(app.url("/api/admin/content")).json(&content).send().await.unwrap();
    (response.status(), response.json().await.unwrap())
}

async fn page(app: &TestApp, path: &str) -> String {
    let response = app.get(path).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    response.text().await.unwrap()
}

#[tokio::test]
async fn each_card_shows_the_icon_the_owner_picked_and_the_others_the_one_of_their_place() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let services = |first_icon: &str| {
        json!({ "home_services": { "items": [
            { "title": "Lancement", "description": "Créer son entreprise.", "icon": first_icon },
            { "title": "Conseil", "description": "Un regard extérieur." }
        ] } })
    };
    let (status, body) = put_content(&app, &admin, services("skull")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["home_services.items.0.icon"], "Choisissez une des icônes proposées.");

    let (status, saved) = put_content(&app, &admin, services(" rocket ")).await;
    assert_eq!(status, StatusCode::OK);
    let icons: Vec<&str> =
        saved["home_services"]["items"].as_array().unwrap().iter().map(|item| item["icon"].as_str().unwrap()).collect();
    assert_eq!(icons, ["rocket", "compass"], "a card without one gets the icon of its place");
    let sections = json!({ "activities": { "sections": [{ "title": "Conférences", "body": "Parler.", "icon": "presentation" }] } });
    assert_eq!(put_content(&app, &admin, sections).await.0, StatusCode::OK);

    let home = page(&app, "/").await;
    let rocket = home.find("lucide-rocket").expect("the chosen icon is drawn");
    let compass = home.find("lucide-compass").expect("the default icon is drawn");
    assert!(rocket < home.find("Lancement").unwrap() && compass > rocket);
    assert!(page(&app, "/activites").await.contains("lucide-presentation"));
}

#[tokio::test]
async fn content_saved_before_icons_existed_keeps_its_looks() {
    let app = TestApp::spawn().await;
    let old = r#"{"items":[{"title":"A","description":"a"},{"title":"B","description":"b"},{"title":"C","description":"c"},
        {"title":"D","description":"d"},{"title":"E","description":"e"}]}"#;
    app.db().execute("UPDATE site_content SET content_value = ?1 WHERE content_key = 'home_services'", [old]).unwrap();
    let app = app.restart().await;
    let admin = app.client_as("super_admin").await;
    let content: Value = admin.get(app.url("/api/admin/content")).send().await.unwrap().json().await.unwrap();
    assert_eq!(content["home_services"]["items"][4]["icon"], "palmtree", "the fifth card's icon as before");
    assert!(page(&app, "/").await.contains("lucide-palmtree"));
}

#[tokio::test]
async fn the_call_to_action_leads_to_a_booking_page_or_a_page_of_the_site() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let home = page(&app, "/").await;
    assert!(home.contains("data-contact class=\"btn-gold\""), "by default, the contact form");

    for (button, field, message) in [
        (json!({ "target": "booking", "url": "http://cal.com/ahmed" }), "home_cta.button.url", "https://"),
        (json!({ "target": "booking" }), "home_cta.button.url", "réservation"),
        (json!({ "target": "page", "url": "//evil.example/x" }), "home_cta.button.url", "chemin du site"),
        (json!({ "target": "page", "url": "javascript:alert(1)" }), "home_cta.button.url", "chemin du site"),
    ] {
        let (status, body) = put_content(&app, &admin, json!({ "home_cta": { "button": button } })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{button}");
        assert!(body["error"]["fields"][field].as_str().unwrap().contains(message), "{body}");
    }
    let secondary_without_words = json!({ "home_cta": { "secondary": { "target": "page", "url": "/blog" } } });
    let (status, body) = put_content(&app, &admin, secondary_without_words).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["home_cta.secondary.label"], "Le libellé est requis.");

    let cta = json!({ "home_cta": {
        "title": "Parlons de votre projet",
        "button": { "label": " Réserver un appel ", "target": "booking", "url": "https://cal.com/ahmed/30min" },
        "secondary": { "label": "Mes activités", "target": "page", "url": "/activites" }
    } });
    let (status, saved) = put_content(&app, &admin, cta).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["home_cta"]["button"]["label"], "Réserver un appel");

    let home = page(&app, "/").await;
    assert!(
        home.contains(r#"<a href="https://cal.com/ahmed/30min" target="_blank" rel="noopener" class="btn-gold">"#),
        "{}",
        &home[home.find("cta-title").unwrap()..]
    );
    assert!(home.contains("Réserver un appel<span class=\"sr-only\"> (nouvel onglet)</span>"));
    assert!(home.contains(r#"<a href="/activites" class="inline-flex"#));
    let english = page(&app, "/en").await;
    assert!(english.contains("(new tab)") && !english.contains(r#"<a href="/activites" class="inline-flex"#));

    let (status, _) =
        put_content(&app, &admin, json!({ "home_cta": { "button": { "target": "contact", "url": "https://x.km" } } }))
            .await;
    assert_eq!(status, StatusCode::OK);
    let home = page(&app, "/").await;
    assert!(home.contains("data-contact class=\"btn-gold\"") && !home.contains("https://x.km"));
}

#[tokio::test]
async fn the_buttons_words_are_translated_like_the_other_texts() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let cta = json!({ "home_cta": {
        "button": { "label": "Réserver un appel", "target": "booking", "url": "https://cal.com/ahmed" },
        "secondary": { "label": "Lire le blog", "target": "page", "url": "/blog" }
    } });
    assert_eq!(put_content(&app, &admin, cta).await.0, StatusCode::OK);
    let translation =
        json!({ "button": { "label": "Book a call" }, "secondary": { "label": "Read the blog", "url": "/x" } });
    let refused =
        admin.put(app.url("/api/admin/translations/en/content:home_cta")).json(&translation).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "an address is not translated");
    let translation = json!({ "button": { "label": "Book a call" }, "secondary": { "label": "Read the blog" } });
    let saved =
        admin.put(app.url("/api/admin/translations/en/content:home_cta")).json(&translation).send().await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let english = page(&app, "/en").await;
    assert!(english.contains("Book a call") && english.contains("Read the blog"));
    assert!(english.contains(r#"href="https://cal.com/ahmed""#));
}
