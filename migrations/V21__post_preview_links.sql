-- A private link through which someone without an account reads an article before it is
-- published: one per article (a new one replaces it), revocable, expiring. Only the SHA-256
-- of its secret is kept, so a copy of the database opens no preview.
CREATE TABLE post_preview_links (
    post_id     INTEGER PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
    token_hash  TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    expires_at  TEXT NOT NULL,
    created_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
