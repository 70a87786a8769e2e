import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billingCheckoutSessions, billingPlans, billingPrices, billingPromoCodes } from '../../../db/schema/index';

const redeemable = (now: Date) =>
  and(
    eq(billingPromoCodes.active, true),
    or(isNull(billingPromoCodes.expiresAt), gt(billingPromoCodes.expiresAt, now)),
    or(isNull(billingPromoCodes.maxRedemptions), lt(billingPromoCodes.timesRedeemed, billingPromoCodes.maxRedemptions)),
  );

const promoColumns = {
  id: billingPromoCodes.id,
  code: billingPromoCodes.code,
  percentOff: billingPromoCodes.percentOff,
  amountOffCents: billingPromoCodes.amountOffCents,
  currency: billingPromoCodes.currency,
};

/** Rolls the completing transaction back when the session's code can no longer be redeemed. */
class CodeUnavailableError extends Error {}

export type SandboxPromoRow = { id: number; code: string; percentOff: number | null; amountOffCents: number | null; currency: string | null };
export type SandboxBillingRepository = ReturnType<typeof createSandboxBillingRepository>;

export function createSandboxBillingRepository(db: Db) {
  return {
    listPrices() {
      return db
        .select({
          planId: billingPlans.id,
          type: billingPlans.type,
          name: billingPlans.name,
          description: billingPlans.description,
          priceId: billingPrices.id,
          amountCents: billingPrices.amountCents,
          currency: billingPrices.currency,
          interval: billingPrices.interval,
        })
        .from(billingPrices)
        .innerJoin(billingPlans, eq(billingPlans.id, billingPrices.planId))
        .where(and(eq(billingPlans.active, true), eq(billingPrices.active, true)))
        // Cheapest first, then by id: one order for prices of equal amount in different currencies.
        .orderBy(asc(billingPrices.amountCents), asc(billingPrices.id));
    },

    async findRedeemable(code: string, now: Date): Promise<SandboxPromoRow | undefined> {
      const [row] = await db
        .select(promoColumns)
        .from(billingPromoCodes)
        .where(and(sql`lower(${billingPromoCodes.code}) = lower(${code})`, redeemable(now)));
      return row;
    },

    /** Counts one use unless that would pass the maximum: concurrent last uses, one wins. */
    async redeem(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(billingPromoCodes)
        .set({ timesRedeemed: sql`${billingPromoCodes.timesRedeemed} + 1` })
        .where(and(eq(billingPromoCodes.id, id), redeemable(now)))
        .returning({ id: billingPromoCodes.id });
      return rows.length === 1;
    },

    async insertSession(session: typeof billingCheckoutSessions.$inferInsert) {
      await db.insert(billingCheckoutSessions).values(session);
    },

    async findSession(id: string) {
      const [row] = await db
        .select({
          id: billingCheckoutSessions.id,
          status: billingCheckoutSessions.status,
          expiresAt: billingCheckoutSessions.expiresAt,
          cancelUrl: billingCheckoutSessions.cancelUrl,
          planName: billingPlans.name,
          amountCents: billingPrices.amountCents,
          currency: billingPrices.currency,
          interval: billingPrices.interval,
          promoCode: billingPromoCodes.code,
          percentOff: billingPromoCodes.percentOff,
          amountOffCents: billingPromoCodes.amountOffCents,
        })
        .from(billingCheckoutSessions)
        .innerJoin(billingPrices, eq(billingPrices.id, billingCheckoutSessions.priceId))
        .innerJoin(billingPlans, eq(billingPlans.id, billingPrices.planId))
        .leftJoin(billingPromoCodes, eq(billingPromoCodes.id, billingCheckoutSessions.promoCodeId))
        .where(eq(billingCheckoutSessions.id, id));
      return row;
    },

    /**
     * Closes an open, unexpired session as paid and counts its code, in one transaction.
     * `code-unavailable` when the code was used up meanwhile (nothing changes); null when not open.
     */
    async complete(id: string, now: Date) {
      const run = db.transaction(async (tx) => {
        const [session] = await tx
          .update(billingCheckoutSessions)
          .set({ status: 'complete' })
          .where(and(eq(billingCheckoutSessions.id, id), eq(billingCheckoutSessions.status, 'open'), gt(billingCheckoutSessions.expiresAt, now)))
          .returning();
        if (!session) return null;
        let promoCode: string | null = null;
        if (session.promoCodeId !== null) {
          const [redeemed] = await tx
            .update(billingPromoCodes)
            .set({ timesRedeemed: sql`${billingPromoCodes.timesRedeemed} + 1` })
            .where(and(eq(billingPromoCodes.id, session.promoCodeId), redeemable(now)))
            .returning({ code: billingPromoCodes.code });
          if (!redeemed) throw new CodeUnavailableError();
          promoCode = redeemed.code;
        }
        const [price] = await tx.select({ interval: billingPrices.interval }).from(billingPrices).where(eq(billingPrices.id, session.priceId));
        return { stylistId: session.stylistId, priceId: session.priceId, interval: price?.interval ?? 'month', promoCode, successUrl: session.successUrl };
      });
      return run.catch((error: unknown) => {
        if (error instanceof CodeUnavailableError) return 'code-unavailable' as const;
        throw error;
      });
    },

    /** Her paid checkouts, newest first: the sandbox's invoices. */
    listInvoices(stylistId: number) {
      return db
        .select({
          id: billingCheckoutSessions.id,
          paidAt: billingCheckoutSessions.createdAt,
          planName: billingPlans.name,
          amountCents: billingPrices.amountCents,
          currency: billingPrices.currency,
          percentOff: billingPromoCodes.percentOff,
          amountOffCents: billingPromoCodes.amountOffCents,
        })
        .from(billingCheckoutSessions)
        .innerJoin(billingPrices, eq(billingPrices.id, billingCheckoutSessions.priceId))
        .innerJoin(billingPlans, eq(billingPlans.id, billingPrices.planId))
        .leftJoin(billingPromoCodes, eq(billingPromoCodes.id, billingCheckoutSessions.promoCodeId))
        .where(and(eq(billingCheckoutSessions.stylistId, stylistId), eq(billingCheckoutSessions.status, 'complete')))
        .orderBy(desc(billingCheckoutSessions.createdAt));
    },

    /** Closes an open session as cancelled; returns where to send the browser, or null when not open. */
    async cancel(id: string): Promise<string | null> {
      const [row] = await db
        .update(billingCheckoutSessions)
        .set({ status: 'canceled' })
        .where(and(eq(billingCheckoutSessions.id, id), eq(billingCheckoutSessions.status, 'open')))
        .returning({ cancelUrl: billingCheckoutSessions.cancelUrl });
      return row?.cancelUrl ?? null;
    },
  };
}
