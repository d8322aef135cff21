//! Full-text blog search over a tantivy index kept under the data directory. SQLite stays
//! the source of truth: the index is rebuilt from it whenever it is missing or doubtful,
//! and every committed change to a post is mirrored into it before the request returns.

pub mod analysis;
pub mod arabic;
mod opening;
pub mod query;
pub mod rebuild;
pub mod related;
pub mod schema;
pub mod snippet;
pub mod upkeep;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};

use anyhow::Context;
use rusqlite::Connection;
use serde::Serialize;
use tantivy::collector::{Count, TopDocs};
use tantivy::directory::DirectoryLock;
use tantivy::query::{BooleanQuery, EnableScoring, FuzzyTermQuery, MoreLikeThisQuery, Occur, Query, TermQuery};
use tantivy::schema::{IndexRecordOption, OwnedValue};
use tantivy::{DocAddress, DocSet, Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, TERMINATED, Term};
use ts_rs::TS;

use crate::db::posts::PostSummary;
use crate::db::posts_search::{self, IndexablePost, unix_seconds};
use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use opening::{STALE_MARKER, check, lock_server, open_index};
use query::{ParsedQuery, QueryWord, WordMatcher};
use schema::Fields;

/// The live writer only sees one post at a time: tantivy's smallest budget (15 MB,
/// which it does not export) is plenty, and bounds what a burst of saves can make it hold.
const LIVE_WRITER_MEMORY: usize = 15_000_000;
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
    /// Only posts written in this language are searched, with its analysis.
    pub lang: Lang,
    pub category: Option<String>,
    pub limit: usize,
}

#[derive(Clone)]
pub struct SearchIndex {
    inner: Arc<Inner>,
}

/// The index as background work holds it: not kept open once the server let it go.
pub struct WeakSearchIndex(Weak<Inner>);

impl WeakSearchIndex {
    pub fn upgrade(&self) -> Option<SearchIndex> {
        self.0.upgrade().map(|inner| SearchIndex { inner })
    }
}

struct Inner {
    dir: PathBuf,
    index: Index,
    reader: IndexReader,
    /// Changes one at a time under this lock, in the order the database committed them:
    /// a post mirrored into the index, then the similar-article lists it moves.
    changes: Mutex<Changes>,
    fields: Fields,
    /// Told of every post change, so background work learns of a newly scheduled post.
    changed: Arc<tokio::sync::Notify>,
    /// The server lock (`SERVER_LOCK`), released with the index.
    _in_use: DirectoryLock,
}

