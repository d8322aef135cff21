//! Clients that send slowly, stop halfway, never read their answer, or open many
//! connections: each is cut off within seconds, holds at most its share of the
//! server, and the site keeps answering everyone else throughout.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use vitrine::Config;

use crate::common::TestApp;
use crate::dossiers::pdf;

pub(crate) fn quick_pace(config: &mut Config) {
    config.connections.body_pace.idle = Duration::from_secs(1);
    config.connections.body_pace.grace = Duration::from_secs(1);
    config.connections.body_pace.min_bytes_per_second = 1024;
}

fn address(app: &TestApp) -> SocketAddr {
    app.base.trim_start_matches("http://").parse().unwrap()
}

/// A raw connection from the loopback address `source` (127.0.0.x), with a small
/// receive window so that an unread answer fills it quickly.
pub(crate) async fn connect_from(app: &TestApp, source: [u8; 4]) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    socket.bind(SocketAddr::from((source, 0))).unwrap();
    socket.connect(address(app)).await.unwrap()
}

/// What the server sent before closing the connection, or None if it is still open after `wait`.
pub(crate) async fn answer_before_close(stream: &mut TcpStream, wait: Duration) -> Option<String> {
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    tokio::time::timeout(wait, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(n) => answer.extend_from_slice(&buffer[..n]),
            }
        }
    })
    .await
    .ok()?;
    Some(String::from_utf8_lossy(&answer).into_owned())
}

fn client_from(source: [u8; 4]) -> reqwest::Client {
    reqwest::Client::builder().local_address(std::net::IpAddr::from(source)).build().unwrap()
}

