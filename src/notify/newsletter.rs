//! The newsletter's e-mails: the link that confirms a subscription, and the two headers
//! with which every newsletter mail offers a one-click unsubscribe (RFC 8058, which Gmail
//! and Yahoo require of bulk senders).

use lettre::message::header::{HeaderName, HeaderValue};
use time::Duration;

use super::{Mail, greeting, html_mail};
use crate::locale::Locale;

/// How long a confirmation link works: two days, as an account's address confirmation,
/// for a reader who opens the mail only the next evening.
pub const CONFIRMATION_LIFETIME: Duration = Duration::hours(48);

/// Where a mail provider POSTs `List-Unsubscribe=One-Click` for the holder of `secret`.
pub fn unsubscribe_url(base: &str, secret: &str) -> String {
    format!("{base}/api/newsletter/unsubscribe/{secret}")
}

/// `List-Unsubscribe: <{url}>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`,
/// `url` being an `unsubscribe_url`: a client that shows an unsubscribe button POSTs to
/// that address itself, without opening a page nor sending a cookie.
pub fn unsubscribe_headers(url: &str) -> Vec<HeaderValue> {
    vec![
        HeaderValue::new(HeaderName::new_from_ascii_str("List-Unsubscribe"), format!("<{url}>")),
        HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".to_string(),
        ),
    ]
}

/// The mail with the link that confirms a subscription, in the subscriber's language. It
/// already carries the unsubscribe headers: someone who did not ask can say so in one click.
pub fn confirmation(locale: Locale, to: &str, site: &str, url: &str, unsubscribe: Vec<HeaderValue>) -> Mail {
    let site_value = [("site", site.to_string())];
    let hello = greeting(locale, None);
    let asked = locale.text("email:newsletter.asked", &site_value);
    let how = locale.text("email:newsletter.how", &[]);
    let not_you = locale.text("email:newsletter.notYou", &[]);
    let button = locale.text("email:newsletter.button", &[]);
    let automatic = locale.text("email:automatic", &[]);
    Mail {
        to: to.to_string(),
        subject: locale.text("email:newsletter.subject", &site_value),
        text: format!("{hello}\n\n{asked}\n\n{how}\n{url}\n\n{not_you}\n\n{automatic}\n"),
        html: html_mail(locale, site, &[&hello, &asked, &how], Some((&button, url)), &[&not_you, &automatic]),
        reply_to: None,
        headers: unsubscribe,
    }
}

#[cfg(test)]
mod tests {
    use lettre::message::Mailbox;

    use super::*;
    use crate::domain::lang::Lang;

    #[test]
    fn every_newsletter_mail_offers_a_one_click_unsubscribe() {
        let secret = "ab".repeat(32);
        let mail = confirmation(
            Locale::new(Lang::Fr),
            "awa@exemple.km",
            "Vitrine",
            "https://exemple.km/newsletter/confirmation/x",
            unsubscribe_headers(&unsubscribe_url("https://exemple.km", &secret)),
        );
        let from: Mailbox = "Vitrine <site@exemple.km>".parse().unwrap();
        let sent = String::from_utf8(super::super::message(&from, mail).unwrap().formatted()).unwrap();
        let expected = format!("List-Unsubscribe: <https://exemple.km/api/newsletter/unsubscribe/{secret}>\r\n");
        assert!(sent.contains(&expected), "{sent}");
        assert!(sent.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"), "{sent}");
    }

    #[test]
    fn the_confirmation_speaks_the_subscriber_language() {
        let url = "https://exemple.km/en/newsletter/confirmation/x";
        let mail = confirmation(Locale::new(Lang::En), "awa@exemple.km", "Vitrine", url, Vec::new());
        assert!(mail.subject.contains("Vitrine"), "{}", mail.subject);
        assert!(mail.text.contains(url) && mail.html.contains(url));
        assert!(mail.text.contains("48 hours"), "{}", mail.text);
    }
}
