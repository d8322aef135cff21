//! The API types the UI uses are marked `#[ts(export)]`: `cargo test` writes each, with the types
//! it names, into `ui/src/generated/` (`.cargo/config.toml` says where, and that integers are
//! numbers), and `scripts/test-all.sh` fails when the committed copies differ. The text bounds
//! of `domain::limits`, the icons of `domain::content_icon` and the avatar's size are written
//! beside them here.

#[test]
fn limits_icons_and_upload_sizes_are_written_beside_the_api_types() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/generated");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("limits.ts"), crate::domain::limits::typescript()).unwrap();
    std::fs::write(dir.join("contentIcons.ts"), crate::domain::content_icon::typescript()).unwrap();
    let uploads = format!(
        "// Written from src/media by `VITRINE_WRITE_TS=1 cargo test api_types`. Do not edit.\n\n\
         /** What an avatar may weigh as sent, in bytes. */\nexport const AVATAR_MAX_BYTES = {};\n",
        crate::media::AVATAR_MAX_BYTES
    );
    std::fs::write(dir.join("uploads.ts"), uploads).unwrap();
}
