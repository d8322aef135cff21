//! The newsletter's sender holds its own SMTP conversation, rather than lettre's transport,
//! to decide when each message's last line leaves (see `newsletter_sender`). This reads
//! `VITRINE_SMTP_URL` as the transport does (smtp://, smtp://…?tls=required|opportunistic,
//! smtps://, user and password, the EHLO name as the path) and opens a conversation with it.

use std::time::Duration;

use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{SmtpConnection, TlsParameters};
use lettre::transport::smtp::extension::ClientId;

/// How long one read or write to the mail server may wait.
const TIMEOUT: Duration = Duration::from_secs(30);

enum Tls {
    None,
    /// STARTTLS, refused when the server does not offer it.
    Required(TlsParameters),
    /// STARTTLS when the server offers it.
    Opportunistic(TlsParameters),
    /// TLS from the first byte (smtps).
    Wrapper(TlsParameters),
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
            ("smtps", _) => (465, Tls::Wrapper(parameters()?)),
            (scheme, tls) => anyhow::bail!("unknown SMTP scheme {scheme:?} or tls parameter {tls:?}"),
        };
        let credentials = url.password().map(|password| Credentials::new(decoded(url.username()), decoded(password)));
        let name = url.path().trim_matches('/');
        let hello = if name.is_empty() { ClientId::default() } else { ClientId::Domain(name.to_string()) };
        Ok(SmtpTarget { port: url.port().unwrap_or(port), host, tls, credentials, hello })
    }

    /// Opens a conversation: greeting, EHLO, TLS as asked, then authentication.
    pub fn connect(&self) -> Result<SmtpConnection, lettre::transport::smtp::Error> {
        let wrapper = match &self.tls {
            Tls::Wrapper(parameters) => Some(parameters),
            _ => None,
        };
        let mut connection =
            SmtpConnection::connect((self.host.as_str(), self.port), Some(TIMEOUT), &self.hello, wrapper, None)?;
        match &self.tls {
            Tls::Required(parameters) => connection.starttls(parameters, &self.hello)?,
            Tls::Opportunistic(parameters) if connection.can_starttls() => {
                connection.starttls(parameters, &self.hello)?;
            }
            _ => {}
        }
        if let Some(credentials) = &self.credentials {
            connection.auth(&[Mechanism::Plain, Mechanism::Login], credentials)?;
        }
        Ok(connection)
    }
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
        assert_eq!(submission.credentials, Some(Credentials::new("awa@exemple.km".into(), "pàss".into())));

        let wrapped = SmtpTarget::parse("smtps://u:p@mail.exemple.km/vitrine.exemple.km").unwrap();
        assert_eq!(wrapped.port, 465);
        assert!(matches!(wrapped.tls, Tls::Wrapper(_)));
        assert_eq!(wrapped.hello, ClientId::Domain("vitrine.exemple.km".into()));

        assert!(SmtpTarget::parse("imap://mail.exemple.km").is_err());
        assert!(SmtpTarget::parse("smtp://mail.exemple.km?tls=maybe").is_err());
    }
}
