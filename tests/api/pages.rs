//! Pages served by the binary: the UI shell with server-filled metadata, the
//! article HTML for clients without JavaScript, assets, robots.txt and headers.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;

const ARTICLE: &str = "/blog/batir-un-ecosysteme-entrepreneurial-solide-aux-comores";

#[tokio::test]
async fn every_page_route_is_french_html_with_its_title() {
    let app = TestApp::spawn().await;
    let (_, site) = app.get_json("/api/site").await;
    let description = site["settings"]["seo"]["description"].as_str().unwrap().replace('\'', "&#39;");
    for (path, title) in [
        ("/", "<title>Révolutionner l&#39;Entrepreneuriat en Afrique</title>"),
        ("/blog", "<title>Blog | Révolutionner"),
        ("/parcours", "<title>Mon Parcours | "),
        ("/activites", "<title>Mes Activités | "),
        ("/politique-de-confidentialite", "<title>Politique de Confidentialité | "),
        ("/conditions-d-utilisation", "<title>Conditions d&#39;Utilisation | "),
        ("/blog/", "<title>Blog | "),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
        let html = response.text().await.unwrap();
        assert!(html.contains("lang=\"fr\""), "{path}");
        assert!(html.contains(title), "{path}: {title} missing");
        assert!(html.contains(&format!("<meta name=\"description\" content=\"{description}\">")), "{path}");
        assert!(html.contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"), "{path}");
    }
}

#[tokio::test]
async fn private_page_shells_are_kept_by_no_cache_and_public_pages_keep_theirs() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let private = [
        "/login",
        "/register",
        "/mot-de-passe-oublie",
        "/reinitialiser-mot-de-passe/Zq3xVb9T_k2mPnR8sLwY4cHdJfGa6eUo",
        "/admin",
        "/admin/users",
        "/dashboard",
        "/dashboard/dossier/1",
    ];
    for path in private {
        for client in [&app.client, &admin] {
            let response = client.get(app.url(path)).send().await.unwrap();
            assert_eq!(response.status(), StatusCode::OK, "{path}");
            assert_eq!(response.headers()["cache-control"], "private, no-store", "{path}");
        }
    }
    for path in ["/", "/blog", ARTICLE, "/parcours"] {
        let response = admin.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.headers()["cache-control"], "public, no-cache", "{path}");
    }
}

#[tokio::test]
async fn an_article_page_carries_its_html_for_clients_without_javascript() {
    let app = TestApp::spawn().await;
    let response = app.get(ARTICLE).await;
    assert_eq!(response.status(), StatusCode::OK);
    let html = response.text().await.unwrap();
    assert!(html.contains("<title>Bâtir un écosystème entrepreneurial solide aux Comores | "));
    assert!(html.contains("<meta property=\"og:type\" content=\"article\">"));
    assert!(html.contains("<h1>Bâtir un écosystème entrepreneurial solide aux Comores</h1>"));
    assert!(html.contains("<h2>"), "the article body is in the page");
}

#[tokio::test]
async fn unknown_pages_and_articles_are_404_with_the_ui_shell() {
    let app = TestApp::spawn().await;
    let response = app.get("/blog/nexiste-pas").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let html = response.text().await.unwrap();
    assert!(html.contains("<title>Article non trouvé | ") && html.contains("noindex"));
    let response = app.get("/nulle-part").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert!(response.text().await.unwrap().contains("<title>Page introuvable | "));
}

#[tokio::test]
async fn canonical_and_open_graph_urls_use_the_public_url() {
    let app = TestApp::spawn_with(|config| config.public_url = Some("https://exemple.km".into())).await;
    let response = app.get(ARTICLE).await;
    assert!(response.headers().contains_key("strict-transport-security"));
    let html = response.text().await.unwrap();
    assert!(html.contains(&format!("<link rel=\"canonical\" href=\"https://exemple.km{ARTICLE}\">")));
    assert!(html.contains("<meta property=\"og:image\" content=\"https://exemple.km/images/demo/post-1.svg\">"));
    let robots = app.get("/robots.txt").await.text().await.unwrap();
    assert!(robots.contains("Sitemap: https://exemple.km/sitemap.xml"));
}

#[tokio::test]
async fn every_public_page_has_a_canonical_link_that_a_forged_host_cannot_change() {
    let app = TestApp::spawn().await;
    for path in ["/", "/blog", "/parcours", "/activites", ARTICLE] {
        let html =
            app.client.get(app.url(path)).header("host", "evil.example").send().await.unwrap().text().await.unwrap();
        let expected = if path == "/" { format!("{}/", app.base) } else { format!("{}{path}", app.base) };
        assert!(html.contains(&format!("<link rel=\"canonical\" href=\"{expected}\">")), "{path}");
        assert!(!html.contains("evil.example"), "{path}");
        assert!(html.contains("<link rel=\"alternate\" type=\"application/rss+xml\""), "{path}");
    }
}

