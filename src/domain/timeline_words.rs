//! A timeline event's date is free text the owner writes in French (« 2019 - présent »,
//! « Depuis mars 2020 »). On another language's pages its French words — « présent » and its
//! synonyms, « depuis », the months — read in that language, from the bundles; years and
//! anything else stay as written.

use crate::locale::Locale;

/// The French words a date is written with, each with the key of its text in other languages.
fn key_of(word: &str) -> Option<String> {
    let key = match word {
        "présent" | "present" | "aujourd'hui" | "aujourd’hui" => "timeline:dateWords.present",
        "depuis" => "timeline:dateWords.since",
        "janvier" => "common:date.months.1",
        "février" | "fevrier" => "common:date.months.2",
        "mars" => "common:date.months.3",
        "avril" => "common:date.months.4",
        "mai" => "common:date.months.5",
        "juin" => "common:date.months.6",
        "juillet" => "common:date.months.7",
        "août" | "aout" => "common:date.months.8",
        "septembre" => "common:date.months.9",
        "octobre" => "common:date.months.10",
        "novembre" => "common:date.months.11",
        "décembre" | "decembre" => "common:date.months.12",
        _ => return None,
    };
    Some(key.to_string())
}

fn is_word_char(c: char) -> bool {
    c.is_alphabetic() || c == '\'' || c == '’'
}

/// `date` as readers of `locale`'s language read it; French is returned as it is.
pub fn in_language(date: &str, locale: Locale) -> String {
    if locale.lang() == crate::domain::lang::Lang::Fr {
        return date.to_string();
    }
    let mut out = String::with_capacity(date.len());
    let mut rest = date;
    while let Some(start) = rest.find(is_word_char) {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        let end = after.find(|c: char| !is_word_char(c)).unwrap_or(after.len());
        let word = &after[..end];
        rest = &after[end..];
        let lower = word.to_lowercase();
        // « en cours »: two words for one.
        if lower == "en"
            && let Some(next) = rest.strip_prefix(' ')
            && next.get(..5).is_some_and(|cours| cours.eq_ignore_ascii_case("cours"))
            && !next[5..].starts_with(is_word_char)
        {
            out.push_str(&capitalized_as(word, locale.text("timeline:dateWords.present", &[])));
            rest = &next[5..];
            continue;
        }
        match key_of(&lower) {
            Some(key) => out.push_str(&capitalized_as(word, locale.text(&key, &[]))),
            None => out.push_str(word),
        }
    }
    out.push_str(rest);
    out
}

/// The translation starts with a capital where the French word did (« Depuis » → « Since »).
fn capitalized_as(original: &str, translation: String) -> String {
    if !original.starts_with(char::is_uppercase) {
        return translation;
    }
    let mut chars = translation.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => translation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::lang::Lang;

    fn en(date: &str) -> String {
        in_language(date, Locale::new(Lang::En))
    }

    fn ar(date: &str) -> String {
        in_language(date, Locale::new(Lang::Ar))
    }

    #[test]
    fn french_words_read_in_the_pages_language() {
        assert_eq!(en("2019 - présent"), "2019 - present");
        assert_eq!(en("Depuis mars 2020"), "Since March 2020");
        assert_eq!(en("Juin 2015 – Août 2018"), "June 2015 – August 2018");
        assert_eq!(en("2020 - aujourd’hui"), "2020 - present");
        assert_eq!(en("2021 (en cours)"), "2021 (present)");
        assert_eq!(ar("2019 - présent"), "2019 - حتى الآن");
        assert_eq!(ar("Depuis décembre 2020"), "منذ ديسمبر 2020");
    }

    #[test]
    fn other_words_and_french_pages_stay_as_written() {
        assert_eq!(en("2012 - 2016"), "2012 - 2016");
        assert_eq!(en("Printemps 2019"), "Printemps 2019");
        assert_eq!(en("Marseille, 2019"), "Marseille, 2019");
        assert_eq!(en("encours 2019"), "encours 2019");
        assert_eq!(in_language("2019 - présent", Locale::new(Lang::Fr)), "2019 - présent");
    }
}
