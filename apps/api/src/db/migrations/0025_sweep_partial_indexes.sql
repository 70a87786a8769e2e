-- Issue #30 / #33: the payment sweeps (pg-boss schedules, every minute) read only the rows they
-- can act on. Each lease (modules/payments/lease.ts) looks for rows still `pending` whose request
-- died, oldest first; settled rows (nearly all of them) are not in these indexes, so a sweep costs
-- the same with 100 or 200,000 charges. Assumes 0006, 0014.
CREATE INDEX payment_charges_pending_idx ON payment_charges (created_at) WHERE status = 'pending';
CREATE INDEX payment_refunds_pending_idx ON payment_refunds (created_at) WHERE status = 'pending';
-- The deposit sweep (abandonedDeposits) looks only at deposits that may still need giving back:
-- attempts waiting for authentication, and paid ones (which it joins to their hold's state).
CREATE INDEX payment_charges_deposit_sweep_idx ON payment_charges (created_at)
  WHERE kind = 'deposit' AND status IN ('succeeded', 'requires_action');
