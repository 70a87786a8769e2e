import type { BillingGateway } from '../../gateways/billing/index';
import { isRunning } from './running';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Deps = {
  gateway: Pick<BillingGateway, 'updateQuantity'>;
  repository: Pick<SubscriptionsRepository, 'activeMembers' | 'findStatus' | 'findAccount' | 'saveQuantity'>;
};

/** Members joining and leaving while the provider is asked: read again, a few times at most. */
const ROUNDS = 3;

/**
 * D67: the subscription is priced per active member. Run by the job of a `billing.seats-changed`
 * outbox event (a member joined, was deactivated or came back), so a provider that cannot be
 * reached is asked again by the job's retries; each round sets the count as it is then.
 */
export function createSeatsService({ gateway, repository }: Deps) {
  return {
    /** Brings the billed quantity in line with the active members; answers the quantity now billed. */
    async syncSeats(stylistId: number): Promise<number> {
      let billed = 1;
      for (let round = 0; round < ROUNDS; round += 1) {
        const [quantity, current, account] = await Promise.all([
          repository.activeMembers(stylistId),
          repository.findStatus(stylistId),
          repository.findAccount(stylistId),
        ]);
        // Never subscribed: checkout and the trial take the count when they start.
        if (!current) return quantity;
        if (current.quantity === quantity) return quantity;
        if (isRunning(current.status))
          await gateway.updateQuantity({ subscriptionId: account?.subscriptionId ?? null, quantity });
        await repository.saveQuantity(stylistId, quantity);
        billed = quantity;
      }
      return billed;
    },
  };
}
