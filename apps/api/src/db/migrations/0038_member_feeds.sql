-- Issue #34, stage 2 (D68): a private calendar feed per member. Each member has her own token, and
-- her feed holds her own appointments and blocked time; the feed made before members (one per
-- business) becomes the owner's, so its URL keeps answering as it did.
-- Assumes 0015 (calendar_feeds), 0020 (token_hash), 0033 (content stamps), 0034 (members),
-- 0036 (owner_member_of, default_owner_member).

ALTER TABLE calendar_feeds ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE CASCADE;
UPDATE calendar_feeds SET member_id = owner_member_of(stylist_id);
-- A write that names no member makes the owner's feed, as before.
CREATE TRIGGER calendar_feeds_default_member BEFORE INSERT ON calendar_feeds
  FOR EACH ROW EXECUTE FUNCTION default_owner_member();
ALTER TABLE calendar_feeds ALTER COLUMN member_id SET NOT NULL;
-- One feed per member (several per business); the token stays unique (calendar_feeds_token_hash_key).
ALTER TABLE calendar_feeds DROP CONSTRAINT calendar_feeds_pkey;
ALTER TABLE calendar_feeds ADD PRIMARY KEY (member_id);
CREATE INDEX calendar_feeds_stylist_idx ON calendar_feeds (stylist_id);
