//! E-mail notifications about dossiers, sent only when `VITRINE_SMTP_URL` is set.
//! Sending happens in the background: a mail server that is down never fails
//! or slows the request that triggered it; the failure is logged.

use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::db::{self, Db};
use crate::domain::dossier_status::DossierStatus;
use crate::domain::role::Role;
use crate::domain::text::looks_like_email;

#[derive(Clone)]
pub struct Notifier {
    mailer: Option<(AsyncSmtpTransport<Tokio1Executor>, Mailbox)>,
    db: Db,
    public_url: Option<String>,
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
        Ok(Notifier { mailer, db, public_url })
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
            let (title, promoter_email): (String, String) = conn.query_row(
                "SELECT d.title, u.email FROM dossiers d JOIN users u ON u.id = d.promoter_id WHERE d.id = ?1",
                [id],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )?;
            let recipients = if to_promoter {
                vec![promoter_email]
            } else {
                db::users::list(conn)?
                    .into_iter()
                    .filter(|user| user.role != Role::Promoter)
                    .map(|user| user.email)
                    .collect()
            };
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
