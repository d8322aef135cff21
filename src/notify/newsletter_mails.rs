//! What each message of the newsletter's queue says: an article made for mail (drawn once
//! per send and language), or the link that confirms an imported address; and the headers
//! that name the message and its list.

use lettre::message::header::{HeaderName, HeaderValue};
use rusqlite::Connection;

use super::Mail;
use super::article_mail::{ArticleMail, ArticleMailInput};
use crate::db::newsletter_queue::Due;
use crate::db::{self, posts};
use crate::domain::lang::Lang;
use crate::error::AppResult;
use crate::http::pages::table::{PageKind, page_of};
use crate::locale::Locale;

/// The host part of the site's address, which names its messages and its list.
fn host(base: &str) -> &str {
    base.split("://")
        .nth(1)
        .unwrap_or(base)
        .split([':', '/'])
        .next()
        .filter(|host| !host.is_empty())
        .unwrap_or("localhost")
}

/// An article's mail for one recipient, with its unsubscribe link and the list's name.
pub fn article(mail: &ArticleMail, to: &str, base: &str, unsubscribe: &str) -> Mail {
    let (text, html) = mail.for_recipient(unsubscribe);
    let mut headers = super::newsletter::unsubscribe_headers(unsubscribe);
    headers.push(HeaderValue::new(HeaderName::new_from_ascii_str("List-Id"), format!("<newsletter.{}>", host(base))));
    Mail { to: to.to_string(), subject: mail.subject.clone(), text, html, reply_to: None, headers }
}

/// The mail with the link (`secret`) that confirms the subscription of an imported address,
/// as a form subscription's, in the subscriber's language.
pub fn confirmation(
    conn: &Connection,
    base: &str,
    recipient: &Due,
    secret: &str,
    unsubscribe: &str,
) -> AppResult<Mail> {
    let lang = recipient.lang.unwrap_or_default();
    let site = db::settings::load(conn)?.seo.title;
    let url = format!("{base}{}", page_of(PageKind::NewsletterConfirmation).address(lang, Some(secret)));
    let headers = super::newsletter::unsubscribe_headers(unsubscribe);
    Ok(super::newsletter::confirmation(Locale::new(lang), &recipient.email, &site, &url, headers))
}

/// Names the message: one identifier per recipient and send, so a mailbox that somehow got
/// it twice shows it once.
pub fn identified(mut mail: Mail, base: &str, recipient: &Due) -> Mail {
    mail.headers.push(HeaderValue::new(
        HeaderName::new_from_ascii_str("Message-ID"),
        format!("<newsletter-{}-{}@{}>", recipient.send_id, recipient.delivery_id, host(base)),
    ));
    mail
}

/// The mail of article `post_id` for a subscriber speaking `lang`: its published version in
/// that language when there is one, else the article itself; None when it is gone.
pub(crate) fn render(
    conn: &Connection,
    base: &str,
    post_id: i64,
    lang: Option<Lang>,
) -> AppResult<Option<ArticleMail>> {
    let Some(mut post) = posts::find_any(conn, post_id)? else { return Ok(None) };
    if let Some(lang) = lang.filter(|lang| *lang != post.summary.lang) {
        let now = db::now_text();
        let original = post.translation_of.unwrap_or(post.summary.id);
        let translated =
            posts::published_versions(conn, &now, original)?.into_iter().find(|(version, _)| *version == lang);
        if let Some((_, slug)) = translated
            && let Some(version) = posts::find_published(conn, &now, &slug)?
        {
            post = version;
        }
    }
    let settings = db::settings::load(conn)?;
    let web_url = format!("{base}{}", page_of(PageKind::Article).address(post.summary.lang, Some(&post.summary.slug)));
    let logo = settings.identity.logo_url.trim();
    Ok(Some(ArticleMail::render(&ArticleMailInput {
        locale: Locale::new(lang.unwrap_or(post.summary.lang)),
        site_name: &settings.seo.title,
        logo_url: (!logo.is_empty()).then_some(logo),
        base,
        web_url: &web_url,
        post: &post,
    })))
}
