//! The text of the public pages as plain HTML inside the page shell, so that
//! readers without JavaScript and crawlers get the content, not an empty frame.
//! The UI replaces it with its own rendering of the same data.

use crate::db::content::SiteContent;
use crate::db::posts::PostSummary;
use crate::db::timeline::TimelineEvent;

use crate::domain::dates;
use crate::domain::html::escape;

fn text_or<'a>(value: Option<&'a String>, fallback: &'a str) -> &'a str {
    value.map(String::as_str).map(str::trim).filter(|text| !text.is_empty()).unwrap_or(fallback)
}

fn post_items(posts: &[PostSummary]) -> String {
    let items: String = posts
        .iter()
        .map(|post| {
            format!(
                "<li><article><h3><a href=\"/blog/{slug}\">{title}</a></h3><p>{date}</p><p>{excerpt}</p></article></li>",
                slug = escape(&post.slug),
                title = escape(&post.title),
                date = dates::french(&post.published_at).unwrap_or_default(),
                excerpt = escape(&post.excerpt),
            )
        })
        .collect();
    format!("<ul>{items}</ul>")
}

/// The home page: hero, latest articles, mission and services.
pub fn home(content: &SiteContent, site_title: &str, latest: &[PostSummary]) -> String {
    let hero = content.home_hero.clone().unwrap_or_default();
    let parts: Vec<&str> = [&hero.title_part1, &hero.title_part2, &hero.title_part3]
        .into_iter()
        .filter_map(|part| part.as_deref().map(str::trim).filter(|text| !text.is_empty()))
        .collect();
    let heading = if parts.is_empty() { site_title.to_string() } else { parts.join(" ") };
    let mut html = format!("<h1>{}</h1>", escape(&heading));
    if let Some(subtitle) = hero.subtitle.as_deref().filter(|text| !text.trim().is_empty()) {
        html.push_str(&format!("<p>{}</p>", escape(subtitle)));
    }
    if !latest.is_empty() {
        html.push_str(&format!("<section><h2>Derniers articles</h2>{}</section>", post_items(latest)));
    }
    if let Some(mission) = &content.home_mission {
        let paragraphs: String = [&mission.paragraph1, &mission.paragraph2]
            .into_iter()
            .filter_map(|text| text.as_deref().filter(|text| !text.trim().is_empty()))
            .map(|text| format!("<p>{}</p>", escape(text)))
            .collect();
        html.push_str(&format!(
            "<section><h2>{}</h2>{paragraphs}</section>",
            escape(text_or(mission.title.as_ref(), "Ma mission"))
        ));
    }
    if let Some(services) = &content.home_services {
        let items: String = services
            .items
            .iter()
            .flatten()
            .filter(|item| !item.title.trim().is_empty())
            .map(|item| format!("<li><h3>{}</h3><p>{}</p></li>", escape(&item.title), escape(&item.description)))
            .collect();
        if !items.is_empty() {
            html.push_str(&format!(
                "<section><h2>{}</h2><ul>{items}</ul></section>",
                escape(text_or(services.title.as_ref(), "Mes services"))
            ));
        }
    }
    html
}

/// The blog's first page of articles.
pub fn blog(posts: &[PostSummary]) -> String {
    format!("<h1>Blog</h1>{}", post_items(posts))
}

/// The career timeline, one section per category in the order the API gives.
pub fn timeline(events: &[TimelineEvent]) -> String {
    let mut html = String::from("<h1>Mon Parcours</h1>");
    let mut current: Option<&str> = None;
    for event in events {
        let category = event.category.as_deref().filter(|name| !name.trim().is_empty()).unwrap_or("Divers");
        if current != Some(category) {
            if current.is_some() {
                html.push_str("</ul></section>");
            }
            html.push_str(&format!("<section><h2>{}</h2><ul>", escape(category)));
            current = Some(category);
        }
        let description =
            event.description.as_deref().map(|text| format!("<p>{}</p>", escape(text))).unwrap_or_default();
        html.push_str(&format!(
            "<li><h3>{}</h3><p>{}</p>{description}</li>",
            escape(&event.title),
            escape(&event.date)
        ));
    }
    if current.is_some() {
        html.push_str("</ul></section>");
    }
    html
}

/// The activities page's sections.
pub fn activities(content: &SiteContent) -> String {
    let activities = content.activities.clone().unwrap_or_default();
    let mut html = format!("<h1>{}</h1>", escape(text_or(activities.title.as_ref(), "Mes Activités")));
    if let Some(intro) = activities.intro.as_deref().filter(|text| !text.trim().is_empty()) {
        html.push_str(&format!("<p>{}</p>", escape(intro)));
    }
    for section in activities.sections.iter().flatten() {
        let paragraphs: String = section
            .body
            .split("\n\n")
            .filter(|text| !text.trim().is_empty())
            .map(|text| format!("<p>{}</p>", escape(text.trim())))
            .collect();
        html.push_str(&format!("<section><h2>{}</h2>{paragraphs}</section>", escape(&section.title)));
    }
    html
}
