//! The statistics report: beacons from many visitors at once (referrers, devices, blog
//! searches), then the report's figures exactly, its CSV, its period checks and who may read it.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET: &str =
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const DESKTOP: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const ROBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ARTICLE: &str = "/blog/batir-un-ecosysteme-entrepreneurial-solide-aux-comores";

async fn spawn() -> TestApp {
    TestApp::spawn_with(|config| {
        config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
        config.public_url = Some("https://exemple.km".into());
    })
    .await
}

fn today() -> String {
    time::OffsetDateTime::now_utc().date().to_string()
}

/// Sends every beacon at once, each from its own address; all answer 204.
async fn send_all(app: &TestApp, beacons: Vec<(&str, Value)>) {
    let handles: Vec<_> = beacons
        .into_iter()
        .enumerate()
        .map(|(i, (agent, body))| {
            let request = app
                .client
                .post(app.url("/api/visits"))
                .header("user-agent", agent)
                .header("x-forwarded-for", format!("198.51.100.{}", i + 1))
                .json(&body)
                .send();
            tokio::spawn(async move { request.await.unwrap().status() })
        })
        .collect();
    for handle in handles {
        assert_eq!(handle.await.unwrap(), StatusCode::NO_CONTENT);
    }
}

async fn fetch_report(client: &reqwest::Client, app: &TestApp, from: &str, to: &str) -> (StatusCode, Value) {
    let response = client.get(app.url(&format!("/api/admin/stats/report?from={from}&to={to}"))).send().await.unwrap();
    (response.status(), response.json().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_beacons_give_the_report_its_exact_figures() {
    let app = spawn().await;
    let mut beacons = Vec::new();
    for _ in 0..3 {
        beacons.push((IPHONE, json!({ "path": "/", "referrer": "https://www.Google.com/search?q=secret" })));
    }
    beacons.push((ANDROID_TABLET, json!({ "path": ARTICLE, "referrer": "https://t.co/abc" })));
    beacons.push((DESKTOP, json!({ "path": ARTICLE, "referrer": "https://www.exemple.km/blog" })));
    beacons.push((DESKTOP, json!({ "path": "/parcours", "referrer": "android-app://com.google.android.gm/" })));
    beacons.push((DESKTOP, json!({ "path": "/en/journey", "referrer": "http://192.168.1.10/intranet" })));
    beacons.push((DESKTOP, json!({ "path": "/blog?q=++COMORES++" })));
    beacons.push((IPHONE, json!({ "path": "/blog?q=comores", "only_search": true })));
    beacons.push((DESKTOP, json!({ "path": "/blog?q=%3Dxyzzy%20introuvable", "referrer": "" })));
    beacons.push((ROBOT, json!({ "path": "/", "referrer": "https://robots.example/" })));
    beacons.push((ROBOT, json!({ "path": "/blog?q=robot" })));
    beacons.push((DESKTOP, json!({ "path": "/admin?q=x", "referrer": "https://ailleurs.example/" })));
    beacons.push((DESKTOP, json!({ "path": "/parcours?q=x", "only_search": true })));
    send_all(&app, beacons).await;

    let staff = app.client_as("moderator").await;
    let day = today();
    let (status, report) = fetch_report(&staff, &app, &day, &day).await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(report["from"], day.as_str());
    assert_eq!((report["views"].as_i64(), report["visitors"].as_i64()), (Some(9), Some(9)));
    assert_eq!(report["daily"], json!([{ "day": day, "views": 9, "visitors": 9 }]));
    assert_eq!(
        report["pages"],
        json!([
            { "path": "/", "views": 3 },
            { "path": "/blog", "views": 2 },
            { "path": ARTICLE, "views": 2 },
            { "path": "/en/journey", "views": 1 },
            { "path": "/parcours", "views": 1 },
        ])
    );
    let article = &report["articles"][0];
    assert_eq!(report["articles"].as_array().unwrap().len(), 1);
    assert_eq!((article["address"].as_str(), article["views"].as_i64()), (Some(ARTICLE), Some(2)));
    assert_eq!(article["lang"], "fr");
    assert!(article["title"].as_str().unwrap().contains("Comores"));
    assert_eq!(
        report["referrers"],
        json!([{ "domain": "google.com", "visits": 3 }, { "domain": "t.co", "visits": 1 }])
    );
    assert_eq!(
        report["searches"],
        json!([
            { "term": "comores", "searches": 2, "found": true },
            { "term": "=xyzzy introuvable", "searches": 1, "found": false },
        ])
    );
    assert_eq!(
        report["devices"],
        json!([
            { "device": "phone", "visitors": 3 },
            { "device": "tablet", "visitors": 1 },
            { "device": "computer", "visitors": 5 },
        ])
    );

    let (_, yesterday) = fetch_report(&staff, &app, "2020-01-01", "2020-01-31").await;
    assert_eq!(yesterday["views"], 0);
    assert_eq!(yesterday["daily"].as_array().unwrap().len(), 31);
    for list in ["pages", "articles", "referrers", "searches"] {
        assert_eq!(yesterday[list], json!([]), "{list}");
    }

    let admin = app.client_as("super_admin").await;
    let posts: Value = admin.get(app.url("/api/admin/posts")).send().await.unwrap().json().await.unwrap();
    let id = posts["posts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|post| ARTICLE.ends_with(post["slug"].as_str().unwrap()))
        .unwrap()["id"]
        .to_string();
    let expected: serde_json::Map<String, Value> = [(id, json!(2))].into_iter().collect();
    assert_eq!(posts["views_30d"], Value::Object(expected), "the blog table's views column");
}

#[tokio::test]
async fn the_csv_has_every_section_with_formulas_defused() {
    let app = spawn().await;
    send_all(
        &app,
        vec![
            (DESKTOP, json!({ "path": "/blog?q=%40SUM(A1)", "referrer": "https://news.example/" })),
            (IPHONE, json!({ "path": "/blog?q=-2%2B3" })),
        ],
    )
    .await;
    let staff = app.client_as("moderator").await;
    let day = today();
    let response =
        staff.get(app.url(&format!("/api/admin/stats/report.csv?from={day}&to={day}"))).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let header = |name: &str| response.headers()[name].to_str().unwrap().to_string();
    assert_eq!(header("content-type"), "text/csv; charset=utf-8");
    assert_eq!(header("content-disposition"), format!("attachment; filename=\"statistiques-{day}-{day}.csv\""));
    assert_eq!(header("cache-control"), "private, no-store");
    let csv = response.text().await.unwrap();
    let expected = format!(
        "\u{feff}Jour;Pages vues;Visiteurs\r\n{day};2;2\r\n\
         \r\nPage;Vues\r\n/blog;2\r\n\
         \r\nArticle;Langue;Adresse;Vues\r\n\
         \r\nSite;Visites\r\nnews.example;1\r\n\
         \r\nRecherche;Nombre;Résultat\r\n'-2+3;1;aucun résultat\r\n'@sum(a1);1;aucun résultat\r\n\
         \r\nAppareil;Visiteurs\r\nTéléphone;1\r\nTablette;0\r\nOrdinateur;1\r\n"
    );
    assert_eq!(csv, expected);
}

#[tokio::test]
async fn a_period_must_be_two_dates_in_order_within_a_year() {
    let app = TestApp::spawn().await;
    let staff = app.client_as("moderator").await;
    for (query, field) in [
        ("", "from"),
        ("from=2026-01-01", "to"),
        ("from=2026-02-30&to=2026-03-01", "from"),
        ("from=01/02/2026&to=2026-03-01", "from"),
        ("from=2026-03-02&to=2026-03-01", "to"),
        ("from=2025-01-01&to=2026-01-02", "to"),
    ] {
        for route in ["report", "report.csv"] {
            let response = staff.get(app.url(&format!("/api/admin/stats/{route}?{query}"))).send().await.unwrap();
            assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{route}?{query}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["error"]["code"], "validation");
            assert!(body["error"]["fields"][field].as_str().is_some_and(|text| !text.is_empty()), "{query}: {body}");
        }
    }
    let (status, body) = fetch_report(&staff, &app, "2025-01-01", "2025-12-31").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["daily"].as_array().unwrap().len(), 365);
    let (status, body) = fetch_report(&staff, &app, "2026-03-02", "2026-03-01").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["message"], "La date de fin doit suivre la date de début.");
}

#[tokio::test]
async fn only_staff_read_the_report() {
    let app = TestApp::spawn().await;
    let day = today();
    for route in ["report", "report.csv"] {
        let path = format!("/api/admin/stats/{route}?from={day}&to={day}");
        assert_eq!(app.client.get(app.url(&path)).send().await.unwrap().status(), StatusCode::UNAUTHORIZED);
        let promoter = app.client_as("promoter").await;
        assert_eq!(promoter.get(app.url(&path)).send().await.unwrap().status(), StatusCode::FORBIDDEN);
        for role in ["moderator", "super_admin"] {
            let staff = app.client_as(role).await;
            assert_eq!(staff.get(app.url(&path)).send().await.unwrap().status(), StatusCode::OK, "{role}");
        }
    }
}
