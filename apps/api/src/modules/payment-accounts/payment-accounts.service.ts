import { AppError, type PaymentAccountStatus } from '@chairly/shared';
import type { AccountHolder, PaymentAccountsRepository } from './payment-accounts.repository';

export type PaymentProviderName = 'sandbox' | 'stripe';

export function createPaymentAccountsService(
  repository: Pick<PaymentAccountsRepository, 'find'>,
  activeProvider: PaymentProviderName,
) {
  /** The holder's account (a stylist id alone: the business's, D66). */
  async function status(holder: AccountHolder | number): Promise<PaymentAccountStatus> {
    const row = await repository.find(holder);
    // An account at another provider than the active one cannot take payments here.
    const connected = row?.provider === activeProvider && row.accountId !== null;
    return {
      connected,
      charges_enabled: connected && row.chargesEnabled === true,
      stripeAccountEnabled: row?.stripeAccountEnabled ?? false,
      accountId: connected ? row.accountId : null,
    };
  }
  return {
    status,
    /** GET /api/stylist/{provider}/account (and …/member-account): only the active gateway's name is a route. */
    async statusFor(holder: AccountHolder | number, provider: string): Promise<PaymentAccountStatus> {
      if (provider !== activeProvider) throw new AppError('NOT_FOUND', `Unknown payment provider ${provider}`);
      return status(holder);
    },
  };
}
export type PaymentAccountsService = ReturnType<typeof createPaymentAccountsService>;
