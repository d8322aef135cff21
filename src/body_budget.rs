//! Request bodies held whole in memory (JSON, an image about to be decoded) draw
//! on one budget of bytes, taken as they arrive: however many clients send at
//! once, buffered bodies never hold more than the budget, and a body that finds it
//! spent is refused at once (503 with Retry-After) rather than queued.

use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::multipart::Field;
use http_body_util::BodyExt;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::answer_lang::error_text;
use crate::error::{AppError, AppResult};

#[derive(Clone)]
pub struct BodyBudget {
    bytes: Arc<Semaphore>,
}

/// Bytes of a body read whole, and their share of the budget, given back when dropped.
pub struct HeldBytes {
    pub bytes: Bytes,
    _held: Option<OwnedSemaphorePermit>,
}

impl std::ops::Deref for HeldBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.bytes
    }
}

/// A share of the budget that grows with each piece of a body.
struct Share<'a> {
    budget: &'a BodyBudget,
    permit: Option<OwnedSemaphorePermit>,
}

impl Share<'_> {
    fn grow(&mut self, bytes: usize) -> AppResult<()> {
        let Ok(bytes) = u32::try_from(bytes) else { return Err(AppError::too_large()) };
        let more = self.budget.bytes.clone().try_acquire_many_owned(bytes).map_err(|_| {
            tracing::warn!("request bodies in memory reached their budget: a body was turned away");
            AppError::Busy
        })?;
        match &mut self.permit {
            Some(permit) => permit.merge(more),
            None => self.permit = Some(more),
        }
        Ok(())
    }
}

impl BodyBudget {
    pub fn new(total_bytes: usize) -> Self {
        BodyBudget { bytes: Arc::new(Semaphore::new(total_bytes)) }
    }

    /// Bytes of the budget not held now (for /healthz and tests).
    pub fn available(&self) -> usize {
        self.bytes.available_permits()
    }

    /// Reads `body` whole; it carries the route's size limit (`into_limited_body`).
    pub async fn read_body(&self, mut body: Body) -> AppResult<HeldBytes> {
        let mut share = Share { budget: self, permit: None };
        let mut collected = Vec::new();
        while let Some(frame) = body.frame().await {
            let frame = frame.map_err(|err| body_error(&*err.into_inner()))?;
            if let Ok(data) = frame.into_data() {
                share.grow(data.len())?;
                collected.extend_from_slice(&data);
            }
        }
        Ok(HeldBytes { bytes: Bytes::from(collected), _held: share.permit })
    }

    /// Reads one multipart field whole.
    pub async fn read_field(&self, mut field: Field<'_>) -> AppResult<HeldBytes> {
        let mut share = Share { budget: self, permit: None };
        let mut collected = Vec::new();
        while let Some(chunk) = field.chunk().await.map_err(|err| multipart_error(&err))? {
            share.grow(chunk.len())?;
            collected.extend_from_slice(&chunk);
        }
        Ok(HeldBytes { bytes: Bytes::from(collected), _held: share.permit })
    }
}

/// The answer to a body that could not be read: too large for its route, too slow, or cut short.
pub fn body_error(err: &(dyn std::error::Error + 'static)) -> AppError {
    let mut current = Some(err);
    while let Some(err) = current {
        if err.is::<http_body_util::LengthLimitError>() {
            return AppError::too_large();
        }
        current = err.source();
    }
    if crate::server::is_too_slow(err) {
        return AppError::TooSlow;
    }
    AppError::validation(error_text("incompleteBody"))
}

/// `body_error` for a multipart body, whose errors say their status themselves.
pub fn multipart_error(err: &axum::extract::multipart::MultipartError) -> AppError {
    if crate::server::is_too_slow(err) {
        return AppError::TooSlow;
    }
    if err.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        AppError::too_large()
    } else {
        AppError::validation(error_text("incompleteFile"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn bodies_share_the_budget_and_give_it_back() {
        let budget = BodyBudget::new(100);
        let first = budget.read_body(Body::from(vec![1u8; 60])).await.unwrap();
        assert_eq!(budget.available(), 40);
        assert!(matches!(budget.read_body(Body::from(vec![2u8; 60])).await, Err(AppError::Busy)));
        assert_eq!(budget.available(), 40, "a refused body keeps nothing");
        drop(first);
        assert_eq!(budget.read_body(Body::from(vec![3u8; 60])).await.unwrap().len(), 60);
        assert_eq!(budget.available(), 100);
    }
}
