-- The media library: one row per uploaded public image, whose variants share `image_key`
-- (`media/images/<image_key>-<width>.webp`). Where an image is used is read from the
-- content itself, never stored, so it cannot drift from what the pages show.
CREATE TABLE media_images (
    id          INTEGER PRIMARY KEY,
    image_key   TEXT NOT NULL UNIQUE CHECK (length(image_key) BETWEEN 32 AND 38),
    file_name   TEXT NOT NULL DEFAULT '' CHECK (length(file_name) <= 255),
    alt_text    TEXT NOT NULL DEFAULT '' CHECK (length(alt_text) <= 300),
    width       INTEGER NOT NULL CHECK (width > 0),
    height      INTEGER NOT NULL CHECK (height > 0),
    bytes       INTEGER NOT NULL CHECK (bytes >= 0),
    uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX media_images_newest ON media_images (created_at DESC, id DESC);

-- Where imported articles came from, so importing the same file again creates nothing twice
-- (`wxr:<site address>#<post id>`), and the addresses they had there, which answer 301 to
-- their new address.
CREATE TABLE post_sources (
    source  TEXT PRIMARY KEY CHECK (length(source) BETWEEN 1 AND 600),
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE
);
CREATE INDEX post_sources_post ON post_sources (post_id);

CREATE TABLE post_redirects (
    path    TEXT PRIMARY KEY CHECK (length(path) BETWEEN 2 AND 600 AND substr(path, 1, 1) = '/'),
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE
);
CREATE INDEX post_redirects_post ON post_redirects (post_id);
