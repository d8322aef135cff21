//! The newsletter e-mail of one article, as a subscriber receives it: the article in a single
//! centred table with inline styles (what Gmail, Outlook and Apple Mail all read), light colours
//! set explicitly for dark modes, and a plain-text part. It is drawn once per language and send;
//! each recipient's copy only gets its own unsubscribe address. No pixel, no rewritten link.

use crate::db::posts::Post;
use crate::domain::html::escape;
use crate::domain::mail_html::{
    ACCENT, CANVAS, FONT, INK, MUTED, PAPER, RULE, absolute, article_html, mail_picture, picture_attributes,
    picture_width,
};
use crate::domain::mail_text::article_text;
use crate::locale::Locale;

/// What the mail is made of; the caller loads it from the database.
pub struct ArticleMailInput<'a> {
    /// The subscriber's language (the article's version in it).
    pub locale: Locale,
    /// The site's name (`settings.seo.title`).
    pub site_name: &'a str,
    /// The site's logo when it has one, maybe a path of the site (`/media/…`).
    pub logo_url: Option<&'a str>,
    /// The site's absolute origin without a trailing slash: `https://exemple.km`.
    pub base: &'a str,
    /// The absolute address of the article's public page.
    pub web_url: &'a str,
    pub post: &'a Post,
}

/// A text with one place left for a recipient's unsubscribe address: filling it is two copies,
/// and no article text can ever be mistaken for that place.
struct WithUnsubscribe {
    before: String,
    after: String,
}

impl WithUnsubscribe {
    fn with(&self, unsubscribe_url: &str) -> String {
        let mut out = String::with_capacity(self.before.len() + unsubscribe_url.len() + self.after.len());
        out.push_str(&self.before);
        out.push_str(unsubscribe_url);
        out.push_str(&self.after);
        out
    }
}

/// One article's mail in one language, ready for each recipient.
pub struct ArticleMail {
    pub subject: String,
    text: WithUnsubscribe,
    html: WithUnsubscribe,
}

/// The words of the mail in the recipient's language, from the `email` bundle.
struct Words {
    byline: Option<String>,
    read_on_site: String,
    read_on_site_at: String,
    why: String,
    unsubscribe: String,
    /// "Se désabonner : " and what follows the address, which goes between them.
    unsubscribe_at: (String, String),
}

impl Words {
    fn of(input: &ArticleMailInput<'_>) -> Words {
        let locale = input.locale;
        let text =
            |key: &str, values: &[(&str, String)]| locale.text(&format!("email:newsletterArticle.{key}"), values);
        let date = locale.long_date(&input.post.summary.published_at);
        let byline = match (date, author(input.post)) {
            (Some(date), Some(author)) => Some(text("publishedBy", &[("date", date), ("author", author.to_string())])),
            (Some(date), None) => Some(text("published", &[("date", date)])),
            (None, author) => author.map(str::to_string),
        };
        Words {
            byline,
            read_on_site: text("readOnSite", &[]),
            read_on_site_at: text("readOnSiteAt", &[("url", input.web_url.to_string())]),
            why: text("why", &[("site", input.site_name.to_string())]),
            unsubscribe: text("unsubscribe", &[]),
            unsubscribe_at: around_the_address(&text("unsubscribeAt", &[("url", ADDRESS_PLACE.to_string())])),
        }
    }
}

/// Where a recipient's address goes in a text of the bundle: a character no text contains.
const ADDRESS_PLACE: char = '\u{0}';

fn around_the_address(text: &str) -> (String, String) {
    let (before, after) = text.split_once(ADDRESS_PLACE).unwrap_or((text, ""));
    (before.to_string(), after.to_string())
}

/// The name the article is signed with, else its writer's account name.
fn author(post: &Post) -> Option<&str> {
    let signed = post.summary.author_name.as_deref();
    let account = post.author.as_ref().and_then(|author| author.full_name.as_deref());
    [signed, account].into_iter().flatten().map(str::trim).find(|name| !name.is_empty())
}

impl ArticleMail {
    pub fn render(input: &ArticleMailInput<'_>) -> ArticleMail {
        let words = Words::of(input);
        let right_to_left = input.locale.lang().direction() == "rtl";
        let content = article_html(&input.post.content_html, input.base, right_to_left);
        ArticleMail {
            subject: input.post.summary.title.trim().to_string(),
            text: text_part(input, &words, &content),
            html: html_part(input, &words, &content, right_to_left),
        }
    }

    /// (text/plain body, text/html body) with the unsubscribe link of one recipient.
    pub fn for_recipient(&self, unsubscribe_url: &str) -> (String, String) {
        (self.text.with(unsubscribe_url), self.html.with(&escape(unsubscribe_url)))
    }
}

/// The plain-text part: title, byline, the article's text, the web address, then why the reader
/// receives it and how to stop.
fn text_part(input: &ArticleMailInput<'_>, words: &Words, content: &str) -> WithUnsubscribe {
    let mut before = format!("{}\n", input.post.summary.title.trim());
    if let Some(byline) = &words.byline {
        before.push_str(byline);
        before.push('\n');
    }
    let (unsubscribe, after_address) = &words.unsubscribe_at;
    before.push_str(&format!(
        "\n{}\n\n{}\n\n-- \n{}\n{unsubscribe}",
        article_text(content),
        words.read_on_site_at,
        words.why,
    ));
    WithUnsubscribe { before, after: format!("{after_address}\n{}\n", input.base) }
}

