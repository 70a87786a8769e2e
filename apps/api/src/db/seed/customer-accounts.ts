import { DEMO_ACCOUNTS } from '@chairly/shared';
import { customerAccounts } from '../schema/index';
import type { Seed } from './types';

/** The demo customer of docs/architecture.md §1, linked to the dev identity provider's account by its subject. */
export const customerAccountsSeed: Seed = {
  name: 'customer-accounts',
  run: async (db) => {
    const { carla } = DEMO_ACCOUNTS;
    await db
      .insert(customerAccounts)
      .values({ authSubject: carla.sub, email: carla.email, name: carla.name, lastname: carla.lastName, locale: 'pt' })
      .onConflictDoNothing({ target: customerAccounts.authSubject });
  },
};
