-- An article's short fields before its long ones. SQLite stores a row's columns in
-- their declared order and spills what does not fit in a page into a chain of
-- overflow pages that must be read in turn: a list, the related articles or the
-- sitemap, which read the title, date, category and language of many posts, read
-- every page of their texts to reach those fields when the texts come first. The
-- text an article page shows (content_html) comes before the two it does not read.
--
-- SQLite reorders columns only by building the table again. The migrations run with
-- foreign keys off, so that dropping the old table leaves post_related's rows and the
-- articles' translation links as they are; the triggers that name the table are
-- dropped with it, or before it (users_author_public), and written again below.
DROP TRIGGER users_author_public;

CREATE TABLE blog_posts_next (
    id                INTEGER PRIMARY KEY,
    slug              TEXT NOT NULL UNIQUE CHECK (slug <> '' AND slug NOT GLOB '*[^a-z0-9-]*'),
    title             TEXT NOT NULL CHECK (length(trim(title)) BETWEEN 1 AND 200),
    excerpt           TEXT NOT NULL DEFAULT '' CHECK (length(excerpt) <= 500),
    category          TEXT,
    published_at      TEXT,
    read_time_minutes INTEGER NOT NULL DEFAULT 1 CHECK (read_time_minutes >= 1),
    cover_image       TEXT,
    thumbnail_url     TEXT,
    author_name       TEXT,
    lang              TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'ar')),
    translation_of    INTEGER REFERENCES blog_posts (id) ON DELETE SET NULL,
    author_id         INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    author_bio        TEXT,
    content_html      TEXT NOT NULL CHECK (length(content_html) <= 512000),
    content_text      TEXT NOT NULL DEFAULT '',
    content_json      TEXT CHECK (content_json IS NULL OR json_valid(content_json))
);
INSERT INTO blog_posts_next (
    id, slug, title, excerpt, category, published_at, read_time_minutes, cover_image, thumbnail_url,
    author_name, lang, translation_of, author_id, created_at, updated_at, author_bio,
    content_html, content_text, content_json
)
SELECT
    id, slug, title, excerpt, category, published_at, read_time_minutes, cover_image, thumbnail_url,
    author_name, lang, translation_of, author_id, created_at, updated_at, author_bio,
    content_html, content_text, content_json
FROM blog_posts;
DROP TABLE blog_posts;
ALTER TABLE blog_posts_next RENAME TO blog_posts;

CREATE INDEX blog_posts_published ON blog_posts (published_at);
CREATE INDEX blog_posts_category ON blog_posts (category, published_at);
CREATE INDEX blog_posts_lang ON blog_posts (lang, published_at);
CREATE UNIQUE INDEX blog_posts_one_per_language ON blog_posts (translation_of, lang)
    WHERE translation_of IS NOT NULL;

CREATE TRIGGER blog_posts_insert_public AFTER INSERT ON blog_posts
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER blog_posts_update_public AFTER UPDATE ON blog_posts
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER blog_posts_delete_public AFTER DELETE ON blog_posts
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;

-- Deleting a group's first article keeps the others linked: the oldest left leads.
CREATE TRIGGER blog_posts_translations_relink BEFORE DELETE ON blog_posts
WHEN EXISTS (SELECT 1 FROM blog_posts WHERE translation_of = OLD.id)
BEGIN
    UPDATE blog_posts SET translation_of = (SELECT min(id) FROM blog_posts WHERE translation_of = OLD.id)
        WHERE translation_of = OLD.id;
    UPDATE blog_posts SET translation_of = NULL WHERE translation_of = id;
END;

CREATE TRIGGER users_author_public AFTER UPDATE OF full_name, avatar_url ON users
WHEN (OLD.full_name IS NOT NEW.full_name OR OLD.avatar_url IS NOT NEW.avatar_url)
    AND EXISTS (SELECT 1 FROM blog_posts WHERE author_id = NEW.id)
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
