import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentCharges, paymentRefunds } from '../../db/schema/index';
import type { ChargeRow, ChargeSettlement } from './charges.repository';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = Omit<typeof paymentRefunds.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;
export type RefundSettlement = { status: string; gatewayRefundId: string | null; failureCode: string | null };
export type DepositsRepository = ReturnType<typeof createDepositsRepository>;

const ACTIVE = ['pending', 'succeeded'];

/** The deposit charges of appointments (kind 'deposit' in payment_charges) and their refunds. */
export function createDepositsRepository(db: Db) {
  return {
    /** The newest deposit attempt that waits for the customer's authentication. */
    async awaitingAction(appointmentId: number): Promise<ChargeRow | null> {
      const [row] = await db
        .select()
        .from(paymentCharges)
        .where(and(eq(paymentCharges.appointmentId, appointmentId), eq(paymentCharges.kind, 'deposit'), eq(paymentCharges.status, 'requires_action')))
        .orderBy(desc(paymentCharges.createdAt))
        .limit(1);
      return row ?? null;
    },
    /**
     * Records what the gateway says of a charge that was in one of `from`; false when it had moved
     * on meanwhile (another request settled it first).
     */
    async settleFrom(id: string, from: string[], outcome: ChargeSettlement): Promise<boolean> {
      const rows = await db
        .update(paymentCharges)
        .set({ ...outcome, updatedAt: new Date() })
        .where(and(eq(paymentCharges.id, id), inArray(paymentCharges.status, from)))
        .returning({ id: paymentCharges.id });
      return rows.length > 0;
    },
    /** The succeeded deposit of an appointment, or null. */
    async paidDeposit(appointmentId: number): Promise<ChargeRow | null> {
      const [row] = await db
        .select()
        .from(paymentCharges)
        .where(and(eq(paymentCharges.appointmentId, appointmentId), eq(paymentCharges.kind, 'deposit'), eq(paymentCharges.status, 'succeeded')));
      return row ?? null;
    },
    /** Records a refund before the gateway call; null when one of this charge is already pending or succeeded. */
    async insertPendingRefund(refund: NewRefund): Promise<RefundRow | null> {
      // No conflict target: the partial unique index on charge_id is what this guards.
      const [row] = await db.insert(paymentRefunds).values(refund).onConflictDoNothing().returning();
      return row ?? null;
    },
    async activeRefund(chargeId: string): Promise<RefundRow | null> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.chargeId, chargeId), inArray(paymentRefunds.status, ACTIVE)));
      return row ?? null;
    },
    /** The gateway's outcome on a refund that is still pending (a second settlement changes nothing). */
    async settleRefund(id: string, outcome: RefundSettlement): Promise<boolean> {
      const rows = await db
        .update(paymentRefunds)
        .set({ ...outcome, updatedAt: new Date() })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
        .returning({ id: paymentRefunds.id });
      return rows.length > 0;
    },
    /** A webhook's word on a refund, applied only while it is in one of the `from` states. */
    async settleRefundByGatewayId(gatewayRefundId: string, outcome: Omit<RefundSettlement, 'gatewayRefundId'>, from: string[]): Promise<number> {
      const rows = await db
        .update(paymentRefunds)
        .set({ ...outcome, updatedAt: new Date() })
        .where(and(eq(paymentRefunds.gatewayRefundId, gatewayRefundId), inArray(paymentRefunds.status, from)))
        .returning({ id: paymentRefunds.id });
      return rows.length;
    },
    /**
     * What the customer has paid up front and not been given back, in cents: the succeeded
     * deposit less its pending or succeeded refund. Fees and checkout deduct it.
     */
    async heldDepositCents(appointmentId: number): Promise<number> {
      const result = await db.execute<{ cents: number }>(sql`
        SELECT COALESCE(sum(c.amount_cents - COALESCE((SELECT sum(r.amount_cents) FROM payment_refunds r
          WHERE r.charge_id = c.id AND r.status IN ('pending', 'succeeded')), 0)), 0)::int AS cents
        FROM payment_charges c WHERE c.appointment_id = ${appointmentId} AND c.kind = 'deposit' AND c.status = 'succeeded'`);
      return Number(result.rows[0]?.cents ?? 0);
    },
  };
}
