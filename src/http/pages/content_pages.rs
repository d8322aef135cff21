//! The data of the smaller pages: the career timeline, the activities, the legal pages
//! with their table of contents, the contact page, the page not found and the app's shell.

use axum::http::StatusCode;
use serde::Serialize;

use super::home::filled;
use super::layout::Head;
use super::{Page, Site};
use crate::db::content::ActivitySection;
use crate::db::legal::LegalPageKey;
use crate::db::timeline::TimelineEvent;
use crate::domain::content_icon;
use crate::domain::html::escape;
use crate::domain::lang::Lang;
use crate::error::AppResult;
use crate::state::AppState;

/// Known categories come first, in this order; others follow alphabetically, then events without one.
const CATEGORY_ORDER: &[&str] = &["Postes occupés", "Engagements", "Projets", "Contributions", "Formations"];

#[derive(Debug, Serialize)]
struct TimelineGroup {
    /// None for events without a category (the template names them).
    category: Option<String>,
    events: Vec<TimelineEvent>,
}

#[derive(Debug, Serialize)]
struct Timeline {
    subtitle: Option<String>,
    groups: Vec<TimelineGroup>,
}

pub(super) async fn timeline(state: &AppState, site: &Site) -> AppResult<Page> {
    let current_year = state.config.clock.now().year();
    let lang = site.lang;
    let events = state.db.run(move |conn| crate::db::timeline::list_in(conn, current_year, lang)).await?;
    let mut groups = group_by_category(events);
    // The categories are the site's own five, named in French: other languages name them from their texts.
    if site.lang != Lang::Fr {
        for category in groups.iter_mut().filter_map(|group| group.category.as_mut()) {
            let key = format!("timeline:categories.{category}");
            let name = site.locale.text(&key, &[]);
            if name != key {
                *category = name;
            }
        }
    }
    let timeline = Timeline {
        subtitle: filled(site.texts.content.timeline.as_ref().and_then(|intro| intro.subtitle.as_ref())),
        groups,
    };
    let head = Head { title: Some(site.locale.text("timeline:title", &[])), indexable: true, ..Head::default() };
    Ok(Page::new("timeline.html", "/parcours", head, timeline))
}

/// Events keep the database's order (newest first) inside each group.
fn group_by_category(events: Vec<TimelineEvent>) -> Vec<TimelineGroup> {
    let mut groups: Vec<TimelineGroup> = Vec::new();
    let mut uncategorised = Vec::new();
    for event in events {
        let Some(category) = event.category.as_deref().map(str::trim).filter(|name| !name.is_empty()) else {
            uncategorised.push(event);
            continue;
        };
        let category = category.to_string();
        match groups.iter_mut().find(|group| group.category.as_deref() == Some(category.as_str())) {
            Some(group) => group.events.push(event),
            None => groups.push(TimelineGroup { category: Some(category), events: vec![event] }),
        }
    }
    let rank = |name: &str| CATEGORY_ORDER.iter().position(|known| *known == name).unwrap_or(CATEGORY_ORDER.len());
    groups.sort_by(|a, b| {
        let (a, b) = (a.category.as_deref().unwrap_or_default(), b.category.as_deref().unwrap_or_default());
        rank(a).cmp(&rank(b)).then_with(|| collation_key(a).cmp(&collation_key(b)))
    });
    if !uncategorised.is_empty() {
        groups.push(TimelineGroup { category: None, events: uncategorised });
    }
    groups
}

/// Compares names as a French reader sorts them: accents and case aside.
fn collation_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    name.nfd().filter(|c| !unicode_normalization::char::is_combining_mark(*c)).collect::<String>().to_lowercase()
}

#[derive(Debug, Serialize)]
struct Activities {
    title: Option<String>,
    intro: Vec<String>,
    sections: Vec<ActivityBlock>,
}

#[derive(Debug, Serialize)]
struct ActivityBlock {
    title: String,
    paragraphs: Vec<String>,
    icon: String,
}

/// Plain text whose paragraphs are separated by blank lines.
fn paragraphs(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            if !current.trim().is_empty() {
                found.push(current.trim().to_string());
            }
            current.clear();
        } else {
            if !current.is_empty() {
                current.push('\n');
            }
            current.push_str(line);
        }
    }
    if !current.trim().is_empty() {
        found.push(current.trim().to_string());
    }
    found
}

pub(super) fn activities(site: &Site) -> Page {
    let content = site.texts.content.activities.clone().unwrap_or_default();
    let sections = content
        .sections
        .unwrap_or_default()
        .into_iter()
        .enumerate()
        .filter(|(_, section): &(usize, ActivitySection)| {
            !section.title.trim().is_empty() && !section.body.trim().is_empty()
        })
        .map(|(index, section)| ActivityBlock {
            title: section.title.trim().to_string(),
            paragraphs: paragraphs(&section.body),
            icon: section.icon.unwrap_or_else(|| content_icon::activity_default(index).to_string()),
        })
        .collect();
    let title = filled(content.title.as_ref());
    let activities = Activities { intro: paragraphs(content.intro.as_deref().unwrap_or_default()), sections, title };
    let head = Head {
        title: Some(activities.title.clone().unwrap_or_else(|| site.locale.text("activities:title", &[]))),
        indexable: true,
        ..Head::default()
    };
    Page::new("activities.html", "/activites", head, activities)
}

