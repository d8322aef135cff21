//! The newsletter's sender holds its own SMTP conversation, rather than lettre's transport,
//! to decide when each message's last line leaves (see `newsletter_sender`), and opens its
//! own TCP connection to turn Nagle's algorithm off: otherwise that short last line waits for
//! the acknowledgement of the message before it, which the server delays (40 ms a message).
//! This reads `VITRINE_SMTP_URL` as lettre's transport does (smtp://, smtp://…?tls=required
//! or opportunistic, smtps://, user and password, the EHLO name as the path).

use std::sync::Arc;
use std::time::Duration;

use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{AsyncSmtpConnection, AsyncTokioStream, TlsParameters};
use lettre::transport::smtp::commands::{Data, Mail, Quit, Rcpt, Rset};
use lettre::transport::smtp::extension::{ClientId, MailBodyParameter, MailParameter};
use tokio::net::TcpStream;
use tokio::runtime::Runtime;
use tokio::time::error::Elapsed;
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls::{self, ClientConfig, RootCertStore, pki_types::ServerName};

/// How long connecting, or one step of the conversation, may take.
pub const TIMEOUT: Duration = Duration::from_secs(30);

enum Tls {
    None,
    /// STARTTLS, refused when the server does not offer it.
    Required(TlsParameters),
    /// STARTTLS when the server offers it.
    Opportunistic(TlsParameters),
    /// TLS from the first byte (smtps).
    Wrapper,
}

/// Where and how to reach the mail server.
pub struct SmtpTarget {
    host: String,
    port: u16,
    tls: Tls,
    credentials: Option<Credentials>,
    hello: ClientId,
}

fn decoded(text: &str) -> String {
    percent_encoding::percent_decode_str(text).decode_utf8_lossy().into_owned()
}

/// A TLS stream opened before the greeting (smtps), handed to lettre as a plain stream.
#[derive(Debug)]
struct Wrapped(tokio_rustls::client::TlsStream<TcpStream>);

impl AsyncTokioStream for Wrapped {
    fn peer_addr(&self) -> std::io::Result<std::net::SocketAddr> {
        self.0.get_ref().0.peer_addr()
    }
}

