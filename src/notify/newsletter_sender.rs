//! The newsletter's background sender: one thread that works through the queue of
//! `db::newsletter_sends`, one recipient at a time, at `VITRINE_MAIL_RATE` messages per
//! second. It claims a recipient's row before talking to the mail server and records the
//! message as sent just before its terminating line leaves: killed at any moment, the
//! server is left either with a message it never finished (discarded, and sent again on
//! restart) or with one already recorded, so nobody receives a second copy.
//! A thread of its own, with its own connection to the database and its own small runtime
//! for the SMTP conversation, since it interleaves that conversation with blocking SQLite
//! commits.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use lettre::message::Mailbox;
use lettre::transport::smtp::client::AsyncSmtpConnection;
use rusqlite::Connection;
use time::OffsetDateTime;

use super::article_mail::ArticleMail;
use super::message;
use super::newsletter_mails;
use super::smtp_session::{self, Failure, SmtpTarget};
use crate::config::Config;
use crate::db;
use crate::db::newsletter_queue::{self as queue, Claim, Due, Mailing, Outcome, Secrets};
use crate::domain::account_token::new_secret;
use crate::domain::lang::Lang;

/// Waits before trying a recipient again after a temporary failure: a minute, then
/// longer; after the last, the message is recorded as failed.
const RETRY_DELAYS: [Duration; 5] = [
    Duration::from_secs(60),
    Duration::from_secs(5 * 60),
    Duration::from_secs(30 * 60),
    Duration::from_secs(2 * 3600),
    Duration::from_secs(6 * 3600),
];

/// After the mail server could not be reached: waits this long, doubling up to ten minutes.
const FIRST_OUTAGE_PAUSE: Duration = Duration::from_secs(30);
const LONGEST_OUTAGE_PAUSE: Duration = Duration::from_secs(600);

/// Recipients read from the queue at once.
const BATCH: i64 = 200;

/// The longest sleep with nothing to do: the queue is looked at again afterwards, should a
/// retry have come due.
const IDLE: Duration = Duration::from_secs(60);

/// What the thread and the application share: whether to look at the queue again, and
/// whether to stop.
#[derive(Default)]
struct Signal {
    flags: Mutex<Flags>,
    changed: Condvar,
}

#[derive(Default)]
struct Flags {
    woken: bool,
    stopped: bool,
}

impl Signal {
    fn stopped(&self) -> bool {
        self.flags.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).stopped
    }

    /// Sleeps `timeout` or until woken; false once stopped.
    fn wait_for_work(&self, timeout: Duration) -> bool {
        let flags = self.flags.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let (mut flags, _) = self
            .changed
            .wait_timeout_while(flags, timeout, |flags| !flags.woken && !flags.stopped)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        flags.woken = false;
        !flags.stopped
    }

    /// Sleeps `timeout` unless stopped meanwhile; false once stopped.
    fn pause(&self, timeout: Duration) -> bool {
        let flags = self.flags.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let (flags, _) = self
            .changed
            .wait_timeout_while(flags, timeout, |flags| !flags.stopped)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        !flags.stopped
    }

    fn raise(&self, stop: bool) {
        let mut flags = self.flags.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        flags.woken = true;
        flags.stopped |= stop;
        self.changed.notify_all();
    }
}

/// The application's handle on the sender; the thread stops when it is dropped.
pub struct NewsletterSender {
    signal: Option<Arc<Signal>>,
}

impl NewsletterSender {
    /// Starts the thread when e-mail is configured; without it, no send can be started.
    pub fn start(config: &Config) -> anyhow::Result<NewsletterSender> {
        let Some(url) = config.smtp_url.as_deref() else { return Ok(NewsletterSender { signal: None }) };
        let worker = Worker {
            target: SmtpTarget::parse(url).map_err(|err| anyhow::anyhow!("VITRINE_SMTP_URL: {err}"))?,
            from: config.smtp_from.parse().map_err(|err| anyhow::anyhow!("VITRINE_SMTP_FROM: {err}"))?,
            base: crate::http::site_origin::configured_base(config.public_url.as_deref(), config.addr),
            database: config.database_path(),
            interval: (config.mail_rate > 0.0).then(|| Duration::from_secs_f64(1.0 / config.mail_rate)),
            signal: Arc::default(),
        };
        let signal = worker.signal.clone();
        std::thread::Builder::new().name("newsletter".into()).spawn(move || worker.run())?;
        Ok(NewsletterSender { signal: Some(signal) })
    }

    /// Tells the thread the queue changed (a send started, paused, resumed or cancelled).
    pub fn wake(&self) {
        if let Some(signal) = &self.signal {
            signal.raise(false);
        }
    }
}

impl Drop for NewsletterSender {
    fn drop(&mut self) {
        if let Some(signal) = &self.signal {
            signal.raise(true);
        }
    }
}

