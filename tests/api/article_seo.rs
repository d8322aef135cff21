//! An article's own words and picture for search engines and social networks: saved, checked,
//! carried by pending changes and revisions, and read in the public page's head; its shared card
//! is a 1200×630 JPEG made from the chosen image, or from the built-in drawing it falls back to;
//! `noindex` keeps it from the sitemap only.

use crate::common;

use common::TestApp;
use common::process::ServerProcess;
use reqwest::StatusCode;
use serde_json::{Value, json};

const SITE: &str = "https://exemple.km";

async fn upload(app: &TestApp, admin: &reqwest::Client, width: u32, height: u32) -> String {
    let png = common::images::png(width, height);
    let form =
        reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(png).file_name("photo.png"));
    let uploaded: Value =
        admin.post(app.url("/api/admin/uploads")).multipart(form).send().await.unwrap().json().await.unwrap();
    uploaded["variants"][0]["url"].as_str().unwrap().to_string()
}

fn article(title: &str, cover: Option<&str>, seo: Value) -> Value {
    let mut body = json!({
        "title": title, "excerpt": format!("Résumé de {title}."), "category": "Carnets",
        "content_html": "<p>Texte.</p>", "published_at": "2020-01-01T00:00:00Z", "cover_image": cover,
    });
    body.as_object_mut().unwrap().extend(seo.as_object().unwrap().clone());
    body
}

async fn create(app: &TestApp, admin: &reqwest::Client, body: &Value) -> Value {
    let response = admin.post(app.url("/api/admin/posts")).json(body).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json::<Value>().await.unwrap()["post"].clone()
}

fn meta(html: &str, attribute: &str, name: &str) -> Option<String> {
    let start = format!("<meta {attribute}=\"{name}\" content=\"");
    let at = html.find(&start)? + start.len();
    Some(html[at..at + html[at..].find('"')?].to_string())
}

const DEMO_ARTICLE: &str = "/blog/batir-un-ecosysteme-entrepreneurial-solide-aux-comores";

/// The card a page's head names, checked as networks read it: a 1200×630 JPEG.
async fn assert_jpeg_card(app: &TestApp, html: &str) -> String {
    let card = meta(html, "property", "og:image").expect("a card picture");
    assert_eq!(meta(html, "name", "twitter:image").as_deref(), Some(card.as_str()));
    assert_eq!(meta(html, "name", "twitter:card").as_deref(), Some("summary_large_image"));
    assert_eq!(meta(html, "property", "og:image:type").as_deref(), Some("image/jpeg"));
    assert_eq!(meta(html, "property", "og:image:width").as_deref(), Some("1200"));
    assert_eq!(meta(html, "property", "og:image:height").as_deref(), Some("630"));
    let served = app.get(card.strip_prefix(SITE).expect("a card of the site")).await;
    assert_eq!(served.status(), StatusCode::OK, "{card}");
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    let jpeg = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
    assert_eq!((jpeg.width(), jpeg.height()), (1200, 630), "{card}");
    card
}

async fn demo_free_app() -> TestApp {
    TestApp::spawn_with(|config| {
        config.public_url = Some(SITE.into());
        config.demo = false;
    })
    .await
}

