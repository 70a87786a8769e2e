-- Issue #28 (2): sessions that page scripts cannot read. Customers get refresh tokens too (the SPA
-- keeps the API token per tab, so a customer arriving on a stylist's host needs one), and a revoked
-- family must stop its API tokens on every API instance: revoking notifies `session_revoked` with
-- the family id (delivered when the transaction commits; identical notifications are folded).

ALTER TABLE refresh_tokens ALTER COLUMN stylist_id DROP NOT NULL;
ALTER TABLE refresh_tokens
  ADD COLUMN customer_account_id bigint REFERENCES customer_accounts (id) ON DELETE CASCADE;
ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_one_owner CHECK (num_nonnulls(stylist_id, customer_account_id) = 1);
CREATE INDEX refresh_tokens_customer_account_id_idx ON refresh_tokens (customer_account_id);
-- What an instance reads when it (re)starts listening: the families revoked in the last hours.
CREATE INDEX refresh_tokens_revoked_at_idx ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL;

CREATE FUNCTION notify_session_revoked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', NEW.family_id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER refresh_tokens_session_revoked AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_revoked();
