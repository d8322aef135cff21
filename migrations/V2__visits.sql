-- Privacy-friendly visit counts: page views per day and path, and one row per
-- day and anonymous visitor (a keyed hash that changes every day, never the IP).

CREATE TABLE page_views (
    day   TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    path  TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
    views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
    PRIMARY KEY (day, path)
) WITHOUT ROWID;

CREATE TABLE daily_visitors (
    day     TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    visitor TEXT NOT NULL,
    PRIMARY KEY (day, visitor)
) WITHOUT ROWID;
