//! Limits that must hold against hostile traffic: bursts of parallel attempts,
//! many client addresses, slow and idle connections, odd paths and origins.

use crate::common;

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::time::Duration;

use common::TestApp;
use common::process::ServerProcess;
use reqwest::StatusCode;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The password-hashing queue is one per process: floods go to a server process of
/// their own, so no other test meets a 503 it did not cause.
fn flood_target() -> (tempfile::TempDir, ServerProcess) {
    let data = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_vitrine").as_ref(), data.path(), &[("VITRINE_DEMO", "0")]);
    (data, server)
}

/// How many answers of each status a batch of responses gave.
fn tally(statuses: impl IntoIterator<Item = StatusCode>) -> BTreeMap<u16, usize> {
    let mut counts = BTreeMap::new();
    for status in statuses {
        *counts.entry(status.as_u16()).or_insert(0) += 1;
    }
    counts
}

async fn parallel_logins(
    app: &TestApp,
    client: &reqwest::Client,
    email: &str,
    attempts: usize,
) -> BTreeMap<u16, usize> {
    let requests = (0..attempts).map(|i| {
        client.post(app.url("/api/auth/login")).json(&json!({ "email": email, "password": format!("faux {i}") })).send()
    });
    tally(futures_statuses(requests).await)
}

