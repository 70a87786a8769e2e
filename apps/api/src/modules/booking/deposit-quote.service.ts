import { fromMinorUnits, POLICY_CONFIG, type DepositQuote } from '@chairly/shared';
import { orderedServices, performedBy, type BookingContextRepository, type CopiedService, type TeamMembers } from '../appointments-core/index';
import { unknownMember } from '../availability/index';
import { isBookableOnline } from '../../lib/bookable-online';
import type { DepositRule } from './booking-rules';

type Deps = { context: Pick<BookingContextRepository, 'services' | 'policies' | 'currency'>; depositRule: DepositRule; team: Pick<TeamMembers, 'member'> };

/**
 * GET /api/public/deposit (issue #20): what the public page and the confirm step tell the customer
 * before she books: the deposit due for the chosen services and until when cancelling refunds it.
 */
export function createDepositQuoteService({ context, depositRule, team }: Deps) {
  /** Issue #34: the deposit of these services as `memberId` performs them (her prices; her account, else the business's). */
  async function dueFor(stylistId: number, services: CopiedService[], memberId: number): Promise<number> {
    const member = await team.member(stylistId, memberId, services.map((s) => s.id));
    if (!isBookableOnline(member)) throw unknownMember();
    const performed = performedBy(services, member.services);
    return (await depositRule.dueEach(stylistId, [performed.services], [member.id]))[0]!;
  }

  return {
    async quote(stylistId: number, ids: number[], memberId?: number): Promise<DepositQuote> {
      const found = await context.services(stylistId, [...new Set(ids)], true);
      const { services } = orderedServices(ids, found);
      const [minor, policies, currency] = await Promise.all([memberId === undefined ? depositRule.due(stylistId, services) : dueFor(stylistId, services, memberId), context.policies(stylistId), context.currency(stylistId)]);
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
