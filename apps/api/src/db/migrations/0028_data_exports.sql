-- Issue #32.1: a stylist's whole account as one JSON archive, made by a job (queue `export.build`).
-- The archive is kept here (not in the image storage: it is private, short-lived and per instance
-- storage may be a local folder) until it expires; then its bytes are dropped and its link answers 410.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'ready', 'failed')),
  progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  archive bytea,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX data_exports_stylist_idx ON data_exports (stylist_id, created_at DESC);
