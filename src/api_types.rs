//! The API types the UI uses are marked `#[ts(export)]`: `cargo test` writes each, with the types
//! it names, into `ui/src/generated/` (`.cargo/config.toml` says where, and that integers are
//! numbers), and `scripts/test-all.sh` fails when the committed copies differ. The text bounds
//! of `domain::limits` are written beside them here.

#[test]
fn limits_are_written_beside_the_api_types() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/generated");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("limits.ts"), crate::domain::limits::typescript()).unwrap();
}
