//! What every public page reads, in one language: the owner's settings and editable
//! texts, and the parts of the page frame drawn from them alone (the header, the
//! footer), kept with them so that they are drawn once per change, not once per page.

use std::sync::{Arc, Mutex};

use crate::db::content::SiteContent;
use crate::db::settings::SiteSettings;
use crate::domain::lang::Lang;

/// Parts kept at most: each language's footer and header per navigation item fit.
const PARTS_KEPT: usize = 48;

pub struct SiteTexts {
    pub settings: SiteSettings,
    pub content: SiteContent,
    drawn: Mutex<Vec<(Part, Arc<str>)>>,
}

/// A part of the frame and everything besides the texts it is drawn from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The header of pages with no other language version, the navigation item `nav` marked.
    Header { lang: Lang, nav: &'static str },
    /// The footer, which writes the year.
    Footer { lang: Lang, year: i32 },
}

impl SiteTexts {
    pub fn new(settings: SiteSettings, content: SiteContent) -> SiteTexts {
        SiteTexts { settings, content, drawn: Mutex::new(Vec::new()) }
    }

    /// `part` as drawn by `draw` the first time it was asked for.
    pub fn drawn<E>(&self, part: Part, draw: impl FnOnce() -> Result<String, E>) -> Result<Arc<str>, E> {
        let found =
            |drawn: &[(Part, Arc<str>)]| drawn.iter().find(|(kept, _)| *kept == part).map(|(_, markup)| markup.clone());
        if let Some(markup) = found(&self.lock()) {
            return Ok(markup);
        }
        // Drawn unlocked: two readers may draw the same part at once, and the first one's is kept.
        let markup: Arc<str> = draw()?.into();
        let mut drawn = self.lock();
        if let Some(kept) = found(&drawn) {
            return Ok(kept);
        }
        if drawn.len() < PARTS_KEPT {
            drawn.push((part, markup.clone()));
        }
        Ok(markup)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(Part, Arc<str>)>> {
        self.drawn.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    #[test]
    fn each_part_is_drawn_once() {
        let texts = SiteTexts::new(SiteSettings::default(), SiteContent::default());
        let draws = Cell::new(0);
        let draw = |text: &str| {
            draws.set(draws.get() + 1);
            Ok::<_, ()>(text.to_string())
        };
        let header = Part::Header { lang: Lang::Fr, nav: "/blog" };
        assert_eq!(&*texts.drawn(header, || draw("en-tête")).unwrap(), "en-tête");
        assert_eq!(&*texts.drawn(header, || draw("autre")).unwrap(), "en-tête");
        let next_year = Part::Footer { lang: Lang::Fr, year: 2027 };
        assert_eq!(&*texts.drawn(Part::Footer { lang: Lang::Fr, year: 2026 }, || draw("2026")).unwrap(), "2026");
        assert_eq!(&*texts.drawn(next_year, || draw("2027")).unwrap(), "2027");
        assert_eq!(&*texts.drawn(Part::Header { lang: Lang::Ar, nav: "/blog" }, || draw("ar")).unwrap(), "ar");
        assert_eq!(draws.get(), 4);
        assert!(texts.drawn(Part::Header { lang: Lang::En, nav: "/" }, || Err(())).is_err());
    }
}
