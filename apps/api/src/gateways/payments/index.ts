import type { PaymentsConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';
import { createSandboxRepository } from './sandbox/sandbox.repository';
import { createStripeGateway } from './stripe/stripe-gateway';

export * from './payment-gateway';
export { createSandboxGateway, SANDBOX_PATHS } from './sandbox/sandbox-gateway';
export { createSandboxRepository, type SandboxRepository } from './sandbox/sandbox.repository';
export { tokenizeSandboxCard } from './sandbox/sandbox-tokenize';
export { createStripeGateway } from './stripe/stripe-gateway';

/** The active gateway: stripe when a secret key is configured, else the sandbox. */
export function createPaymentGateway(config: PaymentsConfig, db: Db): PaymentGateway {
  if (config.provider === 'stripe' && config.stripe) return createStripeGateway(config.stripe);
  return createSandboxGateway(createSandboxRepository(db));
}
