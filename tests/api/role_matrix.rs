//! Every non-public route called as anonymous, promoter, moderator and
//! super_admin. A route added to `src/http/mod.rs` must be added to this table.

use crate::common;

use common::TestApp;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

struct Case {
    method: Method,
    path: &'static str,
    body: Option<Value>,
    /// Expected status for anonymous, promoter, moderator, super_admin.
    expected: [u16; 4],
}

fn case(method: Method, path: &'static str, body: Option<Value>, expected: [u16; 4]) -> Case {
    Case { method, path, body, expected }
}

#[tokio::test]
async fn every_private_route_enforces_its_roles_on_the_server() {
    let app = TestApp::spawn().await;
    let target = app.create_user("cible@exemple.km", "mot de passe solide", "promoter");
    let users_path: &'static str = Box::leak(format!("/api/admin/users/{target}").into_boxed_str());
    let reset_link_path: &'static str = Box::leak(format!("/api/admin/users/{target}/reset-link").into_boxed_str());
    let invitation = json!({ "email": "invite@exemple.km", "full_name": "Invité", "role": "moderator" });
    let event_id: i64 = app.db().query_row("SELECT max(id) FROM timeline_events", [], |r| r.get(0)).unwrap();
    let event_path: &'static str = Box::leak(format!("/api/admin/timeline/{event_id}").into_boxed_str());
    let event = json!({ "date": "2024", "title": "Événement de test", "category": "Projets" });
    let post_id: i64 = app.db().query_row("SELECT max(id) FROM blog_posts", [], |r| r.get(0)).unwrap();
    let post_path: &'static str = Box::leak(format!("/api/admin/posts/{post_id}").into_boxed_str());
    let post = json!({ "title": "Matrice", "content_html": "<p>Texte</p>", "published_at": null });
    let owner = app.create_user("proprietaire@exemple.km", "mot de passe solide", "promoter");
    app.db()
        .execute(
            "INSERT INTO dossiers (id, title, description, promoter_id) VALUES (9001, 'Dossier', 'Texte', ?1)",
            [owner],
        )
        .unwrap();
    let settings: Value = app.get_json("/api/site").await.1["settings"].clone();
    let chat: Value = app.get_json("/api/chat").await.1["chat"].clone();
    let cases = [
        case(Method::GET, "/api/auth/me", None, [401, 200, 200, 200]),
        case(Method::GET, "/api/profile", None, [401, 200, 200, 200]),
        case(Method::POST, "/api/auth/confirm-email/resend", None, [401, 204, 204, 204]),
        case(Method::PUT, "/api/profile", Some(json!({ "full_name": "Nouveau nom" })), [401, 200, 200, 200]),
        case(
            Method::PUT,
            "/api/profile/password",
            Some(json!({ "current": "pas le bon", "new": "nouveau mot de passe" })),
            [401, 400, 400, 400],
        ),
        case(Method::POST, "/api/profile/avatar", None, [401, 415, 415, 415]),
        case(Method::GET, "/api/profile/two-factor", None, [401, 403, 200, 200]),
        case(Method::POST, "/api/profile/two-factor/setup", None, [401, 403, 200, 200]),
        case(Method::POST, "/api/profile/two-factor/confirm", Some(json!({ "code": "abc" })), [401, 403, 400, 400]),
        case(
            Method::POST,
            "/api/profile/two-factor/disable",
            Some(json!({ "password": "pas le bon", "code": "abc" })),
            [401, 403, 400, 400],
        ),
        case(
            Method::POST,
            "/api/profile/two-factor/recovery-codes",
            Some(json!({ "code": "abc" })),
            [401, 403, 409, 409],
        ),
        case(Method::POST, "/api/auth/login/2fa", Some(json!({ "code": "123456" })), [401, 401, 401, 401]),
        case(Method::GET, "/api/admin/security", None, [401, 403, 403, 200]),
        case(Method::PUT, "/api/admin/security", Some(json!({ "require_two_factor": false })), [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/users", None, [401, 403, 403, 200]),
        case(Method::POST, "/api/admin/users", Some(invitation), [401, 403, 403, 201]),
        case(Method::PATCH, users_path, Some(json!({ "role": "promoter" })), [401, 403, 403, 200]),
        case(Method::PATCH, users_path, Some(json!({ "full_name": "Cible", "active": true })), [401, 403, 403, 200]),
        case(Method::POST, reset_link_path, None, [401, 403, 403, 201]),
        case(Method::GET, "/api/admin/posts", None, [401, 403, 403, 200]),
        case(Method::POST, "/api/admin/posts", Some(post.clone()), [401, 403, 403, 201]),
        case(Method::GET, "/api/admin/tags", None, [401, 403, 403, 200]),
        case(Method::GET, post_path, None, [401, 403, 403, 200]),
        case(Method::PUT, post_path, Some(post), [401, 403, 403, 200]),
        case(Method::DELETE, post_path, None, [401, 403, 403, 204]),
        case(Method::POST, "/api/admin/posts/999999/translations", Some(json!({ "lang": "en" })), [401, 403, 403, 404]),
        case(Method::GET, "/api/admin/posts/999999/preview-link", None, [401, 403, 403, 404]),
        case(Method::DELETE, "/api/admin/posts/999999/pending", None, [401, 403, 403, 404]),
        case(Method::GET, "/api/admin/posts/999999/revisions", None, [401, 403, 403, 404]),
        case(Method::GET, "/api/admin/posts/999999/revisions/1", None, [401, 403, 403, 404]),
        case(Method::POST, "/api/admin/posts/999999/revisions/1/restore", None, [401, 403, 403, 404]),
        case(Method::POST, "/api/admin/posts/999999/preview-link", Some(json!({})), [401, 403, 403, 404]),
        case(Method::DELETE, "/api/admin/posts/999999/preview-link", None, [401, 403, 403, 404]),
        case(Method::POST, "/api/admin/uploads", None, [401, 403, 403, 415]),
        case(Method::GET, "/api/admin/media", None, [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/import", None, [401, 403, 403, 200]),
        case(Method::POST, "/api/admin/import", None, [401, 403, 403, 415]),
        case(Method::GET, "/api/admin/export", None, [401, 403, 403, 200]),
        case(Method::PATCH, "/api/admin/media/999999", Some(json!({ "alt_text": "" })), [401, 403, 403, 404]),
        case(Method::DELETE, "/api/admin/media/999999", None, [401, 403, 403, 404]),
        case(Method::GET, "/api/admin/stats", None, [401, 403, 200, 200]),
        case(Method::GET, "/api/admin/stats/report?from=2026-01-01&to=2026-01-31", None, [401, 403, 200, 200]),
        case(Method::GET, "/api/admin/stats/report.csv?from=2026-01-01&to=2026-01-31", None, [401, 403, 200, 200]),
        case(Method::GET, "/api/admin/getting-started", None, [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/messages", None, [401, 403, 200, 200]),
        case(Method::GET, "/api/admin/messages?unread=1", None, [401, 403, 200, 200]),
        case(Method::GET, "/api/admin/messages/unread", None, [401, 403, 200, 200]),
        case(Method::PATCH, "/api/admin/messages/999999", Some(json!({ "read": true })), [401, 403, 404, 404]),
        case(Method::DELETE, "/api/admin/messages/999999", None, [401, 403, 404, 404]),
        case(Method::GET, "/api/admin/settings", None, [401, 403, 403, 200]),
        case(Method::PUT, "/api/admin/settings", Some(settings), [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/content", None, [401, 403, 403, 200]),
        case(Method::PUT, "/api/admin/content", Some(json!({})), [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/chat", None, [401, 403, 403, 200]),
        case(Method::PUT, "/api/admin/chat", Some(chat), [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/legal/privacy", None, [401, 403, 403, 200]),
        case(
            Method::PUT,
            "/api/admin/legal/terms",
            Some(json!({ "content_html": "<p>Conditions</p>" })),
            [401, 403, 403, 200],
        ),
        case(Method::GET, "/api/admin/translations/en", None, [401, 403, 403, 200]),
        case(
            Method::PUT,
            "/api/admin/translations/en/content:home_cta",
            Some(json!({ "title": "Let's talk" })),
            [401, 403, 403, 200],
        ),
        case(Method::DELETE, "/api/admin/translations/ar/content:home_cta", None, [401, 403, 403, 204]),
        case(Method::GET, "/api/admin/newsletter/subscribers", None, [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/newsletter/subscribers/export", None, [401, 403, 403, 200]),
        case(Method::POST, "/api/admin/newsletter/subscribers/import", None, [401, 403, 403, 415]),
        case(Method::DELETE, "/api/admin/newsletter/subscribers/999999", None, [401, 403, 403, 404]),
        case(Method::GET, "/api/admin/newsletter/history", None, [401, 403, 403, 200]),
        case(Method::GET, "/api/admin/newsletter/sends", None, [401, 403, 403, 200]),
        case(Method::POST, "/api/admin/newsletter/sends", Some(json!({ "post_id": 999999 })), [401, 403, 403, 400]),
        case(Method::GET, "/api/admin/newsletter/sends/999999", None, [401, 403, 403, 404]),
        case(Method::POST, "/api/admin/newsletter/sends/999999/pause", None, [401, 403, 403, 404]),
        case(Method::POST, "/api/admin/newsletter/sends/999999/resume", None, [401, 403, 403, 404]),
        case(Method::POST, "/api/admin/newsletter/sends/999999/cancel", None, [401, 403, 403, 404]),
        case(Method::GET, "/api/admin/newsletter/preview/999999", None, [401, 403, 403, 404]),
        case(Method::GET, "/api/admin/timeline", None, [401, 403, 403, 200]),
        case(Method::POST, "/api/admin/timeline", Some(event.clone()), [401, 403, 403, 201]),
        case(Method::PUT, event_path, Some(event), [401, 403, 403, 200]),
        case(Method::DELETE, event_path, None, [401, 403, 403, 204]),
        case(Method::GET, "/api/dossiers", None, [401, 200, 200, 200]),
        case(Method::POST, "/api/dossiers", Some(json!({ "title": "t", "description": "d" })), [401, 201, 403, 403]),
        case(Method::GET, "/api/dossiers/9001", None, [401, 404, 200, 200]),
        case(Method::POST, "/api/dossiers/9001/read", None, [401, 404, 204, 204]),
        case(Method::PATCH, "/api/dossiers/9001", Some(json!({ "status": "processing" })), [401, 403, 200, 200]),
        case(Method::POST, "/api/dossiers/9001/messages", Some(json!({ "message": "Bonjour" })), [401, 404, 201, 201]),
        case(Method::POST, "/api/dossiers/9001/attachments", None, [401, 404, 415, 415]),
        case(Method::GET, "/api/dossiers/9001/attachments/1", None, [401, 404, 404, 404]),
        case(Method::POST, "/api/auth/logout", None, [204, 204, 204, 204]),
    ];
    let anonymous = app.new_client();
    let promoter = app.client_as("promoter").await;
    let moderator = app.client_as("moderator").await;
    let super_admin = app.client_as("super_admin").await;
    let mut failures = Vec::new();
    for case in &cases {
        for (who, client, expected) in [
            ("anonymous", &anonymous, case.expected[0]),
            ("promoter", &promoter, case.expected[1]),
            ("moderator", &moderator, case.expected[2]),
            ("super_admin", &super_admin, case.expected[3]),
        ] {
            if case.path == "/api/auth/logout" && who != "anonymous" {
                continue;
            }
            let mut request = client.request(case.method.clone(), app.url(case.path));
            if let Some(body) = &case.body {
                request = request.json(body);
            }
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            if status != expected {
                failures.push(format!("{} {} as {who}: expected {expected}, got {status}", case.method, case.path));
            }
            if status >= 400 {
                let body: Value = response.json().await.unwrap_or(Value::Null);
                if body["error"]["message"].as_str().is_none_or(str::is_empty) {
                    failures.push(format!("{} {} as {who}: no French error message", case.method, case.path));
                }
            }
        }
    }
    for (client, who) in [(&promoter, "promoter"), (&moderator, "moderator"), (&super_admin, "super_admin")] {
        let response = client.post(app.url("/api/auth/logout")).send().await.unwrap();
        if response.status() != StatusCode::NO_CONTENT {
            failures.push(format!("POST /api/auth/logout as {who}: got {}", response.status()));
        }
        let after = client.get(app.url("/api/auth/me")).send().await.unwrap();
        if after.status() != StatusCode::UNAUTHORIZED {
            failures.push(format!("{who} still signed in after logout"));
        }
    }
    assert!(failures.is_empty(), "role matrix failures:\n{}", failures.join("\n"));
}
