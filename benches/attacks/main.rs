//! The attack benchmark: each row of the hardening table run against the real
//! release binary, one fresh server per row, with a visitor from another address
//! probing `/healthz` and `/` throughout. Prints the attack's answers, peak and
//! settled resident memory, and whether the site stayed reachable.
//! Run with `cargo bench --bench attacks`; the README quotes its table.

mod backups;
mod mail;
mod probe;
mod raw;

use std::time::{Duration, Instant};

use serde_json::json;

#[path = "../../tests/api/common/process.rs"]
mod process;

use probe::Probe;
use process::ServerProcess;
use raw::tally;

const ADMIN_EMAIL: &str = "mesure@exemple.km";
const ADMIN_PASSWORD: &str = "mot de passe de mesure";
/// The bounds: an attack may not push RSS past this, and it must fall under the other within 30 s.
const SETTLED_TARGET_MB: f64 = 80.0;
const SETTLE_LIMIT: Duration = Duration::from_secs(30);

struct Row {
    scenario: &'static str,
    outcome: String,
    peak_mb: f64,
    settled_mb: f64,
    settled_in: Duration,
    reachable: String,
}

fn start(data: &std::path::Path) -> ServerProcess {
    start_with(data, &[])
}

fn start_with(data: &std::path::Path, more: &[(&str, &str)]) -> ServerProcess {
    let mut env = vec![("VITRINE_ADMIN_EMAIL", ADMIN_EMAIL), ("VITRINE_ADMIN_PASSWORD", ADMIN_PASSWORD)];
    env.extend_from_slice(more);
    ServerProcess::start(env!("CARGO_BIN_EXE_vitrine").as_ref(), data, &env)
}

