import { AppError, type PaymentAccountStatus } from '@chairly/shared';
import type { PaymentAccountsRepository } from './payment-accounts.repository';

export type PaymentProviderName = 'sandbox' | 'stripe';

export function createPaymentAccountsService(
  repository: Pick<PaymentAccountsRepository, 'find'>,
  activeProvider: PaymentProviderName,
) {
  async function status(stylistId: number): Promise<PaymentAccountStatus> {
    const row = await repository.find(stylistId);
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
    /** GET /api/stylist/{provider}/account: only the active gateway's name is a route. */
    async statusFor(stylistId: number, provider: string): Promise<PaymentAccountStatus> {
      if (provider !== activeProvider) throw new AppError('NOT_FOUND', `Unknown payment provider ${provider}`);
      return status(stylistId);
    },
  };
}
export type PaymentAccountsService = ReturnType<typeof createPaymentAccountsService>;
