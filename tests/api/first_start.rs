//! What a new installation does on its first start, and the account CLI.

use crate::common;

use common::TestApp;

#[tokio::test]
async fn first_start_seeds_demo_content_and_a_super_admin_once() {
    let app = TestApp::spawn().await;
    assert_eq!(app.count("blog_posts"), 14, "8 French articles, 3 of them in English and Arabic too");
    assert!(app.count("timeline_events") >= 6);
    let (email, role): (String, String) =
        app.db().query_row("SELECT email, role FROM users", [], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
    assert_eq!((email.as_str(), role.as_str()), ("admin@localhost", "super_admin"));

    let app = app.restart().await;
    assert_eq!(app.count("blog_posts"), 14, "demo content is not seeded twice");
    assert_eq!(app.count("users"), 1);
}

#[tokio::test]
async fn admin_from_env_and_no_demo_content_when_disabled() {
    let app = TestApp::spawn_with(|config| {
        config.demo = false;
        config.admin_email = Some(" Chef@Exemple.KM ".into());
        config.admin_password = Some("un mot de passe solide".into());
    })
    .await;
    assert_eq!(app.count("blog_posts"), 0);
    assert_eq!(app.count("timeline_events"), 0);
    let (email, role, hash): (String, String, String) = app
        .db()
        .query_row("SELECT email, role, password_hash FROM users", [], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap();
    assert_eq!((email.as_str(), role.as_str()), ("chef@exemple.km", "super_admin"));
    assert!(vitrine::auth::password::verify("un mot de passe solide", &hash));
    let (_, list) = app.get_json("/api/posts").await;
    assert_eq!(list["total"], 0);
    let (_, site) = app.get_json("/api/site").await;
    assert_eq!(site["settings"]["seo"]["title"], "Mon site");
    assert!(site["content"]["home_hero"].is_null());
}

fn vitrine(data: &std::path::Path, args: &[&str], stdin: Option<&str>) -> std::process::Output {
    common::vitrine_cli(data, args, stdin, &[])
}

#[test]
fn the_user_cli_adds_lists_and_changes_roles() {
    let dir = tempfile::tempdir().unwrap();
    let added = vitrine(
        dir.path(),
        &[
            "user",
            "add",
            "--email",
            "Modo@Exemple.km",
            "--role",
            "moderator",
            "--name",
            " Mo\u{200B}do\u{202E}\r\n  Mode\u{301}r\u{e9} ",
            "--password-stdin",
        ],
        Some("mot de passe du modo\n"),
    );
    assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));

    let listed = vitrine(dir.path(), &["user", "list"], None);
    let out = String::from_utf8_lossy(&listed.stdout);
    assert!(out.contains("modo@exemple.km") && out.contains("moderator"), "{out}");

    let changed =
        vitrine(dir.path(), &["user", "set-role", "--email", "modo@exemple.km", "--role", "super_admin"], None);
    assert!(changed.status.success());
    let listed = vitrine(dir.path(), &["user", "list"], None);
    assert!(String::from_utf8_lossy(&listed.stdout).contains("super_admin"));

    let conn = rusqlite::Connection::open(dir.path().join("vitrine.db")).unwrap();
    let hash: String = conn.query_row("SELECT password_hash FROM users", [], |r| r.get(0)).unwrap();
    assert!(vitrine::auth::password::verify("mot de passe du modo", &hash), "stdin loses only its newline");
    let name: String = conn.query_row("SELECT full_name FROM users", [], |r| r.get(0)).unwrap();
    assert_eq!(name, "Modo Mod\u{e9}r\u{e9}", "the name is cleaned like the sign-up form's");

    let short = vitrine(
        dir.path(),
        &["user", "add", "--email", "x@exemple.km", "--role", "promoter", "--name", "X", "--password-stdin"],
        Some("court"),
    );
    assert!(!short.status.success());
    let duplicate = vitrine(
        dir.path(),
        &["user", "add", "--email", "MODO@exemple.km", "--role", "promoter", "--name", "Autre", "--password-stdin"],
        Some("assez long"),
    );
    assert!(!duplicate.status.success());
    let nameless = vitrine(
        dir.path(),
        &["user", "add", "--email", "n@exemple.km", "--role", "moderator", "--password-stdin"],
        Some("assez long"),
    );
    assert!(!nameless.status.success(), "a name is required");
    let complaint = String::from_utf8_lossy(&nameless.stderr);
    assert!(complaint.contains("--name"), "the error names the missing option: {complaint}");
    let blank = vitrine(
        dir.path(),
        &[
            "user",
            "add",
            "--email",
            "n@exemple.km",
            "--role",
            "moderator",
            "--name",
            " \u{202E}\u{200B} ",
            "--password-stdin",
        ],
        Some("assez long"),
    );
    assert!(String::from_utf8_lossy(&blank.stderr).contains("Le nom est requis"));
    let unknown =
        vitrine(dir.path(), &["user", "set-role", "--email", "personne@exemple.km", "--role", "promoter"], None);
    assert!(!unknown.status.success());
    let bad_role = vitrine(dir.path(), &["user", "set-role", "--email", "modo@exemple.km", "--role", "admin"], None);
    assert!(!bad_role.status.success());
    let last_admin =
        vitrine(dir.path(), &["user", "set-role", "--email", "modo@exemple.km", "--role", "promoter"], None);
    assert!(!last_admin.status.success(), "the only super_admin keeps the role");
    let message = String::from_utf8_lossy(&last_admin.stderr);
    assert!(message.contains("Impossible de retirer le rôle du dernier super administrateur."), "{message}");
    assert!(!message.contains("conflict"), "{message}");
    assert_eq!(role_of(dir.path(), "modo@exemple.km"), "super_admin");
}

