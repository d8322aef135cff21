//! French text analysis shared by indexing, querying and snippets, so the three agree
//! on what a word is: lowercased, accents folded, stop words dropped, stemmed.

use std::collections::HashMap;

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RawTokenizer, RemoveLongFilter, SimpleTokenizer, Stemmer, StopWordFilter,
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

/// One word of a text: where it is and its folded form.
#[derive(Debug, Clone, PartialEq)]
pub struct Word {
    pub start: usize,
    pub end: usize,
    pub folded: String,
}

/// The words of `text` in order, lowercased and accent-folded, stop words included.
pub fn folded_words(text: &str) -> Vec<Word> {
    let mut folded = folded_analyzer();
    let mut stream = folded.token_stream(text);
    let mut words = Vec::new();
    while let Some(token) = stream.next() {
        words.push(Word { start: token.offset_from, end: token.offset_to, folded: token.text.clone() });
    }
    words
}

/// Where the words of `text` are, cut as the index cuts them (at every character that is
/// not a letter or digit), without analysing them: the cheap first pass of snippets.
pub fn word_spans(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut start = None;
    text.char_indices().chain(std::iter::once((text.len(), ' '))).filter_map(move |(at, c)| {
        match (c.is_alphanumeric(), start) {
            (true, None) => {
                start = Some(at);
                None
            }
            (false, Some(from)) => {
                start = None;
                Some((from, at))
            }
            _ => None,
        }
    })
}

/// One word lowercased and accent-folded, as the index stores it.
pub fn fold(word: &str) -> String {
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    let mut folded = folded_analyzer();
    let mut stream = folded.token_stream(word);
    stream.next().map(|token| token.text.clone()).unwrap_or_default()
}

/// The words of `text` with their stems; a stop word has none.
pub fn stemmed_words(text: &str) -> Vec<(Word, Option<String>)> {
    let mut stems = HashMap::new();
    let mut stemmed = stemmed_analyzer();
    let mut stream = stemmed.token_stream(text);
    while let Some(token) = stream.next() {
        stems.insert(token.offset_from, token.text.clone());
    }
    folded_words(text)
        .into_iter()
        .map(|word| {
            let stem = stems.remove(&word.start);
            (word, stem)
        })
        .collect()
}

/// Stems one already folded word the way the index does.
pub struct WordStemmer(TextAnalyzer);

impl Default for WordStemmer {
    fn default() -> Self {
        Self::new()
    }
}

impl WordStemmer {
    pub fn new() -> WordStemmer {
        WordStemmer(TextAnalyzer::builder(RawTokenizer::default()).filter(Stemmer::new(Language::French)).build())
    }

    pub fn stem(&mut self, folded: &str) -> String {
        let mut stream = self.0.token_stream(folded);
        stream.next().map(|token| token.text.clone()).unwrap_or_default()
    }
}

/// Whether `a` becomes `b` with at most one insertion, deletion, substitution or swap of
/// two neighbours: the typo the search forgives.
pub fn within_one_edit(a: &str, b: &str) -> bool {
    if a.is_ascii() && b.is_ascii() {
        return within_one_edit_of(a.as_bytes(), b.as_bytes());
    }
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    within_one_edit_of(&a, &b)
}

/// Whether `word` begins with `start` give or take one typo: the word being typed,
/// mistyped, still finds the words it begins.
pub fn begins_within_one_edit(word: &str, start: &str) -> bool {
    let length = start.chars().count();
    (length.saturating_sub(1)..=length + 1).any(|prefix_length| {
        let end = word.char_indices().nth(prefix_length).map_or(word.len(), |(at, _)| at);
        word[..end].chars().count() == prefix_length && within_one_edit(start, &word[..end])
    })
}

fn within_one_edit_of<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() - short.len() > 1 {
        return false;
    }
    let i = short.iter().zip(long.iter()).take_while(|(x, y)| x == y).count();
    if i == short.len() {
        return true;
    }
    if short.len() == long.len() {
        let substituted = short[i + 1..] == long[i + 1..];
        let swapped = i + 1 < short.len()
            && short[i] == long[i + 1]
            && short[i + 1] == long[i]
            && short[i + 2..] == long[i + 2..];
        substituted || swapped
    } else {
        short[i..] == long[i + 1..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stems(text: &str) -> Vec<String> {
        stemmed_words(text).into_iter().filter_map(|(_, stem)| stem).collect()
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
        let words = stemmed_words(text);
        let folded: Vec<&str> = words.iter().map(|(w, _)| w.folded.as_str()).collect();
        assert_eq!(folded, ["l", "economie", "etait", "aux", "comores"]);
        let stemmed: Vec<bool> = words.iter().map(|(_, stem)| stem.is_some()).collect();
        assert_eq!(stemmed, [false, true, false, false, true]);
        assert_eq!(words[4].1.as_deref(), Some("comor"));
        assert_eq!(&text[words[2].0.start..words[2].0.end], "était");
        assert_eq!(WordStemmer::new().stem("comores"), "comor");
    }

    #[test]
    fn spans_and_folding_agree_with_the_index() {
        let text = "L'Économie, 2025 : d'ÎLE en île…";
        let spans: Vec<&str> = word_spans(text).map(|(from, to)| &text[from..to]).collect();
        let folded: Vec<String> = folded_words(text).into_iter().map(|word| word.folded).collect();
        assert_eq!(spans, ["L", "Économie", "2025", "d", "ÎLE", "en", "île"]);
        assert_eq!(spans.iter().map(|word| fold(word)).collect::<Vec<_>>(), folded);
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
        assert!(
            begins_within_one_edit("entrepreneuriat", "entreprenuer")
                && !begins_within_one_edit("entre", "entreprenuer")
        );
        assert!(within_one_edit("île", "ile") && within_one_edit("الحب", "الحبب") && !within_one_edit("île", "il"));
    }
}
