//! Back-office writes: inbox, settings, page content and timeline, with their validation.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn send(
    client: &reqwest::Client,
    method: reqwest::Method,
    url: String,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut request = client.request(method, url);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn staff_read_the_inbox_newest_first_and_delete_messages() {
    let app = TestApp::spawn().await;
    for (name, text) in [("Awa", "Premier"), ("Said", "Second")] {
        let body = json!({ "name": name, "email": format!("{name}@exemple.km"), "message": text });
        assert_eq!(app.post_json("/api/contact", &body).await.status(), StatusCode::CREATED);
    }
    let moderator = app.client_as("moderator").await;
    let (status, inbox) = send(&moderator, reqwest::Method::GET, app.url("/api/admin/messages"), None).await;
    assert_eq!(status, StatusCode::OK);
    let messages = inbox["messages"].as_array().unwrap();
    assert_eq!(messages[0]["message"], "Second");
    assert_eq!(messages[0]["contact"]["email"], "said@exemple.km");
    let id = messages[0]["id"].as_i64().unwrap();
    let (status, _) =
        send(&moderator, reqwest::Method::DELETE, app.url(&format!("/api/admin/messages/{id}")), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.count("contact_messages"), 1);
}

#[tokio::test]
async fn settings_need_a_title_and_safe_links_and_show_on_the_site() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (_, mut settings) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;

    settings["seo"]["title"] = json!("   ");
    settings["social"]["facebook"] = json!("javascript:alert(1)");
    let (status, body) =
        send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(settings.clone())).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["seo.title"], "Le titre est requis.");
    assert_eq!(body["error"]["fields"]["social.facebook"], "Le lien doit commencer par http:// ou https://.");

    settings["seo"]["title"] = json!("Ahmed Said Mohamed — Entrepreneuriat");
    settings["social"]["facebook"] = json!("");
    settings["social"]["instagram"] = json!("https://www.instagram.com/exemple");
    let (status, saved) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(settings)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(saved["social"]["facebook"], "");
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["settings"]["seo"]["title"], "Ahmed Said Mohamed — Entrepreneuriat");
    assert_eq!(site["settings"]["social"]["instagram"], "https://www.instagram.com/exemple");
    let html = app.get("/blog").await.text().await.unwrap();
    assert!(html.contains("<title>Blog | Ahmed Said Mohamed — Entrepreneuriat</title>"));
}

#[tokio::test]
async fn owner_identity_is_validated_and_reaches_the_site_bundle() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (_, mut settings) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;
    assert_eq!(settings["identity"]["owner_name"], "Ahmed Said Mohamed", "the demo seed fills the identity");

    settings["identity"]["contact_email"] = json!("pas une adresse");
    settings["identity"]["phone"] = json!("+269 12");
    settings["identity"]["portrait_url"] = json!("javascript:alert(1)");
    settings["identity"]["owner_name"] = json!("x".repeat(121));
    let (status, body) =
        send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(settings.clone())).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let fields = &body["error"]["fields"];
    assert_eq!(fields["identity.contact_email"], "L'adresse e-mail n'est pas valide.");
    assert!(fields["identity.phone"].as_str().unwrap().contains("chiffres"));
    assert!(fields["identity.portrait_url"].as_str().unwrap().starts_with("L'adresse de l'image"));
    assert!(fields["identity.owner_name"].as_str().unwrap().contains("120"));

    settings["identity"] = json!({
        "owner_name": "  Awa Mzé ",
        "tagline": "Je relie les îles et le continent.",
        "portrait_url": "/media/images/abc123-960.webp",
        "contact_email": " Awa@Exemple.KM ",
        "phone": "+33 6 12 34 56 78",
        "favicon_url": "",
        "logo_url": ""
    });
    let (status, saved) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(settings)).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, site) = app.get_json("/api/site").await;
    let identity = &site["settings"]["identity"];
    assert_eq!(identity["owner_name"], "Awa Mzé");
    assert_eq!(identity["contact_email"], "awa@exemple.km");
    assert_eq!(identity["phone"], "+33 6 12 34 56 78");
    assert_eq!(identity["favicon_url"], "/favicon.ico", "an empty favicon falls back to the built-in one");
}

