-- Staff two-factor sign-in. A TOTP secret is drawn when set-up starts and becomes
-- effective once a first code confirms it (enabled_at). last_step is the last
-- 30-second step accepted, so a code seen once cannot sign in again.
CREATE TABLE staff_two_factor (
    user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret     BLOB NOT NULL CHECK (length(secret) = 20),
    enabled_at TEXT,
    last_step  INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Ten single-use codes for a lost phone; only their SHA-256 is kept.
CREATE TABLE staff_recovery_codes (
    id        INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL CHECK (length(code_hash) = 64),
    used_at   TEXT,
    UNIQUE (user_id, code_hash)
);

-- Whether every staff account must use two-factor sign-in (one row, set by a super_admin).
CREATE TABLE staff_security (
    id                   INTEGER PRIMARY KEY CHECK (id = 1),
    require_two_factor   INTEGER NOT NULL DEFAULT 0 CHECK (require_two_factor IN (0, 1)),
    updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO staff_security (id) VALUES (1);
