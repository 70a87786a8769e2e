import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  sandboxAccountLinks,
  sandboxAccounts,
  sandboxCards,
  sandboxCharges,
  sandboxCustomers,
  sandboxRefunds,
} from '../../../db/schema/index';

export type SandboxCardRow = typeof sandboxCards.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
export type NewSandboxCharge = typeof sandboxCharges.$inferInsert;

export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;

/** The sandbox gateway's own storage (it stands in for the provider's database). */
export function createSandboxRepository(db: Db) {
  return {
    /** Inserts unless the idempotency key was used before; returns the id stored under the key. */
    async insertAccount(row: {
      id: string;
      idempotencyKey: string;
      email: string;
    }): Promise<string> {
      await db
        .insert(sandboxAccounts)
        .values(row)
        .onConflictDoNothing({ target: sandboxAccounts.idempotencyKey });
      const [stored] = await db
        .select({ id: sandboxAccounts.id })
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.idempotencyKey, row.idempotencyKey));
      return stored!.id;
    },
    async ensureAccount(row: { id: string; chargesEnabled: boolean }): Promise<void> {
      await db
        .insert(sandboxAccounts)
        .values({ ...row, detailsSubmitted: row.chargesEnabled })
        .onConflictDoNothing();
    },
    async findAccount(id: string) {
      const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
      return row ?? null;
    },
    async insertLink(row: typeof sandboxAccountLinks.$inferInsert): Promise<void> {
      await db.insert(sandboxAccountLinks).values(row);
    },
    /** A link that is neither used nor expired. */
    async findUsableLink(token: string) {
      const [row] = await db
        .select()
        .from(sandboxAccountLinks)
        .where(
          and(
            eq(sandboxAccountLinks.token, token),
            isNull(sandboxAccountLinks.usedAt),
            gt(sandboxAccountLinks.expiresAt, sql`now()`),
          ),
        );
      return row ?? null;
    },
    async findLink(token: string) {
      const [row] = await db
        .select()
        .from(sandboxAccountLinks)
        .where(eq(sandboxAccountLinks.token, token));
      return row ?? null;
    },
    /** Uses the link once; `complete` enables charges on its account. Null when it was not usable. */
    async useLink(token: string, complete: boolean) {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(sandboxAccountLinks)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(sandboxAccountLinks.token, token),
              isNull(sandboxAccountLinks.usedAt),
              gt(sandboxAccountLinks.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!link) return null;
        if (complete) {
          await tx
            .update(sandboxAccounts)
            .set({ chargesEnabled: true, detailsSubmitted: true })
            .where(eq(sandboxAccounts.id, link.accountId));
        }
        return link;
      });
    },
    async insertCustomer(row: {
      id: string;
      idempotencyKey: string;
      email: string;
      name: string;
    }): Promise<string> {
      await db
        .insert(sandboxCustomers)
        .values(row)
        .onConflictDoNothing({ target: sandboxCustomers.idempotencyKey });
      const [stored] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.idempotencyKey, row.idempotencyKey));
      return stored!.id;
    },
    async customerExists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, id));
      return rows.length > 0;
    },
    async insertCard(row: typeof sandboxCards.$inferInsert): Promise<void> {
      await db.insert(sandboxCards).values(row);
    },
    /** Binds an unattached card to the customer (again to the same customer is a no-op). */
    async attachCard(token: string, customerId: string): Promise<SandboxCardRow | null> {
      const [row] = await db
        .update(sandboxCards)
        .set({ customerId })
        .where(
          and(
            eq(sandboxCards.token, token),
            or(isNull(sandboxCards.customerId), eq(sandboxCards.customerId, customerId)),
          ),
        )
        .returning();
      return row ?? null;
    },
    async listCards(customerId: string): Promise<SandboxCardRow[]> {
      return db
        .select()
        .from(sandboxCards)
        .where(eq(sandboxCards.customerId, customerId))
        .orderBy(asc(sandboxCards.createdAt));
    },
    async findCard(token: string, customerId: string): Promise<SandboxCardRow | null> {
      const [row] = await db
        .select()
        .from(sandboxCards)
        .where(and(eq(sandboxCards.token, token), eq(sandboxCards.customerId, customerId)));
      return row ?? null;
    },
    /** Records the charge unless the key was used before; returns the charge stored under the key. */
    async insertCharge(row: NewSandboxCharge): Promise<SandboxChargeRow> {
      await db
        .insert(sandboxCharges)
        .values(row)
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
      const [stored] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, row.idempotencyKey));
      return stored!;
    },
    async findCharge(id: string): Promise<SandboxChargeRow | null> {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      return row ?? null;
    },
    /** The authentication page's answer: a charge waiting for it succeeds or is declined, once. */
    async authenticateCharge(id: string, approve: boolean): Promise<SandboxChargeRow | null> {
      const [row] = await db
        .update(sandboxCharges)
        .set(
          approve
            ? { status: 'succeeded', declineCode: null }
            : { status: 'declined', declineCode: 'authentication_failed' },
        )
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'requires_action')))
        .returning();
      return row ?? null;
    },
    /**
     * Refunds part or all of a succeeded charge unless the key was used before (then the refund
     * stored under it is returned); null with a reason when the charge cannot give that much back.
     */
    async insertRefund(row: {
      id: string;
      idempotencyKey: string;
      chargeId: string;
      amountCents: number;
      metadata: Record<string, string>;
    }): Promise<{ refund: SandboxRefundRow | null; failure?: string }> {
      return db.transaction(async (tx) => {
        const [known] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, row.idempotencyKey));
        if (known) return { refund: known };
        const [charge] = await tx
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.id, row.chargeId))
          .for('update');
        if (!charge) return { refund: null, failure: 'resource_missing' };
        if (charge.status !== 'succeeded') return { refund: null, failure: 'charge_not_succeeded' };
        const [given] = await tx
          .select({ cents: sql<number>`COALESCE(sum(${sandboxRefunds.amountCents}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.chargeId, row.chargeId));
        if ((given?.cents ?? 0) + row.amountCents > charge.amountCents)
          return { refund: null, failure: 'charge_already_refunded' };
        const [stored] = await tx.insert(sandboxRefunds).values(row).returning();
        return { refund: stored ?? null };
      });
    },
    async countRefunds(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sandboxRefunds);
      return row?.n ?? 0;
    },
    async countCharges(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sandboxCharges);
      return row?.n ?? 0;
    },
  };
}
