//! The highlighted extract shown under a search hit: the passage of the article where
//! the query's words are densest, escaped for HTML, with each matched word in `<mark>`.
//! Words are cut and matched in the query's language, which is the post's: an Arabic
//! word is marked as written, with its vowels, when the query had none.

use std::collections::HashSet;

use super::analysis;
use super::query::WordMatcher;
use crate::domain::html::escape_into;

/// About two lines of a result card, in bytes of text.
const SNIPPET_BYTES: usize = 220;
/// Context kept before the first matched word of the passage.
const LEAD_BYTES: usize = 40;
/// Articles are searched whole, but extracts are only cut from their beginning, which
/// keeps a hit's cost bounded whatever the article's length.
const SCANNED_BYTES: usize = 60_000;

/// The extract of the first of `candidates` (body, then excerpt) holding a sought word;
/// the beginning of the first non-empty one when none does.
pub fn for_hit(candidates: [&str; 2], matcher: &mut WordMatcher<'_>) -> String {
    for text in candidates {
        let text = &text[..floor_char_boundary(text, SCANNED_BYTES)];
        let (words, matched) = scan(text, matcher);
        if matched.contains(&true) {
            return highlighted(text, &words, &matched);
        }
    }
    let text = candidates.into_iter().find(|text| !text.trim().is_empty()).unwrap_or("");
    let text = &text[..floor_char_boundary(text, SCANNED_BYTES)];
    let words: Vec<Span> = analysis::word_spans(matcher.lang(), text).collect();
    highlighted(text, &words, &[])
}

/// Where a word starts and ends in the text.
type Span = (usize, usize);

/// The words of `text` and whether each is sought, up to where the passage that opens
/// on the first match already holds as many different matched words as the query has:
/// no later passage could hold more.
fn scan(text: &str, matcher: &mut WordMatcher<'_>) -> (Vec<Span>, Vec<bool>) {
    let wanted = matcher.query_words();
    let mut words = Vec::new();
    let mut matched = Vec::new();
    let mut first_hit: Option<usize> = None;
    let mut distinct: HashSet<String> = HashSet::new();
    for (from, to) in analysis::word_spans(matcher.lang(), text) {
        if let Some(first) = first_hit
            && to > first + SNIPPET_BYTES
            && distinct.len() >= wanted
        {
            break;
        }
        let hit = matcher.matches(&text[from..to]);
        if hit {
            let first = *first_hit.get_or_insert(from);
            if to <= first + SNIPPET_BYTES - LEAD_BYTES {
                distinct.insert(text[from..to].to_lowercase());
            }
        }
        words.push((from, to));
        matched.push(hit);
    }
    (words, matched)
}

fn highlighted(text: &str, words: &[Span], matched: &[bool]) -> String {
    let first = best_passage_start(text, words, matched);
    let start = lead_start(text, words, first);
    let end = passage_end(text, words, start);

    let mut html = String::new();
    if start > 0 {
        html.push('…');
    }
    let mut cursor = start;
    let shown = words.iter().zip(matched).filter(|(span, hit)| **hit && span.0 >= start && span.1 <= end);
    for (&(from, to), _) in shown {
        escape_into(&mut html, &text[cursor..from]);
        html.push_str("<mark>");
        escape_into(&mut html, &text[from..to]);
        html.push_str("</mark>");
        cursor = to;
    }
    escape_into(&mut html, &text[cursor..end]);
    if end < text.len() {
        html.push('…');
    }
    html
}

/// The index of the matched word opening the passage that holds the most distinct matched words.
fn best_passage_start(text: &str, words: &[Span], matched: &[bool]) -> Option<usize> {
    let hits: Vec<usize> = (0..matched.len()).filter(|&i| matched[i]).collect();
    let mut best: Option<(usize, usize)> = None;
    for (n, &first) in hits.iter().enumerate() {
        let limit = (words[first].0 + SNIPPET_BYTES - LEAD_BYTES).min(text.len());
        let distinct: HashSet<&str> =
            hits[n..].iter().take_while(|&&i| words[i].1 <= limit).map(|&i| &text[words[i].0..words[i].1]).collect();
        if best.is_none_or(|(_, count)| distinct.len() > count) {
            best = Some((first, distinct.len()));
        }
    }
    best.map(|(first, _)| first)
}

/// Where the passage begins: at a word a little before its first match, or at the text's start.
fn lead_start(text: &str, words: &[Span], first: Option<usize>) -> usize {
    let Some(first) = first else { return 0 };
    let earliest = words[first].0.saturating_sub(LEAD_BYTES);
    let start = words[..=first].iter().map(|&(from, _)| from).find(|&from| from >= earliest).unwrap_or(0);
    if text[..start].trim().is_empty() { 0 } else { start }
}

/// Where the passage ends: after the last word that fits, or at the text's end.
fn passage_end(text: &str, words: &[Span], start: usize) -> usize {
    let limit = start + SNIPPET_BYTES;
    if limit >= text.len() {
        return text.len();
    }
    words
        .iter()
        .filter(|&&(from, to)| from >= start && to <= limit)
        .map(|&(_, to)| to)
        .next_back()
        .unwrap_or_else(|| floor_char_boundary(text, limit))
}

fn floor_char_boundary(text: &str, at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::lang::Lang;
    use crate::search::query::ParsedQuery;

    fn snippet(body: &str, excerpt: &str, query: &str) -> String {
        let query = ParsedQuery::parse(Lang::Fr, query);
        for_hit([body, excerpt], &mut WordMatcher::new(&query))
    }

    #[test]
    fn marks_every_form_of_the_words_sought() {
        assert_eq!(
            snippet("L'économie des Comores et les économies d'échelle.", "", "economie"),
            "L&#39;<mark>économie</mark> des Comores et les <mark>économies</mark> d&#39;échelle."
        );
    }

    #[test]
    fn opens_on_the_densest_passage_far_into_a_long_text() {
        let text = format!(
            "{} Le tourisme durable fait vivre les îles. {}",
            "Introduction sans rapport. ".repeat(40),
            "Fin. ".repeat(60)
        );
        let html = snippet(&text, "", "tourisme durable");
        assert!(html.starts_with('…') && html.ends_with('…'), "{html}");
        assert!(html.contains("<mark>tourisme</mark> <mark>durable</mark>"), "{html}");
        assert!(html.len() <= SNIPPET_BYTES + 60);
    }

    #[test]
    fn falls_back_to_the_excerpt_then_to_the_beginning() {
        assert_eq!(snippet("Rien ici.", "Le tourisme vert.", "tourisme"), "Le <mark>tourisme</mark> vert.");
        assert_eq!(
            snippet("<script>alert(1)</script> & co", "", "introuvable"),
            "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"
        );
        let html = snippet(&"mot ".repeat(200), "", "absent");
        assert!(html.starts_with("mot mot") && html.ends_with('…'));
        assert_eq!(snippet("", "Résumé seul.", "absent"), "Résumé seul.");
    }

    #[test]
    fn marks_arabic_words_as_written_with_their_vowels() {
        let query = ParsedQuery::parse(Lang::Ar, "المدير");
        let html = for_hit(["قَالَ المُدِيرُ: «نَعَمْ»", ""], &mut WordMatcher::new(&query));
        assert_eq!(html, "قَالَ <mark>المُدِيرُ</mark>: «نَعَمْ»");
    }

    #[test]
    fn never_cuts_a_character_in_half() {
        let text = "é".repeat(SCANNED_BYTES);
        assert!(snippet(&text, "", "e").ends_with('…'));
    }
}
