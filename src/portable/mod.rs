//! Moving a site in and out: the portable export (`vitrine export FILE`, the back-office's
//! download) and, read back by `vitrine import FILE`, either such an export or a WordPress
//! export file (WXR), told apart by their content.

mod export;
mod fetch;
mod job;
mod markdown;
mod report;
mod vitrine_export;
mod wordpress;
mod wxr;

use std::io::{BufReader, Read};
use std::path::Path;

use anyhow::{Context, bail};

pub use export::{ExportReport, document, export};
pub use fetch::Reach;
pub use job::{ImportJob, ImportPhase, ImportState};
pub use report::ImportReport;

/// The document every export opens with, and what it says it is.
pub const EXPORT_DOCUMENT: &str = "vitrine-export.json";
pub const FORMAT: &str = "vitrine-export";
pub const FORMAT_VERSION: u32 = 1;

/// The back-office's rules for the settings and page texts, which an imported export goes
/// through; given by the caller, as they belong to the back-office.
#[derive(Clone, Copy)]
pub struct SiteRules {
    pub settings: fn(&crate::db::settings::SiteSettings) -> crate::error::AppResult<crate::db::settings::SiteSettings>,
    pub content: fn(crate::db::content::SiteContent) -> crate::error::AppResult<crate::db::content::SiteContent>,
}

/// How much of a file is read to tell what it is.
const SNIFF_BYTES: u64 = 64 * 1024;

/// Imports `file` (a WXR file or a Vitrine export) into the site of `conn` and `data_dir`,
/// a WordPress file's images fetched from where `images_from` allows; `progress` hears (articles done, articles) as a WordPress import goes.
pub async fn import(
    data_dir: &Path,
    conn: &mut rusqlite::Connection,
    file: &Path,
    rules: SiteRules,
    images_from: Reach,
    progress: &mut dyn FnMut(u64, u64),
) -> anyhow::Result<ImportReport> {
    let mut start = Vec::new();
    std::fs::File::open(file)
        .with_context(|| format!("ouverture de {}", file.display()))?
        .take(SNIFF_BYTES)
        .read_to_end(&mut start)?;
    if start.starts_with(&[0x1f, 0x8b]) {
        return vitrine_export::import(data_dir, conn, file, rules);
    }
    if wxr::looks_like_wxr(&start) {
        let document = wxr::read(BufReader::new(std::fs::File::open(file)?))?;
        return wordpress::import(data_dir, conn, &document, images_from, progress).await;
    }
    bail!("ce fichier n'est ni un export WordPress (WXR) ni un export Vitrine")
}
