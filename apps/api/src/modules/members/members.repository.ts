import type { InvitedRole, MemberRole } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transactions';
import { bookableOnlineSql } from '../../lib/bookable-online';

/** A member as stored (members, migration 0034). */
export type MemberRow = {
  id: number;
  stylistId: number;
  name: string;
  email: string;
  role: MemberRole;
  active: boolean;
  photo: string | null;
  takesOnlineBookings: boolean;
  seesTeamCalendar: boolean;
  position: number;
  /** Issue #34 stage 2 (D63): she performs every service; her own booking rules (null = the business's). */
  allServices: boolean;
  minNoticeMinutes: number | null;
  horizonDays: number | null;
  slotStepMinutes: number | null;
};

export type InvitationRow = { id: number; email: string; role: InvitedRole; expiresAt: Date; createdAt: Date };

/** An invitation found by its link's token, with what the invitation page shows. */
export type InvitationLookupRow = InvitationRow & {
  stylistId: number;
  acceptedAt: Date | null;
  businessName: string;
  subdomain: string | null;
  inviterName: string;
};

/** What the invitation e-mail needs: the invitation (still open), the business and who invited. */
export type InvitationMailRow = InvitationLookupRow & { locale: string; timeZone: string };

/** The changes PATCH /api/members/{id} may write (the service decides who may write which). */
export type MemberChanges = Partial<Pick<MemberRow, 'name' | 'photo' | 'role' | 'active' | 'takesOnlineBookings' | 'seesTeamCalendar' | 'position'>>;

type Executor = Pick<Db, 'execute'>;
type RawMember = {
  id: string;
  stylist_id: string;
  name: string;
  email: string;
  role: MemberRole;
  active: boolean;
  photo: string | null;
  takes_online_bookings: boolean;
  sees_team_calendar: boolean;
  position: number;
  all_services: boolean;
  min_notice_minutes: number | null;
  horizon_days: number | null;
  slot_step_minutes: number | null;
};
type RawInvitation = { id: string; email: string; role: InvitedRole; expires_at: string | Date; created_at: string | Date };
type RawLookup = RawInvitation & { stylist_id: string; accepted_at: string | Date | null; business_name: string | null; subdomain: string | null; inviter_name: string | null };

// Raw queries through Drizzle return timestamptz as PostgreSQL's text.
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const MEMBER_COLUMNS = sql`id, stylist_id, name, email, role, active, photo, takes_online_bookings, sees_team_calendar, position, all_services, min_notice_minutes, horizon_days, slot_step_minutes`;

const toMember = (r: RawMember): MemberRow => ({
  id: Number(r.id),
  stylistId: Number(r.stylist_id),
  name: r.name,
  email: r.email,
  role: r.role,
  active: r.active,
  photo: r.photo,
  takesOnlineBookings: r.takes_online_bookings,
  seesTeamCalendar: r.sees_team_calendar,
  position: r.position,
  allServices: r.all_services,
  minNoticeMinutes: r.min_notice_minutes,
  horizonDays: r.horizon_days,
  slotStepMinutes: r.slot_step_minutes,
});
const toInvitation = (r: RawInvitation): InvitationRow => ({ id: Number(r.id), email: r.email, role: r.role, expiresAt: toDate(r.expires_at), createdAt: toDate(r.created_at) });
const toLookup = (r: RawLookup): InvitationLookupRow => ({
  ...toInvitation(r),
  stylistId: Number(r.stylist_id),
  acceptedAt: r.accepted_at === null ? null : toDate(r.accepted_at),
  businessName: r.business_name ?? '',
  subdomain: r.subdomain,
  inviterName: r.inviter_name ?? '',
});

// Any fixed number, distinct from the other advisory-lock namespaces (db/transactions, jobs, seed):
// one business's invitations are written one after another, so parallel invitations of one
// address each replace the open one instead of colliding on its unique index.
const INVITATIONS_LOCK = 727_034;

/** The owner first, then by position and id (the order of the Team list and the public page). */
const MEMBER_ORDER = sql`(role <> 'owner'), position, id`;

const LOOKUP = sql`
  SELECT i.id, i.email, i.role, i.expires_at, i.created_at, i.stylist_id, i.accepted_at,
    s.business_name, s.subdomain, s.locale, t.name AS time_zone, inviter.name AS inviter_name
  FROM member_invitations i
  JOIN stylists s ON s.id = i.stylist_id
  LEFT JOIN time_zones t ON t.id = s.time_zone_id
  LEFT JOIN members inviter ON inviter.id = i.invited_by`;

export type MembersRepository = ReturnType<typeof createMembersRepository>;