#[tokio::test]
async fn the_article_head_carries_its_seo_words_and_a_jpeg_card_of_the_cards_size() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let cover = upload(&app, &admin, 800, 600).await;
    let social = upload(&app, &admin, 2000, 900).await;
    let seo = json!({
        "seo_title": "Bâtir un écosystème : le guide", "seo_description": "Trois piliers pour durer.",
        "social_image": social, "noindex": false,
    });
    let post = create(&app, &admin, &article("Bâtir un écosystème", Some(&cover), seo)).await;
    assert_eq!(post["seo_title"], "Bâtir un écosystème : le guide");
    assert_eq!((post["social_image"].as_str(), &post["noindex"]), (Some(social.as_str()), &json!(false)));
    let read: Value =
        admin.get(app.url(&format!("/api/admin/posts/{}", post["id"]))).send().await.unwrap().json().await.unwrap();
    assert_eq!(read["post"]["seo_description"], "Trois piliers pour durer.");

    let html = app.get(&format!("/blog/{}", post["slug"].as_str().unwrap())).await.text().await.unwrap();
    assert!(html.contains("<title>Bâtir un écosystème : le guide</title>"), "the SEO title is the whole title");
    assert_eq!(meta(&html, "property", "og:title").as_deref(), Some("Bâtir un écosystème : le guide"));
    assert_eq!(meta(&html, "name", "twitter:title").as_deref(), Some("Bâtir un écosystème : le guide"));
    for (attribute, name) in [("name", "description"), ("property", "og:description"), ("name", "twitter:description")]
    {
        assert_eq!(meta(&html, attribute, name).as_deref(), Some("Trois piliers pour durer."), "{name}");
    }
    assert_eq!(meta(&html, "name", "twitter:card").as_deref(), Some("summary_large_image"));
    assert_eq!(meta(&html, "property", "og:image:width").as_deref(), Some("1200"));
    assert_eq!(meta(&html, "property", "og:image:height").as_deref(), Some("630"));
    assert!(meta(&html, "property", "og:image:alt").is_some());
    assert!(!html.contains("name=\"robots\""));
    let image = meta(&html, "property", "og:image").unwrap();
    assert_eq!(meta(&html, "name", "twitter:image").as_deref(), Some(image.as_str()));
    let id = social.trim_start_matches("/media/images/").rsplit_once('-').unwrap().0.to_string();
    assert_eq!(image, format!("{SITE}/media/social/{id}.jpg"), "made from the social image, not the cover");
    assert!(html.contains(&format!("\"image\":\"{image}\"")), "the JSON-LD names the card too");

    let path = image.strip_prefix(SITE).unwrap().to_string();
    let (first, second) = tokio::join!(app.get(&path), app.get(&path));
    for response in [first, second] {
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "image/jpeg");
        let decoded = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (1200, 630));
    }
    let cards = std::fs::read_dir(app.data_dir.join("media/social")).unwrap().count();
    assert_eq!(cards, 1, "two requests together made one file");
    std::fs::remove_file(app.data_dir.join(format!("media/social/{id}.jpg"))).unwrap();
    assert_eq!(app.get(&path).await.status(), StatusCode::OK, "a lost card is made again");
    let stranger = "/media/social/0123456789abcdef0123456789abcdef.jpg";
    assert_eq!(app.get(stranger).await.status(), StatusCode::NOT_FOUND, "no image, no card");
}

#[tokio::test]
async fn seo_fields_are_checked_with_french_field_errors() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let seo = json!({
        "seo_title": "T".repeat(71), "seo_description": "D".repeat(161),
        "social_image": "https://ailleurs.km/photo.jpg", "noindex": false,
    });
    let refused = admin.post(app.url("/api/admin/posts")).json(&article("Trop long", None, seo)).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let body: Value = refused.json().await.unwrap();
    let fields = &body["error"]["fields"];
    assert!(fields["seo_title"].as_str().unwrap().contains("70 caractères"), "{body}");
    assert!(fields["seo_description"].as_str().unwrap().contains("160 caractères"), "{body}");
    assert!(fields["social_image"].as_str().unwrap().contains("image envoyée sur le site"), "{body}");
    let accepted = json!({ "seo_title": "T".repeat(70), "seo_description": "D".repeat(160), "noindex": true });
    let post = create(&app, &admin, &article("Juste", None, accepted)).await;
    assert_eq!(post["noindex"], true);
}

#[tokio::test]
async fn noindex_keeps_an_article_from_search_engines_but_not_from_readers() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let hidden = create(&app, &admin, &article("Note interne", None, json!({ "noindex": true }))).await;
    let listed = create(&app, &admin, &article("Note publique", None, json!({}))).await;
    let slug = |post: &Value| post["slug"].as_str().unwrap().to_string();

    let html = app.get(&format!("/blog/{}", slug(&hidden))).await.text().await.unwrap();
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(!sitemap.contains(&slug(&hidden)) && sitemap.contains(&slug(&listed)), "{sitemap}");
    let feed = app.get("/rss.xml").await.text().await.unwrap();
    assert!(feed.contains(&slug(&hidden)), "the feed keeps it");
    let blog = app.get("/blog").await.text().await.unwrap();
    assert!(blog.contains("Note interne"), "the blog lists it");
}

