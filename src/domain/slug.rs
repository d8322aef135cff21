//! URL slugs derived from titles, with accents folded first so that
//! "Économie" gives "economie" rather than losing the letter, and Arabic
//! letters spelled in Latin so that an Arabic title gives a readable address.

use unicode_normalization::UnicodeNormalization;

/// lowercase, accents folded, Arabic transliterated (see `arabic`), spaces and
/// apostrophes to hyphens (« l'économie » reads as two words), other non-word
/// characters removed, repeated hyphens collapsed, edge hyphens trimmed.
pub fn slugify(title: &str) -> String {
    let mut folded = String::with_capacity(title.len());
    // Arabic writes short vowels as marks (dropped here), so و and ي after a consonant are
    // most often the long vowels u and i; elsewhere the consonants w and y.
    let mut after_consonant = false;
    for c in title.nfd().filter(|c| !unicode_normalization::char::is_combining_mark(*c)).flat_map(char::to_lowercase) {
        if c == TATWEEL {
            continue;
        }
        if let Some(letter) = arabic(c) {
            let (latin, consonant) = letter.spell(after_consonant);
            folded.push_str(latin);
            after_consonant = consonant;
            continue;
        }
        after_consonant = false;
        match c {
            'œ' => folded.push_str("oe"),
            'æ' => folded.push_str("ae"),
            c if c.is_whitespace() || matches!(c, '-' | '_' | '\'' | '’' | 'ʼ' | '‘') => folded.push('-'),
            c if c.is_ascii_alphanumeric() => folded.push(c),
            c => folded.extend(arabic_digit(c)),
        }
    }
    let mut slug = String::with_capacity(folded.len());
    for c in folded.chars() {
        if c == '-' && (slug.is_empty() || slug.ends_with('-')) {
            continue;
        }
        slug.push(c);
    }
    while slug.ends_with('-') {
        slug.pop();
    }
    slug
}

/// The stroke that stretches Arabic words for justification: no letter, not a word break.
const TATWEEL: char = '\u{0640}';

