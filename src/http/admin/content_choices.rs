//! What the owner chooses rather than writes in the pages' content: each card's icon, and where
//! the call to action's buttons lead (the contact form, a booking page elsewhere, a page of the site).

use crate::answer_lang::error_text;
use crate::db::content::{CtaButton, CtaTarget};
use crate::domain::text::Validator;
use crate::domain::{content_icon, limits, url};

/// The icon named for a card, or the one its place gives it when none is named.
pub(super) fn icon(v: &mut Validator, field: &str, chosen: Option<String>, default: &str) -> Option<String> {
    match chosen.as_deref().map(str::trim).filter(|name| !name.is_empty()) {
        None => Some(default.to_string()),
        Some(name) if content_icon::is_known(name) => Some(name.to_string()),
        Some(_) => {
            v.fail(field, &error_text("content.unknownIcon"));
            chosen
        }
    }
}

/// A button of the call to action, cleaned: its label (required for the secondary one), and
/// an address that fits its target (none for the contact form).
pub(super) fn cta_button(v: &mut Validator, field: &str, button: CtaButton, label_required: bool) -> CtaButton {
    let label_field = format!("{field}.label");
    let label = if label_required {
        Some(v.required(
            &label_field,
            button.label.as_deref().unwrap_or_default(),
            limits::BUTTON_LABEL,
            &error_text("content.labelRequired"),
        ))
    } else {
        v.optional(&label_field, button.label.as_deref(), limits::BUTTON_LABEL)
    };
    let url_field = format!("{field}.url");
    let url = match button.target {
        CtaTarget::Contact => None,
        CtaTarget::Booking => address(v, &url_field, button.url.as_deref(), url::is_booking_url, || {
            (error_text("content.bookingUrlRequired"), error_text("content.bookingUrlInvalid"))
        }),
        CtaTarget::Page => address(v, &url_field, button.url.as_deref(), url::is_site_path, || {
            (error_text("content.pagePathRequired"), error_text("content.pagePathInvalid"))
        }),
    };
    CtaButton { label, target: button.target, url }
}

/// The address a target needs, trimmed: refused when missing or not of the kind `fits` accepts,
/// each with its message (`messages` words them: missing, invalid).
fn address(
    v: &mut Validator,
    field: &str,
    value: Option<&str>,
    fits: fn(&str) -> bool,
    messages: fn() -> (String, String),
) -> Option<String> {
    let address = v.optional_trimmed(field, value, limits::LINK);
    match &address {
        None => v.fail(field, &messages().0),
        Some(found) if !fits(found) => v.fail(field, &messages().1),
        Some(_) => {}
    }
    address
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::AppError;

    fn errors(run: impl FnOnce(&mut Validator)) -> Vec<String> {
        let mut v = Validator::new();
        run(&mut v);
        match v.finish() {
            Ok(()) => Vec::new(),
            Err(AppError::Validation { fields, .. }) => fields.into_keys().collect(),
            Err(other) => panic!("{other:?}"),
        }
    }

    fn button(target: CtaTarget, url: Option<&str>) -> CtaButton {
        CtaButton { label: Some("Réserver".into()), target, url: url.map(str::to_string) }
    }

    #[test]
    fn a_missing_icon_takes_the_default_and_an_unknown_one_is_refused() {
        let mut v = Validator::new();
        assert_eq!(icon(&mut v, "i", None, "compass").as_deref(), Some("compass"));
        assert_eq!(icon(&mut v, "i", Some(" rocket ".into()), "compass").as_deref(), Some("rocket"));
        assert!(v.finish().is_ok());
        assert_eq!(
            errors(|v| drop(icon(v, "home_services.items.0.icon", Some("skull".into()), "x"))),
            ["home_services.items.0.icon"]
        );
    }

    #[test]
    fn each_target_takes_its_own_kind_of_address() {
        let mut v = Validator::new();
        let contact = cta_button(&mut v, "b", button(CtaTarget::Contact, Some("https://x.km")), false);
        assert_eq!(contact.url, None, "the contact form needs no address");
        let booking = cta_button(&mut v, "b", button(CtaTarget::Booking, Some(" https://cal.com/a ")), false);
        assert_eq!(booking.url.as_deref(), Some("https://cal.com/a"));
        assert!(v.finish().is_ok());
        for (target, url) in [
            (CtaTarget::Booking, None),
            (CtaTarget::Booking, Some("http://cal.com/a")),
            (CtaTarget::Booking, Some("javascript:alert(1)")),
            (CtaTarget::Page, Some("//evil.example")),
            (CtaTarget::Page, None),
        ] {
            assert_eq!(
                errors(|v| drop(cta_button(v, "home_cta.button", button(target, url), false))),
                ["home_cta.button.url"]
            );
        }
    }

    #[test]
    fn the_secondary_button_needs_its_words() {
        let blank = CtaButton { label: Some(" ".into()), target: CtaTarget::Page, url: Some("/blog".into()) };
        assert_eq!(
            errors(|v| drop(cta_button(v, "home_cta.secondary", blank.clone(), true))),
            ["home_cta.secondary.label"]
        );
        assert!(errors(|v| drop(cta_button(v, "home_cta.button", blank, false))).is_empty());
    }
}
