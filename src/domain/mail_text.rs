//! The plain-text part of an article sent by e-mail, read from its sanitized HTML: some readers
//! and filters only look at text, and it should read as if it had been written as text, with
//! its paragraphs, list items, quotes and the addresses of its links.

use super::mail_html::{attribute, decode_entities, tag_and_rest};

/// `html` (serialized by the sanitizer: known tags, quoted attributes) as plain text: a blank
/// line between blocks, headings on their own line, "- " or "1. " before list items, "> " before
/// quoted lines, a link as "text (address)", preformatted text as it is.
pub fn article_text(html: &str) -> String {
    let mut writer = TextWriter::default();
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        writer.text(&decode_entities(&rest[..at]));
        let (tag, after) = tag_and_rest(&rest[at + 1..]);
        writer.tag(tag);
        rest = after;
    }
    writer.text(&decode_entities(rest));
    writer.finish()
}

/// A list being written: its next number when ordered.
enum List {
    Bulleted,
    Numbered(u32),
}

#[derive(Default)]
struct TextWriter {
    out: String,
    /// A space seen in text, written before the next word on the same line.
    space: bool,
    lists: Vec<List>,
    quotes: usize,
    preformatted: usize,
    /// The marker of a list item whose text has not started yet ("- ", "2. ").
    marker: Option<String>,
    /// Each open link: its address and where its text starts in `out`.
    links: Vec<(Option<String>, usize)>,
}

impl TextWriter {
    fn tag(&mut self, tag: &str) {
        let closing = tag.starts_with('/');
        let name = tag.trim_start_matches('/').split([' ', '/']).next().unwrap_or_default();
        match (name, closing) {
            ("p" | "h2" | "h3" | "h4" | "figure" | "figcaption", _) => self.block_break(),
            ("pre", _) => {
                self.block_break();
                self.preformatted = if closing { self.preformatted.saturating_sub(1) } else { self.preformatted + 1 };
            }
            ("blockquote", _) => {
                self.block_break();
                self.quotes = if closing { self.quotes.saturating_sub(1) } else { self.quotes + 1 };
            }
            ("ul" | "ol", false) => {
                self.block_break();
                self.lists.push(if name == "ol" { List::Numbered(1) } else { List::Bulleted });
            }
            ("ul" | "ol", true) => {
                self.lists.pop();
                self.block_break();
            }
            ("li", false) => {
                self.line_break();
                self.marker = match self.lists.last_mut() {
                    Some(List::Numbered(next)) => {
                        *next += 1;
                        Some(format!("{}. ", *next - 1))
                    }
                    _ => Some("- ".to_string()),
                };
            }
            ("li", true) | ("br", _) => self.line_break(),
            ("hr", _) => {
                self.block_break();
                self.write("----");
                self.block_break();
            }
            ("a", false) => self.links.push((attribute(tag, "href"), self.out.len())),
            ("a", true) => self.close_link(),
            _ => {}
        }
    }

    fn close_link(&mut self) {
        let Some((Some(href), start)) = self.links.pop() else { return };
        let shown = self.out[start..].trim();
        let same = shown == href || href.strip_prefix("mailto:").is_some_and(|address| address == shown);
        if !href.is_empty() && !same {
            self.space = false;
            self.write(&format!(" ({href})"));
        }
    }

    /// Text between tags: spaces and line ends as one space, except in preformatted text.
    fn text(&mut self, text: &str) {
        if self.preformatted > 0 {
            for (index, line) in text.split('\n').enumerate() {
                if index > 0 {
                    self.out.push('\n');
                }
                if !line.is_empty() {
                    self.write(line);
                }
            }
            return;
        }
        for (index, word) in text.split(|c: char| c.is_ascii_whitespace()).enumerate() {
            if index > 0 {
                self.space = true;
            }
            if !word.is_empty() {
                self.write(word);
            }
        }
    }

    /// Writes `text` on the current line, opening it with the quote marks and list marker it needs.
    fn write(&mut self, text: &str) {
        if self.at_line_start() {
            self.out.push_str(&"> ".repeat(self.quotes));
            if let Some(marker) = self.marker.take() {
                self.out.push_str(&"  ".repeat(self.lists.len().saturating_sub(1)));
                self.out.push_str(&marker);
            }
        } else if self.space {
            self.out.push(' ');
        }
        self.space = false;
        self.out.push_str(text);
    }

    fn at_line_start(&self) -> bool {
        self.out.is_empty() || self.out.ends_with('\n')
    }

    fn line_break(&mut self) {
        self.space = false;
        if !self.at_line_start() {
            self.out.push('\n');
        }
    }

    /// Ends the current block; inside a list item, blocks follow each other line by line.
    fn block_break(&mut self) {
        self.line_break();
        if self.lists.is_empty() && !self.out.is_empty() && !self.out.ends_with("\n\n") {
            self.out.push('\n');
        }
    }

    fn finish(self) -> String {
        let lines: Vec<&str> = self.out.lines().map(str::trim_end).collect();
        let mut text = lines.join("\n");
        while text.contains("\n\n\n") {
            text = text.replace("\n\n\n", "\n\n");
        }
        text.trim().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_lists_and_links_read_as_text() {
        let html = r#"<h2 style="x">Les piliers</h2><p style="x">Un  texte
sur deux <strong>lignes</strong> &amp; plus&nbsp;: <a href="https://exemple.km/parcours" style="x">mon parcours</a>.</p><ul><li>La formalisation</li><li>Le <em>financement</em></li></ul><ol><li>un</li><li>deux<ul><li>sous</li></ul></li></ol><p>Fin<br>ligne</p>"#;
        assert_eq!(
            article_text(html),
            "Les piliers\n\nUn texte sur deux lignes & plus\u{a0}: mon parcours (https://exemple.km/parcours).\n\n\
             - La formalisation\n- Le financement\n\n1. un\n2. deux\n  - sous\n\nFin\nligne"
        );
    }

    #[test]
    fn quotes_code_rules_and_captions_keep_their_shape() {
        let html = "<blockquote>Un écosystème <em>solide</em></blockquote><pre><code>let a = 1;\n  a &lt; 2</code></pre>\
                    <hr><figure><img src=\"https://exemple.km/a.webp\" alt=\"a\"><figcaption>Moroni</figcaption></figure>\
                    <p><a href=\"mailto:awa@exemple.km\">awa@exemple.km</a> <a href=\"https://x.km\">https://x.km</a></p>";
        assert_eq!(
            article_text(html),
            "> Un écosystème solide\n\nlet a = 1;\n  a < 2\n\n----\n\nMoroni\n\nawa@exemple.km https://x.km"
        );
    }

    #[test]
    fn nothing_of_the_markup_remains() {
        let text = article_text(r#"<p title="a > b">x &lt;b&gt; &quot;y&quot; &#39;z&#39;</p>"#);
        assert_eq!(text, "x <b> \"y\" 'z'");
    }
}
