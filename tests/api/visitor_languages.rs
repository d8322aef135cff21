//! No French on English and Arabic pages where the owner wrote none: the timeline's dates, the
//! default SEO texts, the errors a visitor meets (API and plain contact form), and the public
//! reads of a language the owner has turned off.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn get_in(app: &TestApp, path: &str, accept_language: Option<&str>) -> (StatusCode, Value) {
    let mut request = app.client.get(app.url(path));
    if let Some(lang) = accept_language {
        request = request.header("accept-language", lang);
    }
    let response = request.send().await.unwrap();
    (response.status(), response.json().await.unwrap_or(Value::Null))
}

async fn post_in(app: &TestApp, path: &str, body: &Value, accept_language: &str) -> (StatusCode, Value) {
    let response =
        app.client.post(app.url(path)).header("accept-language", accept_language).json(body).send().await.unwrap();
    (response.status(), response.json().await.unwrap())
}

async fn post_form(app: &TestApp, path: &str, body: &str) -> reqwest::Response {
    app.post_from_site(path, "application/x-www-form-urlencoded", body).await
}

async fn set_languages(app: &TestApp, en: bool, ar: bool) {
    let admin = app.client_as("super_admin").await;
    let mut settings: Value = admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    settings["languages"] = json!({ "en": en, "ar": ar });
    let saved = admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
}

fn main_of(html: &str) -> &str {
    &html[html.find("<main").expect("a main element")..html.find("</main>").expect("its end")]
}

#[tokio::test]
async fn timeline_dates_read_in_the_pages_language() {
    let app = TestApp::spawn().await;
    let french = app.get("/parcours").await.text().await.unwrap();
    assert!(main_of(&french).contains("2015 - présent"), "the French page as written");

    let english = app.get("/en/journey").await.text().await.unwrap();
    let dates = main_of(&english);
    assert!(dates.contains("2015 - present") && !dates.contains("présent"), "{dates}");

    let (status, arabic) = app.get_json("/api/timeline?lang=ar").await;
    assert_eq!(status, StatusCode::OK);
    let dates: Vec<&str> =
        arabic["events"].as_array().unwrap().iter().map(|event| event["date"].as_str().unwrap()).collect();
    assert!(dates.contains(&"2015 - حتى الآن") && !dates.iter().any(|date| date.contains("présent")), "{dates:?}");
    let (_, french) = app.get_json("/api/timeline").await;
    assert!(french["events"].as_array().unwrap().iter().any(|event| event["date"] == "2015 - présent"));
}

#[tokio::test]
async fn default_seo_texts_speak_the_pages_language_and_the_owners_french_stays() {
    let app = TestApp::spawn().await;
    {
        let db = app.db();
        db.execute("UPDATE site_settings SET value = '{\"title\":\"\",\"description\":\"\"}' WHERE key = 'seo'", [])
            .unwrap();
        db.execute("DELETE FROM translations WHERE source = 'settings:seo'", []).unwrap();
    }
    let head = |html: String| html[..html.find("</head>").unwrap()].to_string();
    let english = head(app.get("/en").await.text().await.unwrap());
    assert!(english.contains("<title>My website</title>"), "{english}");
    assert!(english.contains(": my journey, my work and my articles."), "{english}");
    let arabic = head(app.get("/ar").await.text().await.unwrap());
    assert!(arabic.contains("<title>موقعي</title>") && arabic.contains("مسيرتي وأنشطتي ومقالاتي"), "{arabic}");
    let (_, bundle) = app.get_json("/api/site?lang=en").await;
    assert_eq!(bundle["settings"]["seo"]["title"], "My website");
    let french = head(app.get("/").await.text().await.unwrap());
    assert!(french.contains("<title>Mon site</title>") && french.contains("mon parcours, mes activités"));

    // The form shows the French defaults; saved back untouched, they stay defaults.
    let admin = app.client_as("super_admin").await;
    let settings: Value = admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    assert_eq!(settings["seo"]["title"], "Mon site");
    assert_eq!(
        admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap().status(),
        StatusCode::OK
    );
    assert!(head(app.get("/en").await.text().await.unwrap()).contains("<title>My website</title>"));

    let mut own = settings.clone();
    own["seo"]["title"] = json!("Cabinet Saïd");
    assert_eq!(admin.put(app.url("/api/admin/settings")).json(&own).send().await.unwrap().status(), StatusCode::OK);
    let english = head(app.get("/en").await.text().await.unwrap());
    assert!(english.contains("<title>Cabinet Saïd</title>"), "untranslated, the owner's text as written: {english}");
}

