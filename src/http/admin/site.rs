//! General settings and page content (super_admin): read for editing, validate, save atomically.

use axum::Json;
use axum::extract::State;

use super::content_choices;
use crate::answer_lang::{error_text, error_text_with};
use crate::auth::extract::RequireSuperAdmin;
use crate::db::content::{self, SiteContent};
use crate::db::settings::{self, SiteSettings};
use crate::domain::text::Validator;
use crate::domain::{content_icon, limits};
use crate::error::{AppError, AppResult};
use crate::http::extract::ApiJson;
use crate::http::media_files;
use crate::media;
use crate::state::AppState;

/// How many items a list of the pages' content (figures, services, sections) holds at most.
pub(super) const LIST_MAX: usize = 20;

pub async fn get_settings(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<SiteSettings>> {
    Ok(Json(state.db.run(|conn| settings::load(conn)).await?))
}

pub async fn put_settings(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiJson(input): ApiJson<SiteSettings>,
) -> AppResult<Json<SiteSettings>> {
    let mut clean = validate_settings(&input)?;
    clean.identity.favicon_url = favicon_png(&state, clean.identity.favicon_url).await?;
    media_files::prepare_social_card(&state.config, Some(&clean.seo.social_image));
    let saved = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            settings::save(&tx, &clean)?;
            tx.commit()?;
            settings::load(conn)
        })
        .await?;
    Ok(Json(saved))
}

/// What an imported export's settings and page texts go through.
pub(crate) const SITE_RULES: crate::portable::SiteRules =
    crate::portable::SiteRules { settings: validate_settings, content: validate_content };

/// The settings as they may be saved: every text bounded, images the site's own or https, links
/// http(s) only.
pub(crate) fn validate_settings(input: &SiteSettings) -> AppResult<SiteSettings> {
    let mut v = Validator::new();
    let mut clean = SiteSettings::default();
    clean.seo.title = v.required("seo.title", &input.seo.title, limits::TITLE, &error_text("validation.titleRequired"));
    clean.seo.description =
        v.optional_text("seo.description", Some(&input.seo.description), limits::SUMMARY).unwrap_or_default();
    clean.seo.social_image =
        super::post_seo::own_image(&mut v, "seo.social_image", Some(&input.seo.social_image)).unwrap_or_default();
    let identity = &input.identity;
    clean.identity.owner_name =
        v.optional("identity.owner_name", Some(&identity.owner_name), limits::PERSON_NAME).unwrap_or_default();
    clean.identity.tagline =
        v.optional_text("identity.tagline", Some(&identity.tagline), limits::SUMMARY).unwrap_or_default();
    clean.identity.portrait_url =
        v.optional_image("identity.portrait_url", Some(&identity.portrait_url)).unwrap_or_default();
    clean.identity.contact_email =
        v.optional_email("identity.contact_email", Some(&identity.contact_email)).unwrap_or_default();
    clean.identity.phone = v.optional_phone("identity.phone", Some(&identity.phone)).unwrap_or_default();
    clean.identity.favicon_url =
        v.optional_image("identity.favicon_url", Some(&input.identity.favicon_url)).unwrap_or_default();
    clean.identity.logo_url = v.optional_image("identity.logo_url", Some(&input.identity.logo_url)).unwrap_or_default();
    let social = &input.social;
    let link = |v: &mut Validator, field: &str, value: &str| {
        v.optional_link(field, Some(value), limits::LINK, false).unwrap_or_default()
    };
    clean.social.facebook = link(&mut v, "social.facebook", &social.facebook);
    clean.social.twitter = link(&mut v, "social.twitter", &social.twitter);
    clean.social.linkedin = link(&mut v, "social.linkedin", &social.linkedin);
    clean.social.instagram = link(&mut v, "social.instagram", &social.instagram);
    clean.social.wanzani = link(&mut v, "social.wanzani", &social.wanzani);
    clean.languages = input.languages;
    v.finish()?;
    Ok(clean)
}

