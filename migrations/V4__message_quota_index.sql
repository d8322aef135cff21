-- The per-account message quota counts one sender's recent messages on every send.
CREATE INDEX dossier_messages_sender ON dossier_messages (sender_id, created_at);
