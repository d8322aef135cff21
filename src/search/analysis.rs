//! Text analysis per language, shared by indexing, querying and snippets so the three
//! agree on what a word is. Each language has two analyzers: the stemmed one of the
//! ranked fields (lowercased, accents folded, stop words dropped, stemmed) and the
//! folded one of the field used for typos and prefixes (whole words, nothing dropped).
//! - French: French stop words and Snowball stemmer.
//! - English: Lucene's English stop words and the Snowball English (Porter 2) stemmer.
//! - Arabic: marks and tatweel dropped and letters unified first (`arabic`), a short
//!   list of particles as stop words, then tantivy's Snowball Arabic stemmer, a light
//!   stemmer that takes off the article, prefixed conjunctions and prepositions, and
//!   suffixes such as pronouns and plural endings.

use std::collections::HashMap;

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RawTokenizer, RemoveLongFilter, SimpleTokenizer, Stemmer, StopWordFilter,
    TextAnalyzer, TokenizerManager,
};

use super::arabic::{self, ArabicTokenizer};
use crate::domain::lang::Lang;

/// Longer tokens are noise (URLs, hashes) and would only bloat the dictionary. Counted
/// in bytes after Arabic normalization, so an Arabic word's marks do not count.
const LONGEST_WORD: usize = 40;
/// Words this long or longer tolerate one typo.
pub const TYPO_MIN_CHARS: usize = 5;
/// A shorter last word is matched whole: a one- or two-letter prefix matches half the dictionary.
pub const PREFIX_MIN_CHARS: usize = 3;
/// Words of a query past this many are ignored, so a pasted page cannot make a slow query.
pub const MAX_QUERY_WORDS: usize = 12;

/// Name of the analyzer of the ranked fields: in French, "Économies" and "economie" both become "econom".
pub const fn stemmed_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "vitrine_fr_stem",
        Lang::En => "vitrine_en_stem",
        Lang::Ar => "vitrine_ar_stem",
    }
}

/// Name of the analyzer of the field used for typos and prefixes.
pub const fn folded_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "vitrine_fr_fold",
        Lang::En => "vitrine_en_fold",
        Lang::Ar => "vitrine_ar_fold",
    }
}

fn stemmer_language(lang: Lang) -> Language {
    match lang {
        Lang::Fr => Language::French,
        Lang::En => Language::English,
        Lang::Ar => Language::Arabic,
    }
}

pub fn stemmed_analyzer(lang: Lang) -> TextAnalyzer {
    match lang {
        Lang::Fr | Lang::En => {
            let language = stemmer_language(lang);
            TextAnalyzer::builder(SimpleTokenizer::default())
                .filter(RemoveLongFilter::limit(LONGEST_WORD))
                .filter(LowerCaser)
                // Before folding: the French list holds accented words such as « été ».
                .filter(StopWordFilter::new(language).expect("tantivy ships French and English stop words"))
                .filter(AsciiFoldingFilter)
                .filter(Stemmer::new(language))
                .build()
        }
        Lang::Ar => TextAnalyzer::builder(ArabicTokenizer::default())
            .filter(RemoveLongFilter::limit(LONGEST_WORD))
            .filter(LowerCaser)
            .filter(StopWordFilter::remove(arabic::STOP_WORDS.map(String::from)))
            .filter(AsciiFoldingFilter)
            .filter(Stemmer::new(Language::Arabic))
            .build(),
    }
}

pub fn folded_analyzer(lang: Lang) -> TextAnalyzer {
    match lang {
        Lang::Fr | Lang::En => TextAnalyzer::builder(SimpleTokenizer::default())
            .filter(RemoveLongFilter::limit(LONGEST_WORD))
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .build(),
        Lang::Ar => TextAnalyzer::builder(ArabicTokenizer::default())
            .filter(RemoveLongFilter::limit(LONGEST_WORD))
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .build(),
    }
}

