-- Statistics that answer questions, still without cookies or anything that identifies a
-- visitor: which sites send visitors (their domain only), what visitors search the blog for
-- (and whether it found anything), and the kind of device each day's visitor uses.

CREATE TABLE referrer_visits (
    day    TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    domain TEXT NOT NULL CHECK (length(domain) BETWEEN 1 AND 253),
    visits INTEGER NOT NULL DEFAULT 0 CHECK (visits >= 0),
    PRIMARY KEY (day, domain)
) WITHOUT ROWID;

-- `found` is the answer of the day's latest search for the term.
CREATE TABLE search_terms (
    day      TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    term     TEXT NOT NULL CHECK (length(term) BETWEEN 1 AND 100),
    searches INTEGER NOT NULL DEFAULT 0 CHECK (searches >= 0),
    found    INTEGER NOT NULL CHECK (found IN (0, 1)),
    PRIMARY KEY (day, term)
) WITHOUT ROWID;

-- A day's visitor is a hash of address and browser, so his device is known with him; the
-- visitors counted before this column have none.
ALTER TABLE daily_visitors ADD COLUMN device TEXT CHECK (device IN ('phone', 'tablet', 'computer'));
