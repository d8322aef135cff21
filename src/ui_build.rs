//! The built UI (`ui/dist`), embedded in the binary: `http::spa` serves it, and `media` draws the
//! social cards of its built-in SVG pictures from it, one copy of those files for both.

use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist"]
pub struct BuiltUi;
