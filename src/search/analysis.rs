//! French text analysis shared by indexing, querying and snippets, so the three agree
//! on what a word is: lowercased, accents folded, stop words dropped, stemmed.

use std::collections::HashMap;

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, StopWordFilter,
    TextAnalyzer, TokenizerManager,
};

/// Analyzer of the ranked fields: "Économies" and "economie" both become "econom".
pub const STEMMED: &str = "vitrine_fr_stem";
/// Analyzer of the field used for typos and prefixes: whole words, folded, nothing dropped.
pub const FOLDED: &str = "vitrine_fr_fold";

/// Longer tokens are noise (URLs, hashes) and would only bloat the dictionary.
const LONGEST_WORD: usize = 40;
/// Words this long or longer tolerate one typo.
pub const TYPO_MIN_CHARS: usize = 5;
/// A shorter last word is matched whole: a one- or two-letter prefix matches half the dictionary.
pub const PREFIX_MIN_CHARS: usize = 3;
/// Words of a query past this many are ignored, so a pasted page cannot make a slow query.
pub const MAX_QUERY_WORDS: usize = 12;

pub fn stemmed_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(LONGEST_WORD))
        .filter(LowerCaser)
        // Before folding: the list holds accented words such as « été ».
        .filter(StopWordFilter::new(Language::French).expect("tantivy ships French stop words"))
        .filter(AsciiFoldingFilter)
        .filter(Stemmer::new(Language::French))
        .build()
}

pub fn folded_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(LONGEST_WORD))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .build()
}

pub fn register(tokenizers: &TokenizerManager) {
    tokenizers.register(STEMMED, stemmed_analyzer());
    tokenizers.register(FOLDED, folded_analyzer());
}

/// One word of a text: where it is, its folded form and, unless it is a stop word, its stem.
#[derive(Debug, Clone, PartialEq)]
pub struct Word {
    pub start: usize,
    pub end: usize,
    pub folded: String,
    pub stem: Option<String>,
}

/// The words of `text` in order, each with its folded form and stem.
pub fn words(text: &str) -> Vec<Word> {
    let mut stems = HashMap::new();
    let mut stemmed = stemmed_analyzer();
    let mut stream = stemmed.token_stream(text);
    while let Some(token) = stream.next() {
        stems.insert(token.offset_from, token.text.clone());
    }
    let mut folded = folded_analyzer();
    let mut stream = folded.token_stream(text);
    let mut words = Vec::new();
    while let Some(token) = stream.next() {
        words.push(Word {
            start: token.offset_from,
            end: token.offset_to,
            folded: token.text.clone(),
            stem: stems.remove(&token.offset_from),
        });
    }
    words
}

/// Whether `a` becomes `b` with at most one insertion, deletion, substitution or swap of
/// two neighbours: the typo the search forgives.
pub fn within_one_edit(a: &str, b: &str) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (short, long) = if a.len() <= b.len() { (&a, &b) } else { (&b, &a) };
    if long.len() - short.len() > 1 {
        return false;
    }
    let common_prefix = short.iter().zip(long.iter()).take_while(|(x, y)| x == y).count();
    if common_prefix == short.len() {
        return true;
    }
    let i = common_prefix;
    if short.len() == long.len() {
        let substituted = short[i + 1..] == long[i + 1..];
        let swapped = i + 1 < short.len() && short[i] == long[i + 1] && short[i + 1] == long[i] && short[i + 2..] == long[i + 2..];
        substituted || swapped
    } else {
        short[i..] == long[i + 1..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stems(text: &str) -> Vec<String> {
        words(text).into_iter().filter_map(|word| word.stem).collect()
    }

    #[test]
    fn inflections_and_accents_share_a_stem() {
        assert_eq!(stems("entrepreneuriales"), stems("entrepreneurial"));
        assert_eq!(stems("Économie"), stems("economie"));
        assert_eq!(stems("économiques"), stems("ECONOMIQUE"));
    }

    #[test]
    fn stop_words_have_no_stem_but_keep_their_folded_form() {
        let text = "L'économie était aux Comores";
        let words = words(text);
        let folded: Vec<&str> = words.iter().map(|w| w.folded.as_str()).collect();
        assert_eq!(folded, ["l", "economie", "etait", "aux", "comores"]);
        let stemmed: Vec<bool> = words.iter().map(|w| w.stem.is_some()).collect();
        assert_eq!(stemmed, [false, true, false, false, true]);
        assert_eq!(words[4].stem.as_deref(), Some("comor"));
        assert_eq!(&text[words[2].start..words[2].end], "était");
    }

    #[test]
    fn one_edit_means_one_insertion_deletion_substitution_or_swap() {
        assert!(within_one_edit("tourisme", "tourisme"));
        assert!(within_one_edit("tourisme", "tourism"));
        assert!(within_one_edit("tourisme", "touriseme"));
        assert!(within_one_edit("tourisme", "tourisne"));
        assert!(within_one_edit("tourisme", "toruisme"));
        assert!(!within_one_edit("tourisme", "torusime"));
        assert!(!within_one_edit("tourisme", "touri"));
        assert!(!within_one_edit("abc", "xyz"));
    }
}
