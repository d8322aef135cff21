//! The language a request is answered in, so that the errors a visitor reads speak his page's
//! language: their words live in the `serverErrors` bundles, and a visitor-facing route names the
//! language for the time it takes to answer (French where none is named, as in the back-office).

use std::future::Future;

use axum::http::{HeaderMap, header};

use crate::domain::lang::Lang;
use crate::locale::Locale;

tokio::task_local! {
    static ANSWERED_IN: Lang;
}

/// Runs `work` with its errors written in `lang`.
pub async fn answering_in<F: Future>(lang: Lang, work: F) -> F::Output {
    ANSWERED_IN.scope(lang, work).await
}

/// The same, for work that does not wait.
pub fn answering_in_now<R>(lang: Lang, work: impl FnOnce() -> R) -> R {
    ANSWERED_IN.sync_scope(lang, work)
}

/// The language of the request being answered; French outside any.
pub fn current() -> Lang {
    ANSWERED_IN.try_with(|lang| *lang).unwrap_or_default()
}

/// The error text at `serverErrors:{key}` in the language of the request being answered.
pub fn error_text(key: &str) -> String {
    error_text_with(key, &[])
}

/// Any text (`namespace:key`) in the language of the request being answered, for the errors
/// whose words a form already has (the contact form's missing fields).
pub fn text(key: &str) -> String {
    Locale::new(current()).text(key, &[])
}

/// The same, with `{{name}}` placeholders filled in.
pub fn error_text_with(key: &str, values: &[(&str, String)]) -> String {
    Locale::new(current()).text(&format!("serverErrors:{key}"), values)
}

/// The language the caller reads, from `Accept-Language` (the UI sends its page's language):
/// the first of the site's languages by preference, French when none is named.
pub fn requested(headers: &HeaderMap) -> Lang {
    let Some(accepted) = headers.get(header::ACCEPT_LANGUAGE).and_then(|value| value.to_str().ok()) else {
        return Lang::Fr;
    };
    let mut ranked: Vec<(f32, Lang)> = accepted
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let primary = tag.split('-').next()?.to_ascii_lowercase();
            let lang = Lang::from_code(&primary)?;
            let quality = parts
                .find_map(|part| part.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (quality > 0.0).then_some((quality, lang))
        })
        .collect();
    // Stable: among equal preferences the one written first wins.
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.first().map_or(Lang::Fr, |(_, lang)| *lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepting(value: &str) -> Lang {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, value.parse().unwrap());
        requested(&headers)
    }

    #[test]
    fn the_first_site_language_the_caller_prefers_wins() {
        assert_eq!(requested(&HeaderMap::new()), Lang::Fr);
        assert_eq!(accepting("ar"), Lang::Ar);
        assert_eq!(accepting("en-US,en;q=0.9,fr;q=0.8"), Lang::En);
        assert_eq!(accepting("de-DE,de;q=0.9,ar;q=0.5,en;q=0.7"), Lang::En);
        assert_eq!(accepting("en;q=0,ar"), Lang::Ar);
        assert_eq!(accepting("de, *"), Lang::Fr);
        assert_eq!(accepting("EN-gb"), Lang::En);
    }

    #[tokio::test]
    async fn errors_speak_the_language_of_the_request_and_french_elsewhere() {
        assert_eq!(error_text("internal"), "Une erreur interne est survenue. Veuillez réessayer.");
        let english = answering_in(Lang::En, async { error_text("internal") }).await;
        assert_eq!(english, "An internal error occurred. Please try again.");
        let arabic = answering_in_now(Lang::Ar, || error_text_with("fieldTooLong", &[("max", "80".into())]));
        assert!(arabic.contains("80") && arabic.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c)), "{arabic}");
        assert_eq!(current(), Lang::Fr);
    }
}
