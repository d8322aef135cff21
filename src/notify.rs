//! E-mails, sent only when `VITRINE_SMTP_URL` is set: dossier notifications here,
//! account links in `accounts`, new contact messages in `inbox`, the budget
//! and digest of every staff notification in `staff`, and the newsletter's in `newsletter`. Each is written in its
//! recipient's language, with the texts of the `email` bundle (ui/src/locales).
//! Sending happens in the background: a mail server that is down never fails or
//! slows the request that triggered it; the failure is logged.

pub mod accounts;
pub mod article_mail;
#[cfg(test)]
mod every_language;
mod inbox;
pub mod newsletter;
pub mod newsletter_mails;
pub mod newsletter_sender;
mod smtp_session;

pub(crate) use smtp_session::tls_connector;
mod staff;

use std::sync::Arc;

use lettre::message::header::HeaderValue;
use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::clock::Clock;
use crate::config::Config;
use crate::db::staff_mails::StaffEvent;
use crate::db::{self, Db};
use crate::domain::dossier_status::DossierStatus;
use crate::domain::html::escape;
use crate::domain::lang::Lang;
use crate::domain::text::looks_like_email;
use crate::locale::Locale;
use crate::rate_limit::RateLimiter;

#[derive(Clone)]
pub struct Notifier {
    mailer: Option<(AsyncSmtpTransport<Tokio1Executor>, Mailbox)>,
    db: Db,
    /// The site's base URL for links in e-mails, known without any request.
    base: String,
    clock: Clock,
    /// Mails about signing up sent to one address (see `accounts`).
    sign_up_mails: Arc<RateLimiter>,
    /// Held while the application runs; the digest task stops once it is gone.
    alive: Arc<()>,
}

/// One e-mail to one address: plain text in the recipient's language with an HTML alternative.
#[derive(Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Where the recipient's "Reply" goes (a visitor's address), else the sender.
    pub reply_to: Option<String>,
    /// Headers beyond the usual ones: a newsletter mail's unsubscribe headers.
    pub headers: Vec<HeaderValue>,
}

/// A short HTML e-mail in `locale`'s language: a heading naming the site,
/// paragraphs of plain text (escaped here) before and after an optional button.
/// Inline styles only, as mail clients want; Arabic reads right to left, the
/// link's address left to right whatever the language.
fn html_mail(locale: Locale, site: &str, intro: &[&str], button: Option<(&str, &str)>, outro: &[&str]) -> String {
    let paragraphs = |texts: &[&str], style: &str| -> String {
        texts.iter().map(|text| format!("<p{style}>{}</p>", escape(text).replace('\n', "<br>"))).collect()
    };
    let button = button.map_or_else(String::new, |(label, url)| {
        format!(
            "<p><a href=\"{url}\" style=\"display:inline-block;padding:10px 18px;background:#0f3d5e;\
             color:#ffffff;text-decoration:none;border-radius:6px\">{label}</a></p>\
             <p style=\"font-size:13px;color:#4b5563\"><span dir=\"ltr\">{url}</span></p>",
            url = escape(url),
            label = escape(label),
        )
    });
    let lang = locale.lang();
    let align = if lang == Lang::Ar { "right" } else { "left" };
    format!(
        "<!doctype html><html lang=\"{code}\" dir=\"{dir}\"><body dir=\"{dir}\" style=\"font-family:Arial,sans-serif;\
         color:#1f2937;line-height:1.5;direction:{dir};text-align:{align}\"><h1 style=\"font-size:20px;color:#0f3d5e\">\
         {site}</h1>{intro}{button}{outro}</body></html>",
        code = lang.code(),
        dir = lang.direction(),
        site = escape(site),
        intro = paragraphs(intro, ""),
        outro = paragraphs(outro, " style=\"font-size:13px;color:#4b5563\""),
    )
}

/// "Bonjour Awa," or, without a name, "Bonjour,".
fn greeting(locale: Locale, name: Option<&str>) -> String {
    match name.map(str::trim).filter(|name| !name.is_empty()) {
        Some(name) => locale.text("email:greetingNamed", &[("name", name.to_string())]),
        None => locale.text("email:greeting", &[]),
    }
}

impl Notifier {
    /// A notifier that sends through the configured SMTP server, or does nothing without one.
    pub fn new(db: Db, config: &Config) -> anyhow::Result<Self> {
        let mailer = match config.smtp_url.as_deref() {
            None => None,
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|err| anyhow::anyhow!("VITRINE_SMTP_URL: {err}"))?
                    .build();
                let from: Mailbox =
                    config.smtp_from.parse().map_err(|err| anyhow::anyhow!("VITRINE_SMTP_FROM: {err}"))?;
                Some((transport, from))
            }
        };
        Ok(Notifier {
            mailer,
            db,
            base: crate::http::site_origin::configured_base(config.public_url.as_deref(), config.addr),
            clock: config.clock.clone(),
            sign_up_mails: Arc::new(accounts::sign_up_limiter()),
            alive: Arc::new(()),
        })
    }

    /// Counts a sign-up mail to `address` (see `accounts::SIGN_UP_MAILS_PER_HOUR`),
    /// or returns the seconds to wait.
    pub fn sign_up_mail_allowed(&self, address: &str) -> Result<(), u64> {
        self.sign_up_mails.hit(&address.to_lowercase())
    }

    /// Whether e-mail is configured at all; without it nothing is ever sent.
    pub fn sends_mail(&self) -> bool {
        self.mailer.is_some()
    }

    /// Sends `mail` now; does nothing without SMTP or for an address no one can
    /// receive mail at (the default `admin@localhost`).
    pub async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        let Some((transport, from)) = &self.mailer else { return Ok(()) };
        if !looks_like_email(&mail.to) {
            tracing::info!(to = %mail.to, "no e-mail sent to an address without a domain");
            return Ok(());
        }
        transport.send(message(from, mail)?).await?;
        Ok(())
    }

    /// Sends `mail` in the background; a failure is logged, never reported to the caller.
    pub fn send_in_background(&self, mail: Mail) {
        if !self.sends_mail() {
            return;
        }
        let notifier = self.clone();
        tokio::spawn(async move {
            let subject = mail.subject.clone();
            if let Err(err) = notifier.send(mail).await {
                tracing::warn!(%err, %subject, "could not send an e-mail");
            }
        });
    }
}

