//! An article's HTML made for e-mail: mail clients drop `<style>` and classes, and Outlook lays
//! pages out with Word, so every element carries its own inline style, every address is absolute
//! on the site's public origin, and every picture has a `width` attribute (Outlook ignores CSS
//! sizes and would show a 960 px picture at 960 px).

use std::borrow::Cow;
use std::collections::HashSet;

use ammonia::{Builder, Url, UrlRelative};

use super::html::ALLOWED_TAGS;
use super::url::is_image_url;

/// The mail's colours: dark ink on light paper, each set explicitly so that a client switching
/// to dark mode has nothing transparent to guess about.
pub const INK: &str = "#1f2937";
pub const MUTED: &str = "#4b5563";
pub const ACCENT: &str = "#0f3d5e";
pub const PAPER: &str = "#ffffff";
pub const CANVAS: &str = "#f3f4f6";
pub const RULE: &str = "#e5e7eb";
pub const FONT: &str = "font-family:Arial,Helvetica,sans-serif";
const MONOSPACE: &str = "font-family:Menlo,Consolas,'Courier New',monospace";

/// The mail is 600 px wide with 24 px margins: its text column is 552 px.
pub const COLUMN_WIDTH: u32 = 552;
/// The stored variant a mail shows (`media::VARIANT_WIDTHS`): sharp in the column on most
/// screens, a fraction of the largest file's weight.
const PICTURE_WIDTH: u32 = 960;

/// The inline style of each element an article may hold; inline phrasing (`strong`, `em`…)
/// keeps the look of its paragraph.
fn element_styles(right_to_left: bool) -> Vec<(&'static str, String)> {
    let (start, end) = if right_to_left { ("right", "left") } else { ("left", "right") };
    let text = format!("color:{INK};font-size:16px;line-height:1.6;{FONT}");
    let heading = |size: u32| format!("margin:28px 0 12px;color:{ACCENT};font-size:{size}px;line-height:1.3;{FONT}");
    let list = format!("margin:0 0 16px;padding-{start}:24px;padding-{end}:0;{text}");
    vec![
        ("p", format!("margin:0 0 16px;{text}")),
        ("h2", heading(22)),
        ("h3", heading(19)),
        ("h4", heading(17)),
        ("ul", list.clone()),
        ("ol", list),
        ("li", format!("margin:0 0 8px;{text}")),
        (
            "blockquote",
            format!(
                "margin:0 0 16px;padding:8px 16px;border-{start}:4px solid {ACCENT};background-color:{CANVAS};\
                 color:{INK};font-style:italic"
            ),
        ),
        (
            "pre",
            format!(
                "margin:0 0 16px;padding:12px;background-color:{CANVAS};color:{INK};{MONOSPACE};font-size:14px;\
                 line-height:1.5;white-space:pre-wrap;word-wrap:break-word;direction:ltr;text-align:left"
            ),
        ),
        ("code", format!("background-color:{CANVAS};color:{INK};{MONOSPACE};font-size:14px")),
        ("figure", "margin:0 0 16px;padding:0".to_string()),
        ("figcaption", format!("margin:0;color:{MUTED};font-size:14px;line-height:1.5;text-align:center;{FONT}")),
        ("a", format!("color:{ACCENT};text-decoration:underline")),
        ("hr", format!("height:0;margin:24px 0;border:0;border-top:1px solid {RULE}")),
    ]
}

/// The size attributes of a picture `width` pixels wide at most: Outlook reads the attribute, other
/// clients the style, which also lets the picture shrink with a phone's screen (a table cell would
/// otherwise keep the attribute's width as its least).
pub fn picture_attributes(width: u32) -> String {
    format!(
        " width=\"{width}\" style=\"display:block;width:100%;max-width:{width}px;height:auto;margin:0 auto 16px;border:0\""
    )
}

