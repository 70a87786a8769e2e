import { randomUUID } from 'node:crypto';
import { AppError, type OnboardingLink } from '@chairly/shared';
import type { PaymentGateway } from '../../gateways/payments/index';
import type { StylistAccountsRepository } from './stylist-accounts.repository';

type Deps = {
  repository: Pick<
    StylistAccountsRepository,
    'find' | 'saveAccount' | 'requestOnboarding' | 'hasOnboardingRequest' | 'applyGatewayState'
  >;
  gateway: Pick<
    PaymentGateway,
    'name' | 'createConnectedAccount' | 'createOnboardingLink' | 'retrieveAccount'
  >;
  /** The settings page's payment tab on the stylist's own host (return and refresh URL). */
  paymentTabUrl: (subdomain: string) => string;
};

/** Connect onboarding: creates the connected account on first use and refreshes it from the gateway. */
export function createStylistAccountsService({ repository, gateway, paymentTabUrl }: Deps) {
  function assertProvider(provider: string) {
    if (provider !== gateway.name)
      throw new AppError('NOT_FOUND', `Unknown payment provider ${provider}`);
  }

  return {
    assertProvider,
    async startOnboarding(stylistId: number, provider: string): Promise<OnboardingLink> {
      assertProvider(provider);
      const row = await repository.find(stylistId);
      if (!row) throw new AppError('NOT_FOUND', 'Stylist not found');
      if (!row.subdomain)
        throw new AppError(
          'BUSINESS_RULE',
          'Register your business before connecting a payment account',
        );
      let accountId = row.provider === gateway.name ? row.accountId : null;
      if (!accountId) {
        // One account per stylist: a double click within the key's lifetime gets the same account.
        accountId = await gateway.createConnectedAccount(
          { stylistId, email: row.email },
          `chairly-account-${gateway.name}-${stylistId}`,
        );
        await repository.saveAccount(stylistId, gateway.name, accountId);
      }
      await repository.requestOnboarding(stylistId);
      const back = paymentTabUrl(row.subdomain);
      const url = await gateway.createOnboardingLink(
        accountId,
        back,
        back,
        `chairly-onboarding-${randomUUID()}`,
      );
      return { url };
    },
    /**
     * Re-reads the account from the gateway while an onboarding is under way: returning from the
     * provider's pages alone never counts, only what the gateway reports.
     */
    async refresh(stylistId: number): Promise<void> {
      const row = await repository.find(stylistId);
      if (!row?.accountId || row.provider !== gateway.name) return;
      if (!(await repository.hasOnboardingRequest(stylistId))) return;
      const account = await gateway.retrieveAccount(row.accountId);
      if (account) await repository.applyGatewayState(stylistId, account);
    },
  };
}
export type StylistAccountsService = ReturnType<typeof createStylistAccountsService>;
