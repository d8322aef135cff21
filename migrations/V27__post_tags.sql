-- An article's keywords (« mots-clés »), in the order the owner typed them, each language row with
-- its own like post_seo. `key` is the name without case or accents: the blog filters by it, and an
-- article cannot hold two spellings of one keyword.
CREATE TABLE post_tags (
    post_id  INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 9),
    name     TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
    key      TEXT NOT NULL CHECK (key <> ''),
    PRIMARY KEY (post_id, position),
    UNIQUE (post_id, key)
) WITHOUT ROWID;

-- The blog's « mot-clé » filter and the editor's suggestions read the keywords by key.
CREATE INDEX post_tags_by_key ON post_tags (key, post_id);

-- A revision keeps them too (a JSON array of names), so restoring one brings them back.
ALTER TABLE post_revisions ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
