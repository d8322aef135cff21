-- The newsletter's subscribers. An address subscribes with double opt-in: it
-- stays 'pending' until it opens the link mailed to it, and nothing but that
-- link is sent to it before. 'unsubscribed' keeps the row (and when it left);
-- 'rejected' is an address the site must not mail again. `consent` holds what
-- the visitor agreed to, as worded then (or the owner's note for an import).
-- The unsubscribe link's secret is drawn at subscription; only its SHA-256 is
-- kept, so a copy of the database unsubscribes nobody.
CREATE TABLE newsletter_subscribers (
    id                     INTEGER PRIMARY KEY,
    email                  TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
    status                 TEXT NOT NULL DEFAULT 'pending'
                           CHECK (status IN ('pending', 'confirmed', 'unsubscribed', 'rejected')),
    lang                   TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'ar')),
    source                 TEXT NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'import')),
    consent                TEXT NOT NULL CHECK (length(consent) BETWEEN 1 AND 1000),
    unsubscribe_token_hash TEXT NOT NULL UNIQUE CHECK (length(unsubscribe_token_hash) = 64),
    created_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    confirmed_at           TEXT,
    unsubscribed_at        TEXT,
    CHECK (status <> 'confirmed' OR confirmed_at IS NOT NULL),
    CHECK (status <> 'unsubscribed' OR unsubscribed_at IS NOT NULL)
);
CREATE INDEX newsletter_subscribers_status ON newsletter_subscribers (status, created_at);

-- Single-use confirmation links (48 hours, as an account's address confirmation),
-- kept as hashes. Confirming kills every link of the subscriber.
CREATE TABLE newsletter_tokens (
    id            INTEGER PRIMARY KEY,
    subscriber_id INTEGER NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
    token_hash    TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    expires_at    TEXT NOT NULL,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX newsletter_tokens_subscriber ON newsletter_tokens (subscriber_id);
CREATE INDEX newsletter_tokens_expiry ON newsletter_tokens (expires_at);
