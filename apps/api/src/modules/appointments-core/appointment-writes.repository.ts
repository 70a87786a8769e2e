import { AppError, occupancyOf, type AppointmentState, type ServicePattern } from '@chairly/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { postgresCode, stylistWriteTransaction, type Tx } from '../../db/transactions';
import { expireLapsedHolds } from './hold-expiry';
type Actor = { actor: 'customer' | 'stylist' | 'system'; actorId: number | null };
/** A service as booked: copied at booking time, with what it occupies (buffer, processing window; 0 = none). */
export type CopiedService = {
  id: number;
  name: string;
  priceCents: number;
  durationMinutes: number;
  bufferMinutes: number;
  processingStartMinutes: number;
  processingMinutes: number;
};

export type NewAppointment = Actor & {
  stylistId: number;
  customerId: number | null;
  state: 'held' | 'booked';
  startsAt: Date;
  endsAt: Date;
  amountCents: number;
  note: string;
  /** The gateway card the customer books with (a one-call booking; a hold gets it at confirm). */
  cardId?: string | null;
  /** Issue #20: the deposit due at confirmation, in cents (0 or absent = none). */
  depositCents?: number;
  /** Minutes until a hold expires (state held only). */
  holdMinutes: number | null;
  createdBy: 'customer' | 'stylist';
  services: CopiedService[];
  /** A customer holding another slot of this stylist releases it (released) in the same transaction. */
  releaseHoldsOfCustomerId?: number;
  /** Issue #34: the member it is for; absent, the business's owner (the insert's trigger). */
  memberId?: number;
};

/**
 * Issue #34 (D64): what is decided inside the write's locked transaction, after expired and
 * replaced holds are let go and before the row is written: "anyone" assigned to a free member,
 * with her own durations and prices. Runs on the transaction only (no other connection: every
 * waiting write of the business holds one).
 */
export type Assign<T> = (tx: Tx) => Promise<Partial<T>>;

/** Runs inside the write's transaction with the appointment's id (notifications enqueue their event here). */
export type WriteHook = (tx: Tx, appointmentId: number) => Promise<void>;

/** `memberId`: reassigned to another member of the business (issue #34); absent, hers stays. */
export type AppointmentPatch = { customerId?: number; startsAt: Date; endsAt: Date; amountCents?: number; note?: string; services?: CopiedService[]; memberId?: number };

const SLOT_TAKEN_MESSAGE = 'This time is no longer available';

const isExclusionViolation = (error: unknown) => postgresCode(error) === '23P01';

/** Expired holds never block: marked expired (and recorded) before anything is inserted or moved, by the one hold-expiry path. */
async function expireStaleHolds(tx: Tx, stylistId: number) {
  await expireLapsedHolds(tx, stylistId);
}

async function insertServices(tx: Tx, appointmentId: number, services: CopiedService[]) {
  const values = services.map(
    (s, position) =>
      sql`(${appointmentId}, ${position}, ${s.id}, ${s.name}, ${s.priceCents}, ${s.durationMinutes}, ${s.bufferMinutes}, ${s.processingStartMinutes}, ${s.processingMinutes})`,
  );
  await tx.execute(sql`
    INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes, buffer_minutes, processing_start_minutes, processing_minutes)
    VALUES ${sql.join(values, sql`, `)}`);
}

/**
 * `appointments.occupied` (a tstzmultirange literal): what the services occupy of the stylist's
 * time from `startsAt`, for an appointment lasting until `endsAt` (occupancyOf: processing windows
 * left out, the largest buffer after the end). The exclusion constraint compares these.
 */
export function occupiedRanges(startsAt: Date, endsAt: Date, services: readonly ServicePattern[]): string {
  const start = startsAt.getTime();
  const { occupied } = occupancyOf(services, (endsAt.getTime() - start) / 60_000);
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  return `{${occupied.map((s) => `[${at(s.from)},${at(s.to)})`).join(',')}}`;
}

