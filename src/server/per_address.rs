//! Open connections counted per client address, so that one address holds at most
//! a small share of the server's connection slots and everyone else still gets in.
//! Past its share, an address's new connections wait a little for one of its own
//! to close (visitors behind one shared address are slowed, not refused); past as
//! many waiting, they are closed at once.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The address a client is counted under: IPv6 clients by their /64, which one
/// subscriber holds whole (an IPv4-mapped address counts as its IPv4 address).
pub fn subscriber(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(std::net::Ipv6Addr::from(u128::from(v6) & !((1u128 << 64) - 1))),
        },
    }
}

type Addresses = Arc<Mutex<HashMap<IpAddr, Arc<Address>>>>;

struct Address {
    slots: Arc<Semaphore>,
    waiting: Mutex<usize>,
}

#[derive(Clone)]
pub struct PerAddress {
    addresses: Addresses,
    max: usize,
}

/// One counted connection; its slot is given back when it is dropped.
pub struct Counted {
    permit: Option<OwnedSemaphorePermit>,
    address: Arc<Address>,
    addresses: Addresses,
    key: IpAddr,
}

impl PerAddress {
    pub fn new(max: usize) -> Self {
        PerAddress { addresses: Arc::default(), max }
    }

    /// Counts a new connection from `ip`, waiting up to `patience` for a slot when the
    /// address holds its share; None when none frees in time, or when as many
    /// connections of that address already wait.
    pub async fn admit(&self, ip: IpAddr, patience: Duration) -> Option<Counted> {
        let key = subscriber(ip);
        let address = {
            let mut addresses = lock(&self.addresses);
            addresses
                .entry(key)
                .or_insert_with(|| {
                    Arc::new(Address { slots: Arc::new(Semaphore::new(self.max)), waiting: Mutex::new(0) })
                })
                .clone()
        };
        let counted =
            |permit| Counted { permit: Some(permit), address: address.clone(), addresses: self.addresses.clone(), key };
        if let Ok(permit) = address.slots.clone().try_acquire_owned() {
            return Some(counted(permit));
        }
        {
            let mut waiting = lock(&address.waiting);
            if *waiting >= self.max {
                drop(waiting);
                forget_if_unused(&self.addresses, key, &address);
                return None;
            }
            *waiting += 1;
        }
        let permit = tokio::time::timeout(patience, address.slots.clone().acquire_owned()).await;
        *lock(&address.waiting) -= 1;
        match permit {
            Ok(Ok(permit)) => Some(counted(permit)),
            _ => {
                forget_if_unused(&self.addresses, key, &address);
                None
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Drops an address's entry once nothing holds or waits for it, so the table only
/// lists addresses with open connections.
fn forget_if_unused(addresses: &Addresses, key: IpAddr, address: &Arc<Address>) {
    let mut table = lock(addresses);
    // The table's own reference and the caller's are the last two.
    if Arc::strong_count(address) == 2 && *lock(&address.waiting) == 0 {
        table.remove(&key);
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        drop(self.permit.take());
        forget_if_unused(&self.addresses, self.key, &self.address);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PATIENCE: Duration = Duration::from_secs(10);

    #[tokio::test(start_paused = true)]
    async fn past_its_share_an_address_waits_then_is_refused() {
        let limit = PerAddress::new(2);
        let one: IpAddr = "192.0.2.1".parse().unwrap();
        let first = limit.admit(one, PATIENCE).await.unwrap();
        let _second = limit.admit(one, PATIENCE).await.unwrap();
        assert!(limit.admit("192.0.2.2".parse().unwrap(), PATIENCE).await.is_some(), "another address gets in");
        let waiter = tokio::spawn({
            let limit = limit.clone();
            async move { limit.admit(one, PATIENCE).await }
        });
        tokio::time::sleep(Duration::from_millis(1)).await;
        drop(first);
        let _third = waiter.await.unwrap().expect("a waiting connection takes the freed slot");
        assert!(limit.admit(one, Duration::from_secs(1)).await.is_none(), "no slot frees in time");
    }

    #[tokio::test(start_paused = true)]
    async fn no_more_wait_than_the_share_and_the_table_empties() {
        let limit = PerAddress::new(1);
        let one: IpAddr = "192.0.2.1".parse().unwrap();
        let held = limit.admit(one, PATIENCE).await.unwrap();
        let waiting = tokio::spawn({
            let limit = limit.clone();
            async move { limit.admit(one, PATIENCE).await.is_some() }
        });
        tokio::time::sleep(Duration::from_millis(1)).await;
        assert!(limit.admit(one, PATIENCE).await.is_none(), "one waits already: the next is refused at once");
        drop(held);
        assert!(waiting.await.unwrap());
        assert!(lock(&limit.addresses).is_empty(), "nothing is kept for addresses with no connection");
    }

    #[tokio::test]
    async fn ipv6_addresses_of_one_subscriber_share_a_count() {
        let limit = PerAddress::new(1);
        let short = Duration::from_millis(1);
        let _held = limit.admit("2001:db8:1:2::1".parse().unwrap(), short).await.unwrap();
        assert!(limit.admit("2001:db8:1:2:ffff::9".parse().unwrap(), short).await.is_none());
        assert!(limit.admit("2001:db8:1:3::1".parse().unwrap(), short).await.is_some());
        let _mapped = limit.admit("::ffff:192.0.2.7".parse().unwrap(), short).await.unwrap();
        assert!(limit.admit("192.0.2.7".parse().unwrap(), short).await.is_none());
    }
}
