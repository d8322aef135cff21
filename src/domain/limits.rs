//! How long each text people type may be, in characters. The server refuses more, the
//! schema's CHECKs hold the same numbers (a test compares them) and the UI's fields stop
//! there: `ui/src/generated/limits.ts` is written from this list.

pub const PERSON_NAME: usize = 120;
pub const EMAIL: usize = 254;
pub const PHONE: usize = 40;
pub const PASSWORD_MIN: usize = 8;
pub const PASSWORD_MAX: usize = 128;
pub const LINK: usize = 2_048;
/// Titles of articles, dossiers, timeline events, the site and page sections.
pub const TITLE: usize = 200;
/// An article's excerpt, the site description for search engines, the footer tagline.
pub const SUMMARY: usize = 500;
/// An article's title and description for search engines: what a results page shows whole.
pub const SEO_TITLE: usize = 70;
pub const SEO_DESCRIPTION: usize = 160;
pub const POST_CATEGORY: usize = 80;
/// An article's keyword, and how many one article holds.
pub const TAG: usize = 40;
pub const TAGS_PER_POST: usize = 10;
pub const AUTHOR_BIO: usize = 1_000;
pub const TIMELINE_DATE: usize = 50;
pub const TIMELINE_CATEGORY: usize = 50;
pub const TIMELINE_DESCRIPTION: usize = 2_000;
pub const DOSSIER_DESCRIPTION: usize = 20_000;
pub const DOSSIER_MESSAGE: usize = 5_000;
pub const CONTACT_MESSAGE: usize = 5_000;
/// A line of page content (hero, section texts, list items).
pub const CONTENT_TEXT: usize = 2_000;
/// A paragraph of page content.
pub const CONTENT_PARAGRAPH: usize = 5_000;
pub const CHAT_MESSAGE: usize = 1_000;
pub const CHAT_KEYWORD: usize = 100;
pub const CHAT_ANSWER: usize = 2_000;
pub const CHAT_LINK_LABEL: usize = 80;
/// A button's words (the home page's call to action).
pub const BUTTON_LABEL: usize = 80;
pub const SEARCH_QUERY: usize = 500;
/// An image's alternative text.
pub const IMAGE_ALT: usize = 300;
/// An article's sanitized HTML, in bytes.
pub const POST_HTML_BYTES: usize = 500 * 1024;
/// A file imported from the back-office (a WordPress export of thousands of articles, or a
/// Vitrine export with its images), in megabytes.
pub const IMPORT_MEGABYTES: usize = 512;

/// Every bound under the name the UI knows it by, with one only the browser checks:
/// a question to the chat widget (answered in the browser). The alternative text of
/// an image inside article HTML is checked by the browser alone, that of a page's
/// image by the server too.
#[cfg(test)]
const ALL: [(&str, usize); 31] = [
    ("personName", PERSON_NAME),
    ("email", EMAIL),
    ("phone", PHONE),
    ("passwordMin", PASSWORD_MIN),
    ("passwordMax", PASSWORD_MAX),
    ("link", LINK),
    ("title", TITLE),
    ("summary", SUMMARY),
    ("seoTitle", SEO_TITLE),
    ("seoDescription", SEO_DESCRIPTION),
    ("postCategory", POST_CATEGORY),
    ("tag", TAG),
    ("tagsPerPost", TAGS_PER_POST),
    ("authorBio", AUTHOR_BIO),
    ("imageAlt", IMAGE_ALT),
    ("timelineDate", TIMELINE_DATE),
    ("timelineCategory", TIMELINE_CATEGORY),
    ("timelineDescription", TIMELINE_DESCRIPTION),
    ("dossierDescription", DOSSIER_DESCRIPTION),
    ("dossierMessage", DOSSIER_MESSAGE),
    ("contactMessage", CONTACT_MESSAGE),
    ("contentText", CONTENT_TEXT),
    ("contentParagraph", CONTENT_PARAGRAPH),
    ("chatMessage", CHAT_MESSAGE),
    ("chatKeyword", CHAT_KEYWORD),
    ("chatAnswer", CHAT_ANSWER),
    ("chatLinkLabel", CHAT_LINK_LABEL),
    ("buttonLabel", BUTTON_LABEL),
    ("chatQuestion", 500),
    ("searchQuery", SEARCH_QUERY),
    ("importMegabytes", IMPORT_MEGABYTES),
];

/// The TypeScript module the UI imports its field bounds from.
#[cfg(test)]
pub fn typescript() -> String {
    let mut ts = String::from(
        "// Written from src/domain/limits.rs by `VITRINE_WRITE_TS=1 cargo test api_types`. Do not edit.\n\n\
         export const LIMITS = {\n",
    );
    for (name, value) in ALL {
        ts.push_str(&format!("  {name}: {value},\n"));
    }
    ts.push_str("} as const;\n");
    ts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_is_written_once() {
        let mut names: Vec<&str> = ALL.iter().map(|(name, _)| *name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        assert!(typescript().contains("  dossierMessage: 5000,\n"));
    }
}
