//! Fetching an imported article's images from the site it came from: plain HTTP/1.1 GET over
//! http or https (the roots the mail transport trusts), a few redirects, bounded in time and
//! size. A failure is a message for the import's report, never an error of the import.

use std::time::Duration;

use http_body_util::{BodyExt, Empty, Limited};
use hyper::body::Bytes;
use hyper::{Request, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_rustls::rustls::pki_types::ServerName;

use crate::media::IMAGE_MAX_BYTES;

const REDIRECTS_MAX: usize = 3;

/// Why a connection failed, in the report's words (the system's own are in English).
fn connection_failure(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::ConnectionRefused => "le serveur refuse la connexion",
        std::io::ErrorKind::TimedOut => "le serveur ne répond pas",
        std::io::ErrorKind::ConnectionReset | std::io::ErrorKind::ConnectionAborted => "connexion interrompue",
        _ if error.to_string().contains("lookup") => "adresse introuvable",
        _ => "connexion impossible",
    }
    .to_string()
}
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
const WHOLE_TIMEOUT: Duration = Duration::from_secs(30);

async fn get<S>(stream: S, request: Request<Empty<Bytes>>) -> Result<hyper::Response<hyper::body::Incoming>, String>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|_| "connexion impossible".to_string())?;
    tokio::spawn(connection);
    sender.send_request(request).await.map_err(|_| "réponse illisible".to_string())
}

async fn once(address: &url::Url) -> Result<Result<Vec<u8>, url::Url>, String> {
    let host = address.host_str().ok_or("adresse sans hôte")?.to_string();
    let port = address.port_or_known_default().ok_or("port inconnu")?;
    let tcp = tokio::time::timeout(CONNECT_TIMEOUT, TcpStream::connect((host.as_str(), port)))
        .await
        .map_err(|_| "le serveur ne répond pas".to_string())?
        .map_err(|err| connection_failure(&err))?;
    let target = match address.query() {
        Some(query) => format!("{}?{query}", address.path()),
        None => address.path().to_string(),
    };
    let request = Request::get(target)
        .header(hyper::header::HOST, address.host_str().unwrap_or_default())
        .header(hyper::header::USER_AGENT, "Vitrine (import)")
        .body(Empty::<Bytes>::new())
        .map_err(|_| "adresse invalide".to_string())?;
    let response = match address.scheme() {
        "https" => {
            let secure = || "connexion sécurisée impossible".to_string();
            let name = ServerName::try_from(host.clone()).map_err(|_| secure())?;
            let connector = crate::notify::tls_connector().map_err(|_| secure())?;
            get(connector.connect(name, tcp).await.map_err(|_| secure())?, request).await?
        }
        _ => get(tcp, request).await?,
    };
    let status = response.status();
    if status.is_redirection() {
        let location = response
            .headers()
            .get(hyper::header::LOCATION)
            .and_then(|value| value.to_str().ok())
            .ok_or("redirection sans adresse")?;
        return Ok(Err(address.join(location).map_err(|_| "redirection vers une adresse invalide".to_string())?));
    }
    if status != StatusCode::OK {
        return Err(format!("réponse {}", status.as_u16()));
    }
    let body = Limited::new(response.into_body(), IMAGE_MAX_BYTES)
        .collect()
        .await
        .map_err(|_| format!("image de plus de {} Mo", IMAGE_MAX_BYTES / (1024 * 1024)))?;
    Ok(Ok(body.to_bytes().to_vec()))
}

/// The bytes at `address` (http or https), or why they could not be had.
pub async fn fetch(address: &str) -> Result<Vec<u8>, String> {
    let mut current = url::Url::parse(address).map_err(|_| "adresse invalide".to_string())?;
    let work = async {
        for _ in 0..=REDIRECTS_MAX {
            if !matches!(current.scheme(), "http" | "https") {
                return Err("adresse ni http ni https".to_string());
            }
            match once(&current).await? {
                Ok(bytes) => return Ok(bytes),
                Err(next) => current = next,
            }
        }
        Err("trop de redirections".to_string())
    };
    tokio::time::timeout(WHOLE_TIMEOUT, work).await.map_err(|_| "délai dépassé".to_string())?
}
