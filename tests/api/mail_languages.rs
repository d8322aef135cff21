//! Every e-mail in its recipient's language: a promoter's in the language he signed up
//! in (a reset asked in another language changes nothing), a staff member's in his own
//! whatever the visitor wrote in, a contact's language kept; Arabic mails right to left.
//! Languages the site does not speak are refused, and parallel sign-ups keep theirs.

use crate::common;

use std::time::{Duration, Instant};

use common::TestApp;
use common::smtp::{Received, SmtpSink};
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "mot de passe solide";
const UNKNOWN_LANGUAGE: &str = "Langue inconnue : choisissez fr, en ou ar.";
const LANGUAGE_OFF: &str = "Le site n'est pas proposé dans cette langue : choisissez-en une autre.";

async fn site_title(app: &TestApp) -> String {
    app.get_json("/api/site").await.1["settings"]["seo"]["title"].as_str().unwrap().to_string()
}

async fn post(app: &TestApp, path: &str, body: Value) -> (StatusCode, Value) {
    let response = app.new_client().post(app.url(path)).json(&body).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn register_body(email: &str, name: &str, lang: Option<&str>) -> Value {
    let mut body = json!({ "email": email, "password": PASSWORD, "full_name": name });
    if let Some(lang) = lang {
        body["lang"] = lang.into();
    }
    body
}

/// The mails to `to` whose subject starts with `subject`, once `count` of them came (5 s at most).
async fn mails_to(sink: &SmtpSink, to: &str, subject: &str, count: usize) -> Vec<Received> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let found: Vec<Received> =
            sink.received().into_iter().filter(|mail| mail.to == [to] && mail.subject().starts_with(subject)).collect();
        if found.len() >= count || Instant::now() > deadline {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The one mail to `to` with exactly `subject`.
async fn mail(sink: &SmtpSink, to: &str, subject: &str) -> Received {
    let found = mails_to(sink, to, subject, 1).await;
    let subjects: Vec<String> = sink.received().iter().map(Received::subject).collect();
    assert!(found.len() == 1 && found[0].subject() == subject, "no «{subject}» to {to} among {subjects:?}");
    found[0].clone()
}

fn stored_lang(app: &TestApp, table: &str, email: &str) -> String {
    app.db().query_row(&format!("SELECT lang FROM {table} WHERE email = ?1"), [email], |row| row.get(0)).unwrap()
}

fn assert_html_in(mail: &Received, lang: &str, dir: &str) {
    let html = mail.html();
    assert!(html.contains(&format!("<html lang=\"{lang}\" dir=\"{dir}\">")), "{html}");
    let align = if dir == "rtl" { "right" } else { "left" };
    assert!(html.contains(&format!("direction:{dir};text-align:{align}")), "{html}");
}

#[tokio::test]
async fn a_promoter_reads_his_mails_in_the_language_he_signed_up_in() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    let site = site_title(&app).await;
    for (email, name, lang) in
        [("awa@exemple.km", "Awa", None), ("ann@exemple.km", "Ann", Some("en")), ("ali@exemple.km", "Ali", Some("ar"))]
    {
        let (status, body) = post(&app, "/api/auth/register", register_body(email, name, lang)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    assert_eq!(
        ["awa@exemple.km", "ann@exemple.km", "ali@exemple.km"].map(|email| stored_lang(&app, "users", email)),
        ["fr", "en", "ar"]
    );

    let french = mail(&sink, "awa@exemple.km", &format!("Confirmez votre adresse e-mail — {site}")).await;
    assert!(french.text().starts_with("Bonjour Awa,\n\nVotre compte promoteur sur"), "{}", french.text());
    assert!(french.text().contains("Cet e-mail est envoyé automatiquement, merci de ne pas y répondre."));
    assert_html_in(&french, "fr", "ltr");
    let english = mail(&sink, "ann@exemple.km", &format!("Confirm your email address — {site}")).await;
    assert!(english.text().starts_with("Hello Ann,\n\nYour entrepreneur account on"), "{}", english.text());
    assert!(english.text().contains("valid for 48 hours") && english.html().contains(">Confirm my address</a>"));
    assert_html_in(&english, "en", "ltr");
    let arabic = mail(&sink, "ali@exemple.km", &format!("أكّد بريدك الإلكتروني — {site}")).await;
    assert!(arabic.text().starts_with("مرحبًا Ali،"), "{}", arabic.text());
    assert_html_in(&arabic, "ar", "rtl");
    assert!(arabic.html().contains("<span dir=\"ltr\">https://exemple.km/ar/confirm-address/"), "{}", arabic.html());
    assert!(french.text().contains("https://exemple.km/confirmer-adresse/"), "{}", french.text());
    assert!(english.text().contains("https://exemple.km/en/confirm-address/"), "{}", english.text());

    // A reset asked in French (or in any language) comes in the account's own.
    for email in ["awa@exemple.km", "ann@exemple.km", "ali@exemple.km"] {
        let (status, _) = post(&app, "/api/auth/password-reset", json!({ "email": email, "lang": "fr" })).await;
        assert_eq!(status, StatusCode::NO_CONTENT);
    }
    let french = mail(&sink, "awa@exemple.km", &format!("Réinitialisation de votre mot de passe — {site}")).await;
    assert!(french.text().contains("Il est valable une heure et ne sert qu'une fois :"), "{}", french.text());
    assert!(french.text().contains("https://exemple.km/reinitialiser-mot-de-passe/"), "{}", french.text());
    let english = mail(&sink, "ann@exemple.km", &format!("Reset your password — {site}")).await;
    assert!(english.text().contains("It is valid for one hour and works only once:"), "{}", english.text());
    assert!(english.text().contains("https://exemple.km/en/reset-password/"), "{}", english.text());
    assert_html_in(&english, "en", "ltr");
    let arabic = mail(&sink, "ali@exemple.km", &format!("إعادة تعيين كلمة المرور — {site}")).await;
    assert!(arabic.text().contains("صالح لمدة ساعة واحدة"), "{}", arabic.text());
    assert!(arabic.text().contains("https://exemple.km/ar/reset-password/"), "{}", arabic.text());
    assert_html_in(&arabic, "ar", "rtl");
    assert_eq!(stored_lang(&app, "users", "ann@exemple.km"), "en");

    // Someone signing up in Arabic with a confirmed English account's address: its holder is told in English.
    app.db().execute("UPDATE users SET email_confirmed = 1 WHERE email = 'ann@exemple.km'", []).unwrap();
    let (status, _) = post(&app, "/api/auth/register", register_body("ann@exemple.km", "X", Some("ar"))).await;
    assert_eq!(status, StatusCode::CREATED);
    let told = mail(&sink, "ann@exemple.km", &format!("You already have an account — {site}")).await;
    assert!(told.text().contains("https://exemple.km/en/forgot-password"), "{}", told.text());
    assert_eq!(stored_lang(&app, "users", "ann@exemple.km"), "en", "nobody else changes the holder's language");
}

#[tokio::test]
async fn dossier_news_reach_each_side_in_its_own_language() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    let site = site_title(&app).await;
    app.create_user("modo@exemple.km", PASSWORD, "moderator");
    app.create_user("ann@exemple.km", PASSWORD, "promoter");
    app.db().execute("UPDATE users SET lang = 'ar' WHERE email = 'modo@exemple.km'", []).unwrap();
    app.db().execute("UPDATE users SET lang = 'en' WHERE email = 'ann@exemple.km'", []).unwrap();
    let (staff, promoter) = (app.new_client(), app.new_client());
    app.login(&staff, "modo@exemple.km", PASSWORD).await;
    app.login(&promoter, "ann@exemple.km", PASSWORD).await;

    let body = json!({ "title": "Ferme solaire", "description": "A solar farm." });
    let created: Value =
        promoter.post(app.url("/api/dossiers")).json(&body).send().await.unwrap().json().await.unwrap();
    let id = created["dossier"]["id"].as_i64().unwrap();
    let submitted = mail(&sink, "modo@exemple.km", "ملف جديد: Ferme solaire").await;
    assert_html_in(&submitted, "ar", "rtl");
    let changed = staff
        .patch(app.url(&format!("/api/dossiers/{id}")))
        .json(&json!({ "status": "more_info_required" }))
        .send()
        .await
        .unwrap();
    assert_eq!(changed.status(), StatusCode::OK);
    let status = mail(&sink, "ann@exemple.km", "Your proposal “Ferme solaire”: More information needed").await;
    let text = status.text();
    assert!(text.contains("The status of your proposal is now: More information needed."), "{text}");
    assert!(text.contains(&format!("https://exemple.km/dashboard/dossier/{id}")), "{text}");
    assert!(status.html().contains(&site.replace('\'', "&#39;")));
}

#[tokio::test]
async fn staff_read_a_contact_message_in_their_own_language_and_the_contact_keeps_his() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    let site = site_title(&app).await;
    app.create_user("modo@exemple.km", PASSWORD, "moderator");
    app.create_user("chef@exemple.km", PASSWORD, "super_admin");
    app.db().execute("UPDATE users SET lang = 'en' WHERE email = 'modo@exemple.km'", []).unwrap();

    let message = json!({
        "name": "Zaina", "email": "zaina@exemple.km", "message": "Bonjour, je voudrais vous inviter.", "lang": "fr"
    });
    assert_eq!(post(&app, "/api/contact", message).await.0, StatusCode::CREATED);
    let english = mail(&sink, "modo@exemple.km", &format!("New message from Zaina — {site}")).await;
    let text = english.text();
    assert!(text.starts_with(&format!("Zaina (zaina@exemple.km) wrote to you through the contact form on {site}:")));
    assert!(
        text.contains("Bonjour, je voudrais vous inviter.")
            && text.contains("Inbox: https://exemple.km/admin/messages")
    );
    assert_eq!(english.header("Reply-To").as_deref(), Some("zaina@exemple.km"));
    assert_html_in(&english, "en", "ltr");
    let french = mail(&sink, "chef@exemple.km", &format!("Nouveau message de Zaina — {site}")).await;
    assert!(french.text().contains("Zaina (zaina@exemple.km) vous a écrit depuis le formulaire de contact"));
    assert_html_in(&french, "fr", "ltr");
    assert_eq!(stored_lang(&app, "contacts", "zaina@exemple.km"), "fr");

    let arabic = json!({ "name": "Ali", "email": "ali@exemple.km", "message": "مرحبا", "lang": "ar" });
    assert_eq!(post(&app, "/api/contact", arabic).await.0, StatusCode::CREATED);
    let silent = json!({ "name": "Sans", "email": "sans@exemple.km", "message": "Salut" });
    assert_eq!(post(&app, "/api/contact", silent).await.0, StatusCode::CREATED);
    let again = json!({ "name": "Ali", "email": "ali@exemple.km", "message": "Hello", "lang": "en" });
    assert_eq!(post(&app, "/api/contact", again).await.0, StatusCode::CREATED);
    assert_eq!(stored_lang(&app, "contacts", "ali@exemple.km"), "ar", "anyone may write under an address");
    assert_eq!(stored_lang(&app, "contacts", "sans@exemple.km"), "fr");
}

#[tokio::test]
async fn the_plain_contact_form_keeps_the_page_language() {
    let app = TestApp::spawn().await;
    app.db()
        .execute(
            "INSERT OR REPLACE INTO site_settings (key, value) VALUES ('languages', '{\"en\":true,\"ar\":false}')",
            [],
        )
        .unwrap();
    let english_page = app.get("/en/contact").await.text().await.unwrap();
    assert!(english_page.contains("<input type=\"hidden\" name=\"lang\" value=\"en\">"), "{english_page}");
    assert!(app.get("/contact").await.text().await.unwrap().contains("name=\"lang\" value=\"fr\""));

    let form = |body: &'static str| {
        app.client
            .post(app.url("/contact"))
            .header("content-type", "application/x-www-form-urlencoded")
            .header("origin", &app.base)
            .body(body)
            .send()
    };
    let sent = form("name=Ann&email=ann%40exemple.km&message=Hello&lang=en").await.unwrap();
    assert_eq!(sent.status(), StatusCode::OK);
    assert!(sent.text().await.unwrap().contains("<html lang=\"en\" dir=\"ltr\">"), "the thanks in English");
    assert_eq!(stored_lang(&app, "contacts", "ann@exemple.km"), "en");
    // Arabic is off: the answer falls back to French, the visitor's language is kept all the same.
    let sent = form("name=Ali&email=ali%40exemple.km&message=Salam&lang=ar").await.unwrap();
    assert!(sent.text().await.unwrap().contains("<html lang=\"fr\" dir=\"ltr\">"));
    assert_eq!(stored_lang(&app, "contacts", "ali@exemple.km"), "ar");

    let refused = form("name=De&email=de%40exemple.km&message=Hallo&lang=de").await.unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert!(refused.text().await.unwrap().contains(UNKNOWN_LANGUAGE));
    assert_eq!(app.count("contacts WHERE email = 'de@exemple.km'"), 0);
}

