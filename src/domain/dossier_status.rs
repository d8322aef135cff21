//! The five statuses a dossier goes through; the database CHECKs hold the same list.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum DossierStatus {
    Received,
    Processing,
    MoreInfoRequired,
    Completed,
    Rejected,
}

impl DossierStatus {
    pub const ALL: [DossierStatus; 5] = [
        DossierStatus::Received,
        DossierStatus::Processing,
        DossierStatus::MoreInfoRequired,
        DossierStatus::Completed,
        DossierStatus::Rejected,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            DossierStatus::Received => "received",
            DossierStatus::Processing => "processing",
            DossierStatus::MoreInfoRequired => "more_info_required",
            DossierStatus::Completed => "completed",
            DossierStatus::Rejected => "rejected",
        }
    }

    pub fn parse(value: &str) -> Option<DossierStatus> {
        DossierStatus::ALL.into_iter().find(|status| status.as_str() == value.trim())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_round_trip() {
        for status in DossierStatus::ALL {
            assert_eq!(DossierStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(DossierStatus::parse("lost"), None);
    }
}
