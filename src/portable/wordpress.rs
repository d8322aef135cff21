//! A WordPress export made into articles: dates, status, category, author (an existing staff
//! account by e-mail, else the name alone), excerpt, images fetched and stored like uploads
//! (or kept as links when unreachable), the old address kept for a 301, and each post's source
//! recorded so the same file imported again creates nothing twice.

use std::collections::HashMap;
use std::path::Path;

use rusqlite::Connection;

use super::fetch::{Reach, fetch};
use super::report::ImportReport;
use super::wxr::{WxrDocument, WxrItem};
use crate::db::media_library::{self, NewImage};
use crate::db::post_sources;
use crate::db::posts_admin::{self, NewPost};
use crate::domain::html;
use crate::domain::slug::slugify;

/// The widest copy an image in the text shows at, as the editor inserts it.
const INLINE_WIDTH: u32 = 960;
/// The categories WordPress gives a post nobody filed.
const UNFILED: &[&str] = &["Uncategorized", "Non classé"];
/// Most characters of text the excerpt is made of when the post has none.
const EXCERPT_CHARS: usize = 200;

/// What became of each image address of the file: its stored copies, or why not.
/// The images of one import: where they may come from, and each one's outcome, fetched once.
struct Fetched {
    reach: Reach,
    outcomes: HashMap<String, Result<(String, String), String>>,
}

/// `2024-05-01 08:00:00` as stored (`2024-05-01T08:00:00Z`); WordPress writes zeros for never.
fn stored_date(text: &str) -> Option<String> {
    let text = text.trim();
    if text.len() != 19 || text.starts_with("0000") {
        return None;
    }
    Some(format!("{}T{}Z", &text[..10], &text[11..]))
}

/// The post's text as HTML: block comments gone, bare paragraphs wrapped (WordPress's older
/// posts keep blank lines where paragraphs are), the `[caption]` shortcode unwrapped.
fn body_html(content: &str) -> String {
    let mut text = String::with_capacity(content.len());
    let mut rest = content;
    while let Some(start) = rest.find("<!--") {
        text.push_str(&rest[..start]);
        rest = rest[start..].find("-->").map_or("", |end| &rest[start + end + 3..]);
    }
    text.push_str(rest);
    let mut text = text.replace("[/caption]", "");
    while let Some(start) = text.find("[caption") {
        let Some(end) = text[start..].find(']') else { break };
        text.replace_range(start..start + end + 1, "");
    }
    if text.contains("<p") {
        return text;
    }
    text.split("\n\n")
        .map(str::trim)
        .filter(|paragraph| !paragraph.is_empty())
        .map(|paragraph| format!("<p>{}</p>", paragraph.replace('\n', "<br>")))
        .collect()
}

/// The value of `name="…"` or `name='…'` in one tag.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let at = tag.find(&format!("{name}="))? + name.len() + 1;
    let quote = tag[at..].chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &tag[at + 1..];
    Some(value[..value.find(quote)?].replace("&amp;", "&"))
}

/// Every `<img>` tag of `html`, with its place.
fn image_tags(html: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(start) = html[from..].find("<img").map(|at| from + at) {
        let Some(length) = html[start..].find('>') else { break };
        found.push((start, start + length + 1));
        from = start + length + 1;
    }
    found
}

/// An address of the old site made absolute.
fn absolute(site: &str, address: &str) -> String {
    match url::Url::parse(site).and_then(|base| base.join(address)) {
        Ok(joined) if address.starts_with('/') => joined.to_string(),
        _ => address.to_string(),
    }
}

