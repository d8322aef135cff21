//! The newsletter's subscribers in the back-office: only super_admin sees them; the list
//! searches, filters and counts; the export is a CSV a spreadsheet cannot run; an import
//! adds all its lines or none, mails the confirmation in `confirm` mode and records the
//! owner's statement in `consented` mode, and adds nobody twice under parallel imports;
//! a file near the 2 MB bound imports whole; erasure leaves nothing of the subscriber.

use crate::common;

use std::time::{Duration, Instant};

use common::TestApp;
use common::smtp::SmtpSink;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::Value;

const SUBSCRIBERS: &str = "/api/admin/newsletter/subscribers";
const IMPORT: &str = "/api/admin/newsletter/subscribers/import";
const EXPORT: &str = "/api/admin/newsletter/subscribers/export";

fn import_form(csv: &str, mode: &str, statement: Option<&str>) -> Form {
    let form = Form::new()
        .part("file", Part::bytes(csv.as_bytes().to_vec()).file_name("lecteurs.csv").mime_str("text/csv").unwrap())
        .text("mode", mode.to_string());
    match statement {
        Some(statement) => form.text("consent", statement.to_string()),
        None => form,
    }
}

async fn import(app: &TestApp, owner: &reqwest::Client, form: Form) -> (StatusCode, Value) {
    let response = owner.post(app.url(IMPORT)).multipart(form).send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap())
}

