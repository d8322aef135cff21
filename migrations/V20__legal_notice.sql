-- A third legal page, the « mentions légales » (publisher, host, publication director) French
-- law asks of a professional site. SQLite cannot widen a CHECK in place: the table is rebuilt
-- with its rows, and its triggers, which dropping it takes along, are written again.
CREATE TABLE legal_pages_new (
    page         TEXT PRIMARY KEY CHECK (page IN ('privacy', 'terms', 'notice')),
    content_html TEXT NOT NULL,
    content_json TEXT,
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO legal_pages_new (page, content_html, content_json, updated_at)
    SELECT page, content_html, content_json, updated_at FROM legal_pages;
DROP TABLE legal_pages;
ALTER TABLE legal_pages_new RENAME TO legal_pages;

CREATE TRIGGER legal_pages_insert_public AFTER INSERT ON legal_pages
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'legal'; END;
CREATE TRIGGER legal_pages_update_public AFTER UPDATE ON legal_pages
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'legal'; END;
CREATE TRIGGER legal_pages_delete_public AFTER DELETE ON legal_pages
BEGIN UPDATE public_revisions SET revision = revision + 1 WHERE topic = 'legal'; END;
