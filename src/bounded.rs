//! Expensive blocking work (password hashes, image decoding) run a few at a time
//! with a short queue, so memory stays bounded whatever the traffic: past the
//! queue the answer is `Busy` (503 with Retry-After) at once, never an unbounded wait.

use tokio::sync::Semaphore;

use crate::answer_lang;
use crate::error::{AppError, AppResult};

pub struct WorkGate {
    admitted: Semaphore,
    turns: Semaphore,
    name: &'static str,
}

impl WorkGate {
    /// At most `running` jobs at once and `waiting` more waiting for a turn.
    pub const fn new(name: &'static str, running: usize, waiting: usize) -> Self {
        WorkGate { admitted: Semaphore::const_new(running + waiting), turns: Semaphore::const_new(running), name }
    }

    /// Runs `work` on a blocking thread once a turn is free, or answers `Busy` when the queue is full.
    pub async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> AppResult<T> {
        let Ok(_admitted) = self.admitted.try_acquire() else {
            tracing::warn!(work = self.name, "queue full: request turned away");
            return Err(AppError::Busy);
        };
        let _turn = self.turns.acquire().await.map_err(|_| AppError::Busy)?;
        // On its own thread the work still words its errors in the caller's language.
        let lang = answer_lang::current();
        Ok(tokio::task::spawn_blocking(move || answer_lang::answering_in_now(lang, work)).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn past_the_queue_work_is_turned_away_at_once() {
        static GATE: WorkGate = WorkGate::new("test", 1, 1);
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let running = tokio::spawn(GATE.run(move || hold.recv().ok()));
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        let waiting = tokio::spawn(GATE.run(|| 2));
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        assert!(matches!(GATE.run(|| 3).await, Err(AppError::Busy)));
        release.send(()).unwrap();
        assert_eq!(running.await.unwrap().unwrap(), Some(()));
        assert_eq!(waiting.await.unwrap().unwrap(), 2);
        assert_eq!(GATE.run(|| 4).await.unwrap(), 4);
    }
}
