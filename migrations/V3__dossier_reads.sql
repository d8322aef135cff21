-- What each account has already seen of each dossier (the newest message and
-- status change ids), for the unread counts.
CREATE TABLE dossier_reads (
    dossier_id      INTEGER NOT NULL REFERENCES dossiers (id) ON DELETE CASCADE,
    user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    last_message_id INTEGER NOT NULL DEFAULT 0,
    last_history_id INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (dossier_id, user_id)
) WITHOUT ROWID;
