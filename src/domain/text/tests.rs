//! The input rules of `text`: normalisation, required fields, bounds, e-mails, links and French order.

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
    let international = "Indiquez le numéro au format international, par exemple +33 6 12 34 56 78.";
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
        let AppError::Validation { fields, .. } = v.finish().unwrap_err() else { panic!("{bad} should be refused") };
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
    for bad in
        ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "https://", "//evil.example", "https://a b"]
    {
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
