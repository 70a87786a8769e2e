import { DEMO_ACCOUNTS } from '@chairly/shared';
import { eq } from 'drizzle-orm';
import {
  customerAccounts,
  paymentAccounts,
  paymentCards,
  paymentCustomers,
  sandboxAccounts,
  sandboxCards,
  sandboxCustomers,
} from '../schema/index';
import type { Seed } from './types';

const CARLA_CUSTOMER = 'cus_sandbox_demo_carla';

/**
 * The sandbox gateway's side of the demo: the seeded payment accounts exist there with charges
 * enabled, and carla has a saved card that succeeds (4242) and one that is declined (0002).
 */
export const paymentCardsSeed: Seed = {
  name: 'payment-cards',
  run: async (db) => {
    const accounts = await db
      .select({ accountId: paymentAccounts.accountId })
      .from(paymentAccounts)
      .where(eq(paymentAccounts.provider, 'sandbox'));
    for (const { accountId } of accounts) {
      await db
        .insert(sandboxAccounts)
        .values({ id: accountId, chargesEnabled: true, detailsSubmitted: true })
        .onConflictDoNothing();
    }
    const [carla] = await db
      .select()
      .from(customerAccounts)
      .where(eq(customerAccounts.authSubject, DEMO_ACCOUNTS.carla.sub));
    if (!carla) return;
    await db
      .insert(sandboxCustomers)
      .values({ id: CARLA_CUSTOMER, email: carla.email, name: carla.name })
      .onConflictDoNothing();
    await db
      .insert(paymentCustomers)
      .values({
        customerAccountId: carla.id,
        provider: 'sandbox',
        gatewayCustomerId: CARLA_CUSTOMER,
      })
      .onConflictDoNothing();
    const cards = [
      { token: 'pm_sandbox_demo_carla_visa', brand: 'visa', last4: '4242', behaviour: 'succeed' },
      {
        token: 'pm_sandbox_demo_carla_declined',
        brand: 'visa',
        last4: '0002',
        behaviour: 'decline',
      },
    ];
    for (const card of cards) {
      await db
        .insert(sandboxCards)
        .values({ ...card, customerId: CARLA_CUSTOMER, expMonth: 12, expYear: 2034 })
        .onConflictDoNothing();
      await db
        .insert(paymentCards)
        .values({
          customerAccountId: carla.id,
          provider: 'sandbox',
          gatewayCardId: card.token,
          brand: card.brand,
          last4: card.last4,
          expMonth: 12,
          expYear: 2034,
        })
        .onConflictDoNothing();
    }
  },
};
