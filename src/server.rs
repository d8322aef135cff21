//! The accept loop: HTTP/1.1 connections with a header-read deadline (which also
//! closes idle keep-alive connections) and a cap on open connections, so a few
//! hundred slow or idle sockets cannot hold a small host.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{ConnectInfo, Request};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// How long and how many connections the server keeps.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// A connection must deliver a whole request header within this time, counted
    /// from when it opens or from the end of its previous response (idle keep-alive).
    pub header_read_timeout: Duration,
    /// Connections open at once; further clients wait in the kernel's accept queue.
    pub max_connections: usize,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        ConnectionLimits { header_read_timeout: Duration::from_secs(10), max_connections: 512 }
    }
}
/// How long a graceful stop waits for requests in flight before closing them.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// Serves `router` on `listener` until `stop` completes, then lets requests in flight finish.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnectionLimits,
    stop: impl Future<Output = ()> + Send,
) {
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(limits.header_read_timeout).keep_alive(true);
    tokio::pin!(stop);
    loop {
        let slot = tokio::select! {
            () = &mut stop => break,
            slot = slots.clone().acquire_owned() => slot.expect("the connection semaphore is never closed"),
        };
        let (stream, peer) = tokio::select! {
            () = &mut stop => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of file descriptors or a reset before accept: wait, do not spin.
                    tracing::warn!(%err, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let _ = stream.set_nodelay(true);
        let service = router.clone().map_request(move |mut request: Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            request
        });
        let connection = http.serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
        let watched = graceful.watch(connection);
        tokio::spawn(async move {
            if let Err(err) = watched.await {
                tracing::debug!(%err, %peer, "connection ended with an error");
            }
            drop(slot);
        });
    }
    drop(listener);
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await.is_err() {
        tracing::warn!("requests still in flight after {}s: closing them", SHUTDOWN_GRACE.as_secs());
    }
}
