import { randomUUID } from 'node:crypto';
import { AppError, type OnboardingLink } from '@chairly/shared';
import type { PaymentGateway } from '../../gateways/payments/index';
import type { AccountHolder } from '../payment-accounts/index';
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

/**
 * Connect onboarding: creates the connected account on first use and refreshes it from the gateway.
 * The holder is the business (the owner's account) or a member connecting her own (D66).
 */
export function createStylistAccountsService({ repository, gateway, paymentTabUrl }: Deps) {
  function assertProvider(provider: string) {
    if (provider !== gateway.name)
      throw new AppError('NOT_FOUND', `Unknown payment provider ${provider}`);
  }
  return {
    assertProvider,
    /** `holder`: the business (`memberId` null, the owner's account) or the member connecting her own. */
    async startOnboarding(holder: AccountHolder, provider: string): Promise<OnboardingLink> {
      assertProvider(provider);
      const { stylistId } = holder;
      const row = await repository.find(holder);
      if (!row) throw new AppError('NOT_FOUND', 'Stylist not found');
      if (!row.subdomain)
        throw new AppError(
          'BUSINESS_RULE',
          'Register your business before connecting a payment account',
        );
      const own = { stylistId, memberId: row.memberId };
      let accountId = row.provider === gateway.name ? row.accountId : null;
      if (!accountId) {
        // One account per holder: a double click within the key's lifetime gets the same account.
        // The business's key is the one it always was.
        const member = holder.memberId === null ? {} : { memberId: row.memberId };
        const key = `chairly-account-${gateway.name}-${stylistId}${holder.memberId === null ? '' : `-member-${row.memberId}`}`;
        accountId = await gateway.createConnectedAccount({ stylistId, email: row.email, ...member }, key);
        await repository.saveAccount(own, gateway.name, accountId);
      }
      await repository.requestOnboarding(own);
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
    async refresh(holder: AccountHolder): Promise<void> {
      const row = await repository.find(holder);
      if (!row?.accountId || row.provider !== gateway.name) return;
      if (!(await repository.hasOnboardingRequest(holder))) return;
      const account = await gateway.retrieveAccount(row.accountId);
      if (account) await repository.applyGatewayState(holder, account);
    },
  };
}
export type StylistAccountsService = ReturnType<typeof createStylistAccountsService>;
