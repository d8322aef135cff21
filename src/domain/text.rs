//! Input rules shared by every form: one normalisation of typed text (so a name
//! cannot hide characters or reorder itself on screen), required fields, length
//! bounds (`limits`) and e-mail shape, collected into per-field messages in the caller's language.

use unicode_normalization::UnicodeNormalization;

use crate::answer_lang::{error_text, error_text_with};
use crate::domain::lang::Lang;
use crate::domain::limits;
use crate::error::{AppError, FieldErrors};

/// A name, title or label as it is stored and shown: composed (NFC) so one text has one
/// spelling, without control or invisible formatting characters, every run of whitespace
/// (line breaks included) made one space, trimmed.
pub fn single_line(text: &str) -> String {
    let visible: String = text
        .chars()
        .filter_map(|c| match c {
            c if c.is_whitespace() => Some(' '),
            c if c.is_control() || is_invisible(c) => None,
            c => Some(c),
        })
        .collect();
    visible.nfc().collect::<String>().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A message or description: like `single_line`, but its line breaks stay (every kind
/// becomes `\n`) and spaces are kept as typed.
pub fn multi_line(text: &str) -> String {
    let visible: String = text
        .replace("\r\n", "\n")
        .chars()
        .filter_map(|c| match c {
            '\n' | '\r' | '\u{0085}' | '\u{2028}' | '\u{2029}' => Some('\n'),
            '\t' => Some(' '),
            c if c.is_control() || is_invisible(c) => None,
            c => Some(c),
        })
        .collect();
    visible.nfc().collect::<String>().trim().to_string()
}

/// Characters that change how text is drawn without being seen: bidi overrides and
/// isolates (U+202E turns "fdp.bat" into "tab.pdf" on screen), zero-width characters,
/// the BOM, and the rest of Unicode's "format" category (Cf), plus line and paragraph separators.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{0600}'..='\u{0605}'
            | '\u{061C}'
            | '\u{06DD}'
            | '\u{070F}'
            | '\u{0890}'..='\u{0891}'
            | '\u{08E2}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{110BD}'
            | '\u{110CD}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0001}'
            | '\u{E0020}'..='\u{E007F}'
    )
}

/// Collects field errors so a form reports every problem at once.
#[derive(Default)]
pub struct Validator {
    errors: FieldErrors,
}

impl Validator {
    pub fn new() -> Self {
        Self::default()
    }

    /// A required name, title or label (`single_line`); empty once cleaned is missing;
    /// longer than `max` characters once cleaned is refused.
    pub fn required(&mut self, field: &str, value: &str, max: usize, missing: &str) -> String {
        self.checked_required(field, single_line(value), max, missing)
    }

    /// A required message or description (`multi_line`), bounded like `required`.
    pub fn required_text(&mut self, field: &str, value: &str, max: usize, missing: &str) -> String {
        self.checked_required(field, multi_line(value), max, missing)
    }

    fn checked_required(&mut self, field: &str, value: String, max: usize, missing: &str) -> String {
        if value.is_empty() {
            self.fail(field, missing);
        } else {
            self.check_length(field, &value, max);
        }
        value
    }

    fn check_length(&mut self, field: &str, value: &str, max: usize) {
        if value.chars().count() > max {
            self.fail(field, &error_text_with("fieldTooLong", &[("max", max.to_string())]));
        }
    }

    /// A required e-mail address, trimmed and lower-cased for comparison.
    pub fn email(&mut self, field: &str, value: &str, missing: &str) -> String {
        let email = self.checked_required(field, value.trim().to_string(), limits::EMAIL, missing);
        if !email.is_empty() && !self.errors.contains_key(field) && !looks_like_email(&email) {
            self.fail(field, &error_text("emailInvalid"));
        }
        email.to_lowercase()
    }

