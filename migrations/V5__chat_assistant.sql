-- The chat assistant's greeting, fallback answer and topics, edited as one document
-- by the super_admin: a single row holding a JSON object.
CREATE TABLE chat_assistant (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    config       TEXT NOT NULL CHECK (json_valid(config) AND json_type(config) = 'object'),
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
