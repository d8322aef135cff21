//! The home page's data: the sections the owner wrote (the others stay out), the three
//! newest articles, and the hero's picture fetched first (and shared, when the settings give none).

use serde::Serialize;

use super::layout::{Head, PreloadImage};
use super::social_card::SocialCard;
use super::{Page, Site};
use crate::db::content::{CtaButton, CtaTarget, HomeHero, Stat};
use crate::db::posts::PostSummary;
use crate::domain::content_icon;
use crate::domain::lang::Lang;
use crate::error::AppResult;
use crate::http::structured_data;
use crate::state::AppState;

/// Built-in pictures shown where the owner has chosen none, with the text that describes them.
pub const HERO_IMAGE_FALLBACK: &str = "/images/hero.svg";
pub const MISSION_IMAGE_FALLBACK: &str = "/images/mission.svg";

/// How many of the newest articles the home page shows.
const LATEST_COUNT: i64 = 3;
const HERO_SIZES: &str = "(min-width: 1024px) 512px, 100vw";

pub(super) fn filled(value: Option<&String>) -> Option<String> {
    value.map(|text| text.trim()).filter(|text| !text.is_empty()).map(str::to_string)
}

/// A section's picture: the owner's, or the built-in one; `alt` is None for a picture of his
/// own he left undescribed (decorative), and for the built-in one the template says it.
#[derive(Debug, Serialize)]
struct Picture {
    url: String,
    built_in: bool,
    alt: Option<String>,
}

impl Picture {
    fn chosen_or(url: Option<&String>, alt: Option<&String>, fallback: &str) -> Picture {
        match filled(url) {
            Some(url) if url != fallback => Picture { url, built_in: false, alt: filled(alt) },
            _ => Picture { url: fallback.to_string(), built_in: true, alt: filled(alt) },
        }
    }
}

#[derive(Debug, Serialize)]
struct Hero {
    /// The three parts of the title as written; all empty shows the owner's name instead.
    parts: [String; 3],
    subtitle: Option<String>,
    picture: Picture,
}

#[derive(Debug, Serialize)]
struct Mission {
    title: Option<String>,
    paragraphs: Vec<String>,
    picture: Picture,
}

#[derive(Debug, Serialize)]
struct Service {
    title: String,
    description: String,
    icon: String,
}

#[derive(Debug, Serialize)]
struct Services {
    title: Option<String>,
    subtitle: Option<String>,
    items: Vec<Service>,
}

/// A button of the call to action as the template draws it.
#[derive(Debug, Serialize)]
struct CtaLink {
    /// The owner's words; none draws the page's own.
    label: Option<String>,
    /// Already in the page's language for the site's own pages.
    href: String,
    /// The contact form opens as a dialog where scripts run; a booking page opens in a new tab.
    target: CtaTarget,
}

impl CtaLink {
    fn of(button: &CtaButton, lang: Lang) -> CtaLink {
        let href = match (button.target, button.url.as_deref()) {
            (CtaTarget::Booking, Some(url)) => url.to_string(),
            (CtaTarget::Page, Some(path)) => super::table::localize(path, lang),
            _ => super::table::localize("/contact", lang),
        };
        let target = if button.url.is_some() { button.target } else { CtaTarget::Contact };
        CtaLink { label: filled(button.label.as_ref()), href, target }
    }
}

#[derive(Debug, Serialize)]
struct Home {
    hero: Hero,
    stats: Vec<Stat>,
    mission: Option<Mission>,
    services: Option<Services>,
    latest: Vec<PostSummary>,
    cta_title: Option<String>,
    cta_subtitle: Option<String>,
    cta_button: CtaLink,
    cta_secondary: Option<CtaLink>,
}

