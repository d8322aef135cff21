//! A minimal SMTP server for tests: it keeps every message it reads to its end (one cut
//! short is dropped, as real servers drop it), refuses recipients whose address says so
//! (`refuse…@` for good, `busy…@` for now), and decodes what lettre encodes (RFC 2047 subjects, quoted-printable and base64
//! parts of a multipart message) so tests can read mail as people do. It can
//! also stall, as a mail server that hangs does, to show nobody waits for it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// One received e-mail: its recipients and raw content (dot-stuffing undone).
#[derive(Clone, Debug)]
pub struct Received {
    pub to: Vec<String>,
    pub data: String,
}

#[derive(Clone)]
pub struct SmtpSink {
    pub port: u16,
    inbox: Arc<Mutex<Vec<Received>>>,
    /// Keeps only each message's headers, for benchmarks that count thousands of them.
    headers_only: bool,
    /// While true, new conversations get no greeting.
    stalled: Arc<tokio::sync::watch::Sender<bool>>,
    /// Conversations connected and waiting for their greeting.
    held: Arc<AtomicUsize>,
}

impl SmtpSink {
    pub async fn start() -> SmtpSink {
        SmtpSink::listen(false).await
    }

    /// A sink that keeps each message's recipients and headers, not its body.
    pub async fn start_counting() -> SmtpSink {
        SmtpSink::listen(true).await
    }

    async fn listen(headers_only: bool) -> SmtpSink {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let sink = SmtpSink {
            port,
            inbox: Arc::default(),
            headers_only,
            stalled: Arc::new(tokio::sync::watch::Sender::new(false)),
            held: Arc::default(),
        };
        let shared = sink.clone();
        tokio::spawn(async move {
            loop {
                let Ok((socket, _)) = listener.accept().await else { return };
                tokio::spawn(shared.clone().serve(socket));
            }
        });
        sink
    }

    /// Holds every conversation before its greeting until `release`: the client
    /// stays connected, waiting, and nothing is received.
    pub fn stall(&self) {
        self.stalled.send_replace(true);
    }

    pub fn release(&self) {
        self.stalled.send_replace(false);
    }

    /// How many conversations `stall` is holding right now.
    pub fn held(&self) -> usize {
        self.held.load(Ordering::SeqCst)
    }

    /// The value for `VITRINE_SMTP_URL` (`Config::smtp_url`).
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn received(&self) -> Vec<Received> {
        self.inbox.lock().unwrap().clone()
    }

    /// Everything received once `count` messages are in, or after 5 s.
    pub async fn wait_for(&self, count: usize) -> Vec<Received> {
        for _ in 0..100 {
            if self.inbox.lock().unwrap().len() >= count {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        self.received()
    }

    /// Waits long enough for background sending to have happened, then says what came.
    pub async fn settle(&self) -> Vec<Received> {
        tokio::time::sleep(Duration::from_millis(500)).await;
        self.received()
    }

    async fn serve(self, socket: tokio::net::TcpStream) {
        let mut stalled = self.stalled.subscribe();
        self.held.fetch_add(1, Ordering::SeqCst);
        let _ = stalled.wait_for(|stalled| !stalled).await;
        self.held.fetch_sub(1, Ordering::SeqCst);
        converse(socket, &self.inbox, self.headers_only).await;
    }
}

async fn converse(socket: tokio::net::TcpStream, inbox: &Mutex<Vec<Received>>, headers_only: bool) {
    let (read, mut write) = socket.into_split();
    let mut lines = BufReader::new(read).lines();
    if write.write_all(b"220 sink ESMTP\r\n").await.is_err() {
        return;
    }
    let mut to = Vec::new();
    while let Ok(Some(line)) = lines.next_line().await {
        let command = line.to_ascii_uppercase();
        let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO") {
            b"250 sink\r\n"
        } else if command.starts_with("RCPT TO:") {
            let address = line[8..].trim().trim_matches(['<', '>']).to_string();
            if address.starts_with("refuse") {
                b"550 5.1.1 no such mailbox\r\n"
            } else if address.starts_with("busy") {
                b"451 4.2.1 mailbox busy, try later\r\n"
            } else {
                to.push(address);
                b"250 OK\r\n"
            }
        } else if command == "DATA" {
            if write.write_all(b"354 go ahead\r\n").await.is_err() {
                return;
            }
            let mut data = String::new();
            loop {
                match lines.next_line().await {
                    Ok(Some(body_line)) if body_line == "." => break,
                    Ok(Some(body_line)) => {
                        data.push_str(body_line.strip_prefix('.').unwrap_or(&body_line));
                        data.push('\n');
                    }
                    _ => return,
                }
            }
            if headers_only {
                data.truncate(data.find("\n\n").unwrap_or(data.len()));
            }
            inbox.lock().unwrap().push(Received { to: std::mem::take(&mut to), data });
            b"250 queued\r\n"
        } else if command == "QUIT" {
            let _ = write.write_all(b"221 bye\r\n").await;
            return;
        } else {
            b"250 OK\r\n"
        };
        if write.write_all(reply).await.is_err() {
            return;
        }
    }
}

impl Received {
    /// A top-level header, unfolded, as sent.
    pub fn header(&self, name: &str) -> Option<String> {
        header_in(self.data.split("\n\n").next().unwrap_or_default(), name)
    }

