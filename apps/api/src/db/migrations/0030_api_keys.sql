-- Issue 32 (3a): API keys, a stylist's bearer credentials for her own tools (docs/api.md, D46).

-- The key is shown once; the table keeps its SHA-256 (32 bytes: a key carries 256 random bits, so a
-- fast hash is enough) and its first characters, to tell keys apart in the list. A revoked key keeps
-- its row (revoked_at set) and is refused from that moment.
CREATE TABLE api_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  scope text NOT NULL CHECK (scope IN ('read', 'read-write')),
  key_hash bytea NOT NULL UNIQUE CHECK (octet_length(key_hash) = 32),
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Written at most once a minute per key, so a busy key costs no write per call.
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX api_keys_stylist_active_idx ON api_keys (stylist_id) WHERE revoked_at IS NULL;
