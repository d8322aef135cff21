-- The first super_admin used to be created under the placeholder name « Administrateur »,
-- which then signed his articles and e-mails. It takes the owner's name from the settings
-- when he gave one; otherwise it has none, and the back-office asks him at his next sign-in.
UPDATE users
SET full_name = (
    SELECT trim(json_extract(value, '$.owner_name'))
    FROM site_settings
    WHERE key = 'identity' AND trim(coalesce(json_extract(value, '$.owner_name'), '')) <> ''
)
WHERE role = 'super_admin' AND full_name = 'Administrateur';
