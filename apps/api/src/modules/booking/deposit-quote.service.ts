import { fromMinorUnits, POLICY_CONFIG, type DepositQuote } from '@chairly/shared';
import { orderedServices, type BookingContextRepository } from '../appointments-core/index';
import type { DepositRule } from './booking-rules';

type Deps = { context: Pick<BookingContextRepository, 'services' | 'policies' | 'currency'>; depositRule: DepositRule };

/**
 * GET /api/public/deposit (issue #20): what the public page and the confirm step tell the customer
 * before she books: the deposit due for the chosen services and until when cancelling refunds it.
 */
export function createDepositQuoteService({ context, depositRule }: Deps) {
  return {
    async quote(stylistId: number, ids: number[]): Promise<DepositQuote> {
      const found = await context.services(stylistId, [...new Set(ids)], true);
      const { services } = orderedServices(ids, found);
      const [minor, policies, currency] = await Promise.all([depositRule.due(stylistId, services), context.policies(stylistId), context.currency(stylistId)]);
      const windowMinutes = policies.get(POLICY_CONFIG.cancellationWindowMinutes);
      return {
        amount: minor > 0 ? fromMinorUnits(minor, currency) : null,
        refundWindowHours: windowMinutes ? Math.round(windowMinutes / 60) : 0,
        currency,
      };
    },
  };
}
export type DepositQuoteService = ReturnType<typeof createDepositQuoteService>;