#[tokio::test]
async fn a_national_phone_number_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (_, before) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;
    let mut edited = before.clone();
    edited["identity"]["phone"] = json!("06 12 34 56 78");
    edited["identity"]["owner_name"] = json!("Awa Mzé");
    let (status, body) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(edited.clone())).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"]["fields"]["identity.phone"],
        "Indiquez le numéro au format international, par exemple +33 6 12 34 56 78."
    );
    let (_, after) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;
    assert_eq!(after, before, "nothing is saved");

    edited["identity"]["phone"] = json!("0033 (0)6 12 34 56 78");
    let (status, saved) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(edited)).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["identity"]["phone"], "0033 (0)6 12 34 56 78", "kept as visitors read it");
}

#[tokio::test]
async fn settings_written_before_the_identity_fields_still_load() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    app.db()
        .execute("INSERT INTO site_settings (key, value) VALUES ('identity', '{\"favicon_url\":\"\",\"logo_url\":\"/media/images/ab-480.webp\"}')", [])
        .unwrap();
    let (status, site) = app.get_json("/api/site").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(site["settings"]["identity"]["logo_url"], "/media/images/ab-480.webp");
    assert_eq!(site["settings"]["identity"]["owner_name"], "");
}

#[tokio::test]
async fn the_favicon_is_the_uploaded_icon_or_the_neutral_built_in_one() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let built_in = app.get("/favicon.ico").await;
    assert_eq!(built_in.status(), StatusCode::OK);
    assert_eq!(&built_in.bytes().await.unwrap()[..4], &[0, 0, 1, 0]);
    let shell = app.get("/").await.text().await.unwrap();
    assert!(shell.contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"), "{shell}");

    let admin = app.client_as("super_admin").await;
    let png = common::images::png(64, 64);
    let form =
        reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(png).file_name("icone.png"));
    let uploaded: Value =
        admin.post(app.url("/api/admin/uploads")).multipart(form).send().await.unwrap().json().await.unwrap();
    let icon = uploaded["variants"][0]["url"].as_str().unwrap().to_string();
    let (_, mut settings) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;
    settings["identity"]["favicon_url"] = json!(icon);
    let (status, _) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(settings)).await;
    assert_eq!(status, StatusCode::OK);

    let (_, saved) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;
    let favicon = saved["identity"]["favicon_url"].as_str().unwrap().to_string();
    assert!(favicon.starts_with("/media/favicons/") && favicon.ends_with(".png"), "{favicon}");
    const PNG_MAGIC: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
    for path in ["/favicon.ico", favicon.as_str()] {
        let served = app.get(path).await;
        assert_eq!(served.status(), StatusCode::OK, "{path}");
        assert_eq!(served.headers()["content-type"], "image/png", "{path}");
        let bytes = served.bytes().await.unwrap();
        assert_eq!(bytes[..8], PNG_MAGIC, "{path} serves PNG bytes");
        assert_eq!(&bytes[16..24], &[0, 0, 1, 0, 0, 0, 1, 0], "{path} is 256 px square");
    }
    let shell = app.get("/").await.text().await.unwrap();
    let link = format!("<link rel=\"icon\" href=\"{favicon}\" type=\"image/png\" sizes=\"256x256\">");
    assert!(shell.contains(&link), "{shell}");

    let (status, _) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(saved)).await;
    assert_eq!(status, StatusCode::OK);
    let (_, again) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;
    assert_eq!(again["identity"]["favicon_url"], favicon.as_str(), "saving again keeps the derived icon");

    let mut missing = again.clone();
    missing["identity"]["favicon_url"] = json!("/media/images/0000-480.webp");
    missing["seo"]["title"] = json!("Autre titre");
    let (status, body) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/settings"), Some(missing)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["identity.favicon_url"], "Cette image est introuvable : envoyez-la de nouveau.");
    let (_, unchanged) = send(&admin, reqwest::Method::GET, app.url("/api/admin/settings"), None).await;
    assert_eq!(unchanged, again, "a refused icon changes nothing");
}