/// Fetches `address` once per import and stores it as an upload: (inline copy, largest copy).
async fn image(
    data_dir: &Path,
    conn: &Connection,
    fetched: &mut Fetched,
    address: &str,
) -> Result<(String, String), String> {
    if let Some(known) = fetched.outcomes.get(address) {
        return known.clone();
    }
    let outcome = async {
        let bytes = fetch(address, fetched.reach).await?;
        // One image decoded at a time, with the uploads' own gate: the site keeps serving meanwhile.
        let variants = crate::media::IMAGE_WORK
            .run(move || crate::media::image_variants(&bytes))
            .await
            .map_err(|err| err.to_string())?
            .map_err(|err| err.to_string())?;
        let largest = variants.last().map(|variant| (variant.width, variant.height)).unwrap_or_default();
        let stored = crate::media::store_variants(data_dir, &variants).map_err(|err| err.to_string())?;
        let inline =
            stored.iter().find(|(width, _)| *width == INLINE_WIDTH).or(stored.last()).map(|(_, url)| url.clone());
        let largest_url = stored.last().map(|(_, url)| url.clone()).unwrap_or_default();
        let key = crate::media::image_keys_in(&largest_url).next().unwrap_or_default().to_string();
        let file_name = address.rsplit('/').next().unwrap_or_default().split('?').next().unwrap_or_default();
        let entry = NewImage {
            image_key: &key,
            file_name: &file_name.chars().take(255).collect::<String>(),
            width: largest.0,
            height: largest.1,
            bytes: variants.iter().map(|variant| variant.webp.len() as u64).sum(),
            uploaded_by: None,
        };
        media_library::record(conn, &entry).map_err(|err| err.to_string())?;
        Ok((inline.unwrap_or_default(), largest_url))
    }
    .await;
    fetched.outcomes.insert(address.to_string(), outcome.clone());
    outcome
}

/// The post's HTML with each image fetched and shown from here, or, when it cannot be had, a
/// link to where it was (noted in the report).
async fn with_local_images(
    data_dir: &Path,
    conn: &Connection,
    site: &str,
    html: &str,
    fetched: &mut Fetched,
    report: &mut ImportReport,
) -> String {
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    for (start, end) in image_tags(html) {
        out.push_str(&html[copied..start]);
        copied = end;
        let tag = &html[start..end];
        let Some(source) = attribute(tag, "src").map(|src| absolute(site, &src)) else { continue };
        let alt = attribute(tag, "alt").unwrap_or_default();
        match image(data_dir, conn, fetched, &source).await {
            Ok((inline, _)) => {
                out.push_str(&format!("<img src=\"{}\" alt=\"{}\">", inline, html::escape(&alt)));
                report.images_fetched += 1;
            }
            Err(why) => {
                let label = if alt.is_empty() { source.clone() } else { alt };
                out.push_str(&format!("<a href=\"{}\">{}</a>", html::escape(&source), html::escape(&label)));
                report.images_kept_as_links.push(format!("{source} ({why})"));
            }
        }
    }
    out.push_str(&html[copied..]);
    out
}

fn unique_slug(conn: &Connection, wanted: &str) -> anyhow::Result<String> {
    let base = if wanted.is_empty() { "article".to_string() } else { wanted.to_string() };
    let mut candidate = base.clone();
    let mut number = 2;
    while posts_admin::slug_taken(conn, &candidate, None).map_err(|err| anyhow::anyhow!("{err}"))? {
        candidate = format!("{base}-{number}");
        number += 1;
    }
    Ok(candidate)
}

