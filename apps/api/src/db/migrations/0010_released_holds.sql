-- Issue 17 (6): a hold let go before it expired is `released`, not `cancelled` — it never was a
-- booking. Assumes 0005 (appointments, appointment_state_changes).
-- The exclusion constraint (appointments_no_overlap, held/booked only) is unchanged: a released hold
-- frees its time like a cancelled one.

ALTER TABLE appointments DROP CONSTRAINT appointments_state_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_state_check
  CHECK (state IN ('held', 'booked', 'completed', 'cancelled', 'no_show', 'expired', 'released'));

-- Holds released before this migration were recorded as held → cancelled (a customer's new hold, or
-- a DELETE while held); that change has no other meaning, and cancelled is final, so those
-- appointments and the record of that change are relabelled (same actor and time). They stop
-- showing as cancelled bookings to the customer and the stylist.
UPDATE appointments a SET state = 'released', cancelled_at = NULL, updated_at = now()
WHERE a.state = 'cancelled'
  AND EXISTS (SELECT 1 FROM appointment_state_changes h WHERE h.appointment_id = a.id AND h.from_state = 'held' AND h.to_state = 'cancelled');
UPDATE appointment_state_changes SET to_state = 'released' WHERE from_state = 'held' AND to_state = 'cancelled';