/// The stored, sanitized article `content_html` as the mail shows it: styled inline, links and
/// pictures absolute on `base` (`https://exemple.km`), no attribute but addresses and `alt`.
pub fn article_html(content_html: &str, base: &str, right_to_left: bool) -> String {
    let styles = element_styles(right_to_left);
    let mut builder = Builder::default();
    builder
        .tags(ALLOWED_TAGS.iter().copied().collect::<HashSet<_>>())
        .generic_attributes(HashSet::new())
        .tag_attributes(
            [("a", ["href"].into_iter().collect()), ("img", ["src", "alt"].into_iter().collect())]
                .into_iter()
                .collect(),
        )
        .url_schemes(["http", "https", "mailto"].into_iter().collect())
        .url_relative(Url::parse(base).map_or(UrlRelative::Deny, UrlRelative::RewriteWithBase))
        .link_rel(None)
        .attribute_filter(|element, attribute, value| match (element, attribute) {
            ("img", "src") => is_image_url(value).then(|| mail_picture(value)),
            _ => Some(value.into()),
        });
    for (tag, style) in &styles {
        builder.set_tag_attribute_value(*tag, "style", style.as_str());
    }
    with_picture_widths(&builder.clean(content_html).to_string(), base)
}

/// The variant of a stored picture (`/media/images/<id>-1600.webp`) a mail shows; any other
/// address as it is. The site stores WebP only, so the mail's pictures are WebP too.
pub fn mail_picture(url: &str) -> Cow<'_, str> {
    let Some(srcset) = crate::media::srcset_for(url) else { return url.into() };
    let variants: Vec<(&str, u32)> = srcset
        .split(", ")
        .filter_map(|entry| {
            let (url, width) = entry.rsplit_once(' ')?;
            Some((url, width.strip_suffix('w')?.parse().ok()?))
        })
        .collect();
    let fitting = variants.iter().filter(|(_, width)| *width <= PICTURE_WIDTH).max_by_key(|(_, width)| *width);
    match fitting.or_else(|| variants.iter().min_by_key(|(_, width)| *width)) {
        Some((chosen, _)) => chosen.to_string().into(),
        None => url.into(),
    }
}

/// The `width` attribute of the picture at absolute `src`: a stored picture's own width up to the
/// column's, the column's for any other picture (whose size is unknown).
pub fn picture_width(src: &str, base: &str) -> u32 {
    let stored_width = |path: &str| -> Option<u32> {
        crate::media::srcset_for(path)?;
        path.rsplit_once('-')?.1.strip_suffix(".webp")?.parse().ok()
    };
    src.strip_prefix(base).and_then(stored_width).map_or(COLUMN_WIDTH, |width| width.min(COLUMN_WIDTH))
}

/// `url` absolute on `base` when it is a path of the site.
pub fn absolute(base: &str, url: &str) -> String {
    if url.starts_with('/') && !url.starts_with("//") { format!("{base}{url}") } else { url.to_string() }
}

/// `html` with the size attributes of each `<img>`, from its address. Tags are read whole, their
/// quoted values skipped, so nothing inside a value is taken for a tag.
fn with_picture_widths(html: &str, base: &str) -> String {
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..=start]);
        let (tag, after) = tag_and_rest(&rest[start + 1..]);
        match tag.strip_prefix("img").filter(|attributes| attributes.is_empty() || attributes.starts_with(' ')) {
            Some(attributes) => {
                let width = attribute(tag, "src").map_or(COLUMN_WIDTH, |src| picture_width(&src, base));
                out.push_str("img");
                out.push_str(&picture_attributes(width));
                out.push_str(attributes);
            }
            None => out.push_str(tag),
        }
        out.push('>');
        rest = after;
    }
    out.push_str(rest);
    out
}