/// The JSON-LD block of a page shell, parsed.
fn structured_data(html: &str) -> serde_json::Value {
    let start = html.find("<script type=\"application/ld+json\">").expect("a JSON-LD block") + 35;
    let end = start + html[start..].find("</script>").expect("its end");
    serde_json::from_str(&html[start..end]).expect("valid JSON")
}

#[tokio::test]
async fn the_home_page_describes_the_owner_and_articles_describe_themselves() {
    let app = TestApp::spawn_with(|config| config.public_url = Some("https://exemple.km".into())).await;
    let home = structured_data(&app.get("/").await.text().await.unwrap());
    assert_eq!(home["@type"], "Person");
    assert!(!home["name"].as_str().unwrap().is_empty(), "the seeded owner's name");
    assert_eq!(home["url"], "https://exemple.km/");
    let article = structured_data(&app.get(ARTICLE).await.text().await.unwrap());
    assert_eq!(article["@type"], "BlogPosting");
    assert_eq!(article["mainEntityOfPage"], format!("https://exemple.km{ARTICLE}"));
    assert!(article["datePublished"].as_str().unwrap().starts_with("20"));
    assert!(!app.get("/blog").await.text().await.unwrap().contains("application/ld+json"));
}

#[tokio::test]
async fn robots_txt_is_real_text() {
    let app = TestApp::spawn().await;
    let response = app.get("/robots.txt").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/plain"));
    let body = response.text().await.unwrap();
    assert!(body.starts_with("User-agent: *") && body.contains("Disallow: /admin"));
}

#[tokio::test]
async fn security_headers_are_on_every_response() {
    let app = TestApp::spawn().await;
    for path in ["/", "/api/site", "/api/nope", "/robots.txt", "/favicon.ico"] {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("script-src 'self';"), "{path}: {csp}");
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert!(headers.contains_key("referrer-policy"));
        assert!(!headers.contains_key("strict-transport-security"), "no HSTS without an https public URL");
    }
}

#[tokio::test]
async fn hashed_assets_are_immutable_compressed_and_revalidated() {
    let app = TestApp::spawn().await;
    let html = app.get("/").await.text().await.unwrap();
    let start = html.find("/assets/").expect("index.html references a built asset");
    let end = start + html[start..].find('"').unwrap();
    let asset = &html[start..end];
    let response = app.client.get(app.url(asset)).header("accept-encoding", "br, gzip").send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(headers["content-encoding"], "br");
    let etag = headers["etag"].to_str().unwrap().to_string();
    let again = app.client.get(app.url(asset)).header("if-none-match", etag).send().await.unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn sitemap_and_feed_list_published_posts_only() {
    let app = TestApp::spawn_with(|config| config.public_url = Some("https://exemple.km".into())).await;
    let response = app.get("/sitemap.xml").await;
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
    let sitemap = response.text().await.unwrap();
    assert!(sitemap.contains(&format!("<loc>https://exemple.km{ARTICLE}</loc>")));
    assert!(sitemap.contains("<loc>https://exemple.km/parcours</loc>"));
    assert_eq!(sitemap.matches("/blog/").count(), 6, "drafts and scheduled posts are left out");

    let response = app.get("/rss.xml").await;
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/rss+xml"));
    let feed = response.text().await.unwrap();
    assert_eq!(feed.matches("<item>").count(), 6);
    assert!(feed.contains("<title>Bâtir un écosystème entrepreneurial solide aux Comores</title>"));
    assert!(feed.contains("<language>fr</language>") && feed.contains("+0000</pubDate>"));
}

#[tokio::test]
async fn account_pages_answer_with_their_title_and_stay_out_of_search_engines() {
    let app = TestApp::spawn().await;
    for (path, title) in [
        ("/login", "<title>Connexion | "),
        ("/mot-de-passe-oublie", "<title>Mot de passe oublié | "),
        ("/reinitialiser-mot-de-passe/0123abcd", "<title>Nouveau mot de passe | "),
        ("/confirmer-adresse/0123abcd", "<title>Confirmation de votre adresse e-mail | "),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let html = response.text().await.unwrap();
        assert!(html.contains(title), "{path}: {title} missing");
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{path}");
    }
}

/// The JSON data block a page shell carries, parsed.
fn embedded_answers(html: &str) -> serde_json::Value {
    let start = html.find("<script type=\"application/json\" id=\"vitrine-answers\">").expect("answers embedded");
    let json = &html[start..];
    let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
    serde_json::from_str(json).expect("embedded answers are JSON")
}

#[tokio::test]
async fn public_pages_carry_the_api_answers_their_first_render_needs() {
    let app = TestApp::spawn().await;
    let slug = ARTICLE.trim_start_matches("/blog/");
    for (page, urls) in [
        ("/", vec!["/api/site", "/api/posts?per_page=3"]),
        ("/blog", vec!["/api/site", "/api/posts?per_page=24"]),
        (ARTICLE, vec!["/api/site", format!("/api/posts/{slug}").leak()]),
        ("/parcours", vec!["/api/site", "/api/timeline"]),
        ("/politique-de-confidentialite", vec!["/api/site", "/api/legal/privacy"]),
        ("/conditions-d-utilisation", vec!["/api/site", "/api/legal/terms"]),
        ("/activites", vec!["/api/site"]),
    ] {
        let answers = embedded_answers(&app.get(page).await.text().await.unwrap());
        assert_eq!(answers.as_object().unwrap().len(), urls.len(), "{page}: {answers}");
        for url in urls {
            let (status, api) = app.get_json(url).await;
            assert_eq!(status, StatusCode::OK, "{url}");
            assert_eq!(answers[url], api, "{page}: the embedded {url} differs from the API's answer");
        }
    }
}

#[tokio::test]
async fn embedded_answers_cannot_close_their_script_block() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let mut settings: serde_json::Value =
        admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    settings["seo"]["title"] = "Titre </script><script>alert(1)</script>".into();
    let saved = admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let html = app.get("/").await.text().await.unwrap();
    assert!(!html.contains("</script><script>alert(1)"), "the title closed the data block");
    assert_eq!(
        embedded_answers(&html)["/api/site"]["settings"]["seo"]["title"],
        "Titre </script><script>alert(1)</script>"
    );
}

