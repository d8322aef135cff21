//! Article HTML as Markdown, for the export's readable copy of each article. The HTML is the
//! sanitizer's output (`domain::html::ALLOWED_TAGS`, well formed, attributes double-quoted), so
//! a small tree reader suffices; what Markdown cannot say (underline) stays as inline HTML.

/// A node of the article's HTML.
enum Node {
    Text(String),
    Element { tag: String, attributes: Vec<(String, String)>, children: Vec<Node> },
}

const VOID: &[&str] = &["br", "img", "hr"];

/// An element still open while reading: its tag, attributes and children so far.
type Open = (String, Vec<(String, String)>, Vec<Node>);

fn decode(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

fn attributes_of(inside: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut rest = inside;
    while let Some(equals) = rest.find("=\"") {
        let name = rest[..equals].trim().rsplit(' ').next().unwrap_or_default().to_string();
        let after = &rest[equals + 2..];
        let Some(end) = after.find('"') else { break };
        found.push((name, decode(&after[..end])));
        rest = &after[end + 1..];
    }
    found
}

fn parse(html: &str) -> Vec<Node> {
    let mut stack: Vec<Open> = vec![(String::new(), Vec::new(), Vec::new())];
    let mut rest = html;
    while !rest.is_empty() {
        let Some(open) = rest.find('<') else {
            stack.last_mut().expect("root").2.push(Node::Text(decode(rest)));
            break;
        };
        if open > 0 {
            stack.last_mut().expect("root").2.push(Node::Text(decode(&rest[..open])));
        }
        let Some(close) = rest[open..].find('>') else { break };
        let inside = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        if let Some(name) = inside.strip_prefix('/') {
            let name = name.trim().to_ascii_lowercase();
            if stack.len() > 1 && stack.iter().any(|(tag, ..)| *tag == name) {
                while let Some((tag, attributes, children)) = stack.pop() {
                    stack.last_mut().expect("root").2.push(Node::Element { tag: tag.clone(), attributes, children });
                    if tag == name {
                        break;
                    }
                }
            }
            continue;
        }
        let inside = inside.trim_end_matches('/');
        let tag = inside.split_whitespace().next().unwrap_or_default().to_ascii_lowercase();
        let attributes = attributes_of(&inside[tag.len().min(inside.len())..]);
        if VOID.contains(&tag.as_str()) {
            stack.last_mut().expect("root").2.push(Node::Element { tag, attributes, children: Vec::new() });
        } else {
            stack.push((tag, attributes, Vec::new()));
        }
    }
    while stack.len() > 1 {
        let (tag, attributes, children) = stack.pop().expect("open element");
        stack.last_mut().expect("root").2.push(Node::Element { tag, attributes, children });
    }
    stack.pop().map(|(.., children)| children).unwrap_or_default()
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | '*' | '_' | '`' | '[' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn attribute<'a>(attributes: &'a [(String, String)], name: &str) -> &'a str {
    attributes.iter().find(|(key, _)| key == name).map_or("", |(_, value)| value.as_str())
}

fn inline(nodes: &[Node]) -> String {
    let mut out = String::new();
    for node in nodes {
        match node {
            Node::Text(text) => out.push_str(&escape(&text.replace('\n', " "))),
            Node::Element { tag, attributes, children } => {
                let inner = || inline(children);
                match tag.as_str() {
                    "strong" | "b" => out.push_str(&format!("**{}**", inner())),
                    "em" | "i" => out.push_str(&format!("*{}*", inner())),
                    "s" => out.push_str(&format!("~~{}~~", inner())),
                    "u" => out.push_str(&format!("<u>{}</u>", inner())),
                    "code" => out.push_str(&format!("`{}`", text_of(children))),
                    "a" => out.push_str(&format!("[{}]({})", inner(), attribute(attributes, "href"))),
                    "img" => out.push_str(&format!(
                        "![{}]({})",
                        escape(attribute(attributes, "alt")),
                        attribute(attributes, "src")
                    )),
                    "br" => out.push_str("  \n"),
                    _ => out.push_str(&inner()),
                }
            }
        }
    }
    out
}

fn text_of(nodes: &[Node]) -> String {
    nodes
        .iter()
        .map(|node| match node {
            Node::Text(text) => text.clone(),
            Node::Element { children, .. } => text_of(children),
        })
        .collect()
}

fn is_block(node: &Node) -> bool {
    matches!(node, Node::Element { tag, .. } if matches!(tag.as_str(),
        "p" | "h2" | "h3" | "h4" | "ul" | "ol" | "blockquote" | "pre" | "hr" | "figure" | "figcaption"))
}

