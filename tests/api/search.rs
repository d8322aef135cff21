//! Blog search through `/api/search`: French analysis, typos, prefixes, filters, what
//! stays private, the index following every change, and its rebuild from the database.

use crate::common;
use crate::common::editor::{Editor, article};

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn app() -> TestApp {
    TestApp::spawn_with(|config| config.demo = false).await
}

async fn search(app: &TestApp, query: &str) -> (StatusCode, Value) {
    let url = reqwest::Url::parse_with_params(&app.url("/api/search"), &[("q", query)]).unwrap();
    let response = app.client.get(url).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn titles(app: &TestApp, query: &str) -> Vec<String> {
    let (status, body) = search(app, query).await;
    assert_eq!(status, StatusCode::OK, "{query}: {body}");
    let hits = body["hits"].as_array().unwrap();
    assert_eq!(body["total"].as_u64().unwrap() as usize, hits.len(), "{query}");
    hits.iter().map(|hit| hit["title"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn french_words_match_whatever_their_form_accents_or_one_typo() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    editor
        .publish(&app, "Les sociétés entrepreneuriales", "Entrepreneuriat", "Des jeunes qui créent leur entreprise.")
        .await;
    editor.publish(&app, "Tourisme vert", "Tourisme", "L'économie des îles et le tourisme durable à Mohéli.").await;
    editor.publish(&app, "Agriculture", "Innovation", "La vanille, le girofle et l'ylang-ylang.").await;
    editor.publish(&app, "Portrait", "Société", "Un homme de terrain, comme on en voit peu.").await;
    editor.publish(&app, "Chronique", "Société", "Comme chaque année, la fête.").await;

    assert_eq!(titles(&app, "entrepreneurial").await, ["Les sociétés entrepreneuriales"]);
    assert_eq!(titles(&app, "ECONOMIE").await, ["Tourisme vert"]);
    assert_eq!(titles(&app, "moheli iles").await, ["Tourisme vert"]);
    assert_eq!(titles(&app, "toursime").await, ["Tourisme vert"], "one swap in a long word");
    assert_eq!(titles(&app, "vanile").await, ["Agriculture"], "one letter missing");
    assert!(titles(&app, "virt").await.is_empty(), "short words must be exact");
    assert_eq!(titles(&app, "homme").await, ["Portrait"], "a word found as typed is not taken for a typo");
    assert_eq!(titles(&app, "hommes terrain").await, ["Portrait"]);
    assert!(titles(&app, "tourisme vanille").await.is_empty(), "every word must match");
}

#[tokio::test]
async fn the_last_word_is_a_prefix_and_titles_rank_first() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    editor.publish(&app, "Notes de terrain", "Innovation", "Un mot sur l'agriculture vivrière, en passant.").await;
    editor.publish(&app, "L'agriculture comorienne", "Innovation", "Les filières d'avenir.").await;

    assert_eq!(titles(&app, "agricu").await, ["L'agriculture comorienne", "Notes de terrain"]);
    assert_eq!(titles(&app, "filières av").await, ["L'agriculture comorienne"]);
    assert!(titles(&app, "agricu filières").await.is_empty(), "only the last word is a prefix");

    let (_, body) = search(&app, "agricu").await;
    let snippet = body["hits"][1]["snippet"].as_str().unwrap();
    assert!(snippet.contains("l&#39;<mark>agriculture</mark> vivrière"), "{snippet}");
}

#[tokio::test]
async fn the_category_filter_narrows_and_limit_caps_the_hits() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    editor.publish(&app, "Financer la pêche", "Financement", "La pêche artisanale aux Comores.").await;
    editor.publish(&app, "Innover dans la pêche", "Innovation", "La pêche et les capteurs connectés.").await;

    let (_, body) = app.get_json("/api/search?q=p%C3%AAche&category=Financement").await;
    assert_eq!(body["total"], 1);
    assert_eq!(body["hits"][0]["title"], "Financer la pêche");
    assert_eq!(body["hits"][0]["category"], "Financement");
    let (_, body) = app.get_json("/api/search?q=peche&limit=1").await;
    assert_eq!((body["total"].as_u64(), body["hits"].as_array().unwrap().len()), (Some(2), 1));
    let (_, body) = app.get_json("/api/search?q=peche&category=Tourisme").await;
    assert_eq!(body["total"], 0);
}

#[tokio::test]
async fn drafts_never_appear_and_scheduled_posts_appear_when_due() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    editor.save(&app, None, article("Brouillon secret", "Innovation", "Le mot zanzibarite.", None)).await;
    let tomorrow = vitrine::db::format_time(app.clock().now() + time::Duration::days(1));
    editor.save(&app, None, article("Programmé", "Innovation", "Le mot mwaliite.", Some(&tomorrow))).await;

    assert!(titles(&app, "zanzibarite").await.is_empty());
    assert!(titles(&app, "mwaliite").await.is_empty());
    app.clock().advance(time::Duration::hours(23));
    assert!(titles(&app, "mwaliite").await.is_empty(), "not before its time");
    app.clock().advance(time::Duration::hours(2));
    assert_eq!(titles(&app, "mwaliite").await, ["Programmé"], "due without any further write");
    assert!(titles(&app, "zanzibarite").await.is_empty());
}

