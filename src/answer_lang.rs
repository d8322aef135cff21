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

    /// Every `(file, key)` the code words an error with, its namespace named (`serverErrors:`
    /// for `error_text`); a call whose key is not written out is an `Err`, as it escapes the check.
    fn keys_in_code() -> Result<Vec<(String, String)>, String> {
        const CALLS: [(&str, &str); 3] =
            [("error_text(", "serverErrors:"), ("error_text_with(", "serverErrors:"), ("answer_lang::text(", "")];
        fn visit(dir: &std::path::Path, into: &mut Vec<(String, String)>) -> Result<(), String> {
            for entry in std::fs::read_dir(dir).map_err(|err| err.to_string())? {
                let path = entry.map_err(|err| err.to_string())?.path();
                if path.is_dir() {
                    visit(&path, into)?;
                    continue;
                }
                // This file defines the calls and tests them with keys of its own.
                if path.extension().is_none_or(|ext| ext != "rs") || path.ends_with("src/answer_lang.rs") {
                    continue;
                }
                let source = std::fs::read_to_string(&path).map_err(|err| err.to_string())?;
                let file = path.display().to_string();
                for (call, namespace) in CALLS {
                    for (at, _) in source.match_indices(call) {
                        let before = source[..at].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        let rest = source[at + call.len()..].trim_start();
                        let key = rest.strip_prefix('"').and_then(|rest| rest.split_once('"')).map(|(key, _)| key);
                        let Some(key) = key else {
                            return Err(format!(
                                "{file}: {call} without a written key: {}",
                                &rest[..40.min(rest.len())]
                            ));
                        };
                        into.push((file.clone(), format!("{namespace}{key}")));
                    }
                }
            }
            Ok(())
        }
        let mut keys = Vec::new();
        visit(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut keys)?;
        Ok(keys)
    }

    /// The `namespace:dotted.key`s of one language's bundles on disk.
    fn bundle_keys(lang: Lang) -> std::collections::HashSet<String> {
        fn flatten(tree: &serde_json::Value, prefix: &str, into: &mut std::collections::HashSet<String>) {
            match tree {
                serde_json::Value::Object(map) => {
                    for (key, value) in map {
                        let path =
                            if prefix.ends_with(':') { format!("{prefix}{key}") } else { format!("{prefix}.{key}") };
                        flatten(value, &path, into);
                    }
                }
                _ => {
                    into.insert(prefix.to_string());
                }
            }
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/locales").join(lang.code());
        let mut keys = std::collections::HashSet::new();
        for entry in std::fs::read_dir(&dir).expect("a bundle folder") {
            let path = entry.expect("a bundle").path();
            let Some(namespace) = path.file_stem().and_then(|stem| stem.to_str()) else { continue };
            let tree = serde_json::from_str(&std::fs::read_to_string(&path).expect("a bundle")).expect("JSON");
            flatten(&tree, &format!("{namespace}:"), &mut keys);
        }
        keys
    }

    #[test]
    fn every_key_the_code_words_an_error_with_is_in_every_bundle() {
        let used = keys_in_code().unwrap();
        assert!(used.iter().any(|(_, key)| key == "serverErrors:dossiers.tooManyBytes"), "the scan finds the calls");
        assert!(used.iter().any(|(_, key)| key == "contact:validation.name"), "and those of other namespaces");
        for lang in Lang::ALL {
            let bundle = bundle_keys(lang);
            let missing: Vec<_> = used.iter().filter(|(_, key)| !bundle.contains(key)).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }
}
