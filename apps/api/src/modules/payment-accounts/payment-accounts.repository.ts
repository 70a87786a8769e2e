import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, paymentAccounts, stylists } from '../../db/schema/index';

export type PaymentAccountRow = {
  /** The member whose account it is (the owner's is the business's). */
  memberId: number;
  email: string;
  subdomain: string | null;
  provider: string | null;
  accountId: string | null;
  chargesEnabled: boolean | null;
  stripeAccountEnabled: boolean;
};

/**
 * Whose payment account (D66): a member of the business, or null for the owner's — the business's
 * account, the one every call meant before members could connect their own.
 */
export type AccountHolder = { stylistId: number; memberId: number | null };

/** The holder's member id in SQL: hers, or the business's owner. */
export const holderMember = ({ stylistId, memberId }: AccountHolder) =>
  sql`coalesce(${memberId}::bigint, owner_member_of(${stylistId}::bigint))`;

export type PaymentAccountsRepository = ReturnType<typeof createPaymentAccountsRepository>;

/** The one read of a payment account (also the payments module's, for onboarding). */
export function createPaymentAccountsRepository(db: Db) {
  return {
    /**
     * The holder's contact details, flag and, when there is one, the provider account; null for an
     * unknown stylist or a member of another business. The Unlink flag is the business's (the
     * owner's account); a member's own account has none.
     */
    async find(holder: AccountHolder | number): Promise<PaymentAccountRow | null> {
      const who = typeof holder === 'number' ? { stylistId: holder, memberId: null } : holder;
      const [row] = await db
        .select({
          memberId: members.id,
          email: sql<string>`CASE WHEN ${members.role} = 'owner' THEN ${stylists.email} ELSE ${members.email} END`,
          subdomain: stylists.subdomain,
          provider: paymentAccounts.provider,
          accountId: paymentAccounts.accountId,
          chargesEnabled: paymentAccounts.chargesEnabled,
          stripeAccountEnabled: sql<boolean>`(${members.role} <> 'owner' OR ${stylists.stripeAccountEnabled})`,
        })
        .from(stylists)
        .innerJoin(members, and(eq(members.stylistId, stylists.id), sql`${members.id} = ${holderMember(who)}`))
        .leftJoin(paymentAccounts, eq(paymentAccounts.memberId, members.id))
        .where(eq(stylists.id, who.stylistId));
      return row ? { ...row, memberId: Number(row.memberId) } : null;
    },
  };
}