async fn list(app: &TestApp, owner: &reqwest::Client, query: &str) -> Value {
    let response = owner.get(app.url(&format!("{SUBSCRIBERS}{query}"))).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn emails(list: &Value) -> Vec<&str> {
    list["subscribers"].as_array().unwrap().iter().map(|row| row["email"].as_str().unwrap()).collect()
}

/// A subscriber straight in the database, with a status and a creation date.
pub(crate) fn insert(app: &TestApp, email: &str, status: &str, created_at: &str) -> i64 {
    let conn = app.db();
    let dated = match status {
        "confirmed" => "confirmed_at",
        _ => "unsubscribed_at",
    };
    conn.execute(
        &format!(
            "INSERT INTO newsletter_subscribers (email, status, consent, unsubscribe_token_hash, created_at, {dated})
             VALUES (?1, ?2, 'oui', ?3, ?4, ?4)"
        ),
        rusqlite::params![email, status, format!("{:0>64}", email.len().to_string() + email), created_at],
    )
    .unwrap();
    conn.last_insert_rowid()
}

#[tokio::test]
async fn only_super_admin_reaches_the_subscribers() {
    let app = TestApp::spawn().await;
    let id = insert(&app, "awa@exemple.km", "confirmed", "2026-01-01T00:00:00Z");
    let anonymous = app.new_client();
    let routes = [
        ("GET", SUBSCRIBERS.to_string()),
        ("GET", EXPORT.to_string()),
        ("POST", IMPORT.to_string()),
        ("DELETE", format!("{SUBSCRIBERS}/{id}")),
    ];
    for (who, client, expected) in [
        ("anonymous", anonymous, StatusCode::UNAUTHORIZED),
        ("promoter", app.client_as("promoter").await, StatusCode::FORBIDDEN),
        ("moderator", app.client_as("moderator").await, StatusCode::FORBIDDEN),
    ] {
        for (method, path) in &routes {
            let request = client.request(method.parse().unwrap(), app.url(path));
            let request = if *method == "POST" {
                request.multipart(import_form("email\nx@exemple.km\n", "consented", Some("oui")))
            } else {
                request
            };
            let status = request.send().await.unwrap().status();
            assert_eq!(status, expected, "{who} {method} {path}");
        }
    }
    assert_eq!(app.count("newsletter_subscribers"), 1, "nothing changed");
    let owner = app.client_as("super_admin").await;
    assert_eq!(owner.get(app.url(SUBSCRIBERS)).send().await.unwrap().status(), StatusCode::OK);
}

#[tokio::test]
async fn the_list_searches_filters_counts_and_pages_newest_first() {
    let app = TestApp::spawn().await;
    insert(&app, "awa@exemple.km", "confirmed", "2026-01-01T00:00:00Z");
    insert(&app, "Ali.Said@exemple.km", "unsubscribed", "2026-01-02T00:00:00Z");
    insert(&app, "zoe@ailleurs.km", "confirmed", "2026-01-03T00:00:00Z");
    for n in 0..22 {
        insert(&app, &format!("lecteur{n:02}@masse.km"), "pending", &format!("2026-02-{:02}T00:00:00Z", n + 1));
    }
    let owner = app.client_as("super_admin").await;

    let all = list(&app, &owner, "").await;
    assert_eq!(all["total"], 25);
    assert_eq!(all["counts"], serde_json::json!({"pending": 22, "confirmed": 2, "unsubscribed": 1, "rejected": 0}));
    assert_eq!(all["subscribers"].as_array().unwrap().len(), 20);
    assert_eq!(emails(&all)[0], "lecteur21@masse.km", "newest first");
    let second = list(&app, &owner, "?page=2").await;
    assert_eq!(
        emails(&second),
        ["lecteur01@masse.km", "lecteur00@masse.km", "zoe@ailleurs.km", "Ali.Said@exemple.km", "awa@exemple.km"]
    );

    let found = list(&app, &owner, "?q=ALI").await;
    assert_eq!(emails(&found), ["Ali.Said@exemple.km"], "case-insensitive, anywhere in the address");
    assert_eq!(found["total"], 1);
    assert_eq!(found["counts"]["pending"], 22, "the counts ignore the filter");
    let confirmed = list(&app, &owner, "?status=confirmed&q=exemple").await;
    assert_eq!(emails(&confirmed), ["awa@exemple.km"]);
    let row = &confirmed["subscribers"][0];
    assert_eq!(
        (row["status"].as_str(), row["lang"].as_str(), row["source"].as_str()),
        (Some("confirmed"), Some("fr"), Some("form"))
    );
    assert_eq!(row["confirmed_at"], "2026-01-01T00:00:00Z");
    let refused = owner.get(app.url(&format!("{SUBSCRIBERS}?status=perdu"))).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_export_is_a_csv_download_no_spreadsheet_runs() {
    let app = TestApp::spawn().await;
    insert(&app, "awa@exemple.km", "confirmed", "2026-01-01T00:00:00Z");
    insert(&app, "=cmd|' /C calc'!A0@exemple.km", "unsubscribed", "2026-01-02T00:00:00Z");
    app.db()
        .execute("UPDATE newsletter_subscribers SET consent = '@SUM(1+1)' WHERE email = 'awa@exemple.km'", [])
        .unwrap();
    let owner = app.client_as("super_admin").await;

    let response = owner.get(app.url(EXPORT)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
    let disposition = response.headers()["content-disposition"].to_str().unwrap().to_string();
    assert!(
        disposition.starts_with("attachment; filename=\"abonnes-tous-") && disposition.ends_with(".csv\""),
        "{disposition}"
    );
    let csv = response.text().await.unwrap();
    let lines: Vec<&str> = csv.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines[0], "email,status,lang,source,consent,created_at,confirmed_at,unsubscribed_at");
    assert_eq!(lines[1], "awa@exemple.km,confirmed,fr,form,'@SUM(1+1),2026-01-01T00:00:00Z,2026-01-01T00:00:00Z,");
    assert!(lines[2].starts_with("'=cmd|' /C calc'!A0@exemple.km,unsubscribed,"), "{}", lines[2]);
    assert_eq!(lines.len(), 3);

    let confirmed =
        owner.get(app.url(&format!("{EXPORT}?status=confirmed"))).send().await.unwrap().text().await.unwrap();
    assert_eq!(confirmed.lines().count(), 2, "{confirmed}");
}

#[tokio::test]
async fn a_confirm_import_mails_each_new_address_the_form_confirmation() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    app.db()
        .execute(
            r#"INSERT OR REPLACE INTO site_settings (key, value) VALUES ('languages', '{"en":true,"ar":false}')"#,
            [],
        )
        .unwrap();
    insert(&app, "parti@exemple.km", "unsubscribed", "2026-01-01T00:00:00Z");
    let owner = app.client_as("super_admin").await;

    let csv = "email,lang\nAwa@Exemple.km,en\nali@exemple.km,\nparti@exemple.km,fr\n";
    let (status, report) = import(&app, &owner, import_form(csv, "confirm", None)).await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!((report["added"].as_u64(), report["skipped"].as_u64()), (Some(2), Some(1)));

    let rows = list(&app, &owner, "?status=pending").await;
    assert_eq!(emails(&rows), ["ali@exemple.km", "awa@exemple.km"], "stored lower-cased, newest first");
    assert_eq!(rows["subscribers"][0]["source"], "import");
    let parti: String = app
        .db()
        .query_row("SELECT status FROM newsletter_subscribers WHERE email = 'parti@exemple.km'", [], |row| row.get(0))
        .unwrap();
    assert_eq!(parti, "unsubscribed", "an import re-subscribes nobody");

    let deadline = Instant::now() + Duration::from_secs(5);
    while sink.received().len() < 2 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mails = sink.received();
    assert_eq!(mails.len(), 2);
    let to_awa = mails.iter().find(|mail| mail.to == ["awa@exemple.km"]).expect("a mail to awa");
    assert!(to_awa.text().contains("https://exemple.km/en/newsletter/confirmation/"), "{}", to_awa.text());
    assert!(to_awa.header("List-Unsubscribe").is_some());
    let to_ali = mails.iter().find(|mail| mail.to == ["ali@exemple.km"]).expect("a mail to ali");
    let link = to_ali.text();
    let start = link.find("/newsletter/confirmation/").unwrap() + "/newsletter/confirmation/".len();
    let token: String = link[start..].chars().take_while(char::is_ascii_hexdigit).collect();
    let confirmed = app.post_json("/api/newsletter/confirm", &serde_json::json!({ "token": token })).await;
    assert_eq!(confirmed.status(), StatusCode::NO_CONTENT, "the imported address confirms as a form subscription");

    let header = to_awa.header("List-Unsubscribe").unwrap();
    let path = header.trim_matches(['<', '>']).strip_prefix("https://exemple.km").unwrap().to_string();
    let left = reqwest::Client::new().post(app.url(&path)).body("List-Unsubscribe=One-Click").send().await.unwrap();
    assert_eq!(left.status(), StatusCode::OK);
    let awa: String = app
        .db()
        .query_row("SELECT status FROM newsletter_subscribers WHERE email = 'awa@exemple.km'", [], |row| row.get(0))
        .unwrap();
    assert_eq!(awa, "unsubscribed", "the queued mail's own link unsubscribes");
    let sends: Value = owner.get(app.url("/api/admin/newsletter/sends")).send().await.unwrap().json().await.unwrap();
    assert_eq!(sends["sends"], serde_json::json!([]), "the owner's list shows articles' sends only");
}

#[tokio::test]
async fn a_consented_import_confirms_at_once_and_records_the_statement() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let owner = app.client_as("super_admin").await;

    let (status, refused) = import(&app, &owner, import_form("email\nawa@exemple.km\n", "consented", None)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(refused["error"]["fields"]["consent"].is_string(), "{refused}");

    let statement = "Inscrits au salon du livre avec leur accord écrit";
    let (status, report) =
        import(&app, &owner, import_form("email\nawa@exemple.km\nali@exemple.km\n", "consented", Some(statement)))
            .await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(report["added"], 2);
    let (state, source, consent, confirmed_at): (String, String, String, Option<String>) = app
        .db()
        .query_row(
            "SELECT status, source, consent, confirmed_at FROM newsletter_subscribers WHERE email = 'awa@exemple.km'",
            [],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
        )
        .unwrap();
    assert_eq!((state.as_str(), source.as_str()), ("confirmed", "import"));
    assert!(confirmed_at.is_some());
    assert!(consent.contains(statement) && consent.contains("lecteurs.csv"), "{consent}");
    assert!(consent.contains(&confirmed_at.unwrap()), "the date is recorded: {consent}");
    assert_eq!(app.count("newsletter_tokens"), 0);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(sink.received().is_empty(), "nothing is mailed to consented readers on import");
}

#[tokio::test]
async fn an_import_with_bad_lines_imports_nothing_and_lists_every_error() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let owner = app.client_as("super_admin").await;

    let csv =
        "email;lang\nawa@exemple.km;fr\npas-une-adresse;fr\nAWA@exemple.km;en\nali@exemple.km;de\nzoe@exemple.km;ar\n";
    let (status, report) = import(&app, &owner, import_form(csv, "confirm", None)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{report}");
    assert_eq!(report["added"], 0);
    let errors: Vec<(u64, &str, &str)> = report["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|error| {
            (error["line"].as_u64().unwrap(), error["email"].as_str().unwrap(), error["reason"].as_str().unwrap())
        })
        .collect();
    assert_eq!(
        errors,
        [
            (3, "pas-une-adresse", "Adresse invalide"),
            (4, "AWA@exemple.km", "En double dans le fichier (déjà à la ligne 2)"),
            (5, "ali@exemple.km", "Langue inconnue (fr, en ou ar attendu)"),
        ]
    );
    assert_eq!(app.count("newsletter_subscribers"), 0, "nothing is half-imported");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(sink.received().is_empty());

    let (status, refused) = import(&app, &owner, import_form("nom\nawa@exemple.km\n", "confirm", None)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(refused["error"]["fields"]["file"].as_str().unwrap().contains("email"), "{refused}");
    let too_big = "email\n".to_string() + &"x".repeat(3 * 1024 * 1024);
    let response = owner.post(app.url(IMPORT)).multipart(import_form(&too_big, "confirm", None)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn parallel_imports_of_one_file_add_each_address_once() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let owner = app.client_as("super_admin").await;
    let csv: String = std::iter::once("email".to_string())
        .chain((0..200).map(|n| format!("lecteur{n}@exemple.km")))
        .collect::<Vec<_>>()
        .join("\n");

    let imports: Vec<_> = (0..4)
        .map(|_| tokio::spawn(owner.post(app.url(IMPORT)).multipart(import_form(&csv, "confirm", None)).send()))
        .collect();
    let mut added = 0;
    for import in imports {
        let response = import.await.unwrap().unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let report: Value = response.json().await.unwrap();
        added += report["added"].as_u64().unwrap();
    }
    assert_eq!(added, 200, "each address added by one import only");
    assert_eq!(app.count("newsletter_subscribers"), 200);
    assert_eq!(app.count("newsletter_deliveries"), 200, "one confirmation mail queued per address");
    // A bound for a loaded machine, not a speed: the loop ends as soon as every mail is in.
    let deadline = Instant::now() + Duration::from_secs(60);
    while sink.received().len() < 200 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(sink.received().len(), 200, "one confirmation mail per address");
    assert_eq!(app.count("newsletter_tokens"), 200, "each link drawn as its mail left");
}

#[tokio::test]
async fn erasure_leaves_nothing_of_the_subscriber() {
    let sink = SmtpSink::start().await;
    let app = TestApp::mailing_to(&sink).await;
    let owner = app.client_as("super_admin").await;
    let (status, _) =
        import(&app, &owner, import_form("email\nawa@exemple.km\nali@exemple.km\n", "confirm", None)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sink.wait_for(2).await.len(), 2, "both links are drawn once mailed");
    let id: i64 = app
        .db()
        .query_row("SELECT id FROM newsletter_subscribers WHERE email = 'awa@exemple.km'", [], |row| row.get(0))
        .unwrap();

    let erased = owner.delete(app.url(&format!("{SUBSCRIBERS}/{id}"))).send().await.unwrap();
    assert_eq!(erased.status(), StatusCode::NO_CONTENT);
    let left: i64 = app
        .db()
        .query_row("SELECT count(*) FROM newsletter_subscribers WHERE email = 'awa@exemple.km'", [], |row| row.get(0))
        .unwrap();
    let links: i64 = app
        .db()
        .query_row("SELECT count(*) FROM newsletter_tokens WHERE subscriber_id = ?1", [id], |row| row.get(0))
        .unwrap();
    assert_eq!((left, links), (0, 0));
    assert_eq!(app.count("newsletter_tokens"), 1, "the other subscriber keeps his link");
    assert_eq!(app.count("newsletter_deliveries"), 1, "and the record of his mail");
    let again = owner.delete(app.url(&format!("{SUBSCRIBERS}/{id}"))).send().await.unwrap();
    assert_eq!(again.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_file_near_the_size_bound_imports_whole() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("super_admin").await;
    let lines: Vec<String> = (0..40_000).map(|n| format!("lecteur.numero.{n:05}@exemple-de-domaine.km,fr")).collect();
    let csv = format!("email,lang\n{}\n", lines.join("\n"));
    assert!(csv.len() > 1_800_000 && csv.len() < 2 * 1024 * 1024, "{} bytes", csv.len());

    let (status, report) = import(&app, &owner, import_form(&csv, "consented", Some("Accord écrit"))).await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(report["added"], 40_000);
    assert_eq!(list(&app, &owner, "?status=confirmed").await["total"], 40_000);
}

#[tokio::test]
async fn a_csv_body_imports_as_a_file_does() {
    let app = TestApp::spawn().await;
    let owner = app.client_as("super_admin").await;
    let response = owner
        .post(app.url(&format!("{IMPORT}?mode=consented&consent=Accord%20%C3%A9crit&name=liste.csv")))
        .header("content-type", "text/csv; charset=utf-8")
        .body("email\nawa@exemple.km\n")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let consent: String =
        app.db().query_row("SELECT consent FROM newsletter_subscribers", [], |row| row.get(0)).unwrap();
    assert!(consent.starts_with("Accord écrit") && consent.contains("liste.csv"), "{consent}");
}
