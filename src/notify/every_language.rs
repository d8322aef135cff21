//! Every e-mail drawn in every language: a text missing from a bundle would show its key,
//! or fall back to French in an English or Arabic mail; both fail here.

use super::accounts::{already_registered, email_confirmation, invitation, password_reset};
use super::article_mail::{ArticleMail, ArticleMailInput};
use super::inbox::contact_mail;
use super::staff::digest_mail;
use super::{DossierEvent, DossierFacts, Mail, dossier_mail};
use crate::db::contacts::{InboxMessage, MessageContact};
use crate::db::dossiers::Promoter;
use crate::db::posts::{Post, PostSummary};
use crate::db::staff_mails::{Digest, DigestLine, Recipient, StaffEvent};
use crate::domain::dossier_status::DossierStatus;
use crate::domain::lang::Lang;
use crate::domain::role::Role;
use crate::locale::Locale;

const SITE: &str = "Vitrine";
const BASE: &str = "https://exemple.km";

fn message(contact: Option<MessageContact>) -> InboxMessage {
    InboxMessage {
        id: 1,
        message: "Salam".into(),
        created_at: "2026-01-01T00:00:00Z".into(),
        contact,
        read: false,
        archived: false,
    }
}

/// A digest with `count` lines of each kind, so each plural form is drawn: new dossier 2 has
/// no title, and gets every other promoter message once there are two.
fn digest(lang: Lang, count: i64) -> Digest {
    let mut lines = Vec::new();
    for event in [StaffEvent::NewDossier, StaffEvent::PromoterMessage, StaffEvent::ContactMessage] {
        for index in 0..count {
            let subject_id = match event {
                StaffEvent::PromoterMessage if index % 2 == 0 => 1,
                StaffEvent::ContactMessage => 40,
                _ => 2,
            };
            let dossier_title = (subject_id == 1).then(|| "Ferme".to_string());
            lines.push(DigestLine { id: lines.len() as i64, event, subject_id, dossier_title });
        }
    }
    Digest { recipient: Recipient { user_id: 1, email: "modo@exemple.km".into(), lang }, lines }
}

fn every_mail(lang: Lang) -> Vec<Mail> {
    let locale = Locale::new(lang);
    let to = "awa@exemple.km";
    let mut mails = vec![
        password_reset(locale, to, Some("Awa"), SITE, "https://exemple.km/r/1"),
        password_reset(locale, to, None, SITE, "https://exemple.km/r/1"),
        email_confirmation(locale, to, Some("Awa"), SITE, "https://exemple.km/c/1"),
        already_registered(locale, to, None, SITE, BASE),
    ];
    for role in [Role::SuperAdmin, Role::Moderator, Role::Promoter] {
        for inviter in [Some("Chef"), None] {
            mails.push(invitation(locale, to, Some("Awa"), inviter, role, SITE, "https://exemple.km/i/1"));
        }
    }
    let facts =
        DossierFacts { title: "Ferme".into(), promoter: Promoter { email: to.into(), lang }, site: SITE.into() };
    let mut events = vec![DossierEvent::Submitted, DossierEvent::PromoterMessage, DossierEvent::StaffMessage];
    events.extend(DossierStatus::ALL.map(DossierEvent::StatusChanged));
    for event in &events {
        mails.push(dossier_mail(to, locale, &facts, BASE, 7, event));
    }
    let contact = MessageContact { id: 1, name: "Zaina".into(), email: "zaina@exemple.km".into() };
    mails.push(contact_mail(to, locale, &message(Some(contact)), SITE, BASE));
    mails.push(contact_mail(to, locale, &message(None), SITE, BASE));
    for count in [1, 2, 3, 11, 100] {
        mails.push(digest_mail(&digest(lang, count), SITE, BASE));
    }
    mails.push(super::newsletter::confirmation(locale, to, SITE, "https://exemple.km/n/1", Vec::new()));
    mails.push(article_mail(locale, to));
    mails
}

