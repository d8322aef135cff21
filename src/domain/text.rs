//! Input rules shared by every form: trimming, required fields, length bounds
//! (DESIGN.md §4) and e-mail shape, collected into per-field French messages.

use crate::error::{AppError, FieldErrors};

pub const NAME_MAX: usize = 120;
pub const EMAIL_MAX: usize = 254;
pub const CONTACT_MESSAGE_MAX: usize = 5_000;

/// Collects field errors so a form reports every problem at once.
#[derive(Default)]
pub struct Validator {
    errors: FieldErrors,
}

impl Validator {
    pub fn new() -> Self {
        Self::default()
    }

    /// A required text: trimmed; blank is missing; longer than `max` characters is refused.
    pub fn required(&mut self, field: &str, value: &str, max: usize, missing: &str) -> String {
        let value = value.trim();
        if value.is_empty() {
            self.fail(field, missing);
        } else if value.chars().count() > max {
            self.fail(field, &format!("Ce champ ne peut pas dépasser {max} caractères."));
        }
        value.to_string()
    }

    /// A required e-mail address, trimmed and lower-cased for comparison.
    pub fn email(&mut self, field: &str, value: &str, missing: &str) -> String {
        let email = self.required(field, value, EMAIL_MAX, missing);
        if !email.is_empty() && !self.errors.contains_key(field) && !looks_like_email(&email) {
            self.fail(field, "L'adresse e-mail n'est pas valide.");
        }
        email.to_lowercase()
    }

    pub fn fail(&mut self, field: &str, message: &str) {
        self.errors.entry(field.to_string()).or_insert_with(|| message.to_string());
    }

    pub fn finish(self) -> Result<(), AppError> {
        if self.errors.is_empty() { Ok(()) } else { Err(AppError::fields(self.errors)) }
    }
}

/// One '@', a non-empty local part, a dotted domain, no spaces or control characters.
pub fn looks_like_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else { return false };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_and_too_long_fields_are_reported_per_field() {
        let mut v = Validator::new();
        v.required("name", "   ", NAME_MAX, "Le nom est requis.");
        v.required("message", &"x".repeat(CONTACT_MESSAGE_MAX + 1), CONTACT_MESSAGE_MAX, "?");
        let AppError::Validation { fields, .. } = v.finish().unwrap_err() else { panic!() };
        assert_eq!(fields["name"], "Le nom est requis.");
        assert!(fields["message"].contains("5000"));
    }

    #[test]
    fn emails_are_trimmed_lowercased_and_checked() {
        let mut v = Validator::new();
        assert_eq!(v.email("email", "  Awa@Exemple.KM ", "?"), "awa@exemple.km");
        assert!(v.finish().is_ok());
        for bad in ["awa", "awa@", "@x.km", "a b@x.km", "a@x", "a@@x.km"] {
            assert!(!looks_like_email(bad), "{bad} should be refused");
        }
    }
}
