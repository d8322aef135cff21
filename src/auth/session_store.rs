//! Login sessions kept in SQLite so they survive a restart (tower-sessions store).

use async_trait::async_trait;
use time::OffsetDateTime;
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, ExpiredDeletion, SessionStore};

use crate::db::{self, Db};

#[derive(Clone)]
pub struct SqliteSessionStore {
    db: Db,
}

impl std::fmt::Debug for SqliteSessionStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SqliteSessionStore")
    }
}

impl SqliteSessionStore {
    pub fn new(db: Db) -> Self {
        SqliteSessionStore { db }
    }
}

fn backend(err: impl std::fmt::Display) -> session_store::Error {
    session_store::Error::Backend(err.to_string())
}

fn encode(record: &Record) -> session_store::Result<String> {
    serde_json::to_string(&record.data).map_err(|err| session_store::Error::Encode(err.to_string()))
}

#[async_trait]
impl SessionStore for SqliteSessionStore {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        let data = encode(record)?;
        let expiry = record.expiry_date.unix_timestamp();
        loop {
            let id = record.id.to_string();
            let data = data.clone();
            let inserted =
                self.db.run(move |conn| db::sessions::insert(conn, &id, &data, expiry)).await.map_err(backend)?;
            if inserted {
                return Ok(());
            }
            record.id = Id::default();
        }
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        let (id, data, expiry) = (record.id.to_string(), encode(record)?, record.expiry_date.unix_timestamp());
        self.db.run(move |conn| db::sessions::upsert(conn, &id, &data, expiry)).await.map_err(backend)
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        let key = id.to_string();
        let now = OffsetDateTime::now_utc().unix_timestamp();
        let Some((data, expiry)) =
            self.db.run(move |conn| db::sessions::load(conn, &key, now)).await.map_err(backend)?
        else {
            return Ok(None);
        };
        Ok(Some(Record {
            id: *id,
            data: serde_json::from_str(&data).map_err(|err| session_store::Error::Decode(err.to_string()))?,
            expiry_date: OffsetDateTime::from_unix_timestamp(expiry)
                .map_err(|err| session_store::Error::Decode(err.to_string()))?,
        }))
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        let key = id.to_string();
        self.db.run(move |conn| db::sessions::delete(conn, &key)).await.map_err(backend)
    }
}

#[async_trait]
impl ExpiredDeletion for SqliteSessionStore {
    async fn delete_expired(&self) -> session_store::Result<()> {
        let now = OffsetDateTime::now_utc().unix_timestamp();
        self.db.run(move |conn| db::sessions::delete_expired(conn, now)).await.map_err(backend)?;
        Ok(())
    }
}
