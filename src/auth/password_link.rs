//! Single-use links to choose a password, shared by the API and the CLI: a fresh
//! secret whose hash is stored, put in the address of the page that reads it, in the
//! account's language.

use rusqlite::Connection;
use time::OffsetDateTime;

use crate::db::{self, users::User};
use crate::domain::account_token::{TokenPurpose, new_secret};
use crate::error::AppResult;
use crate::http::pages::table::{SignIn, mailed_link};

#[derive(Debug, Clone)]
pub struct PasswordLink {
    pub url: String,
    /// RFC 3339 UTC.
    pub expires_at: String,
}

/// Issues a link for `user`; `base` is the site's public base URL.
pub fn issue(conn: &Connection, user: &User, purpose: TokenPurpose, base: &str) -> AppResult<PasswordLink> {
    let secret = new_secret();
    let expires_at = db::format_time(purpose.expiry_from(OffsetDateTime::now_utc()));
    db::account_tokens::insert(conn, user.id, &secret.hash, purpose.as_str(), &expires_at)?;
    let languages = db::settings::languages(conn)?;
    let url = mailed_link(base, SignIn::ResetPassword, user.lang, languages, Some(&secret.secret));
    Ok(PasswordLink { url, expires_at })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::account_token::hash_secret;
    use crate::domain::role::Role;

    #[test]
    fn a_link_names_the_page_and_opens_its_account() {
        let conn = db::test_connection();
        let id = db::users::insert(&conn, "awa@exemple.km", "", None, Role::Moderator).unwrap();
        let user = db::users::find_by_id(&conn, id).unwrap().unwrap();
        let link = issue(&conn, &user, TokenPurpose::Invitation, "https://exemple.km").unwrap();
        let secret = link.url.strip_prefix("https://exemple.km/reinitialiser-mot-de-passe/").unwrap();
        assert_eq!(db::account_tokens::holder(&conn, &hash_secret(secret), &db::now_text()).unwrap(), Some(id));
        assert!(link.expires_at > db::now_text());
        let stored: String = conn.query_row("SELECT token_hash FROM account_tokens", [], |row| row.get(0)).unwrap();
        assert_ne!(stored, secret, "only the hash is stored");
    }
}
