import { AppError } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { memberOf, stylistOf } from '../../plugins/auth';

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

  /**
   * Issue #34 stage 2 (D65): the member a list is narrowed to when the caller asks for one
   * (`?member=`, a calendar column or filter): the one asked, within what she may see. Null: nothing
   * to list (staff who may not see the team asking for another member). Another business's member
   * is not looked up: the list's own business condition leaves it empty, as other filters do.
   */
  async function filteredMember(request: FastifyRequest, requested: number | undefined): Promise<number | undefined | null> {
    const own = await listedMember(request);
    if (requested === undefined || own === undefined) return requested ?? own;
    return requested === own ? own : null;
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
    filteredMember,
    checkAppointment,
    checkCustomer,
    /** preHandler of a route on `/:id` of an appointment (after validation: the id is a number). */
    appointment: (mode: AccessMode) => async (request: FastifyRequest) => checkAppointment(request, idOf(request), mode),
    /** preHandler of a route on `/:id` of a customer. */
    customer: (mode: AccessMode) => async (request: FastifyRequest) => checkCustomer(request, idOf(request), mode),
  };
}
