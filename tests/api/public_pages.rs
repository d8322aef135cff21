//! What the public pages show as the server sends them, before any script runs: the
//! content, navigation, category filter, pagination, search, the picture painted first,
//! and the contact page's plain form.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;

const ARTICLE: &str = "/blog/batir-un-ecosysteme-entrepreneurial-solide-aux-comores";

/// The page's main content, between `<main` and `</main>`.
fn main_of(html: &str) -> &str {
    let start = html.find("<main").expect("a main element");
    let end = html.find("</main>").expect("its end");
    &html[start..end]
}

#[tokio::test]
async fn every_public_page_holds_its_content_and_the_navigation() {
    let app = TestApp::spawn().await;
    let home = app.get("/").await.text().await.unwrap();
    for link in ["href=\"/parcours\"", "href=\"/blog\"", "href=\"/activites\"", "href=\"/contact\""] {
        assert!(home.contains(link), "the header and footer link {link}");
    }
    let content = main_of(&home);
    assert!(content.contains("Ensemble, faisons grandir") && content.contains("entrepreneuriat africain"), "{content}");
    assert!(content.contains(">Derniers articles</h2>") && content.contains(&format!("href=\"{ARTICLE}\"")));
    assert!(content.contains(">Stratégie d&#39;entreprise</span>"));

    let blog = app.get("/blog").await.text().await.unwrap();
    let content = main_of(&blog);
    assert!(content.contains(">Blog</h1>") && content.contains("Analyses, conseils"));
    assert!(content.contains(&format!("href=\"{ARTICLE}\"")));
    assert!(!content.contains("Brouillon"), "drafts stay out of the list");

    let timeline = app.get("/parcours").await.text().await.unwrap();
    let content = main_of(&timeline);
    assert!(content.contains(">Mon Parcours</h1>") && content.contains("Postes, engagements"), "{content}");
    let (jobs, studies) = (content.find("Postes occupés</h2>").unwrap(), content.find("Formations</h2>").unwrap());
    assert!(jobs < studies, "the known categories come in their order");

    let activities = app.get("/activites").await.text().await.unwrap();
    assert!(main_of(&activities).matches("<section aria-labelledby=\"activity-").count() >= 3);

    let article = app.get(ARTICLE).await.text().await.unwrap();
    let content = main_of(&article);
    assert!(
        content.contains("https://www.linkedin.com/sharing/share-offsite/?url="),
        "share links work without script"
    );
    assert!(content.contains("À propos de l&#39;auteur") && content.contains(">Articles similaires</h2>"));

    let privacy = app.get("/politique-de-confidentialite").await.text().await.unwrap();
    assert!(main_of(&privacy).contains("<nav aria-label=\"Sommaire\""), "a long legal text gets its table of contents");
}

#[tokio::test]
async fn the_blog_filters_by_category_and_searches_through_links_and_a_plain_form() {
    let app = TestApp::spawn().await;
    let blog = app.get("/blog").await.text().await.unwrap();
    assert!(blog.contains("<form role=\"search\" action=\"/blog\" method=\"get\""));
    assert!(blog.contains("href=\"/blog?categorie=Innovation\""), "each category is a link");

    let innovation = app.get("/blog?categorie=Innovation").await.text().await.unwrap();
    let content = main_of(&innovation);
    assert!(content.contains("Le numérique, levier de croissance"));
    assert!(!content.contains("Tourisme durable aux Comores"), "other categories are left out");
    assert!(content.contains("href=\"/blog?categorie=Innovation\" aria-current=\"page\""));

    let found = app.get("/blog?q=tourisme").await.text().await.unwrap();
    let content = main_of(&found);
    assert!(content.contains("article trouvé") || content.contains("articles trouvés"), "{content}");
    assert!(content.contains("Tourisme durable aux Comores") && content.contains("<mark>"));
    assert!(found.contains("<meta name=\"robots\" content=\"noindex\">"), "search results stay out of search engines");

    let nothing = app.get("/blog?q=xylophone").await.text().await.unwrap();
    assert!(main_of(&nothing).contains("Aucun article trouvé pour votre recherche."));
}

