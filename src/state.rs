//! What every request handler shares: the database, the configuration, the rate
//! limits, the search index, the page cache and the mail sender. Its own module so
//! that the authorization extractors and the handlers both depend on it, not on each other.

use std::sync::Arc;
use std::time::Duration;

use crate::body_budget::BodyBudget;
use crate::cache::{PageCache, Remembered};
use crate::config::Config;
use crate::db::Db;
use crate::notify::Notifier;
use crate::notify::newsletter_sender::NewsletterSender;
use crate::rate_limit::RateLimiter;
use crate::search::SearchIndex;
use crate::site_texts::SiteTexts;
use crate::upload_holds::UploadHolds;
use crate::visitor_keys::VisitorKeys;

/// Page-view beacons counted per address and minute; more are refused, not stored.
pub const VISITS_PER_MINUTE: usize = 60;

/// Newsletter subscriptions per IP and 10 minutes, as many as contact messages: a reader
/// subscribes once, a household or an office behind one address a few times.
pub const NEWSLETTER_SUBSCRIPTIONS_PER_IP: usize = 5;

/// Newsletter subscriptions per address and hour, whoever asks from wherever: each may mail a
/// confirmation link, so this bounds what anyone can make the site send one mailbox (as many as
/// sign-up mails), while leaving room to ask again for a lost link.
pub const NEWSLETTER_SUBSCRIPTIONS_PER_ADDRESS: usize = 3;

/// The rate limits the README lists under "Security and resource limits".
pub struct Limits {
    pub contact: RateLimiter,
    pub register: RateLimiter,
    /// Failed logins per (IP, e-mail); a success resets its pair.
    pub login_pair: RateLimiter,
    /// Failed logins per IP, wrong two-factor codes included.
    pub login_ip: RateLimiter,
    /// Wrong two-factor codes per account, from any address: six digits must not be
    /// guessable by spreading attempts over many addresses.
    pub two_factor_account: RateLimiter,
    /// Visit beacons per IP: a person reads far fewer pages than this.
    pub visits: RateLimiter,
    /// Password-reset requests per IP, counted whether the address has an account or not.
    pub password_reset_ip: RateLimiter,
    /// Password-reset requests per e-mail address, whoever asks.
    pub password_reset_email: RateLimiter,
    /// Newsletter subscriptions per IP, counted whatever the address's state.
    pub newsletter_ip: RateLimiter,
    /// Newsletter subscriptions per e-mail address, whoever asks.
    pub newsletter_email: RateLimiter,
}

impl Default for Limits {
    fn default() -> Self {
        let minute = Duration::from_secs(60);
        Limits {
            contact: RateLimiter::new(5, 10 * minute),
            register: RateLimiter::new(10, 60 * minute),
            login_pair: RateLimiter::new(5, minute),
            login_ip: RateLimiter::new(20, minute),
            two_factor_account: RateLimiter::new(5, minute),
            visits: RateLimiter::new(VISITS_PER_MINUTE, minute),
            password_reset_ip: RateLimiter::new(10, 60 * minute),
            password_reset_email: RateLimiter::new(3, 60 * minute),
            newsletter_ip: RateLimiter::new(NEWSLETTER_SUBSCRIPTIONS_PER_IP, 10 * minute),
            newsletter_email: RateLimiter::new(NEWSLETTER_SUBSCRIPTIONS_PER_ADDRESS, 60 * minute),
        }
    }
}

/// Cloned for every request by each layer and handler that reads it: one pointer, so a clone
/// costs one counter, not one per service (and no copy of any text) as a struct of handles did.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// What the state holds; read through `AppState` (`state.db`, `state.config`…).
pub struct Shared {
    pub db: Db,
    pub config: Arc<Config>,
    pub limits: Arc<Limits>,
    pub visitor_keys: Arc<VisitorKeys>,
    pub notifier: Notifier,
    pub newsletter_sender: NewsletterSender,
    pub search: SearchIndex,
    pub page_cache: Arc<PageCache>,
    /// Request bodies read whole into memory draw on it.
    pub body_budget: BodyBudget,
    /// Attachment uploads in progress, per account.
    pub uploads: UploadHolds,
    /// The import the back-office started, if any.
    pub import: Arc<crate::portable::ImportJob>,
    /// What every page reads (the settings and the editable texts), per language, as last read.
    pub site_texts: [Remembered<SiteTexts>; 3],
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    pub fn new(db: Db, config: Config, search: SearchIndex) -> anyhow::Result<Self> {
        let notifier = Notifier::new(db.clone(), &config)?;
        let newsletter_sender = NewsletterSender::start(&config)?;
        Ok(AppState(Arc::new(Shared {
            notifier,
            newsletter_sender,
            search,
            page_cache: Arc::new(PageCache::new(config.page_cache_bytes)),
            body_budget: BodyBudget::new(config.connections.body_bytes_in_memory),
            uploads: UploadHolds::default(),
            import: Arc::default(),
            site_texts: Default::default(),
            db,
            config: Arc::new(config),
            limits: Arc::new(Limits::default()),
            visitor_keys: Arc::new(VisitorKeys::default()),
        })))
    }
}