/// The blocks of `nodes`, each ending with a blank line; loose inline content becomes a paragraph.
fn blocks(nodes: &[Node]) -> String {
    let mut out = String::new();
    let mut loose: Vec<&Node> = Vec::new();
    let flush = |loose: &mut Vec<&Node>, out: &mut String| {
        let text: String = loose.iter().map(|node| inline(std::slice::from_ref(*node))).collect();
        if !text.trim().is_empty() {
            out.push_str(text.trim());
            out.push_str("\n\n");
        }
        loose.clear();
    };
    for node in nodes {
        let Node::Element { tag, children, .. } = node else {
            loose.push(node);
            continue;
        };
        if !is_block(node) {
            loose.push(node);
            continue;
        }
        flush(&mut loose, &mut out);
        match tag.as_str() {
            "h2" => out.push_str(&format!("## {}\n\n", inline(children).trim())),
            "h3" => out.push_str(&format!("### {}\n\n", inline(children).trim())),
            "h4" => out.push_str(&format!("#### {}\n\n", inline(children).trim())),
            "hr" => out.push_str("---\n\n"),
            "pre" => out.push_str(&format!("```\n{}\n```\n\n", text_of(children).trim_end())),
            "blockquote" => {
                let inner = blocks(children);
                let quoted: Vec<String> = inner
                    .trim_end()
                    .lines()
                    .map(|line| if line.is_empty() { ">".into() } else { format!("> {line}") })
                    .collect();
                out.push_str(&quoted.join("\n"));
                out.push_str("\n\n");
            }
            "ul" | "ol" => out.push_str(&list(tag == "ol", children)),
            "figcaption" => out.push_str(&format!("*{}*\n\n", inline(children).trim())),
            _ => {
                let text = if children.iter().any(is_block) { blocks(children) } else { inline(children) };
                if !text.trim().is_empty() {
                    out.push_str(text.trim_end());
                    out.push_str("\n\n");
                }
            }
        }
    }
    flush(&mut loose, &mut out);
    out
}

fn list(ordered: bool, items: &[Node]) -> String {
    let mut out = String::new();
    let mut number = 0;
    for item in items {
        let Node::Element { tag, children, .. } = item else { continue };
        if tag != "li" {
            continue;
        }
        number += 1;
        let marker = if ordered { format!("{number}. ") } else { "- ".to_string() };
        let body = blocks(children);
        let indent = " ".repeat(marker.len());
        for (at, line) in body.trim_end().lines().filter(|line| !line.trim().is_empty()).enumerate() {
            out.push_str(if at == 0 { &marker } else { &indent });
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push('\n');
    out
}

/// The article's HTML as Markdown.
pub fn from_html(html: &str) -> String {
    let text = blocks(&parse(html));
    format!("{}\n", text.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_editor_s_markup_reads_as_markdown() {
        let html = concat!(
            "<h2>Une section</h2><p>Un mot <strong>important</strong>, un <em>autre</em> &amp; ",
            "<a href=\"https://exemple.km/a?b=1&amp;c=2\" rel=\"noopener noreferrer\">un lien</a>.</p>",
            "<ul><li>Premier</li><li>Second <s>barré</s></li></ul>",
            "<ol><li><p>Un</p></li><li>Deux</li></ol>",
            "<blockquote><p>Une citation</p><p>sur deux lignes</p></blockquote>",
            "<p><img src=\"/media/images/ab-960.webp\" alt=\"Un [schéma]\"><br>après</p><hr><pre>let x = 1;</pre>"
        );
        assert_eq!(
            from_html(html),
            concat!(
                "## Une section\n\n",
                "Un mot **important**, un *autre* & [un lien](https://exemple.km/a?b=1&c=2).\n\n",
                "- Premier\n- Second ~~barré~~\n\n",
                "1. Un\n2. Deux\n\n",
                "> Une citation\n>\n> sur deux lignes\n\n",
                "![Un \\[schéma\\]](/media/images/ab-960.webp)  \nafter\n\n---\n\n",
                "```\nlet x = 1;\n```\n"
            )
            .replace("after", "après")
        );
    }

    #[test]
    fn broken_or_empty_markup_gives_text_not_a_panic() {
        assert_eq!(from_html(""), "\n");
        assert_eq!(from_html("<p>ouvert <strong>jamais fermé"), "ouvert **jamais fermé**\n");
        assert_eq!(from_html("texte seul</p></div>"), "texte seul\n");
    }
}
