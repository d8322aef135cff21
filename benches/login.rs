//! Prints what the argon2id parameters cost: the latency of one password check,
//! how many checks one core sustains, and login latency through the real HTTP API.
//! Run with `cargo bench --bench login`.

use std::time::{Duration, Instant};

use vitrine::auth::password;
use vitrine::{App, Config};

const ROUNDS: usize = 30;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn main() {
    let hash = password::hash("mot de passe de mesure").expect("hash");
    let mut checks: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let started = Instant::now();
            assert!(password::verify("mot de passe de mesure", &hash));
            started.elapsed()
        })
        .collect();
    checks.sort();
    let mean = checks.iter().sum::<Duration>() / ROUNDS as u32;
    println!("argon2id m=19456 KiB, t=2, p=1 — {ROUNDS} verifications on one core");
    println!(
        "  verify p50 {:.1} ms, p99 {:.1} ms, mean {:.1} ms",
        ms(percentile(&checks, 0.5)),
        ms(percentile(&checks, 0.99)),
        ms(mean)
    );
    println!("  logins per second on one core: {:.1}", 1.0 / mean.as_secs_f64());

    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut config = Config::for_data_dir(dir.path());
        config.demo = false;
        config.admin_email = Some("mesure@exemple.km".into());
        config.admin_password = Some("mot de passe de mesure".into());
        let app = App::build(config).await.expect("app");
        let url = format!("http://127.0.0.1:{}/api/auth/login", app.port());
        tokio::spawn(app.run_until_stopped());
        let client = reqwest::Client::new();
        let body = serde_json::json!({ "email": "mesure@exemple.km", "password": "mot de passe de mesure" });
        let mut logins = Vec::with_capacity(ROUNDS);
        for _ in 0..ROUNDS {
            let started = Instant::now();
            let response = client.post(&url).json(&body).send().await.expect("login");
            assert!(response.status().is_success());
            logins.push(started.elapsed());
        }
        logins.sort();
        println!("POST /api/auth/login through HTTP, {ROUNDS} sequential logins");
        println!("  p50 {:.1} ms, p99 {:.1} ms", ms(percentile(&logins, 0.5)), ms(percentile(&logins, 0.99)));
    });
}
