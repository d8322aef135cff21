//! The contact inbox: read and archived states, the unread count behind the
//! badges, and new messages e-mailed to active staff without becoming a mail bomb.

use crate::common;

use common::TestApp;
use common::smtp::SmtpSink;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn write_in(app: &TestApp, from_ip: &str, name: &str, message: &str) -> i64 {
    let response = app
        .client
        .post(app.url("/api/contact"))
        .header("x-forwarded-for", from_ip)
        .json(&json!({ "name": name, "email": format!("{}@exemple.km", name.to_lowercase()), "message": message }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json::<Value>().await.unwrap()["contact_message"]["id"].as_i64().unwrap()
}

async fn send(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn ids(list: &Value) -> Vec<i64> {
    list["messages"].as_array().unwrap().iter().map(|message| message["id"].as_i64().unwrap()).collect()
}

async fn app_behind_proxy(smtp_url: Option<String>) -> TestApp {
    TestApp::spawn_with(move |config| {
        config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
        config.smtp_url = smtp_url;
        config.public_url = Some("https://exemple.km".into());
    })
    .await
}

#[tokio::test]
async fn messages_are_read_archived_and_counted_for_the_badges() {
    let app = app_behind_proxy(None).await;
    let first = write_in(&app, "203.0.113.1", "Awa", "Bonjour").await;
    let second = write_in(&app, "203.0.113.1", "Ali", "Une question").await;
    let third = write_in(&app, "203.0.113.1", "Zaina", "Un projet").await;
    let staff = app.client_as("moderator").await;
    let list = |query: &'static str| send(staff.get(app.url(&format!("/api/admin/messages{query}"))));
    // The dashboard's figure and the badge's own count agree whenever they are asked.
    let unread = || async {
        let from_stats = send(staff.get(app.url("/api/admin/stats"))).await.1["messages_unread"].clone();
        let (status, badge) = send(staff.get(app.url("/api/admin/messages/unread"))).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(badge, json!({ "unread": from_stats }), "the badge's count alone");
        from_stats
    };

    let (status, inbox) = list("").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids(&inbox), [third, second, first]);
    assert!(inbox["messages"].as_array().unwrap().iter().all(|m| m["read"] == false && m["archived"] == false));
    assert_eq!((inbox["unread"].as_i64(), unread().await.as_i64()), (Some(3), Some(3)));

    let mark = |id: i64, body: Value| send(staff.patch(app.url(&format!("/api/admin/messages/{id}"))).json(&body));
    let (status, read) = mark(first, json!({ "read": true })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((read["message"]["id"].as_i64(), read["message"]["read"].as_bool()), (Some(first), Some(true)));
    assert_eq!(read["message"]["contact"]["email"], "awa@exemple.km");
    let (_, waiting) = list("?unread=1").await;
    assert_eq!((ids(&waiting), waiting["unread"].as_i64()), (vec![third, second], Some(2)));
    assert_eq!(unread().await, 2);

    let (_, archived) = mark(second, json!({ "archived": true })).await;
    assert_eq!(
        (archived["message"]["archived"].as_bool(), archived["message"]["read"].as_bool()),
        (Some(true), Some(false))
    );
    assert_eq!(ids(&list("").await.1), [third, first], "archived messages leave the inbox");
    assert_eq!(ids(&list("?archived=1").await.1), [second]);
    assert_eq!(list("").await.1["unread"], 1, "an archived message waits for no one");
    mark(second, json!({ "archived": false, "read": true })).await;
    mark(first, json!({ "read": false })).await;
    assert_eq!(ids(&list("?unread=true").await.1), [third, first]);

    assert_eq!(mark(first, json!({})).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(mark(first, json!({ "read": "oui" })).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(mark(999_999, json!({ "read": true })).await.0, StatusCode::NOT_FOUND);
    assert_eq!(list("?unread=peut-etre").await.0, StatusCode::BAD_REQUEST);
    let deleted = staff.delete(app.url(&format!("/api/admin/messages/{third}"))).send().await.unwrap();
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert_eq!(list("").await.1["unread"], 1);
}

#[tokio::test]
async fn a_new_message_is_emailed_once_to_each_active_staff_member() {
    let sink = SmtpSink::start().await;
    let app = app_behind_proxy(Some(sink.url())).await;
    app.create_user("modo@exemple.km", "mot de passe solide", "moderator");
    app.create_user("chef@exemple.km", "mot de passe solide", "super_admin");
    app.create_user("awa@exemple.km", "mot de passe solide", "promoter");
    let gone = app.create_user("parti@exemple.km", "mot de passe solide", "moderator");
    app.db().execute("UPDATE users SET active = 0 WHERE id = ?1", [gone]).unwrap();

    write_in(&app, "203.0.113.1", "Zaina", "J'aimerais vous inviter à une conférence.\nÀ bientôt !").await;
    let mail = sink.wait_for(2).await;
    let mail_count = sink.settle().await.len();
    assert_eq!(mail_count, 2, "staff only, active only, one e-mail each");
    let mut recipients: Vec<&str> = mail.iter().map(|received| received.to[0].as_str()).collect();
    recipients.sort_unstable();
    assert_eq!(recipients, ["chef@exemple.km", "modo@exemple.km"]);
    let site = app.get_json("/api/site").await.1["settings"]["seo"]["title"].as_str().unwrap().to_string();
    assert_eq!(mail[0].subject(), format!("Nouveau message de Zaina — {site}"));
    assert_eq!(mail[0].header("Reply-To").as_deref(), Some("zaina@exemple.km"));
    let text = mail[0].text();
    assert!(text.contains("Zaina (zaina@exemple.km) vous a écrit"), "{text}");
    assert!(text.contains("J'aimerais vous inviter à une conférence.\nÀ bientôt !"), "{text}");
    assert!(text.contains("https://exemple.km/admin/messages"), "{text}");
    let html = mail[0].html();
    assert!(html.contains("J&#39;aimerais vous inviter à une conférence.<br>À bientôt !"), "{html}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_flood_of_messages_is_stored_and_only_the_budget_is_emailed_one_by_one() {
    let sink = SmtpSink::start().await;
    let app = app_behind_proxy(Some(sink.url())).await;
    app.create_user("modo@exemple.km", "mot de passe solide", "moderator");
    let senders = (0..15).map(|i| {
        let request =
            app.client.post(app.url("/api/contact")).header("x-forwarded-for", format!("198.51.100.{i}")).json(
                &json!({ "name": format!("Robot {i}"), "email": format!("robot{i}@exemple.km"), "message": "Promo !" }),
            );
        tokio::spawn(async move { request.send().await.unwrap().status() })
    });
    for sender in senders.collect::<Vec<_>>() {
        assert_eq!(sender.await.unwrap(), StatusCode::CREATED);
    }
    assert_eq!(app.count("contact_messages"), 15, "every message reaches the inbox");
    let budget = 5; // STAFF_MAIL_BUDGET
    sink.wait_for(budget).await;
    assert_eq!(sink.settle().await.len(), budget, "the moderator's hourly budget of single e-mails");
    let waiting: i64 = app
        .db()
        .query_row(
            "SELECT count(*) FROM staff_mails s JOIN users u ON u.id = s.user_id
             WHERE s.digest_due_at IS NOT NULL AND u.email = 'modo@exemple.km'",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(waiting, 15 - budget as i64, "the others wait for the moderator's digest");
}
