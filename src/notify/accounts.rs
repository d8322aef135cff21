//! The e-mails that carry a password link: a reset asked for on the sign-in page,
//! and an invitation from a super_admin. French, plain text and HTML, naming the site.

use super::{Mail, html_mail};
use crate::domain::role::Role;

const AUTOMATIC: &str = "Cet e-mail est envoyé automatiquement, merci de ne pas y répondre.";

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