    /// An optional name, title or label (`single_line`): empty once cleaned becomes None,
    /// longer than `max` is refused.
    pub fn optional(&mut self, field: &str, value: Option<&str>, max: usize) -> Option<String> {
        self.checked_optional(field, value.map(single_line), max)
    }

    /// An optional message or description (`multi_line`), bounded like `optional`.
    pub fn optional_text(&mut self, field: &str, value: Option<&str>, max: usize) -> Option<String> {
        self.checked_optional(field, value.map(multi_line), max)
    }

    /// An optional address or number, only trimmed: its own rules refuse what it must not hold.
    pub fn optional_trimmed(&mut self, field: &str, value: Option<&str>, max: usize) -> Option<String> {
        self.checked_optional(field, value.map(|value| value.trim().to_string()), max)
    }

    fn checked_optional(&mut self, field: &str, value: Option<String>, max: usize) -> Option<String> {
        let value = value.filter(|value| !value.is_empty())?;
        self.check_length(field, &value, max);
        Some(value)
    }

    /// An optional link typed by staff: http(s) or mailto only, so no `javascript:` reaches a page.
    pub fn optional_link(
        &mut self,
        field: &str,
        value: Option<&str>,
        max: usize,
        allow_mailto: bool,
    ) -> Option<String> {
        let link = self.optional_trimmed(field, value, max)?;
        if !is_safe_link(&link, allow_mailto) {
            let message =
                if allow_mailto { error_text("validation.linkWebOrMail") } else { error_text("validation.linkWeb") };
            self.fail(field, &message);
        }
        Some(link)
    }

    /// An optional image address: a path on this site or an https URL (`url::is_image_url`).
    pub fn optional_image(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let url = self.optional_trimmed(field, value, limits::LINK)?;
        if !crate::domain::url::is_image_url(&url) {
            self.fail(field, &error_text("validation.imageAddress"));
        }
        Some(url)
    }

    /// An optional e-mail address, trimmed and lower-cased; blank becomes None.
    pub fn optional_email(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let email = self.optional_trimmed(field, value, limits::EMAIL)?;
        if !looks_like_email(&email) {
            self.fail(field, &error_text("emailInvalid"));
        }
        Some(email.to_lowercase())
    }

    /// An optional phone number as visitors should read it, kept as typed, in
    /// international form (the WhatsApp link is built from it): a leading '+' or
    /// '00', a country code, then digits with spaces, dots, dashes or brackets; a
    /// "(0)" trunk prefix may stay for readers dialling from inside the country.
    pub fn optional_phone(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let phone = self.optional_trimmed(field, value, limits::PHONE)?;
        let Some(international) = international_digits(&phone) else {
            self.fail(field, &error_text("validation.phoneInternational"));
            return Some(phone);
        };
        if !(7..=15).contains(&international.len()) {
            self.fail(field, &error_text("validation.phoneLength"));
        }
        Some(phone)
    }

