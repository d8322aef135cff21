-- Sending an article to the newsletter's subscribers, as a durable queue: one row per send
-- and one per recipient. The sender claims a recipient's row ('sending') before it talks to
-- the mail server, and marks it 'sent' before the message's last line leaves: a crash at
-- any moment leaves a row either never finished at the server (sent again on restart) or
-- already recorded as sent, so nobody receives a second copy.
-- A test send goes to one address (`test_to`), not to the subscribers, and does not count
-- as the article's sending. A 'confirmation' send mails the link that confirms a
-- subscription to the pending addresses of an import; each link is drawn when its mail
-- leaves, and only its hash kept.
CREATE TABLE newsletter_sends (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL DEFAULT 'article' CHECK (kind IN ('article', 'confirmation')),
    post_id     INTEGER REFERENCES blog_posts (id) ON DELETE CASCADE CHECK ((post_id IS NOT NULL) = (kind = 'article')),
    test_to     TEXT CHECK (test_to IS NULL OR length(test_to) BETWEEN 3 AND 254),
    state       TEXT NOT NULL DEFAULT 'queued'
                CHECK (state IN ('queued', 'sending', 'paused', 'cancelled', 'done')),
    total       INTEGER NOT NULL DEFAULT 0 CHECK (total >= 0),
    created_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    finished_at TEXT
);
CREATE INDEX newsletter_sends_post ON newsletter_sends (post_id, id);
CREATE INDEX newsletter_sends_state ON newsletter_sends (state);

-- One recipient of a send. Each message carries its own unsubscribe secret, kept as a hash
-- here, so the link of every mail ever sent keeps working and a copy of the database
-- unsubscribes nobody. A recipient who left before his turn is 'skipped'.
CREATE TABLE newsletter_deliveries (
    id                     INTEGER PRIMARY KEY,
    send_id                INTEGER NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
    subscriber_id          INTEGER REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
    state                  TEXT NOT NULL DEFAULT 'queued'
                           CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'skipped', 'cancelled')),
    attempts               INTEGER NOT NULL DEFAULT 0,
    next_attempt_at        TEXT NOT NULL DEFAULT '',
    last_error             TEXT,
    unsubscribe_token_hash TEXT UNIQUE CHECK (unsubscribe_token_hash IS NULL OR length(unsubscribe_token_hash) = 64),
    sent_at                TEXT
);
CREATE INDEX newsletter_deliveries_queue ON newsletter_deliveries (send_id, state, next_attempt_at);
CREATE INDEX newsletter_deliveries_subscriber ON newsletter_deliveries (subscriber_id);