/// An image of the site's own media chosen as favicon (an upload is stored as WebP,
/// which not every browser takes as an icon) becomes a square PNG in
/// `media/favicons/`, and the settings keep that address. Built-in and external
/// icons, and icons already derived, are kept as they are.
async fn favicon_png(state: &AppState, url: String) -> AppResult<String> {
    const FIELD: &str = "identity.favicon_url";
    let Some(relative) = url.strip_prefix(media::MEDIA_URL_PREFIX) else { return Ok(url) };
    if relative.starts_with(&format!("{}/", media::FAVICON_FOLDER)) {
        return Ok(url);
    }
    let relative = relative.to_string();
    let data_dir = state.config.data_dir.clone();
    let reserve = state.config.disk_reserve_bytes;
    media::IMAGE_WORK
        .run(move || {
            let Some((bytes, _)) = media_files::read_image(&media::media_dir(&data_dir), &relative)
                .map_err(AppError::caused("reading the image chosen as favicon"))?
            else {
                return Err(AppError::field(FIELD, &error_text("settings.imageMissing")));
            };
            let icon = media::favicon_png(&bytes).map_err(|err| match err {
                AppError::UnsupportedMediaType(message) | AppError::Validation { message, .. } => {
                    AppError::field(FIELD, &message)
                }
                other => other,
            })?;
            crate::disk::ensure_room(&data_dir, reserve, icon.len() as u64)?;
            media::store(&data_dir, media::FAVICON_FOLDER, "png", &icon)
        })
        .await?
}

