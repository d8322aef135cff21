//! The visitor texts of the server's pages and e-mails, read from the very bundles the UI ships
//! (`ui/src/locales/{lang}/{namespace}.json`), with i18next's conventions: keys as
//! `namespace:dotted.path`, `{{name}}` interpolation and `_one`/`_other` plural forms
//! chosen by the language's rules. A text lives once, in its bundle.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

use rust_embed::RustEmbed;
use serde_json::Value;

use crate::domain::lang::Lang;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/src/locales"]
struct Bundles;

/// The namespace a key without `namespace:` belongs to, as in the UI.
const DEFAULT_NAMESPACE: &str = "common";

/// Every text of one language, by `namespace:dotted.key`.
type Texts = HashMap<String, String>;

fn all_texts() -> &'static HashMap<String, Texts> {
    static TEXTS: OnceLock<HashMap<String, Texts>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let mut languages: HashMap<String, Texts> = HashMap::new();
        for file in Bundles::iter() {
            let Some((language, namespace)) = file.strip_suffix(".json").and_then(|name| name.split_once('/')) else {
                continue;
            };
            let Some(content) = Bundles::get(&file) else { continue };
            let Ok(tree) = serde_json::from_slice::<Value>(&content.data) else {
                tracing::error!(file = %file, "locale bundle is not valid JSON");
                continue;
            };
            flatten(&tree, &format!("{namespace}:"), languages.entry(language.to_string()).or_default());
        }
        languages
    })
}

fn flatten(tree: &Value, prefix: &str, into: &mut Texts) {
    match tree {
        Value::Object(map) => {
            for (key, value) in map {
                let path = if prefix.ends_with(':') { format!("{prefix}{key}") } else { format!("{prefix}.{key}") };
                flatten(value, &path, into);
            }
        }
        Value::String(text) => {
            into.insert(prefix.to_string(), text.clone());
        }
        _ => {}
    }
}

/// The CLDR plural category of `count` in `language` (the forms i18next names `_one`, `_few`…).
fn plural_category(language: &str, count: i64) -> &'static str {
    let n = count.unsigned_abs();
    match language {
        "ar" => match (n, n % 100) {
            (0, _) => "zero",
            (1, _) => "one",
            (2, _) => "two",
            (_, 3..=10) => "few",
            (_, 11..=99) => "many",
            _ => "other",
        },
        "fr" => match n {
            0 | 1 => "one",
            _ if n.is_multiple_of(1_000_000) => "many",
            _ => "other",
        },
        _ => {
            if n == 1 {
                "one"
            } else {
                "other"
            }
        }
    }
}

/// The words of one language.
#[derive(Debug, Clone, Copy)]
pub struct Locale {
    lang: Lang,
}

impl Locale {
    pub fn new(lang: Lang) -> Self {
        Locale { lang }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The text at `key`, with `{{name}}` replaced by `values` and, when `values` has a `count`,
    /// the plural form the language gives it. A missing text reads as its key, as in the UI.
    pub fn text(&self, key: &str, values: &[(&str, String)]) -> String {
        let key: Cow<'_, str> =
            if key.contains(':') { Cow::Borrowed(key) } else { Cow::Owned(format!("{DEFAULT_NAMESPACE}:{key}")) };
        let count = values.iter().find(|(name, _)| *name == "count").and_then(|(_, value)| value.parse::<i64>().ok());
        let template = self.lookup(&key, count).map_or(&*key, String::as_str);
        interpolate(template, values)
    }

    /// A stored instant as readers of the language write a date ("8 août 2025", "August 8, 2025").
    pub fn long_date(&self, stored: &str) -> Option<String> {
        let (year, month, day) = crate::domain::dates::calendar_day(stored)?;
        let month = self.text(&format!("common:date.months.{month}"), &[]);
        Some(self.text("common:date.long", &[("day", day.to_string()), ("month", month), ("year", year.to_string())]))
    }

    fn lookup(&self, key: &str, count: Option<i64>) -> Option<&'static String> {
        self.lookup_in(all_texts(), key, count)
    }