async fn futures_statuses<F>(requests: impl Iterator<Item = F>) -> Vec<StatusCode>
where
    F: Future<Output = reqwest::Result<reqwest::Response>> + Send + 'static,
{
    let handles: Vec<_> = requests.map(tokio::spawn).collect();
    let mut statuses = Vec::new();
    for handle in handles {
        statuses.push(handle.await.expect("task").expect("response").status());
    }
    statuses
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn thirty_parallel_wrong_passwords_get_five_answers_then_429() {
    let app = TestApp::spawn().await;
    let counts = parallel_logins(&app, &app.client, "x@exemple.km", 30).await;
    assert_eq!(counts, BTreeMap::from([(401, 5), (429, 25)]), "counted before the hash is checked");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_right_password_clears_its_pair_and_is_not_counted_against_the_address() {
    let app = TestApp::spawn().await;
    app.create_user("awa@exemple.km", "mot de passe juste", "promoter");
    for round in 0..6 {
        let counts = parallel_logins(&app, &app.new_client(), "awa@exemple.km", 3).await;
        assert_eq!(counts, BTreeMap::from([(401, 3)]), "round {round}: 18 failures and 6 successes stay under 20");
        app.login(&app.new_client(), "awa@exemple.km", "mot de passe juste").await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn ten_parallel_wrong_current_passwords_get_five_answers_then_429() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    let requests = (0..10).map(|i| {
        client
            .put(app.url("/api/profile/password"))
            .json(&json!({ "current": format!("faux {i}"), "new": "nouveau mot de passe" }))
            .send()
    });
    let counts = tally(futures_statuses(requests).await);
    assert_eq!(counts, BTreeMap::from([(400, 5), (429, 5)]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_flood_of_logins_from_many_addresses_waits_or_is_turned_away_never_fails() {
    let (_data, server) = flood_target();
    let mut requests = Vec::new();
    for address in 1..=25u8 {
        let client =
            reqwest::Client::builder().local_address(IpAddr::from([127, 0, 0, address + 10])).build().expect("client");
        for attempt in 0..4 {
            let email = format!("inconnu{attempt}@exemple.km");
            requests.push(
                client.post(server.url("/api/auth/login")).json(&json!({ "email": email, "password": "faux" })).send(),
            );
        }
    }
    let counts = tally(futures_statuses(requests.into_iter()).await);
    assert!(counts.keys().all(|status| [401, 503].contains(status)), "{counts:?}");
    assert!(counts.get(&503).copied().unwrap_or(0) > 0, "100 simultaneous hashes overflow the queue: {counts:?}");
    let busy = reqwest::Client::new()
        .post(server.url("/api/auth/login"))
        .json(&json!({ "email": "x@exemple.km", "password": "faux" }))
        .send()
        .await
        .unwrap();
    assert_eq!(busy.status(), StatusCode::UNAUTHORIZED, "the queue drains");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_busy_answer_is_french_json_with_retry_after() {
    let (_data, server) = flood_target();
    let requests = (0..100u8).map(|i| {
        let client = reqwest::Client::builder().local_address(IpAddr::from([127, 0, 1, i + 1])).build().unwrap();
        client
            .post(server.url("/api/auth/login"))
            .json(&json!({ "email": format!("u{i}@exemple.km"), "password": "faux" }))
            .send()
    });
    let handles: Vec<_> = requests.map(tokio::spawn).collect();
    let mut busy = None;
    for handle in handles {
        let response = handle.await.unwrap().unwrap();
        if response.status() == StatusCode::SERVICE_UNAVAILABLE && busy.is_none() {
            let retry_after = response.headers().get("retry-after").cloned();
            busy = Some((retry_after, response.json::<serde_json::Value>().await.unwrap()));
        }
    }
    let (retry_after, body) = busy.expect("100 simultaneous hashes overflow the queue");
    assert!(retry_after.is_some());
    assert_eq!(body["error"]["code"], "unavailable");
    assert_eq!(body["error"]["message"], "Le serveur est très sollicité. Veuillez réessayer dans un instant.");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn four_hundred_failed_logins_from_forty_addresses_keep_memory_bounded() {
    let data = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_vitrine").as_ref(), data.path(), &[("VITRINE_DEMO", "0")]);
    let mut handles = Vec::new();
    for address in 1..=40u8 {
        let client = reqwest::Client::builder().local_address(IpAddr::from([127, 0, 2, address])).build().unwrap();
        let url = server.url("/api/auth/login");
        handles.push(tokio::spawn(async move {
            let mut statuses = Vec::new();
            for attempt in 0..10 {
                let body = json!({ "email": format!("victime{}@exemple.km", attempt % 3), "password": format!("essai {attempt}") });
                statuses.push(client.post(&url).json(&body).send().await.expect("response").status());
            }
            statuses
        }));
    }
    let mut statuses = Vec::new();
    for handle in handles {
        statuses.extend(handle.await.unwrap());
    }
    let counts = tally(statuses);
    assert!(counts.keys().all(|status| [401, 429, 503].contains(status)), "{counts:?}");
    let peak = server.peak_rss_mb();
    println!("peak RSS after 400 failed logins from 40 addresses: {peak:.0} MB");
    assert!(peak < 150.0, "peak RSS {peak:.0} MB after 400 failed logins from 40 addresses");
}

/// Sends `bytes` on a raw connection and tells whether the server closed it within `wait`.
async fn closed_within(stream: &mut tokio::net::TcpStream, wait: Duration) -> bool {
    let mut buffer = [0u8; 4096];
    matches!(
        tokio::time::timeout(wait, async {
            loop {
                if let Ok(0) | Err(_) = stream.read(&mut buffer).await {
                    return true;
                }
            }
        })
        .await,
        Ok(true)
    )
}

#[tokio::test]
async fn slow_headers_and_idle_keep_alive_connections_are_closed() {
    let app = TestApp::spawn_with(|config| config.connections.header_read_timeout = Duration::from_secs(1)).await;
    let address = app.base.trim_start_matches("http://").to_string();

    let mut slow = tokio::net::TcpStream::connect(&address).await.unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHo").await.unwrap();
    tokio::time::sleep(Duration::from_millis(600)).await;
    slow.write_all(b"s").await.unwrap();
    assert!(closed_within(&mut slow, Duration::from_secs(3)).await, "a header trickling in is cut off");

    let mut idle = tokio::net::TcpStream::connect(&address).await.unwrap();
    idle.write_all(format!("GET /healthz HTTP/1.1\r\nHost: {address}\r\n\r\n").as_bytes()).await.unwrap();
    let mut first = [0u8; 12];
    idle.read_exact(&mut first).await.unwrap();
    assert_eq!(&first, b"HTTP/1.1 200");
    assert!(closed_within(&mut idle, Duration::from_secs(3)).await, "an idle keep-alive connection is closed");

    let mut quiet = tokio::net::TcpStream::connect(&address).await.unwrap();
    assert!(closed_within(&mut quiet, Duration::from_secs(3)).await, "a connection that never speaks is closed");
    assert_eq!(app.get("/healthz").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn connections_past_the_cap_wait_for_a_free_slot() {
    let app = TestApp::spawn_with(|config| {
        config.connections.max_connections = 4;
        config.connections.header_read_timeout = Duration::from_secs(2);
    })
    .await;
    let address = app.base.trim_start_matches("http://").to_string();
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(tokio::net::TcpStream::connect(&address).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let fresh = reqwest::Client::new();
    let waiting = tokio::time::timeout(Duration::from_millis(700), fresh.get(app.url("/healthz")).send()).await;
    assert!(waiting.is_err(), "a fifth connection is not served while four are held");
    let served = tokio::time::timeout(Duration::from_secs(5), fresh.get(app.url("/healthz")).send()).await;
    assert_eq!(served.expect("served once the held ones time out").unwrap().status(), StatusCode::OK);
    drop(held);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn visit_beacons_are_limited_per_address_and_the_excess_is_not_stored() {
    // Every beacon on a connection of its own, all at once, from one address.
    let app = TestApp::spawn_with(|config| config.connections.per_address = 128).await;
    let limit = vitrine::state::VISITS_PER_MINUTE;
    let requests = (0..limit + 15).map(|i| {
        app.client
            .post(app.url("/api/visits"))
            .header("user-agent", format!("Mozilla/5.0 lecteur {i}"))
            .json(&json!({ "path": "/blog" }))
            .send()
    });
    let counts = tally(futures_statuses(requests).await);
    assert_eq!(counts, BTreeMap::from([(204, limit), (429, 15)]));
    let stored: i64 = app.db().query_row("SELECT count(*) FROM daily_visitors", [], |r| r.get(0)).unwrap();
    assert_eq!(stored, limit as i64, "one visitor per accepted beacon (each had its own user agent)");
    let views: i64 = app.db().query_row("SELECT views FROM page_views", [], |r| r.get(0)).unwrap();
    assert_eq!(views, limit as i64);
}

/// A client signed in as a newly registered promoter of `server`, as anyone could be.
pub(crate) async fn self_registered(server: &ServerProcess) -> reqwest::Client {
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let account = json!({ "email": "inscrit@exemple.km", "password": "mot de passe", "full_name": "Inscrit" });
    let registered = client.post(server.url("/api/auth/register")).json(&account).send().await.unwrap();
    assert_eq!(registered.status(), StatusCode::CREATED);
    let signed_in = client.post(server.url("/api/auth/login")).json(&account).send().await.unwrap();
    assert_eq!(signed_in.status(), StatusCode::OK);
    client
}

async fn parallel_avatars(
    server: &ServerProcess,
    client: &reqwest::Client,
    png: &[u8],
    count: usize,
) -> Vec<(StatusCode, serde_json::Value)> {
    let handles: Vec<_> = (0..count)
        .map(|_| {
            let form = reqwest::multipart::Form::new()
                .part("file", reqwest::multipart::Part::bytes(png.to_vec()).file_name("portrait.png"));
            let request = client.post(server.url("/api/profile/avatar")).multipart(form).send();
            tokio::spawn(async move {
                let response = request.await.unwrap();
                (response.status(), response.json::<serde_json::Value>().await.unwrap())
            })
        })
        .collect();
    let mut answers = Vec::new();
    for handle in handles {
        answers.push(handle.await.unwrap());
    }
    answers
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_bit_avatars_cannot_blow_up_memory() {
    let data = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(env!("CARGO_BIN_EXE_vitrine").as_ref(), data.path(), &[("VITRINE_DEMO", "0")]);
    let client = self_registered(&server).await;

    let forty_megapixels = common::images::png_16bit(8000, 5000);
    assert!(forty_megapixels.len() < 2 * 1024 * 1024, "small on the wire: {} bytes", forty_megapixels.len());
    for (status, body) in parallel_avatars(&server, &client, &forty_megapixels, 3).await {
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"]["message"], "L'image est trop grande : 16 mégapixels au maximum.");
    }

    let sixteen_megapixels = common::images::png_16bit(4000, 4000);
    let answers = parallel_avatars(&server, &client, &sixteen_megapixels, 3).await;
    assert!(answers.iter().all(|(status, _)| [200, 503].contains(&status.as_u16())), "{answers:?}");
    assert!(answers.iter().any(|(status, _)| *status == StatusCode::OK), "{answers:?}");

    let peak = server.peak_rss_mb();
    println!("peak RSS after 3 parallel 40 MP and 3 parallel 16 MP 16-bit avatars: {peak:.0} MB");
    assert!(peak < 150.0, "peak RSS {peak:.0} MB");
    let settled = server.settle_rss_mb(60.0, Duration::from_secs(30));
    assert!(settled < 60.0, "RSS {settled:.0} MB 30 s after the burst");
}

#[tokio::test]
async fn every_api_error_speaks_json_even_for_bad_paths_and_methods() {
    let app = TestApp::spawn().await;
    let staff = app.client_as("moderator").await;
    let bad_id = staff.get(app.url("/api/dossiers/abc")).send().await.unwrap();
    assert_eq!(bad_id.status(), StatusCode::BAD_REQUEST);
    let body: serde_json::Value = bad_id.json().await.unwrap();
    assert_eq!(body["error"]["code"], "validation");

    let wrong_method = app.client.delete(app.url("/api/posts")).send().await.unwrap();
    assert_eq!(wrong_method.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert!(wrong_method.headers().contains_key("allow"));
    let body: serde_json::Value = wrong_method.json().await.unwrap();
    assert_eq!(body["error"]["code"], "method_not_allowed");
    assert_eq!(body["error"]["message"], "Cette action n'est pas possible à cette adresse.");

    let unknown = app.get("/api/nulle-part").await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    assert_eq!(unknown.json::<serde_json::Value>().await.unwrap()["error"]["code"], "not_found");
}

#[tokio::test]
async fn signed_in_answers_are_never_stored_by_a_cache() {
    let app = TestApp::spawn().await;
    let promoter = app.client_as("promoter").await;
    for path in ["/api/auth/me", "/api/profile", "/api/dossiers"] {
        let response = promoter.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()["cache-control"], "private, no-store", "{path}");
    }
    let refused = app.get("/api/admin/stats").await;
    assert_eq!(refused.headers()["cache-control"], "private, no-store");
}

#[tokio::test]
async fn the_origin_check_compares_scheme_host_and_port() {
    let app = TestApp::spawn().await;
    let send = |origin: String| {
        app.client
            .post(app.url("/api/contact"))
            .header("origin", origin)
            .json(&json!({ "name": "Awa", "email": "awa@exemple.km", "message": "Bonjour" }))
            .send()
    };
    let https_twin = app.base.replacen("http://", "https://", 1);
    assert_eq!(send(https_twin).await.unwrap().status(), StatusCode::FORBIDDEN, "same host, other scheme");
    let other_port = format!("{}1", app.base);
    assert_eq!(send(other_port).await.unwrap().status(), StatusCode::FORBIDDEN);
    assert_eq!(send(app.base.clone()).await.unwrap().status(), StatusCode::CREATED);
}

#[tokio::test]
async fn feeds_never_link_to_a_forged_host() {
    let app = TestApp::spawn().await;
    for path in ["/rss.xml", "/sitemap.xml"] {
        let body =
            app.client.get(app.url(path)).header("host", "evil.example").send().await.unwrap().text().await.unwrap();
        assert!(!body.contains("evil.example"), "{path}");
        assert!(body.contains(&format!("{}/blog", app.base)), "{path} links to the listening address");
    }
    let public = TestApp::spawn_with(|config| config.public_url = Some("https://exemple.km".into())).await;
    let body = public
        .client
        .get(public.url("/rss.xml"))
        .header("host", "evil.example")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(body.contains("https://exemple.km/blog") && !body.contains("evil.example"));
}
