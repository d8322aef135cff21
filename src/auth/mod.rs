//! Accounts: password hashing, and the first super_admin an installation needs.

pub mod bootstrap;
pub mod password;
