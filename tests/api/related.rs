//! "Similar articles" are computed when posts change and stored in post_related: an
//! article view reads the stored list, and the lists follow new, edited, deleted and
//! scheduled posts, a start with lists missing, and `vitrine reindex`.

use crate::common;
use crate::common::editor::{Editor, article};

use std::time::Duration;

use common::TestApp;
use time::OffsetDateTime;

/// The stored list of `id`, or None when it has none.
fn stored(app: &TestApp, id: i64) -> Option<Vec<i64>> {
    let list: Option<String> =
        app.db().query_row("SELECT related_ids FROM post_related WHERE post_id = ?1", [id], |row| row.get(0)).ok();
    list.map(|list| serde_json::from_str(&list).unwrap())
}

/// The titles an article shows under "similar articles".
async fn shown(app: &TestApp, slug: &str) -> Vec<String> {
    let (status, body) = app.get_json(&format!("/api/posts/{slug}")).await;
    assert!(status.is_success(), "{slug}: {status}");
    body["related"].as_array().unwrap().iter().map(|post| post["title"].as_str().unwrap().to_string()).collect()
}

/// Waits (at most 10 s) until `check` holds.
async fn eventually(what: &str, mut check: impl AsyncFnMut() -> bool) {
    for _ in 0..100 {
        if check().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{what}");
}

#[tokio::test]
async fn an_article_shows_its_stored_list() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let editor = Editor::new(&app).await;
    let climb = editor
        .publish(&app, "Gravir le Karthala", "Tourisme", "Le volcan Karthala, son cratère et la randonnée au sommet.")
        .await;
    let dawn = editor
        .publish(&app, "Le Karthala au lever du jour", "Tourisme", "Randonnée nocturne vers le cratère du volcan.")
        .await;
    let beaches = editor.publish(&app, "Plages de Mohéli", "Tourisme", "Le parc marin et les tortues.").await;
    assert_eq!(stored(&app, climb), Some(vec![dawn, beaches]), "the most alike first");
    assert_eq!(shown(&app, "gravir-le-karthala").await, ["Le Karthala au lever du jour", "Plages de Mohéli"]);

    // Whatever the list says is what the article shows: no index query on a view.
    app.db()
        .execute("UPDATE post_related SET related_ids = ?1 WHERE post_id = ?2", (format!("[{beaches}]"), climb))
        .unwrap();
    eventually("the article shows the stored list", async || {
        shown(&app, "gravir-le-karthala").await == ["Plages de Mohéli", "Le Karthala au lever du jour"]
    })
    .await;
}

#[tokio::test]
async fn lists_follow_new_edited_and_deleted_posts() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let editor = Editor::new(&app).await;
    let climb = editor
        .publish(&app, "Gravir le Karthala", "Tourisme", "Le volcan Karthala, son cratère et la randonnée au sommet.")
        .await;
    let beaches =
        editor.publish(&app, "Plages de Mohéli", "Tourisme", "Le parc marin, les tortues et le volcan.").await;
    assert_eq!(stored(&app, climb), Some(vec![beaches]));

    let dawn = editor
        .publish(&app, "Le Karthala au lever du jour", "Tourisme", "Randonnée nocturne vers le cratère du Karthala.")
        .await;
    assert_eq!(stored(&app, climb), Some(vec![dawn, beaches]), "a new post enters the lists of the posts it is like");
    assert_eq!(shown(&app, "gravir-le-karthala").await, ["Le Karthala au lever du jour", "Plages de Mohéli"]);

    let moved = article(
        "Le Karthala au lever du jour",
        "Innovation",
        "Randonnée nocturne vers le Karthala.",
        Some("2024-05-01T08:00:00Z"),
    );
    editor.save(&app, Some(dawn), moved).await;
    assert_eq!(stored(&app, climb), Some(vec![beaches]), "a post moved to another category leaves the list");
    assert_eq!(stored(&app, dawn), Some(vec![]), "alone in its new category");

    editor.delete(&app, beaches).await;
    assert_eq!(stored(&app, climb), Some(vec![]), "a deleted post leaves the lists naming it");
    assert_eq!(shown(&app, "gravir-le-karthala").await, Vec::<String>::new());

    let draft = article("Gravir le Karthala", "Tourisme", "Le volcan Karthala.", None);
    editor.save(&app, Some(climb), draft).await;
    assert_eq!(stored(&app, climb), None, "a draft has no list");
}

#[tokio::test]
async fn a_scheduled_post_gets_its_list_and_enters_others_when_due() {
    let app = TestApp::spawn_with(|config| config.demo = false).await;
    let editor = Editor::new(&app).await;
    let climb = editor
        .publish(&app, "Gravir le Karthala", "Tourisme", "Le volcan Karthala, son cratère et la randonnée au sommet.")
        .await;
    let due = vitrine::db::format_time(OffsetDateTime::now_utc() + time::Duration::seconds(2));
    let body = "Randonnée nocturne vers le cratère du volcan Karthala.";
    let dawn =
        editor.save(&app, None, article("Le Karthala au lever du jour", "Tourisme", body, Some(&due))).await["id"]
            .as_i64()
            .unwrap();
    assert_eq!(stored(&app, dawn), None, "not published yet");
    assert_eq!(stored(&app, climb), Some(vec![]));

    eventually("the post's list is computed when it comes out", async || stored(&app, dawn) == Some(vec![climb])).await;
    assert_eq!(stored(&app, climb), Some(vec![dawn]), "and it enters the list of the post it is like");
    eventually("the article shows it", async || {
        shown(&app, "gravir-le-karthala").await == ["Le Karthala au lever du jour"]
    })
    .await;
}

fn published_without_list(app: &TestApp) -> i64 {
    app.db()
        .query_row(
            "SELECT count(*) FROM blog_posts p WHERE p.published_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
             AND NOT EXISTS (SELECT 1 FROM post_related r WHERE r.post_id = p.id)",
            [],
            |row| row.get(0),
        )
        .unwrap()
}

#[tokio::test]
async fn missing_lists_are_computed_at_start_and_by_reindex() {
    let app = TestApp::spawn().await;
    assert!(app.count("post_related") >= 6, "the demo posts' lists");
    assert_eq!(published_without_list(&app), 0);

    let app = app
        .restart_after(|data| {
            let conn = rusqlite::Connection::open(data.join("vitrine.db")).unwrap();
            conn.execute("DELETE FROM post_related", []).unwrap();
        })
        .await;
    assert_eq!(published_without_list(&app), 0, "computed again before the first page");

    let app = app
        .restart_after(|data| {
            let conn = rusqlite::Connection::open(data.join("vitrine.db")).unwrap();
            conn.execute("UPDATE post_related SET related_ids = '[]'", []).unwrap();
            vitrine::cli::reindex(data, &mut |_, _| {}).unwrap();
            let filled: i64 = conn
                .query_row("SELECT count(*) FROM post_related WHERE related_ids <> '[]'", [], |row| row.get(0))
                .unwrap();
            assert!(filled > 0, "reindex computes every list afresh");
        })
        .await;
    assert_eq!(published_without_list(&app), 0);
}
