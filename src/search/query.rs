//! Turns what a visitor typed into a tantivy query: every word must match, by stem in
//! the ranked fields, with one typo in long words, and the last word as a prefix.

use std::ops::Bound;

use tantivy::query::{BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, RangeQuery, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::Term;

use super::analysis::{self, MAX_QUERY_WORDS, PREFIX_MIN_CHARS, TYPO_MIN_CHARS, Word};
use super::schema::Fields;

/// How much a match in each ranked field counts: a word in the title says more than one in the body.
const TITLE_BOOST: f32 = 3.0;
const EXCERPT_BOOST: f32 = 1.5;
const CATEGORY_BOOST: f32 = 1.5;
/// Typo and prefix matches only say "this word is there", and rank below exact stems.
const LOOSE_MATCH_SCORE: f32 = 0.3;

/// What the visitor typed, reduced to the words that take part in the query.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ParsedQuery {
    pub words: Vec<QueryWord>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct QueryWord {
    pub folded: String,
    pub stem: Option<String>,
    pub tolerates_typo: bool,
    pub is_prefix: bool,
    /// False for a last word too short to be a prefix yet: it ranks, it does not filter.
    pub required: bool,
}

impl ParsedQuery {
    pub fn parse(text: &str) -> ParsedQuery {
        let words: Vec<Word> = analysis::words(text).into_iter().take(MAX_QUERY_WORDS).collect();
        let last = words.len().saturating_sub(1);
        let words = words
            .into_iter()
            .enumerate()
            .map(|(position, word)| {
                let length = word.folded.chars().count();
                let being_typed = position == last && length < PREFIX_MIN_CHARS && last > 0;
                QueryWord {
                    tolerates_typo: length >= TYPO_MIN_CHARS,
                    is_prefix: position == last && length >= PREFIX_MIN_CHARS,
                    required: !being_typed,
                    folded: word.folded,
                    stem: word.stem,
                }
            })
            // A stop word only counts as the prefix of the word being typed.
            .filter(|word| word.stem.is_some() || word.is_prefix)
            .collect();
        ParsedQuery { words }
    }

    /// True when no word would filter, such as for a blank query: it finds nothing.
    pub fn is_empty(&self) -> bool {
        !self.words.iter().any(|word| word.required)
    }

    /// Whether a word of a document is one this query looks for.
    pub fn matches(&self, word: &Word) -> bool {
        self.words.iter().any(|wanted| {
            (wanted.stem.is_some() && wanted.stem == word.stem)
                || (wanted.is_prefix && word.folded.starts_with(&wanted.folded))
                || (wanted.tolerates_typo && analysis::within_one_edit(&wanted.folded, &word.folded))
        })
    }

    /// Every required word must match somewhere; published posts only, of one category if asked.
    pub fn to_query(&self, fields: &Fields, now_unix: i64, category: Option<&str>) -> Box<dyn Query> {
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = self
            .words
            .iter()
            .map(|word| (if word.required { Occur::Must } else { Occur::Should }, word_query(fields, word)))
            .collect();
        clauses.extend(filters(fields, now_unix, category));
        Box::new(BooleanQuery::new(clauses))
    }
}

fn word_query(fields: &Fields, word: &QueryWord) -> Box<dyn Query> {
    let mut alternatives: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    if let Some(stem) = &word.stem {
        for (field, boost) in [
            (fields.title, TITLE_BOOST),
            (fields.excerpt, EXCERPT_BOOST),
            (fields.body, 1.0),
            (fields.category_text, CATEGORY_BOOST),
        ] {
            let term = TermQuery::new(Term::from_field_text(field, stem), IndexRecordOption::WithFreqs);
            alternatives.push((Occur::Should, Box::new(BoostQuery::new(Box::new(term), boost))));
        }
    }
    let folded = Term::from_field_text(fields.words, &word.folded);
    if word.tolerates_typo {
        let typo = FuzzyTermQuery::new(folded.clone(), 1, true);
        alternatives.push((Occur::Should, Box::new(ConstScoreQuery::new(Box::new(typo), LOOSE_MATCH_SCORE))));
    }
    if word.is_prefix {
        let prefix = FuzzyTermQuery::new_prefix(folded, 0, true);
        alternatives.push((Occur::Should, Box::new(ConstScoreQuery::new(Box::new(prefix), LOOSE_MATCH_SCORE))));
        // Titles are indexed by stem, and a stem begins like the word being typed.
        let in_title = FuzzyTermQuery::new_prefix(Term::from_field_text(fields.title, &word.folded), 0, true);
        let score = LOOSE_MATCH_SCORE * TITLE_BOOST;
        alternatives.push((Occur::Should, Box::new(ConstScoreQuery::new(Box::new(in_title), score))));
    }
    Box::new(BooleanQuery::new(alternatives))
}

/// Filters that restrict without ranking: published by `now_unix`, in `category` when given.
pub fn filters(fields: &Fields, now_unix: i64, category: Option<&str>) -> Vec<(Occur, Box<dyn Query>)> {
    let published = RangeQuery::new(Bound::Unbounded, Bound::Included(Term::from_field_i64(fields.published, now_unix)));
    let mut clauses: Vec<(Occur, Box<dyn Query>)> =
        vec![(Occur::Must, Box::new(ConstScoreQuery::new(Box::new(published), 0.0)))];
    if let Some(category) = category {
        let term = TermQuery::new(Term::from_field_text(fields.category, category), IndexRecordOption::Basic);
        clauses.push((Occur::Must, Box::new(ConstScoreQuery::new(Box::new(term), 0.0))));
    }
    clauses
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folded(query: &ParsedQuery) -> Vec<&str> {
        query.words.iter().map(|word| word.folded.as_str()).collect()
    }

    #[test]
    fn stop_words_drop_out_unless_they_are_being_typed() {
        assert_eq!(folded(&ParsedQuery::parse("le tourisme des")), ["tourisme", "des"]);
        assert_eq!(folded(&ParsedQuery::parse("tourisme de")), ["tourisme"]);
        assert!(ParsedQuery::parse("  ").is_empty());
        assert_eq!(folded(&ParsedQuery::parse("\"() :* -- AND 😀")), ["and"]);
        assert!(ParsedQuery::parse("'; DROP TABLE -- 😀 «»").words.iter().all(|word| word.folded != ";"));
    }

    #[test]
    fn only_long_words_tolerate_a_typo_and_only_the_last_is_a_prefix() {
        let query = ParsedQuery::parse("Économie verte tou");
        let flags: Vec<(bool, bool)> = query.words.iter().map(|w| (w.tolerates_typo, w.is_prefix)).collect();
        assert_eq!(flags, [(true, false), (true, false), (false, true)]);
        assert_eq!(query.words[0].folded, "economie");
    }

    #[test]
    fn a_last_word_too_short_for_a_prefix_ranks_without_filtering() {
        let query = ParsedQuery::parse("startups IA");
        let required: Vec<bool> = query.words.iter().map(|w| w.required).collect();
        assert_eq!(required, [true, false]);
        assert!(ParsedQuery::parse("IA").words[0].required);
        assert!(ParsedQuery::parse("x").words.first().is_none_or(|w| w.required));
    }

    #[test]
    fn a_pasted_page_keeps_only_its_first_words() {
        let long = "entrepreneuriat ".repeat(200);
        assert_eq!(ParsedQuery::parse(&long).words.len(), MAX_QUERY_WORDS);
    }

    #[test]
    fn matching_words_follow_the_query_rules() {
        let query = ParsedQuery::parse("economie entrepreneurail tour");
        let matched: Vec<String> = analysis::words("Les économies, l'entrepreneurial, touristes et trou")
            .iter()
            .filter(|word| query.matches(word))
            .map(|word| word.folded.clone())
            .collect();
        assert_eq!(matched, ["economies", "entrepreneurial", "touristes"]);
    }
}
