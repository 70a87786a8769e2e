/** A connected account as our records know it (payment_accounts; nulls when there is none). */
export type AccountState = { provider: string | null; accountId: string | null; chargesEnabled: boolean | null };

export type DestinationAccounts = {
  /** The business's account (the owner's) with the business's Unlink flag. */
  business: AccountState & { stripeAccountEnabled: boolean };
  /** The appointment's member's own account; null when she is the owner, has none, or no appointment is named. */
  member: AccountState | null;
};

const canCharge = (account: AccountState, gatewayName: string): account is AccountState & { accountId: string } =>
  account.provider === gatewayName && account.accountId !== null && account.chargesEnabled === true;

/**
 * D66, the one rule of where a charge for an appointment goes (deposit, fees, checkout; both
 * gateways): to her member's own account when it can take charges at the active gateway, else to
 * the business's while it can (and is not unlinked); null when neither can.
 */
export function chargeDestination({ business, member }: DestinationAccounts, gatewayName: string): string | null {
  if (member && canCharge(member, gatewayName)) return member.accountId;
  return canCharge(business, gatewayName) && business.stripeAccountEnabled ? business.accountId : null;
}
