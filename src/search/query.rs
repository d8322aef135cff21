//! Turns what a visitor typed into a tantivy query: every word must match, by stem in
//! the ranked fields, with one typo in long words, and the last word as a prefix; in
//! the posts of one language, analysed the way that language's posts were.

use std::collections::HashMap;
use std::ops::Bound;

use tantivy::Term;
use tantivy::query::{
    BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, RangeQuery, RegexQuery, TermQuery,
};
use tantivy::schema::IndexRecordOption;

use super::analysis::{self, MAX_QUERY_WORDS, PREFIX_MIN_CHARS, TYPO_MIN_CHARS, WordStemmer};
use super::schema::{Fields, TextFields};
use crate::domain::lang::Lang;

/// What a match in the title or excerpt adds to the same match anywhere in the post.
const TITLE_BONUS: f32 = 2.0;
const EXCERPT_BONUS: f32 = 0.5;
/// Typo and prefix matches only say "this word is there", and rank below exact stems.
const LOOSE_MATCH_SCORE: f32 = 0.3;

/// What the visitor typed, reduced to the words that take part in the query.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ParsedQuery {
    pub lang: Lang,
    pub words: Vec<QueryWord>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct QueryWord {
    pub folded: String,
    pub stem: Option<String>,
    /// Long enough for a typo, and (once checked against the index) not found as typed.
    pub tolerates_typo: bool,
    pub is_prefix: bool,
    /// False for a last word too short to be a prefix yet: it ranks, it does not filter.
    pub required: bool,
}

impl ParsedQuery {
    pub fn parse(lang: Lang, text: &str) -> ParsedQuery {
        let words: Vec<_> = analysis::stemmed_words(lang, text).into_iter().take(MAX_QUERY_WORDS).collect();
        let last = words.len().saturating_sub(1);
        let words = words
            .into_iter()
            .enumerate()
            .map(|(position, (word, stem))| {
                let length = word.folded.chars().count();
                // A lone letter is not a search yet, nor the start of a next word.
                let being_typed = position == last && length < PREFIX_MIN_CHARS && (last > 0 || length < 2);
                QueryWord {
                    tolerates_typo: length >= TYPO_MIN_CHARS,
                    is_prefix: position == last && length >= PREFIX_MIN_CHARS,
                    required: !being_typed,
                    folded: word.folded,
                    stem,
                }
            })
            // A stop word only counts as the prefix of the word being typed.
            .filter(|word| word.stem.is_some() || word.is_prefix)
            .collect();
        ParsedQuery { lang, words }
    }

    /// Keeps typo tolerance for the words no published post holds as typed: a word found
    /// as typed is taken as meant, or « homme » would find every « comme ».
    pub fn forgive_typos_unless(&mut self, known: impl Fn(&QueryWord) -> bool) {
        for word in &mut self.words {
            word.tolerates_typo = word.tolerates_typo && !known(word);
        }
    }

    /// True when no word would filter, such as for a blank query: it finds nothing.
    pub fn is_empty(&self) -> bool {
        !self.words.iter().any(|word| word.required)
    }

    /// Every required word must match somewhere; published posts of the query's language
    /// only, of one category if asked. Title and excerpt matches are bonuses, looked at
    /// only for posts that match.
    pub fn to_query(&self, fields: &Fields, now_unix: i64, category: Option<&str>) -> Box<dyn Query> {
        let text = fields.of(self.lang);
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for word in &self.words {
            clauses.push((if word.required { Occur::Must } else { Occur::Should }, word_match(text, word)));
            clauses.extend(word_bonuses(text, word).into_iter().map(|bonus| (Occur::Should, bonus)));
        }
        clauses.extend(filters(fields, now_unix, self.lang, category));
        Box::new(BooleanQuery::new(clauses))
    }
}

/// Tells which words of a document the query looks for, the way the index matched them;
/// it remembers its answers, as the same words come back again and again in articles.
pub struct WordMatcher<'q> {
    query: &'q ParsedQuery,
    stemmer: WordStemmer,
    known: HashMap<String, bool>,
    /// The letters a matching word begins with, or has second when a typo is allowed.
    leading: Vec<char>,
    any_typo: bool,
}

/// French and English stems differ from their word at the end only: a word not sharing
/// these first letters with a stem sought cannot have that stem, and needs no stemming.
/// Arabic stemming also takes prefixes off (« والكتاب », « كتاب »), so there every word
/// is stemmed (once, as answers are remembered).
const STEM_CHECK_PREFIX: usize = 3;

