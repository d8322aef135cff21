//! Back-office routes under `/api/admin`; each handler takes the role extractor it needs.

mod messages;
mod site;
mod timeline;
mod users;

use axum::Router;
use axum::routing::{delete, get, patch, put};

use super::AppState;

pub mod types {
    pub use super::messages::MessageList;
    pub use super::timeline::{TimelineEventInput, TimelineEventResponse};
    pub use super::users::{RoleChange, UserList};
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/users", get(users::list))
        .route("/users/{id}", patch(users::change_role))
        .route("/messages", get(messages::list))
        .route("/messages/{id}", delete(messages::delete))
        .route("/settings", get(site::get_settings).put(site::put_settings))
        .route("/content", get(site::get_content).put(site::put_content))
        .route("/timeline", get(timeline::list).post(timeline::create))
        .route("/timeline/{id}", put(timeline::update).delete(timeline::delete))
}
