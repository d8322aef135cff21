//! The e-mail budget of each staff member, over every promoter and visitor: new
//! dossiers, promoter messages and contact messages are mailed one by one until
//! the recipient's budget for the hour is spent; past it they wait in the database
//! and go out together in ONE digest when the window frees. A task started with
//! the application sends the digests that are due.

use std::collections::BTreeMap;
use std::sync::Arc;

use time::Duration;

use super::{Mail, Notifier, greeting, html_mail};
use crate::db::staff_mails::{self, Digest, DigestLine, Recipient, StaffEvent};
use crate::db::{self, format_time};
use crate::locale::Locale;

/// Single notification e-mails per staff member per `STAFF_MAIL_WINDOW`. Five an
/// hour still reads as news; a promoter may send 10 messages a minute and several
/// promoters and visitors write at once, which would otherwise bury a moderator's
/// inbox (and get the site's mail server flagged as a spammer).
pub const STAFF_MAIL_BUDGET: i64 = 5;
/// The sliding window of the budget; a digest waits at most this long.
pub const STAFF_MAIL_WINDOW: Duration = Duration::hours(1);
/// How often due digests are looked for: a digest is at most this late, and the
/// look is one indexed query.
const DIGEST_CHECK_EVERY: std::time::Duration = std::time::Duration::from_secs(5);
/// A digest the mail server refused is tried again this much later.
const DIGEST_RETRY: Duration = Duration::minutes(5);

impl Notifier {
    /// Counts `event` against every notified staff member's budget, in the
    /// background; `mail_each` then mails those still within it (the others get
    /// the event in their digest).
    pub(super) fn tell_staff<F, Fut>(&self, event: StaffEvent, subject_id: i64, mail_each: F)
    where
        F: FnOnce(Notifier, Vec<Recipient>) -> Fut + Send + 'static,
        Fut: Future<Output = anyhow::Result<()>> + Send,
    {
        if !self.sends_mail() {
            return;
        }
        let notifier = self.clone();
        tokio::spawn(async move {
            let now = notifier.clock.now();
            let (at, window_start) = (format_time(now), format_time(now - STAFF_MAIL_WINDOW));
            let recorded = notifier
                .db
                .run(move |conn| {
                    let window = STAFF_MAIL_WINDOW.whole_seconds();
                    staff_mails::record(conn, event, subject_id, &at, &window_start, window, STAFF_MAIL_BUDGET)
                })
                .await;
            let result = match recorded {
                Ok(recipients) if recipients.is_empty() => Ok(()),
                Ok(recipients) => mail_each(notifier, recipients).await,
                Err(err) => Err(err.into()),
            };
            if let Err(err) = result {
                tracing::warn!(?event, subject_id, %err, "could not e-mail staff");
            }
        });
    }

    /// Starts the task that sends due digests; it stops once the application is gone.
    pub fn spawn_digests(&self) {
        if !self.sends_mail() {
            return;
        }
        let running = Arc::downgrade(&self.alive);
        // The task's own copy must not keep the application alive.
        let worker = Notifier { alive: Arc::new(()), ..self.clone() };
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(DIGEST_CHECK_EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                if running.strong_count() == 0 {
                    break;
                }
                if let Err(err) = worker.send_due_digests().await {
                    tracing::warn!(%err, "could not look for due staff digests");
                }
            }
        });
    }

    async fn send_due_digests(&self) -> anyhow::Result<()> {
        let now = self.clock.now();
        let (at, window_start) = (format_time(now), format_time(now - STAFF_MAIL_WINDOW));
        let (digests, site) = self
            .db
            .run(move |conn| {
                staff_mails::forget_before(conn, &window_start)?;
                let digests = staff_mails::due_digests(conn, &at)?;
                let site = if digests.is_empty() { String::new() } else { db::settings::load(conn)?.seo.title };
                Ok((digests, site))
            })
            .await?;
        for digest in digests {
            let user_id = digest.recipient.user_id;
            let Some(last_id) = digest.lines.last().map(|line| line.id) else { continue };
            match self.send(digest_mail(&digest, &site, &self.base)).await {
                Ok(()) => self.db.run(move |conn| staff_mails::digest_sent(conn, user_id, last_id)).await?,
                Err(err) => {
                    tracing::warn!(user_id, %err, "could not send a staff digest; trying again later");
                    let retry_at = format_time(now + DIGEST_RETRY);
                    self.db.run(move |conn| staff_mails::postpone_digest(conn, user_id, &retry_at)).await?;
                }
            }
        }
        Ok(())
    }
}

/// A count in words, in the plural form `locale`'s language gives it: "3 nouveaux messages".
fn counted(locale: Locale, key: &str, count: usize) -> String {
    locale.text(key, &[("count", count.to_string())])
}

