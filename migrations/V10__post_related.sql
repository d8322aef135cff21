-- "Similar articles", computed when posts change instead of on every article view
-- (src/search/related.rs): for each published post, the ids of the posts most like it,
-- most alike first, as a JSON array. A row exists once the post's list was computed,
-- even an empty one; a published post without a row is waiting to be computed.
CREATE TABLE post_related (
    post_id     INTEGER PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
    related_ids TEXT NOT NULL CHECK (json_valid(related_ids) AND json_type(related_ids) = 'array')
);

-- An article shows its similar articles: a new list is a change visitors see (V9).
CREATE TRIGGER post_related_insert_public AFTER INSERT ON post_related
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER post_related_update_public AFTER UPDATE ON post_related
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER post_related_delete_public AFTER DELETE ON post_related
BEGIN UPDATE public_revision SET revision = revision + 1; END;
