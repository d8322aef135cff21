//! The index's fields and how a post becomes a document. Changing either means bumping
//! `SCHEMA_VERSION`, so indexes written by an older binary are rebuilt at start.

use tantivy::schema::{FAST, Field, INDEXED, IndexRecordOption, STRING, Schema, TextFieldIndexing, TextOptions};
use tantivy::{TantivyDocument, Term, doc};

use super::analysis::{FOLDED, STEMMED};
use crate::db::posts_search::IndexablePost;

/// Written into every commit; an index carrying another version is rebuilt.
pub const SCHEMA_VERSION: &str = "vitrine-search-2";

#[derive(Debug, Clone, Copy)]
pub struct Fields {
    pub id: Field,
    /// Unix seconds; only posts published at or before the query's "now" are searched.
    pub published: Field,
    /// The exact category, for the category filter.
    pub category: Field,
    /// Title and excerpt again on their own, so a word found there can rank higher.
    pub title: Field,
    pub excerpt: Field,
    /// All the post's text by stem: what a word must be found in (or in `words`).
    pub text: Field,
    /// Every word of the post, unstemmed, for typo-tolerant and prefix matching.
    pub words: Field,
}

impl Fields {
    pub fn from_schema(schema: &Schema) -> tantivy::Result<Fields> {
        Ok(Fields {
            id: schema.get_field("id")?,
            published: schema.get_field("published")?,
            category: schema.get_field("category")?,
            title: schema.get_field("title")?,
            excerpt: schema.get_field("excerpt")?,
            text: schema.get_field("text")?,
            words: schema.get_field("words")?,
        })
    }

    pub fn id_term(&self, id: i64) -> Term {
        Term::from_field_i64(self.id, id)
    }

    pub fn document(&self, post: &IndexablePost) -> TantivyDocument {
        let category = post.category.as_deref().unwrap_or("");
        doc!(
            self.id => post.id,
            self.published => post.published_unix,
            self.category => category,
            self.title => post.title.as_str(),
            self.excerpt => post.excerpt.as_str(),
            self.text => post.title.as_str(),
            self.text => post.excerpt.as_str(),
            self.text => post.content_text.as_str(),
            self.text => category,
            self.words => post.title.as_str(),
            self.words => post.excerpt.as_str(),
            self.words => post.content_text.as_str(),
            self.words => category,
        )
    }
}

pub fn build_schema() -> Schema {
    // Ranking needs term frequencies; no phrase queries are made, so positions are not kept.
    let ranked = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default().set_tokenizer(STEMMED).set_index_option(IndexRecordOption::WithFreqs),
    );
    let matched_only = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default().set_tokenizer(FOLDED).set_index_option(IndexRecordOption::Basic),
    );
    let mut builder = Schema::builder();
    builder.add_i64_field("id", INDEXED | FAST);
    builder.add_i64_field("published", INDEXED | FAST);
    builder.add_text_field("category", STRING);
    builder.add_text_field("title", ranked.clone());
    builder.add_text_field("excerpt", ranked.clone());
    builder.add_text_field("text", ranked);
    builder.add_text_field("words", matched_only);
    builder.build()
}
