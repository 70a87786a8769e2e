-- Issue 18 (1): blocked time — one-off ranges (minutes to weeks: holiday, doctor, training) in which
-- no customer can hold or book. Assumes 0001 (btree_gist, stylists).
-- Blocked ranges may overlap each other and existing appointments (the stylist decides what to do
-- with those); a customer's hold or booking overlapping one is refused inside the booking
-- transaction, under the stylist's write lock that every blocked-time write takes too.

CREATE TABLE blocked_times (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (ends_at - starts_at <= interval '366 days')
);
-- Overlap look-ups by stylist (calendar range, availability feed, the booking check).
CREATE INDEX blocked_times_stylist_range_idx ON blocked_times USING gist (stylist_id, tstzrange(starts_at, ends_at));
