-- Accounts managed from the back-office: a deactivated account can no longer sign
-- in, the super_admin sees each account's last sign-in, and an invited account has
-- an empty password hash until its invitation link is used.
ALTER TABLE users ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
ALTER TABLE users ADD COLUMN last_login_at TEXT;

-- Single-use links that let someone choose a password: a reset (1 hour) or an
-- invitation (24 hours). Only the SHA-256 of the secret is kept.
CREATE TABLE account_tokens (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    purpose    TEXT NOT NULL CHECK (purpose IN ('reset', 'invitation')),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX account_tokens_user ON account_tokens (user_id);
CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);

-- Each session names its signed-in account, so that every session of an account
-- can be ended at once (password reset, deactivation). Existing rows are filled
-- from the login data axum-login keeps in them.
ALTER TABLE sessions ADD COLUMN user_id INTEGER;
UPDATE sessions SET user_id = json_extract(CAST(data AS TEXT), '$."axum-login.data".user_id')
 WHERE json_valid(CAST(data AS TEXT));
CREATE INDEX sessions_user ON sessions (user_id);
