//! What an article tells search engines and social networks (see `db::post_seo`), checked as the
//! editor sends it: short enough for a results page, and a card picture of the site's own uploads,
//! whose JPEG card the site can make.

use crate::answer_lang::error_text;
use crate::db::post_seo::PostSeo;
use crate::domain::limits;
use crate::domain::text::Validator;

/// An image address of the site's own uploads (`media::social` makes its card).
pub(super) fn own_image(v: &mut Validator, field: &str, value: Option<&str>) -> Option<String> {
    let url = v.optional_trimmed(field, value, limits::LINK)?;
    if crate::media::social_url(&url).is_none() || !crate::db::stored_files::is_stored_media_url(&url) {
        v.fail(field, &error_text("validation.ownImage"));
    }
    Some(url)
}

pub(super) fn validate(v: &mut Validator, input: &PostSeo) -> PostSeo {
    PostSeo {
        seo_title: v.optional("seo_title", input.seo_title.as_deref(), limits::SEO_TITLE),
        seo_description: v.optional("seo_description", input.seo_description.as_deref(), limits::SEO_DESCRIPTION),
        social_image: own_image(v, "social_image", input.social_image.as_deref()),
        noindex: input.noindex,
    }
}