#[tokio::test]
async fn typo_tolerance_is_decided_from_published_posts_only() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    editor.publish(&app, "Mohéli", "Tourisme", "Le parc marin de Mohéli.").await;
    editor.publish(&app, "Les tortues", "Tourisme", "Les tortues pondent à Mohéli.").await;
    assert_eq!(titles(&app, "mohelu").await.len(), 2, "one typo away from « Mohéli »");

    editor.save(&app, None, article("Brouillon", "Tourisme", "Le mot mohelu, en brouillon.", None)).await;
    let in_five_days = vitrine::db::format_time(app.clock().now() + time::Duration::days(5));
    let scheduled = editor
        .save(&app, None, article("Programmé", "Tourisme", "Le mot mohelu, programmé.", Some(&in_five_days)))
        .await["id"]
        .as_i64()
        .unwrap();
    assert_eq!(titles(&app, "mohelu").await.len(), 2, "a draft or a scheduled post tells nothing of its words");
    assert_eq!(titles(&app, "mohelu parc").await, ["Mohéli"], "nor when the word is not the last one");

    app.clock().advance(time::Duration::days(5) + time::Duration::minutes(1));
    assert_eq!(titles(&app, "mohelu").await, ["Programmé"], "once out, the word is known as typed");
    editor.delete(&app, scheduled).await;
    assert_eq!(titles(&app, "mohelu").await.len(), 2, "nor does a deleted post");
}

#[tokio::test]
async fn updates_unpublishing_and_deletes_show_at_once() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    let id = editor.publish(&app, "Ancien titre", "Innovation", "Texte sur les baobabs.").await;
    assert_eq!(titles(&app, "baobab").await, ["Ancien titre"]);

    editor
        .save(
            &app,
            Some(id),
            article("Nouveau titre", "Innovation", "Texte sur les cocotiers.", Some("2024-05-01T08:00:00Z")),
        )
        .await;
    assert!(titles(&app, "baobabs").await.is_empty());
    assert_eq!(titles(&app, "cocotiers").await, ["Nouveau titre"]);

    editor.save(&app, Some(id), article("Nouveau titre", "Innovation", "Texte sur les cocotiers.", None)).await;
    assert!(titles(&app, "cocotiers").await.is_empty(), "unpublished");
    editor
        .save(
            &app,
            Some(id),
            article("Nouveau titre", "Innovation", "Texte sur les cocotiers.", Some("2024-05-01T08:00:00Z")),
        )
        .await;
    assert_eq!(titles(&app, "cocotiers").await, ["Nouveau titre"], "published again");

    editor.delete(&app, id).await;
    assert!(titles(&app, "cocotiers").await.is_empty());
}

