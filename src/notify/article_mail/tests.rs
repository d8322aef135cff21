use super::*;
use crate::db::posts::{PostAuthor, PostSummary};
use crate::domain::lang::Lang;
use crate::domain::mail_html::tag_and_rest;

const BASE: &str = "https://exemple.km";
const WEB: &str = "https://exemple.km/blog/batir-un-ecosysteme";
const UNSUBSCRIBE: &str = "https://exemple.km/newsletter/desabonnement/abc123";

const CONTENT: &str = r#"<p>Depuis dix ans, l'envie d'entreprendre &amp; de <strong>durer</strong> grandit.</p><h2>Les piliers</h2><ul><li>La formalisation</li><li>Le financement</li></ul><p>Voir <a href="/parcours">mon parcours</a> et <a href="https://autre.km/etude?p=1&amp;q=2">l'étude</a>.</p><figure><img src="/media/images/ab12-1600.webp" alt="Moroni"><figcaption>Moroni</figcaption></figure><blockquote>Un écosystème solide</blockquote>"#;

fn post(title: &str, content_html: &str) -> Post {
    Post {
        summary: PostSummary {
            id: 1,
            slug: "batir-un-ecosysteme".into(),
            title: title.into(),
            excerpt: "L'envie d'entreprendre & de durer.".into(),
            category: Some("Entrepreneuriat".into()),
            published_at: "2026-11-20T08:00:00Z".into(),
            read_time_minutes: 3,
            cover_image: Some("/media/images/cd34-1600.webp".into()),
            thumbnail_url: None,
            author_name: Some("Awa Ali".into()),
            lang: Lang::Fr,
        },
        content_html: content_html.into(),
        author_bio: None,
        author: Some(PostAuthor { full_name: Some("Compte".into()), avatar_url: None }),
        translation_of: None,
        seo: Default::default(),
        tags: Vec::new(),
    }
}

fn render(lang: Lang, post: &Post, logo_url: Option<&str>) -> ArticleMail {
    ArticleMail::render(&ArticleMailInput {
        locale: Locale::new(lang),
        site_name: "Vitrine & Cie",
        logo_url,
        base: BASE,
        web_url: WEB,
        post,
    })
}

/// The French mail of the test article: (text, html) for one recipient.
fn french() -> (String, String) {
    render(Lang::Fr, &post("Bâtir un écosystème", CONTENT), Some("/media/logos/logo.png")).for_recipient(UNSUBSCRIBE)
}

/// Every opening tag of `html` with its inside (`a href="…" style="…"`), comments left out.
fn opening_tags(html: &str) -> Vec<String> {
    let mut tags = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        if let Some(comment) = rest[at..].strip_prefix("<!--") {
            rest = comment.split_once("-->").map_or("", |(_, after)| after);
            continue;
        }
        let (tag, after) = tag_and_rest(&rest[at + 1..]);
        if !tag.starts_with(['/', '!']) {
            tags.push(tag.to_string());
        }
        rest = after;
    }
    tags
}

/// The value of every `name="…"` attribute in `html`.
fn attribute_values<'h>(html: &'h str, name: &str) -> Vec<&'h str> {
    html.split(&format!(" {name}=\"")).skip(1).map(|value| value.split('"').next().unwrap_or_default()).collect()
}

