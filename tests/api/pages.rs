//! Pages served by the binary: the head the server writes for each page (title,
//! description, canonical and social links, structured data, preloads), the app's
//! shell, assets, robots.txt and headers. What the pages show is in `public_pages.rs`.

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
        ("/contact", "<title>Contact | "),
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
    assert!(html.contains(">Bâtir un écosystème entrepreneurial solide aux Comores</h1>"));
    let body = &html[html.find("class=\"prose-article").expect("the article's text")..];
    assert!(body.contains("<h2>"), "the article body is in the page");
}

#[tokio::test]
async fn unknown_pages_and_articles_are_404_pages_that_say_so() {
    let app = TestApp::spawn().await;
    let response = app.get("/blog/nexiste-pas").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let html = response.text().await.unwrap();
    assert!(html.contains("<title>Article non trouvé | ") && html.contains("noindex"));
    assert!(html.contains("Désolé, je n&#39;ai pas trouvé l&#39;article que vous cherchez."));
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
    // The demo's covers are SVG drawings, which networks do not show: their JPEG card instead.
    assert!(html.contains("<meta property=\"og:image\" content=\"https://exemple.km/media/social/svg-demo-"), "{html}");
    assert!(html.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"));
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
    // Twice each: a public read is built on the first request and served by the cache's front on the second.
    for path in ["/", "/api/site", "/api/nope", "/robots.txt", "/favicon.ico"].repeat(2) {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("script-src 'self' 'inline-speculation-rules';"), "{path}: {csp}");
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
    let start = html.find("/assets/").expect("the page references a built asset");
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
    assert_eq!(sitemap.matches("<loc>https://exemple.km/blog/").count(), 6, "drafts and scheduled posts are left out");
    assert_eq!(sitemap.matches("<loc>https://exemple.km/en/blog/").count(), 3, "the English versions");
    assert_eq!(sitemap.matches("<loc>https://exemple.km/ar/blog/").count(), 3, "the Arabic versions");

    let response = app.get("/rss.xml").await;
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/rss+xml"));
    let feed = response.text().await.unwrap();
    assert_eq!(feed.matches("<item>").count(), 6);
    assert!(feed.contains("<title>Bâtir un écosystème entrepreneurial solide aux Comores</title>"));
    assert!(feed.contains("<language>fr</language>") && feed.contains("+0000</pubDate>"));
}

#[tokio::test]
async fn the_app_runs_in_the_public_frame_for_sign_in_and_alone_for_the_workspaces() {
    let app = TestApp::spawn().await;
    for path in
        ["/login", "/mot-de-passe-oublie", "/reinitialiser-mot-de-passe/0123abcd", "/confirmer-adresse/0123abcd"]
    {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let html = response.text().await.unwrap();
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{path}");
        assert!(html.contains("<main id=\"main\"") && html.contains("<div id=\"root\"></div>"), "{path}");
        assert!(html.contains("<footer"), "{path}: the public frame");
        assert!(!html.contains("speculationrules"), "{path}: nothing is prerendered from a form");
    }
    for path in ["/admin", "/admin/blog/edit/3", "/dashboard"] {
        let html = app.get(path).await.text().await.unwrap();
        assert!(html.contains("<div id=\"root\"></div>") && !html.contains("<footer"), "{path}");
    }
}
