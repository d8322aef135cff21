//! The e-mails about an account: a password reset asked for on the sign-in page,
//! an invitation from a super_admin, the link that confirms a new promoter's
//! address, and the notice to the holder of an address someone signed up with
//! again. In the account's language, plain text and HTML, naming the site.

use std::time::Duration;

use super::{Mail, greeting, html_mail};
use crate::domain::role::Role;
use crate::locale::Locale;
use crate::rate_limit::RateLimiter;

/// Sign-up mails (confirmation links, "you already have an account") to one address
/// per hour, whoever asks from wherever: enough to resend a lost link, too few to
/// turn sign-ups into a way of flooding someone's mailbox.
pub const SIGN_UP_MAILS_PER_HOUR: usize = 3;

pub(super) fn sign_up_limiter() -> RateLimiter {
    RateLimiter::new(SIGN_UP_MAILS_PER_HOUR, Duration::from_secs(60 * 60))
}

/// What every mail to one account is made of: a greeting, what happened, the
/// link to open, and what to do if the recipient asked for nothing.
struct AccountMail<'a> {
    locale: Locale,
    to: &'a str,
    name: Option<&'a str>,
    site: &'a str,
    subject: String,
    what: String,
    how: String,
    url: &'a str,
    button: String,
    after: String,
}

impl AccountMail<'_> {
    fn build(self) -> Mail {
        let AccountMail { locale, to, name, site, subject, what, how, url, button, after } = self;
        let hello = greeting(locale, name);
        let automatic = locale.text("email:automatic", &[]);
        Mail {
            to: to.to_string(),
            subject,
            text: format!("{hello}\n\n{what}\n\n{how}\n{url}\n\n{after}\n\n{automatic}\n"),
            html: html_mail(locale, site, &[&hello, &what, &how], Some((&button, url)), &[&after, &automatic]),
            reply_to: None,
            headers: Vec::new(),
        }
    }
}

fn site_value(site: &str) -> [(&'static str, String); 1] {
    [("site", site.to_string())]
}

pub fn password_reset(locale: Locale, to: &str, name: Option<&str>, site: &str, url: &str) -> Mail {
    let site_value = site_value(site);
    AccountMail {
        locale,
        to,
        name,
        site,
        subject: locale.text("email:passwordReset.subject", &site_value),
        what: locale.text("email:passwordReset.asked", &site_value),
        how: locale.text("email:passwordReset.how", &[]),
        url,
        button: locale.text("email:passwordReset.button", &[]),
        after: locale.text("email:passwordReset.notYou", &[]),
    }
    .build()
}

/// An invitation into `role` from `inviter`, the super_admin's name if he gave one.
pub fn invitation(
    locale: Locale,
    to: &str,
    name: Option<&str>,
    inviter: Option<&str>,
    role: Role,
    site: &str,
    url: &str,
) -> Mail {
    let inviter = match inviter.map(str::trim).filter(|inviter| !inviter.is_empty()) {
        Some(inviter) => inviter.to_string(),
        None => locale.text("email:invitation.someone", &[]),
    };
    let role = locale.text(&format!("email:invitation.roles.{}", role.as_str()), &[]);
    AccountMail {
        locale,
        to,
        name,
        site,
        subject: locale.text("email:invitation.subject", &site_value(site)),
        what: locale
            .text("email:invitation.invited", &[("inviter", inviter), ("role", role), ("site", site.to_string())]),
        how: locale.text("email:invitation.how", &[]),
        url,
        button: locale.text("email:invitation.button", &[]),
        after: locale.text("email:invitation.then", &[]),
    }
    .build()
}

pub fn email_confirmation(locale: Locale, to: &str, name: Option<&str>, site: &str, url: &str) -> Mail {
    let site_value = site_value(site);
    AccountMail {
        locale,
        to,
        name,
        site,
        subject: locale.text("email:confirmation.subject", &site_value),
        what: locale.text("email:confirmation.welcome", &site_value),
        how: locale.text("email:confirmation.how", &[]),
        url,
        button: locale.text("email:confirmation.button", &[]),
        after: locale.text("email:confirmation.notYou", &[]),
    }
    .build()
}

/// To the holder of an address someone tried to sign up with again: the sign-up
/// answer never says the address is taken, this e-mail does, to its owner only.
pub fn already_registered(locale: Locale, to: &str, name: Option<&str>, site: &str, url: &str) -> Mail {
    let site_value = site_value(site);
    AccountMail {
        locale,
        to,
        name,
        site,
        subject: locale.text("email:alreadyRegistered.subject", &site_value),
        what: locale.text("email:alreadyRegistered.tried", &site_value),
        how: locale.text("email:alreadyRegistered.have", &[]),
        url,
        button: locale.text("email:alreadyRegistered.button", &[]),
        after: locale.text("email:alreadyRegistered.notYou", &[]),
    }
    .build()
}
