//! The three roles an account can have; the database CHECK holds the same list.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    SuperAdmin,
    Moderator,
    Promoter,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::SuperAdmin => "super_admin",
            Role::Moderator => "moderator",
            Role::Promoter => "promoter",
        }
    }

    pub fn parse(value: &str) -> Option<Role> {
        match value.trim() {
            "super_admin" => Some(Role::SuperAdmin),
            "moderator" => Some(Role::Moderator),
            "promoter" => Some(Role::Promoter),
            _ => None,
        }
    }

    pub fn is_staff(self) -> bool {
        matches!(self, Role::SuperAdmin | Role::Moderator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_round_trip_through_their_names() {
        for role in [Role::SuperAdmin, Role::Moderator, Role::Promoter] {
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
        assert_eq!(Role::parse("admin"), None);
        assert!(Role::Moderator.is_staff() && !Role::Promoter.is_staff());
    }
}