/// Runs `attack` against a fresh server with the probe on, then waits for memory to settle.
async fn measure<F, Fut>(scenario: &'static str, attack: F) -> Row
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = String>,
{
    measure_on(scenario, &[], attack).await
}

/// `measure` with the server sending mail to a local sink, which `attack` also gets.
async fn measure_with_mail<F, Fut>(scenario: &'static str, attack: F) -> Row
where
    F: FnOnce(String, std::sync::Arc<mail::SmtpSink>) -> Fut,
    Fut: Future<Output = String>,
{
    let sink = std::sync::Arc::new(mail::SmtpSink::start().await);
    let url = sink.url();
    measure_on(scenario, &[("VITRINE_SMTP_URL", &url)], |base| attack(base, sink)).await
}

async fn measure_on<F, Fut>(scenario: &'static str, env: &[(&str, &str)], attack: F) -> Row
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = String>,
{
    let data = tempfile::tempdir().expect("temp dir");
    let server = start_with(data.path(), env);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let probe = Probe::start(server.base.clone());
    let outcome = attack(server.base.clone()).await;
    let reachable = probe.stop().await;
    let peak_mb = server.peak_rss_mb();
    let settling = Instant::now();
    let settled_mb = server.settle_rss_mb(SETTLED_TARGET_MB, SETTLE_LIMIT);
    println!("{scenario}: {outcome}; peak {peak_mb:.0} MB; {reachable}");
    Row { scenario, outcome, peak_mb, settled_mb, settled_in: settling.elapsed(), reachable }
}

/// A promoter registered through the site, as anyone can, and its session cookie.
async fn self_registered(base: &str, email: &str) -> String {
    let client = reqwest::Client::new();
    let account = json!({ "email": email, "password": "mot de passe", "full_name": "Mesure" });
    let registered = client.post(format!("{base}/api/auth/register")).json(&account).send().await.unwrap();
    assert!(registered.status().is_success(), "registration: {}", registered.status());
    let login = client.post(format!("{base}/api/auth/login")).json(&account).send().await.unwrap();
    let cookie = login.headers()["set-cookie"].to_str().unwrap();
    cookie.split(';').next().unwrap().to_string()
}

async fn new_dossier(base: &str, cookie: &str) -> i64 {
    let response = reqwest::Client::new()
        .post(format!("{base}/api/dossiers"))
        .header("cookie", cookie)
        .json(&json!({ "title": "Mesure", "description": "Un dossier de mesure" }))
        .send()
        .await
        .unwrap();
    response.json::<serde_json::Value>().await.unwrap()["dossier"]["id"].as_i64().unwrap()
}

/// Row 1: one address opens 520 connections, each announcing a 100-byte body and sending one byte.
async fn stalled_small_bodies(base: String) -> String {
    let head =
        b"POST /api/contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{";
    let attacks =
        (0..520).map(|_| raw::hold(base.clone(), [127, 0, 0, 5], head.to_vec(), Vec::new(), Duration::from_secs(25)));
    tally(futures_join(attacks).await)
}

/// Row 2: a self-registered promoter starts 80 uploads of 20 MB and stalls each 10 bytes short.
async fn stalled_uploads(base: String) -> String {
    let cookie = self_registered(&base, "televerse@exemple.km").await;
    let id = new_dossier(&base, &cookie).await;
    let file_length = 20 * 1024 * 1024 - 1024;
    let envelope_head = "--LIMITE\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\
                         Content-Type: application/pdf\r\n\r\n";
    let envelope_tail = "\r\n--LIMITE--\r\n";
    let length = envelope_head.len() + file_length + envelope_tail.len();
    let head = format!(
        "POST /api/dossiers/{id}/attachments HTTP/1.1\r\nHost: t\r\nCookie: {cookie}\r\n\
         Content-Type: multipart/form-data; boundary=LIMITE\r\nContent-Length: {length}\r\n\r\n{envelope_head}%PDF-1.4\n"
    );
    let body = vec![b' '; length - envelope_head.len() - 9 - 10];
    let attacks = (0..80).map(|n| {
        raw::hold(
            base.clone(),
            [127, 0, 1, (n % 3) as u8 + 1],
            head.clone().into_bytes(),
            body.clone(),
            Duration::from_secs(25),
        )
    });
    tally(futures_join(attacks).await)
}

/// Row 3: the same promoter opens 40 downloads of its own 20 MB attachment and reads nothing.
async fn unread_downloads(base: String) -> String {
    let cookie = self_registered(&base, "telecharge@exemple.km").await;
    let id = new_dossier(&base, &cookie).await;
    let mut document = b"%PDF-1.4\n".to_vec();
    document.resize(20 * 1024 * 1024 - 16, b' ');
    document.extend_from_slice(b"\n%%EOF\n");
    let form =
        reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(document).file_name("plan.pdf"));
    let uploaded = reqwest::Client::new()
        .post(format!("{base}/api/dossiers/{id}/attachments"))
        .header("cookie", &cookie)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let attachment = uploaded.json::<serde_json::Value>().await.unwrap()["attachment"]["id"].as_i64().unwrap();
    let request =
        format!("GET /api/dossiers/{id}/attachments/{attachment} HTTP/1.1\r\nHost: t\r\nCookie: {cookie}\r\n\r\n");
    let attacks = (0..40).map(|n| {
        raw::unread(base.clone(), [127, 0, 2, (n % 2) as u8 + 1], request.clone().into_bytes(), Duration::from_secs(45))
    });
    tally(futures_join(attacks).await)
}

/// Row 4: no account, 500 connections each sending a 1 MB JSON body and stalling before its end.
async fn stalled_large_json(base: String, addresses: u8) -> String {
    let head = format!(
        "POST /api/auth/register HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        1024 * 1024
    );
    let mut body = b"{\"email\":\"".to_vec();
    body.resize(1024 * 1024 - 100, b'a');
    let attacks = (0..500u32).map(|n| {
        raw::hold(
            base.clone(),
            [127, 0, 3, (n % u32::from(addresses)) as u8 + 1],
            head.clone().into_bytes(),
            body.clone(),
            Duration::from_secs(25),
        )
    });
    tally(futures_join(attacks).await)
}

/// Row 10: 200 parallel spellings of pages that already exist, then the cache's entries.
async fn cache_key_variants(base: String) -> String {
    let client = reqwest::Client::new();
    let entries = |client: reqwest::Client, base: String| async move {
        let health: serde_json::Value =
            client.get(format!("{base}/healthz")).send().await.unwrap().json().await.unwrap();
        health["cache"]["entries"].as_u64().unwrap_or(0)
    };
    for path in ["/sitemaps/1.xml", "/api/posts?page=1", "/api/posts"] {
        let _ = client.get(format!("{base}{path}")).send().await;
    }
    let before = entries(client.clone(), base.clone()).await;
    let started = Instant::now();
    let variants = (0..200).map(|n| {
        let path = match n % 4 {
            0 => format!("/sitemaps/{}1.xml", "0".repeat(n / 4 + 1)),
            1 => format!("/sitemaps/+{}.xml", 1),
            2 => format!("/api/posts?page={}1", "0".repeat(n / 4 + 1)),
            _ => format!("/api/posts?page=1&x{n}=1"),
        };
        // Ten addresses, each within its share of connections: the cache, not the connection cap, is measured.
        let client = reqwest::Client::builder()
            .local_address(std::net::IpAddr::from([127, 0, 4, (n % 10) as u8 + 1]))
            .build()
            .unwrap();
        let url = format!("{base}{path}");
        async move { client.get(url).send().await.map(|response| response.status().as_u16()).unwrap_or(0) }
    });
    let statuses = futures_join(variants).await;
    let seconds = started.elapsed().as_secs_f64();
    let after = entries(client, base).await;
    format!(
        "{}; cache entries {before} → {after}; {:.0} req/s",
        tally(statuses.iter().map(u16::to_string).collect()),
        200.0 / seconds
    )
}

/// Row 8: names a self-registered account may choose, read back as the back-office shows them.
async fn hostile_names(base: String) -> String {
    let mut shown = Vec::new();
    for (n, name) in ["Admin\u{202E}\u{2066} (super_admin)", "Nul\0 CR\r\nLF", "Zéro\u{200B}largeur"].iter().enumerate()
    {
        let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
        let account = json!({ "email": format!("nom{n}@exemple.km"), "password": "mot de passe", "full_name": name });
        let _ = client.post(format!("{base}/api/auth/register")).json(&account).send().await.unwrap();
        let _ = client.post(format!("{base}/api/auth/login")).json(&account).send().await.unwrap();
        let me: serde_json::Value =
            client.get(format!("{base}/api/auth/me")).send().await.unwrap().json().await.unwrap();
        shown.push(format!("{:?}", me["user"]["full_name"].as_str().unwrap_or("?")));
    }
    format!("stored as {}", shown.join(", "))
}

/// Row 9: does saving a scheduled post change what a typo finds?
async fn typo_leak(base: String) -> String {
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let login = json!({ "email": ADMIN_EMAIL, "password": ADMIN_PASSWORD });
    let _ = client.post(format!("{base}/api/auth/login")).json(&login).send().await.unwrap();
    let hits = |client: reqwest::Client, base: String| async move {
        let found: serde_json::Value =
            client.get(format!("{base}/api/search?q=mohelu")).send().await.unwrap().json().await.unwrap();
        found["total"].as_u64().unwrap_or(0)
    };
    let before = hits(client.clone(), base.clone()).await;
    let published_at = (time::OffsetDateTime::now_utc() + time::Duration::days(5))
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap();
    let post = json!({
        "title": "Mohelu, annonce à venir",
        "excerpt": "Un article programmé.",
        "category": "Innovation",
        "content_html": "<p>mohelu</p>",
        "content_json": "{\"root\":{}}",
        "published_at": published_at,
    });
    let saved = client.post(format!("{base}/api/admin/posts")).json(&post).send().await.unwrap().status();
    let after = hits(client, base).await;
    format!("scheduled post {saved}; « mohelu » finds {before} → {after}")
}

/// Runs futures concurrently and gathers their outputs.
async fn futures_join<T: Send + 'static>(
    tasks: impl Iterator<Item = impl Future<Output = T> + Send + 'static>,
) -> Vec<T> {
    let handles: Vec<_> = tasks.map(tokio::spawn).collect();
    let mut outputs = Vec::new();
    for handle in handles {
        outputs.push(handle.await.expect("attack task"));
    }
    outputs
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    let rows = runtime.block_on(async {
        vec![
            measure("idle (demo content, no request)", |_| async { "—".to_string() }).await,
            measure("1. 520 connections from one address, 1 of 100 body bytes sent", stalled_small_bodies).await,
            measure("2. promoter: 80 uploads of 20 MB stalled 10 bytes short (3 addresses)", stalled_uploads).await,
            measure("3. promoter: 40 downloads of its 20 MB attachment, never read", unread_downloads).await,
            measure("4. no account: 500 × 1 MB JSON bodies, stalled, one address", |base| stalled_large_json(base, 1))
                .await,
            measure("4. no account: 500 × 1 MB JSON bodies, stalled, 50 addresses", |base| {
                stalled_large_json(base, 50)
            })
            .await,
            measure_with_mail(
                "7. a promoter's dossier then 10 messages at once; 2 invitees never accepted",
                mail::message_burst,
            )
            .await,
            measure("8. self-registered names with bidi, NUL, CR/LF, zero-width characters", hostile_names).await,
            measure("9. a typo search after a scheduled post is saved", typo_leak).await,
            measure("10. 200 parallel non-canonical URLs of cached answers", cache_key_variants).await,
            measure_with_mail("11. a sign-up with someone else's address, then its owner's", mail::borrowed_address)
                .await,
        ]
    });
    println!();
    println!("| attack | what the attacker got | peak RSS MB | settled MB (time) | site for others |");
    println!("|---|---|---:|---:|---|");
    for row in rows {
        println!(
            "| {} | {} | {:.0} | {:.0} ({:.0} s) | {} |",
            row.scenario,
            row.outcome,
            row.peak_mb,
            row.settled_mb,
            row.settled_in.as_secs_f64(),
            row.reachable
        );
    }
    hostile_backups(&runtime);
}

/// Writes one hostile archive at the given path.
type Builder<'a> = Box<dyn Fn(&std::path::Path) + 'a>;

/// Rows 5 and 6: `vitrine restore` of backups edited or built to harm.
fn hostile_backups(runtime: &tokio::runtime::Runtime) {
    let work = tempfile::tempdir().expect("temp dir");
    let data = work.path().join("site");
    let genuine = work.path().join("genuine.tar.gz");
    {
        let server = start(&data);
        runtime.block_on(async {
            let cookie = self_registered(&server.base, "sauvegarde@exemple.km").await;
            let id = new_dossier(&server.base, &cookie).await;
            let form = reqwest::multipart::Form::new()
                .part("file", reqwest::multipart::Part::bytes(b"%PDF-1.4\n%%EOF\n".to_vec()).file_name("plan.pdf"));
            let uploaded = reqwest::Client::new()
                .post(format!("{}/api/dossiers/{id}/attachments", server.base))
                .header("cookie", &cookie)
                .multipart(form)
                .send()
                .await
                .unwrap();
            assert!(uploaded.status().is_success());
        });
        let made = std::process::Command::new(env!("CARGO_BIN_EXE_vitrine"))
            .args(["--data", &data.to_string_lossy(), "backup", &genuine.to_string_lossy()])
            .output()
            .expect("backup runs");
        assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    }
    let cases: [(&str, Builder<'_>); 6] = [
        ("genuine backup", Box::new(|at| drop(std::fs::copy(&genuine, at)))),
        (
            "5. a trigger copying new session ids into public content",
            Box::new(|at| {
                backups::tampered(
                    &genuine,
                    at,
                    "CREATE TRIGGER planted AFTER INSERT ON sessions BEGIN UPDATE site_content SET content_value = json_object('title', NEW.id) WHERE content_key = 'home_hero'; END;",
                );
            }),
        ),
        (
            "5. attachment stored as ../vitrine.db",
            Box::new(|at| {
                backups::tampered(&genuine, at, "UPDATE dossier_attachments SET stored_name = '../vitrine.db';");
            }),
        ),
        (
            "5. attachment stored as /proc/self/environ",
            Box::new(|at| {
                backups::tampered(&genuine, at, "UPDATE dossier_attachments SET stored_name = '/proc/self/environ';");
            }),
        ),
        ("6. an archive that unpacks to 2.1 GiB", Box::new(|at| backups::bomb(&genuine, at, 2_100 * 1024 * 1024))),
        ("6. 200,000 empty entries", Box::new(|at| backups::many_entries(&genuine, at, 200_000))),
    ];
    println!();
    println!("| backup restored | archive | outcome | s | peak RSS MB |");
    println!("|---|---:|---|---:|---:|");
    for (n, (case, build)) in cases.iter().enumerate() {
        let archive = work.path().join(format!("case-{n}.tar.gz"));
        build(&archive);
        let restored = backups::restore(&archive, &work.path().join(format!("restored-{n}")));
        println!(
            "| {case} | {} | {} | {:.1} | {:.0} |",
            backups::size_of(&archive),
            restored.outcome,
            restored.seconds,
            restored.peak_mb
        );
    }
}
