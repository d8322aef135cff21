//! Vitrine: a French personal-brand site, blog, timeline, contact form and
//! back-office served by one binary from SQLite and local files.

pub mod api_types;
pub mod app;
pub mod auth;
pub mod backup;
pub mod bounded;
pub mod cache;
pub mod cli;
pub mod config;
pub mod corpus;
pub mod db;
pub mod disk;
pub mod domain;
pub mod error;
pub mod http;
pub mod media;
pub mod memory;
pub mod notify;
pub mod rate_limit;
pub mod search;
pub mod seed;
pub mod server;

pub use app::App;
pub use config::Config;