#[tokio::test]
async fn a_language_the_site_does_not_speak_is_refused() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    app.create_user("chef@exemple.km", PASSWORD, "super_admin");
    let admin = app.new_client();
    app.login(&admin, "chef@exemple.km", PASSWORD).await;
    let users = app.count("users");
    let attempts = [
        ("/api/auth/register", register_body("de@exemple.km", "De", Some("de"))),
        ("/api/auth/password-reset", json!({ "email": "chef@exemple.km", "lang": "de" })),
        ("/api/contact", json!({ "name": "De", "email": "de@exemple.km", "message": "Hallo", "lang": "de" })),
    ];
    for (path, body) in attempts {
        let (status, answer) = post(&app, path, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}: {answer}");
        assert_eq!(answer["error"]["fields"]["lang"], UNKNOWN_LANGUAGE, "{path}: {answer}");
        assert_eq!(answer["error"]["message"], UNKNOWN_LANGUAGE, "{path}: {answer}");
    }
    let invitation = json!({ "email": "de@exemple.km", "full_name": "De", "role": "moderator", "lang": "DE" });
    let answer = admin.post(app.url("/api/admin/users")).json(&invitation).send().await.unwrap();
    assert_eq!(answer.status(), StatusCode::BAD_REQUEST);

    // A language the site knows but the owner has turned off is refused the same way.
    let mut settings: Value = admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    settings["languages"] = json!({ "en": false, "ar": true });
    assert!(admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap().status().is_success());
    let invitation = json!({ "email": "en@exemple.km", "full_name": "En", "role": "moderator", "lang": "en" });
    let answer: Value =
        admin.post(app.url("/api/admin/users")).json(&invitation).send().await.unwrap().json().await.unwrap();
    assert_eq!(answer["error"]["fields"]["lang"], LANGUAGE_OFF, "{answer}");
    let (status, answer) =
        post(&app, "/api/auth/password-reset", json!({ "email": "chef@exemple.km", "lang": "en" })).await;
    assert_eq!((status, &answer["error"]["fields"]["lang"]), (StatusCode::BAD_REQUEST, &json!(LANGUAGE_OFF)));
    assert_eq!((app.count("users"), app.count("contacts")), (users, 0), "nothing was created");
    assert!(sink.settle().await.is_empty(), "nor mailed");
}

