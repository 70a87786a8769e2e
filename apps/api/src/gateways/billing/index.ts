import type { Db } from '../../db/client';
import type { BillingGateway } from './billing-gateway';
import { createSandboxBilling } from './sandbox/sandbox-billing';
import { createSandboxBillingRepository } from './sandbox/sandbox-billing.repository';
import { createStripeBilling, type StripeBillingSettings } from './stripe/stripe-billing';

export * from './billing-gateway';
export { createSandboxBilling, readSandboxPortalToken, SANDBOX_BILLING_PATHS, sandboxBillingId, type SandboxPortalLink } from './sandbox/sandbox-billing';
export { createSandboxBillingRepository, type SandboxBillingRepository } from './sandbox/sandbox-billing.repository';
export { createStripeBilling, type StripeBillingSettings } from './stripe/stripe-billing';
export { BILLING_EVENT_TYPES, isBillingEventType, toBillingEvent, type BillingEvent, type BillingWebhookEvent } from './stripe/stripe-billing-events';

export type BillingSettings = { provider: 'sandbox' | 'stripe'; stripe: StripeBillingSettings | null };

/** The active billing provider: Stripe when a secret key is configured, else the sandbox. */
export function createBillingGateway(settings: BillingSettings, db: Db): BillingGateway {
  if (settings.provider === 'stripe' && settings.stripe) return createStripeBilling(settings.stripe);
  return createSandboxBilling(createSandboxBillingRepository(db));
}
