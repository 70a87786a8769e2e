-- Issue #32 (3b): outgoing webhooks (docs/api.md "Webhooks", D47). A stylist's endpoints, and one
-- delivery row per (endpoint, event): the signed body exactly as sent, its status and attempts.
-- Events travel through the existing outbox (notification_events) and pg-boss, never a second queue.

CREATE TABLE webhook_endpoints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) <= 2000),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  -- The HMAC key. Kept readable (signing needs it); the API shows it once, at creation.
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_stylist_idx ON webhook_endpoints (stylist_id, id);

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- The event's id (the body's `id`); one event reaches one endpoint once.
  event_id uuid NOT NULL,
  event text NOT NULL,
  -- The JSON body exactly as signed and sent (the same bytes on every attempt and on "send again");
  -- it holds personal data, which erasure removes.
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  response_code integer,
  -- While `sending`: a claim that lapses if its process dies, so a retry can send again.
  claimed_until timestamptz,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_stylist_idx ON webhook_deliveries (stylist_id);

-- customer.created and review.created: every path that inserts a customer (the stylist's form, a
-- customer's first booking, imports) or a review writes the event in its own transaction. Nothing is
-- written while the stylist has no endpoint for the event, so the outbox sees no extra rows.
CREATE FUNCTION webhook_row_created() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  id_key text := TG_ARGV[1];
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints WHERE stylist_id = NEW.stylist_id AND kind = ANY (events)) THEN
    INSERT INTO notification_events (kind, payload)
    VALUES (kind, jsonb_build_object('kind', kind, 'stylistId', NEW.stylist_id, id_key, NEW.id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER customers_webhook_created AFTER INSERT ON customers
  FOR EACH ROW EXECUTE FUNCTION webhook_row_created('customer.created', 'customerId');
CREATE TRIGGER reviews_webhook_created AFTER INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION webhook_row_created('review.created', 'reviewId');