#[tokio::test]
async fn legal_pages_are_sanitized_dated_by_the_server_and_public() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (status, seeded) = app.get_json("/api/legal/privacy").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        seeded["legal"]["content_html"].as_str().unwrap().contains("<h2>Vos droits</h2>"),
        "the demo policy is seeded"
    );
    assert!(seeded["legal"]["updated_at"].is_string());

    let url = app.url("/api/admin/legal/terms");
    let (status, body) =
        send(&admin, reqwest::Method::PUT, url.clone(), Some(json!({ "content_html": "<p> </p><script>x</script>" })))
            .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["content_html"], "Le texte de la page est requis.");

    let html = r#"<h2>Objet</h2><p onclick="x()">Ces conditions s'appliquent.<script>alert(1)</script></p><a href="javascript:alert(1)">lien</a>"#;
    let state = r#"{"root":{"children":[]}}"#;
    let (status, saved) =
        send(&admin, reqwest::Method::PUT, url.clone(), Some(json!({ "content_html": html, "content_json": state })))
            .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let stored = saved["legal"]["content_html"].as_str().unwrap();
    assert!(stored.contains("<h2>Objet</h2>") && stored.contains("Ces conditions s'appliquent."));
    assert!(!stored.contains("script") && !stored.contains("onclick") && !stored.contains("javascript:"));
    let updated_at = saved["legal"]["updated_at"].as_str().unwrap();
    let today = time::OffsetDateTime::now_utc().date().to_string();
    assert!(updated_at.starts_with(&today), "{updated_at} is set by the server on save");

    let (_, edited) = send(&admin, reqwest::Method::GET, url, None).await;
    assert_eq!(edited["legal"]["content_json"], state);
    let (_, public) = app.get_json("/api/legal/terms").await;
    assert_eq!(public["legal"]["content_html"], stored);
    assert!(public["legal"].get("content_json").is_none(), "the editor state stays in the back-office");
    let shell = app.get("/conditions-d-utilisation").await.text().await.unwrap();
    assert!(
        shell.contains("Ces conditions s'appliquent.") && shell.contains("Dernière mise à jour"),
        "readable without JavaScript"
    );

    let (status, body) = app.get_json("/api/legal/cookies").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"]["code"], "not_found");
    let (status, _) = send(
        &admin,
        reqwest::Method::PUT,
        app.url("/api/admin/legal/cookies"),
        Some(json!({ "content_html": "<p>x</p>" })),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn without_demo_content_the_legal_pages_say_they_are_not_written_yet() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let (status, body) = app.get_json("/api/legal/privacy").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["legal"]["content_html"], "");
    assert!(body["legal"]["updated_at"].is_null());
    let shell = app.get("/politique-de-confidentialite").await.text().await.unwrap();
    assert!(
        shell.contains("Cette page n&#39;a pas encore été rédigée.")
            || shell.contains("Cette page n'a pas encore été rédigée.")
    );
}

