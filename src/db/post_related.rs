//! post_related (migration V10): each published post's stored "similar articles",
//! written by src/search/related.rs when posts change, read by every article view.

use rusqlite::{Connection, params};

use super::posts::{self, PUBLISHED, PostSummary, SUMMARY_COLUMNS, summary_from};
use crate::error::{AppError, AppResult};

/// The stored list of ?2, as visitors may see it at ?1: the posts still published and
/// still of its category (?3), each with its place in the list. CROSS JOIN keeps the
/// list outside, so each post costs one primary-key lookup (else SQLite may walk the
/// whole category), and the few rows are put in order by the caller, not a sort.
fn stored_sql() -> String {
    format!(
        "SELECT {SUMMARY_COLUMNS}, listed.key FROM post_related r
         CROSS JOIN json_each(r.related_ids) listed CROSS JOIN blog_posts p
         WHERE r.post_id = ?2 AND p.id = listed.value AND {PUBLISHED} AND p.category = ?3 AND p.id <> ?2"
    )
}

/// Up to `limit` posts to show under `post`: its stored similar articles, then the
/// newest of its category when fewer are stored (or its list is not computed yet).
pub fn for_article(conn: &Connection, now: &str, post: &PostSummary, limit: usize) -> AppResult<Vec<PostSummary>> {
    let Some(category) = post.category.as_deref().filter(|c| !c.trim().is_empty()) else {
        return Ok(Vec::new());
    };
    let mut listed = conn
        .prepare_cached(&stored_sql())?
        .query_map(params![now, post.id, category], |row| Ok((row.get::<_, i64>(11)?, summary_from(row)?)))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    listed.sort_by_key(|(place, _)| *place);
    let mut shown: Vec<PostSummary> = listed.into_iter().map(|(_, post)| post).take(limit).collect();
    if shown.len() < limit {
        let newest = posts::related(conn, now, post, (limit + shown.len()) as i64)?;
        let others: Vec<PostSummary> = newest
            .into_iter()
            .filter(|candidate| shown.iter().all(|listed| listed.id != candidate.id))
            .take(limit - shown.len())
            .collect();
        shown.extend(others);
    }
    Ok(shown)
}

/// Stores `ids` as the list of `post_id`, unless it is already the stored one (an
/// unchanged list leaves the public revision, and so the page cache, alone) or the
/// post is gone meanwhile.
pub fn store(conn: &Connection, post_id: i64, ids: &[i64]) -> AppResult<()> {
    let ids = serde_json::to_string(ids).map_err(|err| AppError::internal(err.to_string()))?;
    conn.prepare_cached(
        "INSERT INTO post_related (post_id, related_ids)
         SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM blog_posts WHERE id = ?1)
         ON CONFLICT (post_id) DO UPDATE SET related_ids = excluded.related_ids
             WHERE related_ids <> excluded.related_ids",
    )?
    .execute(params![post_id, ids])?;
    Ok(())
}

/// Drops the list of `post_id`, which is no longer published.
pub fn forget(conn: &Connection, post_id: i64) -> AppResult<()> {
    conn.prepare_cached("DELETE FROM post_related WHERE post_id = ?1")?.execute([post_id])?;
    Ok(())
}

/// Drops every list, before all are computed again.
pub fn clear(conn: &Connection) -> AppResult<()> {
    conn.execute("DELETE FROM post_related", [])?;
    Ok(())
}

