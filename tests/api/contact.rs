//! The contact form's server side: validation, storage, honeypot, rate limit, origin.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn message(email: &str) -> Value {
    json!({ "name": "Awa Said", "email": email, "message": "Bonjour, j'ai un projet de coopérative." })
}

#[tokio::test]
async fn a_valid_message_is_stored_with_its_contact_found_by_email_and_never_renamed() {
    let app = TestApp::spawn().await;
    let response = app.post_json("/api/contact", &message("awa@exemple.km")).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.unwrap();
    assert!(body["contact_message"]["id"].as_i64().unwrap() > 0);
    let again = json!({ "name": " Awa S. ", "email": " AWA@Exemple.km ", "message": " Une relance " });
    assert_eq!(app.post_json("/api/contact", &again).await.status(), StatusCode::CREATED);
    assert_eq!(app.count("contacts"), 1);
    assert_eq!(app.count("contact_messages"), 2);
    let (name, email): (String, String) =
        app.db().query_row("SELECT name, email FROM contacts", [], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
    assert_eq!((name.as_str(), email.as_str()), ("Awa Said", "awa@exemple.km"), "anyone can write under an e-mail");
    let (last, sender): (String, String) = app
        .db()
        .query_row("SELECT message, sender FROM contact_messages ORDER BY id DESC", [], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap();
    assert_eq!((last.as_str(), sender.as_str()), ("Une relance", "Awa S."));
    let staff = app.client_as("moderator").await;
    let inbox: Value = staff.get(app.url("/api/admin/messages")).send().await.unwrap().json().await.unwrap();
    let names: Vec<&str> =
        inbox["messages"].as_array().unwrap().iter().map(|m| m["contact"]["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Awa S.", "Awa Said"], "each message shows the name it was sent with");
}

#[tokio::test]
async fn blank_fields_get_the_french_message_and_store_nothing() {
    let app = TestApp::spawn().await;
    let response =
        app.post_json("/api/contact", &json!({ "name": "  ", "email": "awa@exemple.km", "message": "" })).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "validation");
    assert_eq!(body["error"]["message"], "Veuillez remplir tous les champs.");
    assert_eq!(body["error"]["fields"]["name"], "Le nom est requis.");
    assert_eq!(body["error"]["fields"]["message"], "Le message est requis.");
    assert_eq!(app.count("contact_messages"), 0);
}

#[tokio::test]
async fn malformed_or_oversized_input_is_refused_in_french() {
    let app = TestApp::spawn().await;
    let bad_email = app.post_json("/api/contact", &message("pas-une-adresse")).await;
    assert_eq!(bad_email.status(), StatusCode::BAD_REQUEST);
    let body: Value = bad_email.json().await.unwrap();
    assert_eq!(body["error"]["fields"]["email"], "L'adresse e-mail n'est pas valide.");

    let long = json!({ "name": "Awa", "email": "awa@exemple.km", "message": "x".repeat(5001) });
    let body: Value = app.post_json("/api/contact", &long).await.json().await.unwrap();
    assert!(body["error"]["fields"]["message"].as_str().unwrap().contains("5000"));

    let not_json = app
        .client
        .post(app.url("/api/contact"))
        .header("content-type", "application/json")
        .body("{\"name\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(not_json.status(), StatusCode::BAD_REQUEST);
    let body: Value = not_json.json().await.unwrap();
    assert_eq!(body["error"]["code"], "validation");

    let wrong_shape = app.post_json("/api/contact", &json!({ "name": ["Awa"], "email": 3 })).await;
    assert_eq!(wrong_shape.status(), StatusCode::BAD_REQUEST);

    let form = app.client.post(app.url("/api/contact")).body("name=Awa").send().await.unwrap();
    assert_eq!(form.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);

    let huge = app
        .client
        .post(app.url("/api/contact"))
        .header("content-type", "application/json")
        .body(format!("{{\"name\":\"{}\"}}", "x".repeat(3 * 1024 * 1024)))
        .send()
        .await
        .unwrap();
    assert_eq!(huge.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = huge.json().await.unwrap();
    assert_eq!(body["error"]["code"], "payload_too_large");

    assert_eq!(app.count("contact_messages"), 0);
    assert_eq!(app.get("/healthz").await.status(), StatusCode::OK, "the server keeps serving");
}

#[tokio::test]
async fn a_filled_honeypot_is_accepted_but_not_stored() {
    let app = TestApp::spawn().await;
    let mut robot = message("robot@exemple.km");
    robot["website"] = json!("https://spam.example");
    assert_eq!(app.post_json("/api/contact", &robot).await.status(), StatusCode::CREATED);
    assert_eq!(app.count("contact_messages"), 0);
    assert_eq!(app.count("contacts"), 0);
}

#[tokio::test]
async fn the_sixth_message_in_ten_minutes_from_one_ip_is_rate_limited() {
    let app = TestApp::spawn().await;
    for n in 0..5 {
        let response = app.post_json("/api/contact", &message(&format!("visiteur{n}@exemple.km"))).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let response = app.post_json("/api/contact", &message("encore@exemple.km")).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(retry_after > 0 && retry_after <= 600);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "rate_limited");
    assert!(body["error"]["message"].as_str().unwrap().contains("Veuillez réessayer"));
    assert_eq!(app.count("contact_messages"), 5);

    let spoofed = app
        .client
        .post(app.url("/api/contact"))
        .header("x-forwarded-for", "203.0.113.7")
        .json(&message("spoof@exemple.km"))
        .send()
        .await
        .unwrap();
    assert_eq!(spoofed.status(), StatusCode::TOO_MANY_REQUESTS, "X-Forwarded-For is ignored without a trusted proxy");
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit() {
    let app = TestApp::spawn_with(|config| config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()]).await;
    let send = |ip: &'static str, n: usize| {
        app.client
            .post(app.url("/api/contact"))
            .header("x-forwarded-for", format!("198.51.100.1, {ip}"))
            .json(&message(&format!("c{n}@exemple.km")))
            .send()
    };
    for n in 0..5 {
        assert_eq!(send("203.0.113.1", n).await.unwrap().status(), StatusCode::CREATED);
    }
    assert_eq!(send("203.0.113.1", 5).await.unwrap().status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(send("203.0.113.2", 6).await.unwrap().status(), StatusCode::CREATED);
}

#[tokio::test]
async fn a_request_from_another_origin_is_forbidden() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/api/contact"))
        .header("origin", "https://evil.example")
        .json(&message("awa@exemple.km"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "forbidden_origin");
    let same = app
        .client
        .post(app.url("/api/contact"))
        .header("origin", app.base.clone())
        .json(&message("awa@exemple.km"))
        .send()
        .await
        .unwrap();
    assert_eq!(same.status(), StatusCode::CREATED);
    assert_eq!(app.count("contact_messages"), 1);
}
