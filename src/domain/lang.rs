//! The languages the site can speak. French is the site's own: always on, at the root of
//! every address; English and Arabic are turned on by the owner and live under `/en/` and `/ar/`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Fr,
    En,
    Ar,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::Fr, Lang::En, Lang::Ar];

    /// The BCP 47 code, as in `<html lang>`, `hreflang`, the locale bundles' folders and the database.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::Ar => "ar",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code() == code)
    }

    /// The writing direction, for `<html dir>`.
    pub const fn direction(self) -> &'static str {
        match self {
            Lang::Ar => "rtl",
            Lang::Fr | Lang::En => "ltr",
        }
    }

    /// The language's own name for itself, as a language switcher shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
            Lang::Ar => "العربية",
        }
    }

    /// A short form of that name, where a header has no room for the whole.
    pub const fn short_name(self) -> &'static str {
        match self {
            Lang::Fr => "FR",
            Lang::En => "EN",
            Lang::Ar => "عربي",
        }
    }

    /// The Open Graph locale (`og:locale`).
    pub const fn og_locale(self) -> &'static str {
        match self {
            Lang::Fr => "fr_FR",
            Lang::En => "en_US",
            Lang::Ar => "ar_AR",
        }
    }

    /// What the language's addresses start with: nothing for French, `/en` or `/ar`.
    pub const fn prefix(self) -> &'static str {
        match self {
            Lang::Fr => "",
            Lang::En => "/en",
            Lang::Ar => "/ar",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::Ar.direction(), "rtl");
        assert_eq!(Lang::Fr.prefix(), "");
    }
}
