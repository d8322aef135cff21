//! The axum-login backend: credentials are checked against argon2 hashes off the
//! async runtime; an unknown e-mail, a deactivated account and an invitation not
//! yet accepted cost the same as a wrong password and get the same answer.

use std::sync::LazyLock;

use axum_login::{AuthUser, AuthnBackend, UserId};

use super::password;
use crate::db::users::User;
use crate::db::{self, Db};
use crate::error::AppError;

pub type AuthSession = axum_login::AuthSession<Backend>;

/// Verified against when the e-mail is unknown, so both failures take as long.
static DECOY_HASH: LazyLock<String> =
    LazyLock::new(|| password::hash("decoy password never used").expect("hashing the decoy"));

impl AuthUser for User {
    type Id = i64;

    fn id(&self) -> i64 {
        self.id
    }

    /// A password change invalidates every other session of the account.
    fn session_auth_hash(&self) -> &[u8] {
        self.password_hash.as_bytes()
    }
}

#[derive(Clone)]
pub struct Backend {
    db: Db,
}

pub struct Credentials {
    pub email: String,
    pub password: String,
}

impl Backend {
    pub fn new(db: Db) -> Self {
        LazyLock::force(&DECOY_HASH);
        Backend { db }
    }
}

impl AuthnBackend for Backend {
    type User = User;
    type Credentials = Credentials;
    type Error = AppError;

    async fn authenticate(&self, credentials: Credentials) -> Result<Option<User>, AppError> {
        let email = credentials.email.clone();
        let user = self.db.run(move |conn| db::users::find_by_email(conn, &email)).await?;
        let user = user.filter(|user| user.active && user.has_password());
        let hash = user.as_ref().map_or_else(|| DECOY_HASH.clone(), |user| user.password_hash.clone());
        let verified = password::verify_blocking(credentials.password, hash).await?;
        Ok(user.filter(|_| verified))
    }

    /// A deactivated account is no one: a session that outlived its deletion
    /// (a request in flight) still cannot act for it.
    async fn get_user(&self, id: &UserId<Self>) -> Result<Option<User>, AppError> {
        let id = *id;
        Ok(self.db.run(move |conn| db::users::find_by_id(conn, id)).await?.filter(|user| user.active))
    }
}