    /// An optional language code (`fr`, `en`, `ar`); blank becomes None.
    pub fn optional_lang(&mut self, field: &str, value: Option<&str>) -> Option<Lang> {
        let code = value.map(str::trim).filter(|code| !code.is_empty())?;
        let lang = Lang::from_code(code);
        if lang.is_none() {
            self.fail(field, &error_text("unknownLanguage"));
        }
        lang
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

/// One '@', a non-empty local part, a dotted domain, no spaces, control or invisible characters
/// (which would make a second account look like the first).
pub fn looks_like_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else { return false };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email.chars().any(|c| c.is_whitespace() || c.is_control() || is_invisible(c))
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
    fn names_lose_what_cannot_be_seen_and_keep_one_line() {
        assert_eq!(single_line("Admin\u{202E}\u{2066} (super_admin)"), "Admin (super_admin)");
        assert_eq!(single_line("  Awa\0 Saïd\r\nAli\u{200B}\u{FEFF}  "), "Awa Saïd Ali");
        assert_eq!(single_line("Awa\tSaïd\u{2028}\u{2029}Ali\u{00A0} \u{3000}Mze"), "Awa Saïd Ali Mze");
        assert_eq!(single_line("Moh\u{65}\u{301}li"), "Moh\u{e9}li");
        assert_eq!(single_line("e\u{200B}\u{301}"), "\u{e9}", "removed characters do not block composition");
        assert_eq!(single_line("\u{202E}\u{200B}\r\n\u{7}"), "");
        assert_eq!(single_line("Économie bleue – 2026 🌊"), "Économie bleue – 2026 🌊");
    }

    #[test]
    fn messages_keep_their_lines_and_lose_the_rest() {
        assert_eq!(multi_line("Bonjour,\r\n\r\nMerci\u{202E}.\rAwa\u{2028}Saïd"), "Bonjour,\n\nMerci.\nAwa\nSaïd");
        assert_eq!(multi_line(" \u{0}Un\ttexte\u{200B}  espacé \u{1b}[31m\n"), "Un texte  espacé [31m");
        assert_eq!(multi_line("\u{2066}\u{2069}"), "");
    }

    #[test]
    fn lengths_are_counted_once_cleaned_and_empty_once_cleaned_is_missing() {
        let mut v = Validator::new();
        let padded = format!("{}{}", "a".repeat(limits::PERSON_NAME), "\u{200B}".repeat(50));
        assert_eq!(v.required("name", &padded, limits::PERSON_NAME, "?"), "a".repeat(limits::PERSON_NAME));
        assert_eq!(v.optional("title", Some("\u{202E}\u{200B} "), limits::TITLE), None);
        assert_eq!(
            v.optional_text("bio", Some("Ligne\r\nsuivante"), limits::AUTHOR_BIO).as_deref(),
            Some("Ligne\nsuivante")
        );
        assert!(v.finish().is_ok());
        let mut v = Validator::new();
        v.required("full_name", "\u{202E}\u{2066}\u{0}\r\n", limits::PERSON_NAME, "Le nom complet est requis.");
        v.required_text("message", &"é".repeat(limits::CONTACT_MESSAGE + 1), limits::CONTACT_MESSAGE, "?");
        let AppError::Validation { fields, .. } = v.finish().unwrap_err() else { panic!() };
        assert_eq!(fields["full_name"], "Le nom complet est requis.");
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
    fn languages_are_the_sites_three_or_absent() {
        let mut v = Validator::new();
        assert_eq!(v.optional_lang("lang", Some(" en ")), Some(Lang::En));
        assert_eq!(v.optional_lang("lang", Some("")), None);
        assert_eq!(v.optional_lang("lang", None), None);
        assert!(v.finish().is_ok());
        let mut v = Validator::new();
        assert_eq!(v.optional_lang("lang", Some("de")), None);
        let AppError::Validation { fields, .. } = v.finish().unwrap_err() else { panic!("de is refused") };
        assert_eq!(fields["lang"], "Langue inconnue : choisissez fr, en ou ar.");
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
        assert_eq!(v.optional_image("img", Some("  ")), None);
        assert!(v.finish().is_ok());
        let mut v = Validator::new();
        v.optional_image("img", Some("javascript:alert(1)"));
        v.optional_image("img2", Some("/\\evil.example/x.png"));
        v.optional_link("link", Some("javascript:alert(1)"), limits::LINK, true);
        let AppError::Validation { fields, .. } = v.finish().unwrap_err() else { panic!() };
        assert_eq!(fields.len(), 3);
    }

    #[test]
    fn emails_are_trimmed_lowercased_and_checked() {
        let mut v = Validator::new();
        assert_eq!(v.email("email", "  Awa@Exemple.KM ", "?"), "awa@exemple.km");
        assert!(v.finish().is_ok());
        for bad in ["awa", "awa@", "@x.km", "a b@x.km", "a@x", "a@@x.km", "awa\u{200B}@x.km", "a\u{202E}@x.km"] {
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
