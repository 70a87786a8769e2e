-- Issue #31.9: a subscription she has cancelled keeps running to the end of its paid (or trial)
-- period and then ends; until then she can take the cancellation back. Set by the sandbox portal,
-- and from Stripe's customer.subscription.updated (cancel_at_period_end, or a cancel_at date).
ALTER TABLE subscriptions ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false;
