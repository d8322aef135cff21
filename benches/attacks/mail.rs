//! The rows that need a mail server (a local sink that keeps every message): how
//! many e-mails a promoter's burst of messages sends to staff, and whether a
//! sign-up with someone else's address keeps it from its owner.

use std::sync::Arc;
use std::time::Duration;

use serde_json::json;

// Shared with the tests, which use more of it than this benchmark does.
#[allow(dead_code)]
#[path = "../../tests/api/common/smtp.rs"]
mod smtp;

pub use smtp::SmtpSink;

/// The confirmation token mailed to `email`, once it arrives.
async fn mailed_token(sink: &SmtpSink, email: &str) -> String {
    for _ in 0..100 {
        let found = sink.received().into_iter().rev().find(|mail| mail.to.iter().any(|to| to.contains(email)));
        if let Some(token) = found.and_then(|mail| {
            let text = mail.text();
            let start = text.find("/confirmer-adresse/")? + "/confirmer-adresse/".len();
            Some(text[start..].chars().take_while(char::is_ascii_alphanumeric).collect::<String>())
        }) {
            return token;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no confirmation mail for {email}");
}

/// A self-registered promoter who confirmed the address, and its cookie.
async fn confirmed_promoter(base: &str, sink: &SmtpSink, email: &str) -> String {
    let client = reqwest::Client::new();
    let account = json!({ "email": email, "password": "mot de passe", "full_name": "Mesure" });
    let _ = client.post(format!("{base}/api/auth/register")).json(&account).send().await.unwrap();
    let token = mailed_token(sink, email).await;
    let _ =
        client.post(format!("{base}/api/auth/confirm-email")).json(&json!({ "token": token })).send().await.unwrap();
    let login = client.post(format!("{base}/api/auth/login")).json(&account).send().await.unwrap();
    login.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string()
}

/// Row 7: two invitations nobody accepted, then a promoter's dossier and ten messages at once.
pub async fn message_burst(base: String, sink: Arc<SmtpSink>) -> String {
    let admin = (super::ADMIN_EMAIL, super::ADMIN_PASSWORD);
    let staff = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let login = json!({ "email": admin.0, "password": admin.1 });
    let _ = staff.post(format!("{base}/api/auth/login")).json(&login).send().await.unwrap();
    for n in 0..2 {
        let invitation =
            json!({ "email": format!("invite{n}@exemple.km"), "full_name": "Invité", "role": "moderator" });
        let _ = staff.post(format!("{base}/api/admin/users")).json(&invitation).send().await.unwrap();
    }
    let cookie = confirmed_promoter(&base, &sink, "rafale@exemple.km").await;
    let client = reqwest::Client::new();
    let dossier = json!({ "title": "Rafale", "description": "Dix messages" });
    let created =
        client.post(format!("{base}/api/dossiers")).header("cookie", &cookie).json(&dossier).send().await.unwrap();
    let id = created.json::<serde_json::Value>().await.unwrap()["dossier"]["id"].as_i64().unwrap();
    let before = sink.received().len();
    let sends = (0..10).map(|n| {
        let (client, cookie) = (client.clone(), cookie.clone());
        let url = format!("{base}/api/dossiers/{id}/messages");
        async move {
            let body = json!({ "message": format!("Message {n}") });
            client.post(url).header("cookie", cookie).json(&body).send().await.map(|r| r.status().as_u16()).unwrap_or(0)
        }
    });
    let statuses = super::futures_join(sends).await;
    let mails = sink.settle().await;
    let to_admin = mails[before..].iter().filter(|mail| mail.to.iter().any(|to| to.contains(admin.0))).count();
    let to_invitees = mails[before..].iter().filter(|mail| mail.to.iter().any(|to| to.contains("invite"))).count();
    format!(
        "{}; {to_admin} e-mails to the admin (the rest wait for the hour's digest), {to_invitees} to the 2 invitees",
        super::raw::tally(statuses.iter().map(u16::to_string).collect())
    )
}

/// Row 11: someone signs up with another person's address; then the owner does.
pub async fn borrowed_address(base: String, sink: Arc<SmtpSink>) -> String {
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let squatter = json!({ "email": "proprietaire@exemple.km", "password": "pas le sien", "full_name": "Usurpateur" });
    let signed_up = client.post(format!("{base}/api/auth/register")).json(&squatter).send().await.unwrap().status();
    let _ = client.post(format!("{base}/api/auth/login")).json(&squatter).send().await.unwrap();
    let dossier = json!({ "title": "Usurpé", "description": "Sans confirmation" });
    let submitted = client.post(format!("{base}/api/dossiers")).json(&dossier).send().await.unwrap().status();
    let owner =
        json!({ "email": "proprietaire@exemple.km", "password": "le vrai mot de passe", "full_name": "Propriétaire" });
    let owner_signs_up =
        reqwest::Client::new().post(format!("{base}/api/auth/register")).json(&owner).send().await.unwrap().status();
    let token = mailed_token(&sink, "proprietaire@exemple.km").await;
    let _ = reqwest::Client::new()
        .post(format!("{base}/api/auth/confirm-email"))
        .json(&json!({ "token": token }))
        .send()
        .await
        .unwrap();
    let owner_login =
        reqwest::Client::new().post(format!("{base}/api/auth/login")).json(&owner).send().await.unwrap().status();
    let squatter_login =
        reqwest::Client::new().post(format!("{base}/api/auth/login")).json(&squatter).send().await.unwrap().status();
    format!(
        "squatter: sign-up {}, dossier {}; owner: sign-up {}, sign-in after confirming {}; squatter's password then {}",
        signed_up.as_u16(),
        submitted.as_u16(),
        owner_signs_up.as_u16(),
        owner_login.as_u16(),
        squatter_login.as_u16()
    )
}
