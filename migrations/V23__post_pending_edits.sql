-- What the owner writes in a published article before he publishes the change: the editor's
-- automatic saves land here, not on the live page, until « Mettre à jour » applies them (or he
-- discards them). One per article.
CREATE TABLE post_pending_edits (
    post_id   INTEGER PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
    edit      TEXT NOT NULL CHECK (json_valid(edit) AND json_type(edit) = 'object'),
    saved_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    saved_at  TEXT NOT NULL
);
