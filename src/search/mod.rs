//! Full-text blog search over a tantivy index kept under the data directory. SQLite stays
//! the source of truth: the index is rebuilt from it whenever it is missing or doubtful,
//! and every committed change to a post is mirrored into it before the request returns.

pub mod analysis;
pub mod query;
pub mod rebuild;
pub mod schema;
pub mod snippet;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use anyhow::Context;
use rusqlite::Connection;
use serde::Serialize;
use tantivy::collector::{Count, TopDocs};
use tantivy::query::{BooleanQuery, MoreLikeThisQuery, Occur, Query, TermQuery};
use tantivy::schema::{IndexRecordOption, OwnedValue};
use tantivy::{DocAddress, Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, Term};
use ts_rs::TS;

use crate::db::posts::{self, PostSummary};
use crate::db::posts_search::{self, unix_seconds};
use crate::error::{AppError, AppResult};
use query::{ParsedQuery, QueryWord, WordMatcher};
use schema::{Fields, SCHEMA_VERSION};

/// Left in the index folder when a change could not be mirrored: the next start rebuilds.
const STALE_MARKER: &str = "vitrine-stale";
/// The live writer only sees one post at a time.
const LIVE_WRITER_MEMORY: usize = 20 * 1024 * 1024;

/// One search result: the post as lists show it, and the passage where it matched.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SearchHit {
    #[serde(flatten)]
    #[ts(flatten)]
    pub post: PostSummary,
    /// HTML: escaped text where only `<mark>` elements are markup.
    pub snippet: String,
}

#[derive(Debug, Clone, Default)]
pub struct SearchRequest {
    pub text: String,
    pub category: Option<String>,
    pub limit: usize,
}

#[derive(Clone)]
pub struct SearchIndex {
    inner: Arc<Inner>,
}

struct Inner {
    dir: PathBuf,
    reader: IndexReader,
    /// The only writer: tantivy allows one per index, and mirroring posts one at a time
    /// under this lock keeps the index in the order the database committed.
    writer: Mutex<IndexWriter>,
    fields: Fields,
}

impl SearchIndex {
    /// Opens the index in `dir`, first rebuilding it from the database if it is missing,
    /// damaged, of an older schema or out of step with the posts.
    pub fn open(dir: &Path, conn: &Connection) -> anyhow::Result<SearchIndex> {
        let index = match check(dir, conn) {
            Ok(index) => index,
            Err(reason) => {
                tracing::warn!(%reason, "rebuilding the search index");
                let report = rebuild::rebuild(dir, conn, &mut |_, _| {})?;
                tracing::info!(posts = report.posts, ms = report.elapsed.as_millis() as u64, "search index rebuilt");
                open_index(dir)?
            }
        };
        let fields = Fields::from_schema(&index.schema())?;
        let writer = index.writer_with_num_threads(1, LIVE_WRITER_MEMORY).map_err(|err| match err {
            tantivy::TantivyError::LockFailure(..) => anyhow::anyhow!(
                "L'index de recherche {} est déjà utilisé par un autre serveur Vitrine sur ce dossier de données.",
                dir.display()
            ),
            other => anyhow::Error::new(other).context("opening the search index writer"),
        })?;
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into()?;
        Ok(SearchIndex {
            inner: Arc::new(Inner { dir: dir.to_path_buf(), reader, writer: Mutex::new(writer), fields }),
        })
    }

    /// Brings post `id` in the index to what the database holds now (gone, draft or
    /// dated). A failure is logged and leaves a note so the next start rebuilds; the
    /// database write it follows has succeeded and stands.
    pub fn sync_post(&self, conn: &Connection, id: i64) {
        if let Err(err) = self.try_sync_post(conn, id) {
            tracing::error!(%err, id, "the search index could not follow a post change; it will be rebuilt at next start");
            if let Err(err) = std::fs::write(self.inner.dir.join(STALE_MARKER), b"") {
                tracing::error!(%err, "could not mark the search index for rebuild");
            }
        }
    }

    fn try_sync_post(&self, conn: &Connection, id: i64) -> anyhow::Result<()> {
        let fields = &self.inner.fields;
        let mut writer = self.inner.writer.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Read under the writer lock: of two concurrent saves, the later mirror reads the later row.
        let post = posts_search::indexable(conn, id).map_err(|err| anyhow::anyhow!("{err}"))?;
        writer.delete_term(fields.id_term(id));
        if let Some(post) = post {
            writer.add_document(fields.document(&post))?;
        }
        rebuild::commit(&mut writer)?;
        self.inner.reader.reload()?;
        Ok(())
    }

    /// Published posts matching `request` at `now`, best first, with the total count.
    pub fn search(&self, conn: &Connection, now: &str, request: &SearchRequest) -> AppResult<(Vec<SearchHit>, usize)> {
        let mut parsed = ParsedQuery::parse(&request.text);
        if parsed.is_empty() || request.limit == 0 {
            return Ok((Vec::new(), 0));
        }
        let fields = &self.inner.fields;
        let searcher = self.inner.reader.searcher();
        parsed.forgive_typos_unless(|word| is_known(&searcher, fields, word));
        let query = parsed.to_query(fields, unix_seconds(now), request.category.as_deref());
        let (total, top) =
            searcher.search(&query, &(Count, TopDocs::with_limit(request.limit).order_by_score())).map_err(internal)?;
        let ids = post_ids(&searcher, top.into_iter().map(|(_, address)| address))?;
        let mut found = posts_search::found_posts(conn, now, &ids)?;
        let mut matcher = WordMatcher::new(&parsed);
        let hits = ids
            .iter()
            .filter_map(|id| found.remove(id))
            .map(|post| SearchHit {
                snippet: snippet::for_hit([&post.content_text, &post.summary.excerpt], &mut matcher),
                post: post.summary,
            })
            .collect();
        Ok((hits, total))
    }

