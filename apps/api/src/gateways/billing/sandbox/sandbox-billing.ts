import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fromMinorUnits, type SubscriptionPlan } from '@chairly/shared';
import type { BillingGateway, BillingPromo } from '../billing-gateway';
import type { SandboxBillingRepository, SandboxPromoRow } from './sandbox-billing.repository';
import { DAY_MS } from '@chairly/shared/format';

export const SANDBOX_BILLING_PATHS = {
  checkout: (sessionId: string) => `/sandbox/billing/checkout/${sessionId}`,
  // The signed link travels in the query (longer than a path parameter may be; `token` keeps it out of the logs).
  portal: (token: string) => `/sandbox/billing/portal?token=${token}`,
} as const;

const SESSION_TTL_MS = 60 * 60 * 1000;

/**
 * Signs the sandbox portal's links (stylist, way back, expiry), so the portal needs no table: the
 * link is the capability, like a checkout session id. One key per process: a link dies with the
 * server, which suits a provider meant for development and tests.
 */
const PORTAL_KEY = randomBytes(32);
const sign = (payload: string) => createHmac('sha256', PORTAL_KEY).update(payload).digest('base64url');

export type SandboxPortalLink = { stylistId: number; returnUrl: string };

export function sandboxPortalToken({ stylistId, returnUrl }: SandboxPortalLink, expiresAt: Date) {
  const payload = Buffer.from(JSON.stringify({ s: stylistId, r: returnUrl, e: expiresAt.getTime() })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The link's stylist and way back; null when forged, altered or expired. */
export function readSandboxPortalToken(token: string, now: Date): SandboxPortalLink | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const { s, r, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s: number; r: string; e: number };
  return e > now.getTime() ? { stylistId: s, returnUrl: r } : null;
}

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
    async createPortal({ stylistId, returnUrl }) {
      const token = sandboxPortalToken({ stylistId, returnUrl }, new Date(now().getTime() + SESSION_TTL_MS));
      return new URL(SANDBOX_BILLING_PATHS.portal(token), returnUrl).toString();
    },
    async startTrial({ priceId, days }) {
      const trialEndsAt = new Date(now().getTime() + days * DAY_MS);
      return { subscriptionId: sandboxBillingId('sub'), status: 'trialing', priceId, trialEndsAt, currentPeriodEnd: trialEndsAt, cancelAtPeriodEnd: false };
    },
    // The sandbox keeps one subscription row a stylist: its checkout turns the trial into the paid one.
    endTrialsReplacedBy: async () => [],
    // The sandbox bills what our subscriptions row says (its quantity, D67): nothing to tell it.
    updateQuantity: async () => {},
    applyPromoCode: ({ promo }) => repository.redeem(Number(promo.id), now()),
  };
}
