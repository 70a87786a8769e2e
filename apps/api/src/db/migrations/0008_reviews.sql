-- Reviews of appointments (issue 11) and the indexes the dashboard statistics need.
-- Assumes 0003 (customers), 0005 (appointments) and 0006 (payment_charges).

CREATE TABLE reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  -- One review per appointment: concurrent submissions fail on this constraint (→ 409).
  appointment_id bigint NOT NULL UNIQUE REFERENCES appointments (id) ON DELETE CASCADE,
  customer_id bigint REFERENCES customers (id) ON DELETE SET NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 2000),
  -- The public status flag: only public reviews appear on the stylist's public page.
  public boolean NOT NULL DEFAULT false,
  -- Set when the stylist first publishes or hides the review; null = pending (counted in the menu).
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_stylist_idx ON reviews (stylist_id, created_at DESC, id DESC);
CREATE INDEX reviews_pending_idx ON reviews (stylist_id) WHERE reviewed_at IS NULL;
CREATE INDEX reviews_public_idx ON reviews (stylist_id, created_at DESC) WHERE public;

-- Dashboard: the statistics scan one stylist's appointments by start (appointments_stylist_starts_idx
-- exists since 0005), fee charges by creation time, and new customers by creation time.
CREATE INDEX payment_charges_stylist_created_idx ON payment_charges (stylist_id, created_at) WHERE status = 'succeeded';
CREATE INDEX customers_stylist_created_idx ON customers (stylist_id, created_at) WHERE NOT deleted;
