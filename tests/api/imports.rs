//! `vitrine import` and `vitrine export`: a WordPress export with images served by a local site
//! (one unreachable), imported twice; and a site exported while serving, imported into an empty
//! data folder, compared table by table; an export edited by hand refused.

use std::path::Path;

use crate::common;

use common::TestApp;
use common::images::png;
use reqwest::StatusCode;
use serde_json::{Map, Value, json};

/// A stand-in for the old WordPress site: its uploads, answered from memory.
pub(crate) async fn old_site() -> String {
    let router = axum::Router::new().route(
        "/wp-content/uploads/{name}",
        axum::routing::get(|| async { ([("content-type", "image/png")], png(800, 500)) }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    address
}

/// An address nothing answers at.
pub(crate) fn unreachable() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    format!("http://{}", listener.local_addr().unwrap())
}

fn item(site: &str, id: u32, title: &str, status: &str, body: &str, thumbnail: Option<u32>, tags: &[&str]) -> String {
    let tags: String = tags
        .iter()
        .map(|tag| format!(r#"<category domain="post_tag" nicename="x"><![CDATA[{tag}]]></category>"#))
        .collect();
    let meta = thumbnail.map_or(String::new(), |id| {
        format!(
            "<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>{id}</wp:meta_value></wp:postmeta>"
        )
    });
    format!(
        r#"<item><title>{title}</title><link>{site}/2024/05/article-{id}/</link>
        <dc:creator><![CDATA[awa]]></dc:creator>
        <content:encoded><![CDATA[{body}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
        <wp:post_id>{id}</wp:post_id><wp:post_date_gmt>2024-05-0{id} 08:00:00</wp:post_date_gmt>
        <wp:post_name>article-{id}</wp:post_name><wp:status>{status}</wp:status><wp:post_type>post</wp:post_type>
        <category domain="category" nicename="voyages"><![CDATA[Voyages]]></category>
        {tags}{meta}</item>"#
    )
}

/// More keywords than an article keeps: a repeat in capitals, eleven others and one too long.
const MANY_TAGS: [&str; 14] = [
    "Mer",
    "MER",
    "Plages",
    "Île 1",
    "Île 2",
    "Île 3",
    "Île 4",
    "Île 5",
    "Île 6",
    "Île 7",
    "Île 8",
    "Île 9",
    "Un mot-clé bien trop long pour en être un vrai",
    "Île 10",
];

pub(crate) fn wxr(site: &str, dead: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Ancien blog</title><link>{site}</link>
<wp:author><wp:author_login>awa</wp:author_login><wp:author_email>AWA@exemple.km</wp:author_email>
<wp:author_display_name><![CDATA[Awa Mzé]]></wp:author_display_name></wp:author>
{}{}{}
<item><title>lagon.png</title><wp:post_id>9</wp:post_id><wp:post_type>attachment</wp:post_type>
<wp:attachment_url>{site}/wp-content/uploads/lagon.png</wp:attachment_url></item>
</channel></rss>"#,
        item(
            site,
            1,
            "Escale &amp; lagon",
            "publish",
            "<!-- wp:paragraph --><p>Le lagon <img src=\"/wp-content/uploads/vue.png\" alt=\"La vue\"></p><!-- /wp:paragraph -->",
            Some(9),
            &MANY_TAGS,
        ),
        item(site, 2, "Notes en cours", "draft", "Un brouillon\n\nsur deux paragraphes", None, &["Mer"]),
        item(
            site,
            3,
            "Image perdue",
            "publish",
            &format!("<p>Avant <img src=\"{dead}/perdue.png\" alt=\"Perdue\"></p>"),
            None,
            &["Mer"],
        ),
    )
}

fn import(data: &Path, file: &Path) -> String {
    let output = common::vitrine_cli(data, &["import", file.to_str().unwrap()], None, &[]);
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{printed}\n{}", String::from_utf8_lossy(&output.stderr));
    printed
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wordpress_export_becomes_articles_once_with_their_images_and_old_addresses() {
    let site = old_site().await;
    let app = TestApp::spawn().await;
    app.create_user("awa@exemple.km", "mot de passe de test", "moderator");
    let file = app.data_dir.parent().unwrap().join("ancien-blog.xml");
    std::fs::write(&file, wxr(&site, &unreachable())).unwrap();

    let mut printed = String::new();
    let app = app.restart_after(|data| printed = import(data, &file)).await;
    assert!(printed.contains("Articles créés : 3 (dont 1 brouillons)"), "{printed}");
    assert!(printed.contains("Images récupérées : 2"), "{printed}");
    assert!(printed.contains("Images restées en lien (1)") && printed.contains("/perdue.png"), "{printed}");
    assert!(printed.contains("Mots-clés non repris (10 par article, 40 caractères chacun) : 3"), "{printed}");
    assert!(printed.contains("« Escale & lagon » : Île 9"), "{printed}");
    let tags = |slug: &str| -> Vec<String> {
        let conn = app.db();
        let mut statement = conn
            .prepare("SELECT t.name FROM post_tags t JOIN blog_posts p ON p.id = t.post_id WHERE p.slug = ?1 ORDER BY t.position")
            .unwrap();
        statement.query_map([slug], |row| row.get(0)).unwrap().collect::<rusqlite::Result<_>>().unwrap()
    };

    let kept = tags("article-1");
    assert_eq!(kept.len(), 10);
    assert_eq!(kept[..3], ["Mer", "Plages", "Île 1"]);
    assert_eq!(tags("article-2"), ["Mer"], "drafts keep theirs too");
    let page = app.get("/blog/article-1").await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(html.contains("Escale &amp; lagon") && html.contains("Awa Mzé") && html.contains("Voyages"));
    let inline = html.split("src=\"").filter(|part| part.starts_with("/media/images/")).count();
    assert!(inline >= 2, "the cover and the picture in the text are served from here");
    assert!(html.contains("alt=\"La vue\""));
    let lost = app.get("/blog/article-3").await.text().await.unwrap();
    assert!(lost.contains("/perdue.png\"") && !lost.contains("<img src=\"http"), "an unreachable image stays a link");
    assert_eq!(app.get("/blog/article-2").await.status(), StatusCode::NOT_FOUND, "a draft stays a draft");

    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let moved = client.get(app.url("/2024/05/article-1/")).send().await.unwrap();
    assert_eq!(moved.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(moved.headers()["location"], "/blog/article-1");
    assert_eq!(app.get("/2024/05/article-2").await.status(), StatusCode::NOT_FOUND, "no way round to a draft");

    let author: Option<i64> =
        app.db().query_row("SELECT author_id FROM blog_posts WHERE slug = 'article-1'", [], |row| row.get(0)).unwrap();
    assert!(author.is_some(), "signed by the staff account with the same e-mail");
    assert_eq!(app.count("media_images"), 2);

    let mut again = String::new();
    let app = app.restart_after(|data| again = import(data, &file)).await;
    assert!(again.contains("Articles créés : 0") && again.contains("Déjà présents, laissés tels quels : 3"), "{again}");
    let imported: i64 = app
        .db()
        .query_row("SELECT count(*) FROM blog_posts WHERE slug LIKE 'article-%'", [], |row| row.get(0))
        .unwrap();
    assert_eq!(imported, 3);
}

fn content_rows(data: &Path, table: &str) -> Vec<Map<String, Value>> {
    let conn = rusqlite::Connection::open(vitrine::config::database_path(data)).unwrap();
    let mut rows = vitrine::db::portable::rows(&conn, table).unwrap();
    for row in &mut rows {
        row.remove("author_email");
    }
    rows
}

#[tokio::test]
async fn an_export_taken_while_serving_imports_into_an_empty_site_identically() {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(png(900, 600)).file_name("lagon.png"));
    let uploaded: Value =
        admin.post(app.url("/api/admin/uploads")).multipart(form).send().await.unwrap().json().await.unwrap();
    let cover = uploaded["url"].as_str().unwrap();
    let response = admin
        .post(app.url("/api/admin/posts"))
        .json(&json!({
            "title": "Le lagon",
            "excerpt": "Une escale.",
            "content_html": format!("<h2>Arrivée</h2><p>Un <strong>lagon</strong>.</p><p><img src=\"{cover}\" alt=\"Vue\"></p>"),
            "cover_image": cover,
            "category": "Voyages",
            "tags": ["Lagon", "Île de Mohéli"],
            "published_at": "2024-05-01T08:00:00Z",
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    app.publish(&admin, "Un second article").await;
    let timeline = json!({ "date": "2020", "title": "Création de l'entreprise", "description": "Début." });
    assert!(admin.post(app.url("/api/admin/timeline")).json(&timeline).send().await.unwrap().status().is_success());

    let archive = app.data_dir.parent().unwrap().join("export.tar.gz");
    let output = common::vitrine_cli(&app.data_dir, &["export", archive.to_str().unwrap()], None, &[]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let posts = app.count("blog_posts");
    assert!(String::from_utf8_lossy(&output.stdout).contains(&format!("{posts} articles")));

    let mut names = Vec::new();
    let mut entries = tar::Archive::new(flate2::read::GzDecoder::new(std::fs::File::open(&archive).unwrap()));
    let mut markdown = String::new();
    for entry in entries.entries().unwrap() {
        let mut entry = entry.unwrap();
        let name = entry.path().unwrap().to_string_lossy().into_owned();
        if name == "articles/fr/le-lagon.md" {
            std::io::Read::read_to_string(&mut entry, &mut markdown).unwrap();
        }
        names.push(name);
    }
    assert!(names.contains(&"vitrine-export.json".to_string()));
    assert!(names.iter().any(|name| name.starts_with("media/images/")));
    assert!(markdown.starts_with("---\ntitle: \"Le lagon\"\n"), "{markdown}");
    assert!(markdown.contains("\ntags: [\"Lagon\",\"Île de Mohéli\"]\n"), "{markdown}");
    assert!(markdown.contains("## Arrivée\n\nUn **lagon**.\n\n![Vue](/media/images/"), "{markdown}");

    let empty = tempfile::tempdir().unwrap();
    let printed = import(empty.path(), &archive);
    assert!(
        printed.contains("Import Vitrine terminé.") && printed.contains(&format!("Articles créés : {posts} ")),
        "{printed}"
    );
    for table in vitrine::db::portable::CONTENT_TABLES {
        assert_eq!(content_rows(empty.path(), table), content_rows(&app.data_dir, table), "{table}");
    }
    assert_eq!(content_rows(empty.path(), "post_tags").len(), 2, "the keywords came along");
    let key = cover.trim_start_matches("/media/images/");
    assert_eq!(
        std::fs::read(empty.path().join("media/images").join(key)).unwrap(),
        std::fs::read(app.data_dir.join("media/images").join(key)).unwrap()
    );
    let again = import(empty.path(), &archive);
    let left_alone = format!("Déjà présents, laissés tels quels : {posts}");
    assert!(again.contains("Articles créés : 0") && again.contains(&left_alone), "{again}");
}

#[tokio::test]
async fn a_file_that_is_neither_export_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, "pas un export").unwrap();
    let data = dir.path().join("site");
    let output = common::vitrine_cli(&data, &["import", file.to_str().unwrap()], None, &[]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("ni un export WordPress (WXR) ni un export Vitrine"));
}

#[tokio::test]
async fn an_export_edited_by_hand_cannot_plant_a_script_link_or_a_foreign_media_address() {
    let app = TestApp::spawn().await;
    let archive = app.data_dir.parent().unwrap().join("export.tar.gz");
    let output = common::vitrine_cli(&app.data_dir, &["export", archive.to_str().unwrap()], None, &[]);
    assert!(output.status.success());
    let rewrite = |name: &str, edit: &dyn Fn(&mut Value)| {
        let mut entries = tar::Archive::new(flate2::read::GzDecoder::new(std::fs::File::open(&archive).unwrap()));
        let mut document: Value = Value::Null;
        for entry in entries.entries().unwrap() {
            let mut entry = entry.unwrap();
            if entry.path().unwrap().to_string_lossy() == "vitrine-export.json" {
                document = serde_json::from_reader(&mut entry).unwrap();
            }
        }
        edit(&mut document);
        let tampered = archive.with_file_name(format!("{name}.tar.gz"));
        let mut builder = tar::Builder::new(flate2::write::GzEncoder::new(
            std::fs::File::create(&tampered).unwrap(),
            flate2::Compression::fast(),
        ));
        let bytes = serde_json::to_vec(&document).unwrap();
        let mut header = tar::Header::new_gnu();
        header.set_size(bytes.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        builder.append_data(&mut header, "vitrine-export.json", &bytes[..]).unwrap();
        builder.into_inner().unwrap().finish().unwrap();
        tampered
    };
    let script = rewrite("lien-script", &|document: &mut Value| {
        for row in document["tables"]["site_settings"].as_array_mut().unwrap() {
            if row["key"] == "social" {
                let mut social: Value = serde_json::from_str(row["value"].as_str().unwrap()).unwrap();
                social["facebook"] = json!("javascript:alert(1)");
                row["value"] = json!(social.to_string());
            }
        }
    });
    let foreign = rewrite("media-etranger", &|document: &mut Value| {
        let post = &mut document["tables"]["blog_posts"][0];
        post["slug"] = json!("une-adresse-neuve");
        post["cover_image"] = json!("/media/../vitrine.db");
    });
    for (tampered, expected) in [(script, "social.facebook"), (foreign, "blog_posts.cover_image")] {
        let empty = tempfile::tempdir().unwrap();
        let output = common::vitrine_cli(empty.path(), &["import", tampered.to_str().unwrap()], None, &[]);
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success() && said.contains(expected), "{said}");
        let conn = rusqlite::Connection::open(vitrine::config::database_path(empty.path())).unwrap();
        let posts: i64 = conn.query_row("SELECT count(*) FROM blog_posts", [], |row| row.get(0)).unwrap();
        assert_eq!(posts, 0, "nothing of a refused export stays");
    }
}
