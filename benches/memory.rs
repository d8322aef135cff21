//! Peak and settled resident memory of the real release binary under the
//! traffic a hostile or careless client can send, one fresh server per scenario.
//! Run with `cargo bench --bench memory`; the README quotes its table.

#[path = "../src/test_images.rs"]
mod images;
#[path = "../tests/api/common/process.rs"]
mod process;

use std::net::IpAddr;
use std::time::{Duration, Instant};

use process::ServerProcess;
use serde_json::json;

const ADMIN_EMAIL: &str = "mesure@exemple.km";
const ADMIN_PASSWORD: &str = "mot de passe de mesure";
/// How low memory must fall after a burst, and how long it may take.
const SETTLED_TARGET_MB: f64 = 60.0;
const SETTLE_LIMIT: Duration = Duration::from_secs(30);

struct Row {
    scenario: &'static str,
    outcome: String,
    seconds: f64,
    peak_mb: f64,
    after_mb: f64,
    settled_mb: f64,
    settled_in: Duration,
}

fn start(data: &std::path::Path) -> ServerProcess {
    ServerProcess::start(
        env!("CARGO_BIN_EXE_vitrine").as_ref(),
        data,
        &[("VITRINE_DEMO", "0"), ("VITRINE_ADMIN_EMAIL", ADMIN_EMAIL), ("VITRINE_ADMIN_PASSWORD", ADMIN_PASSWORD)],
    )
}

/// Runs `burst` against a fresh server and measures it, then waits for memory to settle.
async fn measure<F, Fut>(scenario: &'static str, burst: F) -> Row
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = String>,
{
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    tokio::time::sleep(Duration::from_millis(500)).await;
    let started = Instant::now();
    let outcome = burst(server.base.clone()).await;
    let seconds = started.elapsed().as_secs_f64();
    let (peak_mb, after_mb) = (server.peak_rss_mb(), server.rss_mb());
    let settling = Instant::now();
    let settled_mb = server.settle_rss_mb(SETTLED_TARGET_MB, SETTLE_LIMIT);
    Row { scenario, outcome, seconds, peak_mb, after_mb, settled_mb, settled_in: settling.elapsed() }
}

/// How many answers of each status came back, as "401×200 429×200".
fn tally(statuses: &[u16]) -> String {
    let mut counts = std::collections::BTreeMap::new();
    for status in statuses {
        *counts.entry(*status).or_insert(0) += 1;
    }
    counts.iter().map(|(status, count)| format!("{status}×{count}")).collect::<Vec<_>>().join(" ")
}

async fn failed_logins(base: String) -> String {
    let mut handles = Vec::new();
    for address in 1..=40u8 {
        let client = reqwest::Client::builder().local_address(IpAddr::from([127, 0, 3, address])).build().unwrap();
        let url = format!("{base}/api/auth/login");
        handles.push(tokio::spawn(async move {
            let mut statuses = Vec::new();
            for attempt in 0..10 {
                let body = json!({ "email": format!("cible{}@exemple.km", attempt % 3), "password": format!("essai {attempt}") });
                statuses.push(client.post(&url).json(&body).send().await.expect("login answer").status().as_u16());
            }
            statuses
        }));
    }
    let mut statuses = Vec::new();
    for handle in handles {
        statuses.extend(handle.await.unwrap());
    }
    tally(&statuses)
}

async fn signed_in(base: &str, email: &str, password: &str, register: bool) -> reqwest::Client {
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let account = json!({ "email": email, "password": password, "full_name": "Mesure" });
    if register {
        let registered = client.post(format!("{base}/api/auth/register")).json(&account).send().await.unwrap();
        assert!(registered.status().is_success(), "registration: {}", registered.status());
    }
    let login = client.post(format!("{base}/api/auth/login")).json(&account).send().await.unwrap();
    assert!(login.status().is_success(), "login: {}", login.status());
    client
}

async fn parallel_avatars(base: String, width: u32, height: u32) -> String {
    let client = signed_in(&base, "inscrit@exemple.km", "mot de passe", true).await;
    let png = images::png_16bit(width, height);
    let handles: Vec<_> = (0..3)
        .map(|_| {
            let form = reqwest::multipart::Form::new()
                .part("file", reqwest::multipart::Part::bytes(png.clone()).file_name("portrait.png"));
            let request = client.post(format!("{base}/api/profile/avatar")).multipart(form).send();
            tokio::spawn(async move { request.await.expect("avatar answer").status().as_u16() })
        })
        .collect();
    let mut statuses = Vec::new();
    for handle in handles {
        statuses.push(handle.await.unwrap());
    }
    format!("{} ({} KB each)", tally(&statuses), png.len() / 1024)
}

async fn many_posts(base: String) -> String {
    let client = signed_in(&base, ADMIN_EMAIL, ADMIN_PASSWORD, false).await;
    let paragraph = "<p>Les coopératives de pêche de Mohéli partagent leurs filets, leurs chambres froides et leurs \
                     comptes ; l'économie bleue y devient une affaire de village autant que de marché.</p>";
    let mut statuses = Vec::new();
    for chunk in (0..2000).collect::<Vec<_>>().chunks(4) {
        let handles: Vec<_> = chunk
            .iter()
            .map(|n| {
                let category = ["Innovation", "Économie bleue", "Agriculture"][n % 3];
                let body = json!({
                    "title": format!("Article de mesure numéro {n}"),
                    "excerpt": "Un article créé pour mesurer la mémoire.",
                    "category": category,
                    "content_html": paragraph.repeat(1 + n % 8),
                    "published_at": "2026-01-01T08:00:00Z",
                });
                let request = client.post(format!("{base}/api/admin/posts")).json(&body).send();
                tokio::spawn(async move { request.await.expect("post answer").status().as_u16() })
            })
            .collect();
        for handle in handles {
            statuses.push(handle.await.unwrap());
        }
    }
    tally(&statuses)
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    let rows = runtime.block_on(async {
        vec![
            measure("idle (no request)", |_| async { "—".to_string() }).await,
            measure("400 failed logins from 40 addresses", failed_logins).await,
            measure("3 parallel 40 MP 16-bit PNG avatars", |base| parallel_avatars(base, 8000, 5000)).await,
            measure("3 parallel 16 MP 16-bit PNG avatars", |base| parallel_avatars(base, 4000, 4000)).await,
            measure("2,000 posts created through the API", many_posts).await,
        ]
    });
    println!();
    println!("| scenario | answers | s | peak RSS MB | RSS after MB | RSS settled MB (time) |");
    println!("|---|---|---:|---:|---:|---:|");
    for row in rows {
        println!(
            "| {} | {} | {:.1} | {:.0} | {:.0} | {:.0} ({:.0} s) |",
            row.scenario,
            row.outcome,
            row.seconds,
            row.peak_mb,
            row.after_mb,
            row.settled_mb,
            row.settled_in.as_secs_f64()
        );
    }
}
