//! Arabic words as the index sees them. A word is written with or without its short
//! vowels and other marks, stretched by tatweel or not, its alef with a hamza or
//! without, its final ta marbuta dotted or not, its final ya dotless or not: each
//! spelling must find the others. So the marks and tatweel are dropped and those
//! letters given one form each before anything else looks at the word, the way
//! Lucene's Arabic normalizer does. The marks are dropped inside the tokenizer because
//! some of them (Quranic annotation marks) are not letters for `SimpleTokenizer`, which
//! would cut the word there; offsets stay those of the text as written, so a snippet
//! highlights the word with its marks.

use tantivy::tokenizer::{Token, TokenStream, Tokenizer};

/// Common particles, pronouns and demonstratives, in their normalized spelling: like
/// the French and English lists, they only count as the prefix of the word being typed.
/// « على » is not among them: normalized, it is spelled like the name « علي ».
pub const STOP_WORDS: [&str; 35] = [
    "في",
    "من",
    "الي",
    "عن",
    "مع",
    "ان",
    "او",
    "ثم",
    "قد",
    "لا",
    "ما",
    "لم",
    "لن",
    "هذا",
    "هذه",
    "ذلك",
    "تلك",
    "الذي",
    "التي",
    "الذين",
    "هو",
    "هي",
    "هم",
    "كان",
    "كانت",
    "بين",
    "كل",
    "بعد",
    "قبل",
    "حتي",
    "عند",
    "اذا",
    "لقد",
    "به",
    "بها",
];

/// Short vowels (harakat), shadda, sukun, superscript alef, honorific and Quranic
/// annotation marks, and tatweel: how a word is found does not depend on them.
pub fn is_ignored(c: char) -> bool {
    matches!(
        c,
        '\u{0610}'..='\u{061A}'
            | '\u{0640}'
            | '\u{064B}'..='\u{065F}'
            | '\u{0670}'
            | '\u{06D6}'..='\u{06DC}'
            | '\u{06DF}'..='\u{06E8}'
            | '\u{06EA}'..='\u{06ED}'
    )
}

/// Whether `c` belongs to a word of an Arabic text: a letter or digit, or a mark on one.
pub fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || is_ignored(c)
}

/// The one form given to letters written several ways, and Latin digits for Arabic-Indic
/// ones, so that « ٢٠٢٥ » finds « 2025 ».
fn unified(c: char) -> char {
    match c {
        'أ' | 'إ' | 'آ' | 'ٱ' => 'ا',
        'ة' => 'ه',
        'ى' => 'ي',
        '٠'..='٩' => char::from(b'0' + (c as u32 - '٠' as u32) as u8),
        '۰'..='۹' => char::from(b'0' + (c as u32 - '۰' as u32) as u8),
        other => other,
    }
}

/// `word` without its marks and tatweel, its letters in their one form.
pub fn normalize_into(word: &str, out: &mut String) {
    out.extend(word.chars().filter(|&c| !is_ignored(c)).map(unified));
}

/// Cuts a text into words (`is_word_char` runs) and gives each its normalized spelling;
/// a run of marks alone is no word.
#[derive(Clone, Default)]
pub struct ArabicTokenizer {
    token: Token,
}

pub struct ArabicTokenStream<'a> {
    text: &'a str,
    at: usize,
    token: &'a mut Token,
}

impl Tokenizer for ArabicTokenizer {
    type TokenStream<'a> = ArabicTokenStream<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> ArabicTokenStream<'a> {
        self.token.reset();
        ArabicTokenStream { text, at: 0, token: &mut self.token }
    }
}

impl TokenStream for ArabicTokenStream<'_> {
    fn advance(&mut self) -> bool {
        while let Some((from, to)) = next_word(self.text, self.at) {
            self.at = to;
            self.token.text.clear();
            normalize_into(&self.text[from..to], &mut self.token.text);
            if !self.token.text.is_empty() {
                self.token.offset_from = from;
                self.token.offset_to = to;
                self.token.position = self.token.position.wrapping_add(1);
                return true;
            }
        }
        false
    }

    fn token(&self) -> &Token {
        self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        self.token
    }
}

/// The next run of word characters at or after byte `at`.
fn next_word(text: &str, at: usize) -> Option<(usize, usize)> {
    let rest = &text[at..];
    let from = at + rest.find(is_word_char)?;
    let to = text[from..].find(|c| !is_word_char(c)).map_or(text.len(), |length| from + length);
    Some((from, to))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normalized(word: &str) -> String {
        let mut out = String::new();
        normalize_into(word, &mut out);
        out
    }

    #[test]
    fn marks_and_tatweel_go_and_letters_take_one_form() {
        assert_eq!(normalized("مُدِيرٌ"), "مدير");
        assert_eq!(normalized("الْقُرْآنُ"), "القران");
        assert_eq!(normalized("عـــربي"), "عربي");
        assert_eq!(normalized("هٰذا"), "هذا");
        for alef in ["أحمد", "إحمد", "آحمد", "ٱحمد", "احمد"] {
            assert_eq!(normalized(alef), "احمد", "{alef}");
        }
        assert_eq!(normalized("مدرسة"), normalized("مدرسه"));
        assert_eq!(normalized("مستشفى"), normalized("مستشفي"));
        assert_eq!(normalized("٢٠٢٥ ۱۹"), "2025 19");
    }

    #[test]
    fn words_keep_their_marks_and_their_place_in_the_text() {
        // U+06DF and U+06EA are Quranic marks that are no letter for `char::is_alphanumeric`.
        let text = "قَالَ: «الْعِلْمُ نُورٌ» وَال\u{06DF}كِتَا\u{06EA}بُ ـ";
        let mut tokenizer = ArabicTokenizer::default();
        let mut stream = tokenizer.token_stream(text);
        let mut words = Vec::new();
        while stream.advance() {
            let token = stream.token();
            words.push((token.text.clone(), &text[token.offset_from..token.offset_to]));
        }
        assert_eq!(
            words,
            [
                ("قال".to_string(), "قَالَ"),
                ("العلم".to_string(), "الْعِلْمُ"),
                ("نور".to_string(), "نُورٌ"),
                ("والكتاب".to_string(), "وَال\u{06DF}كِتَا\u{06EA}بُ"),
            ]
        );
    }
}
