-- Issue #28.4: a review link carries a random single-use token that only the customer received.
-- Only the SHA-256 of the token is stored. One row per review request actually sent (a retried
-- job that sends nothing new leaves none); every token of the appointment is marked used in the
-- statement that stores its review.

CREATE TABLE review_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  appointment_id bigint NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_tokens_appointment_idx ON review_tokens (appointment_id);
