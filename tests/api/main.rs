//! Every integration test in one crate, so the server is compiled and linked once
//! for all of them. Each module starts the real application (`common::TestApp`) on
//! a free port with a fresh data directory and talks to it over HTTP.

mod common;

mod accounts;
mod admin_posts;
mod admin_site;
mod admin_stats;
mod auth;
mod backup;
mod cache_invalidation;
mod chat;
mod contact;
mod docker_context;
mod dossier_quotas;
mod dossiers;
mod email_confirmation;
mod first_start;
mod hardening;
mod inbox;
mod mail_languages;
mod newsletter;
mod newsletter_admin;
mod newsletter_crash;
mod newsletter_form;
mod newsletter_history;
mod newsletter_sends;
mod notifications;
mod owner_facts;
mod owner_name;
mod page_cache;
mod page_cache_bounds;
mod page_cache_writes;
mod pages;
mod password_reset;
mod post_translations;
mod profile;
mod public_api;
mod public_pages;
mod related;
mod restore_checks;
mod role_matrix;
mod scale;
mod search;
mod search_languages;
mod served_files;
mod sign_in_languages;
mod slow_clients;
mod staff_languages;
mod stored_input;
mod streamed_uploads;
mod translations;
mod two_factor;
mod typed_text;
mod uploads;
mod visitor_languages;
