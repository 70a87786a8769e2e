import type { SubscriptionStatusRepository } from './subscription-status.repository';
import { toSubscriptionStatus } from './subscription-status';

type Deps = { repository: Pick<SubscriptionStatusRepository, 'findByStylist'>; now?: () => Date };

export function createSubscriptionStatusService({ repository, now = () => new Date() }: Deps) {
  return {
    async get(stylistId: number) {
      return toSubscriptionStatus(await repository.findByStylist(stylistId), now());
    },
  };
}

export type SubscriptionStatusService = ReturnType<typeof createSubscriptionStatusService>;
