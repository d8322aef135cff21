//! Input rules shared by every form: trimming, required fields, length bounds
//! (`limits`) and e-mail shape, collected into per-field French messages.

use crate::domain::limits;
use crate::error::{AppError, FieldErrors};

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
        let email = self.required(field, value, limits::EMAIL, missing);
        if !email.is_empty() && !self.errors.contains_key(field) && !looks_like_email(&email) {
            self.fail(field, "L'adresse e-mail n'est pas valide.");
        }
        email.to_lowercase()
    }

    /// An optional text: trimmed, blank becomes None, longer than `max` is refused.
    pub fn optional(&mut self, field: &str, value: Option<&str>, max: usize) -> Option<String> {
        let value = value.map(str::trim).filter(|value| !value.is_empty())?;
        if value.chars().count() > max {
            self.fail(field, &format!("Ce champ ne peut pas dépasser {max} caractères."));
        }
        Some(value.to_string())
    }

    /// An optional link typed by staff: http(s) or mailto only, so no `javascript:` reaches a page.
    pub fn optional_link(
        &mut self,
        field: &str,
        value: Option<&str>,
        max: usize,
        allow_mailto: bool,
    ) -> Option<String> {
        let link = self.optional(field, value, max)?;
        if !is_safe_link(&link, allow_mailto) {
            let message = if allow_mailto {
                "Le lien doit commencer par http://, https:// ou mailto:."
            } else {
                "Le lien doit commencer par http:// ou https://."
            };
            self.fail(field, message);
        }
        Some(link)
    }

    /// An optional image address: a path on this site or an http(s) URL.
    pub fn optional_image(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let url = self.optional(field, value, limits::LINK)?;
        let local_path = url.starts_with('/') && !url.starts_with("//") && !url.contains("..");
        if !local_path && !is_safe_link(&url, false) {
            self.fail(field, "L'adresse de l'image doit être un chemin du site ou commencer par https://.");
        }
        Some(url)
    }

    /// An optional e-mail address, trimmed and lower-cased; blank becomes None.
    pub fn optional_email(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let email = self.optional(field, value, limits::EMAIL)?;
        if !looks_like_email(&email) {
            self.fail(field, "L'adresse e-mail n'est pas valide.");
        }
        Some(email.to_lowercase())
    }

    /// An optional phone number as visitors should read it, kept as typed, in
    /// international form (the WhatsApp link is built from it): a leading '+' or
    /// '00', a country code, then digits with spaces, dots, dashes or brackets; a
    /// "(0)" trunk prefix may stay for readers dialling from inside the country.
    pub fn optional_phone(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let phone = self.optional(field, value, limits::PHONE)?;
        let Some(international) = international_digits(&phone) else {
            self.fail(field, "Indiquez le numéro au format international, par exemple +269 333 00 00.");
            return Some(phone);
        };
        if !(7..=15).contains(&international.len()) {
            self.fail(field, "Le numéro doit compter de 7 à 15 chiffres, indicatif du pays compris.");
        }
        Some(phone)
    }

    pub fn fail(&mut self, field: &str, message: &str) {
        self.errors.entry(field.to_string()).or_insert_with(|| message.to_string());
    }

    pub fn finish(self) -> Result<(), AppError> {
        if self.errors.is_empty() { Ok(()) } else { Err(AppError::fields(self.errors)) }
    }
}

/// http(s) URLs with a host, or mailto addresses when allowed; never javascript: or data:.
pub fn is_safe_link(link: &str, allow_mailto: bool) -> bool {
    let lower = link.to_ascii_lowercase();
    if link.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    if let Some(rest) = lower.strip_prefix("https://").or_else(|| lower.strip_prefix("http://")) {
        return !rest.is_empty() && !rest.starts_with('/');
    }
    allow_mailto && lower.strip_prefix("mailto:").is_some_and(looks_like_email)
}

/// Orders words as a French reader expects: accents and case only break ties, so
/// « Économie bleue » sorts among the E words rather than after « Tourisme ».
pub fn french_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    collation_key(a).cmp(&collation_key(b)).then_with(|| a.cmp(b))
}

fn collation_key(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    text.nfd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .flat_map(|c| match c {
            'œ' => vec!['o', 'e'],
            'æ' => vec!['a', 'e'],
            c => vec![c],
        })
        .collect()
}

