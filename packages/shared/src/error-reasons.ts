// No zod here: the SPA's entry chunk (lib/api-client.ts) reads reasons, and zod would weigh on every
// first load (e2e/support/bundle-size.ts). errors.ts builds the schema from this list.
/**
 * Why a payment or booking was refused, where the screens tell refusals apart: the message is
 * English text for people and may be reworded, and a `code` groups several refusals (a 409
 * `CONFLICT` is an expired hold or a deposit still being processed). Screens switch on this.
 */
export const ERROR_REASONS = [
  // A fee charged by the stylist (issue #17).
  'card_declined',
  'authentication_required',
  'already_charged',
  // The deposit of an online booking and its refund (issue #20).
  'deposit_declined',
  'deposit_authentication_failed',
  'deposit_in_progress',
  'already_refunded',
  // Holding and confirming a time.
  'slot_taken',
  'hold_expired',
  'not_on_hold',
  'card_required',
  'card_not_saved',
  // The stylist's subscription.
  'trial_used',
  'already_subscribed',
  'invalid_promo_code',
  'no_subscription',
  // Her currency, fixed once she has taken a payment (issue #29).
  'currency_locked',
  // Erasure waits for what is still running (issue #32.2, D45).
  'erasure_future_bookings',
  'erasure_payment_in_progress',
  // Members of a business (issue #34, D60): a role gate, sign-in of a member and invitation links.
  'role_forbidden',
  'member_inactive',
  'already_in_business',
  'invitation_not_found',
  'invitation_expired',
  'invitation_other_address',
  // The members API (issue #34): an invited address that is a member already, the owner's role and
  // activity, a member with appointments ahead who cannot be deactivated yet.
  'member_exists',
  'owner_unchangeable',
  'member_future_appointments',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** A reason this build knows, else undefined (a newer API may add some: callers fall back on the status). */
export function knownReason(value: unknown): ErrorReason | undefined {
  return (ERROR_REASONS as readonly unknown[]).includes(value) ? (value as ErrorReason) : undefined;
}