struct Worker {
    target: SmtpTarget,
    from: Mailbox,
    base: String,
    database: PathBuf,
    /// The least time between two messages; None: as fast as the server answers.
    interval: Option<Duration>,
    signal: Arc<Signal>,
}

/// The thread's state between two messages.
struct Session {
    conn: Connection,
    /// Runs the SMTP conversation on this thread.
    runtime: tokio::runtime::Runtime,
    smtp: Option<AsyncSmtpConnection>,
    /// Each article's mail, rendered once per send and language.
    articles: HashMap<(i64, Option<Lang>), Option<Arc<ArticleMail>>>,
    last_message: Option<Instant>,
    outage_pause: Duration,
}

impl Session {
    /// Ends the SMTP conversation, if any, politely.
    fn hang_up(&mut self) {
        if let Some(smtp) = self.smtp.take() {
            smtp_session::hang_up(&self.runtime, smtp);
        }
    }
}

/// How one recipient's turn ended, for the loop.
enum Turn {
    Done,
    /// The mail server is unreachable: wait before the next recipient.
    Outage,
}

/// How much lower than the server's the thread's scheduling priority is, the lowest: on a
/// small machine, a send as fast as the mail server answers would otherwise take a core
/// from the visitors' pages (measured on two cores: their rate fell to 70 %); idle cores
/// still go to the send.
const NICENESS: libc::c_int = 19;

/// Lowers this thread's priority alone (Linux schedules threads one by one).
#[allow(unsafe_code)]
fn yield_to_visitors() {
    // SAFETY: plain system calls on the calling thread, with no pointer involved.
    let lowered = unsafe {
        let thread = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, thread as libc::id_t, NICENESS)
    };
    if lowered != 0 {
        tracing::debug!(err = %std::io::Error::last_os_error(), "the newsletter thread keeps its priority");
    }
}

impl Worker {
    fn run(self) {
        yield_to_visitors();
        let opened = db::open_connection(&self.database).and_then(|conn| {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
            Ok((conn, runtime))
        });
        let (conn, runtime) = match opened {
            Ok(opened) => opened,
            Err(err) => {
                tracing::error!(%err, "the newsletter sender cannot start; nothing will be sent");
                return;
            }
        };
        let mut session = Session {
            conn,
            runtime,
            smtp: None,
            articles: HashMap::new(),
            last_message: None,
            outage_pause: FIRST_OUTAGE_PAUSE,
        };
        match queue::recover(&session.conn) {
            Ok(0) => {}
            Ok(count) => tracing::info!(count, "newsletter recipients taken up again after a stop"),
            Err(err) => tracing::error!(%err, "newsletter queue could not be recovered"),
        }
        while !self.signal.stopped() {
            if let Err(err) = self.round(&mut session) {
                tracing::error!(%err, "newsletter sender error");
                if !self.signal.pause(FIRST_OUTAGE_PAUSE) {
                    break;
                }
            }
        }
        session.hang_up();
    }

    /// One batch of due recipients, or a sleep when there is none.
    fn round(&self, session: &mut Session) -> anyhow::Result<()> {
        let now = db::now_text();
        queue::finish(&session.conn, &now)?;
        let due = queue::due(&session.conn, &now, BATCH)?;
        if due.is_empty() {
            session.articles.clear();
            session.hang_up();
            let wait = match queue::next_retry(&session.conn)? {
                Some(at) => until(&at).min(IDLE),
                None => IDLE,
            };
            self.signal.wait_for_work(wait);
            return Ok(());
        }
        for recipient in due {
            if self.signal.stopped() || !self.pace(session) {
                break;
            }
            if let Turn::Outage = self.deliver(session, &recipient)? {
                let pause = session.outage_pause;
                session.outage_pause = (pause * 2).min(LONGEST_OUTAGE_PAUSE);
                self.signal.pause(pause);
                break;
            }
            session.outage_pause = FIRST_OUTAGE_PAUSE;
        }
        Ok(())
    }

    /// Waits for the next message's slot at the configured rate; false once stopped.
    fn pace(&self, session: &mut Session) -> bool {
        if let (Some(interval), Some(last)) = (self.interval, session.last_message) {
            let elapsed = last.elapsed();
            if elapsed < interval && !self.signal.pause(interval - elapsed) {
                return false;
            }
        }
        session.last_message = Some(Instant::now());
        true
    }