/// What follows a `<` in serialized HTML, cut after its tag's `>`: (the tag's inside, the rest).
/// Attribute values are double-quoted, with any `"` in them written `&quot;`.
pub fn tag_and_rest(after_opening: &str) -> (&str, &str) {
    let mut quoted = false;
    for (at, byte) in after_opening.bytes().enumerate() {
        match byte {
            b'"' => quoted = !quoted,
            b'>' if !quoted => return (&after_opening[..at], &after_opening[at + 1..]),
            _ => {}
        }
    }
    (after_opening, "")
}

/// The decoded value of attribute `name` in a tag's inside (`a href="…" style="…"`).
pub fn attribute(tag: &str, name: &str) -> Option<String> {
    let mut rest = tag.split_once(' ')?.1;
    loop {
        let (attribute_name, after) = rest.split_once("=\"")?;
        let (value, after) = after.split_once('"')?;
        if attribute_name.trim() == name {
            return Some(decode_entities(value).into_owned());
        }
        rest = after;
    }
}

/// Serialized HTML text with its character references decoded: the five the serializer writes
/// (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&nbsp;`) and numeric ones.
pub fn decode_entities(text: &str) -> Cow<'_, str> {
    if !text.contains('&') {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let reference = rest.find(';').filter(|end| *end <= 10).map(|end| (&rest[1..end], end));
        let decoded = reference.and_then(|(name, end)| {
            let character = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => {
                    let number = name.strip_prefix('#')?;
                    let code = match number.strip_prefix(['x', 'X']) {
                        Some(hex) => u32::from_str_radix(hex, 16).ok(),
                        None => number.parse().ok(),
                    };
                    code.and_then(char::from_u32)
                }
            };
            character.map(|character| (character, end))
        });
        match decoded {
            Some((character, end)) => {
                out.push(character);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "https://exemple.km";
    /// The elements that need no style of their own; pictures get theirs with their width
    /// (`picture_attributes`).
    const UNSTYLED: &[&str] = &["br", "strong", "em", "b", "i", "u", "s", "img"];

    /// The opening tags of `html` as (name, inside).
    fn opening_tags(html: &str) -> Vec<(String, String)> {
        let mut tags = Vec::new();
        let mut rest = html;
        while let Some(at) = rest.find('<') {
            let (tag, after) = tag_and_rest(&rest[at + 1..]);
            if !tag.starts_with('/') {
                let name = tag.split([' ', '/']).next().unwrap_or_default().to_string();
                tags.push((name, tag.to_string()));
            }
            rest = after;
        }
        tags
    }

    #[test]
    fn every_allowed_element_is_styled_or_needs_no_style() {
        let styled: Vec<&str> = element_styles(false).iter().map(|(tag, _)| *tag).collect();
        for tag in ALLOWED_TAGS {
            assert!(styled.contains(tag) != UNSTYLED.contains(tag), "{tag}");
        }
        assert_eq!(styled.len() + UNSTYLED.len(), ALLOWED_TAGS.len());
    }

    #[test]
    fn relative_links_and_pictures_become_absolute_on_the_site() {
        let html = article_html(
            r#"<p><a href="/parcours">a</a> <a href="https://autre.km/x?y=1&amp;z=2">b</a> <a href="mailto:awa@exemple.km">c</a></p><figure><img src="/media/images/ab12-1600.webp" alt="Moroni"><figcaption>Moroni</figcaption></figure><img src="/images/demo/post-1.svg">"#,
            BASE,
            false,
        );
        assert!(html.contains(r#"href="https://exemple.km/parcours""#), "{html}");
        assert!(html.contains(r#"href="https://autre.km/x?y=1&amp;z=2""#), "{html}");
        assert!(html.contains(r#"href="mailto:awa@exemple.km""#), "{html}");
        let sized = picture_attributes(COLUMN_WIDTH);
        assert!(
            html.contains(&format!(r#"<img{sized} src="https://exemple.km/media/images/ab12-960.webp""#)),
            "{html}"
        );
        assert!(html.contains(&format!(r#"<img{sized} src="https://exemple.km/images/demo/post-1.svg""#)), "{html}");
        assert!(!html.contains(r#"src="/"#) && !html.contains(r#"href="/"#), "{html}");
        assert!(!html.contains("rel="), "{html}");
    }

    #[test]
    fn every_element_carries_its_style_and_nothing_else() {
        let html = article_html(
            r#"<h2 class="x" style="color:red" id="t">T</h2><p>a<br><strong>b</strong></p><ul><li>c</li></ul><ol><li>d</li></ol><blockquote>e</blockquote><pre><code>f</code></pre><h3>g</h3><h4>h</h4><hr><p><a href="/x">i</a></p><figure><img src="/media/images/cd34x300-300.webp" alt="j"><figcaption>k</figcaption></figure>"#,
            BASE,
            false,
        );
        let tags = opening_tags(&html);
        for (tag, _) in element_styles(false) {
            assert!(tags.iter().any(|(name, _)| name == tag), "{tag} missing in {html}");
        }
        for (name, inside) in &tags {
            let styled = name == "img" || element_styles(false).iter().any(|(tag, _)| tag == name);
            assert_eq!(inside.contains(" style=\""), styled, "{inside}");
        }
        assert!(!html.contains("<style") && !html.contains("class=") && !html.contains("color:red"), "{html}");
        assert!(!html.contains(" id="), "{html}");
        assert!(html.contains(r#"<img width="300" style="display:block;width:100%;max-width:300px;"#), "{html}");
    }

    #[test]
    fn right_to_left_lists_and_quotes_indent_on_the_right() {
        let html = article_html("<ul><li>أ</li></ul><blockquote>ب</blockquote>", BASE, true);
        assert!(html.contains("padding-right:24px;padding-left:0"), "{html}");
        assert!(html.contains("border-right:4px"), "{html}");
    }

    #[test]
    fn pictures_use_a_mail_sized_variant() {
        assert_eq!(mail_picture("/media/images/ab12-1600.webp"), "/media/images/ab12-960.webp");
        assert_eq!(mail_picture("/media/images/ab12x700-480.webp"), "/media/images/ab12x700-700.webp");
        assert_eq!(mail_picture("/media/images/ab12x300-300.webp"), "/media/images/ab12x300-300.webp");
        assert_eq!(mail_picture("https://photos.km/a.jpg"), "https://photos.km/a.jpg");
        assert_eq!(picture_width("https://exemple.km/media/images/ab12x300-300.webp", BASE), 300);
        assert_eq!(picture_width("https://photos.km/a.jpg", BASE), COLUMN_WIDTH);
        let refused = article_html(r#"<img src="//evil.example/x.png" alt="x">"#, BASE, false);
        assert!(!refused.contains("src="), "{refused}");
        let tricky =
            article_html(r#"<p title="x"><img alt="<img src=/y>" src="/media/images/ab12-960.webp"></p>"#, BASE, false);
        assert_eq!(tricky.matches(" width=").count(), 1, "{tricky}");
        assert!(tricky.contains(r#"alt="&lt;img src=/y&gt;""#), "{tricky}");
    }

    #[test]
    fn attributes_and_entities_are_read_back() {
        let tag = r#"img alt="a &quot;src=&quot; b &gt; c" src="https://x.km/?a=1&amp;b=2""#;
        assert_eq!(attribute(tag, "src").as_deref(), Some("https://x.km/?a=1&b=2"));
        assert_eq!(attribute(tag, "alt").as_deref(), Some(r#"a "src=" b > c"#));
        assert_eq!(attribute(tag, "href"), None);
        assert_eq!(tag_and_rest(r#"a title="x > y">z"#), (r#"a title="x > y""#, "z"));
        assert_eq!(decode_entities("a &amp; b&nbsp;: &#233;&#x41; &unknown; &"), "a & b\u{a0}: éA &unknown; &");
    }
}
