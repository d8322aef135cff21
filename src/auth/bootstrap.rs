//! Makes sure an installation can be administered: if no super_admin exists,
//! create the one named by env, or `admin@localhost` with a password printed once, under the
//! owner's name from the settings if any;
//! an account that already holds that address is never promoted behind the operator's back.

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
    let (email, password, generated, source) = match (&config.admin_email, &config.admin_password) {
        (Some(email), Some(password)) => {
            let email = email.trim().to_lowercase();
            anyhow::ensure!(looks_like_email(&email), "VITRINE_ADMIN_EMAIL is not an e-mail address");
            if let Some(problem) = password::check_length(password) {
                anyhow::bail!("VITRINE_ADMIN_PASSWORD: {problem}");
            }
            (email, password.clone(), false, "VITRINE_ADMIN_EMAIL")
        }
        _ => {
            let password: String = rand::rng().sample_iter(&Alphanumeric).take(20).map(char::from).collect();
            (DEFAULT_ADMIN_EMAIL.to_string(), password, true, "the default administrator address")
        }
    };
    let lookup = email.clone();
    // Handing super_admin to an account someone may have registered, with a
    // password the operator never chose, would give that person the site.
    if let Some(holder) = db.run(move |conn| db::users::find_by_email(conn, &lookup)).await? {
        anyhow::bail!(
            "no super_admin exists and {email} ({source}) is already an account with the role {role}; \
             Vitrine will not promote it on its own. If that account is yours, run \
             `vitrine --data {data} user set-role --email {email} --role super_admin`; \
             otherwise set VITRINE_ADMIN_EMAIL and VITRINE_ADMIN_PASSWORD to an address no account uses",
            role = holder.role.as_str(),
            data = config.data_dir.display(),
        );
    }
    let hash = password::hash_blocking(password.clone()).await?;
    let stored_email = email.clone();
    db.run(move |conn| {
        // The owner's name, when the settings already hold it; otherwise the back-office asks him.
        let owner_name = db::settings::load(conn)?.identity.owner_name.trim().to_string();
        let name = Some(owner_name.as_str()).filter(|name| !name.is_empty());
        db::users::insert(conn, &stored_email, &hash, name, Role::SuperAdmin)
    })
    .await?;
    if generated {
        tracing::warn!(
            "created super_admin {email} with password {password} — it is shown only once: sign in and change it"
        );
    } else {
        tracing::info!(%email, "created super_admin from VITRINE_ADMIN_EMAIL");
    }
    Ok(())
}
