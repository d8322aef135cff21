//! The operator interface: command line and environment, as the README documents them. Flags win over env.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand};
use ipnet::IpNet;

use crate::domain::role::Role;

/// The page cache's default size: every page of a large blog's first screens, well
/// inside a 1 GB host's budget.
const DEFAULT_CACHE_MB: usize = 32;

#[derive(Debug, Parser)]
#[command(name = "vitrine", version, about = "Site vitrine, blog et espace promoteurs en un seul binaire.")]
pub struct Cli {
    /// Data directory: database, uploads, search index.
    #[arg(long = "data", env = "VITRINE_DATA", default_value = "./data", global = true)]
    pub data_dir: PathBuf,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site (the default).
    Serve(ServeArgs),
    /// Manage accounts from a shell.
    #[command(subcommand)]
    User(UserCommand),
    /// Write a consistent snapshot (database and uploads) to FILE, even while the server runs.
    Backup { file: PathBuf },
    /// Unpack a snapshot made by `backup` into the empty directory given by --data.
    Restore { file: PathBuf },
    /// Write the site's content (articles, also as Markdown, pages, settings, media) to FILE, even while the server runs.
    Export { file: PathBuf },
    /// Import a WordPress export (WXR) or a Vitrine export from FILE (stop the server first).
    Import { file: PathBuf },
    /// Rebuild the search index and the similar-article lists from the database (stop the server first).
    Reindex,
    /// Add COUNT generated published posts, then rebuild the search index (stop the server
    /// first). For measuring a large blog (scripts/bench-pages.sh); not for a real site.
    #[command(hide = true)]
    SeedPosts {
        #[arg(long)]
        count: usize,
    },
    /// Exit 0 when the server at VITRINE_ADDR answers /healthz (for container health checks).
    Healthcheck {
        #[arg(long, env = "VITRINE_ADDR", default_value = "127.0.0.1:8080")]
        addr: SocketAddr,
    },
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "VITRINE_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Public base URL, e.g. https://example.org (canonical links; https turns on Secure cookies and HSTS).
    #[arg(long, env = "VITRINE_PUBLIC_URL")]
    pub public_url: Option<String>,

    /// E-mail of the super_admin created on start when none exists.
    #[arg(long, env = "VITRINE_ADMIN_EMAIL")]
    pub admin_email: Option<String>,

    /// Password of that super_admin.
    #[arg(long, env = "VITRINE_ADMIN_PASSWORD", hide_env_values = true)]
    pub admin_password: Option<String>,

    /// Seed French demo content into an empty database (1) or not (0).
    #[arg(long, env = "VITRINE_DEMO", default_value = "1", value_parser = parse_flag)]
    pub demo: bool,

    /// SMTP server for notifications and password links, e.g. smtps://user:pass@smtp.example.org (unset: no e-mail).
    #[arg(long, env = "VITRINE_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,

    /// Sender of the e-mails.
    #[arg(long, env = "VITRINE_SMTP_FROM", default_value = "Vitrine <no-reply@localhost.localdomain>")]
    pub smtp_from: String,

    /// Newsletter messages sent per second at most, as mail providers limit it (0: no limit).
    #[arg(long, env = "VITRINE_MAIL_RATE", default_value_t = DEFAULT_MAIL_RATE)]
    pub mail_rate: f64,

    /// Reverse proxies whose right-most X-Forwarded-For address is trusted (comma-separated IPs/CIDRs).
    #[arg(long, env = "VITRINE_TRUSTED_PROXIES", value_delimiter = ',', value_parser = parse_net)]
    pub trusted_proxies: Vec<IpNet>,

    /// Memory for finished public pages, in MiB (0: no page cache).
    #[arg(long, env = "VITRINE_CACHE_MB", default_value_t = DEFAULT_CACHE_MB)]
    pub cache_mb: usize,

    /// Seconds a CDN or other shared cache may keep public pages (s-maxage); unset: it asks each time.
    #[arg(long, env = "VITRINE_CDN_MAX_AGE")]
    pub cdn_max_age: Option<u32>,

    /// Free space, in MiB, uploads must leave on the data disk (on top of the root reserve).
    #[arg(long, env = "VITRINE_DISK_RESERVE_MB", default_value_t = crate::disk::DEFAULT_RESERVE_MB)]
    pub disk_reserve_mb: u64,

    /// Let an import from the back-office fetch images from loopback and private addresses (1), e.g. an old
    /// WordPress on this machine or network; off (0), only public addresses are reached.
    #[arg(long, env = "VITRINE_IMPORT_LOCAL_NETWORK", default_value = "0", value_parser = parse_flag)]
    pub import_local_network: bool,
}

impl ServeArgs {
    /// The serve settings when no sub-command was given: env and defaults only.
    pub fn parse_from_env() -> Self {
        #[derive(Parser)]
        struct Only {
            #[command(flatten)]
            serve: ServeArgs,
        }
        Only::parse_from(["vitrine"]).serve
    }
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Create an account; the password is read from standard input.
    Add {
        #[arg(long)]
        email: String,
        #[arg(long, value_parser = parse_role)]
        role: Role,
        /// The name shown to others (in dossiers, on articles).
        #[arg(long)]
        name: String,
        /// Read the password from standard input (required: passwords never go on the command line).
        #[arg(long, required = true)]
        password_stdin: bool,
    },
    /// Change the role of an account.
    SetRole {
        #[arg(long)]
        email: String,
        #[arg(long, value_parser = parse_role)]
        role: Role,
    },
    /// List the accounts.
    List,
    /// Print a one-hour link with which the account chooses a new password.
    ResetLink {
        #[arg(long)]
        email: String,
        /// Base of the link (else VITRINE_PUBLIC_URL, else the listening address).
        #[arg(long, env = "VITRINE_PUBLIC_URL")]
        public_url: Option<String>,
        /// The server's listening address, the base of the link when no public URL is set.
        #[arg(long, env = "VITRINE_ADDR", default_value = "127.0.0.1:8080")]
        addr: SocketAddr,
    },
    /// Remove an account's two-factor sign-in (its secret and recovery codes) and end all its sessions.
    #[command(name = "reset-2fa")]
    ResetTwoFactor {
        #[arg(long)]
        email: String,
    },
    /// Set an account's password (read from standard input) and end all its sessions.
    SetPassword {
        #[arg(long)]
        email: String,
        /// Read the password from standard input (required: passwords never go on the command line).
        #[arg(long, required = true)]
        password_stdin: bool,
    },
}

