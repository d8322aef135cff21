//! An article's keywords (« mots-clés »): how typed names become the list an article keeps, one
//! rule for the editor, the WordPress import and an export read back.

use crate::domain::limits::{TAG, TAGS_PER_POST};
use crate::domain::text::{collation_key, single_line};

/// What the blog filters by and what makes two names one keyword: no case, no accents.
pub fn tag_key(name: &str) -> String {
    collation_key(&single_line(name))
}

/// Why a list of keywords is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TagProblem {
    /// This keyword is longer than `TAG` characters.
    TooLong(String),
    /// More than `TAGS_PER_POST` different keywords.
    TooMany,
}

/// The keywords as kept: each on one line and trimmed, blank ones dropped, a later spelling of
/// a keyword already listed (by case or accents) dropped, the first one staying.
fn distinct(names: &[String]) -> Vec<String> {
    let mut kept: Vec<String> = Vec::new();
    let mut keys: Vec<String> = Vec::new();
    for name in names.iter().map(|name| single_line(name)).filter(|name| !name.is_empty()) {
        let key = collation_key(&name);
        if !keys.contains(&key) {
            keys.push(key);
            kept.push(name);
        }
    }
    kept
}

/// The keywords an editor sent, or why they are refused: at most `TAGS_PER_POST`, each of at
/// most `TAG` characters.
pub fn clean(names: &[String]) -> Result<Vec<String>, TagProblem> {
    let kept = distinct(names);
    if let Some(long) = kept.iter().find(|name| name.chars().count() > TAG) {
        return Err(TagProblem::TooLong(long.clone()));
    }
    if kept.len() > TAGS_PER_POST {
        return Err(TagProblem::TooMany);
    }
    Ok(kept)
}

/// The keywords another site gave an article, within the rules: the first `TAGS_PER_POST` that
/// fit are kept, the others given back to be reported.
pub fn keep_within_rules(names: &[String]) -> (Vec<String>, Vec<String>) {
    let (fitting, long): (Vec<String>, Vec<String>) =
        distinct(names).into_iter().partition(|name| name.chars().count() <= TAG);
    let mut kept = fitting;
    let mut left_out = kept.split_off(kept.len().min(TAGS_PER_POST));
    left_out.extend(long);
    (kept, left_out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|name| name.to_string()).collect()
    }

    #[test]
    fn names_are_trimmed_and_blank_ones_dropped() {
        assert_eq!(clean(&names(&["  Pêche ", "", "   ", "éco\n tourisme"])), Ok(names(&["Pêche", "éco tourisme"])));
    }

    #[test]
    fn a_keyword_repeated_in_another_case_or_accent_keeps_its_first_spelling() {
        let kept = clean(&names(&["Économie", "economie", "ÉCONOMIE", "Pêche", "peche"])).unwrap();
        assert_eq!(kept, names(&["Économie", "Pêche"]));
        assert_eq!(tag_key(" Œuvre Économique "), "oeuvre economique");
    }

    #[test]
    fn length_is_counted_in_characters_up_to_forty() {
        let forty = "é".repeat(40);
        assert_eq!(clean(std::slice::from_ref(&forty)), Ok(vec![forty.clone()]));
        let long = format!("{forty}e");
        assert_eq!(clean(std::slice::from_ref(&long)), Err(TagProblem::TooLong(long)));
    }

    #[test]
    fn ten_keywords_are_kept_and_an_eleventh_refused_duplicates_not_counted() {
        let ten: Vec<String> = (1..=10).map(|n| format!("mot {n}")).collect();
        assert_eq!(clean(&ten).unwrap().len(), 10);
        let mut with_copy = ten.clone();
        with_copy.push("MOT 1".into());
        assert_eq!(clean(&with_copy).unwrap().len(), 10);
        let mut eleven = ten;
        eleven.push("mot 11".into());
        assert_eq!(clean(&eleven), Err(TagProblem::TooMany));
    }

    #[test]
    fn an_import_keeps_what_fits_and_gives_back_the_rest() {
        let mut given: Vec<String> = (1..=12).map(|n| format!("mot {n}")).collect();
        given.insert(0, "x".repeat(41));
        let (kept, left_out) = keep_within_rules(&given);
        assert_eq!(kept.len(), 10);
        assert_eq!(kept[0], "mot 1");
        assert_eq!(left_out, names(&["mot 11", "mot 12", &"x".repeat(41)]));
    }
}
