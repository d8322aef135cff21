//! The sign-in pages, the promoter space and the back-office in the visitor's language: the
//! sign-in pages at their English and Arabic addresses while the site speaks the language, the
//! account's language chosen at sign-up and on its profile, and its space drawn in it.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "mot de passe solide";
const LANGUAGE_OFF: &str = "Le site n'est pas proposé dans cette langue : choisissez-en une autre.";

fn speak(app: &TestApp, en: bool, ar: bool) {
    let value = json!({ "en": en, "ar": ar }).to_string();
    app.db().execute("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('languages', ?1)", [value]).unwrap();
}

async fn page(client: &reqwest::Client, app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = client.get(app.url(path)).send().await.unwrap();
    (response.status(), response.text().await.unwrap())
}

fn html_tag(lang: &str, dir: &str) -> String {
    format!("<html lang=\"{lang}\" dir=\"{dir}\"")
}

#[tokio::test]
async fn sign_in_pages_exist_in_each_language_the_site_speaks() {
    let app = TestApp::spawn().await;
    speak(&app, false, false);
    let anyone = app.new_client();
    for path in ["/en/login", "/ar/login", "/en/register", "/en/forgot-password", "/en/reset-password/jeton"] {
        assert_eq!(page(&anyone, &app, path).await.0, StatusCode::NOT_FOUND, "{path} while only French is on");
    }
    let (status, french) = page(&anyone, &app, "/login").await;
    assert_eq!(status, StatusCode::OK);
    assert!(french.contains(&html_tag("fr", "ltr")), "{french}");
    assert!(!french.contains("hreflang=\"en\""), "a French-only site has no switcher: {french}");
    assert!(french.contains("href=\"/login\""), "the header's sign-in link stays French");

    speak(&app, true, true);
    let (status, english) = page(&anyone, &app, "/en/login").await;
    assert_eq!(status, StatusCode::OK);
    assert!(english.contains(&html_tag("en", "ltr")), "{english}");
    assert!(english.contains("<div id=\"root\"></div>"), "the app runs there");
    assert!(english.contains("href=\"/en/login\""), "the header's sign-in link stays English");
    assert!(english.contains("href=\"/en/journey\""), "the header in English");
    let (status, arabic) = page(&anyone, &app, "/ar/login").await;
    assert_eq!(status, StatusCode::OK);
    assert!(arabic.contains(&html_tag("ar", "rtl")), "{arabic}");
    for (path, lang, dir) in [
        ("/ar/register", "ar", "rtl"),
        ("/en/forgot-password", "en", "ltr"),
        ("/ar/confirm-address/jeton", "ar", "rtl"),
        ("/en/admin/two-factor", "en", "ltr"),
    ] {
        let (status, body) = page(&anyone, &app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(body.contains(&html_tag(lang, dir)), "{path}: {body}");
    }
    assert_eq!(
        page(&anyone, &app, "/en/mot-de-passe-oublie").await.0,
        StatusCode::NOT_FOUND,
        "French words stay French"
    );

    // The switcher leads to the same page in the other languages, its token kept.
    let (_, reset) = page(&anyone, &app, "/en/reset-password/jeton-42").await;
    for (lang, address) in [
        ("fr", "/reinitialiser-mot-de-passe/jeton-42"),
        ("en", "/en/reset-password/jeton-42"),
        ("ar", "/ar/reset-password/jeton-42"),
    ] {
        assert!(reset.contains(&format!("{address}\" hreflang=\"{lang}\"")), "{lang}: {reset}");
    }
    assert!(reset.contains("noindex"), "sign-in pages stay out of search engines");

    speak(&app, true, false);
    assert_eq!(page(&anyone, &app, "/ar/login").await.0, StatusCode::NOT_FOUND, "Arabic turned off");
    assert_eq!(page(&anyone, &app, "/en/login").await.0, StatusCode::OK);
}

#[tokio::test]
async fn a_sign_up_keeps_the_language_of_its_page_among_those_the_site_speaks() {
    let app = TestApp::spawn().await;
    speak(&app, false, false);
    let register = |email: &str, lang: Option<&str>| {
        let mut body = json!({ "email": email, "password": PASSWORD, "full_name": "Ann" });
        if let Some(lang) = lang {
            body["lang"] = lang.into();
        }
        app.new_client().post(app.url("/api/auth/register")).json(&body).send()
    };
    let refused = register("ann@exemple.km", Some("en")).await.unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["error"]["code"], "validation", "{body}");
    assert_eq!(body["error"]["fields"]["lang"], LANGUAGE_OFF, "{body}");
    let stored: i64 =
        app.db().query_row("SELECT count(*) FROM users WHERE email = 'ann@exemple.km'", [], |row| row.get(0)).unwrap();
    assert_eq!(stored, 0);

    speak(&app, true, false);
    assert_eq!(register("ann@exemple.km", Some("en")).await.unwrap().status(), StatusCode::CREATED);
    assert_eq!(register("awa@exemple.km", None).await.unwrap().status(), StatusCode::CREATED);
    let client = app.new_client();
    app.login(&client, "ann@exemple.km", PASSWORD).await;
    let me: Value = client.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["user"]["lang"], "en", "{me}");
    let french = app.new_client();
    app.login(&french, "awa@exemple.km", PASSWORD).await;
    let me: Value = french.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["user"]["lang"], "fr", "{me}");

    // Her space speaks English; signing in from a French page changes nothing.
    let (_, space) = page(&client, &app, "/dashboard").await;
    assert!(space.contains(&html_tag("en", "ltr")), "{space}");
    let (_, french_space) = page(&french, &app, "/dashboard").await;
    assert!(french_space.contains(&html_tag("fr", "ltr")));
    // English turned off: her space falls back to French, her language stays for later.
    speak(&app, false, false);
    let (_, space) = page(&client, &app, "/dashboard/profile").await;
    assert!(space.contains(&html_tag("fr", "ltr")), "{space}");
    let stored: String =
        app.db().query_row("SELECT lang FROM users WHERE email = 'ann@exemple.km'", [], |row| row.get(0)).unwrap();
    assert_eq!(stored, "en");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_profile_chooses_among_the_languages_the_site_speaks() {
    let app = TestApp::spawn().await;
    speak(&app, false, true);
    app.create_user("modo@exemple.km", PASSWORD, "moderator");
    let staff = app.new_client();
    app.login(&staff, "modo@exemple.km", PASSWORD).await;
    let profile: Value = staff.get(app.url("/api/profile")).send().await.unwrap().json().await.unwrap();
    assert_eq!(profile["languages"], json!(["fr", "ar"]), "{profile}");
    assert_eq!(profile["profile"]["lang"], "fr");

    let change = |lang: &str| staff.put(app.url("/api/profile/language")).json(&json!({ "lang": lang })).send();
    for (lang, message) in
        [("en", LANGUAGE_OFF), ("de", "Langue inconnue : choisissez fr, en ou ar."), ("", "Choisissez une langue.")]
    {
        let refused = change(lang).await.unwrap();
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{lang}");
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["error"]["fields"]["lang"], message, "{lang}: {body}");
    }
    let anonymous = app.new_client().put(app.url("/api/profile/language")).json(&json!({ "lang": "ar" })).send();
    assert_eq!(anonymous.await.unwrap().status(), StatusCode::UNAUTHORIZED);

    let saved = change("ar").await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let body: Value = saved.json().await.unwrap();
    assert_eq!(body["profile"]["lang"], "ar", "{body}");
    let me: Value = staff.get(app.url("/api/auth/me")).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["user"]["lang"], "ar");
    let (_, back_office) = page(&staff, &app, "/admin").await;
    assert!(back_office.contains(&html_tag("ar", "rtl")), "{back_office}");
    // The sign-in pages keep the language of their address, whoever looks at them.
    let (_, login) = page(&staff, &app, "/login").await;
    assert!(login.contains(&html_tag("fr", "ltr")));

    // Changes sent at once from two tabs: each is answered, one of them stays.
    let answers = tokio::join!(change("fr"), change("ar"), change("fr"), change("ar"));
    for answer in [answers.0, answers.1, answers.2, answers.3] {
        assert_eq!(answer.unwrap().status(), StatusCode::OK);
    }
    let stored: String =
        app.db().query_row("SELECT lang FROM users WHERE email = 'modo@exemple.km'", [], |row| row.get(0)).unwrap();
    assert!(["fr", "ar"].contains(&stored.as_str()));
}
