//! Backups of a real site whose database or archive was edited by hand: each
//! edit is refused with its reason and leaves nothing behind, and the untouched
//! backup still restores and serves the site.

use crate::common;
use crate::dossiers::{attach, pdf, submit};

use std::path::{Path, PathBuf};
use std::process::Command;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::json;
use vitrine::backup::{Limits, restore_with_limits};

/// One member of an archive, as read back or about to be written.
#[derive(Clone)]
struct Member {
    path: String,
    kind: tar::EntryType,
    data: Vec<u8>,
}

/// What the genuine site holds, to be found again after a restore.
struct Site {
    archive: PathBuf,
    slug: String,
    cover: String,
    avatar: String,
    dossier: i64,
    attachment: i64,
}

fn vitrine(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_vitrine")).args(args).output().expect("the binary runs")
}

/// A site with a post and its cover image, an avatar, a dossier with an attachment and
/// open sessions, backed up by `vitrine backup` into `work`.
async fn genuine_site(work: &Path) -> Site {
    let app = TestApp::spawn().await;
    let admin = app.client_as("super_admin").await;
    let promoter = app.client_as("promoter").await;

    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(common::images::jpeg(1200, 600)).file_name("c.jpg"));
    let uploaded: serde_json::Value =
        admin.post(app.url("/api/admin/uploads")).multipart(form).send().await.unwrap().json().await.unwrap();
    let cover = uploaded["url"].as_str().unwrap().to_string();
    let post = json!({
        "title": "Restaurée telle quelle",
        "excerpt": "Un résumé.",
        "category": "Innovation",
        "content_html": format!(r#"<p>Texte.</p><img src="{cover}" alt="">"#),
        "content_json": "{\"root\":{}}",
        "cover_image": cover,
        "published_at": "2001-01-01T00:00:00Z",
    });
    let created: serde_json::Value =
        admin.post(app.url("/api/admin/posts")).json(&post).send().await.unwrap().json().await.unwrap();
    let slug = created["post"]["slug"].as_str().unwrap().to_string();

    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(common::images::png(64, 64)).file_name("a.png"));
    let profile: serde_json::Value =
        promoter.post(app.url("/api/profile/avatar")).multipart(form).send().await.unwrap().json().await.unwrap();
    let avatar = profile["profile"]["avatar_url"].as_str().unwrap().to_string();
    let dossier = submit(&app, &promoter, "Dossier sauvegardé").await;
    let (status, body) = attach(&app, &promoter, dossier, "plan.pdf", pdf()).await;
    assert_eq!(status, StatusCode::CREATED);
    let attachment = body["attachment"]["id"].as_i64().unwrap();
    assert!(app.count("sessions") >= 2);

    let archive = work.join("sauvegarde.tar.gz");
    let data = app.data_dir.to_string_lossy().into_owned();
    let made = vitrine(&["--data", &data, "backup", &archive.to_string_lossy()]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    Site { archive, slug, cover, avatar, dossier, attachment }
}

fn read_members(archive: &Path) -> Vec<Member> {
    let file = std::fs::File::open(archive).unwrap();
    let mut archive = tar::Archive::new(flate2::read::GzDecoder::new(file));
    let mut members = Vec::new();
    for entry in archive.entries().unwrap() {
        let mut entry = entry.unwrap();
        let mut data = Vec::new();
        std::io::Read::read_to_end(&mut entry, &mut data).unwrap();
        let path = entry.path().unwrap().to_string_lossy().into_owned();
        members.push(Member { path, kind: entry.header().entry_type(), data });
    }
    members
}

fn write_members(at: &Path, members: impl IntoIterator<Item = Member>) {
    let gz = flate2::write::GzEncoder::new(std::fs::File::create(at).unwrap(), flate2::Compression::fast());
    let mut builder = tar::Builder::new(gz);
    for member in members {
        let mut header = tar::Header::new_gnu();
        header.set_path(&member.path).unwrap();
        header.set_entry_type(member.kind);
        header.set_size(member.data.len() as u64);
        header.set_mode(if member.kind == tar::EntryType::Directory { 0o755 } else { 0o644 });
        header.set_cksum();
        builder.append(&header, member.data.as_slice()).unwrap();
    }
    builder.into_inner().unwrap().finish().unwrap();
}

/// The genuine archive with `sql` run on its database, written to `at`.
fn tampered(genuine: &Path, at: &Path, sql: &str) {
    let mut members = read_members(genuine);
    assert_eq!(members[0].path, "vitrine.db", "the backup writes the database first");
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("vitrine.db");
    std::fs::write(&database, &members[0].data).unwrap();
    let conn = rusqlite::Connection::open(&database).unwrap();
    conn.execute_batch("PRAGMA journal_mode = DELETE;").unwrap();
    conn.execute_batch(sql).unwrap_or_else(|err| panic!("{sql}: {err}"));
    drop(conn);
    members[0].data = std::fs::read(&database).unwrap();
    write_members(at, members);
}