/// The HTML part: a 600 px card on a light canvas (a fixed-width table for Outlook, which knows no
/// `max-width`), header, article, button, footer; the unsubscribe address goes in the footer's link.
fn html_part(input: &ArticleMailInput<'_>, words: &Words, content: &str, right_to_left: bool) -> WithUnsubscribe {
    let lang = input.locale.lang();
    let (dir, align) = (lang.direction(), if right_to_left { "right" } else { "left" });
    // A cell of the card: white paper, its text in `color`, aligned with the language.
    let cell =
        |color: &str| format!("background-color:{PAPER};color:{color};direction:{dir};text-align:{align};{FONT}");
    let title = escape(input.post.summary.title.trim());
    let web = escape(input.web_url);
    let byline = words.byline.as_deref().map_or_else(String::new, |byline| {
        format!(
            "<p style=\"margin:0 0 16px;color:{MUTED};font-size:14px;line-height:1.5;{FONT}\">{}</p>",
            escape(byline)
        )
    });
    let before = format!(
        "<!doctype html><html lang=\"{code}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <meta name=\"color-scheme\" content=\"light dark\"><meta name=\"supported-color-schemes\" content=\"light dark\">\
         <title>{title}</title></head>\
         <body dir=\"{dir}\" bgcolor=\"{CANVAS}\" style=\"margin:0;padding:0;background-color:{CANVAS};color:{INK}\">\
         <div style=\"display:none;max-height:0;overflow:hidden;mso-hide:all\">{excerpt}</div>\
         <table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" bgcolor=\"{CANVAS}\" \
         style=\"width:100%;background-color:{CANVAS}\"><tr><td align=\"center\" bgcolor=\"{CANVAS}\" \
         style=\"padding:24px 12px;background-color:{CANVAS}\">\
         <!--[if mso]><table role=\"presentation\" width=\"600\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\"><tr><td><![endif]-->\
         <table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" dir=\"{dir}\" \
         bgcolor=\"{PAPER}\" style=\"width:100%;max-width:600px;background-color:{PAPER};color:{INK}\">\
         {header}<tr><td align=\"{align}\" bgcolor=\"{PAPER}\" style=\"padding:24px;{article_cell}\">\
         <h1 style=\"margin:0 0 8px;color:{ACCENT};font-size:28px;line-height:1.25;{FONT}\">\
         <a href=\"{web}\" style=\"color:{ACCENT};text-decoration:none\">{title}</a></h1>{byline}{cover}{content}\
         <table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"margin:8px 0 0\"><tr>\
         <td bgcolor=\"{ACCENT}\" style=\"background-color:{ACCENT};border-radius:6px\"><a href=\"{web}\" \
         style=\"display:inline-block;padding:12px 22px;background-color:{ACCENT};color:#ffffff;font-size:16px;\
         font-weight:bold;line-height:1.2;text-decoration:none;border-radius:6px;{FONT}\">{read}</a></td></tr></table>\
         </td></tr><tr><td align=\"{align}\" bgcolor=\"{PAPER}\" style=\"padding:16px 24px 24px;\
         border-top:1px solid {RULE};{footer_cell};font-size:13px;line-height:1.5\">\
         <p style=\"margin:0 0 8px\">{why}</p><p style=\"margin:0\"><a href=\"",
        code = lang.code(),
        excerpt = escape(input.post.summary.excerpt.trim()),
        header = header(input, align, &cell(INK)),
        article_cell = cell(INK),
        footer_cell = cell(MUTED),
        cover = cover(input),
        read = escape(&words.read_on_site),
        why = escape(&words.why),
    );
    let after = format!(
        "\" style=\"color:{ACCENT};text-decoration:underline\">{unsubscribe}</a> · <a href=\"{base}\" dir=\"ltr\" \
         style=\"color:{MUTED};text-decoration:underline\">{shown}</a></p></td></tr></table>\
         <!--[if mso]></td></tr></table><![endif]--></td></tr></table></body></html>",
        unsubscribe = escape(&words.unsubscribe),
        base = escape(input.base),
        shown = escape(input.base.split_once("://").map_or(input.base, |(_, host)| host)),
    );
    WithUnsubscribe { before, after }
}

/// The site's logo (on the white card, never on a colour a dark mode could invert) and name.
fn header(input: &ArticleMailInput<'_>, align: &str, cell: &str) -> String {
    let site = escape(input.site_name);
    let logo = input.logo_url.map(str::trim).filter(|url| !url.is_empty()).map_or_else(String::new, |url| {
        format!(
            "<img src=\"{src}\" alt=\"{site}\" height=\"48\" style=\"display:block;height:48px;width:auto;\
             max-width:240px;margin:0 0 8px;border:0;background-color:{PAPER}\">",
            src = escape(&absolute(input.base, &mail_picture(url))),
        )
    });
    format!(
        "<tr><td align=\"{align}\" bgcolor=\"{PAPER}\" style=\"padding:24px 24px 16px;border-bottom:1px solid {RULE};\
         {cell}\">{logo}<a href=\"{base}\" style=\"color:{ACCENT};font-size:18px;font-weight:bold;\
         text-decoration:none;{FONT}\">{site}</a></td></tr>",
        base = escape(input.base),
    )
}

/// The article's cover picture, absolute, at the mail's size: its shared card's JPEG when it is an
/// image of the site's own or a drawing of the build, since Outlook shows no WebP and mail readers
/// no SVG.
fn cover(input: &ArticleMailInput<'_>) -> String {
    let Some(cover) = input.post.summary.cover_image.as_deref().map(str::trim).filter(|url| !url.is_empty()) else {
        return String::new();
    };
    let picture = crate::media::social_url(cover).unwrap_or_else(|| mail_picture(cover).into_owned());
    let src = absolute(input.base, &picture);
    format!("<img src=\"{}\" alt=\"\"{}>", escape(&src), picture_attributes(picture_width(&src, input.base)))
}

#[cfg(test)]
mod tests;
