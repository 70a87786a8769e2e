import { discountedAmount, fromMinorUnits } from '@chairly/shared';
import { sandboxBillingId, type SandboxBillingRepository } from '../../gateways/billing/index';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Deps = {
  sandbox: SandboxBillingRepository;
  repository: Pick<SubscriptionsRepository, 'saveState' | 'upsertAccount'>;
  now?: () => Date;
};

export type SandboxCheckoutView = {
  planName: string;
  amount: number;
  total: number;
  currency: string;
  interval: 'month' | 'year';
  promoCode: string | null;
  percentOff: number | null;
  amountOff: number | null;
};

const addInterval = (from: Date, interval: 'month' | 'year') => {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/** The sandbox's hosted checkout page: show the order, subscribe (the stylist becomes active) or cancel. */
export function createSandboxCheckoutService({ sandbox, repository, now = () => new Date() }: Deps) {
  return {
    /** null when the session is unknown, closed or expired. */
    async view(sessionId: string): Promise<SandboxCheckoutView | null> {
      const session = await sandbox.findSession(sessionId);
      if (!session || session.status !== 'open' || session.expiresAt.getTime() <= now().getTime()) return null;
      const amount = fromMinorUnits(session.amountCents, session.currency);
      const amountOff = session.amountOffCents === null ? null : fromMinorUnits(session.amountOffCents, session.currency);
      const discount = session.promoCode ? { amountOff, percentOff: session.percentOff } : null;
      return {
        planName: session.planName,
        amount,
        total: discountedAmount(amount, discount, session.currency),
        currency: session.currency,
        interval: session.interval,
        promoCode: session.promoCode,
        percentOff: session.percentOff,
        amountOff,
      };
    },

    /** Where to send the browser: the success URL, or an outcome the page explains. */
    async subscribe(sessionId: string): Promise<{ redirect: string } | { error: 'closed' | 'code-unavailable' }> {
      const completed = await sandbox.complete(sessionId, now());
      if (completed === null) return { error: 'closed' };
      if (completed === 'code-unavailable') return { error: 'code-unavailable' };
      const start = now();
      await repository.saveState(completed.stylistId, {
        status: 'active',
        priceId: completed.priceId,
        trialEndsAt: null,
        currentPeriodEnd: addInterval(start, completed.interval),
        cancelAtPeriodEnd: false,
      });
      await repository.upsertAccount(completed.stylistId, 'sandbox', {
        subscriptionId: sandboxBillingId('sub'),
        pendingPromoCode: null,
        ...(completed.promoCode ? { appliedPromoCode: completed.promoCode } : {}),
      });
      return { redirect: completed.successUrl };
    },

    async cancel(sessionId: string): Promise<string | null> {
      return sandbox.cancel(sessionId);
    },
  };
}

export type SandboxCheckoutService = ReturnType<typeof createSandboxCheckoutService>;
