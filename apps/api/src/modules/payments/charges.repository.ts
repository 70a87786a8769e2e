import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  appointments,
  paymentAccounts,
  paymentCards,
  paymentCharges,
  paymentCustomers,
  stylistPolicyConfigs,
  stylists,
} from '../../db/schema/index';
import type { TxHook } from '../notifications/index';
import { leaseStalePending } from './lease';

export type ChargeRow = typeof paymentCharges.$inferSelect;
export type NewCharge = Omit<
  typeof paymentCharges.$inferInsert,
  'status' | 'createdAt' | 'updatedAt'
>;
export type ChargeSettlement = {
  status: string;
  gatewayPaymentId: string | null;
  declineCode: string | null;
};

export type ChargesRepository = ReturnType<typeof createChargesRepository>;

const ACTIVE = ['pending', 'succeeded'];

/** Appointments as payments see them, the card on file, and the charge records. */
export function createChargesRepository(db: Db) {
  /** A saved card with its owner's gateway customer (what a charge is made with), or null. */
  async function savedCard(where: SQL | undefined) {
    const [row] = await db
      .select({
        paymentCardId: paymentCards.id,
        brand: paymentCards.brand,
        last4: paymentCards.last4,
        gatewayCardId: paymentCards.gatewayCardId,
        gatewayCustomerId: paymentCustomers.gatewayCustomerId,
      })
      .from(paymentCards)
      .innerJoin(
        paymentCustomers,
        and(
          eq(paymentCustomers.customerAccountId, paymentCards.customerAccountId),
          eq(paymentCustomers.provider, paymentCards.provider),
        ),
      )
      .where(where);
    return row ?? null;
  }

  return {
    /** Tenant-scoped: another stylist's appointment is null. */
    async findAppointment(stylistId: number, appointmentId: number) {
      const [row] = await db
        .select({
          id: appointments.id,
          state: appointments.state,
          amountCents: appointments.amountCents,
          startsAt: appointments.startsAt,
          cancelledAt: appointments.cancelledAt,
          cardId: appointments.cardId,
        })
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), eq(appointments.stylistId, stylistId)));
      return row ?? null;
    },
    /** The saved card behind a gateway card id, with its owner's gateway customer. */
    async cardOnFile(provider: string, gatewayCardId: string) {
      return savedCard(
        and(eq(paymentCards.provider, provider), eq(paymentCards.gatewayCardId, gatewayCardId)),
      );
    },
    async policies(stylistId: number) {
      return db
        .select({ config: stylistPolicyConfigs.config, value: stylistPolicyConfigs.value })
        .from(stylistPolicyConfigs)
        .where(eq(stylistPolicyConfigs.stylistId, stylistId))
        .orderBy(asc(stylistPolicyConfigs.config));
    },
    /**
     * The accounts a charge may go to (the business's and, for an appointment, its member's own;
     * charge-destination.ts picks) and her currency, in one read: the charge context needs both,
     * so the currency is not a query of its own. `memberId` (issue #34): before an appointment
     * exists, the member it would be for (a hold's deposit).
     */
    async destination(stylistId: number, appointmentId?: number, memberId?: number) {
      const mine = alias(paymentAccounts, 'member_account');
      const owner = sql`owner_member_of(${stylists.id})`;
      const [row] = await db
        .select({
          provider: paymentAccounts.provider,
          accountId: paymentAccounts.accountId,
          chargesEnabled: paymentAccounts.chargesEnabled,
          stripeAccountEnabled: stylists.stripeAccountEnabled,
          currency: stylists.currency,
          memberProvider: mine.provider,
          memberAccountId: mine.accountId,
          memberChargesEnabled: mine.chargesEnabled,
        })
        .from(stylists)
        .leftJoin(paymentAccounts, sql`${paymentAccounts.memberId} = ${owner}`)
        .leftJoin(
          appointments,
          and(eq(appointments.id, appointmentId ?? 0), eq(appointments.stylistId, stylists.id)),
        )
        .leftJoin(mine, and(memberId === undefined ? eq(mine.memberId, appointments.memberId) : eq(mine.memberId, memberId), sql`${mine.memberId} <> ${owner}`))
        .where(eq(stylists.id, stylistId));
      if (!row) return null;
      const { memberProvider, memberAccountId, memberChargesEnabled, currency, ...business } = row;
      return {
        currency,
        business,
        member: memberAccountId === null ? null : { provider: memberProvider, accountId: memberAccountId, chargesEnabled: memberChargesEnabled },
      };
    },
    /** Every charge of an appointment, oldest first (the caller checked the tenant). */
    async chargesOf(appointmentId: number): Promise<ChargeRow[]> {
      return db
        .select()
        .from(paymentCharges)
        .where(eq(paymentCharges.appointmentId, appointmentId))
        .orderBy(asc(paymentCharges.createdAt));
    },
    async findActive(appointmentId: number, kind: string): Promise<ChargeRow | null> {
      const [row] = await db
        .select()
        .from(paymentCharges)
        .where(
          and(
            eq(paymentCharges.appointmentId, appointmentId),
            eq(paymentCharges.kind, kind),
            inArray(paymentCharges.status, ACTIVE),
          ),
        );
      return row ?? null;
    },
    /**
     * Records the attempt before the gateway call, in the stylist's currency as it is when this
     * commits; null when one of this kind is already pending or succeeded. Her row is read FOR
     * SHARE: a currency change (FOR UPDATE, stylist-settings) either committed before — its
     * currency is read here — or waits for this insert and then finds the charge and is refused.
     * `fallbackCurrency` (the deployment's) is hers while her row has none.
     */
    async insertPending(charge: Omit<NewCharge, 'currency'>, fallbackCurrency: string): Promise<ChargeRow | null> {
      return db.transaction(async (tx) => {
        const her = await tx.execute<{ currency: string | null }>(
          sql`SELECT currency FROM stylists WHERE id = ${charge.stylistId} FOR SHARE`,
        );
        // Stored and sent to the gateway in lower case, as Stripe writes it.
        const currency = (her.rows[0]?.currency ?? fallbackCurrency).toLowerCase();
        // No conflict target: the partial unique index (appointment_id, kind) is what this guards.
        const [row] = await tx
          .insert(paymentCharges)
          .values({ ...charge, currency })
          .onConflictDoNothing()
          .returning();
        return row ?? null;
      });
    },
    /**
     * Records the gateway's outcome on a charge that is still pending; `also` (e.g. a notification)
     * joins the same transaction and runs only for the settlement that moved it (a second one,
     * from a concurrent re-send under the same key, changes nothing and notifies no one).
     */
    async settle(id: string, outcome: ChargeSettlement, also?: TxHook): Promise<void> {
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(paymentCharges)
          .set({ ...outcome, updatedAt: new Date() })
          .where(and(eq(paymentCharges.id, id), eq(paymentCharges.status, 'pending')))
          .returning({ id: paymentCharges.id });
        if (moved.length > 0 && also) await also(tx);
      });
    },
    /** Charges left pending for over `staleMs`, leased for a re-send (lease.ts). */
    async leaseStalePending(staleMs: number, limit: number): Promise<ChargeRow[]> {
      const ids = await leaseStalePending(db, 'payment_charges', staleMs, limit);
      return ids.length === 0
        ? []
        : db.select().from(paymentCharges).where(inArray(paymentCharges.id, ids)).orderBy(asc(paymentCharges.createdAt));
    },
    /** The saved card a charge was made with (its gateway ids), while it is still on file. */
    async cardById(paymentCardId: number) {
      return savedCard(eq(paymentCards.id, paymentCardId));
    },
    /** A webhook's word on a payment, applied only to charges still in one of the `from` states. */
    async settleByGatewayPayment(
      provider: string,
      gatewayPaymentId: string,
      outcome: Omit<ChargeSettlement, 'gatewayPaymentId'>,
      from: string[],
    ): Promise<number> {
      const rows = await db
        .update(paymentCharges)
        .set({ ...outcome, updatedAt: new Date() })
        .where(
          and(
            eq(paymentCharges.provider, provider),
            eq(paymentCharges.gatewayPaymentId, gatewayPaymentId),
            inArray(paymentCharges.status, from),
          ),
        )
        .returning({ id: paymentCharges.id });
      return rows.length;
    },
  };
}
