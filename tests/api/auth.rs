//! Registration, login, sessions and logout against the real server.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn register(app: &TestApp, body: Value) -> (StatusCode, Value) {
    let response = app.post_json("/api/auth/register", &body).await;
    let status = response.status();
    (status, response.json().await.unwrap())
}

#[tokio::test]
async fn registration_always_creates_a_promoter_and_does_not_sign_in() {
    let app = TestApp::spawn().await;
    let (status, body) = register(
        &app,
        json!({ "email": " Awa@Exemple.KM ", "password": "un mot de passe", "full_name": " Awa Said ", "role": "super_admin" }),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body, json!({ "email": "awa@exemple.km", "confirmation_sent": false }), "no SMTP: nothing to confirm");
    assert_eq!(app.get("/api/auth/me").await.status(), StatusCode::UNAUTHORIZED);
    let (hash, role, full_name, confirmed): (String, String, String, bool) = app
        .db()
        .query_row(
            "SELECT password_hash, role, full_name, email_confirmed FROM users WHERE email = 'awa@exemple.km'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .unwrap();
    assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
    assert_eq!((role.as_str(), full_name.as_str()), ("promoter", "Awa Said"), "a forged role is ignored");
    assert!(confirmed, "without SMTP an account is usable at once");
}

#[tokio::test]
async fn registration_refuses_bad_input_in_french_and_stores_nothing() {
    let app = TestApp::spawn().await;
    for (body, field, message) in [
        (json!({ "email": "a@exemple.km", "password": "assez long" }), "full_name", "Le nom complet est requis."),
        (
            json!({ "email": "pas-une-adresse", "password": "assez long", "full_name": "A" }),
            "email",
            "L'adresse e-mail n'est pas valide.",
        ),
        (
            json!({ "email": "a@exemple.km", "password": "court", "full_name": "A" }),
            "password",
            "Le mot de passe doit contenir au moins 8 caractères.",
        ),
        (
            json!({ "email": "a@exemple.km", "password": "x".repeat(129), "full_name": "A" }),
            "password",
            "Le mot de passe ne peut pas dépasser 128 caractères.",
        ),
        (
            json!({ "email": "a@exemple.km", "password": "assez long", "full_name": "x".repeat(121) }),
            "full_name",
            "Ce champ ne peut pas dépasser 120 caractères.",
        ),
    ] {
        let (status, body) = register(&app, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"]["fields"][field], message);
    }
    app.create_user("deja@exemple.km", "mot de passe solide", "promoter");
    let users_before = app.count("users");
    let (status, body) =
        register(&app, json!({ "email": "DEJA@exemple.KM", "password": "assez long", "full_name": "Intrus" })).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["error"]["message"], "Un compte existe déjà avec cette adresse e-mail.");
    assert_eq!(app.count("users"), users_before);
}

#[tokio::test]
async fn login_sets_an_httponly_session_that_survives_a_restart_and_logout_ends_it() {
    let app = TestApp::spawn().await;
    app.create_user("modo@exemple.km", "mot de passe solide", "moderator");
    let response = app
        .post_json("/api/auth/login", &json!({ "email": "MODO@exemple.km", "password": "mot de passe solide" }))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let cookie = response.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(cookie.starts_with("vitrine_session="));
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"));
    assert!(!cookie.contains("Secure"), "no Secure flag without an https public URL");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["user"]["role"], "moderator");

    let (status, me) = app.get_json("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["user"]["email"], "modo@exemple.km");

    let app = app.restart().await;
    let session_cookie = cookie.split(';').next().unwrap().to_string();
    let other_server =
        reqwest::Client::new().get(app.url("/api/auth/me")).header("cookie", &session_cookie).send().await.unwrap();
    assert_eq!(other_server.status(), StatusCode::OK, "sessions live in SQLite");

    let logout = app.client.post(app.url("/api/auth/logout")).send().await.unwrap();
    assert_eq!(logout.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/auth/me").await.status(), StatusCode::UNAUTHORIZED);
    let replayed =
        reqwest::Client::new().get(app.url("/api/auth/me")).header("cookie", &session_cookie).send().await.unwrap();
    assert_eq!(replayed.status(), StatusCode::UNAUTHORIZED, "the session is deleted, not just forgotten");
}

#[tokio::test]
async fn the_session_id_is_renewed_at_every_login() {
    let app = TestApp::spawn().await;
    app.create_user("a@exemple.km", "mot de passe solide", "promoter");
    app.create_user("b@exemple.km", "mot de passe solide", "promoter");
    let login = |email: &'static str, cookie: Option<String>| {
        let mut request = reqwest::Client::new()
            .post(app.url("/api/auth/login"))
            .json(&json!({ "email": email, "password": "mot de passe solide" }));
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        request.send()
    };
    let cookie_of = |response: &reqwest::Response| {
        response.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string()
    };
    let planted = cookie_of(&login("a@exemple.km", None).await.unwrap());
    let victim = login("b@exemple.km", Some(planted.clone())).await.unwrap();
    assert_eq!(victim.status(), StatusCode::OK);
    assert_ne!(cookie_of(&victim), planted);
    let with_planted =
        reqwest::Client::new().get(app.url("/api/auth/me")).header("cookie", planted).send().await.unwrap();
    assert_eq!(with_planted.status(), StatusCode::UNAUTHORIZED, "the planted id no longer opens any session");
}

#[tokio::test]
async fn an_expired_session_is_refused() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    assert_eq!(client.get(app.url("/api/auth/me")).send().await.unwrap().status(), StatusCode::OK);
    app.db().execute("UPDATE sessions SET expiry_date = 0", []).unwrap();
    assert_eq!(client.get(app.url("/api/auth/me")).send().await.unwrap().status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_build_files_and_pictures_read_no_session_and_requests_move_its_expiry_at_most_hourly() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    let html = client.get(app.url("/dashboard")).send().await.unwrap().text().await.unwrap();
    let start = html.find("/assets/").expect("the app page links a built file");
    let asset = &html[start..start + html[start..].find('"').unwrap()];
    std::fs::create_dir_all(app.data_dir.join("media")).unwrap();
    std::fs::write(app.data_dir.join("media/portrait.webp"), b"RIFF0000WEBP").unwrap();
    let expiry = || app.db().query_row("SELECT expiry_date FROM sessions", [], |row| row.get::<_, i64>(0)).unwrap();
    let soon = time::OffsetDateTime::now_utc().unix_timestamp() + 600;
    app.db().execute("UPDATE sessions SET expiry_date = ?1", [soon]).unwrap();
    assert_eq!(client.get(app.url(asset)).send().await.unwrap().status(), StatusCode::OK);
    let picture = client.get(app.url("/media/portrait.webp")).send().await.unwrap();
    assert_eq!(picture.status(), StatusCode::OK);
    assert_eq!(picture.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(expiry(), soon, "a built file or a picture neither loads nor saves the session");
    assert_eq!(client.get(app.url("/api/auth/me")).send().await.unwrap().status(), StatusCode::OK);
    let moved = expiry();
    assert!(moved > soon + 3600, "a request of the signed-in browser moves a near expiry: {moved}");
    assert_eq!(client.get(app.url("/api/auth/me")).send().await.unwrap().status(), StatusCode::OK);
    assert_eq!(expiry(), moved, "within the hour it is not written again");
}

#[tokio::test]
async fn unknown_email_and_wrong_password_answer_the_same() {
    let app = TestApp::spawn().await;
    app.create_user("p@exemple.km", "mot de passe solide", "promoter");
    let wrong = app.post_json("/api/auth/login", &json!({ "email": "p@exemple.km", "password": "mauvais mot" })).await;
    let unknown =
        app.post_json("/api/auth/login", &json!({ "email": "qui@exemple.km", "password": "mauvais mot" })).await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(unknown.status(), StatusCode::UNAUTHORIZED);
    let (wrong, unknown): (Value, Value) = (wrong.json().await.unwrap(), unknown.json().await.unwrap());
    assert_eq!(wrong, unknown);
    assert_eq!(wrong["error"]["message"], "Adresse e-mail ou mot de passe incorrect.");
    let missing = app.post_json("/api/auth/login", &json!({ "email": "p@exemple.km" })).await;
    assert_eq!(missing.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn failed_logins_are_rate_limited_per_ip_and_email_and_a_success_resets_the_pair() {
    let app = TestApp::spawn().await;
    app.create_user("p@exemple.km", "mot de passe solide", "promoter");
    let attempt = |password: &'static str| {
        app.client
            .post(app.url("/api/auth/login"))
            .json(&json!({ "email": "p@exemple.km", "password": password }))
            .send()
    };
    for _ in 0..4 {
        assert_eq!(attempt("mauvais mot").await.unwrap().status(), StatusCode::UNAUTHORIZED);
    }
    assert_eq!(attempt("mot de passe solide").await.unwrap().status(), StatusCode::OK, "a success resets the pair");
    for _ in 0..5 {
        assert_eq!(attempt("mauvais mot").await.unwrap().status(), StatusCode::UNAUTHORIZED);
    }
    let limited = attempt("mot de passe solide").await.unwrap();
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS, "even the right password waits");
    assert!(limited.headers().contains_key("retry-after"));
    let body: Value = limited.json().await.unwrap();
    assert_eq!(body["error"]["code"], "rate_limited");
    assert!(body["error"]["message"].as_str().unwrap().starts_with("Trop de tentatives"));
}

#[tokio::test]
async fn twenty_failures_from_one_ip_block_every_email() {
    let app = TestApp::spawn().await;
    for n in 0..20 {
        let body = json!({ "email": format!("inconnu{n}@exemple.km"), "password": "mauvais mot" });
        assert_eq!(app.post_json("/api/auth/login", &body).await.status(), StatusCode::UNAUTHORIZED);
    }
    let body = json!({ "email": "encore@exemple.km", "password": "mauvais mot" });
    assert_eq!(app.post_json("/api/auth/login", &body).await.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn registration_is_limited_to_ten_an_hour_per_ip() {
    let app = TestApp::spawn().await;
    for n in 0..10 {
        let (status, _) =
            register(&app, json!({ "email": format!("r{n}@exemple.km"), "password": "assez long", "full_name": "R" }))
                .await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let (status, body) =
        register(&app, json!({ "email": "r10@exemple.km", "password": "assez long", "full_name": "R" })).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(body["error"]["code"], "rate_limited");
}

#[tokio::test]
async fn cookies_are_secure_behind_an_https_public_url_and_other_origins_are_refused() {
    let app = TestApp::spawn_with(|config| config.public_url = Some("https://exemple.km".into())).await;
    app.create_user("p@exemple.km", "mot de passe solide", "promoter");
    let refused = app
        .client
        .post(app.url("/api/auth/login"))
        .header("origin", "https://evil.example")
        .json(&json!({ "email": "p@exemple.km", "password": "mot de passe solide" }))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let accepted = app
        .client
        .post(app.url("/api/auth/login"))
        .header("origin", "https://exemple.km")
        .json(&json!({ "email": "p@exemple.km", "password": "mot de passe solide" }))
        .send()
        .await
        .unwrap();
    assert_eq!(accepted.status(), StatusCode::OK);
    assert!(accepted.headers()["set-cookie"].to_str().unwrap().contains("Secure"));
}

#[tokio::test]
async fn signing_in_and_out_tells_the_public_pages_script_through_a_readable_hint() {
    let app = TestApp::spawn().await;
    app.create_user("modo@exemple.km", "mot de passe solide", "moderator");
    let hint = |response: &reqwest::Response| {
        response
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|value| value.to_str().unwrap().to_string())
            .find(|cookie| cookie.starts_with("vitrine_signed_in="))
    };
    let wrong = app.post_json("/api/auth/login", &json!({ "email": "modo@exemple.km", "password": "mauvais" })).await;
    assert!(hint(&wrong).is_none(), "a refused sign-in says nothing");
    let signed_in = app
        .post_json("/api/auth/login", &json!({ "email": "modo@exemple.km", "password": "mot de passe solide" }))
        .await;
    let set = hint(&signed_in).expect("the hint is set");
    assert!(set.starts_with("vitrine_signed_in=1;") && set.contains("Path=/") && set.contains("Max-Age=259200"));
    assert!(!set.contains("HttpOnly"), "the page's script reads it");
    let signed_out = app.client.post(app.url("/api/auth/logout")).header("origin", &app.base).send().await.unwrap();
    assert_eq!(signed_out.status(), StatusCode::NO_CONTENT);
    assert!(hint(&signed_out).expect("the hint is cleared").contains("Max-Age=0"));
}