#[tokio::test]
async fn an_article_without_its_own_words_falls_back_to_its_title_excerpt_and_cover() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let cover = upload(&app, &admin, 640, 480).await;
    let post = create(&app, &admin, &article("Carnet de route", Some(&cover), json!({}))).await;
    let html = app.get(&format!("/blog/{}", post["slug"].as_str().unwrap())).await.text().await.unwrap();
    assert!(html.contains("<title>Carnet de route | "), "{html}");
    assert_eq!(meta(&html, "name", "twitter:description").as_deref(), Some("Résumé de Carnet de route."));
    let id = cover.trim_start_matches("/media/images/").rsplit_once('-').unwrap().0.to_string();
    assert_eq!(meta(&html, "property", "og:image"), Some(format!("{SITE}/media/social/{id}.jpg")));
    let made = app.data_dir.join(format!("media/social/{id}.jpg"));
    for _ in 0..100 {
        if made.exists() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(made.exists(), "saving the article made its card before anyone asked for it");

    let bare = create(&app, &admin, &article("Sans image", None, json!({}))).await;
    let html = app.get(&format!("/blog/{}", bare["slug"].as_str().unwrap())).await.text().await.unwrap();
    assert_eq!(meta(&html, "name", "twitter:card").as_deref(), Some("summary"));
    assert!(meta(&html, "property", "og:image").is_none());
}

#[tokio::test]
async fn the_home_page_shares_the_settings_image_and_other_pages_fall_back_to_it() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let image = upload(&app, &admin, 1200, 800).await;
    let mut settings: Value = admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    settings["seo"]["social_image"] = json!("/images/hero.svg");
    let refused = admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    settings["seo"]["social_image"] = json!(image);
    let saved = admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);

    let id = image.trim_start_matches("/media/images/").rsplit_once('-').unwrap().0.to_string();
    let card = format!("{SITE}/media/social/{id}.jpg");
    for path in ["/", "/blog"] {
        let html = app.get(path).await.text().await.unwrap();
        assert_eq!(meta(&html, "property", "og:image").as_deref(), Some(card.as_str()), "{path}");
        assert_eq!(meta(&html, "name", "twitter:card").as_deref(), Some("summary_large_image"), "{path}");
    }
    let served = app.get(card.strip_prefix(SITE).unwrap()).await;
    assert_eq!(served.headers()["content-type"], "image/jpeg");
}

