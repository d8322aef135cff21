//! The e-mails about an account: a password reset asked for on the sign-in page,
//! an invitation from a super_admin, the link that confirms a new promoter's
//! address, and the notice to the holder of an address someone signed up with
//! again. French, plain text and HTML, naming the site.

use std::time::Duration;

use super::{Mail, html_mail};
use crate::domain::role::Role;
use crate::rate_limit::RateLimiter;

/// Sign-up mails (confirmation links, "you already have an account") to one address
/// per hour, whoever asks from wherever: enough to resend a lost link, too few to
/// turn sign-ups into a way of flooding someone's mailbox.
pub const SIGN_UP_MAILS_PER_HOUR: usize = 3;

pub(super) fn sign_up_limiter() -> RateLimiter {
    RateLimiter::new(SIGN_UP_MAILS_PER_HOUR, Duration::from_secs(60 * 60))
}

pub(super) const AUTOMATIC: &str = "Cet e-mail est envoyé automatiquement, merci de ne pas y répondre.";

fn greeting(name: Option<&str>) -> String {
    match name.map(str::trim).filter(|name| !name.is_empty()) {
        Some(name) => format!("Bonjour {name},"),
        None => "Bonjour,".to_string(),
    }
}

pub fn password_reset(to: &str, name: Option<&str>, site: &str, url: &str) -> Mail {
    let hello = greeting(name);
    let asked = format!("Vous avez demandé à réinitialiser le mot de passe de votre compte sur {site}.");
    let how = "Pour choisir un nouveau mot de passe, ouvrez ce lien. Il est valable une heure et ne sert qu'une fois :";
    let not_you =
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.";
    Mail {
        to: to.to_string(),
        subject: format!("Réinitialisation de votre mot de passe — {site}"),
        text: format!("{hello}\n\n{asked}\n\n{how}\n{url}\n\n{not_you}\n\n{AUTOMATIC}\n"),
        html: html_mail(
            site,
            &[&hello, &asked, how],
            Some(("Choisir un nouveau mot de passe", url)),
            &[not_you, AUTOMATIC],
        ),
        reply_to: None,
    }
}

pub fn invitation(to: &str, name: Option<&str>, inviter: Option<&str>, role: Role, site: &str, url: &str) -> Mail {
    let hello = greeting(name);
    let who = inviter.map(str::trim).filter(|inviter| !inviter.is_empty()).unwrap_or("L'administrateur du site");
    let invited = format!("{who} vous a créé un compte {role} sur {site}.", role = role.label());
    let how = "Pour l'activer, choisissez votre mot de passe en ouvrant ce lien. Il est valable 24 heures et ne sert qu'une fois :";
    let then = "Vous pourrez ensuite vous connecter avec votre adresse e-mail et ce mot de passe.";
    Mail {
        to: to.to_string(),
        subject: format!("Invitation à rejoindre {site}"),
        text: format!("{hello}\n\n{invited}\n\n{how}\n{url}\n\n{then}\n\n{AUTOMATIC}\n"),
        html: html_mail(site, &[&hello, &invited, how], Some(("Choisir mon mot de passe", url)), &[then, AUTOMATIC]),
        reply_to: None,
    }
}

pub fn email_confirmation(to: &str, name: Option<&str>, site: &str, url: &str) -> Mail {
    let hello = greeting(name);
    let welcome = format!("Votre compte promoteur sur {site} est créé.");
    let how = "Pour confirmer votre adresse e-mail et pouvoir soumettre vos dossiers, ouvrez ce lien. Il est valable 48 heures et ne sert qu'une fois :";
    let not_you =
        "Si vous n'avez pas créé ce compte, ignorez cet e-mail : sans confirmation, le compte ne peut rien soumettre.";
    Mail {
        to: to.to_string(),
        subject: format!("Confirmez votre adresse e-mail — {site}"),
        text: format!("{hello}\n\n{welcome}\n\n{how}\n{url}\n\n{not_you}\n\n{AUTOMATIC}\n"),
        html: html_mail(site, &[&hello, &welcome, how], Some(("Confirmer mon adresse", url)), &[not_you, AUTOMATIC]),
        reply_to: None,
    }
}

/// To the holder of an address someone tried to sign up with again: the sign-up
/// answer never says the address is taken, this e-mail does, to its owner only.
pub fn already_registered(to: &str, name: Option<&str>, site: &str, base: &str) -> Mail {
    let hello = greeting(name);
    let tried = format!("Quelqu'un, peut-être vous, a voulu créer un compte sur {site} avec cette adresse e-mail.");
    let have = "Vous avez déjà un compte : connectez-vous avec votre mot de passe. Si vous l'avez oublié, choisissez-en un nouveau depuis ce lien :";
    let url = format!("{base}/mot-de-passe-oublie");
    let not_you = "Si ce n'était pas vous, ignorez cet e-mail : rien n'a changé sur votre compte.";
    Mail {
        to: to.to_string(),
        subject: format!("Vous avez déjà un compte — {site}"),
        text: format!("{hello}\n\n{tried}\n\n{have}\n{url}\n\n{not_you}\n\n{AUTOMATIC}\n"),
        html: html_mail(site, &[&hello, &tried, have], Some(("Mot de passe oublié", &url)), &[not_you, AUTOMATIC]),
        reply_to: None,
    }
}
