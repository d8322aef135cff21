-- The privacy policy and the terms of use, written by the owner in the editor.
-- The HTML is sanitized before it is stored; the editor state lets him edit it again.
CREATE TABLE legal_pages (
    page         TEXT PRIMARY KEY CHECK (page IN ('privacy', 'terms')),
    content_html TEXT NOT NULL,
    content_json TEXT,
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
