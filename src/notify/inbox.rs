//! New contact messages e-mailed to notified staff, one e-mail per message within
//! each recipient's budget (see `staff`); past it, a message joins the recipient's
//! digest, so a flood of messages never becomes a flood of e-mails. Each staff
//! member reads it in his own language, whatever the visitor wrote in.

use super::{Mail, Notifier, html_mail};
use crate::db::contacts::InboxMessage;
use crate::db::staff_mails::StaffEvent;
use crate::db::{self};
use crate::locale::Locale;

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
                let mail = contact_mail(&recipient.email, Locale::new(recipient.lang), &message, &site, &base);
                if let Err(err) = notifier.send(mail).await {
                    tracing::warn!(message_id = id, %err, "could not e-mail a contact message");
                }
            }
            Ok(())
        });
    }
}

pub(super) fn contact_mail(to: &str, locale: Locale, message: &InboxMessage, site: &str, base: &str) -> Mail {
    let (name, email) = match &message.contact {
        Some(contact) => (contact.name.clone(), contact.email.as_str()),
        None => (locale.text("email:contact.visitor", &[]), ""),
    };
    let intro = if email.is_empty() {
        locale.text("email:contact.wrote", &[("name", name.clone()), ("site", site.to_string())])
    } else {
        let values = [("name", name.clone()), ("email", email.to_string()), ("site", site.to_string())];
        locale.text("email:contact.wroteWithEmail", &values)
    };
    let reply = locale.text("email:contact.reply", &[]);
    let link = format!("{base}/admin/messages");
    let inbox = locale.text("email:contact.inbox", &[("url", link.clone())]);
    let button = locale.text("email:contact.button", &[]);
    Mail {
        to: to.to_string(),
        subject: locale.text("email:contact.subject", &[("name", name), ("site", site.to_string())]),
        text: format!("{intro}\n\n{}\n\n{reply}\n{inbox}\n", message.message),
        html: html_mail(locale, site, &[&intro, &message.message], Some((&button, &link)), &[&reply]),
        reply_to: (!email.is_empty()).then(|| email.to_string()),
        headers: Vec::new(),
    }
}