/// The only writer (tantivy allows one per index), opened by the first change and
/// closed after a quiet spell: its threads and buffers are not kept for nothing.
struct Changes {
    writer: Option<IndexWriter>,
    last_change: Instant,
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
        let in_use = lock_server(&index, dir)?;
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into()?;
        let changes = Mutex::new(Changes { writer: None, last_change: Instant::now() });
        Ok(SearchIndex {
            inner: Arc::new(Inner {
                dir: dir.to_path_buf(),
                index,
                reader,
                changes,
                fields,
                changed: Arc::new(tokio::sync::Notify::new()),
                _in_use: in_use,
            }),
        })
    }

    pub fn downgrade(&self) -> WeakSearchIndex {
        WeakSearchIndex(Arc::downgrade(&self.inner))
    }

    fn changes(&self) -> MutexGuard<'_, Changes> {
        self.inner.changes.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Brings post `id` in the index to what the database holds now (gone, draft or
    /// dated), then the similar-article lists the change moves (`related::refresh`). A
    /// failure is logged, and for the index leaves a note so the next start rebuilds;
    /// the database write it follows has succeeded and stands.
    pub fn sync_post(&self, conn: &Connection, id: i64) {
        self.sync_posts(conn, &[id]);
    }

    /// `sync_post` for many posts at once (an import's), in one commit of the index.
    pub fn sync_posts(&self, conn: &Connection, ids: &[i64]) {
        let mut changes = self.changes();
        if let Err(err) = self.try_sync_posts(&mut changes, conn, ids) {
            tracing::error!(%err, ?ids, "the search index could not follow a post change; it will be rebuilt at next start");
            if let Err(err) = std::fs::write(self.inner.dir.join(STALE_MARKER), b"") {
                tracing::error!(%err, "could not mark the search index for rebuild");
            }
        }
        if let Err(err) = related::refresh(self, conn, ids) {
            tracing::error!(%err, ?ids, "could not update the similar articles after a post change");
        }
        self.inner.changed.notify_one();
    }

    /// What `sync_post` notifies; holding it does not keep the index open.
    pub fn post_changes(&self) -> Arc<tokio::sync::Notify> {
        self.inner.changed.clone()
    }

    fn try_sync_posts(&self, changes: &mut Changes, conn: &Connection, ids: &[i64]) -> anyhow::Result<()> {
        let fields = &self.inner.fields;
        let writer = match &mut changes.writer {
            Some(writer) => writer,
            None => changes.writer.insert(
                self.inner.index.writer_with_num_threads(1, LIVE_WRITER_MEMORY).context("opening the index writer")?,
            ),
        };
        changes.last_change = Instant::now();
        for &id in ids {
            // Read under the lock: of two concurrent saves, the later mirror reads the later row.
            let post = posts_search::indexable(conn, id).map_err(|err| anyhow::anyhow!("{err}"))?;
            writer.delete_term(fields.id_term(id));
            if let Some(post) = post {
                writer.add_document(fields.document(&post))?;
            }
        }
        rebuild::commit(writer)?;
        self.inner.reader.reload()?;
        Ok(())
    }

    /// One step of computing the missing similar-article lists (`related::catch_up`),
    /// in turn with changes; true while some remain.
    pub fn catch_up_related(&self, conn: &Connection) -> AppResult<bool> {
        let _changes = self.changes();
        related::catch_up(self, conn)
    }

    /// Closes the writer when no post changed for `idle`, after its merges end; true if it did.
    pub fn close_idle_writer(&self, idle: Duration) -> bool {
        let mut changes = self.changes();
        if changes.last_change.elapsed() < idle {
            return false;
        }
        let Some(writer) = changes.writer.take() else { return false };
        if let Err(err) = writer.wait_merging_threads() {
            tracing::warn!(%err, "the search index writer ended with an error");
        }
        true
    }

    /// Whether `request` finds any post published at `now`, as the blog's search would: the
    /// statistics ask it of each search they count, so it reads the index alone, for one hit.
    pub fn finds_any(&self, now: &str, request: &SearchRequest) -> AppResult<bool> {
        let mut parsed = ParsedQuery::parse(request.lang, &request.text);
        if parsed.is_empty() {
            return Ok(false);
        }
        let fields = &self.inner.fields;
        let searcher = self.inner.reader.searcher();
        let now_unix = unix_seconds(now);
        parsed.forgive_typos_unless(|word| is_known(&searcher, fields, request.lang, word, now_unix));
        let query = parsed.to_query(fields, now_unix, request.category.as_deref());
        let top = searcher.search(&query, &TopDocs::with_limit(1).order_by_score()).map_err(internal)?;
        Ok(!top.is_empty())
    }

    /// Published posts matching `request` at `now`, best first, with the total count.
    pub fn search(&self, conn: &Connection, now: &str, request: &SearchRequest) -> AppResult<(Vec<SearchHit>, usize)> {
        let mut parsed = ParsedQuery::parse(request.lang, &request.text);
        if parsed.is_empty() || request.limit == 0 {
            return Ok((Vec::new(), 0));
        }
        let fields = &self.inner.fields;
        let searcher = self.inner.reader.searcher();
        let now_unix = unix_seconds(now);
        parsed.forgive_typos_unless(|word| is_known(&searcher, fields, request.lang, word, now_unix));
        let query = parsed.to_query(fields, now_unix, request.category.as_deref());
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

    /// The ids of up to `limit` other posts of `source`'s language and category published
    /// at `now_unix`, the most alike first: MoreLikeThis over title, excerpt and text, so
    /// two posts are alike by the distinctive words they share.
    pub fn alike(&self, source: &IndexablePost, now_unix: i64, limit: usize) -> AppResult<Vec<i64>> {
        let Some(category) = source.category.as_deref().filter(|c| !c.trim().is_empty()) else {
            return Ok(Vec::new());
        };
        let fields = &self.inner.fields;
        let text = fields.of(source.lang);
        let alike = MoreLikeThisQuery::builder()
            .with_min_doc_frequency(1)
            .with_min_term_frequency(1)
            .with_min_word_length(3)
            .with_max_query_terms(25)
            .with_boost_factor(1.0)
            .with_document_fields(vec![
                (text.title, vec![OwnedValue::Str(source.title.clone())]),
                (text.excerpt, vec![OwnedValue::Str(source.excerpt.clone())]),
                (text.text, vec![OwnedValue::Str(source.content_text.clone())]),
            ]);
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![(Occur::Must, Box::new(alike))];
        clauses.extend(query::filters(fields, now_unix, source.lang, Some(category)));
        clauses.push((Occur::MustNot, Box::new(TermQuery::new(fields.id_term(source.id), IndexRecordOption::Basic))));
        let searcher = self.inner.reader.searcher();
        let top = searcher
            .search(&BooleanQuery::new(clauses), &TopDocs::with_limit(limit).order_by_score())
            .map_err(internal)?;
        post_ids(&searcher, top.into_iter().map(|(_, address)| address))
    }
}

/// Whether a post published at `now_unix` holds `word` as typed: has the word (or its
/// stem), or, for the word being typed, some word beginning with it. Asked of published
/// posts only: whether a typo is forgiven would otherwise tell the words of drafts and
/// scheduled posts (and of deleted ones, until their segment is merged).
fn is_known(searcher: &Searcher, fields: &Fields, lang: Lang, word: &QueryWord, now_unix: i64) -> bool {
    let text = fields.of(lang);
    let folded = Term::from_field_text(text.words, &word.folded);
    let mut forms: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    if word.is_prefix {
        forms.push((Occur::Should, Box::new(FuzzyTermQuery::new_prefix(folded, 0, true))));
    } else {
        forms.push((Occur::Should, Box::new(TermQuery::new(folded, IndexRecordOption::Basic))));
        if let Some(stem) = &word.stem {
            let stem = Term::from_field_text(text.text, stem);
            forms.push((Occur::Should, Box::new(TermQuery::new(stem, IndexRecordOption::Basic))));
        }
    }
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![(Occur::Must, Box::new(BooleanQuery::new(forms)))];
    clauses.extend(query::filters(fields, now_unix, lang, None));
    matches_any(searcher, &BooleanQuery::new(clauses))
}

/// Whether some live document matches `query`; stops at the first one.
fn matches_any(searcher: &Searcher, query: &dyn Query) -> bool {
    let Ok(weight) = query.weight(EnableScoring::disabled_from_searcher(searcher)) else { return false };
    searcher.segment_readers().iter().any(|segment| {
        let Ok(mut scorer) = weight.scorer(segment, 1.0) else { return false };
        let alive = segment.alive_bitset();
        let mut doc = scorer.doc();
        while doc != TERMINATED {
            if alive.is_none_or(|alive| alive.is_alive(doc)) {
                return true;
            }
            doc = scorer.advance();
        }
        false
    })
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
    AppError::caused("search index")(err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::posts_admin::{NewPost, insert};

    fn titles(index: &SearchIndex, conn: &Connection, text: &str) -> Vec<String> {
        let request = SearchRequest { text: text.into(), limit: 10, ..SearchRequest::default() };
        let (hits, _) = index.search(conn, &crate::db::now_text(), &request).unwrap();
        hits.into_iter().map(|hit| hit.post.title).collect()
    }

    #[test]
    fn the_writer_opens_for_a_change_and_closes_when_idle_while_the_folder_stays_locked() {
        let dir = tempfile::tempdir().unwrap();
        let conn = crate::db::test_connection();
        let index = SearchIndex::open(dir.path(), &conn).unwrap();
        assert!(!index.close_idle_writer(Duration::ZERO), "no writer before the first change");

        let post = NewPost {
            slug: "volcan".into(),
            title: "Le volcan".into(),
            content_text: "Le Karthala".into(),
            published_at: Some("2025-01-01T00:00:00Z".into()),
            read_time_minutes: 1,
            ..NewPost::default()
        };
        let id = insert(&conn, &post).unwrap();
        index.sync_post(&conn, id);
        assert_eq!(titles(&index, &conn, "karthala"), ["Le volcan"]);
        assert!(!index.close_idle_writer(Duration::from_secs(60)), "kept while changes are recent");
        assert!(index.close_idle_writer(Duration::ZERO));
        assert!(rebuild::ensure_no_other_writer(dir.path()).is_err(), "a rebuild is refused without a writer too");

        crate::db::posts_admin::update(&conn, id, &NewPost { title: "Le cratère".into(), ..post }).unwrap();
        index.sync_post(&conn, id);
        assert_eq!(titles(&index, &conn, "karthala"), ["Le cratère"], "a writer opens again for the next change");
        drop(index);
        assert!(rebuild::ensure_no_other_writer(dir.path()).is_ok(), "released with the index");
    }
}