#[tokio::test]
async fn api_errors_speak_the_language_the_caller_asks_for() {
    let app = TestApp::spawn().await;
    let empty = json!({ "name": "", "email": "", "message": "" });
    let (status, french) = post_in(&app, "/api/contact", &empty, "fr").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(french["error"]["message"], "Veuillez remplir tous les champs.");
    let (_, english) = post_in(&app, "/api/contact", &empty, "en-GB,en;q=0.9").await;
    assert_eq!(english["error"]["code"], "validation", "the shape is unchanged");
    assert_eq!(english["error"]["message"], "Please fill in every field.");
    assert_eq!(english["error"]["fields"]["name"], "Your name is required.");
    let bad_email = json!({ "name": "Awa", "email": "awa", "message": "Bonjour" });
    let (_, arabic) = post_in(&app, "/api/contact", &bad_email, "ar").await;
    assert_eq!(arabic["error"]["message"], "عنوان البريد الإلكتروني غير صالح.");
    let untold: Value = app.post_json("/api/contact", &empty).await.json().await.unwrap();
    assert_eq!(untold["error"]["message"], "Veuillez remplir tous les champs.", "French when no language is named");

    // Through the page cache too: the answer it builds is an error, worded for each reader.
    let (status, body) = get_in(&app, "/api/posts/nulle-part", Some("ar")).await;
    assert_eq!((status, body["error"]["message"].as_str()), (StatusCode::NOT_FOUND, Some("المقال غير موجود.")));
    let (_, body) = get_in(&app, "/api/posts/nulle-part", None).await;
    assert_eq!(body["error"]["message"], "Article non trouvé.");
    let (_, body) = get_in(&app, "/api/search?lang=xx", Some("en")).await;
    assert_eq!(body["error"]["message"], "Invalid request parameters.");
    let (_, body) = get_in(&app, "/api/nothing-here", Some("en")).await;
    assert_eq!(body["error"]["message"], "Not found.");
}

#[tokio::test]
async fn sign_in_and_account_errors_speak_the_sign_in_pages_language() {
    let app = TestApp::spawn().await;
    let wrong = json!({ "email": "personne@example.com", "password": "pas le bon mot de passe" });
    let (status, english) = post_in(&app, "/api/auth/login", &wrong, "en").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(english["error"]["message"], "Incorrect e-mail address or password.");
    let (_, french) = post_in(&app, "/api/auth/login", &wrong, "fr").await;
    assert_eq!(french["error"]["message"], "Adresse e-mail ou mot de passe incorrect.");

    let short = json!({ "full_name": "", "email": "awa@example.com", "password": "court" });
    let (status, arabic) = post_in(&app, "/api/auth/register", &short, "ar").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(arabic["error"]["fields"]["full_name"], "الاسم الكامل مطلوب.");
    assert_eq!(arabic["error"]["fields"]["password"], "يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل.");

    let unknown_link = json!({ "token": "inconnu", "password": "un mot de passe assez long" });
    let (_, english) = post_in(&app, "/api/auth/password-reset/confirm", &unknown_link, "en").await;
    assert_eq!(
        english["error"]["fields"]["token"],
        "This link is no longer valid: it has already been used, it has expired or it is incomplete. Ask for a new one."
    );
    let (_, arabic) = post_in(&app, "/api/auth/confirm-email", &json!({ "token": "inconnu" }), "ar").await;
    assert_eq!(
        arabic["error"]["fields"]["token"],
        "لم يعد هذا الرابط صالحًا: فقد استُخدم من قبل أو انتهت صلاحيته أو أنه غير مكتمل. اطلب رابطًا جديدًا."
    );
}

/// Sends every request at once, each on its own task; the answers in the order given.
async fn all_at_once(requests: Vec<reqwest::RequestBuilder>) -> Vec<(StatusCode, Value)> {
    let sent: Vec<_> = requests
        .into_iter()
        .map(|request| {
            tokio::spawn(async move {
                let response = request.send().await.unwrap();
                (response.status(), response.json().await.unwrap_or(Value::Null))
            })
        })
        .collect();
    let mut answers = Vec::new();
    for answer in sent {
        answers.push(answer.await.unwrap());
    }
    answers
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_callers_each_read_their_own_language() {
    let app = TestApp::spawn().await;
    let expected = [
        (
            "fr",
            "Article non trouvé.",
            "Trop de messages envoyés depuis votre connexion. Veuillez réessayer dans quelques minutes.",
        ),
        (
            "en",
            "Article not found.",
            "Too many messages have been sent from your connection. Please try again in a few minutes.",
        ),
        ("ar", "المقال غير موجود.", "أُرسلت رسائل كثيرة جدًا من اتصالك. يُرجى المحاولة مرة أخرى بعد بضع دقائق."),
    ];
    let reads = (0..24)
        .map(|n| app.client.get(app.url("/api/posts/absent")).header("accept-language", expected[n % 3].0))
        .collect();
    for (n, (status, body)) in all_at_once(reads).await.into_iter().enumerate() {
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(body["error"]["message"], expected[n % 3].1, "{}", expected[n % 3].0);
    }

    // The contact limit (5 in ten minutes from one address) refuses each in his own words.
    let message = json!({ "name": "Awa", "email": "awa@exemple.km", "message": "Bonjour" });
    let sends = (0..15)
        .map(|n| app.client.post(app.url("/api/contact")).header("accept-language", expected[n % 3].0).json(&message))
        .collect();
    let answers = all_at_once(sends).await;
    assert_eq!(answers.iter().filter(|(status, _)| *status == StatusCode::CREATED).count(), 5, "five pass");
    for (n, (status, body)) in answers.iter().enumerate() {
        if *status == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(body["error"]["message"], expected[n % 3].2, "{}", expected[n % 3].0);
        }
    }
}

