//! Placeholder replaced by the article renderer.

use crate::domain::html::escape;
use crate::locale::Locale;

pub struct ArticleMailInput<'a> {
    pub locale: Locale,
    pub site_name: &'a str,
    pub logo_url: Option<&'a str>,
    pub base: &'a str,
    pub web_url: &'a str,
    pub post: &'a crate::db::posts::Post,
}

const MARK: &str = "\u{1}UNSUBSCRIBE\u{1}";

pub struct ArticleMail {
    pub subject: String,
    text: String,
    html: String,
}

impl ArticleMail {
    pub fn render(input: &ArticleMailInput<'_>) -> ArticleMail {
        ArticleMail {
            subject: input.post.summary.title.clone(),
            text: format!("{}\n\n{}\n\n{MARK}\n", input.post.summary.title, input.web_url),
            html: format!(
                "<h1>{}</h1>{}<p><a href=\"{MARK}\">x</a></p>",
                escape(&input.post.summary.title),
                input.post.content_html
            ),
        }
    }

    pub fn for_recipient(&self, unsubscribe_url: &str) -> (String, String) {
        (self.text.replace(MARK, unsubscribe_url), self.html.replace(MARK, unsubscribe_url))
    }
}