#[tokio::test]
async fn an_invitation_speaks_the_chosen_language_or_the_inviters() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    let site = site_title(&app).await;
    app.create_user("chef@exemple.km", PASSWORD, "super_admin");
    app.db()
        .execute("UPDATE users SET lang = 'en', full_name = 'Ann Chef' WHERE email = 'chef@exemple.km'", [])
        .unwrap();
    let admin = app.new_client();
    app.login(&admin, "chef@exemple.km", PASSWORD).await;
    for (email, lang) in [("modo@exemple.km", None), ("ali@exemple.km", Some("ar"))] {
        let mut invitation = json!({ "email": email, "full_name": "Invité", "role": "moderator" });
        if let Some(lang) = lang {
            invitation["lang"] = lang.into();
        }
        let answer = admin.post(app.url("/api/admin/users")).json(&invitation).send().await.unwrap();
        assert_eq!(answer.status(), StatusCode::CREATED);
    }
    assert_eq!(stored_lang(&app, "users", "modo@exemple.km"), "en", "the inviter's language");
    let english = mail(&sink, "modo@exemple.km", &format!("You're invited to join {site}")).await;
    assert!(english.text().contains(&format!("Ann Chef has created a moderator account for you on {site}.")));
    assert_eq!(stored_lang(&app, "users", "ali@exemple.km"), "ar");
    let arabic = mail(&sink, "ali@exemple.km", &format!("دعوة للانضمام إلى {site}")).await;
    assert!(arabic.text().contains("أُنشئ لك حساب مشرف"), "{}", arabic.text());
    assert_html_in(&arabic, "ar", "rtl");
    assert!(english.text().contains("https://exemple.km/en/reset-password/"), "{}", english.text());
    assert!(arabic.text().contains("https://exemple.km/ar/reset-password/"), "{}", arabic.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_sign_ups_in_different_languages_each_get_their_own() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_behind_local_proxy(&sink).await;
    let site = site_title(&app).await;
    let languages = ["fr", "en", "ar"];
    let sign_ups: Vec<_> = (0..9)
        .map(|n| {
            let body = register_body(&format!("p{n}@exemple.km"), &format!("P{n}"), Some(languages[n % 3]));
            let request = app.new_client().post(app.url("/api/auth/register")).json(&body);
            tokio::spawn(async move { request.send().await.unwrap().status() })
        })
        .collect();
    for sign_up in sign_ups {
        assert_eq!(sign_up.await.unwrap(), StatusCode::CREATED);
    }
    let subjects = [
        format!("Confirmez votre adresse e-mail — {site}"),
        format!("Confirm your email address — {site}"),
        format!("أكّد بريدك الإلكتروني — {site}"),
    ];
    for n in 0..9 {
        let email = format!("p{n}@exemple.km");
        assert_eq!(stored_lang(&app, "users", &email), languages[n % 3]);
        let confirmation = mail(&sink, &email, &subjects[n % 3]).await;
        assert!(confirmation.html().contains(&format!("<html lang=\"{}\"", languages[n % 3])));
    }
    assert_eq!(sink.settle().await.len(), 9);
}
