//! The sign-in pages in the page table: the app's pages drawn inside the public frame, at an
//! address in each language, which e-mails link to in their recipient's language.

use super::split_lang;
use crate::db::settings::LanguageSettings;
use crate::domain::lang::Lang;

/// Which sign-in page an address leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignIn {
    Login,
    Register,
    ForgotPassword,
    ResetPassword,
    ConfirmAddress,
    TwoFactorSetup,
}

/// A page of the single-page app drawn inside the public frame, in the language of its address:
/// what a visitor sees before he has an account's language, and the links e-mails carry.
#[derive(Debug)]
pub struct SignInPage {
    pub kind: SignIn,
    /// The name the UI knows the page by.
    pub name: &'static str,
    /// The French address; for a page that takes a token, the prefix the token follows.
    pub path: &'static str,
    /// The address in English and Arabic, after `/en` or `/ar`.
    pub translated: &'static str,
    pub takes_token: bool,
}

impl SignInPage {
    /// The page's address in `lang`, with its token for a page that takes one.
    pub fn address(&self, lang: Lang, token: Option<&str>) -> String {
        let path = if lang == Lang::Fr { self.path } else { self.translated };
        format!("{}{path}{}", lang.prefix(), token.unwrap_or_default())
    }
}

const SIGN_IN: SignInPage =
    SignInPage { kind: SignIn::Login, name: "login", path: "/login", translated: "/login", takes_token: false };

pub const SIGN_IN_PAGES: &[SignInPage] = &[
    SIGN_IN,
    SignInPage { kind: SignIn::Register, name: "register", path: "/register", translated: "/register", ..SIGN_IN },
    SignInPage {
        kind: SignIn::ForgotPassword,
        name: "forgotPassword",
        path: "/mot-de-passe-oublie",
        translated: "/forgot-password",
        ..SIGN_IN
    },
    SignInPage {
        kind: SignIn::ResetPassword,
        name: "resetPassword",
        path: "/reinitialiser-mot-de-passe/",
        translated: "/reset-password/",
        takes_token: true,
    },
    SignInPage {
        kind: SignIn::ConfirmAddress,
        name: "confirmAddress",
        path: "/confirmer-adresse/",
        translated: "/confirm-address/",
        takes_token: true,
    },
    SignInPage {
        kind: SignIn::TwoFactorSetup,
        name: "twoFactorSetup",
        path: "/admin/double-authentification",
        translated: "/admin/two-factor",
        ..SIGN_IN
    },
];

/// The sign-in page of that kind.
pub fn sign_in(kind: SignIn) -> &'static SignInPage {
    SIGN_IN_PAGES.iter().find(|page| page.kind == kind).expect("every kind of sign-in page is in the table")
}

/// What an address of a sign-in page names: the page, its token if it takes one, the language.
#[derive(Debug, Clone, Copy)]
pub struct SignInAddress<'a> {
    pub page: &'static SignInPage,
    pub token: Option<&'a str>,
    pub lang: Lang,
}

/// The sign-in page at `path`, in whichever language it is. A page that takes a token answers
/// without one too (the app then says the link is incomplete).
pub fn sign_in_page(path: &str) -> Option<SignInAddress<'_>> {
    let (lang, rest) = split_lang(path);
    SIGN_IN_PAGES.iter().find_map(|page| {
        let own = if lang == Lang::Fr { page.path } else { page.translated };
        if rest == own.trim_end_matches('/') {
            return Some(SignInAddress { page, token: None, lang });
        }
        let token = rest.strip_prefix(own).filter(|_| page.takes_token)?;
        (!token.is_empty() && !token.contains('/')).then_some(SignInAddress { page, token: Some(token), lang })
    })
}

/// The link an e-mail carries to a sign-in page: in the recipient's language while the site
/// speaks it, in French otherwise.
pub fn mailed_link(base: &str, kind: SignIn, lang: Lang, languages: LanguageSettings, token: Option<&str>) -> String {
    let lang = if languages.speaks(lang) { lang } else { Lang::Fr };
    format!("{base}{}", sign_in(kind).address(lang, token))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_in_pages_have_an_address_in_each_language() {
        for page in SIGN_IN_PAGES {
            let token = page.takes_token.then_some("jeton");
            for lang in Lang::ALL {
                let address = page.address(lang, token);
                let found = sign_in_page(&address).unwrap_or_else(|| panic!("{address}"));
                assert_eq!((found.page.kind, found.token, found.lang), (page.kind, token, lang), "{address}");
            }
        }
        assert_eq!(sign_in(SignIn::ForgotPassword).address(Lang::En, None), "/en/forgot-password");
        assert_eq!(sign_in(SignIn::ResetPassword).address(Lang::Ar, Some("x")), "/ar/reset-password/x");
        assert!(sign_in_page("/reinitialiser-mot-de-passe/a/b").is_none());
        assert!(sign_in_page("/login/x").is_none());
    }

    #[test]
    fn mailed_links_fall_back_to_french_for_a_language_turned_off() {
        let english = LanguageSettings { en: true, ar: false };
        let link = mailed_link("https://exemple.km", SignIn::ConfirmAddress, Lang::En, english, Some("t"));
        assert_eq!(link, "https://exemple.km/en/confirm-address/t");
        let link = mailed_link("https://exemple.km", SignIn::ConfirmAddress, Lang::Ar, english, Some("t"));
        assert_eq!(link, "https://exemple.km/confirmer-adresse/t");
    }
}