pub fn register(tokenizers: &TokenizerManager) {
    for lang in Lang::ALL {
        tokenizers.register(stemmed_name(lang), stemmed_analyzer(lang));
        tokenizers.register(folded_name(lang), folded_analyzer(lang));
    }
}

/// One word of a text: where it is and its folded form.
#[derive(Debug, Clone, PartialEq)]
pub struct Word {
    pub start: usize,
    pub end: usize,
    pub folded: String,
}

/// The words of `text` in order, lowercased and accent-folded, stop words included.
pub fn folded_words(lang: Lang, text: &str) -> Vec<Word> {
    let mut folded = folded_analyzer(lang);
    let mut stream = folded.token_stream(text);
    let mut words = Vec::new();
    while let Some(token) = stream.next() {
        words.push(Word { start: token.offset_from, end: token.offset_to, folded: token.text.clone() });
    }
    words
}

/// Where the words of `text` are, cut as the index cuts them (at every character that is
/// not a letter or digit, or in Arabic a mark on one), without analysing them: the cheap
/// first pass of snippets.
pub fn word_spans(lang: Lang, text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let is_word_char = if lang == Lang::Ar { arabic::is_word_char } else { char::is_alphanumeric };
    let mut start = None;
    text.char_indices().chain(std::iter::once((text.len(), ' '))).filter_map(move |(at, c)| {
        match (is_word_char(c), start) {
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
pub fn fold(lang: Lang, word: &str) -> String {
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    let mut folded = folded_analyzer(lang);
    let mut stream = folded.token_stream(word);
    stream.next().map(|token| token.text.clone()).unwrap_or_default()
}

/// The words of `text` with their stems; a stop word has none.
pub fn stemmed_words(lang: Lang, text: &str) -> Vec<(Word, Option<String>)> {
    let mut stems = HashMap::new();
    let mut stemmed = stemmed_analyzer(lang);
    let mut stream = stemmed.token_stream(text);
    while let Some(token) = stream.next() {
        stems.insert(token.offset_from, token.text.clone());
    }
    folded_words(lang, text)
        .into_iter()
        .map(|word| {
            let stem = stems.remove(&word.start);
            (word, stem)
        })
        .collect()
}

/// Stems one already folded word the way the index does.
pub struct WordStemmer(TextAnalyzer);

impl WordStemmer {
    pub fn new(lang: Lang) -> WordStemmer {
        let stemmer = Stemmer::new(stemmer_language(lang));
        WordStemmer(TextAnalyzer::builder(RawTokenizer::default()).filter(stemmer).build())
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
        stems_in(Lang::Fr, text)
    }

    fn stems_in(lang: Lang, text: &str) -> Vec<String> {
        stemmed_words(lang, text).into_iter().filter_map(|(_, stem)| stem).collect()
    }

    fn folded_in(lang: Lang, text: &str) -> Vec<String> {
        folded_words(lang, text).into_iter().map(|word| word.folded).collect()
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
        let words = stemmed_words(Lang::Fr, text);
        let folded: Vec<&str> = words.iter().map(|(w, _)| w.folded.as_str()).collect();
        assert_eq!(folded, ["l", "economie", "etait", "aux", "comores"]);
        let stemmed: Vec<bool> = words.iter().map(|(_, stem)| stem.is_some()).collect();
        assert_eq!(stemmed, [false, true, false, false, true]);
        assert_eq!(words[4].1.as_deref(), Some("comor"));
        assert_eq!(&text[words[2].0.start..words[2].0.end], "était");
        assert_eq!(WordStemmer::new(Lang::Fr).stem("comores"), "comor");
    }

    #[test]
    fn spans_and_folding_agree_with_the_index() {
        let text = "L'Économie, 2025 : d'ÎLE en île…";
        let spans: Vec<&str> = word_spans(Lang::Fr, text).map(|(from, to)| &text[from..to]).collect();
        let folded = folded_in(Lang::Fr, text);
        assert_eq!(spans, ["L", "Économie", "2025", "d", "ÎLE", "en", "île"]);
        assert_eq!(spans.iter().map(|word| fold(Lang::Fr, word)).collect::<Vec<_>>(), folded);
    }

    #[test]
    fn english_words_share_a_stem_and_stop_words_drop_out() {
        assert_eq!(stems_in(Lang::En, "Running"), ["run"]);
        assert_eq!(stems_in(Lang::En, "running"), stems_in(Lang::En, "run"));
        assert_eq!(stems_in(Lang::En, "economies"), stems_in(Lang::En, "economy"));
        assert_eq!(stems_in(Lang::En, "The café of the islands"), ["cafe", "island"]);
        assert_eq!(folded_in(Lang::En, "The Café"), ["the", "cafe"]);
        assert_eq!(WordStemmer::new(Lang::En).stem("running"), "run");
        assert_ne!(stems_in(Lang::Fr, "running"), ["run"], "French keeps its own stemmer");
    }

    #[test]
    fn arabic_words_match_with_or_without_marks_tatweel_and_letter_variants() {
        let vowelled = "الْمُدِيرُ يَعْمَلُ فِي الشَّرِكَةِ الكَبِيرَةِ";
        let bare = "المدير يعمل في الشركة الكبيرة";
        assert_eq!(stems_in(Lang::Ar, vowelled), stems_in(Lang::Ar, bare));
        assert_eq!(folded_in(Lang::Ar, vowelled), folded_in(Lang::Ar, bare));
        assert_eq!(folded_in(Lang::Ar, "مُدِير"), ["مدير"], "marks never cut a word");
        assert_eq!(stems_in(Lang::Ar, "العـــربية"), stems_in(Lang::Ar, "العربية"), "tatweel");
        let ahmad = stems_in(Lang::Ar, "احمد");
        for alef in ["أحمد", "إحمد", "آحمد", "ٱحمد"] {
            assert_eq!(stems_in(Lang::Ar, alef), ahmad, "{alef}");
            assert_eq!(folded_in(Lang::Ar, alef), ["احمد"], "{alef}");
        }
        assert_eq!(stems_in(Lang::Ar, "مدرسة"), stems_in(Lang::Ar, "مدرسه"), "ta marbuta");
        assert_eq!(folded_in(Lang::Ar, "مدرسة"), folded_in(Lang::Ar, "مدرسه"));
        assert_eq!(stems_in(Lang::Ar, "مستشفى"), stems_in(Lang::Ar, "مستشفي"), "alef maqsura");
        assert_eq!(folded_in(Lang::Ar, "مستشفى"), folded_in(Lang::Ar, "مستشفي"));
        assert_eq!(stems_in(Lang::Ar, "في"), Vec::<String>::new(), "a particle is a stop word");
        assert_eq!(stems_in(Lang::Ar, "الكتاب"), stems_in(Lang::Ar, "كتاب"), "the article comes off");
        let long = "اَلْمُسْتَشْفَيَاتِ";
        assert_eq!(folded_in(Lang::Ar, long), ["المستشفيات"], "marks do not count towards the length limit");
    }

    #[test]
    fn arabic_spans_and_folding_agree_with_the_index() {
        let text = "قَالَ: «الْعِلْمُ نُورٌ» ـ 2025";
        let spans: Vec<&str> = word_spans(Lang::Ar, text).map(|(from, to)| &text[from..to]).collect();
        assert_eq!(spans, ["قَالَ", "الْعِلْمُ", "نُورٌ", "ـ", "2025"]);
        let folded: Vec<String> = spans.iter().map(|word| fold(Lang::Ar, word)).filter(|w| !w.is_empty()).collect();
        assert_eq!(folded, folded_in(Lang::Ar, text));
        assert_eq!(WordStemmer::new(Lang::Ar).stem(&fold(Lang::Ar, "الْعِلْمُ")), stems_in(Lang::Ar, "العلم")[0]);
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
