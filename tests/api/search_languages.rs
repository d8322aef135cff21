//! Search per language through `/api/search?lang=`: each language finds its own posts
//! only, with its own analysis (English stems, Arabic with or without its marks and
//! letter variants), typos and prefixes in each, and similar articles that stay in
//! their language.

use crate::common;
use crate::common::editor::Editor;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::Value;

async fn app() -> TestApp {
    TestApp::spawn_with(|config| config.demo = false).await
}

async fn search(app: &TestApp, lang: Option<&str>, query: &str) -> (StatusCode, Value) {
    let mut params = vec![("q", query)];
    params.extend(lang.map(|lang| ("lang", lang)));
    let url = reqwest::Url::parse_with_params(&app.url("/api/search"), &params).unwrap();
    let response = app.client.get(url).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn titles(app: &TestApp, lang: &str, query: &str) -> Vec<String> {
    let (status, body) = search(app, Some(lang), query).await;
    assert_eq!(status, StatusCode::OK, "{lang} {query}: {body}");
    let hits = body["hits"].as_array().unwrap();
    assert_eq!(body["total"].as_u64().unwrap() as usize, hits.len(), "{lang} {query}");
    hits.iter().map(|hit| hit["title"].as_str().unwrap().to_string()).collect()
}

const FRENCH: &str = "Gravir le Karthala";
const ENGLISH: &str = "Running a small business";
const ARABIC: &str = "الاقْتِصَادُ الأَزْرَقُ";
const ARABIC_BARE: &str = "مدرسة جديدة في موروني";

/// English and Arabic turned on: a language turned off is neither searched nor read.
fn speak_three(app: &TestApp) {
    app.db()
        .execute(
            "INSERT OR REPLACE INTO site_settings (key, value) VALUES ('languages', '{\"en\":true,\"ar\":true}')",
            [],
        )
        .unwrap();
}

/// The three languages turned on, the same name in a post of each, and words of each language's own.
async fn three_languages(app: &TestApp) {
    speak_three(app);
    let editor = Editor::new(app).await;
    editor.publish_in(app, "fr", FRENCH, "Tourisme", "Le volcan Karthala et les économies de l'île.").await;
    editor
        .publish_in(app, "en", ENGLISH, "Economy", "Island economies depend on fishing, and the Karthala volcano.")
        .await;
    editor.publish_in(app, "ar", ARABIC, "اقتصاد", "يَعْمَلُ المُدِيرُ مَعَ الصَّيَّادِينَ لِحِمَايَةِ البَحْرِ قُرْبَ بُرْكَانِ Karthala.").await;
    editor.publish_in(app, "ar", ARABIC_BARE, "تعليم", "افتتح أحمد مدرسة في القرية ثم مستشفى.").await;
}

#[tokio::test]
async fn each_language_finds_its_own_posts_and_never_another_languages() {
    let app = app().await;
    three_languages(&app).await;

    assert_eq!(titles(&app, "fr", "karthala").await, [FRENCH]);
    assert_eq!(titles(&app, "en", "karthala").await, [ENGLISH]);
    assert_eq!(titles(&app, "ar", "karthala").await, [ARABIC]);
    assert_eq!(titles(&app, "en", "karthla").await, [ENGLISH], "a typo, in English too");
    assert_eq!(titles(&app, "ar", "kartha").await, [ARABIC], "a prefix, in Arabic too");
    assert_eq!(titles(&app, "fr", "économies").await, [FRENCH], "not the English « economies »");
    assert_eq!(titles(&app, "en", "economies").await, [ENGLISH]);
    assert!(titles(&app, "fr", "running").await.is_empty());
    assert!(titles(&app, "fr", "المدير").await.is_empty());
    assert!(titles(&app, "en", "المدير").await.is_empty());
    assert!(titles(&app, "ar", "running").await.is_empty());

    let (status, default) = search(&app, None, "karthala").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(default, search(&app, Some("fr"), "karthala").await.1, "French when no language is given");
    assert_eq!(default["hits"][0]["title"], FRENCH);
}

#[tokio::test]
async fn english_words_are_found_by_stem_with_stop_words_left_out() {
    let app = app().await;
    three_languages(&app).await;

    assert_eq!(titles(&app, "en", "run").await, [ENGLISH], "« running » is found by « run »");
    assert_eq!(titles(&app, "en", "economy").await, [ENGLISH], "« economies » by « economy »");
    assert_eq!(titles(&app, "en", "the economy of islands").await, [ENGLISH]);
    assert_eq!(titles(&app, "en", "runing").await, [ENGLISH], "one letter missing");
    assert_eq!(titles(&app, "en", "busin").await, [ENGLISH], "the word being typed");
    let (_, body) = search(&app, Some("en"), "economy").await;
    let snippet = body["hits"][0]["snippet"].as_str().unwrap();
    assert!(snippet.contains("Island <mark>economies</mark> depend"), "{snippet}");
}

#[tokio::test]
async fn arabic_words_are_found_with_or_without_marks_tatweel_and_letter_variants() {
    let app = app().await;
    three_languages(&app).await;

    assert_eq!(titles(&app, "ar", "المدير").await, [ARABIC], "no marks in the query, marks in the text");
    assert_eq!(titles(&app, "ar", "مَدْرَسَةٌ").await, [ARABIC_BARE], "marks in the query, none in the text");
    for ahmad in ["أحمد", "إحمد", "آحمد", "احمد"] {
        assert_eq!(titles(&app, "ar", ahmad).await, [ARABIC_BARE], "{ahmad}");
    }
    assert_eq!(titles(&app, "ar", "مدرسه").await, [ARABIC_BARE], "ta marbuta written ha");
    assert_eq!(titles(&app, "ar", "مستشفي").await, [ARABIC_BARE], "alef maqsura written ya");
    assert_eq!(titles(&app, "ar", "الاقتـــصاد").await, [ARABIC], "tatweel");
    assert_eq!(titles(&app, "ar", "الاقتصاض").await, [ARABIC], "one letter wrong in a long word");
    assert_eq!(titles(&app, "ar", "الاقت").await, [ARABIC], "the word being typed");
    assert!(titles(&app, "ar", "المدير مستشفى").await.is_empty(), "every word must match");

    let (_, body) = search(&app, Some("ar"), "المدير").await;
    let snippet = body["hits"][0]["snippet"].as_str().unwrap();
    assert!(snippet.contains("<mark>المُدِيرُ</mark>"), "the word as written is marked: {snippet}");
    let (_, body) = search(&app, Some("ar"), "مُسْتَشْفَى").await;
    let snippet = body["hits"][0]["snippet"].as_str().unwrap();
    assert!(snippet.contains("ثم <mark>مستشفى</mark>"), "{snippet}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_searches_in_each_language_get_their_own_answers() {
    let app = app().await;
    three_languages(&app).await;

    let expected = [(None, FRENCH), (Some("fr"), FRENCH), (Some("en"), ENGLISH), (Some("ar"), ARABIC)];
    let mut requests = Vec::new();
    for round in 0..8 {
        for (lang, title) in expected {
            let client = app.client.clone();
            let mut params = vec![("q", if round % 2 == 0 { "karthala" } else { "Karthala" })];
            params.extend(lang.map(|lang| ("lang", lang)));
            let url = reqwest::Url::parse_with_params(&app.url("/api/search"), &params).unwrap();
            requests.push(tokio::spawn(async move {
                let body: Value = client.get(url).send().await.unwrap().json().await.unwrap();
                (lang, title, body)
            }));
        }
    }
    for request in requests {
        let (lang, title, body) = request.await.unwrap();
        assert_eq!(body["total"], 1, "{lang:?}: {body}");
        assert_eq!(body["hits"][0]["title"], title, "{lang:?}");
    }
}

#[tokio::test]
async fn an_unknown_language_is_refused() {
    let app = app().await;
    for bad in ["de", "FR", "", "fr-FR"] {
        let (status, body) = search(&app, Some(bad), "karthala").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad:?}");
        assert_eq!(body["error"]["code"], "validation", "{bad:?}");
        assert_eq!(body["error"]["message"], "Paramètres de requête invalides.", "{bad:?}");
    }
}

#[tokio::test]
async fn similar_articles_stay_in_their_language() {
    let app = app().await;
    speak_three(&app);
    let editor = Editor::new(&app).await;
    let words = "Le volcan Karthala, son cratère et la randonnée au sommet.";
    editor.publish_in(&app, "fr", "Gravir le Karthala", "Tourisme", words).await;
    editor.publish_in(&app, "fr", "Plages de Mohéli", "Tourisme", "Le parc marin et les tortues.").await;
    // Written with the French article's own words: only the language keeps it apart.
    editor.publish_in(&app, "en", "Karthala", "Tourisme", words).await;
    editor.publish_in(&app, "en", "Beaches of Moheli", "Tourisme", "The marine park and its turtles.").await;

    let related = |slug: &'static str| {
        let app = &app;
        async move {
            let (status, body) = app.get_json(&format!("/api/posts/{slug}")).await;
            assert_eq!(status, StatusCode::OK, "{slug}");
            let list = body["related"].as_array().unwrap().iter();
            list.map(|post| post["title"].as_str().unwrap().to_string()).collect::<Vec<_>>()
        }
    };
    assert_eq!(related("gravir-le-karthala").await, ["Plages de Mohéli"]);
    assert_eq!(related("karthala").await, ["Beaches of Moheli"]);
}