/** The patterns of an appointment's copied services, in order (a move or resize keeps them). */
async function bookedPatterns(tx: Tx, appointmentId: number): Promise<ServicePattern[]> {
  const result = await tx.execute<{ duration_minutes: number; buffer_minutes: number; processing_start_minutes: number; processing_minutes: number }>(sql`
    SELECT duration_minutes, buffer_minutes, processing_start_minutes, processing_minutes FROM appointment_services
    WHERE appointment_id = ${appointmentId} ORDER BY position`);
  return result.rows.map((r) => ({
    durationMinutes: r.duration_minutes,
    bufferMinutes: r.buffer_minutes,
    processingStartMinutes: r.processing_start_minutes,
    processingMinutes: r.processing_minutes,
  }));
}

// The statements every booking runs are prepared (issue #33.4): planned once per connection.
const p = (name: string) => sql.placeholder(name);
const insertStatement = (expires: SQL) =>
  preparedStatement<{ id: string }>(sql`
    INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, occupied, amount_cents, note, hold_expires_at, created_by, card_id, deposit_cents, series_id, member_id)
    VALUES (${p('stylistId')}, ${p('customerId')}, ${p('state')}, ${p('startsAt')}, ${p('endsAt')}, ${p('occupied')}::tstzmultirange,
      ${p('amountCents')}, ${p('note')}, ${expires}, ${p('createdBy')}, ${p('cardId')}, ${p('depositCents')}, ${p('seriesId')}, ${p('memberId')}::bigint)
    RETURNING id`);
const insertBooked = insertStatement(sql`NULL::timestamptz`);
const insertHeld = insertStatement(sql`date_trunc('second', now()) + make_interval(mins => ${p('holdMinutes')}::int)`);

const changeStatement = (liveHold: SQL) =>
  preparedStatement<{ id: string }>(sql`
    UPDATE appointments SET state = ${p('to')}, hold_expires_at = NULL, updated_at = now(),
      cancelled_at = CASE WHEN ${p('to')}::text = 'cancelled' THEN now() ELSE cancelled_at END,
      note = COALESCE(${p('note')}::text, note), card_id = COALESCE(${p('cardId')}::text, card_id)
    WHERE stylist_id = ${p('stylistId')} AND id = ${p('id')} AND state = ${p('from')} ${liveHold} RETURNING id`);
const changeAny = changeStatement(sql``);
const changeLiveHold = changeStatement(sql`AND hold_expires_at > now()`);

const recordStatement = preparedStatement(
  sql`INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id) VALUES (${p('appointmentId')}, ${p('from')}, ${p('to')}, ${p('actor')}, ${p('actorId')})`,
);

const releaseHoldsStatement = preparedStatement(sql`
  WITH released AS (
    UPDATE appointments SET state = 'released', hold_expires_at = NULL, updated_at = now()
    WHERE stylist_id = ${p('stylistId')} AND customer_id = ${p('customerId')} AND state = 'held' RETURNING id)
  INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id)
  SELECT id, 'held', 'released', ${p('actor')}, ${p('actorId')} FROM released`);

/** Inserts one appointment with its services and its first state change (inside the caller's transaction). */
async function insertRow(tx: Tx, input: NewAppointment & { seriesId?: number }): Promise<number> {
  // Whole seconds: the API shows the expiry to the second, so the customer's countdown ends
  // exactly when the slot is free again (never up to a second early).
  const inserted = await (input.holdMinutes === null ? insertBooked : insertHeld)(tx, {
    stylistId: input.stylistId,
    customerId: input.customerId,
    state: input.state,
    startsAt: input.startsAt.toISOString(),
    endsAt: input.endsAt.toISOString(),
    occupied: occupiedRanges(input.startsAt, input.endsAt, input.services),
    amountCents: input.amountCents,
    note: input.note,
    holdMinutes: input.holdMinutes,
    createdBy: input.createdBy,
    cardId: input.cardId ?? null,
    depositCents: input.depositCents ?? 0,
    seriesId: input.seriesId ?? null,
    // NULL: the owner (migration 0034's trigger), as every write before members.
    memberId: input.memberId ?? null,
  });
  const id = Number(inserted.rows[0]?.id);
  await insertServices(tx, id, input.services);
  await record(tx, id, null, input.state, input);
  return id;
}

