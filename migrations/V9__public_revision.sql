-- A counter of changes to what visitors see, raised by triggers whoever writes:
-- this server, a command-line run or another program on the database. The page
-- cache compares it after each write request and every second, and drops its
-- pages when it moved. Visits, sessions, contact messages and dossiers have no
-- trigger: they never change a public page, so a flood of them keeps the cache.
CREATE TABLE public_revision (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    revision INTEGER NOT NULL
);
INSERT INTO public_revision (id, revision) VALUES (1, 0);

CREATE TRIGGER blog_posts_insert_public AFTER INSERT ON blog_posts
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER blog_posts_update_public AFTER UPDATE ON blog_posts
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER blog_posts_delete_public AFTER DELETE ON blog_posts
BEGIN UPDATE public_revision SET revision = revision + 1; END;

CREATE TRIGGER site_settings_insert_public AFTER INSERT ON site_settings
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER site_settings_update_public AFTER UPDATE ON site_settings
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER site_settings_delete_public AFTER DELETE ON site_settings
BEGIN UPDATE public_revision SET revision = revision + 1; END;

CREATE TRIGGER site_content_insert_public AFTER INSERT ON site_content
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER site_content_update_public AFTER UPDATE ON site_content
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER site_content_delete_public AFTER DELETE ON site_content
BEGIN UPDATE public_revision SET revision = revision + 1; END;

CREATE TRIGGER timeline_events_insert_public AFTER INSERT ON timeline_events
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER timeline_events_update_public AFTER UPDATE ON timeline_events
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER timeline_events_delete_public AFTER DELETE ON timeline_events
BEGIN UPDATE public_revision SET revision = revision + 1; END;

CREATE TRIGGER chat_assistant_insert_public AFTER INSERT ON chat_assistant
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER chat_assistant_update_public AFTER UPDATE ON chat_assistant
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER chat_assistant_delete_public AFTER DELETE ON chat_assistant
BEGIN UPDATE public_revision SET revision = revision + 1; END;

CREATE TRIGGER legal_pages_insert_public AFTER INSERT ON legal_pages
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER legal_pages_update_public AFTER UPDATE ON legal_pages
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER legal_pages_delete_public AFTER DELETE ON legal_pages
BEGIN UPDATE public_revision SET revision = revision + 1; END;

-- An account's name and picture are shown on the articles it wrote.
CREATE TRIGGER users_author_public AFTER UPDATE OF full_name, avatar_url ON users
WHEN (OLD.full_name IS NOT NEW.full_name OR OLD.avatar_url IS NOT NEW.avatar_url)
    AND EXISTS (SELECT 1 FROM blog_posts WHERE author_id = NEW.id)
BEGIN UPDATE public_revision SET revision = revision + 1; END;
