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

/// `text` without case or accents (« Économie » and « economie » share one), which orders and
/// compares words as a French reader does.
pub fn collation_key(text: &str) -> String {
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
mod tests;