#[derive(Debug, Serialize)]
struct Legal {
    key: &'static str,
    updated_at: Option<String>,
    content_html: String,
    toc: Vec<(String, String)>,
}

pub(super) async fn legal(state: &AppState, site: &Site, key: LegalPageKey) -> AppResult<Page> {
    let page = crate::http::public::legal::read(state, key, site.lang).await?;
    let (content_html, toc) = with_table_of_contents(&page.content_html);
    let path = super::table::page_of(super::table::PageKind::Legal(key)).path;
    let title = site.locale.text(&format!("legal:{}.title", key.as_str()), &[]);
    let legal = Legal { key: key.as_str(), updated_at: page.updated_at, content_html, toc };
    let head = Head { title: Some(title), indexable: true, ..Head::default() };
    Ok(Page::new("legal.html", path, head, legal))
}

/// The owner's section titles (`<h2>` as the sanitizer writes them) numbered and anchored, and
/// the entries of a table of contents. Anchors start with `section-`: a bare `#contact` is the
/// address that opens the contact form.
fn with_table_of_contents(html: &str) -> (String, Vec<(String, String)>) {
    let mut out = String::with_capacity(html.len() + 256);
    let mut toc = Vec::new();
    let mut rest = html;
    let mut number = 0;
    while let Some(start) = rest.find("<h2>") {
        let after = &rest[start + 4..];
        let Some(end) = after.find("</h2>") else { break };
        let inner = &after[..end];
        let title = crate::domain::html::plain_text(inner).split_whitespace().collect::<Vec<_>>().join(" ");
        out.push_str(&rest[..start]);
        number += 1;
        if title.is_empty() {
            out.push_str(&rest[start..start + 4 + end + 5]);
        } else {
            let id = anchor_for(&title, &toc);
            out.push_str(&format!("<h2 id=\"{id}\">{number}. {}</h2>", escape(&title)));
            toc.push((id, title));
        }
        rest = &after[end + 5..];
    }
    out.push_str(rest);
    (out, toc)
}

fn anchor_for(title: &str, taken: &[(String, String)]) -> String {
    let words: String = collation_key(title).chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }).collect();
    let base = words.split('-').filter(|part| !part.is_empty()).collect::<Vec<_>>().join("-");
    let base = if base.is_empty() { "section".to_string() } else { base };
    let mut id = format!("section-{base}");
    let mut n = 2;
    while taken.iter().any(|(existing, _)| *existing == id) {
        id = format!("section-{base}-{n}");
        n += 1;
    }
    id
}

/// The contact page: the plain form a visitor without JavaScript sends (`POST /contact`).
pub(super) fn contact(site: &Site, path: &str) -> Page {
    let head = Head { title: Some(site.locale.text("nav.contact", &[])), ..Head::default() };
    Page::new("contact.html", path, head, ())
}

pub(super) fn not_found(site: &Site, path: &str) -> Page {
    let article = path.starts_with("/blog/");
    let title = if article { "blog:article.notFoundTitle" } else { "notFound.title" };
    let head = Head { title: Some(site.locale.text(title, &[])), ..Head::default() };
    Page {
        status: StatusCode::NOT_FOUND,
        ..Page::new("not_found.html", path, head, serde_json::json!({ "article": article }))
    }
}

/// The single-page app's shell; its own screens set their titles.
pub(super) fn app(path: &str) -> Page {
    Page::new("app.html", path, Head::default(), ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn section_titles_become_a_numbered_table_of_contents() {
        let (html, toc) =
            with_table_of_contents("<p>a</p><h2>Vos droits</h2><p>b</p><h2>Vos  <em>droits</em></h2><h2> </h2>");
        assert_eq!(
            toc,
            [
                ("section-vos-droits".to_string(), "Vos droits".to_string()),
                ("section-vos-droits-2".into(), "Vos droits".into())
            ]
        );
        assert_eq!(
            html,
            "<p>a</p><h2 id=\"section-vos-droits\">1. Vos droits</h2><p>b</p><h2 id=\"section-vos-droits-2\">2. Vos droits</h2><h2> </h2>"
        );
    }

    #[test]
    fn blank_lines_separate_paragraphs() {
        assert_eq!(paragraphs("un\ndeux\n\n  \ntrois\n"), ["un\ndeux", "trois"]);
    }

    #[test]
    fn known_categories_come_first_then_others_alphabetically_then_none() {
        let event = |category: Option<&str>| TimelineEvent {
            id: 1,
            date: "2020".into(),
            title: "t".into(),
            category: category.map(str::to_string),
            description: None,
            reference_link: None,
        };
        let groups = group_by_category(vec![
            event(Some("Zèbre")),
            event(None),
            event(Some("Éducation")),
            event(Some("Projets")),
        ]);
        let names: Vec<_> = groups.iter().map(|group| group.category.as_deref()).collect();
        assert_eq!(names, [Some("Projets"), Some("Éducation"), Some("Zèbre"), None]);
    }
}