#[tokio::test]
async fn the_demo_legal_pages_are_dated_as_written_not_as_seeded() {
    let app = TestApp::spawn().await;
    for path in ["/politique-de-confidentialite", "/conditions-d-utilisation"] {
        let page = app.get(path).await.text().await.unwrap();
        assert!(main_of(&page).contains("Dernière mise à jour : 8 août 2025"), "{path}: {}", main_of(&page));
    }
}

#[tokio::test]
async fn an_empty_blog_says_nothing_is_published_yet_rather_than_that_a_search_found_nothing() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let blog = app.get("/blog").await.text().await.unwrap();
    let content = main_of(&blog);
    assert!(content.contains("Aucun article publié pour l’instant."), "{content}");
    assert!(!content.contains("pour votre recherche"), "nobody searched");
    let category = app.get("/blog?categorie=Innovation").await.text().await.unwrap();
    assert!(main_of(&category).contains("Aucun article dans cette catégorie pour l’instant."));
    let searched = app.get("/blog?q=tourisme").await.text().await.unwrap();
    assert!(main_of(&searched).contains("Aucun article trouvé pour votre recherche."), "a search still says so");
}

#[tokio::test]
async fn the_home_page_offers_the_blog_only_once_an_article_is_published() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let home = app.get("/").await.text().await.unwrap();
    assert!(!main_of(&home).contains("Lire le blog"), "an empty blog is not offered");
    let admin = app.client_as("super_admin").await;
    app.publish(&admin, "Premier carnet").await;
    let home = app.get("/").await.text().await.unwrap();
    assert!(main_of(&home).contains("Lire le blog"), "the blog is offered once it holds an article");
}

#[tokio::test]
async fn a_long_blog_pages_by_links_and_a_page_past_the_last_is_not_found() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    for n in 0..24 {
        let post = serde_json::json!({
            "title": format!("Carnet de terrain numéro {n}"),
            "excerpt": "Notes.",
            "content_html": "<p>Texte.</p>",
            "category": "Carnets",
            "published_at": "2020-01-01T00:00:00Z",
        });
        let response = admin.post(app.url("/api/admin/posts")).json(&post).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::CREATED, "{}", response.text().await.unwrap());
    }
    let first = app.get("/blog").await.text().await.unwrap();
    assert!(first.contains("href=\"/blog?page=2\" rel=\"next\""), "a link to the next page");
    let second = app.get("/blog?page=2").await;
    assert_eq!(second.status(), StatusCode::OK);
    let second = second.text().await.unwrap();
    assert!(second.contains("href=\"/blog\" rel=\"prev\"") && second.contains("aria-current=\"page\""));
    assert!(second.contains("<link rel=\"canonical\" href=\"") && second.contains("/blog?page=2\">"));
    let past = app.get("/blog?page=9").await;
    assert_eq!(past.status(), StatusCode::NOT_FOUND);
    assert!(past.text().await.unwrap().contains("Page introuvable"));
}

#[tokio::test]
async fn the_image_a_first_screen_shows_largest_is_preloaded_and_painted() {
    let app = TestApp::spawn().await;
    let (_, site) = app.get_json("/api/site").await;
    let hero = site["content"]["home_hero"]["image_url"].as_str().unwrap();
    let html = app.get("/").await.text().await.unwrap();
    assert!(html.contains(&format!("<link rel=\"preload\" as=\"image\" href=\"{hero}\" fetchpriority=\"high\">")));
    assert!(html.contains(&format!("<img src=\"{hero}\"")));

    let (_, list) = app.get_json("/api/posts?per_page=1").await;
    let featured = list["posts"][0]["cover_image"].as_str().unwrap();
    let html = app.get("/blog").await.text().await.unwrap();
    assert!(html.contains(&format!("<link rel=\"preload\" as=\"image\" href=\"{featured}\" fetchpriority=\"high\">")));
    let content = main_of(&html);
    let (picture_at, grid_at) =
        (content.find(&format!("<img src=\"{featured}\"")).unwrap(), content.find("<ul class=\"mt-10").unwrap());
    assert!(picture_at < grid_at, "the featured picture leads the list");

    let html = app.get("/parcours").await.text().await.unwrap();
    assert!(!html.contains("as=\"image\""), "a page without a first-screen image preloads none");
}

