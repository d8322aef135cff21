//! Makes sure an installation can be administered: if no super_admin exists,
//! create the one named by env, or `admin@localhost` with a password printed once.

use rand::Rng;
use rand::distr::Alphanumeric;

use crate::config::Config;
use crate::db::{self, Db};
use crate::domain::role::Role;
use crate::domain::text::looks_like_email;

use super::password;

pub const DEFAULT_ADMIN_EMAIL: &str = "admin@localhost";

pub async fn ensure_super_admin(db: &Db, config: &Config) -> anyhow::Result<()> {
    let existing = db.run(|conn| db::users::count_with_role(conn, Role::SuperAdmin)).await?;
    if existing > 0 {
        return Ok(());
    }
    let (email, password, generated) = match (&config.admin_email, &config.admin_password) {
        (Some(email), Some(password)) => {
            let email = email.trim().to_lowercase();
            anyhow::ensure!(looks_like_email(&email), "VITRINE_ADMIN_EMAIL is not an e-mail address");
            if let Some(problem) = password::check_length(password) {
                anyhow::bail!("VITRINE_ADMIN_PASSWORD: {problem}");
            }
            (email, password.clone(), false)
        }
        _ => {
            let password: String = rand::rng().sample_iter(&Alphanumeric).take(20).map(char::from).collect();
            (DEFAULT_ADMIN_EMAIL.to_string(), password, true)
        }
    };
    let hash = password::hash_blocking(password.clone()).await?;
    let stored_email = email.clone();
    let promoted = db
        .run(move |conn| {
            if db::users::set_role(conn, &stored_email, Role::SuperAdmin)? {
                return Ok(true);
            }
            db::users::insert(conn, &stored_email, &hash, Some("Administrateur"), Role::SuperAdmin)?;
            Ok(false)
        })
        .await?;
    if promoted {
        tracing::info!(%email, "existing account promoted to super_admin");
    } else if generated {
        tracing::warn!(
            "created super_admin {email} with password {password} — it is shown only once: sign in and change it"
        );
    } else {
        tracing::info!(%email, "created super_admin from VITRINE_ADMIN_EMAIL");
    }
    Ok(())
}
