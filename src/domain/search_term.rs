//! What a visitor typed in the blog's search, in the one spelling the statistics count it
//! under: « Énergie  Solaire » and « énergie solaire » are the same search.

/// The longest term kept, in characters.
pub const TERM_MAX: usize = 100;

/// `typed` trimmed, in lower case, its runs of spaces made one, cut to `TERM_MAX` characters;
/// None when nothing is left.
pub fn normalize(typed: &str) -> Option<String> {
    let words: Vec<String> = typed.split_whitespace().map(str::to_lowercase).collect();
    let joined = words.join(" ");
    let term: String = joined.chars().filter(|c| !c.is_control()).take(TERM_MAX).collect();
    let term = term.trim_end().to_string();
    (!term.is_empty()).then_some(term)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_are_counted_under_one_spelling() {
        assert_eq!(normalize("  Énergie \t  SOLAIRE \n").as_deref(), Some("énergie solaire"));
        assert_eq!(normalize("=cmd"), Some("=cmd".to_string()));
        assert_eq!(normalize("   "), None);
        assert_eq!(normalize(""), None);
        let long = normalize(&"é".repeat(150)).unwrap();
        assert_eq!(long.chars().count(), TERM_MAX);
        assert_eq!(normalize(&format!("{} b", "a".repeat(99))).unwrap(), "a".repeat(99));
    }
}
