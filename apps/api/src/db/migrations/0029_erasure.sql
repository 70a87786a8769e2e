-- Issue #32.2: erasure (GDPR Art. 17, D45). An erased customer row stays, so her appointments keep
-- the stylist's bookkeeping (amounts, dates, states, charges), but every personal field is emptied
-- and the link to her sign-in account cut; erased_at says when. Erased rows are deleted rows too.
ALTER TABLE customers ADD COLUMN erased_at timestamptz;
ALTER TABLE customers ADD CONSTRAINT customers_erased_is_empty CHECK (
  erased_at IS NULL
  OR (deleted AND customer_account_id IS NULL AND name = '' AND last_name = '' AND email = '' AND phone = '' AND notes = '')
);
