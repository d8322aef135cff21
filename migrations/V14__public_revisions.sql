-- One counter of changes per topic of what visitors see, instead of one for
-- everything: the page cache knows what each answer depends on, so an article
-- edit rebuilds the pages that show articles and leaves the timeline cached.
-- Raised by triggers whoever writes (this server, a command-line run, another
-- program on the database); the cache compares them after each write request
-- and every second. Visits, sessions, contact messages and dossiers still have
-- no trigger: they never change a public page.
CREATE TABLE public_revisions (
    topic    TEXT PRIMARY KEY CHECK (topic IN ('posts', 'timeline', 'content', 'settings', 'legal', 'chat')),
    revision INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO public_revisions (topic, revision)
    SELECT topic, (SELECT revision FROM public_revision WHERE id = 1)
    FROM (SELECT 'posts' AS topic UNION ALL SELECT 'timeline' UNION ALL SELECT 'content'
          UNION ALL SELECT 'settings' UNION ALL SELECT 'legal' UNION ALL SELECT 'chat');

DROP TRIGGER blog_posts_insert_public;
DROP TRIGGER blog_posts_update_public;
DROP TRIGGER blog_posts_delete_public;
DROP TRIGGER post_related_insert_public;
DROP TRIGGER post_related_update_public;
DROP TRIGGER post_related_delete_public;
DROP TRIGGER users_author_public;
DROP TRIGGER site_settings_insert_public;
DROP TRIGGER site_settings_update_public;
DROP TRIGGER site_settings_delete_public;
DROP TRIGGER site_content_insert_public;
DROP TRIGGER site_content_update_public;
DROP TRIGGER site_content_delete_public;
DROP TRIGGER timeline_events_insert_public;
DROP TRIGGER timeline_events_update_public;
DROP TRIGGER timeline_events_delete_public;
DROP TRIGGER chat_assistant_insert_public;
DROP TRIGGER chat_assistant_update_public;
DROP TRIGGER chat_assistant_delete_public;
DROP TRIGGER legal_pages_insert_public;
DROP TRIGGER legal_pages_update_public;
DROP TRIGGER legal_pages_delete_public;
DROP TABLE public_revision;

-- Posts: the articles, their similar articles, and the name and picture of
-- the accounts that signed them.
CREATE TRIGGER blog_posts_insert_public AFTER INSERT ON blog_posts
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER blog_posts_update_public AFTER UPDATE ON blog_posts
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER blog_posts_delete_public AFTER DELETE ON blog_posts
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER post_related_insert_public AFTER INSERT ON post_related
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER post_related_update_public AFTER UPDATE ON post_related
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER post_related_delete_public AFTER DELETE ON post_related
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;
CREATE TRIGGER users_author_public AFTER UPDATE OF full_name, avatar_url ON users
WHEN (OLD.full_name IS NOT NEW.full_name OR OLD.avatar_url IS NOT NEW.avatar_url)
    AND EXISTS (SELECT 1 FROM blog_posts WHERE author_id = NEW.id)
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'posts'; END;

CREATE TRIGGER site_settings_insert_public AFTER INSERT ON site_settings
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'settings'; END;
CREATE TRIGGER site_settings_update_public AFTER UPDATE ON site_settings
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'settings'; END;
CREATE TRIGGER site_settings_delete_public AFTER DELETE ON site_settings
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'settings'; END;

CREATE TRIGGER site_content_insert_public AFTER INSERT ON site_content
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'content'; END;
CREATE TRIGGER site_content_update_public AFTER UPDATE ON site_content
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'content'; END;
CREATE TRIGGER site_content_delete_public AFTER DELETE ON site_content
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'content'; END;

CREATE TRIGGER timeline_events_insert_public AFTER INSERT ON timeline_events
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'timeline'; END;
CREATE TRIGGER timeline_events_update_public AFTER UPDATE ON timeline_events
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'timeline'; END;
CREATE TRIGGER timeline_events_delete_public AFTER DELETE ON timeline_events
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'timeline'; END;

CREATE TRIGGER chat_assistant_insert_public AFTER INSERT ON chat_assistant
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'chat'; END;
CREATE TRIGGER chat_assistant_update_public AFTER UPDATE ON chat_assistant
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'chat'; END;
CREATE TRIGGER chat_assistant_delete_public AFTER DELETE ON chat_assistant
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'chat'; END;

CREATE TRIGGER legal_pages_insert_public AFTER INSERT ON legal_pages
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'legal'; END;
CREATE TRIGGER legal_pages_update_public AFTER UPDATE ON legal_pages
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'legal'; END;
CREATE TRIGGER legal_pages_delete_public AFTER DELETE ON legal_pages
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'legal'; END;