impl<'q> WordMatcher<'q> {
    pub fn new(query: &'q ParsedQuery) -> WordMatcher<'q> {
        let mut leading = Vec::new();
        for word in &query.words {
            let mut letters = word.folded.chars();
            leading.extend(letters.next());
            if word.tolerates_typo {
                leading.extend(letters.next());
            }
        }
        let any_typo = query.words.iter().any(|word| word.tolerates_typo);
        WordMatcher { query, stemmer: WordStemmer::new(query.lang), known: HashMap::new(), leading, any_typo }
    }

    /// The language the query's words are analysed in.
    pub fn lang(&self) -> Lang {
        self.query.lang
    }

    /// Whether `word`, as written in the document, is one the query looks for.
    pub fn matches(&mut self, word: &str) -> bool {
        if !self.could_match(word) {
            return false;
        }
        if let Some(&known) = self.known.get(word) {
            return known;
        }
        let folded = analysis::fold(self.query.lang, word);
        let stems_from_start = self.query.lang != Lang::Ar;
        let matched = self.query.words.iter().any(|wanted| {
            (wanted.is_prefix && folded.starts_with(&wanted.folded))
                || (wanted.tolerates_typo && analysis::within_one_edit(&wanted.folded, &folded))
                || (wanted.is_prefix
                    && wanted.tolerates_typo
                    && analysis::begins_within_one_edit(&folded, &wanted.folded))
                || wanted.stem.as_deref().is_some_and(|stem| {
                    let head = stem.char_indices().nth(STEM_CHECK_PREFIX).map_or(stem, |(at, _)| &stem[..at]);
                    (!stems_from_start || folded.starts_with(head)) && self.stemmer.stem(&folded) == stem
                })
        });
        self.known.insert(word.to_string(), matched);
        matched
    }

    /// How many words the query looks for.
    pub fn query_words(&self) -> usize {
        self.query.words.len()
    }

    /// A quick look at the first two letters that rules out most words of an article.
    /// A typo can only change one of the first two letters, so the other still tells.
    fn could_match(&self, word: &str) -> bool {
        let is_leading = |c: char| !c.is_ascii() || self.leading.contains(&c.to_ascii_lowercase());
        let mut letters = word.chars();
        letters.next().is_some_and(is_leading) || (self.any_typo && letters.next().is_some_and(is_leading))
    }
}

/// Where a word may be found: by stem anywhere in the post (ranked), or as written with
/// one typo, or as the beginning of a word when it is being typed.
fn word_match(fields: &TextFields, word: &QueryWord) -> Box<dyn Query> {
    let mut alternatives: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    if let Some(stem) = &word.stem {
        let term = TermQuery::new(Term::from_field_text(fields.text, stem), IndexRecordOption::WithFreqs);
        alternatives.push((Occur::Should, Box::new(term)));
    }
    let folded = Term::from_field_text(fields.words, &word.folded);
    if word.tolerates_typo {
        let typo = FuzzyTermQuery::new(folded.clone(), 1, true);
        alternatives.push((Occur::Should, Box::new(ConstScoreQuery::new(Box::new(typo), LOOSE_MATCH_SCORE))));
    }
    if word.is_prefix {
        let prefix = longer_words(fields, word)
            .unwrap_or_else(|| Box::new(FuzzyTermQuery::new_prefix(folded, u8::from(word.tolerates_typo), true)));
        alternatives.push((Occur::Should, Box::new(ConstScoreQuery::new(prefix, LOOSE_MATCH_SCORE))));
    }
    Box::new(BooleanQuery::new(alternatives))
}

/// For a word being typed that its stem already finds as typed: only the longer words
/// it begins, which keeps the word's own (often long) posting list out of the union.
fn longer_words(fields: &TextFields, word: &QueryWord) -> Option<Box<dyn Query>> {
    if word.tolerates_typo || word.stem.is_none() {
        return None;
    }
    // Words are runs of letters and digits, so they carry no pattern syntax.
    let longer = RegexQuery::from_pattern(&format!("{}.+", word.folded), fields.words).ok()?;
    Some(Box::new(longer))
}

fn word_bonuses(fields: &TextFields, word: &QueryWord) -> Vec<Box<dyn Query>> {
    let mut bonuses: Vec<Box<dyn Query>> = Vec::new();
    if let Some(stem) = &word.stem {
        for (field, bonus) in [(fields.title, TITLE_BONUS), (fields.excerpt, EXCERPT_BONUS)] {
            let term = TermQuery::new(Term::from_field_text(field, stem), IndexRecordOption::WithFreqs);
            bonuses.push(Box::new(BoostQuery::new(Box::new(term), bonus)));
        }
    }
    if word.is_prefix {
        // Titles are indexed by stem, and a stem begins like the word being typed.
        let in_title = FuzzyTermQuery::new_prefix(Term::from_field_text(fields.title, &word.folded), 0, true);
        bonuses.push(Box::new(ConstScoreQuery::new(Box::new(in_title), LOOSE_MATCH_SCORE * TITLE_BONUS)));
    }
    bonuses
}

/// Filters that restrict without ranking: published by `now_unix`, written in `lang`, in
/// `category` when given.
pub fn filters(fields: &Fields, now_unix: i64, lang: Lang, category: Option<&str>) -> Vec<(Occur, Box<dyn Query>)> {
    let published =
        RangeQuery::new(Bound::Unbounded, Bound::Included(Term::from_field_i64(fields.published, now_unix)));
    let in_lang = TermQuery::new(fields.lang_term(lang), IndexRecordOption::Basic);
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![
        (Occur::Must, Box::new(ConstScoreQuery::new(Box::new(published), 0.0))),
        (Occur::Must, Box::new(ConstScoreQuery::new(Box::new(in_lang), 0.0))),
    ];
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
        assert_eq!(folded(&ParsedQuery::parse(Lang::Fr, "le tourisme des")), ["tourisme", "des"]);
        assert_eq!(folded(&ParsedQuery::parse(Lang::Fr, "tourisme de")), ["tourisme"]);
        assert!(ParsedQuery::parse(Lang::Fr, "  ").is_empty());
        assert_eq!(folded(&ParsedQuery::parse(Lang::Fr, "\"() :* -- AND 😀")), ["and"]);
        assert!(ParsedQuery::parse(Lang::Fr, "'; DROP TABLE -- 😀 «»").words.iter().all(|word| word.folded != ";"));
    }

