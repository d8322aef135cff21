//! `vitrine backup` while the server runs, then `vitrine restore` into an empty
//! directory, and the archives a restore must refuse.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::TestApp;
use reqwest::StatusCode;

fn vitrine(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_vitrine")).args(args).output().expect("the binary runs")
}

#[tokio::test]
async fn a_live_backup_restores_the_database_and_the_uploads() {
    let app = TestApp::spawn().await;
    let client = app.client_as("promoter").await;
    let png = common::images::png(64, 64);
    let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(png).file_name("a.png"));
    let profile: serde_json::Value =
        client.post(app.url("/api/profile/avatar")).multipart(form).send().await.unwrap().json().await.unwrap();
    let avatar = profile["profile"]["avatar_url"].as_str().unwrap().to_string();
    let message = serde_json::json!({ "name": "Awa", "email": "awa@exemple.km", "message": "À sauvegarder" });
    assert_eq!(app.post_json("/api/contact", &message).await.status(), StatusCode::CREATED);

    let work = tempfile::tempdir().unwrap();
    let archive = work.path().join("sauvegarde.tar.gz");
    let data = app.data_dir.to_string_lossy().into_owned();
    let made = vitrine(&["--data", &data, "backup", &archive.to_string_lossy()]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));

    let restored = work.path().join("restauré");
    let done = vitrine(&["--data", &restored.to_string_lossy(), "restore", &archive.to_string_lossy()]);
    assert!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));
    let again = vitrine(&["--data", &restored.to_string_lossy(), "restore", &archive.to_string_lossy()]);
    assert!(!again.status.success(), "restore refuses a directory that is not empty");

    let copy = TestApp::spawn_with(|config| config.data_dir = restored.clone()).await;
    let (_, posts) = copy.get_json("/api/posts").await;
    assert_eq!(posts["total"], 6);
    let messages: i64 = rusqlite::Connection::open(restored.join("vitrine.db"))
        .unwrap()
        .query_row("SELECT count(*) FROM contact_messages WHERE message = 'À sauvegarder'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(messages, 1);
    assert_eq!(copy.get(&avatar).await.status(), StatusCode::OK, "uploads come back too");
}

/// One member of a hand-made archive; names are written raw so that paths no
/// well-behaved tool would produce can be tested.
struct Member {
    path: &'static str,
    kind: tar::EntryType,
    data: Vec<u8>,
    link: Option<&'static str>,
}

fn file(path: &'static str, data: Vec<u8>) -> Member {
    Member { path, kind: tar::EntryType::Regular, data, link: None }
}

fn dir(path: &'static str) -> Member {
    Member { path, kind: tar::EntryType::Directory, data: Vec::new(), link: None }
}

fn link(path: &'static str, kind: tar::EntryType, target: &'static str) -> Member {
    Member { path, kind, data: Vec::new(), link: Some(target) }
}

fn special(path: &'static str, kind: tar::EntryType) -> Member {
    Member { path, kind, data: Vec::new(), link: None }
}

/// A new site's database, so that a refusal is never about the database.
fn database() -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vitrine.db");
    let mut conn = vitrine::db::open_connection(&path).unwrap();
    vitrine::db::migrate(&mut conn).unwrap();
    drop(conn);
    std::fs::read(path).unwrap()
}

fn archive(at: &Path, members: Vec<Member>) {
    let gz = flate2::write::GzEncoder::new(std::fs::File::create(at).unwrap(), flate2::Compression::default());
    let mut builder = tar::Builder::new(gz);
    for member in members {
        let mut header = tar::Header::new_gnu();
        header.as_old_mut().name[..member.path.len()].copy_from_slice(member.path.as_bytes());
        header.set_entry_type(member.kind);
        header.set_size(member.data.len() as u64);
        header.set_mode(if member.kind == tar::EntryType::Directory { 0o755 } else { 0o644 });
        if let Some(target) = member.link {
            header.set_link_name(target).unwrap();
        }
        header.set_cksum();
        builder.append(&header, member.data.as_slice()).unwrap();
    }
    builder.into_inner().unwrap().finish().unwrap();
}

/// Restores `members` into an absent and into an empty folder with `max_bytes`,
/// expecting the refusal `expected` and both folders as they were.
fn assert_refused(members: impl Fn() -> Vec<Member>, max_bytes: u64, expected: &str) {
    let work = tempfile::tempdir().unwrap();
    let path = work.path().join("piégée.tar.gz");
    archive(&path, members());

    let absent = work.path().join("absent");
    let limits = vitrine::backup::Limits { max_bytes, ..Default::default() };
    let err = vitrine::backup::restore_with_limits(&path, &absent, limits).expect_err(expected);
    assert!(format!("{err:#}").contains(expected), "expected « {expected} », got « {err:#} »");
    assert!(!absent.exists(), "{expected}: the target is not created");
    let left: Vec<_> = std::fs::read_dir(work.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left, vec![std::ffi::OsString::from("piégée.tar.gz")], "{expected}: nothing is left beside it");

    let empty = work.path().join("vide");
    std::fs::create_dir(&empty).unwrap();
    let err = vitrine::backup::restore_with_limits(&path, &empty, limits).expect_err(expected);
    assert!(format!("{err:#}").contains(expected), "expected « {expected} », got « {err:#} »");
    assert_eq!(std::fs::read_dir(&empty).unwrap().count(), 0, "{expected}: the empty target stays empty");
}

