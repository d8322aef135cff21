-- The site in French, English and Arabic. French is the site's own language:
-- every existing row is French, and French stays at the root of the site.
--
-- An article is written in one language; its versions in the other languages
-- are articles of their own, linked to the one they were translated from
-- (`translation_of`, always the group's first article, never a chain).
ALTER TABLE blog_posts ADD COLUMN lang TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'ar'));
ALTER TABLE blog_posts ADD COLUMN translation_of INTEGER REFERENCES blog_posts (id) ON DELETE SET NULL;
CREATE INDEX blog_posts_lang ON blog_posts (lang, published_at);
CREATE UNIQUE INDEX blog_posts_one_per_language ON blog_posts (translation_of, lang)
    WHERE translation_of IS NOT NULL;

-- Deleting a group's first article keeps the others linked: the oldest left leads.
CREATE TRIGGER blog_posts_translations_relink BEFORE DELETE ON blog_posts
WHEN EXISTS (SELECT 1 FROM blog_posts WHERE translation_of = OLD.id)
BEGIN
    UPDATE blog_posts SET translation_of = (SELECT min(id) FROM blog_posts WHERE translation_of = OLD.id)
        WHERE translation_of = OLD.id;
    UPDATE blog_posts SET translation_of = NULL WHERE translation_of = id;
END;

-- The language a visitor or promoter used, for the e-mails sent to him.
ALTER TABLE users ADD COLUMN lang TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'ar'));
ALTER TABLE contacts ADD COLUMN lang TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'ar'));

-- The English and Arabic versions of the owner's other texts: a page's content,
-- the SEO title and description, the tagline, a legal page, the chat's topics, a
-- timeline event. `source` names the French original ('content:home_hero',
-- 'settings:seo', 'legal:privacy', 'chat', 'timeline:17'); `value` holds the
-- translated fields only, laid over the original when a page is drawn, so a
-- number or a picture the owner did not translate stays the original's.
CREATE TABLE translations (
    source     TEXT NOT NULL CHECK (length(source) BETWEEN 1 AND 100),
    lang       TEXT NOT NULL CHECK (lang IN ('en', 'ar')),
    value      TEXT NOT NULL CHECK (json_valid(value) AND json_type(value) = 'object'),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (source, lang)
) WITHOUT ROWID;

-- A translation changes the pages of the topic its original belongs to.
CREATE TRIGGER translations_insert_public AFTER INSERT ON translations
BEGIN UPDATE public_revisions SET revision = revision + 1
    WHERE topic = substr(NEW.source, 1, instr(NEW.source || ':', ':') - 1); END;
CREATE TRIGGER translations_update_public AFTER UPDATE ON translations
BEGIN UPDATE public_revisions SET revision = revision + 1
    WHERE topic IN (substr(OLD.source, 1, instr(OLD.source || ':', ':') - 1),
                    substr(NEW.source, 1, instr(NEW.source || ':', ':') - 1)); END;
CREATE TRIGGER translations_delete_public AFTER DELETE ON translations
BEGIN UPDATE public_revisions SET revision = revision + 1
    WHERE topic = substr(OLD.source, 1, instr(OLD.source || ':', ':') - 1); END;

-- A deleted event takes its translations with it.
CREATE TRIGGER timeline_events_delete_translations AFTER DELETE ON timeline_events
BEGIN DELETE FROM translations WHERE source = 'timeline:' || OLD.id; END;

-- Which languages the site speaks besides French: a settings row of its own.
CREATE TABLE site_settings_next (
    key        TEXT PRIMARY KEY CHECK (key IN ('seo', 'identity', 'social', 'languages')),
    value      TEXT NOT NULL CHECK (json_valid(value) AND json_type(value) = 'object'),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO site_settings_next (key, value, updated_at) SELECT key, value, updated_at FROM site_settings;
DROP TABLE site_settings;
ALTER TABLE site_settings_next RENAME TO site_settings;
CREATE TRIGGER site_settings_insert_public AFTER INSERT ON site_settings
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'settings'; END;
CREATE TRIGGER site_settings_update_public AFTER UPDATE ON site_settings
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'settings'; END;
CREATE TRIGGER site_settings_delete_public AFTER DELETE ON site_settings
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'settings'; END;
