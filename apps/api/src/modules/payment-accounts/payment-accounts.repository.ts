import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAccounts, stylists } from '../../db/schema/index';

export type PaymentAccountRow = {
  email: string;
  subdomain: string | null;
  provider: string | null;
  accountId: string | null;
  chargesEnabled: boolean | null;
  stripeAccountEnabled: boolean;
};

export type PaymentAccountsRepository = ReturnType<typeof createPaymentAccountsRepository>;

/** The one read of a stylist's payment account (also the payments module's, for onboarding). */
export function createPaymentAccountsRepository(db: Db) {
  return {
    /**
     * The stylist's contact details, flag and, when there is one, the provider account; null for an
     * unknown stylist.
     */
    async find(stylistId: number): Promise<PaymentAccountRow | null> {
      const [row] = await db
        .select({
          email: stylists.email,
          subdomain: stylists.subdomain,
          provider: paymentAccounts.provider,
          accountId: paymentAccounts.accountId,
          chargesEnabled: paymentAccounts.chargesEnabled,
          stripeAccountEnabled: stylists.stripeAccountEnabled,
        })
        .from(stylists)
        .leftJoin(paymentAccounts, eq(paymentAccounts.stylistId, stylists.id))
        .where(eq(stylists.id, stylistId));
      return row ?? null;
    },
  };
}