#[tokio::test]
async fn the_plain_contact_form_answers_in_its_pages_language() {
    let app = TestApp::spawn().await;
    let page = app.get("/en/contact").await.text().await.unwrap();
    assert!(page.contains("<form method=\"post\" action=\"/en/contact\""), "it posts back to its own page");
    assert!(app.get("/ar/contact").await.text().await.unwrap().contains("action=\"/ar/contact\""));

    let missing = post_form(&app, "/en/contact", "name=Awa&email=&message=&lang=en").await;
    assert_eq!(missing.status(), StatusCode::BAD_REQUEST);
    let html = missing.text().await.unwrap();
    assert!(html.contains("<html lang=\"en\""));
    assert!(html.contains("Please fill in every field.") && html.contains("Your email address is required."), "{html}");
    assert!(!html.contains("Veuillez") && !html.contains("est requis"));

    let arabic = post_form(&app, "/ar/contact", "name=Awa&email=awa&message=Salam&lang=ar").await.text().await.unwrap();
    assert!(arabic.contains("dir=\"rtl\"") && arabic.contains("عنوان البريد الإلكتروني غير صالح."), "{arabic}");

    let garbled = app.post_from_site("/en/contact", "application/json", "{}").await;
    assert_eq!(garbled.status(), StatusCode::BAD_REQUEST);
    assert!(garbled.text().await.unwrap().contains("The form could not be read."));
    assert_eq!(app.count("contact_messages"), 0);

    // English turned off: its form answers in French, as its pages do.
    set_languages(&app, false, true).await;
    let html = post_form(&app, "/en/contact", "name=Awa&email=&message=").await.text().await.unwrap();
    assert!(html.contains("<html lang=\"fr\"") && html.contains("Veuillez remplir tous les champs."));
}

const LANGUAGE_READS: [&str; 6] = [
    "/api/site?lang=en",
    "/api/timeline?lang=en",
    "/api/legal/privacy?lang=en",
    "/api/chat?lang=en",
    "/api/posts?lang=en",
    "/api/search?q=entreprise&lang=en",
];

/// An English article of the demo, read by its own address in the API.
const ENGLISH_ARTICLE: &str = "/api/posts/going-digital-a-growth-driver-for-african-smes";

#[tokio::test]
async fn a_language_turned_off_is_not_served_even_from_the_cache() {
    let app = TestApp::spawn().await;
    for path in LANGUAGE_READS.into_iter().chain([ENGLISH_ARTICLE]) {
        assert_eq!(app.get_json(path).await.0, StatusCode::OK, "{path} while English is on (and now cached)");
    }
    // A page drawn: the settings it read are remembered, and the API's reads use them while they are current.
    assert_eq!(app.get("/en").await.status(), StatusCode::OK);
    set_languages(&app, false, true).await;
    let (status, body) = app.get_json(ENGLISH_ARTICLE).await;
    assert_eq!((status, body["error"]["message"].as_str()), (StatusCode::NOT_FOUND, Some("Article non trouvé.")));
    assert_eq!(app.get("/en").await.status(), StatusCode::NOT_FOUND, "its pages lead nowhere");
    let reads = LANGUAGE_READS.iter().map(|path| app.client.get(app.url(path))).collect();
    for (path, (status, body)) in LANGUAGE_READS.iter().zip(all_at_once(reads).await) {
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(body["error"]["code"], "not_found", "{path}: the API's error shape");
        assert_eq!(body["error"]["message"], "Page introuvable.", "{path}");
    }
    assert_eq!(app.get_json("/api/timeline?lang=ar").await.0, StatusCode::OK, "Arabic stays on");
    assert_eq!(app.get_json("/api/timeline").await.0, StatusCode::OK, "French is always on");

    set_languages(&app, true, true).await;
    for path in LANGUAGE_READS.into_iter().chain([ENGLISH_ARTICLE]) {
        assert_eq!(app.get_json(path).await.0, StatusCode::OK, "{path} once English is back");
    }
    let (status, _) = get_in(&app, "/api/timeline?lang=en", None).await;
    assert_eq!(status, StatusCode::OK);
}