/// A session cookie for a new account of `role`, signed in through `client`, for raw requests.
pub(crate) async fn session_cookie(app: &TestApp, client: &reqwest::Client, role: &str) -> String {
    let email = format!("{role}-lent@exemple.km");
    app.create_user(&email, "mot de passe de test", role);
    let response = client
        .post(app.url("/api/auth/login"))
        .json(&json!({ "email": email, "password": "mot de passe de test" }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let cookie = response.headers()["set-cookie"].to_str().unwrap();
    cookie.split(';').next().unwrap().to_string()
}

/// A new dossier of the account behind `cookie`, created through `client`.
pub(crate) async fn new_dossier(app: &TestApp, client: &reqwest::Client, cookie: &str, title: &str) -> i64 {
    let created = client
        .post(app.url("/api/dossiers"))
        .header("cookie", cookie)
        .json(&json!({ "title": title, "description": "Des pièces jointes" }))
        .send()
        .await
        .unwrap();
    created.json::<serde_json::Value>().await.unwrap()["dossier"]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn a_body_that_stops_arriving_is_cut_off_within_seconds() {
    let app = TestApp::spawn_with(quick_pace).await;
    let mut stream = connect_from(&app, [127, 0, 0, 1]).await;
    stream
        .write_all(
            b"POST /api/contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        )
        .await
        .unwrap();
    let started = Instant::now();
    let answer = answer_before_close(&mut stream, Duration::from_secs(6)).await.expect("the connection is closed");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("request_timeout"), "{answer}");
    assert!(started.elapsed() < Duration::from_secs(4), "cut off after {:?}", started.elapsed());
    assert_eq!(app.count("contact_messages"), 0);
}

#[tokio::test]
async fn a_trickling_body_is_cut_off_once_behind_the_minimum_rate() {
    let app = TestApp::spawn_with(|config| {
        quick_pace(config);
        config.connections.body_pace.idle = Duration::from_secs(5);
    })
    .await;
    let stream = connect_from(&app, [127, 0, 0, 1]).await;
    let (mut reader, mut writer) = stream.into_split();
    writer
        .write_all(
            b"POST /api/contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n",
        )
        .await
        .unwrap();
    let started = Instant::now();
    let trickle = tokio::spawn(async move {
        // Ten bytes every 300 ms: never silent for the idle limit, far below 1 KiB/s.
        while writer.write_all(b"          ").await.is_ok() {
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
    });
    let mut answer = String::new();
    let read = tokio::time::timeout(Duration::from_secs(8), reader.read_to_string(&mut answer)).await;
    assert!(read.is_ok(), "the trickle is still connected after 8 s");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(started.elapsed() < Duration::from_secs(4), "cut off after {:?}", started.elapsed());
    trickle.abort();
}

/// Whether `stream` gets an answer starting with `status` within `wait`.
async fn answered_within(stream: &mut TcpStream, wait: Duration, status: &str) -> bool {
    let mut buffer = [0u8; 12];
    matches!(tokio::time::timeout(wait, stream.read_exact(&mut buffer)).await, Ok(Ok(_)))
        && buffer.starts_with(status.as_bytes())
}

#[tokio::test]
async fn one_address_holds_its_share_of_connections_and_others_still_get_in() {
    let app = TestApp::spawn_with(|config| {
        config.connections.per_address = 8;
        config.connections.header_read_timeout = Duration::from_secs(30);
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..8 {
        held.push(connect_from(&app, [127, 0, 0, 9]).await);
    }
    let other = client_from([127, 0, 0, 2]);
    assert_eq!(other.get(app.url("/healthz")).send().await.unwrap().status(), StatusCode::OK);
    let mut waiting = Vec::new();
    for _ in 0..8 {
        let mut stream = connect_from(&app, [127, 0, 0, 9]).await;
        stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n").await.unwrap();
        waiting.push(stream);
    }
    let mut refused = connect_from(&app, [127, 0, 0, 9]).await;
    assert!(
        answer_before_close(&mut refused, Duration::from_secs(2)).await.is_some_and(|answer| answer.is_empty()),
        "past its share and as many waiting, a connection is closed at once"
    );
    assert!(!answered_within(&mut waiting[0], Duration::from_millis(500), "HTTP/1.1 200").await, "the ninth waits");
    assert_eq!(other.get(app.url("/healthz")).send().await.unwrap().status(), StatusCode::OK);
    drop(held.pop());
    let mut served = false;
    for stream in &mut waiting {
        served |= answered_within(stream, Duration::from_millis(300), "HTTP/1.1 200").await;
    }
    assert!(served, "a waiting connection takes the freed slot");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_site_answers_others_while_one_address_stalls_hundreds_of_bodies() {
    let app = TestApp::spawn().await;
    let mut stalled = Vec::new();
    for _ in 0..520 {
        let mut stream = connect_from(&app, [127, 0, 0, 5]).await;
        // A refused connection may already be closed: the write then fails, which is the point.
        let _ = stream
            .write_all(b"POST /api/contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
            .await;
        stalled.push(stream);
    }
    let visitor = client_from([127, 0, 0, 6]);
    for path in ["/healthz", "/", "/blog", "/api/posts", "/healthz"] {
        let started = Instant::now();
        let response = tokio::time::timeout(Duration::from_secs(3), visitor.get(app.url(path)).send())
            .await
            .unwrap_or_else(|_| panic!("{path} did not answer within 3 s"))
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert!(started.elapsed() < Duration::from_secs(3));
    }
    drop(stalled);
}

#[tokio::test]
async fn an_answer_nobody_reads_is_dropped_and_frees_its_slot() {
    let app = TestApp::spawn_with(|config| {
        config.connections.per_address = 1;
        config.connections.write_stall = Duration::from_secs(1);
    })
    .await;
    // One client, one connection: each address here may hold a single one.
    let client = client_from([127, 0, 0, 8]);
    let owner = session_cookie(&app, &client, "promoter").await;
    let id = new_dossier(&app, &client, &owner, "Gros fichier").await;
    let mut big = pdf();
    big.splice(8..8, std::iter::repeat_n(b' ', 16 * 1024 * 1024));
    let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(big).file_name("gros.pdf"));
    let uploaded = client
        .post(app.url(&format!("/api/dossiers/{id}/attachments")))
        .header("cookie", &owner)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(uploaded.status(), StatusCode::CREATED);
    let attachment = uploaded.json::<serde_json::Value>().await.unwrap()["attachment"]["id"].as_i64().unwrap();
    let cookie = owner;

    let mut unread = connect_from(&app, [127, 0, 0, 7]).await;
    let request =
        format!("GET /api/dossiers/{id}/attachments/{attachment} HTTP/1.1\r\nHost: t\r\nCookie: {cookie}\r\n\r\n");
    unread.write_all(request.as_bytes()).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut second = connect_from(&app, [127, 0, 0, 7]).await;
    second.write_all(b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n").await.unwrap();
    assert!(
        !answered_within(&mut second, Duration::from_millis(300), "HTTP/1.1 200").await,
        "while the download is held, the address's next connection waits"
    );
    assert!(
        answered_within(&mut second, Duration::from_secs(6), "HTTP/1.1 200").await,
        "the unread download is dropped and its slot goes to the waiting connection"
    );
    drop(unread);
}

#[tokio::test]
async fn bodies_held_in_memory_share_one_budget() {
    let app = TestApp::spawn_with(|config| {
        config.connections.body_bytes_in_memory = 100_000;
        config.connections.body_pace.idle = Duration::from_secs(30);
        config.connections.body_pace.grace = Duration::from_secs(30);
    })
    .await;
    let mut holders = Vec::new();
    for source in [[127, 0, 0, 11], [127, 0, 0, 12]] {
        let mut stream = connect_from(&app, source).await;
        stream
            .write_all(b"POST /api/contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n")
            .await
            .unwrap();
        stream.write_all(&[b' '; 50_000]).await.unwrap();
        holders.push(stream);
    }
    let sender = client_from([127, 0, 0, 13]);
    let message = json!({ "name": "Awa", "email": "awa@exemple.km", "message": "x".repeat(30_000) });
    let deadline = Instant::now() + Duration::from_secs(5);
    let refused = loop {
        let response = sender.post(app.url("/api/contact")).json(&message).send().await.unwrap();
        if response.status() == StatusCode::SERVICE_UNAVAILABLE || Instant::now() > deadline {
            break response;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(refused.headers().contains_key("retry-after"));
    let body: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(body["error"]["code"], "unavailable");
    drop(holders);
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let status = sender.post(app.url("/api/contact")).json(&message).send().await.unwrap().status();
        if status != StatusCode::SERVICE_UNAVAILABLE {
            assert_eq!(status, StatusCode::BAD_REQUEST, "read whole and judged: the message is too long");
            break;
        }
        assert!(Instant::now() < deadline, "the budget is not given back when the bodies go");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn each_route_takes_bodies_of_its_own_size() {
    let app = TestApp::spawn().await;
    let long = "x".repeat(100 * 1024);
    let visitor = app.client.post(app.url("/api/contact")).json(&json!({ "name": long })).send().await.unwrap();
    assert_eq!(visitor.status(), StatusCode::PAYLOAD_TOO_LARGE);

    let promoter = app.client_as("promoter").await;
    let description = "é".repeat(20_000);
    let dossier = promoter
        .post(app.url("/api/dossiers"))
        .json(&json!({ "title": "Un long dossier", "description": description }))
        .send()
        .await
        .unwrap();
    assert_eq!(dossier.status(), StatusCode::CREATED, "a full-length description fits its route");
    let message = promoter
        .post(app.url("/api/dossiers/1/messages"))
        .json(&json!({ "content": "é".repeat(40_000) }))
        .send()
        .await
        .unwrap();
    assert_eq!(message.status(), StatusCode::PAYLOAD_TOO_LARGE, "messages keep the small limit");
}
