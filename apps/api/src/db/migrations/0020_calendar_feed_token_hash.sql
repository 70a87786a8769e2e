-- Issue 28 (5): calendar feed tokens stored hashed. Assumes 0015 (calendar_feeds).

-- The feed URL's token is its only credential, so the table keeps only its SHA-256 (32 bytes) and
-- the feed is looked up by the hash of the token in the URL. The existing tokens are hashed in place
-- (the SHA-256 of the token's text, exactly what the API computes), so every calendar already
-- subscribed to a feed URL keeps getting it. The clear token is shown to the stylist only when it
-- is made.
ALTER TABLE calendar_feeds DROP CONSTRAINT calendar_feeds_token_check;
ALTER TABLE calendar_feeds ALTER COLUMN token TYPE bytea USING sha256(convert_to(token, 'UTF8'));
ALTER TABLE calendar_feeds RENAME COLUMN token TO token_hash;
ALTER TABLE calendar_feeds RENAME CONSTRAINT calendar_feeds_token_key TO calendar_feeds_token_hash_key;
ALTER TABLE calendar_feeds ADD CONSTRAINT calendar_feeds_token_hash_check CHECK (octet_length(token_hash) = 32);
