//! A seeded generator of French-looking blog posts for measuring at scale (the search
//! benchmark, `vitrine seed-posts`): the project's own demo articles give the common
//! vocabulary, invented words give a large tail, and word frequencies follow Zipf's law
//! as in real text, so index sizes, posting lists and pages look like a real blog's.

use std::collections::HashSet;

use crate::db::posts_admin::NewPost;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const VOCABULARY_SIZE: usize = 40_000;
const CATEGORIES: [&str; 6] = ["Entrepreneuriat", "Financement", "Innovation", "Tourisme", "Agriculture", "Société"];
/// The most frequent words of French text, ranked first.
const COMMON: &[&str] = &[
    "de", "la", "le", "et", "les", "des", "en", "un", "une", "du", "est", "pour", "que", "qui", "dans", "à", "au",
    "sur", "par", "plus", "pas", "ce", "il", "elle", "nous", "sont", "avec", "se", "ne", "son", "sa", "ses", "leur",
    "mais",
];
const SYLLABLES: &[&str] = &[
    "ba", "ko", "ri", "man", "tel", "ra", "mo", "ni", "sa", "lou", "pe", "ta", "ve", "di", "ga", "mi", "to", "bou",
    "cha", "fi", "lo", "ne", "pa", "que", "ré", "si", "tu", "vo", "za", "an", "on", "in", "é", "ai", "eu", "ou", "tra",
    "pro",
];
const SUFFIXES: &[&str] = &["tion", "ment", "ique", "eur", "age", "ité", "iste", "ance", "oire", "al", "er", "ée", ""];

pub struct Corpus {
    vocabulary: Vec<String>,
    /// Cumulative Zipf weights, one per vocabulary rank.
    cumulative: Vec<f64>,
    rng: StdRng,
}

impl Corpus {
    pub fn new(seed: u64) -> Corpus {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut seen = HashSet::new();
        let mut vocabulary: Vec<String> = Vec::with_capacity(VOCABULARY_SIZE);
        let mut add = |word: String, vocabulary: &mut Vec<String>| {
            if seen.insert(word.clone()) {
                vocabulary.push(word);
            }
        };
        for word in COMMON {
            add(word.to_string(), &mut vocabulary);
        }
        for word in demo_words() {
            add(word, &mut vocabulary);
        }
        while vocabulary.len() < VOCABULARY_SIZE {
            let syllables = rng.random_range(2..=4);
            let mut word: String = (0..syllables).map(|_| SYLLABLES[rng.random_range(0..SYLLABLES.len())]).collect();
            word.push_str(SUFFIXES[rng.random_range(0..SUFFIXES.len())]);
            add(word, &mut vocabulary);
        }
        let mut total = 0.0;
        let cumulative = (0..vocabulary.len())
            .map(|rank| {
                total += 1.0 / (rank as f64 + 2.7);
                total
            })
            .collect();
        Corpus { vocabulary, cumulative, rng }
    }

    fn word(&mut self) -> &str {
        let total = *self.cumulative.last().expect("a vocabulary");
        let target = self.rng.random::<f64>() * total;
        let rank = self.cumulative.partition_point(|&weight| weight < target);
        &self.vocabulary[rank.min(self.vocabulary.len() - 1)]
    }

    fn sentence(&mut self, words: usize) -> String {
        let mut sentence = String::new();
        for n in 0..words {
            let word = self.word().to_string();
            if n == 0 {
                let mut chars = word.chars();
                sentence.extend(chars.next().into_iter().flat_map(char::to_uppercase));
                sentence.push_str(chars.as_str());
            } else {
                sentence.push(' ');
                sentence.push_str(&word);
            }
        }
        sentence.push('.');
        sentence
    }

    /// Roughly 350 to 850 words of body in paragraphs of 3 to 6 sentences, as a blog
    /// article published in the last five years.
    pub fn post(&mut self, n: usize) -> NewPost {
        let title_words = self.rng.random_range(4..=9);
        let title = self.sentence(title_words).trim_end_matches('.').to_string();
        let excerpt_words = self.rng.random_range(18..=40);
        let excerpt = self.sentence(excerpt_words);
        let mut paragraphs = Vec::new();
        let mut words = 0;
        let length = self.rng.random_range(350..=850);
        while words < length {
            let sentences: Vec<String> = (0..self.rng.random_range(3..=6))
                .map(|_| {
                    let sentence_words = self.rng.random_range(8..=24);
                    words += sentence_words;
                    self.sentence(sentence_words)
                })
                .collect();
            paragraphs.push(sentences.join(" "));
        }
        let days_ago = self.rng.random_range(1..5 * 365);
        let published = time::OffsetDateTime::now_utc() - time::Duration::days(days_ago);
        NewPost {
            slug: format!("article-{n}"),
            title,
            excerpt,
            // Generated words are letters only: nothing to escape.
            content_html: paragraphs.iter().map(|paragraph| format!("<p>{paragraph}</p>")).collect(),
            content_json: None,
            read_time_minutes: (words as i64 + 199) / 200,
            content_text: paragraphs.join("\n"),
            category: Some(CATEGORIES[n % CATEGORIES.len()].into()),
            published_at: Some(crate::db::format_time(published)),
            ..NewPost::default()
        }
    }
}

/// The words of the demo articles, most frequent first.
fn demo_words() -> Vec<String> {
    let demo: serde_json::Value = serde_json::from_str(include_str!("db/demo.json")).expect("demo.json");
    let mut counts: std::collections::HashMap<String, usize> = Default::default();
    for post in demo["posts"].as_array().expect("posts") {
        let html = post["content_html"].as_str().unwrap_or_default();
        for word in crate::domain::html::plain_text(html).split(|c: char| !c.is_alphanumeric()) {
            if word.chars().count() > 1 {
                *counts.entry(word.to_lowercase()).or_default() += 1;
            }
        }
    }
    let mut words: Vec<(String, usize)> = counts.into_iter().collect();
    words.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    words.into_iter().map(|(word, _)| word).collect()
}