#[tokio::test]
async fn content_is_validated_trimmed_and_saved_section_by_section() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let (_, before) = send(&admin, reqwest::Method::GET, app.url("/api/admin/content"), None).await;
    let stats = json!({ "stats": [{ "number": " 42 ", "label": " Projets " }, { "number": "", "label": "Vide" }] });
    let (status, body) =
        send(&admin, reqwest::Method::PUT, app.url("/api/admin/content"), Some(json!({ "home_stats": stats }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["fields"]["home_stats.stats.1.number"], "La valeur est requise.");

    let hero = json!({ "title_part1": " Ensemble ", "image_url": "javascript:alert(1)" });
    let (status, _) =
        send(&admin, reqwest::Method::PUT, app.url("/api/admin/content"), Some(json!({ "home_hero": hero }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let update = json!({
        "home_cta": { "title": " Construisons demain ", "subtitle": "Écrivez-moi." },
        "home_stats": { "stats": [{ "number": "42", "label": "Projets" }] }
    });
    let (status, saved) = send(&admin, reqwest::Method::PUT, app.url("/api/admin/content"), Some(update)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(saved["home_cta"]["title"], "Construisons demain");
    assert_eq!(saved["home_hero"], before["home_hero"], "sections not sent are kept");
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["content"]["home_stats"]["stats"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_blog_and_timeline_subtitles_are_seeded_validated_and_published() {
    let app = TestApp::spawn().await;
    let (_, site) = app.get_json("/api/site").await;
    assert!(site["content"]["blog"]["subtitle"].as_str().unwrap().starts_with("Analyses, conseils"));
    assert!(site["content"]["timeline"]["subtitle"].as_str().unwrap().starts_with("Postes, engagements"));

    let admin = app.client_as("super_admin").await;
    let url = app.url("/api/admin/content");
    let too_long = json!({ "blog": { "subtitle": "x".repeat(2_001) }, "timeline": { "subtitle": "Mon chemin" } });
    let (status, body) = send(&admin, reqwest::Method::PUT, url.clone(), Some(too_long)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["fields"]["blog.subtitle"].is_string(), "{body}");
    let (_, site) = app.get_json("/api/site").await;
    assert!(site["content"]["timeline"]["subtitle"].as_str().unwrap().starts_with("Postes"), "nothing was saved");

    let update = json!({ "blog": { "subtitle": "  Mes notes de terrain.  " }, "timeline": { "subtitle": " " } });
    let (status, saved) = send(&admin, reqwest::Method::PUT, url, Some(update)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(saved["blog"]["subtitle"], "Mes notes de terrain.");
    assert!(saved["timeline"]["subtitle"].is_null(), "a blank subtitle is no subtitle");
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["content"]["blog"]["subtitle"], "Mes notes de terrain.");
}

#[tokio::test]
async fn the_hero_and_mission_images_carry_the_description_the_owner_writes() {
    let app = TestApp::spawn().await;
    let (_, site) = app.get_json("/api/site").await;
    assert!(site["content"]["home_hero"]["image_alt"].as_str().unwrap().starts_with("Illustration abstraite"));

    let admin = app.client_as("super_admin").await;
    let url = app.url("/api/admin/content");
    let (_, before) = send(&admin, reqwest::Method::GET, url.clone(), None).await;
    let mut too_long = before.clone();
    too_long["home_mission"]["image_alt"] = json!("x".repeat(301));
    let (status, body) = send(&admin, reqwest::Method::PUT, url.clone(), Some(too_long)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"]["fields"]["home_mission.image_alt"].is_string(), "{body}");

    let mut update = before;
    update["home_hero"]["image_alt"] = json!("  Moi devant le port de Moroni  ");
    update["home_mission"]["image_alt"] = json!(" ");
    let (status, saved) = send(&admin, reqwest::Method::PUT, url, Some(update)).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["home_hero"]["image_alt"], "Moi devant le port de Moroni");
    assert!(saved["home_mission"]["image_alt"].is_null(), "a blank description is none");
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["content"]["home_hero"]["image_alt"], "Moi devant le port de Moroni");
}

#[tokio::test]
async fn timeline_events_are_validated_and_reach_the_public_page() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let url = app.url("/api/admin/timeline");
    let bad =
        json!({ "date": "", "title": "x".repeat(201), "category": "Loisirs", "reference_link": "javascript:alert(1)" });
    let (status, body) = send(&admin, reqwest::Method::POST, url.clone(), Some(bad)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let fields = &body["error"]["fields"];
    assert_eq!(fields["date"], "La date est requise.");
    assert_eq!(fields["category"], "Choisissez une catégorie de la liste.");
    assert_eq!(fields["reference_link"], "Le lien doit commencer par http://, https:// ou mailto:.");
    assert!(fields["title"].as_str().unwrap().contains("200"));

    let good = json!({ "date": "2030 - présent", "title": "Nouvelle aventure", "category": "Projets", "reference_link": "mailto:contact@exemple.km" });
    let (status, created) = send(&admin, reqwest::Method::POST, url.clone(), Some(good)).await;
    assert_eq!(status, StatusCode::CREATED);
    let id = created["event"]["id"].as_i64().unwrap();
    let (_, public) = app.get_json("/api/timeline").await;
    assert_eq!(public["events"][0]["title"], "Nouvelle aventure");

    let edit = json!({ "date": "2030", "title": "Aventure renommée", "category": "" });
    let (status, updated) = send(&admin, reqwest::Method::PUT, format!("{url}/{id}"), Some(edit)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(updated["event"]["category"].is_null());
    let (status, _) = send(&admin, reqwest::Method::DELETE, format!("{url}/{id}"), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, body) = send(&admin, reqwest::Method::DELETE, format!("{url}/{id}"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"]["message"], "Événement introuvable.");
}
