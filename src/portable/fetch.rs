//! Fetching an imported article's images from the site it came from: plain HTTP/1.1 GET over
//! http or https (the roots the mail transport trusts), a few redirects, bounded in time and
//! size. A failure is a message for the import's report, never an error of the import.
//!
//! The addresses come from the file imported: in the back-office, a hostile file could make the
//! server reach its own network (an admin page on localhost, a cloud's metadata address). Unless
//! told otherwise, only public addresses are reached, checked once the name is resolved and
//! connected to as checked, so a name that resolves differently the second time gains nothing.

use std::net::{IpAddr, SocketAddr};
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

/// Which addresses an import may fetch images from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Public addresses only: loopback, private, link-local and other reserved ranges are refused.
    PublicOnly,
    /// Any address, for an old site on this machine or its network.
    LocalNetworkToo,
}

/// True for an address of the public internet.
fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [first, second, ..] = v4.octets();
            let shared = first == 100 && (64..128).contains(&second);
            let reserved = first == 0
                || first >= 240
                || (first == 192 && second == 0)
                || (first == 198 && (18..=19).contains(&second));
            !(v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || shared
                || reserved)
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public(IpAddr::V4(v4)),
            None => {
                !(v6.is_loopback()
                    || v6.is_unspecified()
                    || v6.is_multicast()
                    || v6.is_unique_local()
                    || v6.is_unicast_link_local()
                    || v6.segments()[0] == 0x64 && v6.segments()[1] == 0xff9b)
            }
        },
    }
}

/// Resolves `host` and connects to the first of its addresses `reach` allows.
async fn connect(host: &str, port: u16, reach: Reach) -> Result<TcpStream, String> {
    let work = async {
        let resolved: Vec<SocketAddr> =
            tokio::net::lookup_host((host, port)).await.map_err(|_| "adresse introuvable".to_string())?.collect();
        let allowed: Vec<SocketAddr> = resolved
            .iter()
            .copied()
            .filter(|address| reach == Reach::LocalNetworkToo || is_public(address.ip()))
            .collect();
        if allowed.is_empty() {
            return Err(if resolved.is_empty() {
                "adresse introuvable"
            } else {
                "adresse d'un réseau local, refusée"
            }
            .to_string());
        }
        let mut failure = "connexion impossible".to_string();
        for address in allowed {
            match TcpStream::connect(address).await {
                Ok(stream) => return Ok(stream),
                Err(err) => failure = connection_failure(&err),
            }
        }
        Err(failure)
    };
    tokio::time::timeout(CONNECT_TIMEOUT, work).await.map_err(|_| "le serveur ne répond pas".to_string())?
}

/// Why a connection failed, in the report's words (the system's own are in English).
fn connection_failure(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::ConnectionRefused => "le serveur refuse la connexion",
        std::io::ErrorKind::TimedOut => "le serveur ne répond pas",
        std::io::ErrorKind::ConnectionReset | std::io::ErrorKind::ConnectionAborted => "connexion interrompue",
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

async fn once(address: &url::Url, reach: Reach) -> Result<Result<Vec<u8>, url::Url>, String> {
    let host = match address.host().ok_or("adresse sans hôte")? {
        url::Host::Ipv6(ip) => ip.to_string(),
        other => other.to_string(),
    };
    let port = address.port_or_known_default().ok_or("port inconnu")?;
    let tcp = connect(&host, port, reach).await?;
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

/// The bytes at `address` (http or https), or why they could not be had; every redirection is
/// held to `reach` too.
pub async fn fetch(address: &str, reach: Reach) -> Result<Vec<u8>, String> {
    let mut current = url::Url::parse(address).map_err(|_| "adresse invalide".to_string())?;
    let work = async {
        for _ in 0..=REDIRECTS_MAX {
            if !matches!(current.scheme(), "http" | "https") {
                return Err("adresse ni http ni https".to_string());
            }
            match once(&current, reach).await? {
                Ok(bytes) => return Ok(bytes),
                Err(next) => current = next,
            }
        }
        Err("trop de redirections".to_string())
    };
    tokio::time::timeout(WHOLE_TIMEOUT, work).await.map_err(|_| "délai dépassé".to_string())?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_addresses_of_the_public_internet_are_public() {
        for public in ["93.184.215.14", "8.8.8.8", "2a00:1450:4007:80e::200e", "::ffff:93.184.215.14"] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
        for local in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "224.0.0.1",
            "192.0.2.1",
            "198.18.0.1",
            "240.0.0.1",
            "::1",
            "::",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "64:ff9b::7f00:1",
        ] {
            assert!(!is_public(local.parse().unwrap()), "{local}");
        }
    }

    #[tokio::test]
    async fn a_local_address_is_refused_by_name_or_number_unless_allowed() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move {
            loop {
                let (mut stream, _) = listener.accept().await.unwrap();
                tokio::spawn(async move {
                    use tokio::io::{AsyncReadExt, AsyncWriteExt};
                    let mut request = [0u8; 1024];
                    let _ = stream.read(&mut request).await;
                    let _ =
                        stream.write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok").await;
                });
            }
        });
        let local = format!("http://127.0.0.1:{port}/image.png");
        assert_eq!(fetch(&local, Reach::PublicOnly).await, Err("adresse d'un réseau local, refusée".to_string()));
        assert_eq!(
            fetch(&format!("http://localhost:{port}/a.png"), Reach::PublicOnly).await.unwrap_err(),
            "adresse d'un réseau local, refusée"
        );
        assert_eq!(fetch(&local, Reach::LocalNetworkToo).await, Ok(b"ok".to_vec()));
    }
}
