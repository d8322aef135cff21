//! Builds the index from scratch out of the database: at start when the index is
//! missing, damaged or of an older schema, and for `vitrine reindex`.

use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::Context;
use rusqlite::Connection;
use tantivy::directory::{Directory, INDEX_WRITER_LOCK, MmapDirectory};
use tantivy::indexer::NoMergePolicy;
use tantivy::schema::Schema;
use tantivy::{Index, IndexWriter};

use super::analysis;
use super::schema::{Fields, SCHEMA_VERSION, build_schema};
use crate::db::posts_search;

/// Per indexing thread: larger segments, fewer merges, still modest on a 1 GB server.
const BULK_MEMORY_PER_THREAD: usize = 64 * 1024 * 1024;
const BULK_THREADS_MAX: usize = 4;
/// How often the progress callback hears about it.
const PROGRESS_EVERY: u64 = 500;

#[derive(Debug, Clone, PartialEq)]
pub struct RebuildReport {
    pub posts: u64,
    pub elapsed: Duration,
    pub bytes: u64,
}

/// Creates an empty index in `dir` with the analyzers registered.
fn create_index(dir: &Path) -> anyhow::Result<Index> {
    let index = Index::create_in_dir(dir, build_schema())
        .with_context(|| format!("creating the index in {}", dir.display()))?;
    analysis::register(index.tokenizers());
    Ok(index)
}

/// Replaces whatever is in `dir` by an index of every post with a publication date;
/// `progress(done, total)` is called as posts are added.
pub fn rebuild(dir: &Path, conn: &Connection, progress: &mut dyn FnMut(u64, u64)) -> anyhow::Result<RebuildReport> {
    let started = Instant::now();
    ensure_no_other_writer(dir)?;
    if dir.exists() {
        std::fs::remove_dir_all(dir).with_context(|| format!("removing the old index in {}", dir.display()))?;
    }
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let index = create_index(dir)?;
    let fields = Fields::from_schema(&index.schema())?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(BULK_THREADS_MAX);
    let mut writer: IndexWriter = index.writer_with_num_threads(threads, threads * BULK_MEMORY_PER_THREAD)?;
    writer.set_merge_policy(Box::new(NoMergePolicy));

    let total = posts_search::count_indexable(conn)?;
    let mut done = 0;
    progress(0, total);
    posts_search::for_each_indexable(conn, |post| {
        writer.add_document(fields.document(&post)).map_err(|err| crate::error::AppError::internal(err.to_string()))?;
        done += 1;
        if done % PROGRESS_EVERY == 0 {
            progress(done.min(total), total);
        }
        Ok(())
    })?;
    commit(&mut writer)?;
    // One segment: each query then sets up its term lookups and automata once, not per segment.
    let segments = index.searchable_segment_ids()?;
    if segments.len() > 1 {
        writer.merge(&segments).wait()?;
    }
    writer.wait_merging_threads()?;
    progress(total, total);
    Ok(RebuildReport { posts: done, elapsed: started.elapsed(), bytes: size_on_disk(dir) })
}

/// Commits with the schema version as payload, which tells a later start the index is current.
pub fn commit(writer: &mut IndexWriter) -> tantivy::Result<()> {
    let mut prepared = writer.prepare_commit()?;
    prepared.set_payload(SCHEMA_VERSION);
    prepared.commit()?;
    Ok(())
}

/// Refuses to pull an index from under a running server.
pub fn ensure_no_other_writer(dir: &Path) -> anyhow::Result<()> {
    if !dir.join("meta.json").exists() {
        return Ok(());
    }
    let directory = MmapDirectory::open(dir).with_context(|| format!("opening {}", dir.display()))?;
    // The server holds its own lock all along, and the writer's only while it writes.
    for lock in [&super::opening::server_lock(), &*INDEX_WRITER_LOCK] {
        directory.acquire_lock(lock).map(drop).map_err(|_| {
            anyhow::anyhow!(
                "L'index de recherche est utilisé par un serveur Vitrine en marche : arrêtez-le avant de reconstruire l'index."
            )
        })?;
    }
    Ok(())
}

pub fn size_on_disk(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|entries| entries.flatten().filter_map(|entry| entry.metadata().ok()).map(|meta| meta.len()).sum())
        .unwrap_or(0)
}

/// Whether `schema` is the one this binary writes.
pub fn is_current(schema: &Schema) -> bool {
    *schema == build_schema()
}
