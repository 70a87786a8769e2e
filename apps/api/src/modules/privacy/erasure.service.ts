import { AppError, type ErasureResult } from '@chairly/shared';
import type { IdentityAccounts } from '../../gateways/identity/account-deletion';
import type { Blocked, ErasureOutcome, ErasureRepository } from './erasure.repository';

const REFUSALS: Record<Blocked, () => AppError> = {
  'future-bookings': () => new AppError(
    'CONFLICT',
    'This customer has bookings ahead: cancel them first (she is told), then erase her data',
    undefined,
    'erasure_future_bookings',
  ),
  'payment-in-progress': () => new AppError(
    'CONFLICT',
    'A payment or refund for this customer is still being processed: erase her data once it has finished',
    undefined,
    'erasure_payment_in_progress',
  ),
};

function settled(outcome: ErasureOutcome | null, missing: string) {
  if (outcome === null) throw new AppError('NOT_FOUND', missing);
  if (outcome.blocked !== null) throw REFUSALS[outcome.blocked]();
  return outcome;
}

export type ErasureService = ReturnType<typeof createErasureService>;

/** D45: erase or refuse (409 with a reason) while a booking lies ahead or a payment runs. */
export function createErasureService(deps: { repository: ErasureRepository; identity: IdentityAccounts }) {
  return {
    async eraseCustomer(stylistId: number, customerId: number): Promise<ErasureResult> {
      const done = settled(await deps.repository.eraseCustomer(stylistId, customerId), 'Customer not found');
      return { erasedCustomers: done.erasedCustomers, keptAppointments: done.keptAppointments, identityAccount: 'not-asked' };
    },

    /** `stylistId` null: everything, her identity provider account too (after her data here is gone). */
    async eraseAccount(accountId: number, stylistId: number | null): Promise<ErasureResult> {
      const done = settled(await deps.repository.eraseAccount(accountId, stylistId), 'Account not found');
      const identityAccount = done.authSubject === null ? 'not-asked' : await deps.identity.delete(done.authSubject);
      return { erasedCustomers: done.erasedCustomers, keptAppointments: done.keptAppointments, identityAccount };
    },
  };
}
