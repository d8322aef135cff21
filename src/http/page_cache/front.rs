//! The server's front door: a public read the page cache can answer is answered
//! here, before routing, so that it crosses no layer and copies no route's stack of
//! services; every other request, and a read the cache must build, goes to the router.

use std::convert::Infallible;
use std::task::{Context, Poll};
use std::time::Instant;

use axum::Router;
use axum::extract::Request;
use axum::http::Method;
use axum::response::Response;
use axum::routing::future::RouteFuture;
use futures_util::future::{BoxFuture, Either};
use tower::{Service, ServiceExt};

use super::{layers, policy, serve};
use crate::state::AppState;

#[derive(Clone)]
pub struct Front {
    state: AppState,
    router: Router,
    /// Whether the log keeps a line per request: the router's log layer writes those of
    /// the requests it sees, the front those of the answers it gives itself.
    logged: bool,
}

impl Front {
    pub fn new(state: AppState, router: Router) -> Front {
        Front { state, router, logged: layers::requests_logged() }
    }
}

impl Service<Request> for Front {
    type Response = Response;
    type Error = Infallible;
    type Future = Either<RouteFuture<Infallible>, BoxFuture<'static, Result<Response, Infallible>>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let cached = matches!(*request.method(), Method::GET | Method::HEAD)
            .then(|| policy::policy_for(request.uri().path()))
            .flatten();
        let Some(policy) = cached else {
            // The router is always ready: it needs no `poll_ready` first.
            return Either::Left(self.router.call(request));
        };
        let (state, router, logged) = (self.state.clone(), self.router.clone(), self.logged);
        Either::Right(Box::pin(async move {
            let started = Instant::now();
            let line = logged.then(|| (request.method().clone(), policy::logged_path(request.uri().path())));
            match serve::from_cache(&state, policy, request).await {
                Ok(mut response) => {
                    layers::add_security_headers(&state, &mut response);
                    if let Some((method, path)) = line {
                        layers::log_answer(&method, &path, response.status(), started);
                    }
                    Ok(response)
                }
                Err(request) => router.oneshot(request).await,
            }
        }))
    }
}