/// Imports one post; says whether it was new.
async fn import_post(
    data_dir: &Path,
    conn: &Connection,
    document: &WxrDocument,
    item: &WxrItem,
    fetched: &mut Fetched,
    report: &mut ImportReport,
) -> anyhow::Result<()> {
    let source = format!("wxr:{}#{}", document.site_link, item.post_id);
    if post_sources::imported(conn, &source).map_err(|err| anyhow::anyhow!("{err}"))?.is_some() {
        report.already_there += 1;
        return Ok(());
    }
    let title = item.title.trim();
    let title = if title.is_empty() { "Sans titre" } else { title };
    let html = with_local_images(data_dir, conn, &document.site_link, &body_html(&item.content), fetched, report).await;
    let content_html = html::sanitize(&html);
    if content_html.len() > crate::domain::limits::POST_HTML_BYTES {
        report.refused.push(format!("« {title} » : texte trop long"));
        return Ok(());
    }
    let content_text = html::plain_text(&content_html);
    let excerpt = match item.excerpt.trim() {
        "" => content_text.chars().take(EXCERPT_CHARS).collect::<String>(),
        given => html::plain_text(given),
    };
    let published_at = match item.status.as_str() {
        "publish" | "future" => stored_date(&item.post_date_gmt).or_else(|| stored_date(&item.post_date)),
        _ => None,
    };
    if published_at.is_none() {
        report.drafts += 1;
    }
    let cover = match document.attachment_url(&item.thumbnail_id) {
        Some(address) => match image(data_dir, conn, fetched, address).await {
            Ok((_, largest)) => {
                report.images_fetched += 1;
                Some(largest)
            }
            Err(why) => {
                report.images_kept_as_links.push(format!("{address} ({why})"));
                None
            }
        },
        None => None,
    };
    let author = document.authors.iter().find(|author| author.login == item.creator);
    let author_id = match author.filter(|author| !author.email.is_empty()) {
        Some(author) => crate::db::users::staff_id_by_email(conn, &author.email)?,
        None => None,
    };
    if author_id.is_some() {
        report.authors_matched += 1;
    }
    let decoded = percent_encoding::percent_decode_str(&item.post_name).decode_utf8_lossy().into_owned();
    let slug = unique_slug(conn, &slugify(if decoded.is_empty() { title } else { &decoded }))?;
    let category = item
        .categories
        .iter()
        .find(|category| category.domain == "category" && !UNFILED.contains(&category.name.as_str()))
        .map(|category| category.name.clone());
    let given: Vec<String> =
        item.categories.iter().filter(|category| category.domain == "post_tag").map(|tag| tag.name.clone()).collect();
    let (tags, left_out) = crate::domain::tags::keep_within_rules(&given);
    report.tags_left_out.extend(left_out.into_iter().map(|tag| format!("« {title} » : {tag}")));
    let post = NewPost {
        slug,
        title: title.chars().take(crate::domain::limits::TITLE).collect(),
        excerpt: excerpt.chars().take(crate::domain::limits::SUMMARY).collect(),
        read_time_minutes: html::read_time_minutes(&content_text),
        content_text,
        content_html,
        content_json: None,
        category,
        published_at,
        thumbnail_url: cover.clone(),
        cover_image: cover,
        author_name: author.map(|author| author.display_name.clone()).filter(|name| !name.is_empty()),
        author_bio: None,
        author_id,
        lang: Default::default(),
        translation_of: None,
        seo: Default::default(),
        tags,
    };
    let tx = conn.unchecked_transaction()?;
    let id = posts_admin::insert(&tx, &post).map_err(|err| anyhow::anyhow!("{err}"))?;
    post_sources::record(&tx, &source, id).map_err(|err| anyhow::anyhow!("{err}"))?;
    if let Some(path) = url::Url::parse(&item.link).ok().map(|link| link.path().trim_end_matches('/').to_string())
        && path.len() > 1
    {
        post_sources::add_redirect(&tx, &path, id).map_err(|err| anyhow::anyhow!("{err}"))?;
    }
    tx.commit()?;
    report.created += 1;
    report.created_ids.push(id);
    Ok(())
}

/// Imports every post of `document` into the site of `conn` and `data_dir`.
pub async fn import(
    data_dir: &Path,
    conn: &Connection,
    document: &WxrDocument,
    reach: Reach,
    progress: &mut dyn FnMut(u64, u64),
) -> anyhow::Result<ImportReport> {
    let mut report = ImportReport::new("WordPress");
    let mut fetched = Fetched { reach, outcomes: HashMap::new() };
    let posts: Vec<&WxrItem> = document.posts().collect();
    let total = posts.len() as u64;
    for (done, item) in posts.into_iter().enumerate() {
        import_post(data_dir, conn, document, item, &mut fetched, &mut report).await?;
        progress(done as u64 + 1, total);
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wordpress_text_becomes_paragraphs_without_its_comments_and_shortcodes() {
        assert_eq!(body_html("<!-- wp:paragraph --><p>Un</p><!-- /wp:paragraph -->"), "<p>Un</p>");
        assert_eq!(body_html("Un\nsuite\n\nDeux"), "<p>Un<br>suite</p><p>Deux</p>");
        assert_eq!(
            body_html("[caption id=\"x\" align=\"a\"]<img src=\"a.jpg\"> Légende[/caption]"),
            "<p><img src=\"a.jpg\"> Légende</p>"
        );
        assert_eq!(stored_date("2024-05-01 08:00:00").as_deref(), Some("2024-05-01T08:00:00Z"));
        assert_eq!(stored_date("0000-00-00 00:00:00"), None);
        assert_eq!(
            attribute("<img alt='Un lagon' src=\"/a.jpg?b=1&amp;c=2\">", "src").as_deref(),
            Some("/a.jpg?b=1&c=2")
        );
        assert_eq!(absolute("https://ancien.km", "/wp-content/a.jpg"), "https://ancien.km/wp-content/a.jpg");
    }
}
