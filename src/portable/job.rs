//! The import the back-office started, while the site keeps serving: one at a time, its
//! progress and, once over, its report or why it failed, for the screen to poll.

use std::sync::Mutex;

use serde::Serialize;
use ts_rs::TS;

use super::ImportReport;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ImportPhase {
    Idle,
    Running,
    Done,
    Failed,
}

/// What the screen shows of the latest import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct ImportState {
    pub phase: ImportPhase,
    /// Articles done and to do, while a WordPress import runs.
    pub done: u64,
    pub total: u64,
    pub report: Option<ImportReport>,
    /// Why it failed, in the owner's words.
    pub error: Option<String>,
}

pub struct ImportJob(Mutex<ImportState>);

impl Default for ImportJob {
    fn default() -> Self {
        ImportJob(Mutex::new(ImportState { phase: ImportPhase::Idle, done: 0, total: 0, report: None, error: None }))
    }
}

impl ImportJob {
    fn lock(&self) -> std::sync::MutexGuard<'_, ImportState> {
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn state(&self) -> ImportState {
        self.lock().clone()
    }

    /// Marks an import as started; false when one is already running.
    pub fn begin(&self) -> bool {
        let mut state = self.lock();
        if state.phase == ImportPhase::Running {
            return false;
        }
        *state = ImportState { phase: ImportPhase::Running, done: 0, total: 0, report: None, error: None };
        true
    }

    pub fn progress(&self, done: u64, total: u64) {
        let mut state = self.lock();
        (state.done, state.total) = (done, total);
    }

    pub fn finish(&self, outcome: Result<ImportReport, String>) {
        let mut state = self.lock();
        match outcome {
            Ok(report) => {
                state.phase = ImportPhase::Done;
                state.report = Some(report);
            }
            Err(error) => {
                state.phase = ImportPhase::Failed;
                state.error = Some(error);
            }
        }
    }
}
