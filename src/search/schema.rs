//! The index's fields and how a post becomes a document. Changing either means bumping
//! `SCHEMA_VERSION`, so indexes written by an older binary are rebuilt at start.
//!
//! Each language has its own set of text fields (`title_fr`, `text_en`, `words_ar`…),
//! analysed by that language's analyzers (tantivy ties one analyzer to a field), and a
//! post fills only the set of its own language. So a word is looked up only among the
//! posts of the language searched, and each language's ranking statistics (how rare a
//! word is, how long a text is) are its own: a large French blog does not weigh on
//! English scores. Every query also filters on the `lang` field, which keeps a
//! language's posts apart even where a query reaches beyond its fields.

use tantivy::schema::{FAST, Field, INDEXED, IndexRecordOption, STRING, Schema, TextFieldIndexing, TextOptions};
use tantivy::{TantivyDocument, Term, doc};

use super::analysis::{folded_name, stemmed_name};
use crate::db::posts_search::IndexablePost;
use crate::domain::lang::Lang;

/// Written into every commit; an index carrying another version is rebuilt.
pub const SCHEMA_VERSION: &str = "vitrine-search-4";

#[derive(Debug, Clone, Copy)]
pub struct Fields {
    pub id: Field,
    /// Unix seconds; only posts published at or before the query's "now" are searched.
    pub published: Field,
    /// The exact category, for the category filter.
    pub category: Field,
    /// The post's language code, for the language filter.
    pub lang: Field,
    /// The text fields of each language, at its `slot`.
    languages: [TextFields; 3],
}

/// The fields holding a post's words, analysed in one language.
#[derive(Debug, Clone, Copy)]
pub struct TextFields {
    /// Title and excerpt again on their own, so a word found there can rank higher.
    pub title: Field,
    pub excerpt: Field,
    /// All the post's text by stem: what a word must be found in (or in `words`).
    pub text: Field,
    /// Every word of the post, unstemmed, for typo-tolerant and prefix matching.
    pub words: Field,
}

fn field_name(name: &str, lang: Lang) -> String {
    format!("{name}_{}", lang.code())
}

fn slot(lang: Lang) -> usize {
    match lang {
        Lang::Fr => 0,
        Lang::En => 1,
        Lang::Ar => 2,
    }
}

impl Fields {
    pub fn from_schema(schema: &Schema) -> tantivy::Result<Fields> {
        let text_fields = |lang: Lang| -> tantivy::Result<TextFields> {
            Ok(TextFields {
                title: schema.get_field(&field_name("title", lang))?,
                excerpt: schema.get_field(&field_name("excerpt", lang))?,
                text: schema.get_field(&field_name("text", lang))?,
                words: schema.get_field(&field_name("words", lang))?,
            })
        };
        Ok(Fields {
            id: schema.get_field("id")?,
            published: schema.get_field("published")?,
            category: schema.get_field("category")?,
            lang: schema.get_field("lang")?,
            languages: [text_fields(Lang::Fr)?, text_fields(Lang::En)?, text_fields(Lang::Ar)?],
        })
    }

    /// The text fields analysed in `lang`.
    pub fn of(&self, lang: Lang) -> &TextFields {
        &self.languages[slot(lang)]
    }

    pub fn id_term(&self, id: i64) -> Term {
        Term::from_field_i64(self.id, id)
    }

    pub fn lang_term(&self, lang: Lang) -> Term {
        Term::from_field_text(self.lang, lang.code())
    }

    pub fn document(&self, post: &IndexablePost) -> TantivyDocument {
        let category = post.category.as_deref().unwrap_or("");
        let text = self.of(post.lang);
        doc!(
            self.id => post.id,
            self.published => post.published_unix,
            self.category => category,
            self.lang => post.lang.code(),
            text.title => post.title.as_str(),
            text.excerpt => post.excerpt.as_str(),
            text.text => post.title.as_str(),
            text.text => post.excerpt.as_str(),
            text.text => post.content_text.as_str(),
            text.text => category,
            text.text => post.tags.as_str(),
            text.words => post.title.as_str(),
            text.words => post.excerpt.as_str(),
            text.words => post.content_text.as_str(),
            text.words => category,
            text.words => post.tags.as_str(),
        )
    }
}

pub fn build_schema() -> Schema {
    let mut builder = Schema::builder();
    builder.add_i64_field("id", INDEXED | FAST);
    builder.add_i64_field("published", INDEXED | FAST);
    builder.add_text_field("category", STRING);
    builder.add_text_field("lang", STRING);
    for lang in Lang::ALL {
        // Ranking needs term frequencies; no phrase queries are made, so positions are not kept.
        let ranked = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(stemmed_name(lang))
                .set_index_option(IndexRecordOption::WithFreqs),
        );
        let matched_only = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default().set_tokenizer(folded_name(lang)).set_index_option(IndexRecordOption::Basic),
        );
        builder.add_text_field(&field_name("title", lang), ranked.clone());
        builder.add_text_field(&field_name("excerpt", lang), ranked.clone());
        builder.add_text_field(&field_name("text", lang), ranked);
        builder.add_text_field(&field_name("words", lang), matched_only);
    }
    builder.build()
}