pub async fn get_content(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<SiteContent>> {
    Ok(Json(state.db.run(|conn| content::load(conn)).await?))
}

pub async fn put_content(
    State(state): State<AppState>,
    _: RequireSuperAdmin,
    ApiJson(input): ApiJson<SiteContent>,
) -> AppResult<Json<SiteContent>> {
    let clean = validate_content(input)?;
    let saved = state
        .db
        .run(move |conn| {
            let tx = crate::db::write_transaction(conn)?;
            content::save(&tx, &clean)?;
            tx.commit()?;
            content::load(conn)
        })
        .await?;
    Ok(Json(saved))
}

/// Cleans every text (one line, or paragraphs where line breaks belong), bounds lengths and list sizes, and checks
/// image addresses, icons and where the call to action leads.
pub(crate) fn validate_content(mut input: SiteContent) -> AppResult<SiteContent> {
    let mut v = Validator::new();
    let line = |v: &mut Validator, field: &str, value: &mut Option<String>, max: usize| {
        *value = v.optional(field, value.as_deref(), max);
    };
    let text = |v: &mut Validator, field: &str, value: &mut Option<String>, max: usize| {
        *value = v.optional_text(field, value.as_deref(), max);
    };
    if let Some(hero) = &mut input.home_hero {
        line(&mut v, "home_hero.title_part1", &mut hero.title_part1, limits::CONTENT_TEXT);
        line(&mut v, "home_hero.title_part2", &mut hero.title_part2, limits::CONTENT_TEXT);
        line(&mut v, "home_hero.title_part3", &mut hero.title_part3, limits::CONTENT_TEXT);
        text(&mut v, "home_hero.subtitle", &mut hero.subtitle, limits::CONTENT_TEXT);
        hero.image_url = v.optional_image("home_hero.image_url", hero.image_url.as_deref());
        line(&mut v, "home_hero.image_alt", &mut hero.image_alt, limits::IMAGE_ALT);
    }
    if let Some(stats) = input.home_stats.as_mut().and_then(|stats| stats.stats.as_mut()) {
        if stats.len() > LIST_MAX {
            v.fail("home_stats.stats", &error_text_with("content.tooManyStats", &[("max", LIST_MAX.to_string())]));
        }
        for (index, stat) in stats.iter_mut().enumerate() {
            stat.number = v.required(
                &format!("home_stats.stats.{index}.number"),
                &stat.number,
                40,
                &error_text("content.valueRequired"),
            );
            stat.label = v.required(
                &format!("home_stats.stats.{index}.label"),
                &stat.label,
                limits::TITLE,
                &error_text("content.labelRequired"),
            );
        }
    }
    if let Some(mission) = &mut input.home_mission {
        line(&mut v, "home_mission.title", &mut mission.title, limits::CONTENT_TEXT);
        text(&mut v, "home_mission.paragraph1", &mut mission.paragraph1, limits::CONTENT_PARAGRAPH);
        text(&mut v, "home_mission.paragraph2", &mut mission.paragraph2, limits::CONTENT_PARAGRAPH);
        mission.image_url = v.optional_image("home_mission.image_url", mission.image_url.as_deref());
        line(&mut v, "home_mission.image_alt", &mut mission.image_alt, limits::IMAGE_ALT);
    }
    if let Some(services) = &mut input.home_services {
        line(&mut v, "home_services.title", &mut services.title, limits::CONTENT_TEXT);
        text(&mut v, "home_services.subtitle", &mut services.subtitle, limits::CONTENT_TEXT);
        for (index, item) in services.items.iter_mut().flatten().enumerate() {
            item.title = v.required(
                &format!("home_services.items.{index}.title"),
                &item.title,
                limits::TITLE,
                &error_text("validation.titleRequired"),
            );
            item.description = v.required_text(
                &format!("home_services.items.{index}.description"),
                &item.description,
                limits::CONTENT_TEXT,
                &error_text("validation.descriptionRequired"),
            );
            let icon = item.icon.take();
            item.icon = content_choices::icon(
                &mut v,
                &format!("home_services.items.{index}.icon"),
                icon,
                content_icon::service_default(index),
            );
        }
        if services.items.as_ref().is_some_and(|items| items.len() > LIST_MAX) {
            v.fail(
                "home_services.items",
                &error_text_with("content.tooManyServices", &[("max", LIST_MAX.to_string())]),
            );
        }
    }
    if let Some(cta) = &mut input.home_cta {
        line(&mut v, "home_cta.title", &mut cta.title, limits::CONTENT_TEXT);
        text(&mut v, "home_cta.subtitle", &mut cta.subtitle, limits::CONTENT_TEXT);
        cta.button =
            cta.button.take().map(|button| content_choices::cta_button(&mut v, "home_cta.button", button, false));
        cta.secondary =
            cta.secondary.take().map(|button| content_choices::cta_button(&mut v, "home_cta.secondary", button, true));
    }
    if let Some(activities) = &mut input.activities {
        line(&mut v, "activities.title", &mut activities.title, limits::CONTENT_TEXT);
        text(&mut v, "activities.intro", &mut activities.intro, limits::CONTENT_PARAGRAPH);
        for (index, section) in activities.sections.iter_mut().flatten().enumerate() {
            section.title = v.required(
                &format!("activities.sections.{index}.title"),
                &section.title,
                limits::TITLE,
                &error_text("validation.titleRequired"),
            );
            section.body = v.required_text(
                &format!("activities.sections.{index}.body"),
                &section.body,
                limits::CONTENT_PARAGRAPH,
                &error_text("validation.textRequired"),
            );
            let icon = section.icon.take();
            section.icon = content_choices::icon(
                &mut v,
                &format!("activities.sections.{index}.icon"),
                icon,
                content_icon::activity_default(index),
            );
        }
        if activities.sections.as_ref().is_some_and(|sections| sections.len() > LIST_MAX) {
            v.fail(
                "activities.sections",
                &error_text_with("content.tooManySections", &[("max", LIST_MAX.to_string())]),
            );
        }
    }
    if let Some(blog) = &mut input.blog {
        text(&mut v, "blog.subtitle", &mut blog.subtitle, limits::CONTENT_TEXT);
    }
    if let Some(timeline) = &mut input.timeline {
        text(&mut v, "timeline.subtitle", &mut timeline.subtitle, limits::CONTENT_TEXT);
    }
    v.finish()?;
    Ok(input)
}
