//! Back-office routes under `/api/admin`; each handler takes the role extractor it needs.

mod chat;
mod content_choices;
mod getting_started;
mod legal;
mod media_library;
mod messages;
mod newsletter;
mod newsletter_import;
mod newsletter_sends;
mod post_pending;
mod post_previews;
mod post_revisions;
mod post_seo;
mod post_tags;
mod posts;
mod security;
mod site;
mod site_transfer;
mod stats;
mod stats_report;
mod timeline;
pub(crate) mod translation_rules;
mod translations;
mod uploads;
mod users;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{delete, get, patch, post, put};

use crate::state::AppState;

pub(crate) use site::SITE_RULES;

pub mod types {
    pub use super::getting_started::GettingStarted;
    pub use super::legal::{AdminLegalPageResponse, LegalPageInput};
    pub use super::media_library::{MediaImageResponse, MediaImageUpdate, MediaList};
    pub use super::messages::{InboxMessageResponse, InboxMessageUpdate, MessageList, UnreadCount};
    pub use super::newsletter::{SubscriberHistory, SubscriberList};
    pub use super::newsletter_import::{ImportLineError, ImportReport};
    pub use super::newsletter_sends::{
        NewsletterMailPreview, NewsletterSendList, NewsletterSendRequest, NewsletterSendResponse,
    };
    pub use super::post_previews::{NewPreviewLink, PreviewLinkRequest, PreviewLinkState};
    pub use super::post_revisions::{RevisionList, RevisionResponse};
    pub use super::post_tags::SiteTagList;
    pub use super::posts::{AdminPostList, AdminPostResponse, PostInput, TranslationInput};
    pub use super::security::SecuritySettings;
    pub use super::stats::AdminStats;
    pub use super::stats_report::StatsReport;
    pub use super::timeline::{TimelineEventInput, TimelineEventResponse};
    pub use super::uploads::UploadedImage;
    pub use super::users::{
        AccountUpdate, AdminUserResponse, PasswordLinkResponse, UserInvitation, UserInvitationResponse, UserList,
    };
}

/// Staff texts (legal pages, home-page content, the assistant's topics) may be long.
const STAFF_BODY_LIMIT: usize = 1024 * 1024;

/// An article's sanitized HTML (500 KB) travels with its editor state, which is larger.
fn post_body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(4 * 1024 * 1024)
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/uploads",
            post(uploads::upload).layer(DefaultBodyLimit::max(crate::media::IMAGE_MAX_BYTES + 64 * 1024)),
        )
        .route("/export", get(site_transfer::export))
        .route(
            "/import",
            get(site_transfer::show)
                .post(site_transfer::start)
                .layer(DefaultBodyLimit::max(site_transfer::IMPORT_MAX_BYTES as usize + 64 * 1024)),
        )
        .route("/media", get(media_library::list))
        .route("/media/{id}", patch(media_library::update).delete(media_library::delete))
        .route("/stats", get(stats::stats))
        .route("/stats/report", get(stats_report::show))
        .route("/stats/report.csv", get(stats_report::csv))
        .route("/getting-started", get(getting_started::show))
        .route("/users", get(users::list).post(users::invite))
        .route("/users/{id}", patch(users::update))
        .route("/users/{id}/reset-link", post(users::reset_link))
        .route("/posts", get(posts::list).post(posts::create).layer(post_body_limit()))
        .route("/posts/{id}", get(posts::show).put(posts::update).delete(posts::delete).layer(post_body_limit()))
        .route("/posts/{id}/translations", post(posts::translate))
        .route("/tags", get(post_tags::list))
        .route("/posts/{id}/pending", delete(post_pending::discard))
        .route("/posts/{id}/revisions", get(post_revisions::list))
        .route("/posts/{id}/revisions/{revision}", get(post_revisions::show))
        .route("/posts/{id}/revisions/{revision}/restore", post(post_revisions::restore))
        .route(
            "/posts/{id}/preview-link",
            get(post_previews::show).post(post_previews::create).delete(post_previews::revoke),
        )
        .route("/messages", get(messages::list))
        .route("/messages/unread", get(messages::unread))
        .route("/messages/{id}", patch(messages::update).delete(messages::delete))
        .route("/newsletter/subscribers", get(newsletter::list))
        .route("/newsletter/subscribers/export", get(newsletter::export))
        .route(
            "/newsletter/subscribers/import",
            post(newsletter_import::import)
                .layer(DefaultBodyLimit::max(newsletter_import::IMPORT_MAX_BYTES + 64 * 1024)),
        )
        .route("/newsletter/subscribers/{id}", delete(newsletter::erase))
        .route("/newsletter/history", get(newsletter::history))
        .route("/newsletter/sends", get(newsletter_sends::list).post(newsletter_sends::start))
        .route("/newsletter/sends/{id}", get(newsletter_sends::show))
        .route("/newsletter/preview/{post_id}", get(newsletter_sends::preview))
        .route("/newsletter/sends/{id}/pause", post(newsletter_sends::pause))
        .route("/newsletter/sends/{id}/resume", post(newsletter_sends::resume))
        .route("/newsletter/sends/{id}/cancel", post(newsletter_sends::cancel))
        .route("/settings", get(site::get_settings).put(site::put_settings))
        .route("/security", get(security::show).put(security::update))
        .route("/content", get(site::get_content).put(site::put_content))
        .route("/chat", get(chat::show).put(chat::update))
        .route("/legal/{page}", get(legal::show).put(legal::update))
        .route("/timeline", get(timeline::list).post(timeline::create))
        .route("/timeline/{id}", put(timeline::update).delete(timeline::delete))
        .route("/translations/{lang}", get(translations::list))
        .route("/translations/{lang}/{source}", put(translations::put).delete(translations::delete))
        .layer(DefaultBodyLimit::max(STAFF_BODY_LIMIT))
}