#[tokio::test]
async fn every_public_page_holds_its_text_for_readers_without_javascript() {
    let app = TestApp::spawn().await;
    let body = |html: &str| {
        let start = html.find("<div id=\"root\">").expect("root");
        html[start..].to_string()
    };
    let home = body(&app.get("/").await.text().await.unwrap());
    assert!(home.contains("<h1>Ensemble, faisons grandir l&#39;entrepreneuriat africain"), "{home}");
    assert!(home.contains("<h2>Derniers articles</h2>") && home.contains(&format!("<a href=\"{ARTICLE}\">")));
    assert!(home.contains("<h3>Stratégie d&#39;entreprise</h3>"));

    let blog = body(&app.get("/blog").await.text().await.unwrap());
    assert!(blog.contains("<h1>Blog</h1><p>Analyses, conseils") && blog.contains(&format!("<a href=\"{ARTICLE}\">")));
    assert!(!blog.contains("Brouillon"), "drafts stay out of the list");

    let timeline = body(&app.get("/parcours").await.text().await.unwrap());
    assert!(
        timeline.contains("<h1>Mon Parcours</h1><p>Postes, engagements")
            && timeline.contains("<h2>Postes occupés</h2>"),
        "{timeline}"
    );

    let activities = body(&app.get("/activites").await.text().await.unwrap());
    assert!(activities.contains("<h1>") && activities.matches("<section><h2>").count() >= 3, "{activities}");
}

#[tokio::test]
async fn the_image_a_first_screen_shows_largest_is_preloaded_at_high_priority() {
    let app = TestApp::spawn().await;
    let (_, article) = app.get_json(&ARTICLE.replace("/blog/", "/api/posts/")).await;
    let cover = article["post"]["cover_image"].as_str().unwrap();
    let html = app.get(ARTICLE).await.text().await.unwrap();
    assert!(
        html.contains(&format!("<link rel=\"preload\" as=\"image\" href=\"{cover}\" fetchpriority=\"high\">")),
        "the article's cover"
    );
    let (_, site) = app.get_json("/api/site").await;
    let hero = site["content"]["home_hero"]["image_url"].as_str().unwrap();
    let html = app.get("/").await.text().await.unwrap();
    assert!(
        html.contains(&format!("<link rel=\"preload\" as=\"image\" href=\"{hero}\" fetchpriority=\"high\">")),
        "the home page's hero image"
    );
    let html = app.get("/parcours").await.text().await.unwrap();
    assert!(!html.contains("as=\"image\""), "a page without a first-screen image preloads none");
}

#[tokio::test]
async fn the_blog_paints_its_featured_picture_from_the_server() {
    let app = TestApp::spawn().await;
    let (_, list) = app.get_json("/api/posts?per_page=1").await;
    let featured = list["posts"][0]["cover_image"].as_str().unwrap();
    let html = app.get("/blog").await.text().await.unwrap();
    assert!(
        html.contains(&format!("<link rel=\"preload\" as=\"image\" href=\"{featured}\" fetchpriority=\"high\">")),
        "{html}"
    );
    let body = &html[html.find("<div id=\"root\">").expect("root")..];
    assert!(body.starts_with("<div id=\"root\"><div class=\"plain-page\"><h1>Blog</h1>"), "{body}");
    let picture = format!("<img src=\"{featured}\" alt=\"\" width=\"960\" height=\"540\" class=\"plain-cover\"");
    let (picture_at, list_at) = (body.find(&picture).expect("featured picture"), body.find("<ul>").expect("list"));
    assert!(picture_at < list_at, "the picture leads the list");
}
