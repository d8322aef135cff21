//! An article's keywords as the editor sends them (rules in `domain::tags`), and
//! `GET /api/admin/tags`, the site's keywords the editor suggests.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use ts_rs::TS;

use crate::answer_lang::error_text_with;
use crate::auth::extract::RequireSuperAdmin;
use crate::db::post_tags::{self, SiteTag};
use crate::domain::limits;
use crate::domain::tags::{self, TagProblem};
use crate::domain::text::Validator;
use crate::error::AppResult;
use crate::state::AppState;

/// The keywords to keep, or a French error on `tags` (and none kept).
pub(super) fn validate(v: &mut Validator, names: &[String]) -> Vec<String> {
    match tags::clean(names) {
        Ok(kept) => kept,
        Err(TagProblem::TooLong(name)) => {
            let values = [("name", name), ("max", limits::TAG.to_string())];
            v.fail("tags", &error_text_with("posts.tagTooLong", &values));
            Vec::new()
        }
        Err(TagProblem::TooMany) => {
            v.fail("tags", &error_text_with("posts.tooManyTags", &[("max", limits::TAGS_PER_POST.to_string())]));
            Vec::new()
        }
    }
}

#[derive(Debug, Serialize, TS)]
#[ts(export)]
pub struct SiteTagList {
    pub tags: Vec<SiteTag>,
}

pub async fn list(State(state): State<AppState>, _: RequireSuperAdmin) -> AppResult<Json<SiteTagList>> {
    let tags = state.db.run(|conn| post_tags::site_tags(conn)).await?;
    Ok(Json(SiteTagList { tags }))
}
