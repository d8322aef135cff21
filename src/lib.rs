//! Vitrine: a French personal-brand site, blog, timeline, contact form and
//! back-office served by one binary from SQLite and local files.

// Modules other crates (main.rs, tests/, benches/) reach are `pub`; the rest stay private so that
// the compiler reports what nothing uses.
mod answer_lang;
pub mod app;
pub mod auth;
pub mod backup;
mod body_budget;
mod bounded;
mod cache;
pub mod cli;
pub mod clock;
pub mod config;
pub mod corpus;
pub mod db;
mod disk;
mod domain;
mod error;
pub mod http;
mod locale;
pub mod media;
pub mod memory;
mod notify;
pub mod portable;
mod rate_limit;
pub mod search;
mod seed;
mod server;
pub mod site_texts;
pub mod state;
mod ui_build;
mod upload_holds;
mod visitor_keys;

pub use app::App;
pub use config::Config;

// Its test writes the text bounds beside the TypeScript API types in ui/src/generated.
#[cfg(test)]
mod api_types;
#[cfg(test)]
mod test_images;