/// Everything the server needs, resolved from the command line and env.
#[derive(Debug, Clone)]
pub struct Config {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    pub public_url: Option<String>,
    pub admin_email: Option<String>,
    pub admin_password: Option<String>,
    pub demo: bool,
    pub trusted_proxies: Vec<IpNet>,
    pub smtp_url: Option<String>,
    pub smtp_from: String,
    /// Newsletter messages per second; 0: as fast as the mail server answers.
    pub mail_rate: f64,
    pub connections: crate::server::ConnectionLimits,
    /// Bytes of finished public answers kept in memory.
    pub page_cache_bytes: usize,
    /// What shared caches may keep public answers for, in seconds; None or 0: they revalidate.
    pub cdn_max_age: Option<u32>,
    /// Bytes uploads must leave free on the data disk.
    pub disk_reserve_bytes: u64,
    /// A back-office import may fetch images from loopback and private addresses.
    pub import_local_network: bool,
    pub clock: crate::clock::Clock,
}

impl Config {
    pub fn from_serve(data_dir: PathBuf, serve: ServeArgs) -> Self {
        Config {
            addr: serve.addr,
            data_dir,
            public_url: serve.public_url.map(|url| url.trim_end_matches('/').to_string()),
            admin_email: serve.admin_email,
            admin_password: serve.admin_password,
            demo: serve.demo,
            trusted_proxies: serve.trusted_proxies,
            smtp_url: serve.smtp_url,
            smtp_from: serve.smtp_from,
            mail_rate: serve.mail_rate.max(0.0),
            connections: crate::server::ConnectionLimits::default(),
            page_cache_bytes: serve.cache_mb.saturating_mul(1024 * 1024),
            cdn_max_age: serve.cdn_max_age,
            disk_reserve_bytes: serve.disk_reserve_mb.saturating_mul(1024 * 1024),
            import_local_network: serve.import_local_network,
            clock: crate::clock::Clock::default(),
        }
    }

    /// A config for tests and embedding: port 0 on loopback, demo content, no proxy.
    pub fn for_data_dir(data_dir: impl Into<PathBuf>) -> Self {
        Config {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir: data_dir.into(),
            public_url: None,
            admin_email: None,
            admin_password: None,
            demo: true,
            trusted_proxies: Vec::new(),
            smtp_url: None,
            smtp_from: "Vitrine <no-reply@localhost.localdomain>".into(),
            mail_rate: 0.0,
            connections: crate::server::ConnectionLimits::default(),
            page_cache_bytes: DEFAULT_CACHE_MB * 1024 * 1024,
            cdn_max_age: None,
            disk_reserve_bytes: crate::disk::DEFAULT_RESERVE_MB * 1024 * 1024,
            import_local_network: false,
            clock: crate::clock::Clock::default(),
        }
    }

    pub fn database_path(&self) -> PathBuf {
        database_path(&self.data_dir)
    }

    /// Dossier attachments: private files, never served as public media.
    pub fn attachments_dir(&self) -> PathBuf {
        self.data_dir.join("attachments")
    }

    /// The search index: derived from the database, deleted and rebuilt at will.
    pub fn search_dir(&self) -> PathBuf {
        search_dir(&self.data_dir)
    }
}

fn parse_flag(value: &str) -> Result<bool, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        other => Err(format!("expected 0 or 1, got {other:?}")),
    }
}

fn parse_net(value: &str) -> Result<IpNet, String> {
    let value = value.trim();
    value
        .parse::<IpNet>()
        .or_else(|_| value.parse::<std::net::IpAddr>().map(IpNet::from))
        .map_err(|_| format!("not an IP address or CIDR range: {value:?}"))
}

fn parse_role(value: &str) -> Result<Role, String> {
    Role::parse(value).ok_or_else(|| "expected super_admin, moderator or promoter".to_string())
}

/// Ten messages a second: within what common providers allow a small sender.
pub const DEFAULT_MAIL_RATE: f64 = 10.0;

/// The database's file name inside the data directory (backups name it the same).
pub const DATABASE_FILE: &str = "vitrine.db";

pub fn database_path(data_dir: &Path) -> PathBuf {
    data_dir.join(DATABASE_FILE)
}

pub fn search_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("search")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trusted_proxies_accept_ips_and_ranges() {
        assert_eq!(parse_net("127.0.0.1").unwrap().to_string(), "127.0.0.1/32");
        assert_eq!(parse_net(" 10.0.0.0/8").unwrap().to_string(), "10.0.0.0/8");
        assert!(parse_net("proxy.local").is_err());
    }

    #[test]
    fn demo_flag_reads_zero_and_one() {
        assert_eq!(parse_flag("0"), Ok(false));
        assert_eq!(parse_flag("1"), Ok(true));
        assert!(parse_flag("maybe").is_err());
    }
}
