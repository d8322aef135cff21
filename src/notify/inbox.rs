//! New contact messages e-mailed to active staff, one e-mail per message. Over all
//! senders at most `MAILS_MAX` messages are announced per `MAILS_WINDOW`; beyond,
//! a message waits in the inbox unannounced (and is logged), so a flood of
//! messages never becomes a flood of e-mails.

use std::time::Duration;

use super::{Mail, Notifier, html_mail};
use crate::db::contacts::InboxMessage;
use crate::db::{self};
use crate::rate_limit::RateLimiter;

pub const MAILS_MAX: usize = 10;
pub const MAILS_WINDOW: Duration = Duration::from_secs(10 * 60);

pub(super) fn limiter() -> RateLimiter {
    RateLimiter::new(MAILS_MAX, MAILS_WINDOW)
}

impl Notifier {
    /// Tells staff of contact message `id` in the background; `base` makes the inbox link absolute.
    pub fn contact_message(&self, id: i64, base: String) {
        if !self.sends_mail() {
            return;
        }
        if self.inbox_mails.hit("all").is_err() {
            tracing::warn!(message_id = id, "too many contact messages to e-mail; this one waits in the inbox");
            return;
        }
        let notifier = self.clone();
        tokio::spawn(async move {
            let loaded = notifier
                .db
                .run(move |conn| {
                    let message = db::contacts::find_message(conn, id)?;
                    Ok((message, db::users::active_staff_emails(conn)?, db::settings::load(conn)?.seo.title))
                })
                .await;
            let (message, recipients, site) = match loaded {
                Ok((Some(message), recipients, site)) => (message, recipients, site),
                Ok((None, ..)) => return,
                Err(err) => {
                    tracing::warn!(message_id = id, %err, "could not prepare the contact message e-mail");
                    return;
                }
            };
            for to in recipients {
                if let Err(err) = notifier.send(contact_mail(&to, &message, &site, &base)).await {
                    tracing::warn!(message_id = id, %err, "could not e-mail a contact message");
                }
            }
        });
    }
}

fn contact_mail(to: &str, message: &InboxMessage, site: &str, base: &str) -> Mail {
    let (name, email) = message.contact.as_ref().map_or(("Un visiteur", ""), |c| (c.name.as_str(), c.email.as_str()));
    let intro = if email.is_empty() {
        format!("{name} vous a écrit depuis le formulaire de contact de {site} :")
    } else {
        format!("{name} ({email}) vous a écrit depuis le formulaire de contact de {site} :")
    };
    let reply = "Répondez à cet e-mail pour lui écrire directement.";
    let link = format!("{base}/admin/messages");
    Mail {
        to: to.to_string(),
        subject: format!("Nouveau message de {name} — {site}"),
        text: format!("{intro}\n\n{}\n\n{reply}\nMessagerie : {link}\n", message.message),
        html: html_mail(site, &[&intro, &message.message], Some(("Ouvrir la messagerie", &link)), &[reply]),
        reply_to: (!email.is_empty()).then(|| email.to_string()),
    }
}