/** Members and invitations of a business; every query is scoped by the business (stylist id). */
export function createMembersRepository(db: Db) {
  const members = async (where: ReturnType<typeof sql>, executor: Executor = db) =>
    (await executor.execute<RawMember>(sql`SELECT ${MEMBER_COLUMNS} FROM members WHERE ${where} ORDER BY ${MEMBER_ORDER}`)).rows.map(toMember);

  return {
    list: (stylistId: number) => members(sql`stylist_id = ${stylistId}`),
    /** Active members offered on the public page. */
    listBookable: (stylistId: number) => members(sql`stylist_id = ${stylistId} AND ${bookableOnlineSql()}`),
    async findById(stylistId: number, id: number, executor: Executor = db): Promise<MemberRow | null> {
      return (await members(sql`stylist_id = ${stylistId} AND id = ${id}`, executor))[0] ?? null;
    },
    async ownerId(stylistId: number, executor: Executor = db): Promise<number | null> {
      const { rows } = await executor.execute<{ id: string }>(sql`SELECT id FROM members WHERE stylist_id = ${stylistId} AND role = 'owner'`);
      return rows[0] ? Number(rows[0].id) : null;
    },
    /** The business of a public host, by its subdomain (kept per instance by createSiteStylist, D22). */
    async stylistIdBySubdomain(subdomain: string): Promise<number | null> {
      const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM stylists WHERE subdomain = ${subdomain}`);
      return rows[0] ? Number(rows[0].id) : null;
    },

    /** Open invitations (not accepted, not expired), newest first. */
    async openInvitations(stylistId: number): Promise<InvitationRow[]> {
      const { rows } = await db.execute<RawInvitation>(sql`
        SELECT id, email, role, expires_at, created_at FROM member_invitations
        WHERE stylist_id = ${stylistId} AND accepted_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id DESC`);
      return rows.map(toInvitation);
    },

    /**
     * In the caller's transaction, after `lockInvitations`: whether the address belongs to a member
     * of this business already.
     */
    async isMemberAddress(tx: Tx, stylistId: number, email: string): Promise<boolean> {
      const { rows } = await tx.execute(sql`SELECT 1 FROM members WHERE stylist_id = ${stylistId} AND lower(email) = lower(${email})`);
      return rows.length > 0;
    },
    async lockInvitations(tx: Tx, stylistId: number): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${INVITATIONS_LOCK}, (${stylistId}::bigint % 2147483647)::int)`);
    },
    /** A new invitation replaces the open one of the same address (expired ones included). */
    async replaceInvitation(
      tx: Tx,
      invitation: { stylistId: number; email: string; role: InvitedRole; tokenHash: string; invitedBy: number | null; expiresAt: Date },
    ): Promise<InvitationRow> {
      await tx.execute(sql`DELETE FROM member_invitations WHERE stylist_id = ${invitation.stylistId} AND lower(email) = lower(${invitation.email}) AND accepted_at IS NULL`);
      const { rows } = await tx.execute<RawInvitation>(sql`
        INSERT INTO member_invitations (stylist_id, email, role, token_hash, invited_by, expires_at)
        VALUES (${invitation.stylistId}, ${invitation.email}, ${invitation.role}, ${invitation.tokenHash}, ${invitation.invitedBy}, ${invitation.expiresAt.toISOString()})
        RETURNING id, email, role, expires_at, created_at`);
      return toInvitation(rows[0]!);
    },
    /** Withdraws an open invitation: its link stops working. False when there is none by this id. */
    async revokeInvitation(stylistId: number, id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`DELETE FROM member_invitations WHERE stylist_id = ${stylistId} AND id = ${id} AND accepted_at IS NULL RETURNING id`);
      return rows.length > 0;
    },
    /** By its link's token hash, whatever its state (the caller tells expired and used apart). */
    async invitationByTokenHash(tokenHash: string): Promise<InvitationLookupRow | null> {
      const { rows } = await db.execute<RawLookup>(sql`${LOOKUP} WHERE i.token_hash = ${tokenHash}`);
      return rows[0] ? toLookup(rows[0]) : null;
    },
    /** For the invitation e-mail: the invitation while it is still open (not replaced, withdrawn, accepted or expired). */
    async openInvitationForMail(stylistId: number, id: number): Promise<InvitationMailRow | null> {
      const { rows } = await db.execute<RawLookup & { locale: string | null; time_zone: string | null }>(
        sql`${LOOKUP} WHERE i.stylist_id = ${stylistId} AND i.id = ${id} AND i.accepted_at IS NULL AND i.expires_at > now()`,
      );
      const row = rows[0];
      return row ? { ...toLookup(row), locale: row.locale ?? '', timeZone: row.time_zone ?? 'UTC' } : null;
    },

    /** Locks the member's row for a change in the caller's transaction. */
    async lockMember(tx: Tx, stylistId: number, id: number): Promise<MemberRow | null> {
      const { rows } = await tx.execute<RawMember>(sql`SELECT ${MEMBER_COLUMNS} FROM members WHERE stylist_id = ${stylistId} AND id = ${id} FOR UPDATE`);
      return rows[0] ? toMember(rows[0]) : null;
    },
    /** Her held and booked appointments that have not ended yet. */
    async futureAppointments(tx: Tx, stylistId: number, memberId: number): Promise<number> {
      const { rows } = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM appointments
        WHERE stylist_id = ${stylistId} AND member_id = ${memberId} AND ends_at > now()
          AND (state = 'booked' OR (state = 'held' AND hold_expires_at > now()))`);
      return rows[0]?.n ?? 0;
    },
    async update(tx: Tx, stylistId: number, id: number, changes: MemberChanges): Promise<MemberRow> {
      const columns: Record<keyof MemberChanges, string> = {
        name: 'name',
        photo: 'photo',
        role: 'role',
        active: 'active',
        takesOnlineBookings: 'takes_online_bookings',
        seesTeamCalendar: 'sees_team_calendar',
        position: 'position',
      };
      const sets = (Object.keys(changes) as (keyof MemberChanges)[])
        .filter((key) => changes[key] !== undefined)
        .map((key) => sql`${sql.identifier(columns[key])} = ${changes[key]}`);
      const { rows } = await tx.execute<RawMember>(sql`
        UPDATE members SET ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
        WHERE stylist_id = ${stylistId} AND id = ${id} RETURNING ${MEMBER_COLUMNS}`);
      return toMember(rows[0]!);
    },
  };
}