const NO_LIMIT: u64 = vitrine::backup::MAX_RESTORED_BYTES;

#[test]
fn restore_refuses_links_and_special_files() {
    use tar::EntryType::{Block, Char, Directory, Fifo, Link, Symlink};
    assert_refused(
        || vec![file("vitrine.db", database()), link("media", Symlink, "/")],
        NO_LIMIT,
        "entrée refusée dans l'archive : media (lien symbolique)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), dir("media"), link("media/leak.webp", Symlink, "../vitrine.db")],
        NO_LIMIT,
        "entrée refusée dans l'archive : media/leak.webp (lien symbolique)",
    );
    assert_refused(
        || vec![link("vitrine.db", Symlink, "/tmp/autre.db")],
        NO_LIMIT,
        "entrée refusée dans l'archive : vitrine.db (lien symbolique)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), dir("media"), link("media/copie.webp", Link, "vitrine.db")],
        NO_LIMIT,
        "entrée refusée dans l'archive : media/copie.webp (lien physique)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), dir("media"), special("media/tube", Fifo)],
        NO_LIMIT,
        "entrée refusée dans l'archive : media/tube (tube nommé)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), dir("media"), special("media/null", Char)],
        NO_LIMIT,
        "entrée refusée dans l'archive : media/null (périphérique en mode caractère)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), dir("media"), special("media/disque", Block)],
        NO_LIMIT,
        "entrée refusée dans l'archive : media/disque (périphérique en mode bloc)",
    );
    assert_refused(
        || vec![special("vitrine.db", Directory)],
        NO_LIMIT,
        "entrée refusée dans l'archive : vitrine.db (la base doit être un fichier à la racine)",
    );
}

#[test]
fn restore_refuses_paths_outside_the_data_directory() {
    assert_refused(
        || vec![file("vitrine.db", database()), file("/tmp/x", b"hors".to_vec())],
        NO_LIMIT,
        "entrée refusée dans l'archive : /tmp/x (chemin absolu)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), file("media/../../x", b"hors".to_vec())],
        NO_LIMIT,
        "entrée refusée dans l'archive : media/../../x (chemin contenant « .. »)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), file("./media/x", b"hors".to_vec())],
        NO_LIMIT,
        "entrée refusée dans l'archive : ./media/x (chemin contenant « . »)",
    );
    assert_refused(
        || vec![file("vitrine.db", database()), file("search/x", b"autre".to_vec())],
        NO_LIMIT,
        "entrée refusée dans l'archive : search/x (hors de vitrine.db, media et attachments)",
    );
    assert_refused(
        || vec![file("media/vitrine.db", database())],
        NO_LIMIT,
        "l'archive ne contient pas de base de données (vitrine.db)",
    );
}

#[test]
fn restore_refuses_more_bytes_than_its_limit() {
    const MIB: u64 = 1024 * 1024;
    assert_refused(
        || vec![file("vitrine.db", database()), dir("media"), file("media/zéros.bin", vec![0; 2 * MIB as usize])],
        MIB,
        "l'archive dépasse la taille maximale d'une restauration (1,0 Mio)",
    );
    // Files each under the limit, together over it.
    assert_refused(
        || {
            let mut members = vec![file("vitrine.db", database()), dir("media")];
            members.extend(["media/a", "media/b", "media/c", "media/d"].map(|path| file(path, vec![0; 300 * 1024])));
            members
        },
        MIB,
        "l'archive dépasse la taille maximale d'une restauration",
    );
}

#[test]
fn a_refused_archive_is_reported_in_french_by_the_cli() {
    let work = tempfile::tempdir().unwrap();
    let path = work.path().join("piégée.tar.gz");
    archive(&path, vec![file("vitrine.db", database()), link("media", tar::EntryType::Symlink, "/")]);
    let target = work.path().join("cible");
    let done = vitrine(&["--data", &target.to_string_lossy(), "restore", &path.to_string_lossy()]);
    assert!(!done.status.success());
    let stderr = String::from_utf8_lossy(&done.stderr);
    assert!(stderr.contains("entrée refusée dans l'archive : media (lien symbolique)"), "{stderr}");
    assert!(!target.exists());
}

#[test]
fn restore_fills_an_existing_empty_folder_and_leaves_no_staging_behind() {
    let work = tempfile::tempdir().unwrap();
    let path = work.path().join("sauvegarde.tar.gz");
    archive(
        &path,
        vec![
            file("vitrine.db", database()),
            dir("media"),
            dir("media/images"),
            file("media/images/a-480.webp", b"RIFF".to_vec()),
            file("attachments/1/dossier.pdf", b"%PDF".to_vec()),
        ],
    );
    let target = work.path().join("vide");
    std::fs::create_dir(&target).unwrap();
    vitrine::backup::restore(&path, &target).unwrap();
    let mut names: Vec<_> = std::fs::read_dir(&target).unwrap().map(|e| e.unwrap().file_name()).collect();
    names.sort();
    assert_eq!(names, ["attachments", "media", "vitrine.db"]);
    assert_eq!(std::fs::read(target.join("media/images/a-480.webp")).unwrap(), b"RIFF");
    assert_eq!(std::fs::read(target.join("attachments/1/dossier.pdf")).unwrap(), b"%PDF");
    let left: Vec<_> = std::fs::read_dir(work.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left.len(), 2, "the archive and the target, nothing else: {left:?}");
}
