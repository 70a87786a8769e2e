-- Issue #34, stage 2 (D64): a waitlist entry waits for one member of the team or for anyone
-- (NULL, what every existing entry is). The matching job lists free times for her, or for anyone;
-- an entry whose member leaves the team waits for anyone.
-- Assumes 0016 (waitlist_entries), 0034 (members).

ALTER TABLE waitlist_entries ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE SET NULL;