#[test]
fn relative_pictures_and_links_become_absolute_on_the_site() {
    let (_, html) = french();
    assert!(html.contains(r#"src="https://exemple.km/media/images/ab12-960.webp""#), "{html}");
    assert!(html.contains(r#"src="https://exemple.km/media/images/cd34-960.webp""#), "cover: {html}");
    assert!(html.contains(r#"src="https://exemple.km/media/logos/logo.png""#), "logo: {html}");
    assert!(html.contains(r#"href="https://exemple.km/parcours""#), "{html}");
    for value in attribute_values(&html, "src").into_iter().chain(attribute_values(&html, "href")) {
        assert!(value.starts_with("https://"), "{value}");
    }
    assert!(!html.contains("src=\"/") && !html.contains("href=\"/"), "{html}");
}

#[test]
fn every_element_is_styled_inline_and_nothing_relies_on_a_stylesheet() {
    let (_, html) = french();
    assert!(!html.contains("<style") && !html.contains("class="), "{html}");
    let styled = ["p", "h1", "h2", "ul", "li", "blockquote", "img", "figure", "figcaption", "a", "td", "body"];
    let tags = opening_tags(&html);
    for name in styled {
        let of_name: Vec<&String> = tags.iter().filter(|tag| tag.split(' ').next() == Some(name)).collect();
        assert!(!of_name.is_empty(), "no <{name}> in {html}");
        for tag in of_name {
            assert!(tag.contains(" style=\""), "<{tag}> without a style");
        }
    }
}

#[test]
fn each_recipient_gets_its_own_unsubscribe_address() {
    let mail = render(Lang::Fr, &post("Titre", CONTENT), None);
    let (text, html) = mail.for_recipient(UNSUBSCRIBE);
    assert!(text.contains(&format!("Se désabonner : {UNSUBSCRIBE}\n")), "{text}");
    assert!(html.contains(&format!("<a href=\"{UNSUBSCRIBE}\"")), "{html}");
    let other = "https://exemple.km/newsletter/desabonnement/zz&9";
    let (text, html) = mail.for_recipient(other);
    assert!(text.contains(other) && !text.contains(UNSUBSCRIBE), "{text}");
    assert!(html.contains("desabonnement/zz&amp;9") && !html.contains(UNSUBSCRIBE), "{html}");
}

#[test]
fn the_text_part_reads_as_text() {
    let (text, _) = french();
    let expected_start = "Bâtir un écosystème\nPublié le 20 novembre 2026 par Awa Ali\n\n\
        Depuis dix ans, l'envie d'entreprendre & de durer grandit.\n\nLes piliers\n\n\
        - La formalisation\n- Le financement\n\n\
        Voir mon parcours (https://exemple.km/parcours) et l'étude (https://autre.km/etude?p=1&q=2).\n\n\
        Moroni\n\n> Un écosystème solide\n\n\
        Lire sur le site : https://exemple.km/blog/batir-un-ecosysteme\n\n-- \n\
        Vous recevez cet e-mail car vous êtes abonné(e) à la lettre de Vitrine & Cie.\n";
    assert!(text.starts_with(expected_start), "{text}");
    assert!(text.ends_with(&format!("Se désabonner : {UNSUBSCRIBE}\n{BASE}\n")), "{text}");
    assert!(["<p", "</", "<a ", "<img", "<li"].iter().all(|tag| !text.contains(tag)), "{text}");
    assert!(!text.contains("&amp;") && !text.contains("&#") && !text.contains("&nbsp;"), "{text}");
}

#[test]
fn arabic_reads_right_to_left_and_english_speaks_english() {
    let french_words = ["Lire sur le site", "Se désabonner", "Vous recevez", "Publié le", "email:"];
    let (text, html) = render(Lang::Ar, &post("بناء منظومة", CONTENT), None).for_recipient(UNSUBSCRIBE);
    for french in french_words {
        assert!(!text.contains(french) && !html.contains(french), "{french}");
    }
    assert!(html.contains("<html lang=\"ar\" dir=\"rtl\">"), "{html}");
    assert!(html.contains("direction:rtl;text-align:right") && html.contains("align=\"right\""), "{html}");
    assert!(html.contains("dir=\"ltr\""), "the site's address reads left to right: {html}");
    assert!(html.contains("إلغاء الاشتراك") && text.contains("اقرأ على الموقع"), "{text}");
    assert!(text.contains("نُشر في 20 نوفمبر 2026"), "{text}");
    let (text, html) = render(Lang::En, &post("Building", CONTENT), None).for_recipient(UNSUBSCRIBE);
    assert!(html.contains("<html lang=\"en\" dir=\"ltr\">"), "{html}");
    assert!(text.contains("Published on November 20, 2026 by Awa Ali"), "{text}");
    assert!(html.contains(">Read on the site</a>") && html.contains(">Unsubscribe</a>"), "{html}");
    assert!(text.contains("You receive this email because you subscribed to the Vitrine & Cie newsletter."));
    for french in french_words {
        assert!(!text.contains(french) && !html.contains(french), "{french}");
    }
}

#[test]
fn texts_from_the_database_are_escaped() {
    let mail = render(Lang::Fr, &post("<script>alert(1)</script> & co", "<p>x</p>"), None);
    assert_eq!(mail.subject, "<script>alert(1)</script> & co");
    let (_, html) = mail.for_recipient(UNSUBSCRIBE);
    assert!(!html.contains("<script>"), "{html}");
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"), "{html}");
    assert!(html.contains(">Vitrine &amp; Cie</a>") && html.contains("d&#39;entreprendre &amp; de durer."), "{html}");
}

#[test]
fn dark_modes_find_explicit_colours_and_nothing_tracks_the_reader() {
    let (_, html) = french();
    assert!(html.contains(r#"<meta name="color-scheme" content="light dark">"#), "{html}");
    assert!(html.contains(r#"<meta name="supported-color-schemes" content="light dark">"#), "{html}");
    assert!(html.contains(
        "<body dir=\"ltr\" bgcolor=\"#f3f4f6\" style=\"margin:0;padding:0;background-color:#f3f4f6;color:#1f2937\""
    ));
    assert_eq!(html.matches(&format!("<a href=\"{WEB}\"")).count(), 2, "the title and the button: {html}");
    for tag in opening_tags(&html).iter().filter(|tag| tag.starts_with("img ")) {
        assert!(tag.contains(" width=\"") || tag.contains(" height=\"48\""), "{tag}");
        assert!(tag.contains(" style=\""), "{tag}");
        assert!(!tag.contains("width=\"1\"") && !tag.contains("height=\"1\""), "a pixel: {tag}");
    }
    assert_eq!(html.matches("<img ").count(), 3, "logo, cover, the article's picture: {html}");
    let mut links = attribute_values(&html, "href");
    links.sort_unstable();
    links.dedup();
    let expected = ["https://autre.km/etude?p=1&amp;q=2", BASE, WEB, UNSUBSCRIBE, "https://exemple.km/parcours"];
    assert_eq!(links, expected, "no link rewritten nor added");
}

#[test]
fn an_uploaded_cover_is_mailed_as_its_jpeg_card_which_outlook_shows() {
    let mut post = post("Titre", "<p>Texte</p>");
    let id = "0123456789abcdef0123456789abcdef";
    post.summary.cover_image = Some(format!("/media/images/{id}-1600.webp"));
    let (_, html) = render(Lang::Fr, &post, None).for_recipient(UNSUBSCRIBE);
    assert!(html.contains(&format!(r#"src="https://exemple.km/media/social/{id}.jpg""#)), "{html}");
}

#[test]
fn an_article_without_cover_nor_author_nor_logo_still_reads_well() {
    let mut bare = post("Titre", "<p>Texte</p>");
    bare.summary.cover_image = None;
    bare.summary.author_name = Some("  ".into());
    bare.author = None;
    let (text, html) = render(Lang::Fr, &bare, Some("")).for_recipient(UNSUBSCRIBE);
    assert!(text.starts_with("Titre\nPublié le 20 novembre 2026\n\nTexte\n\n"), "{text}");
    assert_eq!(html.matches("<img").count(), 0, "{html}");
    let signed_by_account =
        Post { author: Some(PostAuthor { full_name: Some("Awa".into()), avatar_url: None }), ..bare };
    let (text, _) = render(Lang::Fr, &signed_by_account, None).for_recipient(UNSUBSCRIBE);
    assert!(text.starts_with("Titre\nPublié le 20 novembre 2026 par Awa\n"), "{text}");
}

/// The demo's first article as the site stores it, mailed in French: a change to the mail's
/// shape shows here. With `VITRINE_MAIL_PREVIEW=dir`, the mail is also written there to be looked at.
#[tokio::test]
async fn the_demo_article_makes_a_whole_mail() {
    let dir = tempfile::tempdir().unwrap();
    let db = crate::db::Db::open(&dir.path().join("vitrine.db")).await.unwrap();
    crate::seed::seed_if_empty(&db).await.unwrap();
    let (post, site) = db
        .run(|conn| {
            let now = crate::db::format_time(time::OffsetDateTime::now_utc());
            let post =
                crate::db::posts::find_published(conn, &now, "batir-un-ecosysteme-entrepreneurial-solide-aux-comores")?;
            Ok((post.expect("the demo's first article"), crate::db::settings::load(conn)?.seo.title))
        })
        .await
        .unwrap();
    let mail = ArticleMail::render(&ArticleMailInput {
        locale: Locale::new(Lang::Fr),
        site_name: &site,
        logo_url: None,
        base: BASE,
        web_url: WEB,
        post: &post,
    });
    let (text, html) = mail.for_recipient(UNSUBSCRIBE);
    if let Some(preview) = std::env::var_os("VITRINE_MAIL_PREVIEW") {
        let preview = std::path::Path::new(&preview);
        std::fs::write(preview.join("article-mail.html"), &html).unwrap();
        std::fs::write(preview.join("article-mail.txt"), &text).unwrap();
    }
    assert_eq!(mail.subject, "Bâtir un écosystème entrepreneurial solide aux Comores");
    assert!(text.starts_with("Bâtir un écosystème entrepreneurial solide aux Comores\nPublié le "), "{text}");
    assert!(text.contains(" par Ahmed Said Mohamed\n\nDepuis une dizaine d'années, l'envie d'entreprendre"), "{text}");
    assert!(text.contains("\n\nUn écosystème, de quoi parle-t-on ?\n\n"), "{text}");
    assert!(text.contains("\n- La formalisation : simplifier les démarches"), "{text}");
    assert!(text.contains("\n> Un écosystème solide ne se décrète pas"), "{text}");
    assert!(text.contains("Lire sur le site : https://exemple.km/blog/"), "{text}");
    assert!(text.contains("à la lettre de Révolutionner l'Entrepreneuriat en Afrique."), "{text}");
    assert!(html.contains(">Révolutionner l&#39;Entrepreneuriat en Afrique</a>"), "{html}");
    let cover = crate::media::social_url("/images/demo/post-1.svg").expect("the demo's cover has its JPEG card");
    assert!(html.contains(&format!(r#"<img src="{BASE}{cover}" alt="" width="552" style="#)), "{html}");
    assert!(html.contains("<h2 style=\"margin:28px 0 12px;color:#0f3d5e;"), "{html}");
    assert!(html.contains(">Lire sur le site</a>") && html.contains(">Se désabonner</a>"), "{html}");
    assert!(html.contains(">exemple.km</a></p>"), "{html}");
    assert!(!html.contains("src=\"/") && !html.contains("href=\"/") && !html.contains("class="), "{html}");
}
