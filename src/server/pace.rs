//! A request body must keep arriving: a client that stops sending, or trickles a
//! few bytes at a time, loses its request after seconds instead of holding a
//! connection and the handler waiting on it for as long as it likes.

use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Bytes;
use http_body::{Body, Frame, SizeHint};
use hyper::body::Incoming;
use tokio::time::{Instant, Sleep};

/// How fast a body must arrive once its handler starts reading it.
#[derive(Debug, Clone, Copy)]
pub struct BodyPace {
    /// Longest silence between two pieces of the body.
    pub idle: Duration,
    /// Time allowed before the average rate counts (slow starts, TLS proxies, the first frames).
    pub grace: Duration,
    /// Average rate the body must keep after the grace: generous for a phone on 3G
    /// (20 MB in about 20 minutes at 16 KiB/s), far above what a trickle sends.
    pub min_bytes_per_second: u64,
}

impl Default for BodyPace {
    fn default() -> Self {
        BodyPace { idle: Duration::from_secs(15), grace: Duration::from_secs(20), min_bytes_per_second: 16 * 1024 }
    }
}

/// The error a body gives once it arrives too slowly; handlers answer 408 and the
/// connection closes, since the rest of its body was never read.
#[derive(Debug)]
pub struct BodyTooSlow;

impl std::fmt::Display for BodyTooSlow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the request body arrived too slowly")
    }
}

impl std::error::Error for BodyTooSlow {}

/// Whether `err`, or any error it wraps, is a body cut off by its pace.
pub fn is_too_slow(err: &(dyn std::error::Error + 'static)) -> bool {
    let mut current = Some(err);
    while let Some(err) = current {
        if err.is::<BodyTooSlow>() {
            return true;
        }
        current = err.source();
    }
    false
}

/// `Incoming` with a deadline that moves forward as bytes arrive.
pub struct PacedBody {
    inner: Incoming,
    pace: BodyPace,
    /// Set at the first read: time spent before the handler reads does not count against the client.
    started: Option<Instant>,
    last_progress: Instant,
    received: u64,
    /// Armed only while waiting for bytes, so a body that arrives at once costs no timer.
    timer: Option<Pin<Box<Sleep>>>,
}

impl PacedBody {
    pub fn new(inner: Incoming, pace: BodyPace) -> Self {
        PacedBody { inner, pace, started: None, last_progress: Instant::now(), received: 0, timer: None }
    }

    fn deadline(&self, started: Instant) -> Instant {
        let earned = Duration::from_secs_f64(self.received as f64 / self.pace.min_bytes_per_second.max(1) as f64);
        (self.last_progress + self.pace.idle).min(started + self.pace.grace + earned)
    }
}

impl Body for PacedBody {
    type Data = Bytes;
    type Error = axum::BoxError;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = &mut *self;
        let started = *this.started.get_or_insert_with(|| {
            let now = Instant::now();
            this.last_progress = now;
            now
        });
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref().filter(|data| !data.is_empty()) {
                    this.received += data.len() as u64;
                    this.last_progress = Instant::now();
                }
                this.timer = None;
                return Poll::Ready(Some(Ok(frame)));
            }
            Poll::Ready(Some(Err(err))) => return Poll::Ready(Some(Err(err.into()))),
            Poll::Ready(None) => return Poll::Ready(None),
            Poll::Pending => {}
        }
        let deadline = this.deadline(started);
        let timer = this.timer.get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
        if timer.deadline() != deadline {
            timer.as_mut().reset(deadline);
        }
        match timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Some(Err(Box::new(BodyTooSlow)))),
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
