//! Accounts: password hashing, login sessions stored in SQLite, the extractors
//! that enforce roles, single-use password links, and the first super_admin an
//! installation needs.

pub mod backend;
pub mod bootstrap;
pub mod extract;
pub mod password;
pub mod password_link;
pub mod session_store;
