//! The text of the public pages as plain HTML inside the page shell, so that
//! readers without JavaScript and crawlers get the content, not an empty frame.
//! The UI replaces it with its own rendering of the same data.

use crate::db::content::{PageIntro, SiteContent};
use crate::db::posts::PostSummary;
use crate::db::settings::SiteSettings;
use crate::db::timeline::TimelineEvent;

use crate::domain::dates;
use crate::domain::html::escape;

fn filled(value: Option<&String>) -> Option<&str> {
    value.map(String::as_str).map(str::trim).filter(|text| !text.is_empty())
}

fn text_or<'a>(value: Option<&'a String>, fallback: &'a str) -> &'a str {
    filled(value).unwrap_or(fallback)
}

/// The page's title and the sentence the owner wrote under it, if any.
fn page_heading(title: &str, intro: Option<&PageIntro>) -> String {
    let subtitle = filled(intro.and_then(|intro| intro.subtitle.as_ref()))
        .map(|text| format!("<p>{}</p>", escape(text)))
        .unwrap_or_default();
    format!("<h1>{}</h1>{subtitle}", escape(title))
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

/// The home page: hero, latest articles, mission and services. Like the UI, a hero nobody wrote names the
/// owner (else the site) under his tagline, and sections without text stay out.
pub fn home(content: &SiteContent, settings: &SiteSettings, latest: &[PostSummary]) -> String {
    let hero = content.home_hero.clone().unwrap_or_default();
    let parts: Vec<&str> = [&hero.title_part1, &hero.title_part2, &hero.title_part3]
        .into_iter()
        .filter_map(|part| filled(part.as_ref()))
        .collect();
    let owner = filled(Some(&settings.identity.owner_name)).unwrap_or(settings.seo.title.as_str());
    let heading = if parts.is_empty() { owner.to_string() } else { parts.join(" ") };
    let mut html = format!("<h1>{}</h1>", escape(&heading));
    if let Some(subtitle) = filled(hero.subtitle.as_ref()).or_else(|| filled(Some(&settings.identity.tagline))) {
        html.push_str(&format!("<p>{}</p>", escape(subtitle)));
    }
    if !latest.is_empty() {
        html.push_str(&format!("<section><h2>Derniers articles</h2>{}</section>", post_items(latest)));
    }
    if let Some(mission) = &content.home_mission {
        let paragraphs: String = [&mission.paragraph1, &mission.paragraph2]
            .into_iter()
            .filter_map(|text| filled(text.as_ref()))
            .map(|text| format!("<p>{}</p>", escape(text)))
            .collect();
        if !paragraphs.is_empty() {
            html.push_str(&format!(
                "<section><h2>{}</h2>{paragraphs}</section>",
                escape(text_or(mission.title.as_ref(), "Ma mission"))
            ));
        }
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

/// The blog's first page of articles, after `lead_image` (the featured article's picture, as markup).
pub fn blog(content: &SiteContent, posts: &[PostSummary], lead_image: &str) -> String {
    format!("{}{lead_image}{}", page_heading("Blog", content.blog.as_ref()), post_items(posts))
}

/// The career timeline, one section per category in the order the API gives.
pub fn timeline(content: &SiteContent, events: &[TimelineEvent]) -> String {
    let mut html = page_heading("Mon Parcours", content.timeline.as_ref());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::content::HomeMission;

    #[test]
    fn a_home_nobody_wrote_names_the_owner_under_his_tagline_and_leaves_empty_sections_out() {
        let mut settings = SiteSettings::default();
        settings.identity.owner_name = "Awa Mzé".into();
        settings.identity.tagline = "Architecte à Moroni".into();
        let content = SiteContent {
            home_mission: Some(HomeMission { paragraph1: Some("  ".into()), ..HomeMission::default() }),
            ..SiteContent::default()
        };
        let html = home(&content, &settings, &[]);
        assert_eq!(html, "<h1>Awa Mzé</h1><p>Architecte à Moroni</p>");

        settings.identity.owner_name = " ".into();
        settings.identity.tagline = String::new();
        settings.seo.title = "Mon site".into();
        assert_eq!(home(&content, &settings, &[]), "<h1>Mon site</h1>");
    }

    #[test]
    fn the_blog_and_the_timeline_carry_the_subtitle_the_owner_wrote() {
        let content = SiteContent {
            blog: Some(PageIntro { subtitle: Some(" Mes notes <de terrain> ".into()) }),
            timeline: Some(PageIntro { subtitle: Some(" ".into()) }),
            ..SiteContent::default()
        };
        assert_eq!(blog(&content, &[], ""), "<h1>Blog</h1><p>Mes notes &lt;de terrain&gt;</p><ul></ul>");
        assert_eq!(timeline(&content, &[]), "<h1>Mon Parcours</h1>");
    }
}
