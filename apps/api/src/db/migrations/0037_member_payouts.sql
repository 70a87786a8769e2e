-- Issue #34, stage 2 (D66): payouts per member. A connected payment account belongs to a member;
-- the owner's is the business's, as before (every existing row is the owner's). A charge for an
-- appointment goes to its member's account when that one can take charges, else to the business's,
-- and the account it went to is recorded on the charge (a re-send goes where the first send went).
-- Assumes 0004 (payment_accounts), 0006 (payment_charges, onboarding requests), 0034 and 0036
-- (members, owner_member_of, default_owner_member).

ALTER TABLE payment_accounts ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE CASCADE;
UPDATE payment_accounts SET member_id = owner_member_of(stylist_id);
-- A write that leaves the member out (the business's account, as before) is the owner's.
CREATE TRIGGER payment_accounts_default_member BEFORE INSERT ON payment_accounts
  FOR EACH ROW EXECUTE FUNCTION default_owner_member();
ALTER TABLE payment_accounts ALTER COLUMN member_id SET NOT NULL;
ALTER TABLE payment_accounts DROP CONSTRAINT payment_accounts_pkey;
ALTER TABLE payment_accounts ADD PRIMARY KEY (member_id);
CREATE INDEX payment_accounts_stylist_idx ON payment_accounts (stylist_id);
-- The webhook finds the account an `account.updated` is about.
CREATE INDEX payment_accounts_gateway_idx ON payment_accounts (provider, account_id);

-- An onboarding under way, per member (the owner's = the business's, as before).
ALTER TABLE payment_onboarding_requests ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE CASCADE;
UPDATE payment_onboarding_requests SET member_id = owner_member_of(stylist_id);
CREATE TRIGGER payment_onboarding_requests_default_member BEFORE INSERT ON payment_onboarding_requests
  FOR EACH ROW EXECUTE FUNCTION default_owner_member();
ALTER TABLE payment_onboarding_requests ALTER COLUMN member_id SET NOT NULL;
ALTER TABLE payment_onboarding_requests DROP CONSTRAINT payment_onboarding_requests_pkey;
ALTER TABLE payment_onboarding_requests ADD PRIMARY KEY (member_id);

-- Where the money of a charge went (null for charges made before this migration: the business's).
ALTER TABLE payment_charges ADD COLUMN destination_account_id text;

-- D67: the subscription is priced per active member. `quantity` is the number of members the
-- provider bills (as last confirmed to it); a business with one member is billed one, as before.
ALTER TABLE subscriptions ADD COLUMN quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1);

-- Whenever a member joins, is deactivated or comes back, an outbox event in the same transaction
-- (whichever code made the change: an invitation accepted, the Team screen, the seed) has the job
-- runner bring the billed quantity in line (subscriptions module, syncSeats). The owner's own row
-- (made with the business) never changes the count of a business without a subscription.
CREATE FUNCTION members_seats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.role <> 'owner' AND NEW.active)
     OR (TG_OP = 'UPDATE' AND OLD.active IS DISTINCT FROM NEW.active)
     OR (TG_OP = 'DELETE' AND OLD.active AND OLD.role <> 'owner') THEN
    INSERT INTO notification_events (kind, payload)
    VALUES ('billing.seats-changed', jsonb_build_object('kind', 'billing.seats-changed', 'stylistId', coalesce(NEW.stylist_id, OLD.stylist_id)));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_seats_changed AFTER INSERT OR UPDATE OF active OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION members_seats_changed();