/// Restores `archive` into an absent and into an empty folder within `limits`,
/// expecting a refusal that says `expected` and both folders as they were.
fn assert_refused(archive: &Path, limits: Limits, expected: &str) {
    let work = tempfile::tempdir().unwrap();
    let absent = work.path().join("absent").join("site");
    let err = restore_with_limits(archive, &absent, limits).expect_err(expected);
    assert!(format!("{err:#}").contains(expected), "expected « {expected} », got « {err:#} »");
    assert_eq!(std::fs::read_dir(work.path()).unwrap().count(), 0, "{expected}: nothing is created");

    let empty = work.path().join("vide");
    std::fs::create_dir(&empty).unwrap();
    let err = restore_with_limits(archive, &empty, limits).expect_err(expected);
    assert!(format!("{err:#}").contains(expected), "expected « {expected} », got « {err:#} »");
    assert_eq!(std::fs::read_dir(&empty).unwrap().count(), 0, "{expected}: the empty target stays empty");
}

#[tokio::test]
async fn a_database_edited_by_hand_is_refused_and_nothing_is_left() {
    let work = tempfile::tempdir().unwrap();
    let site = genuine_site(work.path()).await;
    let hostile = work.path().join("piégée.tar.gz");
    let attachment = site.attachment;
    for (sql, expected) in [
        (
            "CREATE TRIGGER fuite AFTER INSERT ON sessions BEGIN
                 UPDATE site_content SET content_value = json_set(content_value, '$.title', NEW.id); END;",
            "déclencheur en trop « fuite »".to_string(),
        ),
        ("CREATE VIEW comptes AS SELECT email, password_hash FROM users;", "vue en trop « comptes »".into()),
        ("CREATE INDEX users_hash ON users (password_hash);", "index en trop « users_hash »".into()),
        ("CREATE TABLE notes (x);", "table en trop « notes »".into()),
        ("DROP INDEX sessions_user;", "index manquant « sessions_user »".into()),
        (
            "PRAGMA writable_schema = ON;
             UPDATE sqlite_master SET sql = replace(sql, 'CHECK (stored_name NOT GLOB ''*[^a-zA-Z0-9-]*'')', '')
              WHERE name = 'dossier_attachments';",
            "table modifiée « dossier_attachments »".into(),
        ),
        (
            &format!(
                "PRAGMA ignore_check_constraints = ON;
                 UPDATE dossier_attachments SET stored_name = '../vitrine.db' WHERE id = {attachment};"
            ),
            format!("dossier_attachments, ligne {attachment} (« ../vitrine.db »)"),
        ),
        (
            &format!(
                "PRAGMA ignore_check_constraints = ON;
                 UPDATE dossier_attachments SET stored_name = '/etc/passwd' WHERE id = {attachment};"
            ),
            format!("dossier_attachments, ligne {attachment} (« /etc/passwd »)"),
        ),
        (
            "UPDATE users SET avatar_url = '/media/../vitrine.db' WHERE avatar_url IS NOT NULL;",
            "users.avatar_url, ligne".into(),
        ),
        (
            "UPDATE blog_posts SET content_html = '<img src=\"/media/images/../../vitrine.db\">';",
            "blog_posts.content_html, ligne".into(),
        ),
        (
            "INSERT INTO post_revisions (post_id, version, reason, title, excerpt, content_html, cover_image)
                 SELECT id, 1, 'save', 'x', '', '', '/media/../vitrine.db' FROM blog_posts LIMIT 1;",
            "post_revisions.cover_image, ligne".into(),
        ),
        (
            "INSERT OR REPLACE INTO site_settings (key, value)
                 VALUES ('identity', '{\"favicon_url\": \"\\/media\\/..\\/vitrine.db\"}');",
            "site_settings.value, ligne".into(),
        ),
        (
            "INSERT INTO refinery_schema_history VALUES (99, 'futur', '2030-01-01T00:00:00Z', '1');",
            "vient d'une version plus récente de Vitrine (migration 99".into(),
        ),
        (
            "UPDATE refinery_schema_history SET applied_on = 'hier' WHERE version = 1;",
            "l'historique des migrations de la base restaurée ne correspond pas".into(),
        ),
        (
            "UPDATE refinery_schema_history SET checksum = '1' WHERE version = 3;",
            "ne correspond pas à cette version de Vitrine (migration 3)".into(),
        ),
        ("DROP TABLE refinery_schema_history;", "la base restaurée n'a pas d'historique de migrations".into()),
        (
            &format!(
                "PRAGMA foreign_keys = OFF; UPDATE dossier_attachments SET dossier_id = 999 WHERE id = {attachment};"
            ),
            format!(
                "référence cassée : dossier_attachments, ligne {attachment} renvoie à une ligne absente de dossiers"
            ),
        ),
    ] {
        tampered(&site.archive, &hostile, sql);
        assert_refused(&hostile, Limits::default(), &expected);
    }

    // The command line says why, fails, and creates nothing.
    tampered(
        &site.archive,
        &hostile,
        "CREATE TRIGGER fuite AFTER INSERT ON sessions BEGIN UPDATE users SET role = 'super_admin'; END;",
    );
    let target = work.path().join("cible");
    let done = vitrine(&["--data", &target.to_string_lossy(), "restore", &hostile.to_string_lossy()]);
    assert!(!done.status.success());
    let stderr = String::from_utf8_lossy(&done.stderr);
    assert!(stderr.contains("la base restaurée ne correspond pas au schéma"), "{stderr}");
    assert!(stderr.contains("déclencheur en trop « fuite »"), "{stderr}");
    assert!(!target.exists());
}

