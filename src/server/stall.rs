//! A connection whose answer is not being read is dropped: writes that make no
//! progress for a while (the client's window stays shut) fail, so a client that
//! opens downloads and never reads them holds neither a connection nor its buffers.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;

pub struct WriteStallGuard<S> {
    inner: S,
    limit: Duration,
    /// Armed when a write first waits, cleared by any progress.
    stalled: Option<Pin<Box<Sleep>>>,
}

impl<S> WriteStallGuard<S> {
    pub fn new(inner: S, limit: Duration) -> Self {
        WriteStallGuard { inner, limit, stalled: None }
    }

    /// What a waiting write becomes: still pending, or an error once it has waited too long.
    fn waited<T>(&mut self, outcome: Poll<io::Result<T>>, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        if outcome.is_ready() {
            self.stalled = None;
            return outcome;
        }
        let limit = self.limit;
        let timer = self.stalled.get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "the client stopped reading"))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for WriteStallGuard<S> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for WriteStallGuard<S> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let outcome = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.waited(outcome, cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let outcome = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.waited(outcome, cx)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let outcome = Pin::new(&mut self.inner).poll_flush(cx);
        self.waited(outcome, cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let outcome = Pin::new(&mut self.inner).poll_shutdown(cx);
        self.waited(outcome, cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    #[tokio::test(start_paused = true)]
    async fn a_write_nobody_reads_fails_after_the_limit() {
        let (near, _far) = tokio::io::duplex(64);
        let mut guarded = WriteStallGuard::new(near, Duration::from_secs(30));
        let err = guarded.write_all(&[0u8; 1024]).await.expect_err("the peer never reads");
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
    }

    #[tokio::test(start_paused = true)]
    async fn a_slow_reader_that_keeps_reading_is_served() {
        let (near, mut far) = tokio::io::duplex(64);
        let reader = tokio::spawn(async move {
            let mut sink = Vec::new();
            let mut chunk = [0u8; 64];
            loop {
                tokio::time::sleep(Duration::from_secs(20)).await;
                match tokio::io::AsyncReadExt::read(&mut far, &mut chunk).await {
                    Ok(0) | Err(_) => return sink.len(),
                    Ok(n) => sink.extend_from_slice(&chunk[..n]),
                }
            }
        });
        let mut guarded = WriteStallGuard::new(near, Duration::from_secs(30));
        guarded.write_all(&[7u8; 512]).await.expect("each wait is shorter than the limit");
        guarded.shutdown().await.unwrap();
        drop(guarded);
        assert_eq!(reader.await.unwrap(), 512);
    }
}
