//! Owner facts are data: without demo content no served byte names the demo
//! owner, his number or his line of business, and with it those facts come from
//! the database.

use crate::common;

use std::path::{Path, PathBuf};

use common::TestApp;
use reqwest::StatusCode;

/// Compared without regard to case: a capital at the start of a sentence hides nothing.
const DEMO_FACTS: [&str; 12] = [
    "Ahmed",
    "Said Mohamed",
    "333 00 00",
    "2693330000",
    "Comores",
    "comorien",
    "panafricain",
    "Afrique",
    "africain",
    "Tourisme",
    "touristique",
    "entrepreneuriat",
];

/// A path no route answers: its page is the page not found.
const MISSING_PAGE: &str = "/page-qui-n-existe-pas";

const PUBLIC_PAGES: [&str; 17] = [
    "/",
    "/blog",
    "/parcours",
    "/activites",
    "/politique-de-confidentialite",
    "/conditions-d-utilisation",
    "/rss.xml",
    "/sitemap.xml",
    "/api/site",
    "/api/posts",
    "/api/timeline",
    "/api/chat",
    "/api/legal/privacy",
    "/api/legal/terms",
    "/favicon.ico",
    "/favicon.svg",
    MISSING_PAGE,
];

/// Every file of the UI build the binary embeds, as the path it is served at.
fn embedded_paths() -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("ui/dist is readable") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let served = format!("/{}", path.strip_prefix(root).unwrap().to_string_lossy());
                // The app's entry page is a build input the server draws pages from, not a file it serves.
                if served != "/index.html" {
                    out.push(served);
                }
            }
        }
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("ui/dist");
    let mut paths = Vec::new();
    walk(&root, &root, &mut paths);
    paths
}

/// The `src` and `href` values of an HTML page that point at this site.
fn referenced_paths(html: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for attribute in ["src=\"", "href=\""] {
        for piece in html.split(attribute).skip(1) {
            let value = piece.split('"').next().unwrap_or_default();
            if value.starts_with('/') && !value.starts_with("//") {
                paths.push(value.replace("&amp;", "&"));
            }
        }
    }
    paths
}

fn demo_facts_in(body: &[u8]) -> Vec<&'static str> {
    let text = String::from_utf8_lossy(body).to_lowercase();
    DEMO_FACTS.into_iter().filter(|fact| text.contains(&fact.to_lowercase())).collect()
}

fn is_html_page(path: &str) -> bool {
    !path.starts_with("/api") && !path.ends_with(".xml") && !path.starts_with("/favicon")
}

#[tokio::test]
async fn without_demo_content_no_served_byte_names_the_demo_owner() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let mut to_fetch: Vec<String> = PUBLIC_PAGES.iter().map(|page| page.to_string()).collect();
    for page in PUBLIC_PAGES.iter().filter(|page| is_html_page(page)) {
        let html = app.get(page).await.text().await.unwrap();
        to_fetch.extend(referenced_paths(&html));
    }
    let embedded = embedded_paths();
    assert!(embedded.iter().any(|path| path.ends_with(".js")), "the UI build is embedded");
    to_fetch.extend(embedded);
    to_fetch.sort();
    to_fetch.dedup();

    let mut found = Vec::new();
    for path in &to_fetch {
        let response = app.get(path).await;
        let expected = if path == MISSING_PAGE { StatusCode::NOT_FOUND } else { StatusCode::OK };
        assert_eq!(response.status(), expected, "{path}");
        let body = response.bytes().await.unwrap();
        let facts = demo_facts_in(&body);
        if !facts.is_empty() {
            found.push(format!("{path}: {facts:?}"));
        }
    }
    assert!(found.is_empty(), "demo owner facts served without demo content:\n{}", found.join("\n"));
}

#[test]
fn the_check_finds_a_fact_whatever_its_case() {
    assert_eq!(demo_facts_in("Le TOURISME aux comores".as_bytes()), ["Comores", "Tourisme"]);
    assert!(demo_facts_in("Mon site personnel : mon parcours.".as_bytes()).is_empty());
}

#[tokio::test]
async fn with_demo_content_the_owner_facts_come_from_the_database() {
    let app = TestApp::spawn().await;
    let (_, site) = app.get_json("/api/site").await;
    let identity = &site["settings"]["identity"];
    assert_eq!(identity["owner_name"], "Ahmed Said Mohamed");
    assert_eq!(identity["phone"], "+269 333 00 00");
    let (_, privacy) = app.get_json("/api/legal/privacy").await;
    assert!(privacy["legal"]["content_html"].as_str().unwrap().contains("Ahmed Said Mohamed"));

    app.db()
        .execute(
            "UPDATE site_settings SET value = json_set(value, '$.owner_name', 'Awa Mzé') WHERE key = 'identity'",
            [],
        )
        .unwrap();
    // Written by another connection than the server's: the cached bundle follows within a second.
    let mut owner = serde_json::Value::Null;
    for _ in 0..30 {
        owner = app.get_json("/api/site").await.1["settings"]["identity"]["owner_name"].clone();
        if owner == "Awa Mzé" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(owner, "Awa Mzé");
}