/// The posts whose stored list names one of `ids`.
pub fn naming(conn: &Connection, ids: &[i64]) -> AppResult<Vec<i64>> {
    let ids = serde_json::to_string(ids).map_err(|err| AppError::internal(err.to_string()))?;
    let posts = conn
        .prepare_cached(
            "SELECT DISTINCT r.post_id FROM post_related r, json_each(r.related_ids) listed
             WHERE listed.value IN (SELECT value FROM json_each(?1))",
        )?
        .query_map([ids], |row| row.get(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(posts)
}

/// Posts published at `now` whose list was never computed: new at the last start, or
/// whose scheduled time has come.
pub fn missing(conn: &Connection, now: &str) -> AppResult<Vec<i64>> {
    let posts = conn
        .prepare_cached(&format!(
            "SELECT p.id FROM blog_posts p
             WHERE {PUBLISHED} AND NOT EXISTS (SELECT 1 FROM post_related r WHERE r.post_id = p.id)
             ORDER BY p.id"
        ))?
        .query_map([now], |row| row.get(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(posts)
}

/// The statement article views run here, for the query-plan test (tests/api/scale.rs).
pub fn public_statements() -> Vec<(String, String)> {
    vec![("stored similar articles".to_string(), stored_sql())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::posts::find_published;
    use crate::db::posts_admin::{NewPost, insert};

    const NOW: &str = "2026-01-01T00:00:00Z";

    fn post(conn: &Connection, slug: &str, category: &str, published_at: Option<&str>) -> i64 {
        let post = NewPost {
            slug: slug.into(),
            title: slug.into(),
            content_html: "<p>x</p>".into(),
            category: Some(category.into()),
            published_at: published_at.map(String::from),
            read_time_minutes: 1,
            ..NewPost::default()
        };
        insert(conn, &post).unwrap()
    }

    fn shown(conn: &Connection, slug: &str) -> Vec<String> {
        let article = find_published(conn, NOW, slug).unwrap().unwrap();
        for_article(conn, NOW, &article.summary, 2).unwrap().into_iter().map(|p| p.slug).collect()
    }

    #[test]
    fn stored_lists_are_read_in_order_filled_with_the_newest_and_kept_to_what_visitors_may_see() {
        let conn = crate::db::test_connection();
        let a = post(&conn, "a", "Tourisme", Some("2025-01-01T00:00:00Z"));
        let b = post(&conn, "b", "Tourisme", Some("2025-02-01T00:00:00Z"));
        let c = post(&conn, "c", "Tourisme", Some("2025-03-01T00:00:00Z"));
        let d = post(&conn, "d", "Tourisme", Some("2025-04-01T00:00:00Z"));
        let scheduled = post(&conn, "e", "Tourisme", Some("2099-01-01T00:00:00Z"));
        let elsewhere = post(&conn, "f", "Économie", Some("2025-01-01T00:00:00Z"));

        assert_eq!(shown(&conn, "a"), ["d", "c"], "not computed yet: the newest of the category");
        assert_eq!(missing(&conn, NOW).unwrap(), [a, b, c, d, elsewhere]);

        store(&conn, a, &[b, c]).unwrap();
        assert_eq!(shown(&conn, "a"), ["b", "c"]);
        store(&conn, a, &[scheduled, elsewhere, c]).unwrap();
        assert_eq!(shown(&conn, "a"), ["c", "d"], "neither unpublished nor of another category");
        store(&conn, b, &[]).unwrap();
        assert_eq!(shown(&conn, "b"), ["d", "c"], "an empty list is filled with the newest");
        assert_eq!(missing(&conn, NOW).unwrap(), [c, d, elsewhere]);
        assert_eq!(naming(&conn, &[c, d]).unwrap(), [a]);

        let revision = crate::db::freshness::revision(&conn, crate::cache::Topic::Posts).unwrap();
        store(&conn, a, &[scheduled, elsewhere, c]).unwrap();
        assert_eq!(
            crate::db::freshness::revision(&conn, crate::cache::Topic::Posts).unwrap(),
            revision,
            "an unchanged list is not a change"
        );
        forget(&conn, a).unwrap();
        assert!(
            crate::db::freshness::revision(&conn, crate::cache::Topic::Posts).unwrap() > revision,
            "a changed list is"
        );

        crate::db::posts_admin::delete(&conn, b).unwrap();
        store(&conn, b, &[a]).unwrap();
        assert!(naming(&conn, &[a]).unwrap().is_empty(), "a deleted post gets no list");
        clear(&conn).unwrap();
        assert_eq!(missing(&conn, NOW).unwrap(), [a, c, d, elsewhere]);
    }
}
