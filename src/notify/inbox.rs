//! New contact messages e-mailed to notified staff, one e-mail per message within
//! each recipient's budget (see `staff`); past it, a message joins the recipient's
//! digest, so a flood of messages never becomes a flood of e-mails.

use super::{Mail, Notifier, html_mail};
use crate::db::contacts::InboxMessage;
use crate::db::staff_mails::StaffEvent;
use crate::db::{self};

impl Notifier {
    /// Tells staff of contact message `id` in the background; `base` makes the inbox link absolute.
    pub fn contact_message(&self, id: i64, base: String) {
        self.tell_staff(StaffEvent::ContactMessage, id, move |notifier, recipients| async move {
            let loaded = notifier
                .db
                .run(move |conn| Ok((db::contacts::find_message(conn, id)?, db::settings::load(conn)?.seo.title)))
                .await?;
            let (Some(message), site) = loaded else { return Ok(()) };
            for recipient in recipients {
                if let Err(err) = notifier.send(contact_mail(&recipient.email, &message, &site, &base)).await {
                    tracing::warn!(message_id = id, %err, "could not e-mail a contact message");
                }
            }
            Ok(())
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