fn role_of(data: &std::path::Path, email: &str) -> String {
    rusqlite::Connection::open(data.join("vitrine.db"))
        .unwrap()
        .query_row("SELECT role FROM users WHERE email = ?1", [email], |r| r.get(0))
        .unwrap()
}

#[tokio::test]
async fn start_up_refuses_to_promote_an_account_that_holds_the_admin_address() {
    let dir = tempfile::tempdir().unwrap();
    let added = vitrine(
        dir.path(),
        &["user", "add", "--email", "chef@exemple.km", "--role", "promoter", "--name", "Chef", "--password-stdin"],
        Some("le mot de passe du promoteur\n"),
    );
    assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));

    let mut config = vitrine::Config::for_data_dir(dir.path());
    config.admin_email = Some(" Chef@Exemple.KM ".into());
    config.admin_password = Some("un mot de passe solide".into());
    let refused = vitrine::App::build(config).await.err().expect("start-up is refused");
    let message = format!("{refused:#}");
    assert!(
        message.contains("chef@exemple.km")
            && message.contains("promoter")
            && message.contains("user set-role --email chef@exemple.km --role super_admin"),
        "{message}"
    );
    assert_eq!(role_of(dir.path(), "chef@exemple.km"), "promoter");
    let hash: String = rusqlite::Connection::open(dir.path().join("vitrine.db"))
        .unwrap()
        .query_row("SELECT password_hash FROM users WHERE email = 'chef@exemple.km'", [], |r| r.get(0))
        .unwrap();
    assert!(vitrine::auth::password::verify("le mot de passe du promoteur", &hash), "the password is untouched");
}

#[tokio::test]
async fn start_up_refuses_to_promote_an_existing_admin_at_localhost() {
    let dir = tempfile::tempdir().unwrap();
    let added = vitrine(
        dir.path(),
        &["user", "add", "--email", "modo@exemple.km", "--role", "moderator", "--name", "Modo", "--password-stdin"],
        Some("le mot de passe du modo\n"),
    );
    assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));
    // The CLI wants a real domain, so the address is given straight in the database.
    rusqlite::Connection::open(dir.path().join("vitrine.db"))
        .unwrap()
        .execute("UPDATE users SET email = 'admin@localhost'", [])
        .unwrap();

    let refused =
        vitrine::App::build(vitrine::Config::for_data_dir(dir.path())).await.err().expect("start-up is refused");
    let message = format!("{refused:#}");
    assert!(message.contains("user set-role --email admin@localhost --role super_admin"), "{message}");
    assert_eq!(role_of(dir.path(), "admin@localhost"), "moderator");
    let users: i64 = rusqlite::Connection::open(dir.path().join("vitrine.db"))
        .unwrap()
        .query_row("SELECT count(*) FROM users", [], |r| r.get(0))
        .unwrap();
    assert_eq!(users, 1, "no other administrator is made instead");
}
