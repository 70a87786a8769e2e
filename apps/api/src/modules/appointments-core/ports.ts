import type { AppointmentTransitionName } from '@chairly/shared';

/**
 * Whether a saved card belongs to a customer account. The default implementation reads the
 * payments module's `payment_cards` table (migration 0006) by (customer_account_id, gateway_card_id).
 */
export type CardOwnership = { isOwnCard(customerAccountId: number, cardId: string): Promise<boolean> };

export type ChargeRequest = {
  stylistId: number;
  appointmentId: number;
  transition: AppointmentTransitionName;
  amountCents: number;
  /** The gateway card id the customer confirmed with, if any. */
  cardId: string | null;
};

/**
 * Called after a charging transition (checkout) changed the state; the payments module plugs in
 * the real charge. The default charges nothing and says so (`charged: false`).
 */
export type ChargeOnTransition = { charge(request: ChargeRequest): Promise<{ charged: boolean; message: string }> };

export const noChargeOnTransition: ChargeOnTransition = {
  async charge() {
    return { charged: false, message: 'State changed; no payment was taken (payments are not connected to transitions yet)' };
  },
};

/** Issue #20: what taking a deposit came to; an authentication sends the browser to `actionUrl`. */
export type DepositOutcome = { status: 'succeeded' } | { status: 'requires_action'; actionUrl: string };
export type DepositRefundReason = 'customer-cancelled' | 'stylist-cancelled' | 'not-booked' | 'stylist-refund';
/**
 * `none`: no paid deposit to give back; `already`: it was refunded before; `pending`: the gateway
 * has not answered yet (re-sent later under the same key); `failed`: the gateway refused it;
 * `busy`: another request is refunding it right now.
 */
export type DepositRefundResult = 'refunded' | 'pending' | 'none' | 'already' | 'failed' | 'busy';

/**
 * Deposits (issue #20), plugged in by the payments module: whether the stylist can take one,
 * taking it before a hold becomes a booking (a decline throws 402 CARD_DECLINED), and giving it
 * back. Both record before and after the gateway call and act once under any number of retries.
 */
export type Deposits = {
  /** `memberId` (issue #34, D66): for her appointment (her own account, else the business's); absent: the business's. */
  chargeable(stylistId: number, memberId?: number): Promise<boolean>;
  take(request: { stylistId: number; appointmentId: number; cardId: string; amountCents: number; returnUrl: string }): Promise<DepositOutcome>;
  refund(request: { stylistId: number; appointmentId: number; reason: DepositRefundReason }): Promise<DepositRefundResult>;
  /**
   * A hold that will not become a booking (it ran out): a deposit attempt that waited for the
   * customer's authentication is read from the gateway, and whatever was paid is refunded.
   */
  release(request: { stylistId: number; appointmentId: number }): Promise<DepositRefundResult>;
};

/** Without the payments module: no deposit is ever due, none is taken or refunded. */
export const noDeposits: Deposits = {
  async chargeable() {
    return false;
  },
  async take() {
    throw new Error('Deposits are not connected to a payment gateway');
  },
  async refund() {
    return 'none';
  },
  async release() {
    return 'none';
  },
};
