import { DEMO_SUBDOMAINS } from '@chairly/shared';
import { eq } from 'drizzle-orm';
import { paymentAccounts, stylists } from '../schema/index';
import { demoStylistId } from './open-hours';
import type { Seed } from './types';

/** Both demo businesses have a connected sandbox account that can take charges. */
export const paymentAccountsSeed: Seed = {
  name: 'payment-accounts',
  run: async (db) => {
    for (const subdomain of Object.values(DEMO_SUBDOMAINS)) {
      const stylistId = await demoStylistId(db, subdomain);
      if (stylistId === null) continue;
      const accountId = `acct_sandbox_${subdomain}`;
      const inserted = await db
        .insert(paymentAccounts)
        .values({ stylistId, provider: 'sandbox', accountId, chargesEnabled: true, detailsSubmitted: true })
        .onConflictDoNothing()
        .returning({ stylistId: paymentAccounts.stylistId });
      if (inserted.length > 0) await db.update(stylists).set({ stripeId: accountId, stripeAccountEnabled: true }).where(eq(stylists.id, stylistId));
    }
  },
};
