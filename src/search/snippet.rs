//! The highlighted extract shown under a search hit: the passage of the article where
//! the query's words are densest, escaped for HTML, with each matched word in `<mark>`.

use std::collections::HashSet;

use super::analysis::{self, Word};
use super::query::ParsedQuery;

/// About two lines of a result card.
pub const SNIPPET_CHARS: usize = 220;
/// Context kept before the first matched word of the passage.
const LEAD_CHARS: usize = 40;
/// Articles are searched whole, but extracts are only cut from their beginning, which
/// keeps a hit's cost bounded whatever the article's length.
const SCANNED_BYTES: usize = 60_000;

pub fn highlighted(text: &str, query: &ParsedQuery) -> String {
    let text = &text[..floor_char_boundary(text, SCANNED_BYTES)];
    let words = analysis::words(text);
    let matched: Vec<bool> = words.iter().map(|word| query.matches(word)).collect();
    let first = best_passage_start(text, &words, &matched);
    let start = lead_start(text, &words, first);
    let end = passage_end(text, &words, start);

    let mut html = String::new();
    if start > 0 {
        html.push('…');
    }
    let mut cursor = start;
    for (word, _) in words.iter().zip(&matched).filter(|(word, hit)| **hit && word.start >= start && word.end <= end) {
        escape_into(&mut html, &text[cursor..word.start]);
        html.push_str("<mark>");
        escape_into(&mut html, &text[word.start..word.end]);
        html.push_str("</mark>");
        cursor = word.end;
    }
    escape_into(&mut html, &text[cursor..end]);
    if end < text.len() {
        html.push('…');
    }
    html
}

/// The first of `candidates` where a sought word appears, else the first that has any text.
pub fn best_source<'a>(candidates: [&'a str; 2], query: &ParsedQuery) -> &'a str {
    let scanned = |text: &'a str| &text[..floor_char_boundary(text, SCANNED_BYTES)];
    candidates
        .iter()
        .find(|text| analysis::words(scanned(text)).iter().any(|word| query.matches(word)))
        .or_else(|| candidates.iter().find(|text| !text.trim().is_empty()))
        .copied()
        .unwrap_or("")
}

/// The index of the matched word opening the passage that holds the most distinct matched words.
fn best_passage_start(text: &str, words: &[Word], matched: &[bool]) -> Option<usize> {
    let hits: Vec<usize> = (0..words.len()).filter(|&i| matched[i]).collect();
    let mut best: Option<(usize, usize)> = None;
    for (n, &first) in hits.iter().enumerate() {
        let limit = words[first].start + SNIPPET_CHARS - LEAD_CHARS.min(SNIPPET_CHARS);
        let distinct: HashSet<&str> = hits[n..]
            .iter()
            .take_while(|&&i| words[i].end <= limit.min(text.len()))
            .map(|&i| words[i].folded.as_str())
            .collect();
        if best.is_none_or(|(_, count)| distinct.len() > count) {
            best = Some((first, distinct.len()));
        }
    }
    best.map(|(first, _)| first)
}

/// Where the passage begins: at a word a little before its first match, or at the text's start.
fn lead_start(text: &str, words: &[Word], first: Option<usize>) -> usize {
    let Some(first) = first else { return 0 };
    let earliest = words[first].start.saturating_sub(LEAD_CHARS);
    let start = words[..=first].iter().map(|word| word.start).find(|&start| start >= earliest).unwrap_or(0);
    if text[..start].trim().is_empty() { 0 } else { start }
}

/// Where the passage ends: after the last word that fits, or at the text's end.
fn passage_end(text: &str, words: &[Word], start: usize) -> usize {
    let limit = start + SNIPPET_CHARS;
    if limit >= text.len() {
        return text.len();
    }
    words
        .iter()
        .filter(|word| word.start >= start && word.end <= limit)
        .map(|word| word.end)
        .next_back()
        .unwrap_or_else(|| floor_char_boundary(text, limit))
}

fn floor_char_boundary(text: &str, at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0)
}

fn escape_into(html: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => html.push_str("&amp;"),
            '<' => html.push_str("&lt;"),
            '>' => html.push_str("&gt;"),
            '"' => html.push_str("&quot;"),
            '\'' => html.push_str("&#39;"),
            _ => html.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snippet(text: &str, query: &str) -> String {
        highlighted(text, &ParsedQuery::parse(query))
    }

    #[test]
    fn marks_every_form_of_the_words_sought() {
        assert_eq!(
            snippet("L'économie des Comores et les économies d'échelle.", "economie"),
            "L&#39;<mark>économie</mark> des Comores et les <mark>économies</mark> d&#39;échelle."
        );
    }

    #[test]
    fn opens_on_the_densest_passage_far_into_a_long_text() {
        let text = format!("{} Le tourisme durable fait vivre les îles. {}", "Introduction sans rapport. ".repeat(40), "Fin. ".repeat(60));
        let html = snippet(&text, "tourisme durable");
        assert!(html.starts_with('…') && html.ends_with('…'), "{html}");
        assert!(html.contains("<mark>tourisme</mark> <mark>durable</mark>"), "{html}");
        assert!(html.chars().filter(|c| *c != '…').count() <= SNIPPET_CHARS + 60);
    }

    #[test]
    fn escapes_markup_and_starts_at_the_beginning_without_a_match() {
        assert_eq!(snippet("<script>alert(1)</script> & co", "introuvable"), "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co");
        let long = "mot ".repeat(200);
        let html = snippet(&long, "absent");
        assert!(html.starts_with("mot mot") && html.ends_with('…'));
    }

    #[test]
    fn never_cuts_a_character_in_half() {
        let text = "é".repeat(SCANNED_BYTES);
        assert!(snippet(&text, "e").ends_with('…'));
    }
}
