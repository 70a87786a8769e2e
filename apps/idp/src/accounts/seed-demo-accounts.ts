import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared';
import type { AccountRepository } from './account-repository';
import { hashPassword } from './password-hash';

/** Creates the demo accounts (fixed subjects, DEMO_PASSWORD) that do not exist yet. */
export async function seedDemoAccounts(accounts: AccountRepository): Promise<number> {
  let created = 0;
  for (const demo of Object.values(DEMO_ACCOUNTS)) {
    if (await accounts.findById(demo.sub)) continue;
    const row = await accounts.insert({
      id: demo.sub,
      email: demo.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      givenName: demo.name,
      familyName: demo.lastName,
    });
    if (row) created += 1;
  }
  return created;
}