#[tokio::test]
async fn an_archive_larger_than_its_database_declares_or_out_of_order_is_refused() {
    let work = tempfile::tempdir().unwrap();
    let site = genuine_site(work.path()).await;
    let hostile = work.path().join("piégée.tar.gz");
    let members = read_members(&site.archive);
    let declared: u64 = members.iter().map(|member| member.data.len() as u64).sum();

    // The media allowance is the only margin: one byte past it is refused before it is written.
    let limits = Limits { media_bytes: 1024 * 1024, ..Limits::default() };
    let zeros =
        Member { path: "media/zéros.bin".into(), kind: tar::EntryType::Regular, data: vec![0; 2 * 1024 * 1024] };
    write_members(&hostile, members.iter().cloned().chain([zeros]));
    assert_refused(&hostile, limits, "plus que ce que déclare sa base");

    let within = Limits { media_bytes: declared, ..Limits::default() };
    write_members(&hostile, members.clone());
    let restored = work.path().join("dans-la-marge");
    restore_with_limits(&hostile, &restored, within).expect("within the allowance");

    let mut reordered = members.clone();
    reordered.rotate_left(1);
    write_members(&hostile, reordered);
    assert_refused(&hostile, Limits::default(), "doit être la première entrée de l'archive");
}

#[test]
fn entries_are_counted_before_anything_is_written() {
    let work = tempfile::tempdir().unwrap();
    let archive = work.path().join("nombreuses.tar.gz");
    let database = {
        let path = work.path().join("vitrine.db");
        let mut conn = vitrine::db::open_connection(&path).unwrap();
        vitrine::db::migrate(&mut conn).unwrap();
        drop(conn);
        let bytes = std::fs::read(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        bytes
    };
    let entries = |count: usize| {
        let empty = (0..count - 1).map(|n| Member {
            path: format!("media/e{n}"),
            kind: tar::EntryType::Regular,
            data: Vec::new(),
        });
        std::iter::once(Member { path: "vitrine.db".into(), kind: tar::EntryType::Regular, data: database.clone() })
            .chain(empty)
    };

    write_members(&archive, entries(100_001));
    let started = std::time::Instant::now();
    assert_refused(&archive, Limits::default(), "l'archive contient plus de 100 000 entrées");
    assert!(started.elapsed() < std::time::Duration::from_secs(60), "{:?}", started.elapsed());

    let limits = Limits { max_entries: 4, ..Limits::default() };
    write_members(&archive, entries(5));
    assert_refused(&archive, limits, "l'archive contient plus de 4 entrées");
    write_members(&archive, entries(4));
    restore_with_limits(&archive, &work.path().join("quatre"), limits).expect("four entries are allowed");
    assert_eq!(std::fs::read_dir(work.path().join("quatre/media")).unwrap().count(), 3);
}

#[tokio::test]
async fn a_genuine_backup_restores_and_serves_the_site() {
    let work = tempfile::tempdir().unwrap();
    let site = genuine_site(work.path()).await;
    let restored = work.path().join("restauré");
    let done = vitrine(&["--data", &restored.to_string_lossy(), "restore", &site.archive.to_string_lossy()]);
    assert!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));

    let copy = TestApp::spawn_with(|config| config.data_dir = restored.clone()).await;
    assert!(copy.count("sessions") >= 2, "sessions come back");
    let (status, post) = copy.get_json(&format!("/api/posts/{}", site.slug)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(post["post"]["cover_image"], site.cover.as_str());
    assert_eq!(copy.get(&site.cover).await.status(), StatusCode::OK, "images come back");
    assert_eq!(copy.get(&site.avatar).await.status(), StatusCode::OK, "avatars come back");
    let staff = copy.client_as("moderator").await;
    let url = copy.url(&format!("/api/dossiers/{}/attachments/{}", site.dossier, site.attachment));
    let response = staff.get(url).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.bytes().await.unwrap().to_vec(), pdf(), "attachments come back");
}