/// The country code and number of an international phone number, digits only
/// ("+33 (0)6 12…" gives "33612…"); `None` when it is not written in international
/// form or holds other characters.
fn international_digits(phone: &str) -> Option<String> {
    let number = phone.strip_prefix('+').or_else(|| phone.strip_prefix("00"))?;
    if !number.chars().all(|c| c.is_ascii_digit() || matches!(c, ' ' | '.' | '-' | '(' | ')')) {
        return None;
    }
    let digits: String = number.replace("(0)", "").chars().filter(char::is_ascii_digit).collect();
    // Country codes never start with 0: "+06…" is a national number with a '+' in front.
    if digits.starts_with('0') {
        return None;
    }
    Some(digits)
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
        v.required("name", "   ", limits::PERSON_NAME, "Le nom est requis.");
        v.required("message", &"x".repeat(limits::CONTACT_MESSAGE + 1), limits::CONTACT_MESSAGE, "?");
        let AppError::Validation { fields, .. } = v.finish().unwrap_err() else { panic!() };
        assert_eq!(fields["name"], "Le nom est requis.");
        assert!(fields["message"].contains("5000"));
    }

    #[test]
    fn phone_numbers_keep_their_spacing_and_must_be_international() {
        let mut v = Validator::new();
        assert_eq!(v.optional_phone("phone", Some(" +33 6 12-34.56 (78) ")).as_deref(), Some("+33 6 12-34.56 (78)"));
        assert_eq!(v.optional_phone("phone", Some("+33 (0)6 12 34 56 78")).as_deref(), Some("+33 (0)6 12 34 56 78"));
        assert_eq!(v.optional_phone("phone", Some("00269 333 00 00")).as_deref(), Some("00269 333 00 00"));
        assert_eq!(v.optional_phone("phone", Some("  ")), None);
        assert_eq!(v.optional_email("email", Some(" Awa@Exemple.KM ")).as_deref(), Some("awa@exemple.km"));
        assert!(v.finish().is_ok());
        let international = "Indiquez le numéro au format international, par exemple +269 333 00 00.";
        let length = "Le numéro doit compter de 7 à 15 chiffres, indicatif du pays compris.";
        for (bad, message) in [
            ("06 12 34 56 78", international),
            ("333 00 00", international),
            ("+06 12 34 56 78", international),
            ("0033 6 12 ab 56 78", international),
            ("++33612345678", international),
            ("javascript:1", international),
            ("+269 12", length),
            ("+33 6 12 34 56 78 90 12 34", length),
        ] {
            let mut v = Validator::new();
            v.optional_phone("phone", Some(bad));
            let AppError::Validation { fields, .. } = v.finish().unwrap_err() else {
                panic!("{bad} should be refused")
            };
            assert_eq!(fields["phone"], message, "{bad}");
        }
        let mut v = Validator::new();
        v.optional_email("email", Some("pas une adresse"));
        assert!(v.finish().is_err());
    }

    #[test]
    fn international_digits_drop_the_prefix_and_the_trunk_zero() {
        assert_eq!(international_digits("+33 (0)6 12-34.56").as_deref(), Some("336123456"));
        assert_eq!(international_digits("00269 333.00.00").as_deref(), Some("2693330000"));
        assert_eq!(international_digits("+1 (555) 123-4567").as_deref(), Some("15551234567"));
        assert_eq!(international_digits("06 12 34 56 78"), None);
    }

    #[test]
    fn links_are_http_or_mailto_only() {
        assert!(is_safe_link("https://www.linkedin.com/in/x", false));
        assert!(is_safe_link("mailto:awa@exemple.km", true));
        assert!(!is_safe_link("mailto:awa@exemple.km", false));
        for bad in [
            "javascript:alert(1)",
            "JAVASCRIPT:alert(1)",
            "data:text/html,x",
            "https://",
            "//evil.example",
            "https://a b",
        ] {
            assert!(!is_safe_link(bad, true), "{bad} should be refused");
        }
        let mut v = Validator::new();
        assert_eq!(v.optional_link("link", Some("  "), limits::LINK, true), None);
        assert_eq!(v.optional_image("img", Some("/media/images/a.webp")).as_deref(), Some("/media/images/a.webp"));
        assert!(v.finish().is_ok());
        let mut v = Validator::new();
        v.optional_image("img", Some("javascript:alert(1)"));
        v.optional_link("link", Some("javascript:alert(1)"), limits::LINK, true);
        let AppError::Validation { fields, .. } = v.finish().unwrap_err() else { panic!() };
        assert_eq!(fields.len(), 2);
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

    #[test]
    fn french_order_ignores_accents_and_case_but_for_ties() {
        let mut categories = vec!["Tourisme", "Économie bleue", "agriculture", "Éducation", "Energie"];
        categories.sort_by(|a, b| french_cmp(a, b));
        assert_eq!(categories, ["agriculture", "Économie bleue", "Éducation", "Energie", "Tourisme"]);
        assert_eq!(french_cmp("Ecole", "École"), "Ecole".cmp("École"));
    }
}
