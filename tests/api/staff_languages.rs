//! The errors of the promoter space and the back-office speak the language the caller asks for
//! (`Accept-Language`, which the UI sets to its page's language), French by default, including
//! those worded inside the database's work and the image decoder, which run on other threads.

use crate::common;

use common::TestApp;
use reqwest::multipart::{Form, Part};
use reqwest::{Client, Method, StatusCode};
use serde_json::{Value, json};

async fn send_in(
    app: &TestApp,
    client: &Client,
    method: Method,
    path: &str,
    body: &Value,
    lang: &str,
) -> (StatusCode, Value) {
    let response =
        client.request(method, app.url(path)).header("accept-language", lang).json(body).send().await.unwrap();
    (response.status(), response.json().await.unwrap_or(Value::Null))
}

fn is_arabic(text: &Value) -> bool {
    text.as_str().is_some_and(|text| text.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_promoters_dossier_errors_and_quota_speak_his_language() {
    let app = TestApp::spawn().await;
    let promoter = app.client_as("promoter").await;
    let blank = json!({ "title": " ", "description": "" });
    let (status, english) = send_in(&app, &promoter, Method::POST, "/api/dossiers", &blank, "en").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(english["error"]["fields"]["title"], "A title is required.");
    assert_eq!(english["error"]["fields"]["description"], "A description is required.");
    let (_, arabic) = send_in(&app, &promoter, Method::POST, "/api/dossiers", &blank, "ar").await;
    assert_eq!(arabic["error"]["fields"]["title"], "العنوان مطلوب.");
    let (status, english) = send_in(&app, &promoter, Method::GET, "/api/dossiers/999999", &Value::Null, "en").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(english["error"]["message"], "Proposal not found.");

    // The daily quota is checked inside the database's work: each caller refused at once still
    // reads his own language.
    let dossier = json!({ "title": "Vanille", "description": "Une coopérative de vanille à Mohéli." });
    for _ in 0..vitrine::http::dossiers::quotas::DOSSIERS_PER_DAY {
        let (status, _) = send_in(&app, &promoter, Method::POST, "/api/dossiers", &dossier, "fr").await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let expected = [
        ("fr", "Vous avez atteint la limite de 5 nouveaux dossiers par 24 heures. Réessayez plus tard."),
        ("en", "You've reached the limit of 5 new proposals in 24 hours. Please try again later."),
        ("ar", "لقد بلغت الحد الأقصى وهو 5 ملفات جديدة خلال 24 ساعة. يُرجى المحاولة مرة أخرى لاحقًا."),
    ];
    let refused: Vec<_> = (0..12)
        .map(|n| {
            let request =
                promoter.post(app.url("/api/dossiers")).header("accept-language", expected[n % 3].0).json(&dossier);
            tokio::spawn(async move {
                let response = request.send().await.unwrap();
                (response.status(), response.json::<Value>().await.unwrap())
            })
        })
        .collect();
    for (n, answer) in refused.into_iter().enumerate() {
        let (status, body) = answer.await.unwrap();
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(body["error"]["message"], expected[n % 3].1, "{}", expected[n % 3].0);
    }
}

#[tokio::test]
async fn an_admins_slug_conflict_and_translation_refusal_speak_his_language() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let post = json!({
        "title": "Économie bleue",
        "excerpt": "Un résumé.",
        "content_html": "<p>Un texte sur l'économie bleue des Comores.</p>",
        "slug": "economie-bleue",
    });
    let (status, created) = send_in(&app, &admin, Method::POST, "/api/admin/posts", &post, "fr").await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, english) = send_in(&app, &admin, Method::POST, "/api/admin/posts", &post, "en").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(english["error"]["message"], "This slug is already used by another article.");
    let (status, arabic) = send_in(&app, &admin, Method::POST, "/api/admin/posts", &post, "ar").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(arabic["error"]["message"], "رابط المقال (slug) هذا مستخدم بالفعل في مقال آخر.");
    let (_, french) = send_in(&app, &admin, Method::POST, "/api/admin/posts", &post, "fr").await;
    assert_eq!(french["error"]["message"], "Ce slug est déjà utilisé par un autre article.");

    let path = format!("/api/admin/posts/{}/translations", created["post"]["id"]);
    let french_again = json!({ "lang": "fr" });
    let (status, english) = send_in(&app, &admin, Method::POST, &path, &french_again, "en").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(english["error"]["fields"]["lang"], "This article is already in French.");
    let (_, arabic) = send_in(&app, &admin, Method::POST, &path, &french_again, "ar").await;
    assert_eq!(arabic["error"]["fields"]["lang"], "هذا المقال مكتوب بالفرنسية أصلًا.");
}

#[tokio::test]
async fn a_refused_upload_and_a_settings_error_speak_the_admins_language() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let refusal = |lang: &'static str| {
        let form = Form::new().part("file", Part::bytes(b"%PDF-1.7 pas une image".to_vec()).file_name("x.jpg"));
        admin.post(app.url("/api/admin/uploads")).header("accept-language", lang).multipart(form).send()
    };
    let english = refusal("en").await.unwrap();
    assert_eq!(english.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let english: Value = english.json().await.unwrap();
    assert_eq!(english["error"]["message"], "The file must be a JPEG, PNG, GIF or WebP image.");
    let arabic: Value = refusal("ar").await.unwrap().json().await.unwrap();
    assert_eq!(arabic["error"]["message"], "يجب أن يكون الملف صورة بصيغة JPEG أو PNG أو GIF أو WebP.");
    let french: Value = refusal("fr").await.unwrap().json().await.unwrap();
    assert_eq!(french["error"]["message"], "Le fichier doit être une image JPEG, PNG, GIF ou WebP.");

    let mut settings: Value = admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    settings["seo"]["title"] = json!(" ");
    settings["identity"]["phone"] = json!("06 12 34 56 78");
    let (status, english) = send_in(&app, &admin, Method::PUT, "/api/admin/settings", &settings, "en").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(english["error"]["fields"]["seo.title"], "A title is required.");
    assert_eq!(
        english["error"]["fields"]["identity.phone"],
        "Enter the number in international format, for example +33 6 12 34 56 78."
    );
    let (_, arabic) = send_in(&app, &admin, Method::PUT, "/api/admin/settings", &settings, "ar").await;
    assert_eq!(arabic["error"]["fields"]["identity.phone"], "أدخل الرقم بالصيغة الدولية، مثل +33 6 12 34 56 78.");
    assert!(is_arabic(&arabic["error"]["message"]), "{arabic}");
}
