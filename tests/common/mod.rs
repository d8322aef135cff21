//! Starts the real application on 127.0.0.1:0 with a fresh data directory, and
//! gives tests a cookie-keeping HTTP client pointed at it.
#![allow(dead_code)]

use std::path::PathBuf;

use tempfile::TempDir;
use vitrine::{App, Config};

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub data_dir: PathBuf,
    _dir: TempDir,
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_with(|_| {}).await
    }

    pub async fn spawn_with(adjust: impl FnOnce(&mut Config)) -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut config = Config::for_data_dir(dir.path());
        adjust(&mut config);
        let app = App::build(config).await.expect("app builds");
        let base = format!("http://127.0.0.1:{}", app.port());
        tokio::spawn(app.run_until_stopped());
        let client = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        TestApp { base, client, data_dir: dir.path().to_path_buf(), _dir: dir }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request")
    }

    pub async fn get_json(&self, path: &str) -> (reqwest::StatusCode, serde_json::Value) {
        let response = self.get(path).await;
        let status = response.status();
        (status, response.json().await.expect("a JSON body"))
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.expect("request")
    }

    /// A direct connection to the app's database, to check what was stored.
    pub fn db(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(self.data_dir.join("vitrine.db")).expect("database")
    }

    pub fn count(&self, table: &str) -> i64 {
        self.db().query_row(&format!("SELECT count(*) FROM {table}"), [], |row| row.get(0)).expect("count")
    }
}
