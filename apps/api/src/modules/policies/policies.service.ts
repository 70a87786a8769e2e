import { AppError, noShowProtectionAvailable, type PolicyEntry, type PolicySet } from '@chairly/shared';
import type { PaymentAccountsService } from '../payment-accounts/index';
import type { PoliciesRepository, PolicyRow } from './policies.repository';

export const NO_PAYMENT_ACCOUNT_MESSAGE =
  'No-show protection needs a connected payment account with charges enabled: connect one under Payment acceptance first';

const toEntry = (row: PolicyRow): PolicyEntry => ({ stylistConfig: row.config, value: row.value });

export function createPoliciesService(
  repository: Pick<PoliciesRepository, 'list' | 'replace'>,
  payments: Pick<PaymentAccountsService, 'status'>,
) {
  async function list(stylistId: number): Promise<PolicyEntry[]> {
    return (await repository.list(stylistId)).map(toEntry);
  }
  return {
    list,
    async replace(stylistId: number, entries: PolicySet): Promise<PolicyEntry[]> {
      if (!noShowProtectionAvailable(await payments.status(stylistId))) throw new AppError('BUSINESS_RULE', NO_PAYMENT_ACCOUNT_MESSAGE);
      await repository.replace(stylistId, entries.map((entry) => ({ config: entry.stylistConfig, value: entry.value })));
      return list(stylistId);
    },
  };
}
export type PoliciesService = ReturnType<typeof createPoliciesService>;
