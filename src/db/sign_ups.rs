//! Self-registration while the site sends e-mail: the address is confirmed by a
//! mailed link, so an account that never confirmed proves nothing about its
//! address, and a new sign-up with that address takes the account over instead of
//! being told the address is taken (README, "Accounts").

use rusqlite::{Connection, params};

use super::users::{self, User};
use crate::domain::lang::Lang;
use crate::domain::role::Role;
use crate::error::AppResult;

/// What a sign-up did with its address.
#[derive(Debug)]
pub enum SignUp {
    /// A new unconfirmed promoter account.
    Created(User),
    /// An unconfirmed account already held the address: it now has the new
    /// password and name, its sessions and links are gone, its avatar (this
    /// previous URL) must be removed.
    TookOver { user: User, previous_avatar: Option<String> },
    /// A confirmed account (or staff, or one with dossiers) holds the address:
    /// nothing changed; its holder is told by e-mail.
    Held(User),
}

/// Creates an unconfirmed promoter account for `email` speaking `lang`, or takes
/// over the unconfirmed account that holds it, in one write transaction so
/// parallel sign-ups with one address queue instead of both creating. A held
/// account keeps its language: only its holder's own sign-up chose it.
pub fn sign_up_unconfirmed(
    conn: &mut Connection,
    email: &str,
    password_hash: &str,
    full_name: &str,
    lang: Lang,
    now: &str,
) -> AppResult<SignUp> {
    let tx = super::write_transaction(conn)?;
    let outcome = match users::find_by_email(&tx, email)? {
        None => {
            let id = users::insert_speaking(&tx, email, password_hash, Some(full_name), Role::Promoter, lang)?;
            tx.execute("UPDATE users SET email_confirmed = 0 WHERE id = ?1", [id])?;
            SignUp::Created(reload(&tx, id)?)
        }
        Some(holder) if can_be_taken_over(&tx, &holder)? => {
            tx.execute(
                "UPDATE users SET password_hash = ?1, full_name = ?2, avatar_url = NULL, last_login_at = NULL,
                 created_at = ?3, updated_at = ?3, lang = ?4 WHERE id = ?5",
                params![password_hash, full_name, now, lang, holder.id],
            )?;
            users::end_access(&tx, holder.id)?;
            SignUp::TookOver { user: reload(&tx, holder.id)?, previous_avatar: holder.avatar_url }
        }
        Some(holder) => SignUp::Held(holder),
    };
    tx.commit()?;
    Ok(outcome)
}

/// Only an active, unconfirmed promoter account without any dossier: it has
/// nothing of its own to lose, and no one ever showed it owns the address.
fn can_be_taken_over(conn: &Connection, holder: &User) -> AppResult<bool> {
    if holder.email_confirmed || !holder.active || holder.role != Role::Promoter {
        return Ok(false);
    }
    let dossiers: i64 =
        conn.query_row("SELECT count(*) FROM dossiers WHERE promoter_id = ?1", [holder.id], |row| row.get(0))?;
    Ok(dossiers == 0)
}

fn reload(conn: &Connection, id: i64) -> AppResult<User> {
    users::find_by_id(conn, id)?.ok_or_else(|| crate::error::AppError::internal("the signed-up account vanished"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-01-01T00:00:00Z";

    #[test]
    fn an_unconfirmed_address_goes_to_the_latest_sign_up_and_a_confirmed_one_stays() {
        let mut conn = crate::db::test_connection();
        let SignUp::Created(squatter) =
            sign_up_unconfirmed(&mut conn, "awa@exemple.km", "h1", "Faux", Lang::Fr, NOW).unwrap()
        else {
            panic!("a free address creates")
        };
        assert!(!squatter.email_confirmed && squatter.lang == Lang::Fr);
        conn.execute("UPDATE users SET avatar_url = '/media/avatars/x.webp' WHERE id = ?1", [squatter.id]).unwrap();
        crate::db::sessions::insert(&conn, "s", "{}", i64::MAX, Some(squatter.id)).unwrap();
        let taken = sign_up_unconfirmed(&mut conn, "AWA@exemple.km", "h2", "Awa", Lang::Ar, NOW).unwrap();
        let SignUp::TookOver { user, previous_avatar } = taken else { panic!("expected a takeover, got {taken:?}") };
        assert_eq!((user.password_hash.as_str(), user.full_name.as_deref(), user.lang), ("h2", Some("Awa"), Lang::Ar));
        assert_eq!((user.avatar_url, previous_avatar.as_deref()), (None, Some("/media/avatars/x.webp")));
        assert_eq!(crate::db::sessions::load(&conn, "s", 0).unwrap(), None, "the squatter is signed out");

        users::confirm_email(&conn, user.id).unwrap();
        let held = sign_up_unconfirmed(&mut conn, "awa@exemple.km", "h3", "Encore", Lang::En, NOW).unwrap();
        assert!(matches!(held, SignUp::Held(ref holder) if holder.password_hash == "h2"), "{held:?}");
        assert_eq!(users::find_by_id(&conn, user.id).unwrap().unwrap().lang, Lang::Ar, "the holder's language stays");
    }

    #[test]
    fn staff_and_accounts_with_dossiers_are_never_taken_over() {
        let mut conn = crate::db::test_connection();
        let modo = users::insert(&conn, "modo@exemple.km", "h", None, Role::Moderator).unwrap();
        conn.execute("UPDATE users SET email_confirmed = 0 WHERE id = ?1", [modo]).unwrap();
        assert!(matches!(
            sign_up_unconfirmed(&mut conn, "modo@exemple.km", "x", "X", Lang::Fr, NOW).unwrap(),
            SignUp::Held(_)
        ));
        let SignUp::Created(awa) = sign_up_unconfirmed(&mut conn, "awa@exemple.km", "h", "Awa", Lang::Fr, NOW).unwrap()
        else {
            panic!("created")
        };
        crate::db::dossiers::create(&conn, awa.id, "Dossier", "Description").unwrap();
        assert!(matches!(
            sign_up_unconfirmed(&mut conn, "awa@exemple.km", "x", "X", Lang::Fr, NOW).unwrap(),
            SignUp::Held(_)
        ));
    }
}
