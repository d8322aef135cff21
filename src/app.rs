//! Builds the whole application from a `Config`: data dir, database, first
//! accounts, demo content, then a bound listener serving the router.

use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context;
use tokio::net::TcpListener;

use tower_sessions::session_store::ExpiredDeletion;

use crate::auth::session_store::SqliteSessionStore;
use crate::cache::PageCache;
use crate::config::Config;
use crate::db::Db;
use crate::error::AppError;
use crate::http;
use crate::search::SearchIndex;
use crate::state::AppState;

pub struct App {
    listener: TcpListener,
    front: http::page_cache::Front,
    page_cache: Arc<PageCache>,
    connections: crate::server::ConnectionLimits,
    proxies: Vec<ipnet::IpNet>,
}

impl App {
    pub async fn build(mut config: Config) -> anyhow::Result<App> {
        std::fs::create_dir_all(&config.data_dir)
            .with_context(|| format!("creating data directory {}", config.data_dir.display()))?;
        let db = Db::open(&config.database_path()).await?;
        crate::disk::remove_partial_files(&config.attachments_dir());
        if config.demo {
            crate::seed::seed_if_empty(&db).await?;
        }
        crate::auth::bootstrap::ensure_super_admin(&db, &config).await?;
        enter_earlier_images(&db, &config.data_dir).await?;
        let search_dir = config.search_dir();
        let search = db
            .run(move |conn| SearchIndex::open(&search_dir, conn).map_err(|err| AppError::internal(format!("{err:#}"))))
            .await?;
        // Similar articles missing since the last run (few, usually) are computed before
        // the first page is cached; a long backlog goes on in the background.
        let catching_up = search.clone();
        let backlog = db.run(move |conn| catching_up.catch_up_related(conn)).await?;
        spawn_expired_session_cleanup(SqliteSessionStore::new(db.clone()));
        crate::search::upkeep::spawn(db.clone(), search.downgrade(), backlog);
        let listener = TcpListener::bind(config.addr).await.with_context(|| format!("binding {}", config.addr))?;
        // Port 0 becomes the real port: links built from the listening address need it.
        config.addr = listener.local_addr().context("reading the bound address")?;
        if config.public_url.is_none() && !config.addr.ip().is_loopback() {
            tracing::warn!(
                "VITRINE_PUBLIC_URL is not set: feed and sitemap links will name http://{} — set it to the site's public address",
                config.addr
            );
        }
        let connections = config.connections;
        let proxies = config.trusted_proxies.clone();
        let state = AppState::new(db, config, search)?;
        http::page_cache::start_watching(&state).await?;
        state.notifier.spawn_digests();
        let page_cache = state.page_cache.clone();
        let front = http::app(state);
        Ok(App { listener, front, page_cache, connections, proxies })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener.local_addr().expect("a bound listener has an address")
    }

    pub fn port(&self) -> u16 {
        self.local_addr().port()
    }

    /// Serves until Ctrl-C or SIGTERM, letting requests in flight finish.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        self.run_until(shutdown_signal()).await
    }

    /// Serves until `stop` completes, letting requests in flight finish; the search
    /// index and database are released when it returns.
    pub async fn run_until(self, stop: impl Future<Output = ()> + Send + 'static) -> anyhow::Result<()> {
        tracing::info!("listening on http://{}", self.local_addr());
        crate::server::serve(self.listener, self.front, self.connections, self.proxies, stop).await;
        self.page_cache.clear().await;
        Ok(())
    }
}

/// Images stored before the media library existed, or restored with a backup, join it.
async fn enter_earlier_images(db: &Db, data_dir: &std::path::Path) -> anyhow::Result<()> {
    let data_dir = data_dir.to_path_buf();
    let entered = db
        .run(move |conn| {
            let found = crate::media::earlier_images(&data_dir, &crate::db::media_library::known_keys(conn)?);
            for image in &found {
                let entry = crate::db::media_library::NewImage {
                    image_key: &image.key,
                    file_name: "",
                    width: image.width,
                    height: image.height,
                    bytes: image.bytes,
                    uploaded_by: None,
                };
                crate::db::media_library::record(conn, &entry)?;
            }
            Ok(found.len())
        })
        .await?;
    if entered > 0 {
        tracing::info!(entered, "images entered in the media library");
    }
    Ok(())
}

/// Expired sessions are refused when read; this also removes their rows.
fn spawn_expired_session_cleanup(store: SqliteSessionStore) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(60 * 60));
        loop {
            tick.tick().await;
            if let Err(err) = store.delete_expired().await {
                tracing::warn!(%err, "could not delete expired sessions");
            }
        }
    });
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
