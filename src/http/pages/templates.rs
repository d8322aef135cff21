//! The one renderer of public pages: the templates of `templates/` (embedded in the binary,
//! escaped by default) and the few functions they call — texts from the locale bundles,
//! icons, image widths, dates and the built UI's files.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use minijinja::value::{Kwargs, Value};
use minijinja::{AutoEscape, Environment, Error, ErrorKind, Output, State, UndefinedBehavior};
use rust_embed::RustEmbed;
use serde::Serialize;

use crate::domain::lang::Lang;
use crate::error::{AppError, AppResult};
use crate::http::spa;
use crate::locale::Locale;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/templates"]
struct Templates;

/// Where the built UI's icon set says which class an icon gets.
const ICON_CLASS_SLOT: &str = "ICON_CLASS";

fn environment() -> &'static Environment<'static> {
    static ENVIRONMENT: OnceLock<Environment<'static>> = OnceLock::new();
    ENVIRONMENT.get_or_init(|| {
        let mut env = Environment::new();
        env.set_undefined_behavior(UndefinedBehavior::Chainable);
        env.set_auto_escape_callback(|name| if name.ends_with(".html") { AutoEscape::Html } else { AutoEscape::None });
        env.set_formatter(escape_for_html);
        env.set_loader(|name| Ok(Templates::get(name).map(|file| String::from_utf8_lossy(&file.data).into_owned())));
        env.add_function("t", translate);
        env.add_function("icon", icon);
        env.add_function("network_icon", network_icon);
        env.add_function("srcset", srcset);
        env.add_function("link_to", link_to);
        env.add_function("t_in", translate_in);
        env.add_filter("long_date", long_date);
        env.add_global("POST_IMAGE_FALLBACK", super::blog::POST_IMAGE_FALLBACK);
        env
    })
}

/// Escapes what HTML needs escaped (`&<>"'`) and nothing else, so addresses keep their slashes;
/// a missing value writes nothing.
fn escape_for_html(out: &mut Output<'_>, state: &State<'_, '_>, value: &Value) -> Result<(), Error> {
    if state.auto_escape() == AutoEscape::None || value.is_safe() {
        return minijinja::escape_formatter(out, state, value);
    }
    if value.is_undefined() || value.is_none() {
        return Ok(());
    }
    let written = match value.as_str() {
        Some(text) => crate::domain::html::write_escaped(out, text),
        None => crate::domain::html::write_escaped(out, &value.to_string()),
    };
    written.map_err(|_| Error::new(ErrorKind::WriteFailure, "page not written"))
}

/// Renders `template` with `context`; its `lang` (a language code) chooses the texts.
pub fn render(template: &str, context: &impl Serialize) -> AppResult<String> {
    let env = environment();
    let compiled = env.get_template(template).map_err(AppError::internal)?;
    let mut page = Vec::with_capacity(expected_size(template));
    compiled.render_captured_to(context, &mut page).map_err(|err| {
        tracing::error!(error = %err, detail = ?err.detail(), "template failed");
        AppError::internal(err)
    })?;
    remember_size(template, page.len());
    String::from_utf8(page).map_err(AppError::internal)
}

/// The size of the last page each template drew: the next starts with that much room, where
/// growing from the template's own size copied the page three or four times over.
fn sizes() -> &'static Mutex<HashMap<String, usize>> {
    static SIZES: OnceLock<Mutex<HashMap<String, usize>>> = OnceLock::new();
    SIZES.get_or_init(Mutex::default)
}

fn expected_size(template: &str) -> usize {
    const AT_LEAST: usize = 8 * 1024;
    let known = sizes().lock().unwrap_or_else(|poisoned| poisoned.into_inner()).get(template).copied();
    known.map_or(AT_LEAST, |size| (size + size / 8).max(AT_LEAST))
}

fn remember_size(template: &str, size: usize) {
    let mut sizes = sizes().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    match sizes.get_mut(template) {
        Some(known) => *known = size,
        None => {
            sizes.insert(template.to_owned(), size);
        }
    }
}