#[tokio::test]
async fn texts_the_owner_types_cannot_become_markup() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let mut settings: serde_json::Value =
        admin.get(app.url("/api/admin/settings")).send().await.unwrap().json().await.unwrap();
    settings["seo"]["title"] = "Titre </script><script>alert(1)</script>".into();
    let saved = admin.put(app.url("/api/admin/settings")).json(&settings).send().await.unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let html = app.get("/blog").await.text().await.unwrap();
    assert!(!html.contains("<script>alert(1)"), "the title became markup");
    assert!(html.contains("<title>Blog | Titre &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"));
}

async fn post_form(app: &TestApp, body: &str) -> reqwest::Response {
    app.post_from_site("/contact", "application/x-www-form-urlencoded", body).await
}

#[tokio::test]
async fn the_contact_page_form_works_without_javascript() {
    let app = TestApp::spawn().await;
    let page = app.get("/contact").await.text().await.unwrap();
    assert!(page.contains("<form method=\"post\" action=\"/contact\""));

    let missing = post_form(&app, "name=Awa&email=&message=").await;
    assert_eq!(missing.status(), StatusCode::BAD_REQUEST);
    let html = missing.text().await.unwrap();
    assert!(
        html.contains("Veuillez remplir tous les champs.") && html.contains("value=\"Awa\""),
        "what was typed stays"
    );
    assert!(html.contains("aria-invalid=\"true\""));
    assert_eq!(app.count("contact_messages"), 0, "nothing is stored");

    let sent = post_form(&app, "name=Awa+Mz%C3%A9&email=awa%40exemple.km&message=Un+projet+%C3%A0+Moroni").await;
    assert_eq!(sent.status(), StatusCode::OK);
    assert_eq!(sent.headers()["cache-control"], "private, no-store");
    assert!(sent.text().await.unwrap().contains("Message envoyé"));
    let stored: String = app.db().query_row("SELECT message FROM contact_messages", [], |row| row.get(0)).unwrap();
    assert_eq!(stored, "Un projet à Moroni");

    let robot = post_form(&app, "name=R&email=r%40exemple.km&message=Achetez&website=http%3A%2F%2Fspam").await;
    assert_eq!(robot.status(), StatusCode::OK, "a robot is thanked");
    assert_eq!(app.count("contact_messages"), 1, "and dropped");

    let garbled = app.post_from_site("/contact", "application/json", "{}").await;
    assert_eq!(garbled.status(), StatusCode::BAD_REQUEST);
    assert!(garbled.text().await.unwrap().contains("Le formulaire n&#39;a pas pu être lu."));
}

#[tokio::test]
async fn the_legal_notice_is_a_third_legal_page_linked_from_every_footer_and_the_sitemap() {
    let app = TestApp::spawn().await;
    let notice = app.get("/mentions-legales").await;
    assert_eq!(notice.status(), StatusCode::OK);
    let notice = notice.text().await.unwrap();
    assert!(main_of(&notice).contains("Mentions Légales") && main_of(&notice).contains("Directeur de la publication"));
    let english = app.get("/en/legal-notice").await.text().await.unwrap();
    assert!(main_of(&english).contains("Publication director"), "the demo's translation");
    let home = app.get("/").await.text().await.unwrap();
    assert!(home.contains("href=\"/mentions-legales\""), "the footer links to it");
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(sitemap.contains("/mentions-legales</loc>") && sitemap.contains("/en/legal-notice"));

    let fresh = TestApp::spawn_with(|config| config.demo = false).await;
    let unwritten = fresh.get("/mentions-legales").await.text().await.unwrap();
    assert!(main_of(&unwritten).contains("pas encore été rédigée"), "no model with blanks is ever public");
    let admin = fresh.client_as("super_admin").await;
    let saved = admin
        .put(fresh.url("/api/admin/legal/notice"))
        .json(&serde_json::json!({ "content_html": "<h2>Éditeur du site</h2><p>Awa Mzé, Moroni.</p>" }))
        .send()
        .await
        .unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let written = fresh.get("/mentions-legales").await.text().await.unwrap();
    assert!(main_of(&written).contains("Awa Mzé, Moroni."));
}