impl tokio::io::AsyncRead for Wrapped {
    fn poll_read(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl tokio::io::AsyncWrite for Wrapped {
    fn poll_write(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        std::pin::Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

impl SmtpTarget {
    pub fn parse(address: &str) -> anyhow::Result<SmtpTarget> {
        let url = url::Url::parse(address)?;
        let host = url.host_str().ok_or_else(|| anyhow::anyhow!("no host in the SMTP URL"))?.to_string();
        let tls_asked = url.query_pairs().find(|(key, _)| key == "tls").map(|(_, value)| value.into_owned());
        let parameters = || TlsParameters::new(host.clone());
        let (port, tls) = match (url.scheme(), tls_asked.as_deref()) {
            ("smtp", None) => (25, Tls::None),
            ("smtp", Some("required")) => (587, Tls::Required(parameters()?)),
            ("smtp", Some("opportunistic")) => (587, Tls::Opportunistic(parameters()?)),
            ("smtps", _) => (465, Tls::Wrapper),
            (scheme, tls) => anyhow::bail!("unknown SMTP scheme {scheme:?} or tls parameter {tls:?}"),
        };
        let credentials = url.password().map(|password| Credentials::new(decoded(url.username()), decoded(password)));
        let name = url.path().trim_matches('/');
        let hello = if name.is_empty() { ClientId::default() } else { ClientId::Domain(name.to_string()) };
        Ok(SmtpTarget { port: url.port().unwrap_or(port), host, tls, credentials, hello })
    }

    /// Opens a conversation: greeting, EHLO, TLS as asked, then authentication.
    pub async fn connect(&self) -> anyhow::Result<AsyncSmtpConnection> {
        let tcp = tokio::time::timeout(TIMEOUT, TcpStream::connect((self.host.as_str(), self.port))).await??;
        tcp.set_nodelay(true)?;
        let stream: Box<dyn AsyncTokioStream> = match self.tls {
            Tls::Wrapper => {
                let name = ServerName::try_from(self.host.clone())?;
                let tls = tokio::time::timeout(TIMEOUT, tls_connector()?.connect(name, tcp)).await??;
                Box::new(Wrapped(tls))
            }
            _ => Box::new(tcp),
        };
        let greeted = AsyncSmtpConnection::connect_with_transport(stream, &self.hello);
        let mut connection = tokio::time::timeout(TIMEOUT, greeted).await??;
        match &self.tls {
            Tls::Required(parameters) => connection.starttls(parameters.clone(), &self.hello).await?,
            Tls::Opportunistic(parameters) if connection.can_starttls() => {
                connection.starttls(parameters.clone(), &self.hello).await?;
            }
            _ => {}
        }
        if let Some(credentials) = &self.credentials {
            connection.auth(&[Mechanism::Plain, Mechanism::Login], credentials).await?;
        }
        Ok(connection)
    }
}

/// Why a message did not go through.
pub enum Failure {
    /// The server answered no: for good (5xx) or for now (4xx).
    Refused { permanent: bool, error: String },
    /// The conversation broke (network, timeout, an answer that makes no sense).
    Broken(String),
}

/// Runs `work` on `runtime`, for `limit` at most.
pub fn within<F: Future>(runtime: &Runtime, limit: Duration, work: F) -> Result<F::Output, Elapsed> {
    runtime.block_on(async move { tokio::time::timeout(limit, work).await })
}

/// Sends one message over `smtp`; `record` runs once the whole message is written and
/// before its terminating line (what makes the newsletter's queue send nobody a second copy).
pub fn send_recorded(
    runtime: &Runtime,
    smtp: &mut AsyncSmtpConnection,
    envelope: &Envelope,
    bytes: &[u8],
    record: impl FnOnce() -> crate::error::AppResult<()>,
) -> Result<(), Failure> {
    match within(runtime, TIMEOUT * 4, converse(smtp, envelope, bytes, record)) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(err)) if err.is_permanent() => Err(Failure::Refused { permanent: true, error: err.to_string() }),
        Ok(Err(err)) if err.is_transient() => Err(Failure::Refused { permanent: false, error: err.to_string() }),
        Ok(Err(err)) => Err(Failure::Broken(err.to_string())),
        Err(_) => Err(Failure::Broken("the mail server stopped answering".into())),
    }
}

/// Starts the next message from a clean state after a refusal; false when the conversation
/// is over.
pub fn reset(runtime: &Runtime, smtp: &mut AsyncSmtpConnection) -> bool {
    !smtp.has_broken() && matches!(within(runtime, TIMEOUT, smtp.command(Rset)), Ok(Ok(_)))
}

/// Ends the conversation politely.
pub fn hang_up(runtime: &Runtime, mut smtp: AsyncSmtpConnection) {
    let _ = within(runtime, TIMEOUT, smtp.command(Quit));
}

/// MAIL, RCPT, DATA, then the message; `record` runs once the whole message is written and
/// before its terminating line.
async fn converse(
    smtp: &mut AsyncSmtpConnection,
    envelope: &Envelope,
    bytes: &[u8],
    record: impl FnOnce() -> crate::error::AppResult<()>,
) -> Result<(), lettre::transport::smtp::Error> {
    let mut parameters = Vec::new();
    if envelope.to().iter().chain(envelope.from()).any(|address| !AsRef::<str>::as_ref(address).is_ascii()) {
        parameters.push(MailParameter::SmtpUtfEight);
    }
    if !bytes.is_ascii() {
        parameters.push(MailParameter::Body(MailBodyParameter::EightBitMime));
    }
    smtp.command(Mail::new(envelope.from().cloned(), parameters)).await?;
    for to in envelope.to() {
        smtp.command(Rcpt::new(to.clone(), Vec::new())).await?;
    }
    smtp.command(Data).await?;
    smtp.message_iter(RecordedAtTheEnd { body: Some(bytes), record: Some(record) }).await?;
    Ok(())
}

/// The message's bytes, then, when lettre asks for more, the record that it is sent: lettre
/// writes the terminating line only once this iterator is exhausted.
struct RecordedAtTheEnd<'a, F> {
    body: Option<&'a [u8]>,
    record: Option<F>,
}

impl<'a, F: FnOnce() -> crate::error::AppResult<()>> Iterator for RecordedAtTheEnd<'a, F> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        if let Some(body) = self.body.take() {
            return Some(body);
        }
        if let Some(record) = self.record.take()
            && let Err(err) = record()
        {
            tracing::error!(%err, "a newsletter message could not be recorded as sent");
        }
        None
    }
}

/// TLS with the roots lettre's own TLS trusts (Mozilla's, compiled in).
pub(crate) fn tls_connector() -> anyhow::Result<TlsConnector> {
    let roots = RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    let config = ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(TlsConnector::from(Arc::new(config)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_url_reads_as_the_transport_reads_it() {
        let plain = SmtpTarget::parse("smtp://127.0.0.1:2525").unwrap();
        assert_eq!((plain.host.as_str(), plain.port), ("127.0.0.1", 2525));
        assert!(matches!(plain.tls, Tls::None) && plain.credentials.is_none());

        let submission = SmtpTarget::parse("smtp://awa%40exemple.km:p%C3%A0ss@mail.exemple.km?tls=required").unwrap();
        assert_eq!(submission.port, 587);
        assert!(matches!(submission.tls, Tls::Required(_)));
        assert!(submission.credentials == Some(Credentials::new("awa@exemple.km".into(), "pàss".into())));

        let wrapped = SmtpTarget::parse("smtps://u:p@mail.exemple.km/vitrine.exemple.km").unwrap();
        assert_eq!(wrapped.port, 465);
        assert!(matches!(wrapped.tls, Tls::Wrapper));
        assert_eq!(wrapped.hello, ClientId::Domain("vitrine.exemple.km".into()));
        assert!(tls_connector().is_ok());

        assert!(SmtpTarget::parse("imap://mail.exemple.km").is_err());
        assert!(SmtpTarget::parse("smtp://mail.exemple.km?tls=maybe").is_err());
    }
}