#[tokio::test]
async fn drawn_covers_and_the_built_in_hero_are_shared_as_jpeg_cards() {
    let app = TestApp::spawn_with(|config| config.public_url = Some(SITE.into())).await;
    let html = app.get(DEMO_ARTICLE).await.text().await.unwrap();
    let card = assert_jpeg_card(&app, &html).await;
    assert!(card.starts_with(&format!("{SITE}/media/social/svg-demo-post-1-")) && card.ends_with(".jpg"), "{card}");
    let home = app.get("/").await.text().await.unwrap();
    let card = assert_jpeg_card(&app, &home).await;
    assert!(card.starts_with(&format!("{SITE}/media/social/svg-hero-")), "without a settings image: {card}");
    // A page of its own with no picture shares the settings' one, and the settings give none.
    let blog = app.get("/blog").await.text().await.unwrap();
    assert_eq!(meta(&blog, "name", "twitter:card").as_deref(), Some("summary"));

    let admin = app.client_as("super_admin").await;
    let post = create(&app, &admin, &article("Sous le volcan", Some("/images/demo/post-4.svg"), json!({}))).await;
    let made = app.data_dir.join(format!(
        "media/{}",
        vitrine::media::social_url("/images/demo/post-4.svg").unwrap().trim_start_matches("/media/")
    ));
    for _ in 0..100 {
        if made.exists() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(made.exists(), "saving the article made its card before anyone asked for it");
    let html = app.get(&format!("/blog/{}", post["slug"].as_str().unwrap())).await.text().await.unwrap();
    assert_jpeg_card(&app, &html).await;
    for made_up in ["/media/social/svg-demo-post-1.jpg", "/media/social/svg-..%2F..%2Fvitrine.db"] {
        assert_eq!(app.get(made_up).await.status(), StatusCode::NOT_FOUND, "{made_up}");
    }
}

#[tokio::test]
async fn a_drawings_card_asked_for_many_times_at_once_is_made_once() {
    let data = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_vitrine").as_ref(), data.path(), &[]);
    let client = reqwest::Client::new();
    let html = client.get(server.url(DEMO_ARTICLE)).send().await.unwrap().text().await.unwrap();
    let card = meta(&html, "property", "og:image").unwrap();
    let path = card.split_once("/media/").map(|(_, rest)| format!("/media/{rest}")).unwrap();
    let requests: Vec<_> = (0..4)
        .map(|_| {
            let request = client.get(server.url(&path)).send();
            tokio::spawn(async move {
                let answer = request.await.unwrap();
                (answer.status(), answer.bytes().await.unwrap())
            })
        })
        .collect();
    let mut bodies = Vec::new();
    for request in requests {
        let (status, body) = request.await.unwrap();
        assert_eq!(status, StatusCode::OK, "{path}");
        bodies.push(body);
    }
    assert!(bodies.windows(2).all(|pair| pair[0] == pair[1]), "every request read the same card");
    let files: Vec<String> = std::fs::read_dir(data.path().join("media/social"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files.len(), 1, "one card, no temporary file left: {files:?}");
}

#[tokio::test]
async fn pending_changes_and_revisions_carry_the_seo_fields() {
    let app = demo_free_app().await;
    let admin = app.client_as("super_admin").await;
    let post = create(&app, &admin, &article("Carnet", None, json!({ "seo_title": "Premier titre" }))).await;
    let id = post["id"].as_i64().unwrap();
    let put = |body: Value| admin.put(app.url(&format!("/api/admin/posts/{id}"))).json(&body).send();

    let mut aside = article("Carnet", None, json!({ "seo_title": "Titre en cours", "noindex": true }));
    aside["autosave"] = json!(true);
    let answer: Value = put(aside).await.unwrap().json().await.unwrap();
    assert_eq!(answer["post"]["pending"]["seo_title"], "Titre en cours");
    assert_eq!(answer["post"]["pending"]["noindex"], true);
    assert_eq!(answer["post"]["seo_title"], "Premier titre", "the live article keeps its own");
    let preview = admin.get(app.url(&format!("/admin/apercu/{id}"))).send().await.unwrap().text().await.unwrap();
    assert!(preview.contains("<title>Titre en cours</title>"), "the preview shows the change");

    let saved = put(article("Carnet", None, json!({ "seo_title": "Second titre" }))).await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let revisions: Value = app.json_as(&admin, &format!("/api/admin/posts/{id}/revisions")).await;
    let first = revisions["revisions"].as_array().unwrap().last().unwrap()["id"].as_i64().unwrap();
    let revision: Value = app.json_as(&admin, &format!("/api/admin/posts/{id}/revisions/{first}")).await;
    assert_eq!(revision["revision"]["seo_title"], "Premier titre");
    let restored: Value = admin
        .post(app.url(&format!("/api/admin/posts/{id}/revisions/{first}/restore")))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(restored["post"]["seo_title"], "Premier titre");
}

/// In a server of its own: the image queue is one per process, and this test fills it.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn cards_asked_for_all_at_once_are_made_within_the_image_queue_or_deferred_with_503() {
    let data = tempfile::tempdir().unwrap();
    let images = data.path().join("media/images");
    std::fs::create_dir_all(&images).unwrap();
    let picture = common::images::png(1800, 1000);
    let cards: Vec<String> = (0..8)
        .map(|n| {
            let id = format!("{n:032x}");
            // Decoded by its content, as every stored image is.
            std::fs::write(images.join(format!("{id}-1600.webp")), &picture).unwrap();
            format!("/media/social/{id}.jpg")
        })
        .collect();
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_vitrine").as_ref(), data.path(), &[("VITRINE_DEMO", "0")]);
    let client = reqwest::Client::new();
    let requests: Vec<_> = cards
        .iter()
        .map(|card| {
            let request = client.get(server.url(card)).send();
            tokio::spawn(async move {
                let answer = request.await.unwrap();
                let retry_after = answer.headers().contains_key("retry-after");
                let jpeg = answer.headers().get("content-type").is_some_and(|kind| kind == "image/jpeg");
                (answer.status(), retry_after, jpeg)
            })
        })
        .collect();
    let mut deferred = Vec::new();
    for (card, request) in cards.iter().zip(requests) {
        match request.await.unwrap() {
            (StatusCode::OK, _, jpeg) => assert!(jpeg, "{card}"),
            (StatusCode::SERVICE_UNAVAILABLE, retry_after, _) => {
                assert!(retry_after, "{card}");
                deferred.push(card);
            }
            other => panic!("{card}: {other:?}"),
        }
    }
    assert!(deferred.len() < cards.len(), "the queue made some");
    for card in deferred {
        assert_eq!(
            client.get(server.url(card)).send().await.unwrap().status(),
            StatusCode::OK,
            "{card} made when asked again"
        );
    }
}
