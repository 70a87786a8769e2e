-- Issue #33.2: indexes for reads that must cost the same for a busy stylist's ten years as for a
-- new one's first week (decision D50). Assumes 0001 (btree_gist), 0003 (customers),
-- 0005/0011 (appointments, occupied), 0006/0014 (payment_charges, deposits), 0025.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Customer search (`?search=`): one expression over the fields a search matches, the same text in
-- the index and in customers.repository.ts (customerSearchText): name and last name joined by a
-- space (so "anna schmidt" finds Anna Schmidt), the other fields by a line break, which no search
-- contains. The stylist is the index's first column (btree_gin), so a search reads her trigrams,
-- never another salon's.
CREATE INDEX customers_search_trgm_idx ON customers USING gin
  (stylist_id, (name || ' ' || last_name || E'\n' || email || E'\n' || phone) gin_trgm_ops);

-- The deposit sweep (abandonedDeposits) now starts from the holds that did not become bookings
-- and had a deposit due, by when they last changed (expired or released sets updated_at): a booked or completed appointment (nearly all of them) is not in this
-- index, so the sweep no longer reads every paid deposit of every salon. It replaces 0025's index,
-- which held every paid deposit.
CREATE INDEX appointments_abandoned_deposit_idx ON appointments (updated_at)
  WHERE deposit_cents > 0 AND state IN ('held', 'expired', 'released');
DROP INDEX payment_charges_deposit_sweep_idx;