    #[test]
    fn only_long_words_tolerate_a_typo_and_only_the_last_is_a_prefix() {
        let query = ParsedQuery::parse(Lang::Fr, "Économie verte tou");
        let flags: Vec<(bool, bool)> = query.words.iter().map(|w| (w.tolerates_typo, w.is_prefix)).collect();
        assert_eq!(flags, [(true, false), (true, false), (false, true)]);
        assert_eq!(query.words[0].folded, "economie");
    }

    #[test]
    fn a_last_word_too_short_for_a_prefix_ranks_without_filtering() {
        let query = ParsedQuery::parse(Lang::Fr, "startups IA");
        let required: Vec<bool> = query.words.iter().map(|w| w.required).collect();
        assert_eq!(required, [true, false]);
        assert!(ParsedQuery::parse(Lang::Fr, "IA").words[0].required);
        assert!(ParsedQuery::parse(Lang::Fr, "x").is_empty(), "a lone letter");
        assert!(!ParsedQuery::parse(Lang::Fr, "pm").is_empty());
    }

    #[test]
    fn typos_are_forgiven_only_in_words_the_index_does_not_know() {
        let mut query = ParsedQuery::parse(Lang::Fr, "homme toursime");
        query.forgive_typos_unless(|word| word.folded == "homme");
        let tolerant: Vec<bool> = query.words.iter().map(|w| w.tolerates_typo).collect();
        assert_eq!(tolerant, [false, true]);
        let mut matcher = WordMatcher::new(&query);
        assert!(!matcher.matches("comme") && matcher.matches("tourisme") && matcher.matches("Homme"));
    }

    #[test]
    fn a_pasted_page_keeps_only_its_first_words() {
        let long = "entrepreneuriat ".repeat(200);
        assert_eq!(ParsedQuery::parse(Lang::Fr, &long).words.len(), MAX_QUERY_WORDS);
    }

    #[test]
    fn matching_words_follow_the_query_rules() {
        let query = ParsedQuery::parse(Lang::Fr, "economie entrepreneurail tour");
        let typed = ParsedQuery::parse(Lang::Fr, "entreprenuer");
        let mut typing = WordMatcher::new(&typed);
        assert!(typing.matches("entrepreneuriat") && typing.matches("Entrepreneurs") && !typing.matches("entre"));
        let mut matcher = WordMatcher::new(&query);
        let text = "Les Économies, l'entrepreneurial, touristes et trou, économies";
        let matched: Vec<&str> = analysis::word_spans(Lang::Fr, text)
            .map(|(from, to)| &text[from..to])
            .filter(|word| matcher.matches(word))
            .collect();
        assert_eq!(matched, ["Économies", "entrepreneurial", "touristes", "économies"]);
    }

    #[test]
    fn arabic_words_match_as_written_with_their_marks_and_article() {
        let query = ParsedQuery::parse(Lang::Ar, "كتاب المدير");
        assert_eq!(folded(&query), ["كتاب", "المدير"]);
        let mut matcher = WordMatcher::new(&query);
        let text = "قَرَأَ المُدِيرُ الكِتَابَ وَالكُتُبَ";
        let matched: Vec<&str> = analysis::word_spans(Lang::Ar, text)
            .map(|(from, to)| &text[from..to])
            .filter(|word| matcher.matches(word))
            .collect();
        assert_eq!(matched, ["المُدِيرُ", "الكِتَابَ"]);
        assert_eq!(folded(&ParsedQuery::parse(Lang::Ar, "في المدير")), ["المدير"], "a particle drops out");
    }
}
