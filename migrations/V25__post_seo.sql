-- What an article tells search engines and social networks when it says something other than its
-- title, excerpt and cover: a title and description for the results page, a picture for the shared
-- card, and whether search engines may list it. In a table of its own rather than new columns of
-- blog_posts, whose large columns come last so that listings never read past them.
CREATE TABLE post_seo (
    post_id         INTEGER PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
    seo_title       TEXT CHECK (seo_title IS NULL OR length(seo_title) <= 70),
    seo_description TEXT CHECK (seo_description IS NULL OR length(seo_description) <= 160),
    social_image    TEXT,
    noindex         INTEGER NOT NULL DEFAULT 0 CHECK (noindex IN (0, 1))
);

-- A revision keeps them too, so restoring one brings them back.
ALTER TABLE post_revisions ADD COLUMN seo_title TEXT;
ALTER TABLE post_revisions ADD COLUMN seo_description TEXT;
ALTER TABLE post_revisions ADD COLUMN social_image TEXT;
ALTER TABLE post_revisions ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;
