//! The real `vitrine` binary in its own process, so memory figures (current and
//! peak resident set) are the server's alone. Shared by tests and benchmarks.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct ServerProcess {
    pub base: String,
    child: Child,
}

impl ServerProcess {
    /// Starts `binary` on a free loopback port with `data_dir` and extra `env`, and
    /// waits until it listens (it logs its address). Its later log lines are dropped.
    pub fn start(binary: &Path, data_dir: &Path, env: &[(&str, &str)]) -> ServerProcess {
        let mut command = Command::new(binary);
        command
            .args(["--data", &data_dir.to_string_lossy(), "serve", "--addr", "127.0.0.1:0"])
            .env("RUST_LOG", "info,vitrine::http=warn")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        for (key, value) in env {
            command.env(key, value);
        }
        let mut child = command.spawn().expect("starting the vitrine binary");
        let stderr = child.stderr.take().expect("piped stderr");
        let (found, listening) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut sent = false;
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if !sent && let Some(address) = line.split("listening on ").nth(1) {
                    let _ = found.send(address.trim().to_string());
                    sent = true;
                }
            }
        });
        let base = listening.recv_timeout(Duration::from_secs(120)).expect("the server logs its address");
        ServerProcess { base, child }
    }

    /// The same, mailing through `smtp` (a `VITRINE_SMTP_URL`) at no rate limit, its links on
    /// `https://exemple.km`, with `owner` (address, password) as its super_admin.
    pub fn start_mailing(binary: &Path, data_dir: &Path, smtp: &str, owner: (&str, &str)) -> ServerProcess {
        let env = [
            ("VITRINE_SMTP_URL", smtp),
            ("VITRINE_MAIL_RATE", "0"),
            ("VITRINE_PUBLIC_URL", "https://exemple.km"),
            ("VITRINE_ADMIN_EMAIL", owner.0),
            ("VITRINE_ADMIN_PASSWORD", owner.1),
        ];
        ServerProcess::start(binary, data_dir, &env)
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Resident memory now, in MB.
    pub fn rss_mb(&self) -> f64 {
        self.status_kb("VmRSS:") as f64 / 1024.0
    }

    /// The highest resident memory since start, in MB.
    pub fn peak_rss_mb(&self) -> f64 {
        self.status_kb("VmHWM:") as f64 / 1024.0
    }

    /// Waits up to `limit` for resident memory to fall under `target_mb`; returns the last reading.
    pub fn settle_rss_mb(&self, target_mb: f64, limit: Duration) -> f64 {
        let started = Instant::now();
        loop {
            let rss = self.rss_mb();
            if rss < target_mb || started.elapsed() >= limit {
                return rss;
            }
            std::thread::sleep(Duration::from_millis(250));
        }
    }

    fn status_kb(&self, field: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).expect("reading /proc status");
        status
            .lines()
            .find_map(|line| line.strip_prefix(field))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("a memory figure in /proc status")
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