/// `mail` as sent from `from`: plain text with its HTML alternative, and its own headers.
fn message(from: &Mailbox, mail: Mail) -> anyhow::Result<Message> {
    let mut builder = Message::builder().from(from.clone()).to(mail.to.parse()?).subject(mail.subject);
    if let Some(reply_to) = mail.reply_to {
        builder = builder.reply_to(reply_to.parse()?);
    }
    for header in mail.headers {
        builder = builder.raw_header(header);
    }
    Ok(builder.multipart(MultiPart::alternative_plain_html(mail.text, mail.html))?)
}

/// What happened on a dossier, and so who should hear of it.
pub enum DossierEvent {
    Submitted,
    PromoterMessage,
    StaffMessage,
    StatusChanged(DossierStatus),
}

impl Notifier {
    /// Tells the other side about `event` on dossier `id`, in the background:
    /// the promoter of staff moves, staff (within their budget) of promoter moves.
    pub fn dossier(&self, id: i64, event: DossierEvent) {
        let staff_event = match event {
            DossierEvent::Submitted => StaffEvent::NewDossier,
            DossierEvent::PromoterMessage => StaffEvent::PromoterMessage,
            DossierEvent::StaffMessage | DossierEvent::StatusChanged(_) => {
                self.tell_promoter(id, event);
                return;
            }
        };
        self.tell_staff(staff_event, id, move |notifier, recipients| async move {
            let facts = dossier_facts(&notifier.db, id).await?;
            for recipient in recipients {
                let locale = Locale::new(recipient.lang);
                notifier.send(dossier_mail(&recipient.email, locale, &facts, &notifier.base, id, &event)).await?;
            }
            Ok(())
        });
    }

    fn tell_promoter(&self, id: i64, event: DossierEvent) {
        if !self.sends_mail() {
            return;
        }
        let notifier = self.clone();
        tokio::spawn(async move {
            let sent = async {
                let facts = dossier_facts(&notifier.db, id).await?;
                let (to, locale) = (&facts.promoter.email, Locale::new(facts.promoter.lang));
                notifier.send(dossier_mail(to, locale, &facts, &notifier.base, id, &event)).await
            };
            if let Err(err) = sent.await {
                tracing::warn!(dossier_id = id, %err, "could not send a dossier notification");
            }
        });
    }
}

/// What a dossier mail names: the dossier's title, its promoter (address and
/// language) and the site.
struct DossierFacts {
    title: String,
    promoter: db::dossiers::Promoter,
    site: String,
}

async fn dossier_facts(db: &Db, id: i64) -> anyhow::Result<DossierFacts> {
    Ok(db
        .run(move |conn| {
            let (title, promoter) = db::dossiers::title_and_promoter(conn, id)?;
            Ok(DossierFacts { title, promoter, site: db::settings::load(conn)?.seo.title })
        })
        .await?)
}

/// The mail telling `to`, in `locale`'s language, of `event` on dossier `id`.
fn dossier_mail(to: &str, locale: Locale, facts: &DossierFacts, base: &str, id: i64, event: &DossierEvent) -> Mail {
    let title = ("title", facts.title.clone());
    let (kind, values, link) = match event {
        DossierEvent::Submitted => ("submitted", vec![title], format!("{base}/admin/dossiers/{id}")),
        DossierEvent::PromoterMessage => ("promoterMessage", vec![title], format!("{base}/admin/dossiers/{id}")),
        DossierEvent::StaffMessage => ("staffMessage", vec![title], format!("{base}/dashboard/dossier/{id}")),
        DossierEvent::StatusChanged(status) => {
            let status = locale.text(&format!("dossiers:status.{}", status.as_str()), &[]);
            ("statusChanged", vec![title, ("status", status)], format!("{base}/dashboard/dossier/{id}"))
        }
    };
    let subject = locale.text(&format!("email:dossier.{kind}.subject"), &values);
    let intro = locale.text(&format!("email:dossier.{kind}.intro"), &values);
    let hello = greeting(locale, None);
    let see = locale.text("email:dossier.see", &[("url", link.clone())]);
    let automatic = locale.text("email:automatic", &[]);
    let button = locale.text("email:dossier.button", &[]);
    Mail {
        to: to.to_string(),
        text: format!("{hello}\n\n{intro}\n\n{see}\n\n{automatic}\n"),
        html: html_mail(locale, &facts.site, &[&hello, &intro], Some((&button, &link)), &[&automatic]),
        subject,
        reply_to: None,
        headers: Vec::new(),
    }
}
