//! Moving a site in and out: the portable export (`vitrine export FILE`, the back-office's
//! download) and, read back by `vitrine import FILE`, either such an export or a WordPress
//! export file (WXR).

mod export;
mod markdown;

pub use export::{ExportReport, document, export};

/// The document every export opens with, and what it says it is.
pub const EXPORT_DOCUMENT: &str = "vitrine-export.json";
pub const FORMAT: &str = "vitrine-export";
pub const FORMAT_VERSION: u32 = 1;
