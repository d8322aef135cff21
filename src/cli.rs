//! The sub-commands that work on the data directory from a shell: `vitrine user …`
//! (accounts), `vitrine reindex` (search index) and `seed-posts` (generated posts for
//! measuring), plus the container health check.

use std::io::{IsTerminal, Read, Write};
use std::path::Path;

use anyhow::Context;

use crate::auth::{password, password_link};
use crate::config::UserCommand;
use crate::db;
use crate::domain::account_token::TokenPurpose;
use crate::domain::limits;
use crate::domain::text::{looks_like_email, single_line};
use crate::error::AppError;
use crate::search::rebuild::{self, RebuildReport};
use crate::search::{SearchIndex, related};

pub fn run_user_command(data_dir: &Path, command: UserCommand) -> anyhow::Result<()> {
    std::fs::create_dir_all(data_dir).with_context(|| format!("creating {}", data_dir.display()))?;
    let mut conn = db::open_connection(&crate::config::database_path(data_dir))?;
    db::migrate(&mut conn)?;
    match command {
        UserCommand::Add { email, role, name, password_stdin: _ } => {
            let email = email.trim().to_lowercase();
            anyhow::ensure!(looks_like_email(&email), "« {email} » n'est pas une adresse e-mail valide.");
            let name = single_line(&name);
            anyhow::ensure!(!name.is_empty(), "Le nom est requis : --name \"Prénom Nom\".");
            anyhow::ensure!(
                name.chars().count() <= limits::PERSON_NAME,
                "Le nom ne peut pas dépasser {} caractères.",
                limits::PERSON_NAME
            );
            let password = read_password(std::io::stdin())?;
            if let Some(problem) = password::check_length(&password) {
                anyhow::bail!(problem);
            }
            let hash = password::hash(&password)?;
            let id =
                db::users::insert(&conn, &email, &hash, Some(&name), role).map_err(|err| anyhow::anyhow!("{err}"))?;
            println!("Compte créé : {email} ({}), id {id}", role.as_str());
        }
        UserCommand::SetRole { email, role } => {
            let email = email.trim().to_lowercase();
            let user = db::users::find_by_email(&conn, &email).map_err(|err| anyhow::anyhow!("{err}"))?;
            let Some(user) = user else { anyhow::bail!("Aucun compte pour {email}.") };
            // The same rule as the back-office: the site always keeps an active super_admin.
            let changes = db::users::AccountChanges { role: Some(role), ..Default::default() };
            db::users::update_account(&mut conn, user.id, &changes).map_err(|err| match err {
                AppError::Conflict(message) => anyhow::anyhow!(message),
                other => anyhow::anyhow!("{other}"),
            })?;
            println!("Rôle de {email} : {}", role.as_str());
        }
        UserCommand::List => {
            let users = db::users::list(&conn, None).map_err(|err| anyhow::anyhow!("{err}"))?;
            println!("{:<6} {:<32} {:<12} {:<10} {:<5} {:<21} NOM", "ID", "E-MAIL", "RÔLE", "ÉTAT", "2FA", "CRÉÉ LE");
            for user in users {
                let two_factor =
                    crate::auth::two_factor::enabled(&conn, user.id).map_err(|err| anyhow::anyhow!("{err}"))?;
                let state = match (user.active, user.has_password()) {
                    (false, _) => "désactivé",
                    (true, false) => "invité",
                    (true, true) => "actif",
                };
                println!(
                    "{:<6} {:<32} {:<12} {:<10} {:<5} {:<21} {}",
                    user.id,
                    user.email,
                    user.role.as_str(),
                    state,
                    if two_factor { "oui" } else { "non" },
                    user.created_at,
                    user.full_name.unwrap_or_default()
                );
            }
        }
        UserCommand::ResetLink { email, public_url, addr } => {
            let user = find_account(&conn, &email)?;
            anyhow::ensure!(user.active, "Le compte {} est désactivé : réactivez-le d'abord.", user.email);
            let base = crate::http::site_origin::configured_base(public_url.as_deref(), addr);
            let link = password_link::issue(&conn, &user, TokenPurpose::Reset, &base)
                .map_err(|err| anyhow::anyhow!("{err}"))?;
            println!("{}", link.url);
            eprintln!("Lien à usage unique pour {}, valable jusqu'au {} (UTC).", user.email, link.expires_at);
        }
        UserCommand::ResetTwoFactor { email } => {
            let user = find_account(&conn, &email)?;
            let tx = db::write_transaction(&mut conn)?;
            let removed = db::two_factor::remove(&tx, user.id).map_err(|err| anyhow::anyhow!("{err}"))?;
            db::sessions::delete_for_user(&tx, user.id).map_err(|err| anyhow::anyhow!("{err}"))?;
            tx.commit()?;
            if removed {
                println!(
                    "Double authentification de {} supprimée (clé et codes de récupération) ; ses sessions ouvertes \
                     sont terminées. Il se connecte avec son mot de passe et peut la réactiver depuis « Mon Profil ».",
                    user.email
                );
            } else {
                println!(
                    "{} n'avait pas de double authentification ; ses sessions ouvertes sont terminées.",
                    user.email
                );
            }
        }
        UserCommand::SetPassword { email, password_stdin: _ } => {
            let user = find_account(&conn, &email)?;
            let password = read_password(std::io::stdin())?;
            if let Some(problem) = password::check_length(&password) {
                anyhow::bail!(problem);
            }
            let hash = password::hash(&password)?;
            let tx = db::write_transaction(&mut conn)?;
            db::users::reset_password(&tx, user.id, &hash).map_err(|err| anyhow::anyhow!("{err}"))?;
            tx.commit()?;
            println!("Mot de passe de {} changé ; ses sessions ouvertes sont terminées.", user.email);
        }
    }
    Ok(())
}

