//! The accept loop: HTTP/1.1 connections with a header-read deadline (which also
//! closes idle keep-alive connections), a cap on open connections overall and per
//! client address, request bodies that must keep arriving, and answers that must
//! keep being read, so slow or idle sockets cannot hold a small host.

mod pace;
mod per_address;
mod stall;

use std::sync::Arc;
use std::time::Duration;

use std::convert::Infallible;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::response::Response;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use ipnet::IpNet;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::{Service, ServiceExt};

pub use pace::{BodyPace, is_too_slow};
pub use per_address::subscriber;

use self::pace::PacedBody;
use self::per_address::PerAddress;
use self::stall::WriteStallGuard;

/// How long and how many connections the server keeps.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// A connection must deliver a whole request header within this time, counted
    /// from when it opens or from the end of its previous response (idle keep-alive).
    pub header_read_timeout: Duration,
    /// Connections open at once; further clients wait in the kernel's accept queue.
    pub max_connections: usize,
    /// Connections one client address (an IPv6 /64) may hold at once; as many more
    /// wait up to the header timeout for one of them to close, and further ones are
    /// closed as they arrive. Trusted proxies are not counted: they carry everyone.
    pub per_address: usize,
    /// How fast a request body must arrive.
    pub body_pace: BodyPace,
    /// How long an answer may wait for the client to read before the connection is dropped.
    pub write_stall: Duration,
    /// Bytes of request bodies held whole in memory at once, over all requests.
    pub body_bytes_in_memory: usize,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        ConnectionLimits {
            header_read_timeout: Duration::from_secs(10),
            max_connections: 512,
            per_address: 32,
            body_pace: BodyPace::default(),
            write_stall: Duration::from_secs(30),
            body_bytes_in_memory: 32 * 1024 * 1024,
        }
    }
}
/// How long a graceful stop waits for requests in flight before closing them.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// Serves `app` on `listener` until `stop` completes, then lets requests in flight
/// finish. Connections from `proxies` are not limited per address.
pub async fn serve<App>(
    listener: TcpListener,
    app: App,
    limits: ConnectionLimits,
    proxies: Vec<IpNet>,
    stop: impl Future<Output = ()> + Send,
) where
    App: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    App::Future: Send + 'static,
{
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let per_address = PerAddress::new(limits.per_address);
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
        let counted_here = !proxies.iter().any(|net| net.contains(&peer.ip()));
        let _ = stream.set_nodelay(true);
        let pace = limits.body_pace;
        let service = app.clone().map_request(move |request: Request<Incoming>| {
            let mut request = request.map(|body| {
                if http_body::Body::is_end_stream(&body) {
                    Body::new(body)
                } else {
                    Body::new(PacedBody::new(body, pace))
                }
            });
            request.extensions_mut().insert(ConnectInfo(peer));
            request
        });
        let io = TokioIo::new(WriteStallGuard::new(stream, limits.write_stall));
        let connection = http.serve_connection(io, TowerToHyperService::new(service));
        let watched = graceful.watch(connection);
        let (per_address, patience) = (per_address.clone(), limits.header_read_timeout);
        tokio::spawn(async move {
            let counted = if counted_here {
                let Some(counted) = per_address.admit(peer.ip(), patience).await else {
                    tracing::debug!(%peer, "connection closed: this address holds its share of connections");
                    return;
                };
                Some(counted)
            } else {
                None
            };
            if let Err(err) = watched.await {
                tracing::debug!(%err, %peer, "connection ended with an error");
            }
            drop(counted);
            drop(slot);
        });
    }
    drop(listener);
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await.is_err() {
        tracing::warn!("requests still in flight after {}s: closing them", SHUTDOWN_GRACE.as_secs());
    }
}
