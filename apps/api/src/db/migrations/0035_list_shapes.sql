-- Issue #33 (decision D57): the customer search and the stylist's waitlist cost about the same for a
-- busy stylist as for a new one. Assumes 0003 (customers), 0016 (waitlist_entries), 0032.

-- Customer search: the text a search matches, stored lowercased, so a row is checked with a plain
-- LIKE instead of building the text and lowercasing it on every row (ILIKE does both, and a
-- three-letter search checks thousands of her rows: the trigram index's recheck and the capped
-- count). Same text as 0032's index (name and last name joined by a space, e-mail and phone after
-- line breaks); `search_text LIKE lower(pattern)` is what ILIKE does for this database's encoding,
-- so a search finds exactly what it found. The trigram index moves to the column.
ALTER TABLE customers ADD COLUMN search_text text
  GENERATED ALWAYS AS (lower(name || ' ' || last_name || E'\n' || email || E'\n' || phone)) STORED;
DROP INDEX customers_search_trgm_idx;
CREATE INDEX customers_search_trgm_idx ON customers USING gin (stylist_id, search_text gin_trgm_ops);

-- The stylist's waitlist, paged (`GET /api/waitlist?page=…`): her entries in the list's order
-- (dates, then id), so a page is read in order and the rest is not touched.
CREATE INDEX waitlist_entries_stylist_from_idx ON waitlist_entries (stylist_id, from_date, id);