    /// Up to `limit` other published posts of the same category, the most alike first;
    /// when too few share its vocabulary, the newest of the category fill in.
    pub fn similar(
        &self,
        conn: &Connection,
        now: &str,
        post: &PostSummary,
        limit: usize,
    ) -> AppResult<Vec<PostSummary>> {
        let Some(category) = post.category.as_deref().filter(|c| !c.trim().is_empty()) else {
            return Ok(Vec::new());
        };
        let Some(source) = posts_search::indexable(conn, post.id)? else { return Ok(Vec::new()) };
        let fields = &self.inner.fields;
        let alike = MoreLikeThisQuery::builder()
            .with_min_doc_frequency(1)
            .with_min_term_frequency(1)
            .with_min_word_length(3)
            .with_max_query_terms(25)
            .with_boost_factor(1.0)
            .with_document_fields(vec![
                (fields.title, vec![OwnedValue::Str(source.title)]),
                (fields.excerpt, vec![OwnedValue::Str(source.excerpt)]),
                (fields.text, vec![OwnedValue::Str(source.content_text)]),
            ]);
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![(Occur::Must, Box::new(alike))];
        clauses.extend(query::filters(fields, unix_seconds(now), Some(category)));
        clauses.push((Occur::MustNot, Box::new(TermQuery::new(fields.id_term(post.id), IndexRecordOption::Basic))));
        let searcher = self.inner.reader.searcher();
        let top = searcher
            .search(&BooleanQuery::new(clauses), &TopDocs::with_limit(limit).order_by_score())
            .map_err(internal)?;
        let ids = post_ids(&searcher, top.into_iter().map(|(_, address)| address))?;
        let mut found = posts_search::found_posts(conn, now, &ids)?;
        let mut similar: Vec<PostSummary> =
            ids.iter().filter_map(|id| found.remove(id)).map(|found| found.summary).collect();
        if similar.len() < limit {
            let newest = posts::related(conn, now, post, limit as i64 + similar.len() as i64)?;
            let missing: Vec<PostSummary> =
                newest.into_iter().filter(|candidate| similar.iter().all(|shown| shown.id != candidate.id)).collect();
            similar.extend(missing.into_iter().take(limit - similar.len()));
        }
        Ok(similar)
    }
}

/// Whether the index holds `word` as typed: some post has the word (or its stem), or,
/// for the word being typed, some word begins with it.
fn is_known(searcher: &Searcher, fields: &Fields, word: &QueryWord) -> bool {
    let has = |field, text: &str| searcher.doc_freq(&Term::from_field_text(field, text)).is_ok_and(|freq| freq > 0);
    if word.is_prefix {
        let prefix = word.folded.as_bytes();
        return searcher.segment_readers().iter().any(|segment| {
            let Ok(words) = segment.inverted_index(fields.words) else { return false };
            let Ok(mut following) = words.terms().range().ge(prefix).into_stream() else { return false };
            following.advance() && following.key().starts_with(prefix)
        });
    }
    has(fields.words, &word.folded) || word.stem.as_deref().is_some_and(|stem| has(fields.text, stem))
}

/// The database ids of `addresses`, in order.
fn post_ids(searcher: &Searcher, addresses: impl Iterator<Item = DocAddress>) -> AppResult<Vec<i64>> {
    let mut ids = Vec::new();
    for address in addresses {
        let column = searcher.segment_reader(address.segment_ord).fast_fields().i64("id").map_err(internal)?;
        ids.extend(column.first(address.doc_id));
    }
    Ok(ids)
}

fn internal(err: tantivy::TantivyError) -> AppError {
    AppError::internal(format!("search index: {err}"))
}

fn open_index(dir: &Path) -> anyhow::Result<Index> {
    let index = Index::open_in_dir(dir).with_context(|| format!("opening the search index in {}", dir.display()))?;
    analysis::register(index.tokenizers());
    Ok(index)
}

/// The index in `dir` if it can be trusted, or why not.
fn check(dir: &Path, conn: &Connection) -> Result<Index, String> {
    if !dir.join("meta.json").exists() {
        return Err("no index yet".into());
    }
    if dir.join(STALE_MARKER).exists() {
        return Err("a change could not be mirrored".into());
    }
    let index = open_index(dir).map_err(|err| format!("unreadable: {err:#}"))?;
    let metas = index.load_metas().map_err(|err| format!("unreadable metadata: {err}"))?;
    if metas.payload.as_deref() != Some(SCHEMA_VERSION) || !rebuild::is_current(&index.schema()) {
        return Err("written by another version".into());
    }
    let damaged = index.validate_checksum().map_err(|err| format!("unreadable files: {err}"))?;
    if !damaged.is_empty() {
        return Err(format!("damaged files: {damaged:?}"));
    }
    let reader = index.reader().map_err(|err| format!("unreadable segments: {err}"))?;
    let indexed = reader.searcher().num_docs();
    let expected = posts_search::count_indexable(conn).map_err(|err| err.to_string())?;
    if indexed != expected {
        return Err(format!("holds {indexed} posts where the database has {expected}"));
    }
    drop(reader);
    Ok(index)
}
