//! A visitor from another address asking for `/healthz` and the home page every
//! 250 ms while an attack runs: the site "stayed reachable" when every probe was
//! answered within 2 s.

use std::time::{Duration, Instant};

use tokio::sync::oneshot;
use tokio::task::JoinHandle;

const PATIENCE: Duration = Duration::from_secs(2);

pub struct Probe {
    stop: oneshot::Sender<()>,
    task: JoinHandle<(usize, usize, Duration)>,
}

impl Probe {
    pub fn start(base: String) -> Probe {
        let (stop, mut stopped) = oneshot::channel();
        let client = reqwest::Client::builder()
            .local_address(std::net::IpAddr::from([127, 0, 0, 250]))
            .timeout(PATIENCE)
            .build()
            .unwrap();
        let task = tokio::spawn(async move {
            let (mut asked, mut failed, mut worst) = (0, 0, Duration::ZERO);
            loop {
                for path in ["/healthz", "/"] {
                    let started = Instant::now();
                    let ok = client
                        .get(format!("{base}{path}"))
                        .send()
                        .await
                        .is_ok_and(|response| response.status().is_success());
                    asked += 1;
                    worst = worst.max(started.elapsed());
                    if !ok {
                        failed += 1;
                    }
                }
                tokio::select! {
                    _ = &mut stopped => return (asked, failed, worst),
                    () = tokio::time::sleep(Duration::from_millis(250)) => {}
                }
            }
        });
        Probe { stop, task }
    }

    /// Stops probing and says how it went.
    pub async fn stop(self) -> String {
        let _ = self.stop.send(());
        let (asked, failed, worst) = self.task.await.expect("probe task");
        let worst = worst.as_millis();
        if failed == 0 {
            format!("reachable: {asked} probes, slowest {worst} ms")
        } else {
            format!("UNREACHABLE: {failed} of {asked} probes failed, slowest {worst} ms")
        }
    }
}