#[tokio::test]
async fn odd_queries_answer_an_empty_list_or_results_never_an_error() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    editor.publish(&app, "Le commerce <b>équitable</b> & solidaire", "Innovation", "Le prix « juste » : 5 < 10.").await;

    let long = "é".repeat(2000);
    let odd = [
        "",
        "   ",
        &long,
        "\"",
        ":",
        "*",
        "(",
        ")",
        "AND",
        "-",
        "title:commerce",
        "\"commerce",
        "commerce*",
        "(commerce",
        "-commerce",
        "commerce AND",
        "' OR 1=1 --",
        "%",
        "_",
        "\\",
        ";DROP TABLE blog_posts;",
        "😀",
        "commerce 😀",
        "التجارة العادلة",
        "\u{202e}ecremmoc",
        "\0",
        "~1",
        "commerce~2^5",
    ];
    for query in odd {
        let (status, body) = search(&app, query).await;
        assert_eq!(status, StatusCode::OK, "{query:?}: {body}");
        assert!(body["hits"].is_array() && body["total"].is_u64(), "{query:?}: {body}");
    }
    assert!(titles(&app, "").await.is_empty(), "an empty query returns no hits");
    assert_eq!(titles(&app, "commerce*").await.len(), 1);
    assert_eq!(titles(&app, "' OR 1=1 -- commerce").await.len(), 0, "every word must match");

    let (_, body) = search(&app, "prix").await;
    let snippet = body["hits"][0]["snippet"].as_str().unwrap();
    assert!(snippet.contains("<mark>prix</mark>") && snippet.contains("5 &lt; 10"), "{snippet}");

    for bad in ["/api/search?q=x&limit=abc", "/api/search?q=x&limit=-1"] {
        let (status, body) = app.get_json(bad).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
        assert_eq!(body["error"]["code"], "validation");
    }
    let (status, _) = app.get_json("/api/search?q=commerce&limit=100000").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn similar_articles_share_the_category_and_rank_by_likeness() {
    let app = app().await;
    let editor = Editor::new(&app).await;
    editor
        .publish(&app, "Gravir le Karthala", "Tourisme", "Le volcan Karthala, son cratère et la randonnée au sommet.")
        .await;
    editor
        .publish(&app, "Le Karthala au lever du jour", "Tourisme", "Randonnée nocturne vers le cratère du volcan.")
        .await;
    editor.publish(&app, "Plages de Mohéli", "Tourisme", "Le parc marin et les tortues.").await;
    editor.publish(&app, "Volcans et cratères : le Karthala", "Innovation", "Surveiller le volcan Karthala.").await;

    let (status, body) = app.get_json("/api/posts/gravir-le-karthala").await;
    assert_eq!(status, StatusCode::OK);
    let related: Vec<&str> = body["related"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert_eq!(related, ["Le Karthala au lever du jour", "Plages de Mohéli"]);
}

fn index_files(data_dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(data_dir.join("search")).unwrap().map(|entry| entry.unwrap().path()).collect()
}

#[tokio::test]
async fn an_emptied_index_folder_is_rebuilt_at_start() {
    let app = TestApp::spawn().await;
    let app = app
        .restart_after(|data| {
            for file in index_files(data) {
                std::fs::remove_file(file).unwrap();
            }
        })
        .await;
    assert_eq!(titles(&app, "vanille").await.len(), 1, "demo content found again");
}

#[tokio::test]
async fn a_damaged_or_outdated_index_is_rebuilt_at_start() {
    let app = TestApp::spawn().await;
    let app = app
        .restart_after(|data| {
            let term_file = index_files(data)
                .into_iter()
                .find(|path| path.extension().is_some_and(|ext| ext == "term"))
                .expect("a term dictionary");
            std::fs::write(term_file, b"not a term dictionary").unwrap();
        })
        .await;
    assert_eq!(titles(&app, "vanille").await.len(), 1);

    let meta_path = app.data_dir.join("search/meta.json");
    let app = app
        .restart_after(|_| {
            let mut meta: Value = serde_json::from_slice(&std::fs::read(&meta_path).unwrap()).unwrap();
            meta["payload"] = json!("vitrine-search-0");
            std::fs::write(&meta_path, serde_json::to_vec(&meta).unwrap()).unwrap();
        })
        .await;
    assert_eq!(titles(&app, "vanille").await.len(), 1);
    let meta: Value = serde_json::from_slice(&std::fs::read(&meta_path).unwrap()).unwrap();
    assert_ne!(meta["payload"], "vitrine-search-0");
}

#[tokio::test]
async fn reindex_rebuilds_from_the_database_but_not_under_a_running_server() {
    let app = TestApp::spawn().await;
    let refused = vitrine::cli::reindex(&app.data_dir, &mut |_, _| {}).unwrap_err();
    assert!(refused.to_string().contains("arrêtez-le"), "{refused}");
    assert_eq!(titles(&app, "vanille").await.len(), 1, "the running server's index is untouched");

    let mut seen = Vec::new();
    let app = app
        .restart_after(|data| {
            std::fs::remove_dir_all(data.join("search")).unwrap();
            let report = vitrine::cli::reindex(data, &mut |done, total| seen.push((done, total))).unwrap();
            assert!(report.posts > 0 && report.bytes > 0);
            assert_eq!(seen.last(), Some(&(report.posts, report.posts)));
        })
        .await;
    assert_eq!(titles(&app, "vanille").await.len(), 1);
}