/// One e-mail for everything the recipient's budget held back, in the recipient's language:
/// a summary in the subject ("12 nouveaux messages sur 3 dossiers"), then one line per dossier with its link.
pub(super) fn digest_mail(digest: &Digest, site: &str, base: &str) -> Mail {
    let locale = Locale::new(digest.recipient.lang);
    let mut dossiers: BTreeMap<i64, (String, usize, bool)> = BTreeMap::new();
    let mut contact_messages = 0;
    let mut new_dossiers = 0;
    for DigestLine { event, subject_id, dossier_title, .. } in &digest.lines {
        if *event == StaffEvent::ContactMessage {
            contact_messages += 1;
            continue;
        }
        let title = dossier_title
            .clone()
            .unwrap_or_else(|| locale.text("email:digest.untitled", &[("id", subject_id.to_string())]));
        let entry = dossiers.entry(*subject_id).or_insert((title, 0, false));
        if *event == StaffEvent::NewDossier {
            new_dossiers += 1;
            entry.2 = true;
        } else {
            entry.1 += 1;
        }
    }
    let messages: usize = dossiers.values().map(|(_, count, _)| count).sum();
    let with_messages = dossiers.values().filter(|(_, count, _)| *count > 0).count();
    let mut summary = Vec::new();
    if new_dossiers > 0 {
        summary.push(counted(locale, "email:digest.newDossiers", new_dossiers));
    }
    if messages > 0 {
        summary.push(locale.text(
            "email:digest.messagesOnDossiers",
            &[
                ("messages", counted(locale, "email:digest.newMessages", messages)),
                ("dossiers", counted(locale, "email:digest.dossiers", with_messages)),
            ],
        ));
    }
    if contact_messages > 0 {
        summary.push(counted(locale, "email:digest.contactMessages", contact_messages));
    }
    let summary = summary.join(&locale.text("email:digest.separator", &[]));
    let mut lines: Vec<String> = dossiers
        .iter()
        .map(|(id, (title, count, is_new))| {
            let what = match (*is_new, *count) {
                (true, 0) => locale.text("email:digest.newDossier", &[]),
                (true, count) => counted(locale, "email:digest.newDossierWithMessages", count),
                (false, count) => counted(locale, "email:digest.newMessages", count),
            };
            let values = [("title", title.clone()), ("what", what), ("url", format!("{base}/admin/dossiers/{id}"))];
            locale.text("email:digest.line", &values)
        })
        .collect();
    if contact_messages > 0 {
        let what = counted(locale, "email:digest.newMessages", contact_messages);
        lines.push(
            locale.text("email:digest.contactLine", &[("what", what), ("url", format!("{base}/admin/messages"))]),
        );
    }
    let site_and_summary = [("site", site.to_string()), ("summary", summary)];
    let intro = locale.text("email:digest.intro", &site_and_summary);
    let link = format!("{base}/admin");
    let paragraphs: Vec<&str> = std::iter::once(intro.as_str()).chain(lines.iter().map(String::as_str)).collect();
    let hello = greeting(locale, None);
    let automatic = locale.text("email:automatic", &[]);
    let button = locale.text("email:digest.button", &[]);
    Mail {
        to: digest.recipient.email.clone(),
        subject: locale.text("email:digest.subject", &site_and_summary),
        text: format!("{hello}\n\n{intro}\n\n{}\n\n{automatic}\n", lines.join("\n")),
        html: html_mail(locale, site, &paragraphs, Some((&button, &link)), &[&automatic]),
        reply_to: None,
        headers: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::lang::Lang;

    fn line(id: i64, event: StaffEvent, subject_id: i64, title: &str) -> DigestLine {
        DigestLine { id, event, subject_id, dossier_title: Some(title.to_string()) }
    }

    #[test]
    fn a_digest_sums_up_in_its_subject_and_links_each_dossier() {
        let recipient = Recipient { user_id: 1, email: "modo@exemple.km".into(), lang: Lang::Fr };
        let mut lines = vec![line(1, StaffEvent::NewDossier, 7, "Ferme solaire")];
        lines.extend((2..12).map(|id| line(id, StaffEvent::PromoterMessage, 7 + id % 2, "Titre")));
        lines.push(line(12, StaffEvent::PromoterMessage, 9, "Puits"));
        lines.push(line(13, StaffEvent::ContactMessage, 40, ""));
        let mail = digest_mail(&Digest { recipient, lines }, "Vitrine", "https://exemple.km");
        assert_eq!(
            mail.subject,
            "1 nouveau dossier, 11 nouveaux messages sur 3 dossiers, 1 message de contact — Vitrine"
        );
        assert!(mail.text.contains("https://exemple.km/admin/dossiers/7"), "{}", mail.text);
        assert!(mail.text.contains("« Puits » : 1 nouveau message — https://exemple.km/admin/dossiers/9"));
        assert!(mail.text.contains("Formulaire de contact : 1 nouveau message — https://exemple.km/admin/messages"));
        assert_eq!(mail.to, "modo@exemple.km");
    }
}