    /// Mails one recipient, or records why not.
    fn deliver(&self, session: &mut Session, recipient: &Due) -> anyhow::Result<Turn> {
        let id = recipient.delivery_id;
        let unsubscribe_secret = new_secret();
        let link = (recipient.mailing == Mailing::Confirmation).then(new_secret);
        let link_expires_at = db::format_time(OffsetDateTime::now_utc() + super::newsletter::CONFIRMATION_LIFETIME);
        let secrets = Secrets {
            unsubscribe_hash: &unsubscribe_secret.hash,
            confirmation: link.as_ref().map(|link| (link.hash.as_str(), link_expires_at.as_str())),
        };
        if queue::claim(&mut session.conn, id, &secrets)? != Claim::Claimed {
            return Ok(Turn::Done);
        }
        let unsubscribe = super::newsletter::unsubscribe_url(&self.base, &unsubscribe_secret.secret);
        let mail = match (recipient.mailing, link) {
            (Mailing::Article(post_id), _) => match self.article(session, recipient, post_id)? {
                Some(article) => newsletter_mails::article(&article, &recipient.email, &self.base, &unsubscribe),
                None => {
                    queue::mark_unsent(&session.conn, id, Outcome::Failed { error: "article introuvable" })?;
                    return Ok(Turn::Done);
                }
            },
            (Mailing::Confirmation, Some(link)) => {
                newsletter_mails::confirmation(&session.conn, &self.base, recipient, &link.secret, &unsubscribe)?
            }
            (Mailing::Confirmation, None) => unreachable!("a confirmation's link is drawn above"),
        };
        let built = message(&self.from, newsletter_mails::identified(mail, &self.base, recipient))
            .map(|message| (message.envelope().clone(), message.formatted()));
        let (envelope, bytes) = match built {
            Ok(built) => built,
            Err(err) => {
                queue::mark_unsent(&session.conn, id, Outcome::Failed { error: &err.to_string() })?;
                return Ok(Turn::Done);
            }
        };
        if session.smtp.as_ref().is_none_or(AsyncSmtpConnection::has_broken) {
            match session.runtime.block_on(self.target.connect()) {
                Ok(smtp) => session.smtp = Some(smtp),
                Err(err) => {
                    tracing::warn!(%err, "the mail server cannot be reached; the newsletter waits");
                    self.retry_or_fail(session, id, &err.to_string())?;
                    return Ok(Turn::Outage);
                }
            }
        }
        let smtp = session.smtp.as_mut().expect("connected above");
        let conn = &session.conn;
        let mut recorded = false;
        let sent = smtp_session::send_recorded(&session.runtime, smtp, &envelope, &bytes, || {
            recorded = true;
            queue::mark_sent(conn, id, &db::now_text())
        });
        match sent {
            Ok(()) => Ok(Turn::Done),
            Err(Failure::Broken(error)) if recorded => {
                // Broken after the message was recorded: the server most likely has it, and a
                // second copy is worse than none.
                tracing::warn!(%error, delivery_id = id, "connection lost after a newsletter message; kept as sent");
                session.smtp = None;
                Ok(Turn::Done)
            }
            Err(Failure::Broken(error)) => {
                self.retry_or_fail(session, id, &error)?;
                session.smtp = None;
                Ok(Turn::Outage)
            }
            Err(Failure::Refused { permanent, error }) => {
                if permanent {
                    queue::mark_unsent(&session.conn, id, Outcome::Failed { error: &error })?;
                } else {
                    self.retry_or_fail(session, id, &error)?;
                }
                if let Some(smtp) = session.smtp.as_mut()
                    && !smtp_session::reset(&session.runtime, smtp)
                {
                    session.smtp = None;
                }
                Ok(Turn::Done)
            }
        }
    }

    /// Puts a recipient back in the queue for later, or records the failure after the last try.
    fn retry_or_fail(&self, session: &Session, id: i64, error: &str) -> anyhow::Result<()> {
        let attempts = queue::attempts(&session.conn, id)?;
        let outcome = match RETRY_DELAYS.get(usize::try_from(attempts - 1).unwrap_or(0)) {
            Some(delay) => {
                let at = db::format_time(OffsetDateTime::now_utc() + *delay);
                queue::mark_unsent(&session.conn, id, Outcome::Retry { next_attempt_at: &at, error })?;
                return Ok(());
            }
            None => Outcome::Failed { error },
        };
        queue::mark_unsent(&session.conn, id, outcome)?;
        Ok(())
    }

    /// The article's mail for this recipient's send and language, rendered at most once.
    fn article(
        &self,
        session: &mut Session,
        recipient: &Due,
        post_id: i64,
    ) -> anyhow::Result<Option<Arc<ArticleMail>>> {
        let key = (recipient.send_id, recipient.lang);
        if let Some(mail) = session.articles.get(&key) {
            return Ok(mail.clone());
        }
        let mail = newsletter_mails::render(&session.conn, &self.base, post_id, recipient.lang)?.map(Arc::new);
        session.articles.insert(key, mail.clone());
        Ok(mail)
    }
}

/// How long until the stored time `at` (zero when past or unreadable).
fn until(at: &str) -> Duration {
    let Ok(at) = OffsetDateTime::parse(at, &time::format_description::well_known::Rfc3339) else {
        return Duration::ZERO;
    };
    Duration::try_from(at - OffsetDateTime::now_utc()).unwrap_or(Duration::ZERO)
}
