-- Each article counts its saves, so that a save from a tab opened before the last one is
-- refused rather than silently undoing it; and keeps its last 50 revisions (each manual save
-- and each publication), which the owner compares and restores.
ALTER TABLE blog_posts ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);

CREATE TABLE post_revisions (
    id            INTEGER PRIMARY KEY,
    post_id       INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    version       INTEGER NOT NULL,
    reason        TEXT NOT NULL CHECK (reason IN ('save', 'publish', 'restore')),
    author_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    title         TEXT NOT NULL,
    excerpt       TEXT NOT NULL,
    category      TEXT,
    cover_image   TEXT,
    thumbnail_url TEXT,
    author_name   TEXT,
    author_bio    TEXT,
    published_at  TEXT,
    content_html  TEXT NOT NULL,
    content_json  TEXT
);
CREATE INDEX post_revisions_by_post ON post_revisions (post_id, id DESC);
