//! Entry point: parse the command line, set up logging, run the command.

use clap::Parser;
use tracing_subscriber::EnvFilter;
use vitrine::cli;
use vitrine::config::{Cli, Command, Config, ServeArgs};

fn main() -> anyhow::Result<()> {
    vitrine::memory::tune_allocator();
    tokio::runtime::Builder::new_multi_thread()
        // Blocking work is SQLite (8 pooled connections), page compression and bounded
        // hashing or decoding: past 16 threads a burst of page builds on a small host only
        // adds stacks and buffers at once (tokio's default allows 512), not throughput.
        .max_blocking_threads(16)
        .enable_all()
        .build()?
        .block_on(run())
}

async fn run() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .with_writer(std::io::stderr)
        .init();
    let parsed = Cli::parse();
    match parsed.command {
        None => serve(Config::from_serve(parsed.data_dir, ServeArgs::parse_from_env())).await,
        Some(Command::Serve(args)) => serve(Config::from_serve(parsed.data_dir, args)).await,
        Some(Command::User(command)) => cli::run_user_command(&parsed.data_dir, command),
        Some(Command::Healthcheck { addr }) => cli::healthcheck(addr),
        Some(Command::Reindex) => {
            let report = cli::reindex(&parsed.data_dir, &mut cli::ProgressBar::on_stderr("Indexation"))?;
            println!(
                "Index de recherche reconstruit : {} articles en {:.1} s ({:.1} Mo).",
                report.posts,
                report.elapsed.as_secs_f64(),
                report.bytes as f64 / 1_000_000.0
            );
            Ok(())
        }
        Some(Command::SeedPosts { count }) => {
            let report = cli::seed_posts(&parsed.data_dir, count, &mut cli::ProgressBar::on_stderr("Indexation"))?;
            println!(
                "{count} articles générés ; index de recherche reconstruit : {} articles en {:.1} s.",
                report.posts,
                report.elapsed.as_secs_f64()
            );
            Ok(())
        }
        Some(Command::Backup { file }) => {
            vitrine::backup::backup(&parsed.data_dir, &file)?;
            println!("Sauvegarde écrite : {}", file.display());
            Ok(())
        }
        Some(Command::Export { file }) => {
            let report = vitrine::portable::export(&parsed.data_dir, &file)?;
            println!(
                "Export écrit : {} ({} articles, {} fichiers de médias)",
                file.display(),
                report.posts,
                report.media_files
            );
            Ok(())
        }
        Some(Command::Import { file }) => {
            let report = cli::import(
                &parsed.data_dir,
                &file,
                &mut cli::ProgressBar::on_stderr("Import"),
                &mut cli::ProgressBar::on_stderr("Indexation"),
            )
            .await?;
            print!("{report}");
            Ok(())
        }
        Some(Command::Restore { file }) => {
            vitrine::backup::restore(&file, &parsed.data_dir)?;
            println!("Sauvegarde restaurée dans {}", parsed.data_dir.display());
            Ok(())
        }
    }
}

async fn serve(config: Config) -> anyhow::Result<()> {
    vitrine::App::build(config).await?.run_until_stopped().await
}
