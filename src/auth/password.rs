//! argon2id password hashes (OWASP parameters: 19 MiB, 2 passes). Each hash
//! takes tens of milliseconds of CPU and 19 MiB of memory, so async callers go
//! through the `_blocking` wrappers, which run a bounded number at once.

use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::answer_lang::error_text_with;
use crate::bounded::WorkGate;
use crate::error::{AppError, AppResult};

/// Two hashes at once (2 × 19 MiB at most, whatever the traffic); 32 more may
/// wait, about half a second of work and no memory; more are turned away.
static HASHING: WorkGate = WorkGate::new("password hashing", 2, 32);

use crate::domain::limits::{PASSWORD_MAX, PASSWORD_MIN};

fn hasher() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The message for a password outside the bounds, if it is, in the language of the answer.
pub fn check_length(password: &str) -> Option<String> {
    let len = password.chars().count();
    if len < PASSWORD_MIN {
        Some(error_text_with("account.passwordTooShort", &[("min", PASSWORD_MIN.to_string())]))
    } else if len > PASSWORD_MAX {
        Some(error_text_with("account.passwordTooLong", &[("max", PASSWORD_MAX.to_string())]))
    } else {
        None
    }
}

pub fn hash(password: &str) -> AppResult<String> {
    let hash = hasher().hash_password(password.as_bytes()).map_err(AppError::caused("hashing a password"))?;
    Ok(hash.to_string())
}

pub fn verify(password: &str, stored_hash: &str) -> bool {
    hasher().verify_password(password.as_bytes(), stored_hash).is_ok()
}

pub async fn hash_blocking(password: String) -> AppResult<String> {
    HASHING.run(move || hash(&password)).await?
}

pub async fn verify_blocking(password: String, stored_hash: String) -> AppResult<bool> {
    HASHING.run(move || verify(&password, &stored_hash)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_verify_and_are_salted() {
        let first = hash("mot de passe sûr").unwrap();
        let second = hash("mot de passe sûr").unwrap();
        assert!(first.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert_ne!(first, second);
        assert!(verify("mot de passe sûr", &first));
        assert!(!verify("mauvais", &first));
        assert!(!verify("mot de passe sûr", "pas un hash"));
    }

    #[test]
    fn length_bounds() {
        assert!(check_length("court").is_some());
        assert!(check_length("exactement8").is_none());
        assert!(check_length(&"x".repeat(129)).is_some());
    }
}
