import { randomBytes } from 'node:crypto';
import { fromMinorUnits, type SubscriptionPlan } from '@chairly/shared';
import type { BillingGateway, BillingPromo } from '../billing-gateway';
import type { SandboxBillingRepository, SandboxPromoRow } from './sandbox-billing.repository';
import { DAY_MS } from '@chairly/shared/format';

export const SANDBOX_BILLING_PATHS = {
  checkout: (sessionId: string) => `/sandbox/billing/checkout/${sessionId}`,
} as const;

const SESSION_TTL_MS = 60 * 60 * 1000;

export const sandboxBillingId = (prefix: string) => `${prefix}_sandbox_${randomBytes(16).toString('hex')}`;

export function toPromo(row: SandboxPromoRow): BillingPromo {
  // The table requires a currency with every amount (0007_billing.sql); the minor unit is that currency's.
  const currency = row.amountOffCents === null ? null : row.currency;
  const amountOff = row.amountOffCents === null || currency === null ? null : fromMinorUnits(row.amountOffCents, currency);
  return { id: String(row.id), code: row.code, percentOff: row.percentOff, amountOff, currency };
}

type Rows = Awaited<ReturnType<SandboxBillingRepository['listPrices']>>;

function groupPlans(rows: Rows): SubscriptionPlan[] {
  const plans = new Map<string, SubscriptionPlan>();
  for (const row of rows) {
    const plan = plans.get(row.planId) ?? { type: row.type, product: { id: row.planId, name: row.name, description: row.description }, prices: [] };
    plan.prices.push({ id: row.priceId, amount: fromMinorUnits(row.amountCents, row.currency), currency: row.currency, interval: row.interval });
    plans.set(row.planId, plan);
  }
  return [...plans.values()];
}

/** The built-in provider: plans and codes from PostgreSQL, checkout on this API's own hosted page. */
export function createSandboxBilling(repository: SandboxBillingRepository, now: () => Date = () => new Date()): BillingGateway {
  return {
    provider: 'sandbox',
    listPlans: async () => groupPlans(await repository.listPrices()),
    async findPromoCode(code) {
      const row = await repository.findRedeemable(code, now());
      return row ? toPromo(row) : null;
    },
    ensureCustomer: async () => null,
    async createCheckout({ stylistId, priceId, promo, successUrl, cancelUrl }) {
      const id = sandboxBillingId('cs');
      await repository.insertSession({
        id,
        stylistId,
        priceId,
        promoCodeId: promo ? Number(promo.id) : null,
        successUrl,
        cancelUrl,
        expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
      });
      return new URL(SANDBOX_BILLING_PATHS.checkout(id), successUrl).toString();
    },
    async startTrial({ priceId, days }) {
      const trialEndsAt = new Date(now().getTime() + days * DAY_MS);
      return { subscriptionId: sandboxBillingId('sub'), status: 'trialing', priceId, trialEndsAt, currentPeriodEnd: trialEndsAt };
    },
    // The sandbox keeps one subscription row a stylist: its checkout turns the trial into the paid one.
    endTrialsReplacedBy: async () => [],
    applyPromoCode: ({ promo }) => repository.redeem(Number(promo.id), now()),
  };
}
