import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentCharges, paymentRefunds } from '../../db/schema/index';
import type { ChargeRow, ChargeSettlement } from './charges.repository';
import { leaseStalePending } from './lease';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = Omit<typeof paymentRefunds.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;
export type RefundSettlement = { status: string; gatewayRefundId: string | null; failureCode: string | null };
export type DepositsRepository = ReturnType<typeof createDepositsRepository>;

const ACTIVE = ['pending', 'succeeded'];
/** How far back the deposit sweep looks for holds that ran out (D50). */
export const ABANDONED_WINDOW_DAYS = 7;

/** The deposit charges of appointments (kind 'deposit' in payment_charges) and their refunds. */
/** The deposit sweep's lease (D50: from the partial index of abandoned holds; exported for the plan test). */
export function abandonedDepositsStatement(recheckMs: number, maxAgeMs: number, limit: number) {
  const recheck = sql`now() - make_interval(secs => ${recheckMs / 1000})`;
  const maxAge = sql`now() - make_interval(secs => ${maxAgeMs / 1000})`;
  return sql`
    UPDATE payment_charges SET updated_at = now()
    WHERE id IN (
      SELECT c.id FROM appointments a JOIN payment_charges c ON c.appointment_id = a.id AND c.kind = 'deposit'
      WHERE a.deposit_cents > 0 AND a.state IN ('held', 'expired', 'released')
        AND a.updated_at > now() - make_interval(days => ${ABANDONED_WINDOW_DAYS})
        AND (a.state IN ('expired', 'released') OR (a.state = 'held' AND a.hold_expires_at <= now()))
        AND ((c.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.charge_id = c.id AND r.status IN ('pending', 'succeeded')))
          OR (c.status = 'requires_action' AND c.created_at > ${maxAge}))
        AND c.updated_at < ${recheck}
      ORDER BY c.created_at LIMIT ${limit} FOR UPDATE OF c SKIP LOCKED)
    RETURNING stylist_id, appointment_id`;
}

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
    /** Refunds left pending for over `staleMs`, leased for a re-send (the one lease, lease.ts). */
    async leaseStalePendingRefunds(staleMs: number, limit: number): Promise<RefundRow[]> {
      const ids = await leaseStalePending(db, 'payment_refunds', staleMs, limit);
      return ids.length === 0 ? [] : db.select().from(paymentRefunds).where(inArray(paymentRefunds.id, ids)).orderBy(asc(paymentRefunds.createdAt));
    },
    async chargeById(id: string): Promise<ChargeRow | null> {
      const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.id, id));
      return row ?? null;
    },
    /**
     * Deposits of holds that will not become bookings (expired, released, or past their expiry):
     * paid ones not refunded, and attempts still waiting for authentication (each leased for
     * `recheckMs`, and only within `maxAgeMs` of being made). Up to `limit` appointments.
     * Issue #33 (D50): read from the holds with a deposit due that changed (were made, ran out or
     * were released) in the last `ABANDONED_WINDOW_DAYS` (a partial index of such holds, migration
     * 0032; marking a hold expired or released sets `updated_at`), so a sweep costs the
     * same with ten or ten million paid deposits; a deposit still unreturned after that many days of
     * sweeps every minute is left to the stylist (the Refund deposit button).
     */
    async abandonedDeposits(recheckMs: number, maxAgeMs: number, limit: number): Promise<{ stylistId: number; appointmentId: number }[]> {
      const result = await db.execute<{ stylist_id: string; appointment_id: string }>(abandonedDepositsStatement(recheckMs, maxAgeMs, limit));
      const seen = new Set<number>();
      return result.rows
        .map((r) => ({ stylistId: Number(r.stylist_id), appointmentId: Number(r.appointment_id) }))
        .filter((r) => !seen.has(r.appointmentId) && seen.add(r.appointmentId));
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