    fn lookup_in<'t>(&self, texts: &'t HashMap<String, Texts>, key: &str, count: Option<i64>) -> Option<&'t String> {
        // French, the site's own language, has every text.
        [self.lang.code(), Lang::Fr.code()].into_iter().find_map(|language| {
            let texts = texts.get(language)?;
            if let Some(count) = count {
                let form = plural_category(language, count);
                let found = texts.get(&format!("{key}_{form}")).or_else(|| texts.get(&format!("{key}_other")));
                if found.is_some() {
                    return found;
                }
            }
            texts.get(key)
        })
    }
}

fn interpolate(template: &str, values: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let name = after[..end].trim();
        match values.iter().find(|(key, _)| *key == name) {
            Some((_, value)) => out.push_str(value),
            None => out.push_str(&rest[start..start + 2 + end + 2]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_come_from_the_ui_bundles_with_values_and_plurals() {
        let fr = Locale::new(Lang::Fr);
        assert_eq!(fr.text("nav.home", &[]), "Accueil");
        assert_eq!(fr.text("common:nav.blog", &[]), "Blog");
        assert_eq!(
            fr.text("footer.copyright", &[("year", "2026".into()), ("owner", "Awa".into())]),
            "© 2026 Awa. Tous droits réservés."
        );
        assert_eq!(fr.text("blog:readTime", &[("count", "1".into())]), "1 min de lecture");
        assert_eq!(fr.text("blog:readTime", &[("count", "7".into())]), "7 min de lecture");
        assert_eq!(fr.text("nulle:part", &[]), "nulle:part");
    }

    #[test]
    fn dates_read_as_the_language_writes_them() {
        assert_eq!(Locale::new(Lang::Fr).long_date("2025-08-08T10:00:00Z").as_deref(), Some("8 août 2025"));
        assert_eq!(Locale::new(Lang::Fr).long_date("2026-01-31T00:00:00Z").as_deref(), Some("31 janvier 2026"));
        assert_eq!(Locale::new(Lang::Fr).long_date("n'importe quoi"), None);
    }

    #[test]
    fn a_language_without_a_text_falls_back_to_french() {
        let bundle = |pairs: &[(&str, &str)]| -> Texts {
            pairs.iter().map(|(key, text)| (key.to_string(), text.to_string())).collect()
        };
        let texts = HashMap::from([
            (
                "fr".to_string(),
                bundle(&[("common:seul", "Seulement en français"), ("common:n_other", "{{count}} fois")]),
            ),
            ("ar".to_string(), bundle(&[("common:n_two", "مرتان")])),
        ]);
        let ar = Locale::new(Lang::Ar);
        assert_eq!(ar.lookup_in(&texts, "common:seul", None).map(String::as_str), Some("Seulement en français"));
        assert_eq!(ar.lookup_in(&texts, "common:n", Some(2)).map(String::as_str), Some("مرتان"));
        assert_eq!(ar.lookup_in(&texts, "common:n", Some(5)).map(String::as_str), Some("{{count}} fois"));
        assert_eq!(Locale::new(Lang::Ar).text("nav.home", &[]), "الرئيسية");
    }

    #[test]
    fn plural_categories_follow_each_language() {
        assert_eq!(plural_category("fr", 0), "one");
        assert_eq!(plural_category("fr", 2), "other");
        assert_eq!(plural_category("fr", 2_000_000), "many");
        assert_eq!(plural_category("en", 0), "other");
        assert_eq!(plural_category("ar", 2), "two");
        assert_eq!(plural_category("ar", 105), "few");
        assert_eq!(plural_category("ar", 111), "many");
    }

    #[test]
    fn unknown_placeholders_stay_as_written() {
        assert_eq!(interpolate("{{a}} et {{b}}", &[("a", "x".into())]), "x et {{b}}");
        assert_eq!(interpolate("sans fin {{a", &[]), "sans fin {{a");
    }
}
