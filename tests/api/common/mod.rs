//! Starts the real application on 127.0.0.1:0 with a fresh data directory, and
//! gives tests a cookie-keeping HTTP client pointed at it.
#![allow(dead_code)]

pub mod editor;
#[path = "../../../src/test_images.rs"]
pub mod images;
pub mod process;
pub mod smtp;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use tempfile::TempDir;
use vitrine::{App, Config};

fn uuid_like() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!("{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub data_dir: PathBuf,
    dir: TempDir,
    config: Config,
    stop: tokio::sync::oneshot::Sender<()>,
    server: tokio::task::JoinHandle<anyhow::Result<()>>,
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_with(|_| {}).await
    }

    pub async fn spawn_with(adjust: impl FnOnce(&mut Config)) -> TestApp {
        Self::spawn_in(tempfile::tempdir().expect("temp dir"), adjust).await
    }

    async fn spawn_in(dir: TempDir, adjust: impl FnOnce(&mut Config)) -> TestApp {
        let mut config = Config::for_data_dir(dir.path());
        adjust(&mut config);
        let client = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        Self::serve(dir, config, client).await
    }

    async fn serve(dir: TempDir, config: Config, client: reqwest::Client) -> TestApp {
        let app = App::build(config.clone()).await.expect("app builds");
        let base = format!("http://127.0.0.1:{}", app.port());
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(app.run_until(async {
            let _ = stopped.await;
        }));
        TestApp { base, client, data_dir: config.data_dir.clone(), dir, config, stop, server }
    }

    /// Stops the server and starts a new one on the same data, keeping the client and its cookies.
    pub async fn restart(self) -> TestApp {
        self.restart_after(|_| {}).await
    }

    /// Like `restart`, calling `meanwhile` with the data directory while no server runs.
    pub async fn restart_after(self, meanwhile: impl FnOnce(&Path)) -> TestApp {
        let TestApp { dir, config, client, stop, server, .. } = self;
        let _ = stop.send(());
        server.await.expect("server task").expect("server stops cleanly");
        meanwhile(&config.data_dir);
        Self::serve(dir, config, client).await
    }

    /// The server's clock: `advance` it to reach a scheduled time without waiting.
    pub fn clock(&self) -> &vitrine::clock::Clock {
        &self.config.clock
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request")
    }

    /// A POST of `body` as a browser sends it from the site's own pages (its `Origin`).
    pub async fn post_from_site(&self, path: &str, content_type: &str, body: &str) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .header("content-type", content_type)
            .header("origin", &self.base)
            .body(body.to_string())
            .send()
            .await
            .expect("request")
    }

    pub async fn get_json(&self, path: &str) -> (reqwest::StatusCode, serde_json::Value) {
        let response = self.get(path).await;
        let status = response.status();
        (status, response.json().await.expect("a JSON body"))
    }

    /// The JSON `client` reads at `path`.
    pub async fn json_as(&self, client: &reqwest::Client, path: &str) -> serde_json::Value {
        client.get(self.url(path)).send().await.expect("request").json().await.expect("a JSON body")
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.expect("request")
    }

    /// A fresh client with its own cookie jar (another browser).
    pub fn new_client(&self) -> reqwest::Client {
        reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client")
    }

    /// Creates an account with `role` straight in the database.
    pub fn create_user(&self, email: &str, password: &str, role: &str) -> i64 {
        let hash = vitrine::auth::password::hash(password).expect("hash");
        let conn = self.db();
        conn.execute(
            "INSERT INTO users (email, password_hash, full_name, role) VALUES (?1, ?2, ?3, ?4)",
            rusqlite::params![email, hash, format!("Compte {role}"), role],
        )
        .expect("insert user");
        conn.last_insert_rowid()
    }

    /// Logs `client` in; panics unless the server accepts.
    pub async fn login(&self, client: &reqwest::Client, email: &str, password: &str) {
        let response = client
            .post(self.url("/api/auth/login"))
            .json(&serde_json::json!({ "email": email, "password": password }))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), reqwest::StatusCode::OK, "login of {email}");
    }

    /// A new client signed in as a new account of `role`.
    pub async fn client_as(&self, role: &str) -> reqwest::Client {
        let email = format!("{role}-{}@exemple.km", uuid_like());
        self.create_user(&email, "mot de passe de test", role);
        let client = self.new_client();
        self.login(&client, &email, "mot de passe de test").await;
        client
    }

    /// Publishes, as `admin`, a short article titled `title` (dated 2020); panics unless created.
    pub async fn publish(&self, admin: &reqwest::Client, title: &str) -> serde_json::Value {
        let post = serde_json::json!({
            "title": title,
            "excerpt": "Notes.",
            "content_html": "<p>Texte.</p>",
            "category": "Carnets",
            "published_at": "2020-01-01T00:00:00Z",
        });
        let response = admin.post(self.url("/api/admin/posts")).json(&post).send().await.expect("request");
        assert_eq!(response.status(), reqwest::StatusCode::CREATED, "publishing {title}");
        response.json::<serde_json::Value>().await.expect("a post")["post"].clone()
    }

    /// An application that mails through `sink`, its links on `https://exemple.km`.
    pub async fn mailing_to(sink: &smtp::SmtpSink) -> TestApp {
        TestApp::mailing_to_with(sink, |_| {}).await
    }

    /// The same, trusting 127.0.0.1 as a proxy, so tests can give each request its own
    /// visitor address through `X-Forwarded-For`.
    pub async fn mailing_behind_local_proxy(sink: &smtp::SmtpSink) -> TestApp {
        TestApp::mailing_to_with(sink, |config| config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()]).await
    }

    /// The same, with more settings.
    pub async fn mailing_to_with(sink: &smtp::SmtpSink, adjust: impl FnOnce(&mut Config)) -> TestApp {
        let url = sink.url();
        TestApp::spawn_with(move |config| {
            config.smtp_url = Some(url);
            config.public_url = Some("https://exemple.km".into());
            adjust(config);
        })
        .await
    }

    /// A direct connection to the app's database, to check what was stored.
    pub fn db(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(self.data_dir.join("vitrine.db")).expect("database")
    }

    pub fn count(&self, table: &str) -> i64 {
        self.db().query_row(&format!("SELECT count(*) FROM {table}"), [], |row| row.get(0)).expect("count")
    }
}

/// Runs the `vitrine` binary on `data` with `args`, feeding `stdin`, with `env` set
/// and the caller's own `VITRINE_PUBLIC_URL` and `VITRINE_ADDR` left out.
pub fn vitrine_cli(data: &Path, args: &[&str], stdin: Option<&str>, env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_vitrine"));
    command
        .arg("--data")
        .arg(data)
        .args(args)
        .env_remove("VITRINE_PUBLIC_URL")
        .env_remove("VITRINE_ADDR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("the binary starts");
    if let Some(input) = stdin {
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}