/// How an Arabic letter is spelled in a slug.
#[derive(Clone, Copy)]
enum Arabic {
    Consonant(&'static str),
    Vowel(&'static str),
    /// و and ي: a vowel after a consonant, a consonant elsewhere.
    Glide {
        vowel: &'static str,
        consonant: &'static str,
    },
}

impl Arabic {
    /// Its Latin spelling, and whether it was read as a consonant.
    fn spell(self, after_consonant: bool) -> (&'static str, bool) {
        match self {
            Arabic::Consonant(latin) => (latin, true),
            Arabic::Vowel(latin) => (latin, false),
            Arabic::Glide { vowel, .. } if after_consonant => (vowel, false),
            Arabic::Glide { consonant, .. } => (consonant, true),
        }
    }
}

/// The transliteration table, after canonical decomposition has split the hamza and madda
/// off their carriers (أ إ آ → ا, ؤ → و, ئ → ي). ع and the lone hamza ء are consonants
/// written with nothing; the Persian letters Comorian and Swahili writers also use are kept.
fn arabic(c: char) -> Option<Arabic> {
    use Arabic::{Consonant, Glide, Vowel};
    Some(match c {
        'ا' | 'ٱ' | 'ى' | 'ة' => Vowel("a"),
        'و' => Glide { vowel: "u", consonant: "w" },
        'ي' | 'ی' => Glide { vowel: "i", consonant: "y" },
        'ب' => Consonant("b"),
        'ت' | 'ط' => Consonant("t"),
        'ث' => Consonant("th"),
        'ج' => Consonant("j"),
        'ح' | 'ه' => Consonant("h"),
        'خ' => Consonant("kh"),
        'د' | 'ض' => Consonant("d"),
        'ذ' => Consonant("dh"),
        'ر' => Consonant("r"),
        'ز' | 'ظ' => Consonant("z"),
        'س' | 'ص' => Consonant("s"),
        'ش' => Consonant("sh"),
        'ع' | 'ء' => Consonant(""),
        'غ' => Consonant("gh"),
        'ف' => Consonant("f"),
        'ق' => Consonant("q"),
        'ك' | 'ک' => Consonant("k"),
        'ل' => Consonant("l"),
        'م' => Consonant("m"),
        'ن' => Consonant("n"),
        'پ' => Consonant("p"),
        'چ' => Consonant("ch"),
        'ژ' => Consonant("zh"),
        'گ' => Consonant("g"),
        'ڤ' => Consonant("v"),
        _ => return None,
    })
}

/// Arabic-Indic (٠…٩) and Eastern Arabic-Indic (۰…۹) digits as 0…9.
fn arabic_digit(c: char) -> Option<char> {
    let value = match c {
        '\u{0660}'..='\u{0669}' => c as u32 - 0x0660,
        '\u{06F0}'..='\u{06F9}' => c as u32 - 0x06F0,
        _ => return None,
    };
    char::from_digit(value, 10)
}

#[cfg(test)]
mod tests {
    use super::slugify;

    #[test]
    fn folds_accents_and_punctuation() {
        assert_eq!(
            slugify("Bâtir un écosystème entrepreneurial solide aux Comores"),
            "batir-un-ecosysteme-entrepreneurial-solide-aux-comores"
        );
        assert_eq!(
            slugify("Financer son projet en Afrique : les clés pour convaincre"),
            "financer-son-projet-en-afrique-les-cles-pour-convaincre"
        );
    }

    #[test]
    fn collapses_and_trims_hyphens() {
        assert_eq!(slugify("  --Hello   World--  "), "hello-world");
        assert_eq!(slugify("Cœur & âme"), "coeur-ame");
        assert_eq!(slugify("!!!"), "");
    }

    #[test]
    fn apostrophes_separate_words() {
        assert_eq!(slugify("L'économie bleue"), "l-economie-bleue");
        assert_eq!(slugify("Aujourd’hui l’entreprise"), "aujourd-hui-l-entreprise");
    }

    #[test]
    fn arabic_titles_are_spelled_in_latin_letters() {
        assert_eq!(slugify("الاقتصاد الرقمي في جزر القمر"), "alaqtsad-alrqmi-fi-jzr-alqmr");
        assert_eq!(slugify("تمويل مشروعك في أفريقيا"), "tmuyl-mshruk-fi-afriqia");
        assert_eq!(slugify("خطة ٢٠٣٠ للشباب"), "khta-2030-llshbab");
    }

    #[test]
    fn arabic_marks_and_hamza_carriers_fold_to_their_letter() {
        // Short vowels, shadda, sukun and tatweel are not letters of the address.
        assert_eq!(slugify("مَدْرَسَةٌ"), slugify("مدرسة"));
        assert_eq!(slugify("مـــدرسة"), "mdrsa");
        assert_eq!(slugify("يـوم"), slugify("يوم"));
        assert_eq!(slugify("أمل إيمان آمال"), "aml-ayman-amal");
        assert_eq!(slugify("مؤتمر رئيس سماء"), "mutmr-riys-sma");
        assert_eq!(slugify("على"), "la");
        assert_eq!(slugify("علم"), "lm");
    }

    #[test]
    fn consonant_and_vowel_readings_of_waw_and_ya() {
        assert_eq!(slugify("وزير"), "wzir");
        assert_eq!(slugify("يوم"), "yum");
        assert_eq!(slugify("قوي"), "quy");
    }

    #[test]
    fn arabic_punctuation_and_digits() {
        assert_eq!(slugify("لماذا؟ كيف، ومتى!"), "lmadha-kif-wmta");
        assert_eq!(slugify("۱۲ سنة"), "12-sna");
        assert_eq!(slugify("Forum 2026 : منتدى"), "forum-2026-mntda");
    }
}
