//! What an import did, printed at its end: what it created, what was there already, and what it
//! could not bring (images left as links, keywords beyond the rules, refused posts).

use std::fmt;

use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "SiteImportReport")]
pub struct ImportReport {
    /// « WordPress » or « Vitrine ».
    pub source: &'static str,
    pub created: usize,
    /// Articles an earlier import of the same file (or the site itself) already holds.
    pub already_there: usize,
    pub drafts: usize,
    pub images_fetched: usize,
    /// Images that could not be fetched, with why: their addresses stay as links.
    pub images_kept_as_links: Vec<String>,
    pub authors_matched: usize,
    /// WordPress tags an article could not keep as keywords (beyond 10, or longer than 40
    /// characters), each « title » : tag.
    pub tags_left_out: Vec<String>,
    pub media_files: usize,
    /// Articles left out, with why.
    pub refused: Vec<String>,
    /// The articles made, for the search index to take in.
    #[serde(skip)]
    #[ts(skip)]
    pub created_ids: Vec<i64>,
}

impl ImportReport {
    pub fn new(source: &'static str) -> Self {
        ImportReport { source, ..Default::default() }
    }
}

impl fmt::Display for ImportReport {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(out, "Import {} terminé.", self.source)?;
        writeln!(out, "- Articles créés : {} (dont {} brouillons)", self.created, self.drafts)?;
        writeln!(out, "- Déjà présents, laissés tels quels : {}", self.already_there)?;
        if self.source == "WordPress" {
            writeln!(out, "- Images récupérées : {}", self.images_fetched)?;
            writeln!(out, "- Auteurs reconnus parmi les comptes : {}", self.authors_matched)?;
        } else {
            writeln!(out, "- Fichiers de médias : {}", self.media_files)?;
        }
        if !self.images_kept_as_links.is_empty() {
            writeln!(out, "- Images restées en lien ({}) :", self.images_kept_as_links.len())?;
            for image in &self.images_kept_as_links {
                writeln!(out, "    {image}")?;
            }
        }
        if !self.tags_left_out.is_empty() {
            writeln!(
                out,
                "- Mots-clés non repris (10 par article, 40 caractères chacun) : {}",
                self.tags_left_out.len()
            )?;
            for tag in &self.tags_left_out {
                writeln!(out, "    {tag}")?;
            }
        }
        for refused in &self.refused {
            writeln!(out, "- Non importé : {refused}")?;
        }
        Ok(())
    }
}
