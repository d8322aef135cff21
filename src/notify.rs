//! E-mails, sent only when `VITRINE_SMTP_URL` is set: dossier notifications here,
//! password links in `accounts`, new contact messages in `inbox`. Sending happens
//! in the background: a mail server that is down never fails or slows the request
//! that triggered it; the failure is logged.

pub mod accounts;
mod inbox;

use std::sync::Arc;

use lettre::message::{Mailbox, MultiPart, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::db::{self, Db};
use crate::domain::dossier_status::DossierStatus;
use crate::domain::html::escape;
use crate::domain::text::looks_like_email;
use crate::rate_limit::RateLimiter;

#[derive(Clone)]
pub struct Notifier {
    mailer: Option<(AsyncSmtpTransport<Tokio1Executor>, Mailbox)>,
    db: Db,
    public_url: Option<String>,
    /// New contact messages e-mailed to staff, over every sender (see `inbox`).
    inbox_mails: Arc<RateLimiter>,
}

/// One e-mail to one address: French plain text with an HTML alternative.
#[derive(Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Where the recipient's "Reply" goes (a visitor's address), else the sender.
    pub reply_to: Option<String>,
}

/// A short HTML e-mail: a heading naming the site, paragraphs of plain text
/// (escaped here) before and after an optional button. Inline styles only, as
/// mail clients want.
fn html_mail(site: &str, intro: &[&str], button: Option<(&str, &str)>, outro: &[&str]) -> String {
    let paragraphs = |texts: &[&str], style: &str| -> String {
        texts.iter().map(|text| format!("<p{style}>{}</p>", escape(text).replace('\n', "<br>"))).collect()
    };
    let button = button.map_or_else(String::new, |(label, url)| {
        format!(
            "<p><a href=\"{url}\" style=\"display:inline-block;padding:10px 18px;background:#0f3d5e;\
             color:#ffffff;text-decoration:none;border-radius:6px\">{label}</a></p>\
             <p style=\"font-size:13px;color:#4b5563\">{url}</p>",
            url = escape(url),
            label = escape(label),
        )
    });
    format!(
        "<!doctype html><html lang=\"fr\"><body style=\"font-family:Arial,sans-serif;color:#1f2937;\
         line-height:1.5\"><h1 style=\"font-size:20px;color:#0f3d5e\">{site}</h1>{intro}{button}{outro}</body></html>",
        site = escape(site),
        intro = paragraphs(intro, ""),
        outro = paragraphs(outro, " style=\"font-size:13px;color:#4b5563\""),
    )
}

/// What happened on a dossier, and so who should hear of it.
pub enum DossierEvent {
    Submitted,
    PromoterMessage,
    StaffMessage,
    StatusChanged(DossierStatus),
}

impl Notifier {
    /// A notifier that sends through `smtp_url`, or does nothing when it is None.
    pub fn new(db: Db, smtp_url: Option<&str>, from: &str, public_url: Option<String>) -> anyhow::Result<Self> {
        let mailer = match smtp_url {
            None => None,
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|err| anyhow::anyhow!("VITRINE_SMTP_URL: {err}"))?
                    .build();
                let from: Mailbox = from.parse().map_err(|err| anyhow::anyhow!("VITRINE_SMTP_FROM: {err}"))?;
                Some((transport, from))
            }
        };
        Ok(Notifier { mailer, db, public_url, inbox_mails: Arc::new(inbox::limiter()) })
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
        let mut builder = Message::builder().from(from.clone()).to(mail.to.parse()?).subject(mail.subject);
        if let Some(reply_to) = mail.reply_to {
            builder = builder.reply_to(reply_to.parse()?);
        }
        let message = builder.multipart(MultiPart::alternative_plain_html(mail.text, mail.html))?;
        transport.send(message).await?;
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

    /// Tells the other side about `event` on dossier `id`, in the background.
    pub fn dossier(&self, id: i64, event: DossierEvent) {
        let Some((transport, from)) = self.mailer.clone() else { return };
        let (db, base) = (self.db.clone(), self.public_url.clone().unwrap_or_default());
        tokio::spawn(async move {
            if let Err(err) = send_dossier_mail(&db, &transport, &from, &base, id, event).await {
                tracing::warn!(dossier_id = id, %err, "could not send a dossier notification");
            }
        });
    }
}

async fn send_dossier_mail(
    db: &Db,
    transport: &AsyncSmtpTransport<Tokio1Executor>,
    from: &Mailbox,
    base: &str,
    id: i64,
    event: DossierEvent,
) -> anyhow::Result<()> {
    let to_promoter = matches!(event, DossierEvent::StaffMessage | DossierEvent::StatusChanged(_));
    let (title, recipients) = db
        .run(move |conn| {
            let (title, promoter_email) = db::dossiers::title_and_promoter_email(conn, id)?;
            let recipients = if to_promoter { vec![promoter_email] } else { db::users::active_staff_emails(conn)? };
            Ok((title, recipients))
        })
        .await?;
    let (subject, intro, link) = match event {
        DossierEvent::Submitted => (
            format!("Nouveau dossier : {title}"),
            "Un promoteur vient de soumettre un dossier.".to_string(),
            format!("{base}/admin/dossiers/{id}"),
        ),
        DossierEvent::PromoterMessage => (
            format!("Nouveau message sur le dossier « {title} »"),
            "Le promoteur a écrit un nouveau message.".to_string(),
            format!("{base}/admin/dossiers/{id}"),
        ),
        DossierEvent::StaffMessage => (
            format!("Nouveau message sur votre dossier « {title} »"),
            "L'équipe vous a écrit au sujet de votre dossier.".to_string(),
            format!("{base}/dashboard/dossier/{id}"),
        ),
        DossierEvent::StatusChanged(status) => (
            format!("Votre dossier « {title} » : {}", status.label()),
            format!("Le statut de votre dossier est désormais : {}.", status.label()),
            format!("{base}/dashboard/dossier/{id}"),
        ),
    };
    // The default `admin@localhost` account has no deliverable address.
    for recipient in recipients.into_iter().filter(|email| looks_like_email(email)) {
        let Ok(to) = recipient.parse::<Mailbox>() else { continue };
        let message = Message::builder()
            .from(from.clone())
            .to(to)
            .subject(subject.clone())
            .header(ContentType::TEXT_PLAIN)
            .body(format!("Bonjour,\n\n{intro}\n\nConsultez-le ici : {link}\n\nCet e-mail est envoyé automatiquement, merci de ne pas y répondre.\n"))?;
        transport.send(message).await?;
    }
    Ok(())
}
