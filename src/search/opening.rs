//! How the search index is opened: trusted only when it is whole, of this schema and in
//! step with the posts, and held by one server at a time.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::Context;
use rusqlite::Connection;
use tantivy::Index;
use tantivy::directory::{Directory, DirectoryLock, Lock};

use super::schema::SCHEMA_VERSION;
use super::{analysis, rebuild};
use crate::db::posts_search;

/// Left in the index folder when a change could not be mirrored: the next start rebuilds.
pub(super) const STALE_MARKER: &str = "vitrine-stale";
/// Held by the running server in the index folder. The writer (and tantivy's own lock
/// with it) is closed when idle, so this is what tells a second server or `vitrine
/// reindex` that the folder is in use.
const SERVER_LOCK: &str = "vitrine-server.lock";

pub(super) fn server_lock() -> Lock {
    Lock { filepath: PathBuf::from(SERVER_LOCK), is_blocking: false }
}

/// Takes the server lock. A server stopping in the same process may hold it a moment
/// longer, until its background work ends its current step: wait for that, not more.
pub(super) fn lock_server(index: &Index, dir: &Path) -> anyhow::Result<DirectoryLock> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        match index.directory().acquire_lock(&server_lock()) {
            Ok(lock) => return Ok(lock),
            Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(50)),
            Err(_) => anyhow::bail!(
                "L'index de recherche {} est déjà utilisé par un autre serveur Vitrine sur ce dossier de données.",
                dir.display()
            ),
        }
    }
}

pub(super) fn open_index(dir: &Path) -> anyhow::Result<Index> {
    let index = Index::open_in_dir(dir).with_context(|| format!("opening the search index in {}", dir.display()))?;
    analysis::register(index.tokenizers());
    Ok(index)
}

/// The index in `dir` if it can be trusted, or why not.
pub(super) fn check(dir: &Path, conn: &Connection) -> Result<Index, String> {
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