fn locale_of(state: &State<'_, '_>) -> Locale {
    let language = state.lookup("lang");
    Locale::new(language.as_ref().and_then(Value::as_str).and_then(Lang::from_code).unwrap_or_default())
}

/// `t("blog:readTime", count=3)`: the text of the page's language.
fn translate(state: &State<'_, '_>, key: &str, values: Kwargs) -> Result<String, Error> {
    let mut pairs = Vec::new();
    for name in values.args() {
        let value: Value = values.get(name)?;
        pairs.push((name, value.to_string()));
    }
    values.assert_all_used()?;
    Ok(locale_of(state).text(key, &pairs))
}

/// `t_in("en", "common:languageSuggestion.read")`: a text in another language than the page's,
/// for what speaks to a reader of that language (the offer to read the page in it).
fn translate_in(code: &str, key: &str) -> Result<String, Error> {
    let lang = Lang::from_code(code).ok_or_else(|| Error::new(ErrorKind::InvalidOperation, "unknown language"))?;
    Ok(Locale::new(lang).text(key, &[]))
}

/// The icon sets: the UI's icon package drawn at build time (`template-icons.json` in the
/// build), and the brand marks of `templates/icons/`.
fn icon_markup(name: &str) -> Option<String> {
    static BUILT: OnceLock<HashMap<String, String>> = OnceLock::new();
    let built = BUILT.get_or_init(|| {
        spa::embedded_file("template-icons.json")
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default()
    });
    built.get(name).cloned().or_else(|| {
        Templates::get(&format!("icons/{name}.svg")).map(|file| String::from_utf8_lossy(&file.data).trim().to_string())
    })
}

/// `icon("arrow-right", "size-5")`: an inline, decorative SVG. Each (name, class) pair the
/// templates use is drawn once: a page draws a dozen icons, and they never change.
fn icon(name: &str, class: Option<&str>) -> Result<Value, Error> {
    static DRAWN: OnceLock<Mutex<HashMap<String, HashMap<String, Value>>>> = OnceLock::new();
    let class = class.unwrap_or("size-5");
    let mut drawn = DRAWN.get_or_init(Mutex::default).lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(found) = drawn.get(name).and_then(|classes| classes.get(class)) {
        return Ok(found.clone());
    }
    let Some(markup) = icon_markup(name) else {
        tracing::error!(icon = name, "unknown icon");
        return Ok(Value::from_safe_string(String::new()));
    };
    let markup = Value::from_safe_string(markup.replace(ICON_CLASS_SLOT, &minijinja::HtmlEscape(class).to_string()));
    drawn.entry(name.to_owned()).or_default().insert(class.to_owned(), markup.clone());
    Ok(markup)
}

/// `network_icon("linkedin", "size-5")`: the mark of a social network or sharing channel.
fn network_icon(network: &str, class: Option<&str>) -> Result<Value, Error> {
    let name = match network {
        "facebook" => "brand-facebook",
        "twitter" | "x" => "brand-x",
        "linkedin" => "brand-linkedin",
        "instagram" => "brand-instagram",
        "whatsapp" => "brand-whatsapp",
        "wanzani" => "globe",
        "email" => "mail",
        unknown => unknown,
    };
    icon(name, class)
}

/// `srcset(url)`: the widths the site keeps of an uploaded image, or none.
fn srcset(url: Option<&str>) -> Option<String> {
    url.and_then(|url| crate::media::srcset_for(url.trim()))
}

/// `stored | long_date`: a stored instant as a reader of the page's language writes a date.
fn long_date(state: &State<'_, '_>, stored: &str) -> Result<String, Error> {
    locale_of(state).long_date(stored).ok_or_else(|| Error::new(ErrorKind::InvalidOperation, "not a stored date"))
}

/// `link_to("/parcours")`: the address of a page, named by its French address, in the page's language.
fn link_to(state: &State<'_, '_>, path: &str) -> String {
    super::table::localize(path, locale_of(state).lang())
}