pub(super) async fn page(state: &AppState, site: &Site) -> AppResult<Page> {
    let latest = super::blog::first_posts(state, site.lang, LATEST_COUNT).await?;
    let content = &site.texts.content;
    let hero_text = content.home_hero.clone().unwrap_or_default();
    let hero = hero(&hero_text, &site.texts.settings.identity.tagline);
    let mission = content.home_mission.as_ref().and_then(|mission| {
        let paragraphs: Vec<String> =
            [&mission.paragraph1, &mission.paragraph2].into_iter().filter_map(|text| filled(text.as_ref())).collect();
        (!paragraphs.is_empty()).then(|| Mission {
            title: filled(mission.title.as_ref()),
            paragraphs,
            picture: Picture::chosen_or(mission.image_url.as_ref(), mission.image_alt.as_ref(), MISSION_IMAGE_FALLBACK),
        })
    });
    let services = content.home_services.as_ref().and_then(|services| {
        let items: Vec<Service> = services
            .items
            .iter()
            .flatten()
            .enumerate()
            .filter(|(_, item)| !item.title.trim().is_empty())
            .map(|(index, item)| Service {
                title: item.title.trim().to_string(),
                description: item.description.trim().to_string(),
                icon: item.icon.clone().unwrap_or_else(|| content_icon::service_default(index).to_string()),
            })
            .collect();
        (!items.is_empty()).then(|| Services {
            title: filled(services.title.as_ref()),
            subtitle: filled(services.subtitle.as_ref()),
            items,
        })
    });
    let stats = content
        .home_stats
        .as_ref()
        .and_then(|stats| stats.stats.clone())
        .unwrap_or_default()
        .into_iter()
        .filter(|stat| !stat.number.trim().is_empty() && !stat.label.trim().is_empty())
        .collect();
    let cta = content.home_cta.clone().unwrap_or_default();
    let seo = &site.texts.settings.seo;
    // Without a sharing picture in the settings the home page shares its hero's, the built-in
    // drawing's card on a new site.
    let image = filled(Some(&seo.social_image))
        .is_none()
        .then(|| SocialCard::of(&site.base, &hero.picture.url, hero.picture.alt.as_deref().unwrap_or(&seo.title)));
    let head = Head {
        image: image.flatten(),
        indexable: true,
        structured_data: structured_data::person(&site.texts.settings, &site.base),
        preload_image: Some(PreloadImage::of(&hero.picture.url, HERO_SIZES)),
        ..Head::default()
    };
    let home = Home {
        hero,
        stats,
        mission,
        services,
        latest,
        cta_title: filled(cta.title.as_ref()),
        cta_subtitle: filled(cta.subtitle.as_ref()),
        cta_button: CtaLink::of(&cta.button.unwrap_or_default(), site.lang),
        cta_secondary: cta.secondary.as_ref().map(|button| CtaLink::of(button, site.lang)),
    };
    Ok(Page::new("home.html", "/", head, home))
}

fn hero(text: &HomeHero, tagline: &str) -> Hero {
    let part = |value: &Option<String>| filled(value.as_ref()).unwrap_or_default();
    Hero {
        parts: [part(&text.title_part1), part(&text.title_part2), part(&text.title_part3)],
        subtitle: filled(text.subtitle.as_ref()).or_else(|| filled(Some(&tagline.to_string()))),
        picture: Picture::chosen_or(text.image_url.as_ref(), text.image_alt.as_ref(), HERO_IMAGE_FALLBACK),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hero_nobody_wrote_keeps_the_tagline_and_the_built_in_picture() {
        let hero = hero(&HomeHero::default(), " Architecte à Moroni ");
        assert_eq!(hero.parts, [String::new(), String::new(), String::new()]);
        assert_eq!(hero.subtitle.as_deref(), Some("Architecte à Moroni"));
        assert!(hero.picture.built_in);
        assert_eq!(hero.picture.url, HERO_IMAGE_FALLBACK);
    }

    #[test]
    fn a_picture_of_the_owner_left_undescribed_is_decorative() {
        let own = Picture::chosen_or(Some(&"/media/images/a-960.webp".to_string()), Some(&" ".to_string()), "/x.svg");
        assert!(!own.built_in && own.alt.is_none());
    }
}