type StateChange = Actor & { from: AppointmentState; to: AppointmentState; note?: string; cardId?: string | null };

/** One appointment from `from` to `to`, with its history row; false when it is not in `from` (or a hold lapsed). */
async function changeOne(tx: Tx, stylistId: number, id: number, change: StateChange): Promise<boolean> {
  const liveHold = change.from === 'held' && change.to !== 'expired';
  const updated = await (liveHold ? changeLiveHold : changeAny)(tx, { to: change.to, note: change.note ?? null, cardId: change.cardId ?? null, stylistId, id, from: change.from });
  if (updated.rows.length === 0) return false;
  await record(tx, id, change.from, change.to, change);
  return true;
}

async function record(tx: Tx, appointmentId: number, from: AppointmentState | null, to: AppointmentState, { actor, actorId }: Actor) {
  await recordStatement(tx, { appointmentId, from, to, actor, actorId });
}

async function slotGuarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError('SLOT_TAKEN', SLOT_TAKEN_MESSAGE, undefined, 'slot_taken');
    throw error;
  }
}

export type AppointmentWritesRepository = ReturnType<typeof createAppointmentWritesRepository>;

/**
 * The writing paths; the exclusion constraint is the authority on overlaps (a violation → 409).
 * Each runs in a stylist write transaction (db/transactions.ts): one stylist's writes take turns,
 * on every instance, and a deadlock or serialization failure is retried, then answered 409.
 */
