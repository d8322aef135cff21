//! Raw connections that behave as attackers do: send part of a request and hold,
//! or ask for an answer and never read it. Each reports what the server did.

use std::net::SocketAddr;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// A connection from loopback address `source`, with a small receive window.
pub async fn connect_from(base: &str, source: [u8; 4]) -> std::io::Result<TcpStream> {
    let target: SocketAddr = base.trim_start_matches("http://").parse().expect("a socket address");
    let socket = TcpSocket::new_v4()?;
    socket.set_recv_buffer_size(4096)?;
    socket.bind(SocketAddr::from((source, 0)))?;
    socket.connect(target).await
}

/// Sends `head` and `body`, then holds the connection up to `hold_for`. Returns the
/// status the server answered, "closed" when it closed without one, or "held".
pub async fn hold(base: String, source: [u8; 4], head: Vec<u8>, body: Vec<u8>, hold_for: Duration) -> String {
    let Ok(stream) = connect_from(&base, source).await else { return "not connected".into() };
    let (mut reader, mut writer) = stream.into_split();
    let sending = tokio::spawn(async move {
        if writer.write_all(&head).await.is_ok() && writer.write_all(&body).await.is_ok() {
            // Keeps the write half open: the body never ends.
            tokio::time::sleep(Duration::from_secs(3600)).await;
        }
        drop(writer);
    });
    let mut answer = Vec::new();
    let read = tokio::time::timeout(hold_for, reader.read_to_end(&mut answer)).await;
    sending.abort();
    match read {
        Err(_) => "held".into(),
        Ok(_) => status_of(&answer),
    }
}

/// Sends `request` and reads nothing for `hold_for`; then tells whether the server
/// had dropped the connection ("dropped") or still sends ("still sending").
pub async fn unread(base: String, source: [u8; 4], request: Vec<u8>, hold_for: Duration) -> String {
    let Ok(mut stream) = connect_from(&base, source).await else { return "not connected".into() };
    if stream.write_all(&request).await.is_err() {
        return "closed".into();
    }
    tokio::time::sleep(hold_for).await;
    let mut buffer = vec![0u8; 64 * 1024];
    let mut first = Vec::new();
    let drained = tokio::time::timeout(Duration::from_secs(3), async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(n) if first.len() < 16 => first.extend_from_slice(&buffer[..n.min(16)]),
                Ok(_) => {}
            }
        }
    })
    .await;
    match drained {
        Ok(()) if first.starts_with(b"HTTP/1.1 200") || first.is_empty() => "dropped".into(),
        Ok(()) => status_of(&first),
        Err(_) => "still sending".into(),
    }
}

fn status_of(answer: &[u8]) -> String {
    let text = String::from_utf8_lossy(&answer[..answer.len().min(12)]).to_string();
    match text.strip_prefix("HTTP/1.1 ") {
        Some(status) => status.trim().to_string(),
        None if answer.is_empty() => "closed".into(),
        None => "garbled".into(),
    }
}

/// How many of each outcome, as "408×32 closed×488".
pub fn tally(outcomes: Vec<String>) -> String {
    let mut counts = std::collections::BTreeMap::new();
    for outcome in outcomes {
        *counts.entry(outcome).or_insert(0) += 1;
    }
    counts.iter().map(|(outcome, count)| format!("{outcome}×{count}")).collect::<Vec<_>>().join(" ")
}
