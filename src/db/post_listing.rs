//! A public listing of blog_posts (the blog's pages, `/api/posts`): one statement per shape of
//! filter, so each walks the index that fits.

use rusqlite::{Connection, ToSql, params_from_iter};

use super::posts::{PUBLISHED, PostSummary, SUMMARY_COLUMNS, summary_from};
use crate::domain::lang::Lang;
use crate::error::AppResult;

/// What a public listing asks for; `query` is matched case-insensitively.
#[derive(Debug, Clone, Default)]
pub struct PostFilter {
    /// Lists show the posts written in the page's language.
    pub lang: Lang,
    pub query: String,
    pub category: String,
    /// A keyword, compared without case or accents (`domain::tags::tag_key`).
    pub tag: String,
    pub limit: i64,
    pub offset: i64,
}

/// The two statements of a listing (its page of rows, and how many match in all) for
/// one shape of filter. Each shape has its own statement rather than `(?2 = '' OR …)`
/// conditions, so that SQLite walks the index that fits: publication order, or the
/// category's (category, published_at) for a category page, where a count reads the
/// index alone; a keyword's page reads the keyword's posts by post_tags' key index and
/// sorts those. Parameters: ?1 now, ?2 the language, then the text if any, the category
/// if any, the keyword's key if any, then limit and offset.
pub(super) struct ListingSql {
    pub rows: String,
    pub count: String,
}

/// Which filters a listing applies.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Shape {
    pub text: bool,
    pub category: bool,
    pub tag: bool,
}

pub(super) fn listing_sql(shape: Shape) -> ListingSql {
    let mut conditions = vec![PUBLISHED.to_string(), "p.lang = ?2".to_string()];
    let mut next = 3;
    if shape.text {
        conditions.push(format!(
            "(instr(unicode_lower(p.title), ?{next}) > 0 OR instr(unicode_lower(p.excerpt), ?{next}) > 0)"
        ));
        next += 1;
    }
    if shape.category {
        conditions.push(format!("p.category = ?{next}"));
        next += 1;
    }
    if shape.tag {
        conditions.push(format!("p.id IN (SELECT t.post_id FROM post_tags t WHERE t.key = ?{next})"));
        next += 1;
    }
    let filter = conditions.join(" AND ");
    ListingSql {
        rows: format!(
            "SELECT {SUMMARY_COLUMNS} FROM blog_posts p WHERE {filter}
             ORDER BY p.published_at DESC, p.id DESC LIMIT ?{next} OFFSET ?{}",
            next + 1
        ),
        count: format!("SELECT count(*) FROM blog_posts p WHERE {filter}"),
    }
}

/// Published posts matching the filter, newest first, and how many match in all.
pub fn list_published(conn: &Connection, now: &str, filter: &PostFilter) -> AppResult<(Vec<PostSummary>, i64)> {
    let query = filter.query.trim().to_lowercase();
    let category = filter.category.trim();
    let tag = crate::domain::tags::tag_key(&filter.tag);
    let sql = listing_sql(Shape { text: !query.is_empty(), category: !category.is_empty(), tag: !tag.is_empty() });
    let mut values: Vec<&dyn ToSql> = vec![&now, &filter.lang];
    if !query.is_empty() {
        values.push(&query);
    }
    if !category.is_empty() {
        values.push(&category);
    }
    if !tag.is_empty() {
        values.push(&tag);
    }
    let total = conn.prepare_cached(&sql.count)?.query_row(params_from_iter(&values), |row| row.get(0))?;
    values.extend([&filter.limit as &dyn ToSql, &filter.offset]);
    let posts = conn
        .prepare_cached(&sql.rows)?
        .query_map(params_from_iter(values), summary_from)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((posts, total))
}
