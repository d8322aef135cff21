//! The back-office's import and export: a WordPress file imported in the background, one at a
//! time, while the site serves; the export downloaded; a file that would fill the disk refused.

use std::path::Path;

use crate::common;
use crate::imports::{old_site, unreachable, wxr};

use common::TestApp;
use reqwest::StatusCode;
use serde_json::Value;

/// The names in `dir` that `matching` accepts.
fn files_named(dir: &Path, matching: impl Fn(&str) -> bool) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| matching(name))
        .collect()
}

async fn import_state(client: &reqwest::Client, app: &TestApp) -> Value {
    client.get(app.url("/api/admin/import")).send().await.unwrap().json().await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_back_office_imports_in_the_background_one_file_at_a_time_and_downloads_the_export() {
    let site = old_site().await;
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    assert_eq!(import_state(&admin, &app).await["phase"], "idle");
    let file = wxr(&site, &unreachable());
    let send = |body: String| {
        let form = reqwest::multipart::Form::new()
            .part("file", reqwest::multipart::Part::bytes(body.into_bytes()).file_name("ancien-blog.xml"));
        admin.post(app.url("/api/admin/import")).multipart(form).send()
    };
    let (first, second) = tokio::join!(send(file.clone()), send(file.clone()));
    let mut statuses = [first.unwrap().status().as_u16(), second.unwrap().status().as_u16()];
    statuses.sort_unstable();
    assert!(statuses == [202, 409] || statuses == [202, 202], "{statuses:?}");

    let mut state = import_state(&admin, &app).await;
    for _ in 0..200 {
        if state["phase"] != "running" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        state = import_state(&admin, &app).await;
    }
    assert_eq!(state["phase"], "done", "{state}");
    assert_eq!(state["total"], 3);
    let report = &state["report"];
    assert_eq!(report["images_fetched"], 0, "the back-office reaches no local address: {report}");
    let links = report["images_kept_as_links"].to_string();
    assert!(links.contains("/wp-content/uploads/vue.png (adresse d'un réseau local, refusée)"), "{links}");
    let imported: i64 = app
        .db()
        .query_row("SELECT count(*) FROM blog_posts WHERE slug LIKE 'article-%'", [], |row| row.get(0))
        .unwrap();
    assert_eq!(imported, 3, "two imports of one file create each article once");
    assert_eq!(app.get("/blog/article-1").await.status(), StatusCode::OK);
    let (_, found) = app.get_json("/api/search?q=lagon").await;
    assert!(found.to_string().contains("article-1"), "the search index took the new articles in: {found}");

    let refused = admin
        .post(app.url("/api/admin/import"))
        .multipart(
            reqwest::multipart::Form::new()
                .part("file", reqwest::multipart::Part::bytes(b"n'importe quoi".to_vec()).file_name("x.txt")),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::ACCEPTED);
    let mut state = import_state(&admin, &app).await;
    for _ in 0..100 {
        if state["phase"] != "running" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        state = import_state(&admin, &app).await;
    }
    assert_eq!(state["phase"], "failed");
    assert!(state["error"].as_str().unwrap().contains("ni un export WordPress (WXR) ni un export Vitrine"));

    let download = admin.get(app.url("/api/admin/export")).send().await.unwrap();
    assert_eq!(download.status(), StatusCode::OK);
    assert!(
        download.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment; filename=\"vitrine-export-")
    );
    let bytes = download.bytes().await.unwrap();
    let mut entries = tar::Archive::new(flate2::read::GzDecoder::new(&bytes[..]));
    let names: Vec<String> =
        entries.entries().unwrap().map(|entry| entry.unwrap().path().unwrap().to_string_lossy().into_owned()).collect();
    assert!(names.contains(&"articles/fr/article-1.md".to_string()), "{names:?}");
    let leftovers = files_named(&app.data_dir, |name| name.starts_with('.'));
    assert!(leftovers.is_empty(), "no temporary file is left behind: {leftovers:?}");
}

#[tokio::test]
async fn an_import_file_that_would_fill_the_disk_is_refused_and_leaves_nothing() {
    let app = TestApp::spawn_with(|config| config.disk_reserve_bytes = u64::MAX).await;
    let admin = app.client_as("super_admin").await;
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(b"<rss></rss>".to_vec()).file_name("ancien-blog.xml"));
    let refused = admin.post(app.url("/api/admin/import")).multipart(form).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::INSUFFICIENT_STORAGE);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["error"]["code"], "insufficient_storage");
    assert_eq!(import_state(&admin, &app).await["phase"], "idle", "no import began");
    let leftovers = files_named(&app.data_dir, |name| name.ends_with(".part"));
    assert!(leftovers.is_empty(), "{leftovers:?}");
}
