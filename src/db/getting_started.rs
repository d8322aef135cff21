//! What the owner has done of the steps that make a new site his own, for the dashboard's
//! « Pour commencer » checklist: each is read from the site itself, so it ticks as he goes.

use rusqlite::Connection;

use super::legal::LegalPageKey;
use super::settings;
use crate::error::AppResult;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OwnerProgress {
    /// The settings give the owner's name and portrait.
    pub identity: bool,
    pub article_published: bool,
    /// Every legal page holds a text.
    pub legal_pages_written: bool,
}

pub fn progress(conn: &Connection, now: &str) -> AppResult<OwnerProgress> {
    let identity = settings::load(conn)?.identity;
    let article_published = conn.query_row(
        &format!("SELECT EXISTS (SELECT 1 FROM blog_posts p WHERE {})", super::posts::PUBLISHED),
        [now],
        |row| row.get(0),
    )?;
    let written: i64 =
        conn.query_row("SELECT count(*) FROM legal_pages WHERE trim(content_html) <> ''", [], |row| row.get(0))?;
    Ok(OwnerProgress {
        identity: !identity.owner_name.trim().is_empty() && !identity.portrait_url.trim().is_empty(),
        article_published,
        legal_pages_written: written >= LegalPageKey::ALL.len() as i64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-01-01T00:00:00Z";

    #[test]
    fn each_step_ticks_once_the_site_holds_it() {
        let conn = crate::db::test_connection();
        let nothing = OwnerProgress { identity: false, article_published: false, legal_pages_written: false };
        assert_eq!(progress(&conn, NOW).unwrap(), nothing);

        let mut settings = settings::load(&conn).unwrap();
        settings.identity.owner_name = "Awa".into();
        settings::save(&conn, &settings).unwrap();
        assert!(!progress(&conn, NOW).unwrap().identity, "a name without a portrait is half the step");
        settings.identity.portrait_url = "/media/images/awa.webp".into();
        settings::save(&conn, &settings).unwrap();
        assert!(progress(&conn, NOW).unwrap().identity);

        conn.execute(
            "INSERT INTO blog_posts (slug, title, content_html, lang, published_at) VALUES ('a', 'A', '', 'fr', '2027-01-01T00:00:00Z')",
            [],
        )
        .unwrap();
        assert!(!progress(&conn, NOW).unwrap().article_published, "a scheduled article is not yet published");
        conn.execute("UPDATE blog_posts SET published_at = '2025-01-01T00:00:00Z'", []).unwrap();
        assert!(progress(&conn, NOW).unwrap().article_published);

        for (written, page) in LegalPageKey::ALL.into_iter().enumerate() {
            assert!(
                !progress(&conn, NOW).unwrap().legal_pages_written,
                "{written} pages of {}",
                LegalPageKey::ALL.len()
            );
            conn.execute("INSERT INTO legal_pages (page, content_html) VALUES (?1, '<p>Texte</p>')", [page.as_str()])
                .unwrap();
        }
        assert!(progress(&conn, NOW).unwrap().legal_pages_written);
    }
}
