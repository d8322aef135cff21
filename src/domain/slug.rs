//! URL slugs derived from titles, with accents folded first so that
//! "Économie" gives "economie" rather than losing the letter.

use unicode_normalization::UnicodeNormalization;

/// lowercase, accents folded, spaces and apostrophes to hyphens (« l'économie »
/// reads as two words), other non-word characters removed, repeated hyphens
/// collapsed, edge hyphens trimmed.
pub fn slugify(title: &str) -> String {
    let folded: String = title
        .nfd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'œ' => "oe".to_string(),
            'æ' => "ae".to_string(),
            c if c.is_whitespace() || matches!(c, '-' | '_' | '\'' | '’' | 'ʼ' | '‘') => "-".to_string(),
            c if c.is_ascii_alphanumeric() => c.to_string(),
            _ => String::new(),
        })
        .collect();
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
}
