//! Reading a WordPress export (WXR: RSS with `wp:` elements), streamed, into its authors, posts
//! and attachments. Only what an import keeps is read; every text is bounded, so a hostile or
//! broken file is refused with a message rather than filling memory.

use std::io::BufRead;

use anyhow::{Context, bail};
use quick_xml::Reader;
use quick_xml::events::Event;

/// The longest text read from one element (an article's HTML is at most 500 KB once kept).
const TEXT_MAX: usize = 2 * 1024 * 1024;
/// Most items a file may hold.
const ITEMS_MAX: usize = 100_000;

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WxrAuthor {
    pub login: String,
    pub email: String,
    pub display_name: String,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WxrCategory {
    /// `category` or `post_tag`.
    pub domain: String,
    pub name: String,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WxrItem {
    pub title: String,
    pub link: String,
    pub creator: String,
    pub content: String,
    pub excerpt: String,
    pub post_id: String,
    pub post_date_gmt: String,
    pub post_date: String,
    pub post_name: String,
    pub status: String,
    pub post_type: String,
    pub attachment_url: String,
    pub categories: Vec<WxrCategory>,
    /// `_thumbnail_id`: the attachment shown as the post's image.
    pub thumbnail_id: String,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WxrDocument {
    /// The exported site's address (`channel/link`), which names its posts for later imports.
    pub site_link: String,
    pub authors: Vec<WxrAuthor>,
    pub items: Vec<WxrItem>,
}

impl WxrDocument {
    pub fn posts(&self) -> impl Iterator<Item = &WxrItem> {
        self.items.iter().filter(|item| item.post_type == "post")
    }

    /// The address of the attachment `id`, when the file has it.
    pub fn attachment_url(&self, id: &str) -> Option<&str> {
        self.items
            .iter()
            .find(|item| item.post_type == "attachment" && item.post_id == id && !item.attachment_url.is_empty())
            .map(|item| item.attachment_url.as_str())
    }
}

/// Whether the start of a file is a WordPress export.
pub fn looks_like_wxr(start: &[u8]) -> bool {
    let text = String::from_utf8_lossy(start);
    text.contains("<rss") && text.contains("wordpress.org/export/")
}

fn field<'a>(item: &'a mut WxrItem, name: &str) -> Option<&'a mut String> {
    Some(match name {
        "title" => &mut item.title,
        "link" => &mut item.link,
        "dc:creator" => &mut item.creator,
        "content:encoded" => &mut item.content,
        "excerpt:encoded" => &mut item.excerpt,
        "wp:post_id" => &mut item.post_id,
        "wp:post_date_gmt" => &mut item.post_date_gmt,
        "wp:post_date" => &mut item.post_date,
        "wp:post_name" => &mut item.post_name,
        "wp:status" => &mut item.status,
        "wp:post_type" => &mut item.post_type,
        "wp:attachment_url" => &mut item.attachment_url,
        _ => return None,
    })
}

/// Reads a whole WXR document.
pub fn read(source: impl BufRead) -> anyhow::Result<WxrDocument> {
    let mut reader = Reader::from_reader(source);
    reader.config_mut().expand_empty_elements = true;
    let mut document = WxrDocument::default();
    let mut path: Vec<String> = Vec::new();
    let mut text = String::new();
    let mut item: Option<WxrItem> = None;
    let mut author: Option<WxrAuthor> = None;
    let mut category: Option<WxrCategory> = None;
    let mut meta_key = String::new();
    let mut buffer = Vec::new();
    loop {
        let event = reader
            .read_event_into(&mut buffer)
            .with_context(|| format!("fichier WXR illisible vers l'octet {}", reader.buffer_position()))?;
        match event {
            Event::Start(start) => {
                let name = String::from_utf8_lossy(start.name().as_ref()).into_owned();
                text.clear();
                match name.as_str() {
                    "item" if path.last().is_some_and(|parent| parent == "channel") => {
                        if document.items.len() >= ITEMS_MAX {
                            bail!("le fichier WXR contient plus de {ITEMS_MAX} éléments");
                        }
                        item = Some(WxrItem::default());
                    }
                    "wp:author" => author = Some(WxrAuthor::default()),
                    "category" if item.is_some() => {
                        let domain = start
                            .try_get_attribute("domain")
                            .ok()
                            .flatten()
                            .map(|attribute| String::from_utf8_lossy(&attribute.value).into_owned())
                            .unwrap_or_default();
                        category = Some(WxrCategory { domain, name: String::new() });
                    }
                    _ => {}
                }
                path.push(name);
            }
            Event::Text(content) => {
                let piece = content.unescape().context("texte WXR illisible")?;
                if text.len() + piece.len() > TEXT_MAX {
                    bail!("un texte du fichier WXR dépasse {} Mo", TEXT_MAX / (1024 * 1024));
                }
                text.push_str(&piece);
            }
            Event::CData(content) => {
                let piece = String::from_utf8_lossy(&content);
                if text.len() + piece.len() > TEXT_MAX {
                    bail!("un texte du fichier WXR dépasse {} Mo", TEXT_MAX / (1024 * 1024));
                }
                text.push_str(&piece);
            }
            Event::End(_) => {
                let Some(name) = path.pop() else { continue };
                let parent = path.last().map(String::as_str).unwrap_or_default();
                let value = std::mem::take(&mut text);
                match (parent, name.as_str()) {
                    ("channel", "link") => document.site_link = value.trim().to_string(),
                    ("channel", "item") => document.items.extend(item.take()),
                    ("channel", "wp:author") => document.authors.extend(author.take()),
                    ("wp:author", "wp:author_login") => author.iter_mut().for_each(|a| a.login = value.trim().into()),
                    ("wp:author", "wp:author_email") => author.iter_mut().for_each(|a| a.email = value.trim().into()),
                    ("wp:author", "wp:author_display_name") => {
                        author.iter_mut().for_each(|a| a.display_name = value.trim().into());
                    }
                    ("item", "category") => {
                        if let (Some(item), Some(mut found)) = (item.as_mut(), category.take()) {
                            found.name = value.trim().to_string();
                            item.categories.push(found);
                        }
                    }
                    ("wp:postmeta", "wp:meta_key") => meta_key = value.trim().to_string(),
                    ("wp:postmeta", "wp:meta_value") if meta_key == "_thumbnail_id" => {
                        item.iter_mut().for_each(|item| item.thumbnail_id = value.trim().into());
                    }
                    ("item", other) => {
                        if let Some(slot) = item.as_mut().and_then(|item| field(item, other)) {
                            *slot = value;
                        }
                    }
                    _ => {}
                }
            }
            Event::Eof => break,
            _ => {}
        }
        buffer.clear();
    }
    if document.items.is_empty() && document.site_link.is_empty() {
        bail!("ce fichier ne contient aucun article WordPress");
    }
    Ok(document)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Mon blog</title>
  <link>https://ancien.exemple.km</link>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[awa]]></wp:author_login>
    <wp:author_email><![CDATA[awa@exemple.km]]></wp:author_email>
    <wp:author_display_name><![CDATA[Awa Mzé]]></wp:author_display_name></wp:author>
  <item>
    <title>Escale &amp; lagon</title>
    <link>https://ancien.exemple.km/2024/05/escale/</link>
    <dc:creator><![CDATA[awa]]></dc:creator>
    <content:encoded><![CDATA[<!-- wp:paragraph --><p>Le lagon.</p><!-- /wp:paragraph -->]]></content:encoded>
    <excerpt:encoded><![CDATA[Une escale.]]></excerpt:encoded>
    <wp:post_id>12</wp:post_id>
    <wp:post_date_gmt><![CDATA[2024-05-01 08:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[escale]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="category" nicename="voyages"><![CDATA[Voyages]]></category>
    <category domain="post_tag" nicename="mer"><![CDATA[Mer]]></category>
    <wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[13]]></wp:meta_value></wp:postmeta>
    <wp:post_parent/>
  </item>
  <item>
    <title>lagon.jpg</title>
    <wp:post_id>13</wp:post_id>
    <wp:post_type><![CDATA[attachment]]></wp:post_type>
    <wp:attachment_url><![CDATA[https://ancien.exemple.km/wp-content/uploads/lagon.jpg]]></wp:attachment_url>
  </item>
</channel>
</rss>"#;

    #[test]
    fn a_wordpress_export_gives_its_posts_authors_and_attachments() {
        assert!(looks_like_wxr(SAMPLE.as_bytes()));
        let document = read(SAMPLE.as_bytes()).unwrap();
        assert_eq!(document.site_link, "https://ancien.exemple.km");
        assert_eq!(document.authors[0].display_name, "Awa Mzé");
        let posts: Vec<&WxrItem> = document.posts().collect();
        assert_eq!(posts.len(), 1);
        let post = posts[0];
        assert_eq!(post.title, "Escale & lagon");
        assert_eq!(post.status, "publish");
        assert_eq!(post.categories.len(), 2);
        assert_eq!(post.categories[1], WxrCategory { domain: "post_tag".into(), name: "Mer".into() });
        assert_eq!(
            document.attachment_url(&post.thumbnail_id),
            Some("https://ancien.exemple.km/wp-content/uploads/lagon.jpg")
        );
        assert!(post.content.contains("<p>Le lagon.</p>"));
    }

    #[test]
    fn a_broken_or_foreign_file_is_refused_with_a_message() {
        assert!(read("<rss><channel><item><title>x</title></channel>".as_bytes()).is_err());
        assert!(read("pas du xml".as_bytes()).is_err());
        assert!(!looks_like_wxr(b"<html></html>"));
    }
}