fn find_account(conn: &rusqlite::Connection, email: &str) -> anyhow::Result<db::users::User> {
    let email = email.trim().to_lowercase();
    db::users::find_by_email(conn, &email)
        .map_err(|err| anyhow::anyhow!("{err}"))?
        .ok_or_else(|| anyhow::anyhow!("Aucun compte pour {email}."))
}

/// Rebuilds the search index of `data_dir` from its database, reporting to `progress`,
/// then computes every similar-article list afresh.
pub fn reindex(data_dir: &Path, progress: &mut dyn FnMut(u64, u64)) -> anyhow::Result<RebuildReport> {
    let database = crate::config::database_path(data_dir);
    anyhow::ensure!(database.exists(), "Aucune base de données dans {} : vérifiez --data.", data_dir.display());
    let mut conn = db::open_connection(&database)?;
    db::migrate(&mut conn)?;
    rebuild_search(data_dir, &conn, progress)
}

fn rebuild_search(
    data_dir: &Path,
    conn: &rusqlite::Connection,
    progress: &mut dyn FnMut(u64, u64),
) -> anyhow::Result<RebuildReport> {
    let dir = crate::config::search_dir(data_dir);
    let report = rebuild::rebuild(&dir, conn, progress)?;
    let index = SearchIndex::open(&dir, conn)?;
    related::compute_all(&index, conn).map_err(|err| anyhow::anyhow!("{err}"))?;
    Ok(report)
}

/// How many generated posts are written per transaction.
const SEED_BATCH: usize = 1_000;
/// The same posts on every run, so that measurements compare.
const SEED: u64 = 2026;

/// Adds `count` generated published posts to `data_dir` (`corpus`), then rebuilds the
/// search index and similar articles as `reindex` does. Refuses while a server runs.
pub fn seed_posts(data_dir: &Path, count: usize, progress: &mut dyn FnMut(u64, u64)) -> anyhow::Result<RebuildReport> {
    std::fs::create_dir_all(data_dir).with_context(|| format!("creating {}", data_dir.display()))?;
    rebuild::ensure_no_other_writer(&crate::config::search_dir(data_dir))?;
    let mut conn = db::open_connection(&crate::config::database_path(data_dir))?;
    db::migrate(&mut conn)?;
    let mut corpus = crate::corpus::Corpus::new(SEED);
    let mut written = 0;
    while written < count {
        let tx = db::write_transaction(&mut conn)?;
        for n in written..count.min(written + SEED_BATCH) {
            let mut post = corpus.post(n);
            post.slug = db::posts_admin::unique_slug(&tx, &post.slug, None).map_err(|err| anyhow::anyhow!("{err}"))?;
            db::posts_admin::insert(&tx, &post).map_err(|err| anyhow::anyhow!("{err}"))?;
        }
        tx.commit()?;
        written = count.min(written + SEED_BATCH);
    }
    rebuild_search(data_dir, &conn, progress)
}

