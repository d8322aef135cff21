//! Back-office routes under `/api/admin`; each handler takes the role extractor it needs.

mod users;

use axum::Router;
use axum::routing::{get, patch};

use super::AppState;

pub mod types {
    pub use super::users::{RoleChange, UserList};
}

pub fn routes() -> Router<AppState> {
    Router::new().route("/users", get(users::list)).route("/users/{id}", patch(users::change_role))
}
