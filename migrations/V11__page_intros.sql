-- The blog list and the timeline get an editable subtitle: two more content
-- keys. SQLite cannot change a CHECK in place, so the table is rebuilt with
-- its rows and its public-revision triggers.
CREATE TABLE site_content_new (
    content_key   TEXT PRIMARY KEY CHECK (content_key IN
                  ('home_hero', 'home_stats', 'home_mission', 'home_services', 'home_cta', 'activities',
                   'blog', 'timeline')),
    content_value TEXT NOT NULL CHECK (json_valid(content_value) AND json_type(content_value) = 'object'),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO site_content_new (content_key, content_value, updated_at)
    SELECT content_key, content_value, updated_at FROM site_content;
DROP TABLE site_content;
ALTER TABLE site_content_new RENAME TO site_content;

CREATE TRIGGER site_content_insert_public AFTER INSERT ON site_content
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER site_content_update_public AFTER UPDATE ON site_content
BEGIN UPDATE public_revision SET revision = revision + 1; END;
CREATE TRIGGER site_content_delete_public AFTER DELETE ON site_content
BEGIN UPDATE public_revision SET revision = revision + 1; END;
