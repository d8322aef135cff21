//! Pure rules of the product, free of I/O so they are cheap to test.

pub mod account_token;
pub mod chat;
pub mod content_icon;
pub mod csv;
pub mod dates;
pub mod device;
pub mod dossier_status;
pub mod editor_state;
pub mod file_kind;
pub mod html;
pub mod lang;
pub mod limits;
pub mod mail_html;
pub mod mail_text;
pub mod referrer;
pub mod role;
pub mod search_term;
pub mod slug;
pub mod subscriber_csv;
pub mod tags;
pub mod text;
pub mod timeline_order;
pub mod timeline_words;
pub mod url;