    pub fn subject(&self) -> String {
        decode_words(&self.header("Subject").unwrap_or_default())
    }

    /// The decoded body of the `text/plain` part.
    pub fn text(&self) -> String {
        self.part("text/plain")
    }

    /// The decoded body of the `text/html` part.
    pub fn html(&self) -> String {
        self.part("text/html")
    }

    fn part(&self, content_type: &str) -> String {
        // Parts are split on the message's own boundary: a text may hold "--" lines.
        let kind = self.header("Content-Type").unwrap_or_default();
        let boundary = kind.split("boundary=").nth(1).map(|rest| rest.trim_matches('"').to_string());
        let separator = format!("\n--{}", boundary.as_deref().unwrap_or(""));
        for part in self.data.split(separator.as_str()) {
            let Some((headers, body)) = part.split_once("\n\n") else { continue };
            let kind = header_in(headers, "Content-Type").unwrap_or_default();
            if !kind.to_ascii_lowercase().starts_with(content_type) {
                continue;
            }
            let encoding = header_in(headers, "Content-Transfer-Encoding").unwrap_or_default().to_ascii_lowercase();
            let bytes = match encoding.as_str() {
                "quoted-printable" => quoted_printable(body),
                "base64" => base64(&body.split_whitespace().collect::<String>()),
                _ => body.as_bytes().to_vec(),
            };
            return String::from_utf8(bytes).expect("a UTF-8 part");
        }
        panic!("no {content_type} part in:\n{}", self.data)
    }
}

fn header_in(headers: &str, name: &str) -> Option<String> {
    let prefix = format!("{}:", name.to_ascii_lowercase());
    let mut lines = headers.lines().skip_while(|line| !line.to_ascii_lowercase().starts_with(&prefix));
    let mut value = lines.next()?[prefix.len()..].trim().to_string();
    for continuation in lines.take_while(|line| line.starts_with([' ', '\t'])) {
        value.push(' ');
        value.push_str(continuation.trim());
    }
    Some(value)
}

/// RFC 2047 encoded words (`=?utf-8?b?…?=` or `?q?`); the space between two words goes.
fn decode_words(value: &str) -> String {
    let mut bytes = Vec::new();
    let mut previous_was_word = false;
    for (index, token) in value.split_whitespace().enumerate() {
        let word = token.strip_prefix("=?").and_then(|rest| rest.strip_suffix("?=")).and_then(|inner| {
            let mut pieces = inner.splitn(3, '?');
            Some((pieces.next()?, pieces.next()?, pieces.next()?))
        });
        if index > 0 && !(previous_was_word && word.is_some()) {
            bytes.push(b' ');
        }
        match word {
            Some((_, encoding, text)) if encoding.eq_ignore_ascii_case("b") => bytes.extend(base64(text)),
            Some((_, _, text)) => bytes.extend(quoted_printable(&text.replace('_', " "))),
            None => bytes.extend(token.as_bytes()),
        }
        previous_was_word = word.is_some();
    }
    String::from_utf8(bytes).expect("a UTF-8 header")
}

fn quoted_printable(text: &str) -> Vec<u8> {
    let joined = text.replace("=\n", "");
    let raw = joined.as_bytes();
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let hex = raw.get(i + 1..i + 3).and_then(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok());
        match (raw[i], hex) {
            (b'=', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    out
}

fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for sextet in text.bytes().filter_map(value) {
        buffer = (buffer << 6) | u32::from(sextet);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    out
}