/// A newsletter article whose own words are in no bundle, in the frame of `locale`'s texts
/// (its title, the subject, in the article's language).
fn article_mail(locale: Locale, to: &str) -> Mail {
    let title = if locale.lang() == Lang::Ar { "سلام" } else { "Salam" };
    let summary = PostSummary {
        id: 1,
        slug: "salam".into(),
        title: title.into(),
        excerpt: "Salam".into(),
        category: None,
        published_at: "2026-11-20T08:00:00Z".into(),
        read_time_minutes: 1,
        cover_image: None,
        thumbnail_url: None,
        author_name: Some("Awa".into()),
        lang: locale.lang(),
    };
    let post = Post {
        summary,
        content_html: "<p>Salam</p>".into(),
        author_bio: None,
        author: None,
        translation_of: None,
        seo: Default::default(),
        tags: Vec::new(),
    };
    let input = ArticleMailInput {
        locale,
        site_name: SITE,
        logo_url: None,
        base: BASE,
        web_url: "https://exemple.km/blog/salam",
        post: &post,
    };
    let mail = ArticleMail::render(&input);
    let (text, html) = mail.for_recipient("https://exemple.km/u/1");
    Mail { to: to.into(), subject: mail.subject, text, html, reply_to: None, headers: Vec::new() }
}

/// The words of every French e-mail text long enough to be recognised in another language's mail.
fn french_fragments() -> Vec<String> {
    fn texts(tree: &serde_json::Value, into: &mut Vec<String>) {
        match tree {
            serde_json::Value::String(text) => into.push(text.clone()),
            serde_json::Value::Object(map) => map.values().for_each(|value| texts(value, into)),
            _ => {}
        }
    }
    let bundle = serde_json::from_str(include_str!("../../ui/src/locales/fr/email.json")).expect("French e-mail texts");
    let mut all = Vec::new();
    texts(&bundle, &mut all);
    let mut fragments = Vec::new();
    for text in all {
        let whole = !text.contains("{{");
        let mut rest = text.as_str();
        loop {
            let (before, after) = rest.split_once("{{").unwrap_or((rest, ""));
            let fragment = before.trim();
            if fragment.chars().any(char::is_alphabetic) && (whole || fragment.contains(' ')) {
                fragments.push(fragment.to_string());
            }
            let Some((_, next)) = after.split_once("}}") else { break };
            rest = next;
        }
    }
    fragments
}

/// Whether `content` shows a key such as `email:greeting` (a word after the colon, no space).
fn shows_a_key(content: &str) -> bool {
    ["email:", "dossiers:"].iter().any(|namespace| {
        content.match_indices(namespace).any(|(at, _)| {
            content[at + namespace.len()..].chars().next().is_some_and(|next| next.is_ascii_alphabetic())
        })
    })
}

fn contents(mail: &Mail) -> [&str; 3] {
    [&mail.subject, &mail.text, &mail.html]
}

#[test]
fn every_mail_has_every_text_in_every_language() {
    let french = french_fragments();
    assert!(french.iter().any(|fragment| fragment == "Bonjour,"), "{french:?}");
    assert!(shows_a_key("Bonjour email:greeting") && !shows_a_key("this email: read it"));
    for lang in Lang::ALL {
        for mail in every_mail(lang) {
            for content in contents(&mail) {
                assert!(!shows_a_key(content), "{lang:?}: a key in {content}");
                if lang != Lang::Fr {
                    let left = french.iter().find(|fragment| content.contains(fragment.as_str()));
                    assert_eq!(left, None, "{lang:?}: French left in {content}");
                }
            }
            assert!(mail.html.contains(&format!("<html lang=\"{}\" dir=\"{}\">", lang.code(), lang.direction())));
        }
    }
}

#[test]
fn arabic_mails_read_right_to_left() {
    for mail in every_mail(Lang::Ar) {
        assert!(mail.html.contains("direction:rtl;text-align:right"), "{}", mail.html);
        assert!(mail.subject.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c)), "{}", mail.subject);
    }
    for mail in every_mail(Lang::En) {
        assert!(mail.html.contains("direction:ltr;text-align:left"), "{}", mail.html);
    }
}

#[test]
fn a_digest_counts_in_the_recipients_language() {
    let english = digest_mail(&digest(Lang::En, 1), SITE, BASE);
    assert_eq!(english.subject, "1 new proposal, 1 new message on 1 proposal, 1 contact message — Vitrine");
    let arabic = digest_mail(&digest(Lang::Ar, 11), SITE, BASE);
    assert!(arabic.subject.starts_with("11 ملفًا جديدًا، 11 رسالة جديدة في ملفين، 11 رسالة تواصل"), "{}", arabic.subject);
}
