-- Every entity of the product. Times are UTC text in the one format
-- 'YYYY-MM-DDTHH:MM:SSZ', so that text order is time order.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
    password_hash TEXT NOT NULL,
    full_name     TEXT CHECK (full_name IS NULL OR length(full_name) <= 120),
    avatar_url    TEXT,
    role          TEXT NOT NULL DEFAULT 'promoter'
                  CHECK (role IN ('super_admin', 'moderator', 'promoter')),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE sessions (
    id          TEXT PRIMARY KEY,
    data        BLOB NOT NULL,
    expiry_date INTEGER NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expiry_date);

CREATE TABLE blog_posts (
    id                INTEGER PRIMARY KEY,
    slug              TEXT NOT NULL UNIQUE CHECK (slug <> '' AND slug NOT GLOB '*[^a-z0-9-]*'),
    title             TEXT NOT NULL CHECK (length(trim(title)) BETWEEN 1 AND 200),
    excerpt           TEXT NOT NULL DEFAULT '' CHECK (length(excerpt) <= 500),
    content_html      TEXT NOT NULL CHECK (length(content_html) <= 512000),
    content_json      TEXT CHECK (content_json IS NULL OR json_valid(content_json)),
    content_text      TEXT NOT NULL DEFAULT '',
    category          TEXT,
    published_at      TEXT,
    read_time_minutes INTEGER NOT NULL DEFAULT 1 CHECK (read_time_minutes >= 1),
    cover_image       TEXT,
    thumbnail_url     TEXT,
    author_name       TEXT,
    author_bio        TEXT,
    author_id         INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX blog_posts_published ON blog_posts (published_at);
CREATE INDEX blog_posts_category ON blog_posts (category, published_at);

CREATE TABLE contacts (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 120),
    email      TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY,
    contact_id INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    sender     TEXT NOT NULL,
    message    TEXT NOT NULL CHECK (length(trim(message)) BETWEEN 1 AND 5000),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX contact_messages_created ON contact_messages (created_at);
CREATE INDEX contact_messages_contact ON contact_messages (contact_id);

CREATE TABLE site_settings (
    key        TEXT PRIMARY KEY CHECK (key IN ('seo', 'identity', 'social')),
    value      TEXT NOT NULL CHECK (json_valid(value) AND json_type(value) = 'object'),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE site_content (
    content_key   TEXT PRIMARY KEY CHECK (content_key IN
                  ('home_hero', 'home_stats', 'home_mission', 'home_services', 'home_cta', 'activities')),
    content_value TEXT NOT NULL CHECK (json_valid(content_value) AND json_type(content_value) = 'object'),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE dossiers (
    id          INTEGER PRIMARY KEY,
    title       TEXT NOT NULL CHECK (length(trim(title)) BETWEEN 1 AND 200),
    description TEXT NOT NULL CHECK (length(trim(description)) BETWEEN 1 AND 20000),
    status      TEXT NOT NULL DEFAULT 'received'
                CHECK (status IN ('received', 'processing', 'more_info_required', 'completed', 'rejected')),
    promoter_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX dossiers_promoter ON dossiers (promoter_id, created_at);
CREATE INDEX dossiers_status ON dossiers (status, created_at);

CREATE TABLE dossier_messages (
    id         INTEGER PRIMARY KEY,
    dossier_id INTEGER NOT NULL REFERENCES dossiers (id) ON DELETE CASCADE,
    sender_id  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    message    TEXT NOT NULL CHECK (length(trim(message)) BETWEEN 1 AND 5000),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX dossier_messages_dossier ON dossier_messages (dossier_id, created_at);

CREATE TABLE dossier_status_history (
    id          INTEGER PRIMARY KEY,
    dossier_id  INTEGER NOT NULL REFERENCES dossiers (id) ON DELETE CASCADE,
    changed_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    from_status TEXT NOT NULL
                CHECK (from_status IN ('received', 'processing', 'more_info_required', 'completed', 'rejected')),
    to_status   TEXT NOT NULL
                CHECK (to_status IN ('received', 'processing', 'more_info_required', 'completed', 'rejected')),
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX dossier_status_history_dossier ON dossier_status_history (dossier_id, created_at);

CREATE TABLE dossier_attachments (
    id            INTEGER PRIMARY KEY,
    dossier_id    INTEGER NOT NULL REFERENCES dossiers (id) ON DELETE CASCADE,
    uploaded_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    original_name TEXT NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
    stored_name   TEXT NOT NULL UNIQUE CHECK (stored_name NOT GLOB '*[^a-zA-Z0-9-]*'),
    content_type  TEXT NOT NULL,
    size_bytes    INTEGER NOT NULL CHECK (size_bytes BETWEEN 1 AND 20971520),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX dossier_attachments_dossier ON dossier_attachments (dossier_id);

CREATE TABLE timeline_events (
    id             INTEGER PRIMARY KEY,
    date           TEXT NOT NULL CHECK (length(trim(date)) BETWEEN 1 AND 50),
    title          TEXT NOT NULL CHECK (length(trim(title)) BETWEEN 1 AND 200),
    category       TEXT CHECK (category IS NULL OR category IN
                   ('Formations', 'Postes occupés', 'Engagements', 'Projets', 'Contributions')),
    description    TEXT CHECK (description IS NULL OR length(description) <= 2000),
    reference_link TEXT CHECK (reference_link IS NULL OR length(reference_link) <= 2048),
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
