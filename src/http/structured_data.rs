//! schema.org facts for search engines, as JSON-LD in the page head: the owner as
//! a `Person` on the home page, each article as a `BlogPosting`. A JSON-LD block is
//! data, not script, so the CSP (`script-src 'self'`) does not apply to it.

use serde_json::{Value, json};

use crate::db::settings::SiteSettings;
use crate::domain::lang::Lang;

/// What an article page tells search engines about itself.
pub struct ArticleFacts {
    pub headline: String,
    pub description: String,
    pub published: String,
    pub image: Option<String>,
    pub author: Option<String>,
    pub lang: Lang,
    /// Its keywords, given as `keywords` when it has some.
    pub keywords: Vec<String>,
}

/// The owner as a `Person`, or None while the site has no owner name.
pub fn person(settings: &SiteSettings, base: &str) -> Option<String> {
    let identity = &settings.identity;
    let name = identity.owner_name.trim();
    if name.is_empty() {
        return None;
    }
    let social = &settings.social;
    let same_as: Vec<&str> = [&social.facebook, &social.twitter, &social.linkedin, &social.instagram, &social.wanzani]
        .into_iter()
        .map(|url| url.trim())
        .filter(|url| url.starts_with("https://") || url.starts_with("http://"))
        .collect();
    let mut person =
        json!({ "@context": "https://schema.org", "@type": "Person", "name": name, "url": format!("{base}/") });
    let extra = [
        ("description", Value::from(identity.tagline.trim())),
        ("image", absolute(base, identity.portrait_url.trim()).map(Value::from).unwrap_or(Value::Null)),
        ("email", Value::from(identity.contact_email.trim())),
        ("sameAs", Value::from(same_as)),
    ];
    for (key, value) in extra {
        let empty = value.is_null() || value.as_str() == Some("") || value.as_array().is_some_and(Vec::is_empty);
        if !empty {
            person[key] = value;
        }
    }
    Some(script(&person))
}

/// The article as a `BlogPosting`.
pub fn blog_posting(facts: &ArticleFacts, settings: &SiteSettings, base: &str, path: &str) -> String {
    let owner = settings.identity.owner_name.trim();
    let author = facts.author.as_deref().map(str::trim).filter(|name| !name.is_empty()).unwrap_or(owner);
    let mut posting = json!({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "headline": facts.headline,
        "description": facts.description,
        "datePublished": facts.published,
        "mainEntityOfPage": format!("{base}{path}"),
        "inLanguage": facts.lang.code(),
    });
    if let Some(image) = facts.image.as_deref().and_then(|image| absolute(base, image.trim())) {
        posting["image"] = Value::from(image);
    }
    if !facts.keywords.is_empty() {
        posting["keywords"] = Value::from(facts.keywords.clone());
    }
    if !author.is_empty() {
        posting["author"] = json!({ "@type": "Person", "name": author });
    }
    script(&posting)
}

fn absolute(base: &str, url: &str) -> Option<String> {
    match url {
        "" => None,
        url if url.starts_with('/') => Some(format!("{base}{url}")),
        url => Some(url.to_string()),
    }
}

/// A JSON-LD block; `<` is escaped so no text can close the script element early.
fn script(value: &Value) -> String {
    format!("<script type=\"application/ld+json\">{}</script>", value.to_string().replace('<', "\\u003c"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_is_a_person_with_absolute_links_and_no_empty_fields() {
        let mut settings = SiteSettings::default();
        assert!(person(&settings, "https://exemple.km").is_none(), "no owner, no Person");
        settings.identity.owner_name = "Awa Mzé".into();
        settings.identity.portrait_url = "/media/images/ab12-960.webp".into();
        settings.social.linkedin = "https://www.linkedin.com/in/awa".into();
        let block = person(&settings, "https://exemple.km").unwrap();
        let json: Value = serde_json::from_str(
            block.strip_prefix("<script type=\"application/ld+json\">").unwrap().strip_suffix("</script>").unwrap(),
        )
        .unwrap();
        assert_eq!(json["@type"], "Person");
        assert_eq!(json["image"], "https://exemple.km/media/images/ab12-960.webp");
        assert_eq!(json["sameAs"], json!(["https://www.linkedin.com/in/awa"]));
        assert!(json.get("email").is_none() && json.get("description").is_none());
    }

    #[test]
    fn an_article_cannot_close_its_script_block() {
        let facts = ArticleFacts {
            headline: "Titre </script><script>alert(1)</script>".into(),
            description: "Résumé".into(),
            published: "2026-01-01T08:00:00Z".into(),
            image: None,
            author: None,
            lang: Lang::Ar,
            keywords: vec!["Économie".into(), "</script>".into()],
        };
        let mut settings = SiteSettings::default();
        settings.identity.owner_name = "Awa Mzé".into();
        let block = blog_posting(&facts, &settings, "https://exemple.km", "/blog/titre");
        assert_eq!(block.matches("</script>").count(), 1);
        assert!(block.contains("\"author\":{\"@type\":\"Person\",\"name\":\"Awa Mzé\"}"));
        assert!(block.contains("\"inLanguage\":\"ar\""));
        assert!(block.contains("\"keywords\":[\"Économie\",\"\\u003c/script>\"]"), "{block}");
    }
}
