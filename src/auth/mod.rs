//! Accounts: password hashing, login sessions stored in SQLite, the extractors
//! that enforce roles, single-use password links, and the first super_admin an
//! installation needs, and staff two-factor sign-in.

pub mod backend;
pub mod bootstrap;
pub mod extract;
pub mod password;
pub mod password_link;
pub mod session_store;
pub mod totp;
pub mod two_factor;
