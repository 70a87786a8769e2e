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