/// Imports a WordPress export (WXR) or a Vitrine export into `data_dir`, then rebuilds the search
/// index and similar articles as `reindex` does. Refuses while a server runs.
pub async fn import(
    data_dir: &Path,
    file: &Path,
    importing: &mut dyn FnMut(u64, u64),
    indexing: &mut dyn FnMut(u64, u64),
) -> anyhow::Result<crate::portable::ImportReport> {
    std::fs::create_dir_all(data_dir).with_context(|| format!("creating {}", data_dir.display()))?;
    rebuild::ensure_no_other_writer(&crate::config::search_dir(data_dir))?;
    let mut conn = db::open_connection(&crate::config::database_path(data_dir))?;
    db::migrate(&mut conn)?;
    // Whoever runs the command is on the machine already: an old site on it or its network is reachable.
    let report = crate::portable::import(
        data_dir,
        &mut conn,
        file,
        crate::http::admin::SITE_RULES,
        crate::portable::Reach::LocalNetworkToo,
        importing,
    )
    .await?;
    rebuild_search(data_dir, &conn, indexing)?;
    Ok(report)
}

/// A one-line progress bar on standard error; one line per tenth when it is not a terminal.
pub struct ProgressBar {
    /// What is going on, in French: « Indexation », « Import ».
    label: &'static str,
    interactive: bool,
    last_tenth: Option<u64>,
}

impl ProgressBar {
    const WIDTH: u64 = 30;

    pub fn on_stderr(label: &'static str) -> impl FnMut(u64, u64) {
        let mut bar = ProgressBar { label, interactive: std::io::stderr().is_terminal(), last_tenth: None };
        move |done, total| bar.draw(done, total)
    }

    fn draw(&mut self, done: u64, total: u64) {
        let percent = (done * 100).checked_div(total).unwrap_or(100);
        let mut stderr = std::io::stderr().lock();
        if self.interactive {
            let filled = (percent * Self::WIDTH / 100) as usize;
            let bar = format!("{}{}", "█".repeat(filled), "░".repeat(Self::WIDTH as usize - filled));
            let _ = write!(stderr, "\r{} {bar} {percent:>3} % ({done}/{total})", self.label);
            if done >= total {
                let _ = writeln!(stderr);
            }
        } else if self.last_tenth != Some(percent / 10) {
            self.last_tenth = Some(percent / 10);
            let _ = writeln!(stderr, "{} : {percent} % ({done}/{total})", self.label);
        }
    }
}

/// Asks the local server for `/healthz`; an unspecified listen address is reached on loopback.
pub fn healthcheck(mut addr: std::net::SocketAddr) -> anyhow::Result<()> {
    use std::io::Write;
    use std::time::Duration;
    if addr.ip().is_unspecified() {
        addr.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
    }
    let mut stream = std::net::TcpStream::connect_timeout(&addr, Duration::from_secs(3))?;
    stream.set_read_timeout(Some(Duration::from_secs(3)))?;
    write!(stream, "GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n")?;
    let mut response = String::new();
    stream.read_to_string(&mut response)?;
    anyhow::ensure!(response.starts_with("HTTP/1.1 200"), "unhealthy: {}", response.lines().next().unwrap_or(""));
    Ok(())
}

/// The password from standard input, without its trailing newline.
fn read_password(mut input: impl Read) -> anyhow::Result<String> {
    let mut password = String::new();
    input.read_to_string(&mut password).context("reading the password from standard input")?;
    Ok(password.trim_end_matches(['\n', '\r']).to_string())
}

#[cfg(test)]
mod tests {
    use super::read_password;

    #[test]
    fn password_loses_only_its_trailing_newline() {
        assert_eq!(read_password(" secret à espaces \n".as_bytes()).unwrap(), " secret à espaces ");
        assert_eq!(read_password("crlf\r\n".as_bytes()).unwrap(), "crlf");
    }
}
