//! Article HTML: an allow-list sanitizer for what is displayed, and the plain
//! text derived from it for search and read time (ceil(words / 200)).

use std::collections::HashSet;

/// The elements an article may hold; the newsletter mail styles each of them (`mail_html`).
pub const ALLOWED_TAGS: &[&str] = &[
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "a",
    "img",
    "figure",
    "figcaption",
    "code",
    "pre",
    "hr",
];

/// Keeps only harmless markup: no scripts, no event handlers, links to http(s)/mailto only.
pub fn sanitize(html: &str) -> String {
    ammonia::Builder::default()
        .tags(ALLOWED_TAGS.iter().copied().collect::<HashSet<_>>())
        .generic_attributes(HashSet::new())
        .tag_attributes(
            [
                ("a", ["href", "title"].into_iter().collect()),
                ("img", ["src", "alt", "width", "height"].into_iter().collect()),
            ]
            .into_iter()
            .collect(),
        )
        .url_schemes(["http", "https", "mailto"].into_iter().collect())
        .url_relative(ammonia::UrlRelative::PassThrough)
        // An image loads with the page: it takes the addresses any other stored image may.
        .attribute_filter(|element, attribute, value| {
            let refused = element == "img" && attribute == "src" && !super::url::is_image_url(value);
            (!refused).then(|| value.into())
        })
        .link_rel(Some("noopener noreferrer"))
        .clean(html)
        .to_string()
}

/// The text of an HTML fragment, tags dropped and common entities decoded.
pub fn plain_text(html: &str) -> String {
    let mut text = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                text.push(' ');
            }
            '>' if in_tag => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let decoded = text
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    decoded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Minutes to read `text` at 200 words a minute, at least one.
pub fn read_time_minutes(text: &str) -> i64 {
    let words = text.split_whitespace().count() as i64;
    ((words + 199) / 200).max(1)
}

/// Escapes text for HTML content and double-quoted attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

/// Appends `text` to `html`, escaped for content and double-quoted attributes.
pub fn escape_into(html: &mut String, text: &str) {
    html.reserve(text.len());
    write_escaped(html, text).expect("writing to a String cannot fail");
}

/// Writes `text` to `out`, escaped for content and double-quoted attributes: the runs
/// between the characters to escape go out whole, not character by character.
pub fn write_escaped(out: &mut impl std::fmt::Write, text: &str) -> std::fmt::Result {
    let mut written = 0;
    for (at, byte) in text.bytes().enumerate() {
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => continue,
        };
        out.write_str(&text[written..at])?;
        out.write_str(entity)?;
        written = at + 1;
    }
    out.write_str(&text[written..])
}

/// Stored article `html` (as `sanitize` wrote it) with every link to another site opening in a
/// new tab; links within `own_origin` (`https://exemple.km`) stay in place.
pub fn external_links_in_new_tab(html: &str, own_origin: &str) -> String {
    const OPENING: &str = "<a href=\"";
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    while let Some(start) = rest.find(OPENING) {
        let after = &rest[start + OPENING.len()..];
        let href = after.split('"').next().unwrap_or_default().to_ascii_lowercase();
        let web = href.starts_with("http://") || href.starts_with("https://");
        let own = href == own_origin || href.starts_with(&format!("{own_origin}/"));
        out.push_str(&rest[..start]);
        out.push_str(if web && !own { "<a target=\"_blank\" href=\"" } else { OPENING });
        rest = after;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_handlers_and_bad_links_are_removed() {
        let dirty = r#"<p onclick="x()">Salut<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">lien</a>"#;
        let clean = sanitize(dirty);
        assert!(!clean.contains("script") && !clean.contains("onclick") && !clean.contains("onerror"));
        assert!(!clean.contains("javascript:"));
        assert!(clean.contains("<p>Salut</p>"));
        let link = sanitize(r#"<a href="https://example.org">ok</a>"#);
        assert!(link.contains(r#"href="https://example.org""#) && link.contains("noopener"));
    }

    #[test]
    fn images_load_from_this_site_or_over_https_only() {
        let kept = sanitize(r#"<img src="/media/images/a-960.webp" alt="a"><img src="https://exemple.km/b.jpg">"#);
        assert!(
            kept.contains(r#"src="/media/images/a-960.webp""#) && kept.contains(r#"src="https://exemple.km/b.jpg""#)
        );
        for bad in
            [r"/\evil.example/x.png", "/&#92;evil.example/x.png", "//evil.example/x.png", "http://exemple.km/b.jpg"]
        {
            let clean = sanitize(&format!(r#"<img src="{bad}" alt="x">"#));
            assert!(!clean.contains("src="), "{bad}: {clean}");
        }
    }

    #[test]
    fn text_and_read_time() {
        assert_eq!(plain_text("<h2>Titre</h2><p>Un&nbsp;texte &amp; plus</p>"), "Titre Un texte & plus");
        assert_eq!(read_time_minutes(""), 1);
        assert_eq!(read_time_minutes(&"mot ".repeat(200)), 1);
        assert_eq!(read_time_minutes(&"mot ".repeat(201)), 2);
    }

    #[test]
    fn links_to_other_sites_open_in_a_new_tab() {
        let stored = sanitize(
            "<p><a href=\"https://autre.km/x\">a</a> <a href=\"https://exemple.km/blog\">b</a> <a href=\"/parcours\">c</a></p>",
        );
        let shown = external_links_in_new_tab(&stored, "https://exemple.km");
        assert!(shown.contains("<a target=\"_blank\" href=\"https://autre.km/x\""), "{shown}");
        assert!(shown.contains("<a href=\"https://exemple.km/blog\""), "{shown}");
        assert!(shown.contains("<a href=\"/parcours\""), "{shown}");
    }

    #[test]
    fn escaping_keeps_every_other_character_and_escapes_the_five() {
        assert_eq!(escape(r#"Café <b>"Ôté" & l'été</b>"#), "Café &lt;b&gt;&quot;Ôté&quot; &amp; l&#39;été&lt;/b&gt;");
        assert_eq!(escape("الرقمنة & النمو"), "الرقمنة &amp; النمو");
        assert_eq!(escape(""), "");
        assert_eq!(escape("&"), "&amp;");
        let mut html = String::from("<p>");
        escape_into(&mut html, "a<b");
        assert_eq!(html, "<p>a&lt;b");
    }
}