export function createAppointmentWritesRepository(db: Db) {
  return {
    async expireStaleHolds(stylistId: number): Promise<void> {
      await stylistWriteTransaction(db, stylistId, (tx) => expireStaleHolds(tx, stylistId));
    },

    insert(input: NewAppointment, also?: WriteHook, assign?: Assign<NewAppointment>): Promise<number> {
      return slotGuarded(() =>
        stylistWriteTransaction(db, input.stylistId, async (tx) => {
          await expireStaleHolds(tx, input.stylistId);
          if (input.releaseHoldsOfCustomerId !== undefined) {
            await releaseHoldsStatement(tx, { stylistId: input.stylistId, customerId: input.releaseHoldsOfCustomerId, actor: input.actor, actorId: input.actorId });
          }
          const id = await insertRow(tx, assign ? { ...input, ...(await assign(tx)) } : input);
          await also?.(tx, id);
          return id;
        }),
      );
    },

    /**
     * Issue #19.3: a series and its occurrences in ONE transaction, all or nothing. `join`: an
     * existing booked appointment that becomes part of the series (its first occurrence). An
     * occurrence overlapping another appointment rolls everything back with a 409 that names it
     * (`onTaken(index)` builds the error); false-y join (no longer booked) → 409 too.
     */
    insertSeries(
      stylistId: number,
      everyWeeks: number,
      occurrences: NewAppointment[],
      /** `also` runs after each occurrence is written; `afterAll` once, after the last, with every appointment of the series (the joined one first). */
      options: { join?: number; onTaken: (index: number) => AppError; also?: WriteHook; afterAll?: (tx: Tx, seriesId: number, ids: number[]) => Promise<void> },
    ): Promise<{ seriesId: number; ids: number[] }> {
      return stylistWriteTransaction(db, stylistId, async (tx) => {
        await expireStaleHolds(tx, stylistId);
        const series = await tx.execute<{ id: string }>(sql`INSERT INTO appointment_series (stylist_id, every_weeks) VALUES (${stylistId}, ${everyWeeks}) RETURNING id`);
        const seriesId = Number(series.rows[0]?.id);
        if (options.join !== undefined) {
          const joined = await tx.execute(sql`
            UPDATE appointments SET series_id = ${seriesId}, updated_at = now()
            WHERE stylist_id = ${stylistId} AND id = ${options.join} AND state = 'booked' AND series_id IS NULL RETURNING id`);
          if (joined.rows.length === 0) throw new AppError('CONFLICT', 'This appointment is no longer booked or is already part of a series; reload it');
        }
        const ids: number[] = [];
        for (const [index, occurrence] of occurrences.entries()) {
          let id: number;
          try {
            // The statement that fails names the occurrence; the whole transaction rolls back.
            id = await insertRow(tx, { ...occurrence, seriesId });
          } catch (error) {
            if (isExclusionViolation(error)) throw options.onTaken(index);
            throw error;
          }
          await options.also?.(tx, id);
          ids.push(id);
        }
        await options.afterAll?.(tx, seriesId, options.join !== undefined ? [options.join, ...ids] : ids);
        return { seriesId, ids };
      });
    },

    /** Moves/edits a booked appointment; false when there is no such booked appointment. */
    update(stylistId: number, id: number, given: AppointmentPatch, also?: WriteHook, assign?: Assign<AppointmentPatch>): Promise<boolean> {
      return slotGuarded(() =>
        stylistWriteTransaction(db, stylistId, async (tx) => {
          await expireStaleHolds(tx, stylistId);
          const patch = assign ? { ...given, ...(await assign(tx)) } : given;
          // New services bring their own pattern; a move or resize keeps the booked one.
          const patterns = patch.services ?? (await bookedPatterns(tx, id));
          const updated = await tx.execute(sql`
            UPDATE appointments SET starts_at = ${patch.startsAt.toISOString()}, ends_at = ${patch.endsAt.toISOString()},
              occupied = ${occupiedRanges(patch.startsAt, patch.endsAt, patterns)}::tstzmultirange,
              amount_cents = COALESCE(${patch.amountCents ?? null}::int, amount_cents), note = COALESCE(${patch.note ?? null}::text, note),
              customer_id = COALESCE(${patch.customerId ?? null}::bigint, customer_id),
              member_id = COALESCE(${patch.memberId ?? null}::bigint, member_id), updated_at = now()
            WHERE stylist_id = ${stylistId} AND id = ${id} AND state = 'booked' RETURNING id`);
          if (updated.rows.length === 0) return false;
          if (patch.services) {
            await tx.execute(sql`DELETE FROM appointment_services WHERE appointment_id = ${id}`);
            await insertServices(tx, id, patch.services);
          }
          await also?.(tx, id);
          return true;
        }),
      );
    },

    /**
     * from → to only if the appointment is still in `from` (and, leaving a hold other than by
     * expiry, the hold has not run out); records the change. False when nothing matched.
     */
    changeState(stylistId: number, id: number, change: StateChange, also?: WriteHook): Promise<boolean> {
      return stylistWriteTransaction(db, stylistId, async (tx) => {
        if (!(await changeOne(tx, stylistId, id, change))) return false;
        await also?.(tx, id);
        return true;
      });
    },

    /**
     * Issue #31.5: the same change of several appointments in ONE transaction (a series cancelled
     * from one date on), `also` after each. The first must change, else nothing does ([]); a later
     * one changed meanwhile is left as it is. `afterAll` runs once with the ids changed, in order.
     */
    changeStates(stylistId: number, ids: number[], change: StateChange, options: { also?: WriteHook; afterAll?: (tx: Tx, ids: number[]) => Promise<void> }): Promise<number[]> {
      return stylistWriteTransaction(db, stylistId, async (tx) => {
        const changed: number[] = [];
        for (const [index, id] of ids.entries()) {
          if (!(await changeOne(tx, stylistId, id, change))) {
            if (index === 0) return [];
            continue;
          }
          await options.also?.(tx, id);
          changed.push(id);
        }
        await options.afterAll?.(tx, changed);
        return changed;
      });
    },
  };
}
