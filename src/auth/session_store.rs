//! Login sessions kept in SQLite so they survive a restart (tower-sessions store).
//! Each row also names its signed-in account, read from axum-login's data, so that
//! a password reset or a deactivation can end every session of that account.

use async_trait::async_trait;
use time::OffsetDateTime;
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, ExpiredDeletion, SessionStore};

use crate::db::{self, Db};

/// The session key under which axum-login keeps `{user_id, auth_hash}` (its default
/// name, set explicitly so the store reads the key the login layer writes).
pub const AUTH_DATA_KEY: &str = "axum-login.data";

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

/// The account signed in with this session, if any.
fn signed_in_user(record: &Record) -> Option<i64> {
    record.data.get(AUTH_DATA_KEY)?.get("user_id")?.as_i64()
}

#[async_trait]
impl SessionStore for SqliteSessionStore {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        let data = encode(record)?;
        let (expiry, user_id) = (record.expiry_date.unix_timestamp(), signed_in_user(record));
        loop {
            let id = record.id.to_string();
            let data = data.clone();
            let inserted = self
                .db
                .run(move |conn| db::sessions::insert(conn, &id, &data, expiry, user_id))
                .await
                .map_err(backend)?;
            if inserted {
                return Ok(());
            }
            record.id = Id::default();
        }
    }

    /// tower-sessions calls `save` only for a session it loaded from the store in
    /// this request; one deleted since (reset, deactivation) stays deleted.
    async fn save(&self, record: &Record) -> session_store::Result<()> {
        let (id, data, expiry) = (record.id.to_string(), encode(record)?, record.expiry_date.unix_timestamp());
        let user_id = signed_in_user(record);
        self.db.run(move |conn| db::sessions::update(conn, &id, &data, expiry, user_id)).await.map_err(backend)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signed_in_account_is_read_from_the_login_data() {
        let mut record = Record { id: Id::default(), data: Default::default(), expiry_date: OffsetDateTime::now_utc() };
        assert_eq!(signed_in_user(&record), None);
        record.data.insert(AUTH_DATA_KEY.into(), serde_json::json!({ "user_id": 42, "auth_hash": [1, 2] }));
        assert_eq!(signed_in_user(&record), Some(42));
        record.data.insert(AUTH_DATA_KEY.into(), serde_json::json!({ "user_id": null, "auth_hash": null }));
        assert_eq!(signed_in_user(&record), None);
    }
}
