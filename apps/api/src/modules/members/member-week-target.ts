import { AppError, type MemberRole } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { memberOf, roleForbidden, stylistOf } from '../../plugins/auth';

/** A member of the request's business whose week (hours, days, blocked time, rules) is read or written. */
export type WeekMember = { memberId: number; role: MemberRole; seesTeamCalendar: boolean };

const notFound = () => new AppError('NOT_FOUND', 'Member not found');

/**
 * Issue #34 stage 2 (D63), the one place of "whose week": `?member={id}` names a member of the
 * caller's business (another business's, or none, → 404); without it, the caller's own member (the
 * owner for the owner's tokens, older ones and API keys: today's answers). Owners and managers may
 * read and change any member's week; staff only their own (→ 403, the role message), and read the
 * others' when they see the team's calendar.
 */
export function createMemberWeekTargets(db: Db) {
  async function find(stylistId: number, where: ReturnType<typeof sql>): Promise<WeekMember | null> {
    const { rows } = await db.execute<{ id: string; role: MemberRole; sees: boolean }>(
      sql`SELECT id, role, sees_team_calendar AS sees FROM members WHERE stylist_id = ${stylistId} AND ${where}`,
    );
    const row = rows[0];
    return row ? { memberId: Number(row.id), role: row.role, seesTeamCalendar: row.sees } : null;
  }

  /** The caller's own member (a token without member claims is the owner). */
  async function own(request: FastifyRequest): Promise<WeekMember> {
    const { stylistId } = stylistOf(request);
    const { memberId } = memberOf(request);
    const row = await find(stylistId, memberId === null ? sql`role = 'owner'` : sql`id = ${memberId}`);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The named member (or the caller's own); staff may name only herself, except to read (`mode`
   * 'read') when the owner lets her see the team's calendar: its columns shade each member's hours
   * and days.
   */
  async function member(request: FastifyRequest, id: number | undefined, mode: 'read' | 'write' = 'write'): Promise<WeekMember> {
    const actor = memberOf(request);
    if (id === undefined || id === actor.memberId) return own(request);
    const row = await find(stylistOf(request).stylistId, sql`id = ${id}`);
    if (!row) throw notFound();
    if (actor.role === 'staff' && !(mode === 'read' && (await own(request)).seesTeamCalendar)) throw roleForbidden();
    return row;
  }

  return {
    own,
    member,
    /**
     * Special days: `salon` (what owners and managers get without `member`) → null, the salon's days;
     * staff without `member` get their own. Staff may read the salon's days, not change them.
     */
    async days(request: FastifyRequest, which: 'salon' | number | undefined, mode: 'read' | 'write'): Promise<number | null> {
      const { role } = memberOf(request);
      if (which === 'salon' || (which === undefined && role !== 'staff')) {
        if (mode === 'write' && role === 'staff') throw roleForbidden();
        return null;
      }
      return (await member(request, which, mode)).memberId;
    },
    /**
     * Blocked time's list: `all` → null (every member's) for owners, managers and staff who see the
     * team's calendar; else one member's, as `member`.
     */
    async blockedList(request: FastifyRequest, which: 'all' | number | undefined): Promise<number | null> {
      if (which !== 'all') return (await member(request, which, 'read')).memberId;
      if (memberOf(request).role !== 'staff') return null;
      if ((await own(request)).seesTeamCalendar) return null;
      throw roleForbidden();
    },
  };
}
export type MemberWeekTargets = ReturnType<typeof createMemberWeekTargets>;
