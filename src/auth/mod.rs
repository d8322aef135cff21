//! Accounts: password hashing, login sessions stored in SQLite, the extractors
//! that enforce roles, and the first super_admin an installation needs.

pub mod backend;
pub mod bootstrap;
pub mod extract;
pub mod password;
pub mod session_store;
