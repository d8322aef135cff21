//! Uploads in progress, per account: how many, and the bytes they announced. A
//! quota is checked against what is stored plus what is still arriving, so parallel
//! uploads cannot each pass the same check, and one account streams only a few at once.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Uploads one account may stream at once.
pub const PER_ACCOUNT: usize = 2;

#[derive(Default, Clone)]
pub struct UploadHolds {
    accounts: Arc<Mutex<HashMap<i64, Holding>>>,
}

#[derive(Default, Clone, Copy)]
struct Holding {
    uploads: usize,
    bytes: u64,
}

/// One upload's place; given back when dropped, whether the upload was kept or not.
pub struct UploadHold {
    accounts: Arc<Mutex<HashMap<i64, Holding>>>,
    account: i64,
    bytes: u64,
}

impl UploadHolds {
    /// Takes a place for an upload of at most `bytes` by `account`, with the bytes its
    /// other uploads in progress announced; None when the account already streams
    /// `PER_ACCOUNT` uploads.
    pub fn take(&self, account: i64, bytes: u64) -> Option<(UploadHold, u64)> {
        let mut accounts = self.accounts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let holding = accounts.entry(account).or_default();
        if holding.uploads >= PER_ACCOUNT {
            return None;
        }
        let others = holding.bytes;
        holding.uploads += 1;
        holding.bytes += bytes;
        Some((UploadHold { accounts: self.accounts.clone(), account, bytes }, others))
    }
}

impl Drop for UploadHold {
    fn drop(&mut self) {
        let mut accounts = self.accounts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(holding) = accounts.get_mut(&self.account) {
            holding.uploads -= 1;
            holding.bytes -= self.bytes;
            if holding.uploads == 0 {
                accounts.remove(&self.account);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_streams_a_few_uploads_and_counts_their_bytes() {
        let holds = UploadHolds::default();
        let (first, others) = holds.take(7, 100).unwrap();
        assert_eq!(others, 0);
        let (_second, others) = holds.take(7, 50).unwrap();
        assert_eq!(others, 100, "the first upload's bytes count against the second");
        assert!(holds.take(7, 1).is_none());
        assert!(holds.take(8, 1).is_some(), "another account is not held back");
        drop(first);
        let (_third, others) = holds.take(7, 1).unwrap();
        assert_eq!(others, 50);
    }
}
