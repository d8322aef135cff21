//! Routes anyone may call: the site bundle, posts, timeline, the contact form and the
//! newsletter's subscription.

mod chat;
pub(super) mod contact;
pub(super) mod legal;
pub(super) mod newsletter;
pub(super) mod posts;
pub(super) mod search;
pub(super) mod site;
pub(super) mod timeline;

pub use posts::{PostDetail, read_with_related};

use axum::Router;
use axum::routing::{get, post};
use serde::Deserialize;

use crate::answer_lang::error_text;
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// `?lang=en` or `?lang=ar` on the reads that speak the owner's texts; French without it.
#[derive(Debug, Default, Deserialize)]
pub struct LangParams {
    lang: Option<String>,
}

impl LangParams {
    pub fn lang(&self) -> AppResult<Lang> {
        match self.lang.as_deref() {
            None => Ok(Lang::Fr),
            Some(code) => Lang::from_code(code).ok_or_else(|| AppError::validation(error_text("unknownLanguage"))),
        }
    }

    /// The language asked for, if the site speaks it (see `spoken`).
    pub async fn spoken(&self, state: &AppState) -> AppResult<Lang> {
        spoken(state, self.lang()?).await
    }

    /// The query string that asks for `lang`: nothing for French, the default.
    pub fn to_query(lang: Lang) -> String {
        if lang == Lang::Fr { String::new() } else { format!("lang={}", lang.code()) }
    }
}

/// `lang` if the site speaks it: a language the owner has turned off is not found, as its
/// pages under `/en/` or `/ar/` are.
pub async fn spoken(state: &AppState, lang: Lang) -> AppResult<Lang> {
    if lang == Lang::Fr {
        return Ok(lang);
    }
    // The settings a page drawn lately read, while no change has made them stale; else read now.
    let remembered = state.site_texts.iter().find_map(|texts| texts.current(&state.page_cache));
    let languages = match remembered {
        Some(texts) => texts.settings.languages,
        None => state.db.run(|conn| crate::db::settings::languages(conn)).await?,
    };
    if languages.speaks(lang) { Ok(lang) } else { Err(AppError::NotFound(error_text("pageNotFound"))) }
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/site", get(site::bundle))
        .route("/chat", get(chat::show))
        .route("/legal/{page}", get(legal::show))
        .route("/posts", get(posts::list))
        .route("/posts/{slug}", get(posts::detail))
        .route("/search", get(search::search))
        .route("/timeline", get(timeline::list))
        .route("/contact", post(contact::submit))
        .route("/newsletter/subscribe", post(newsletter::subscribe))
        .route("/newsletter/confirm", post(newsletter::confirm))
        .route("/newsletter/unsubscribe/{token}", get(newsletter::unsubscribe_page).post(newsletter::unsubscribe))
}

/// The request and response types of these routes, for the TypeScript export.
pub mod types {
    pub use super::chat::ChatResponse;
    pub use super::contact::{ContactRequest, ContactResponse};
    pub use super::legal::LegalPageResponse;
    pub use super::newsletter::{NewsletterConfirmRequest, SubscribeRequest};
    pub use super::posts::{PostDetail, PostList};
    pub use super::search::SearchResults;
    pub use super::site::SiteBundle;
    pub use super::timeline::TimelineList;
}
