//! What an article tells search engines and social networks (see `db::post_seo`), checked as the
//! editor sends it: short enough for a results page, and a card picture of the site's own uploads,
//! whose JPEG card the site can make.

use crate::answer_lang::error_text;
use crate::db::post_seo::PostSeo;
use crate::db::posts_admin::AdminPost;
use crate::domain::limits;
use crate::domain::text::Validator;
use crate::state::AppState;

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

/// The shared card of the article's picture, made now rather than when a newsletter's readers ask for it.
pub(super) fn prepare_card(state: &AppState, post: &AdminPost) {
    let picture = post.seo.social_image.as_deref().or(post.cover_image.as_deref());
    crate::http::media_files::prepare_social_card(&state.config, picture);
}
