//! The newsletter's subscribe form on the public pages, as a browser without JavaScript
//! sends it: the API's subscription in the page's language, the form again with its error
//! and what was typed, the honeypot, an answer no cache keeps, the limits under parallel
//! requests, and the form on the home page, the blog and every article.

use std::collections::BTreeMap;

use reqwest::StatusCode;

use crate::common::TestApp;
use crate::common::smtp::SmtpSink;
use crate::newsletter::{PUBLIC_URL, confirmation_token, mails_to, post_form, set_languages, state_of, tally, visitor};

const ARTICLE: &str = "/blog/batir-un-ecosysteme-entrepreneurial-solide-aux-comores";

/// The form's POST from 127.0.0.`n`, with the site's own origin, as the browser sends it.
async fn post_form_from(app: &TestApp, n: u8, path: &str, body: String) -> reqwest::Response {
    visitor(n)
        .post(app.url(path))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("origin", PUBLIC_URL)
        .body(body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn the_form_posted_without_javascript_subscribes_in_the_pages_language() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    set_languages(&app, r#"{"en":true,"ar":false}"#);
    // A `lang` in the body (the API's field) does not decide: the address the form posts to does.
    let answer = post_form_from(&app, 2, "/en/newsletter", "email=awa%40exemple.km&lang=fr&website=".into()).await;
    assert_eq!(answer.status(), StatusCode::OK);
    assert_eq!(answer.headers()["cache-control"], "private, no-store");
    let html = answer.text().await.unwrap();
    assert!(html.contains("<html lang=\"en\""), "{html}");
    assert!(html.contains("Check your inbox") && !html.contains("data-island=\"newsletter\""), "{html}");
    assert_eq!(state_of(&app, "awa@exemple.km"), Some(("pending".into(), "en".into())));
    let mail = mails_to(&sink, "awa@exemple.km", 1).await;
    assert_eq!(mail.len(), 1, "the confirmation mail is sent");
    let link = format!("{PUBLIC_URL}/en/newsletter/confirmation/{}", confirmation_token(&mail[0]));
    assert!(mail[0].text().contains(&link), "a link to the English page:\n{}", mail[0].text());

    let (status, html) = post_form(&app, "/newsletter", "email=binti%40exemple.km").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Vérifiez votre boîte mail"), "{html}");
    assert_eq!(state_of(&app, "binti@exemple.km"), Some(("pending".into(), "fr".into())));
}

#[tokio::test]
async fn a_bad_address_shows_the_form_again_with_its_error_and_what_was_typed() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let (status, html) = post_form(&app, "/newsletter", "email=pas-une-adresse&lang=fr").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(html.contains("L&#39;adresse e-mail n&#39;est pas valide."), "{html}");
    assert!(html.contains("value=\"pas-une-adresse\"") && html.contains("aria-invalid=\"true\""), "{html}");
    assert!(html.contains("action=\"/newsletter\""), "the form is shown again: {html}");
    let (status, html) = post_form(&app, "/newsletter", "%%%").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{html}");
    assert_eq!(app.count("newsletter_subscribers"), 0);
    assert!(sink.settle().await.is_empty());
}

#[tokio::test]
async fn a_filled_honeypot_in_the_form_is_thanked_and_dropped() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let (status, html) =
        post_form(&app, "/newsletter", "email=robot%40exemple.km&website=https%3A%2F%2Fspam.example").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Vérifiez votre boîte mail"), "a robot learns nothing: {html}");
    assert_eq!(app.count("newsletter_subscribers"), 0);
    assert!(sink.settle().await.is_empty());
}

#[tokio::test]
async fn the_forms_answer_is_never_cached_nor_accepted_from_another_site() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    for _ in 0..2 {
        let opened = app.get("/newsletter").await;
        assert_eq!(opened.status(), StatusCode::OK);
        let html = opened.text().await.unwrap();
        assert!(html.contains("data-island=\"newsletter\"") && html.contains("noindex"), "{html}");
    }
    let answer = post_form_from(&app, 3, "/newsletter", "email=awa%40exemple.km".into()).await;
    assert_eq!(answer.headers()["cache-control"], "private, no-store");
    assert!(answer.text().await.unwrap().contains("Vérifiez votre boîte mail"));
    let opened = app.get("/newsletter").await.text().await.unwrap();
    assert!(
        opened.contains("data-newsletter-sent hidden") && opened.contains("data-island=\"newsletter\""),
        "the next reader gets the form, not someone's answer: {opened}"
    );
    let foreign = visitor(4)
        .post(app.url("/newsletter"))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("origin", "https://ailleurs.example")
        .body("email=x%40exemple.km")
        .send()
        .await
        .unwrap();
    assert_eq!(foreign.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.count("newsletter_subscribers"), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_forms_from_one_address_subscribe_five() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let forms: Vec<_> = (0..20)
        .map(|n| {
            let request = visitor(40)
                .post(app.url("/newsletter"))
                .header("content-type", "application/x-www-form-urlencoded")
                .header("origin", PUBLIC_URL)
                .body(format!("email=f{n}%40exemple.km"));
            tokio::spawn(request.send())
        })
        .collect();
    let mut answers = Vec::new();
    for form in forms {
        answers.push(form.await.unwrap().unwrap());
    }
    assert_eq!(tally(answers.iter().map(reqwest::Response::status)), BTreeMap::from([(200, 5), (429, 15)]));
    assert_eq!(app.count("newsletter_subscribers"), 5);
    assert_eq!(sink.wait_for(5).await.len(), 5);
    let refused = post_form_from(&app, 40, "/newsletter", "email=encore%40exemple.km".into()).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=600).contains(&wait), "the refused visitor is told when to try again: {wait}");
    let html = refused.text().await.unwrap();
    assert!(
        html.contains("Trop de demandes d&#39;inscription") && html.contains("value=\"encore@exemple.km\""),
        "{html}"
    );
}

#[tokio::test]
async fn the_home_page_the_blog_and_an_article_show_the_form_once() {
    let app = TestApp::spawn().await;
    set_languages(&app, r#"{"en":false,"ar":true}"#);
    for path in ["/", "/blog", ARTICLE, "/ar", "/ar/blog"] {
        let answer = app.get(path).await;
        assert_eq!(answer.status(), StatusCode::OK, "{path}");
        let html = answer.text().await.unwrap();
        let action = if path.starts_with("/ar") { "action=\"/ar/newsletter\"" } else { "action=\"/newsletter\"" };
        assert_eq!(html.matches(action).count(), 1, "{path}: {html}");
        assert_eq!(html.matches("data-island=\"newsletter\"").count(), 1, "{path}");
        assert!(html.contains("name=\"website\"") && html.contains("for=\"newsletter-email\""), "{path}");
    }
}
