-- The contact inbox keeps a state per message: when staff first read it, and
-- when they archived it (NULL: not yet). Unread, unarchived messages make the badge.
ALTER TABLE contact_messages ADD COLUMN read_at TEXT;
ALTER TABLE contact_messages ADD COLUMN archived_at TEXT;
CREATE INDEX contact_messages_unread ON contact_messages (created_at)
 WHERE read_at IS NULL AND archived_at IS NULL;
