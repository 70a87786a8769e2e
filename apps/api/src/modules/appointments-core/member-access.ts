import { AppError } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { memberOf, stylistOf } from '../../plugins/auth';
import type { WriteHook } from './appointment-writes.repository';

/**
 * Issue #34 (D60), the one place of the staff rule on appointments and customers: an owner or a
 * manager sees and changes the whole business's; a staff member only her own appointments (and the
 * customers she has one with), and — when the owner lets her see the team's calendar — reads the
 * others' too, never changes them. Another member's appointment answers 404, like another
 * business's: staff cannot even learn that it exists.
 */
export type MemberScope = { kind: 'all' } | { kind: 'own'; memberId: number; seesTeam: boolean };
export type AccessMode = 'read' | 'write';

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export type MemberAccess = ReturnType<typeof createMemberAccess>;

export function createMemberAccess(db: Db) {
  /** Who the request may see: staff are looked up (her team-calendar right changes without a new token). */
  async function scope(request: FastifyRequest): Promise<MemberScope> {
    const { role, memberId } = memberOf(request);
    if (role !== 'staff' || memberId === null) return { kind: 'all' };
    const { rows } = await db.execute<{ sees: boolean }>(
      sql`SELECT sees_team_calendar AS sees FROM members WHERE id = ${memberId} AND stylist_id = ${stylistOf(request).stylistId} AND active`,
    );
    return { kind: 'own', memberId, seesTeam: rows[0]?.sees === true };
  }

  /** The member a list must be narrowed to (undefined: the whole business's). */
  async function listedMember(request: FastifyRequest): Promise<number | undefined> {
    const access = await scope(request);
    return access.kind === 'own' && !access.seesTeam ? access.memberId : undefined;
  }

  /** 404 unless staff may `mode` this appointment of her business (owners and managers: no query). */
  async function checkAppointment(request: FastifyRequest, appointmentId: number, mode: AccessMode): Promise<void> {
    const access = await scope(request);
    if (access.kind === 'all' || (mode === 'read' && access.seesTeam)) return;
    const { rows } = await db.execute(
      sql`SELECT 1 FROM appointments WHERE id = ${appointmentId} AND stylist_id = ${stylistOf(request).stylistId} AND member_id = ${access.memberId}`,
    );
    if (rows.length === 0) throw notFound('Appointment');
  }

  /** 404 unless staff has (had) an appointment with this customer, or sees the team's calendar and only reads. */
  async function checkCustomer(request: FastifyRequest, customerId: number, mode: AccessMode): Promise<void> {
    const access = await scope(request);
    if (access.kind === 'all' || (mode === 'read' && access.seesTeam)) return;
    const { rows } = await db.execute(
      sql`SELECT 1 FROM appointments WHERE customer_id = ${customerId} AND stylist_id = ${stylistOf(request).stylistId} AND member_id = ${access.memberId} LIMIT 1`,
    );
    if (rows.length === 0) throw notFound('Customer');
  }

  const idOf = (request: FastifyRequest) => Number((request.params as { id: number | string }).id);

  return {
    scope,
    listedMember,
    checkAppointment,
    checkCustomer,
    /** preHandler of a route on `/:id` of an appointment (after validation: the id is a number). */
    appointment: (mode: AccessMode) => async (request: FastifyRequest) => checkAppointment(request, idOf(request), mode),
    /** preHandler of a route on `/:id` of a customer. */
    customer: (mode: AccessMode) => async (request: FastifyRequest) => checkCustomer(request, idOf(request), mode),
  };
}

/**
 * A staff member's new appointment is hers (stage 1: the owner's otherwise, by the insert trigger):
 * set inside the write's transaction, before its other hook (the notification) runs.
 */
export function assignedTo(memberId: number | undefined, hook?: WriteHook): WriteHook | undefined {
  if (memberId === undefined) return hook;
  return async (tx, appointmentId) => {
    // Only while she is active, read under the business's write lock that her deactivation also
    // takes: a booking either lands before it (which then answers 409) or is refused after it.
    const { rows } = await tx.execute(sql`
      UPDATE appointments a SET member_id = m.id FROM members m
      WHERE a.id = ${appointmentId} AND m.id = ${memberId} AND m.stylist_id = a.stylist_id AND m.active RETURNING a.id`);
    if (rows.length === 0) throw new AppError('FORBIDDEN', 'Your access to this business has been turned off.', undefined, 'member_inactive');
    await hook?.(tx, appointmentId);
  };
}
