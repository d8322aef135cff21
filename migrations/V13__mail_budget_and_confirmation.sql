-- A promoter who signs up while the site sends e-mail confirms the address with a
-- mailed link before submitting a dossier. Every account existing now counts as
-- confirmed, as do accounts created by staff or from the command line.
ALTER TABLE users ADD COLUMN email_confirmed INTEGER NOT NULL DEFAULT 1 CHECK (email_confirmed IN (0, 1));

-- Single-use links gain a third purpose, the address confirmation (48 hours).
-- SQLite cannot change a CHECK in place: the table is rebuilt with its rows.
CREATE TABLE account_tokens_next (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    purpose    TEXT NOT NULL CHECK (purpose IN ('reset', 'invitation', 'email_confirmation')),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO account_tokens_next (id, user_id, token_hash, purpose, expires_at, created_at)
    SELECT id, user_id, token_hash, purpose, expires_at, created_at FROM account_tokens;
DROP TABLE account_tokens;
ALTER TABLE account_tokens_next RENAME TO account_tokens;
CREATE INDEX account_tokens_user ON account_tokens (user_id);
CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);

-- One row per staff notification and recipient. A row mailed on its own
-- (digest_due_at NULL) counts against the recipient's hourly budget; past the
-- budget a row waits here for the recipient's digest, due at digest_due_at, so
-- a restart loses nothing. Rows leave once mailed in a digest or out of the window.
CREATE TABLE staff_mails (
    id            INTEGER PRIMARY KEY,
    user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind          TEXT NOT NULL CHECK (kind IN ('new_dossier', 'promoter_message', 'contact_message')),
    subject_id    INTEGER NOT NULL,
    created_at    TEXT NOT NULL,
    digest_due_at TEXT
);
CREATE INDEX staff_mails_user ON staff_mails (user_id, created_at);
CREATE INDEX staff_mails_due ON staff_mails (digest_due_at) WHERE digest_due_at IS NOT NULL;
