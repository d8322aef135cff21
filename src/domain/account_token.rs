//! The secrets of single-use account links: 256 random bits shown once in a URL,
//! of which only the SHA-256 is stored, so a copy of the database opens no account.

use sha2::{Digest, Sha256};
use time::{Duration, OffsetDateTime};

/// What a link lets its holder do: choose a password (reset, invitation) or
/// confirm the account's address; each kind lives its own time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenPurpose {
    Reset,
    Invitation,
    EmailConfirmation,
}

impl TokenPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            TokenPurpose::Reset => "reset",
            TokenPurpose::Invitation => "invitation",
            TokenPurpose::EmailConfirmation => "email_confirmation",
        }
    }

    /// One hour for a reset, a day for an invitation, two days for a confirmation:
    /// a new promoter may well read the mail only the next evening.
    pub fn lifetime(self) -> Duration {
        match self {
            TokenPurpose::Reset => Duration::hours(1),
            TokenPurpose::Invitation => Duration::hours(24),
            TokenPurpose::EmailConfirmation => Duration::hours(48),
        }
    }

    pub fn expiry_from(self, now: OffsetDateTime) -> OffsetDateTime {
        now + self.lifetime()
    }
}

/// A freshly drawn secret and the hash under which it is stored.
pub struct NewSecret {
    pub secret: String,
    pub hash: String,
}

pub fn new_secret() -> NewSecret {
    let secret = hex(&rand::random::<[u8; 32]>());
    let hash = hash_secret(&secret);
    NewSecret { secret, hash }
}

/// The stored form of a secret; any text hashes, so unknown and malformed secrets look alike.
pub fn hash_secret(secret: &str) -> String {
    hex(&Sha256::digest(secret.trim().as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_long_random_and_stored_hashed() {
        let first = new_secret();
        let second = new_secret();
        assert_eq!(first.secret.len(), 64, "256 bits in hexadecimal");
        assert_ne!(first.secret, second.secret);
        assert_ne!(first.secret, first.hash);
        assert_eq!(hash_secret(&first.secret), first.hash);
        assert_eq!(
            hash_secret("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
            "SHA-256 of a known input"
        );
    }

    #[test]
    fn invitations_live_a_day_and_resets_an_hour() {
        let now = time::macros::datetime!(2026-01-01 10:00 UTC);
        assert_eq!(TokenPurpose::Reset.expiry_from(now), time::macros::datetime!(2026-01-01 11:00 UTC));
        assert_eq!(TokenPurpose::Invitation.expiry_from(now), time::macros::datetime!(2026-01-02 10:00 UTC));
        assert_eq!(TokenPurpose::EmailConfirmation.expiry_from(now), time::macros::datetime!(2026-01-03 10:00 UTC));
    }
}
