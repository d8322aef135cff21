//! The super_admin writing articles through the API, as the blog back-office does.

use serde_json::{Value, json};

use super::TestApp;

pub struct Editor {
    client: reqwest::Client,
}

impl Editor {
    pub async fn new(app: &TestApp) -> Editor {
        Editor { client: app.client_as("super_admin").await }
    }

    /// Creates (no `id`) or replaces an article; returns it as the API answers it.
    pub async fn save(&self, app: &TestApp, id: Option<i64>, body: Value) -> Value {
        let request = match id {
            None => self.client.post(app.url("/api/admin/posts")),
            Some(id) => self.client.put(app.url(&format!("/api/admin/posts/{id}"))),
        };
        let response = request.json(&body).send().await.unwrap();
        assert!(response.status().is_success(), "saving {body}: {}", response.status());
        response.json::<Value>().await.unwrap()["post"].clone()
    }

    /// Publishes an article dated in the past; returns its id.
    pub async fn publish(&self, app: &TestApp, title: &str, category: &str, body: &str) -> i64 {
        self.save(app, None, article(title, category, body, Some("2024-05-01T08:00:00Z"))).await["id"].as_i64().unwrap()
    }

    /// Publishes an article dated in the past in `lang` (`fr`, `en` or `ar`); returns its
    /// id. The language is written in the database, as the article API takes none, then
    /// the article is saved again unchanged, which mirrors it into the search index.
    pub async fn publish_in(&self, app: &TestApp, lang: &str, title: &str, category: &str, body: &str) -> i64 {
        let article = article(title, category, body, Some("2024-05-01T08:00:00Z"));
        let id = self.save(app, None, article.clone()).await["id"].as_i64().unwrap();
        app.db().execute("UPDATE blog_posts SET lang = ?1 WHERE id = ?2", rusqlite::params![lang, id]).unwrap();
        self.save(app, Some(id), article).await;
        id
    }

    pub async fn delete(&self, app: &TestApp, id: i64) {
        let response = self.client.delete(app.url(&format!("/api/admin/posts/{id}"))).send().await.unwrap();
        assert!(response.status().is_success());
    }
}

/// An article's body for the API: one paragraph, an excerpt from the title.
pub fn article(title: &str, category: &str, body: &str, published_at: Option<&str>) -> Value {
    json!({
        "title": title,
        "excerpt": format!("Résumé : {title}"),
        "category": category,
        "content_html": format!("<p>{body}</p>"),
        "published_at": published_at,
    })
}
