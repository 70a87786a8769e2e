import { AppError } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transactions';
import { DOES_NOT_PERFORM_MESSAGE } from '../availability/index';
import type { CopiedService } from './appointment-writes.repository';

/** A member's duration and price of one service (her own where she differs, else the service's). */
export type OwnService = { serviceId: number; durationMinutes: number; priceCents: number };

/**
 * Issue #34 (D64): the chosen services as this member performs them — her duration and price of
 * each, in the order chosen, with their totals; the services' other parts (name, buffer, processing
 * window) stay. A service she does not perform answers 422.
 */
export function performedBy(services: readonly CopiedService[], hers: readonly OwnService[]) {
  const byId = new Map(hers.map((s) => [s.serviceId, s]));
  const performed = services.map((service) => {
    const own = byId.get(service.id);
    if (!own) throw doesNotPerform();
    return { ...service, durationMinutes: own.durationMinutes, priceCents: own.priceCents };
  });
  return {
    services: performed,
    durationMinutes: performed.reduce((sum, s) => sum + s.durationMinutes, 0),
    amountCents: performed.reduce((sum, s) => sum + s.priceCents, 0),
  };
}

const doesNotPerform = () => new AppError('BUSINESS_RULE', DOES_NOT_PERFORM_MESSAGE, { memberId: DOES_NOT_PERFORM_MESSAGE });

export type TeamMember = { id: number; role: 'owner' | 'manager' | 'staff'; active: boolean; takesOnlineBookings: boolean; services: OwnService[] };

/**
 * The members of a business as the stylist's own writes need them (any member, online bookings or
 * not): whether she is active and the chosen services as she performs them. `executor`: the write's
 * transaction when read under its lock.
 */
export function createTeamMembers(db: Db) {
  return {
    /** `memberId` null: the owner. Null when there is no such member in this business. */
    async member(stylistId: number, memberId: number | null, serviceIds: number[], executor: Db | Tx = db): Promise<TeamMember | null> {
      const ids = [...new Set(serviceIds)];
      const { rows } = await executor.execute<{ id: string; role: TeamMember['role']; active: boolean; takes: boolean; service_id: string | null; duration_minutes: number | null; price_cents: number | null }>(sql`
        SELECT m.id, m.role, m.active, m.takes_online_bookings AS takes, s.id AS service_id,
          COALESCE(ms.duration_minutes, s.duration_minutes) AS duration_minutes, COALESCE(ms.price_cents, s.price_cents) AS price_cents
        FROM members m
        LEFT JOIN services s ON s.stylist_id = m.stylist_id AND s.id = ANY (ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::bigint[])
        LEFT JOIN member_services ms ON ms.member_id = m.id AND ms.service_id = s.id
        WHERE m.stylist_id = ${stylistId} AND ${memberId === null ? sql`m.role = 'owner'` : sql`m.id = ${memberId}`}
          AND (s.id IS NULL OR m.all_services OR ms.service_id IS NOT NULL)`);
      const first = rows[0];
      if (first) {
        const services = rows.filter((r) => r.service_id !== null).map((r) => ({ serviceId: Number(r.service_id), durationMinutes: r.duration_minutes!, priceCents: r.price_cents! }));
        return { id: Number(first.id), role: first.role, active: first.active, takesOnlineBookings: first.takes, services };
      }
      // She performs none of them (or is not of this business): tell the two apart.
      const { rows: found } = await executor.execute<{ id: string; role: TeamMember['role']; active: boolean; takes: boolean }>(sql`
        SELECT id, role, active, takes_online_bookings AS takes FROM members WHERE stylist_id = ${stylistId} AND ${memberId === null ? sql`role = 'owner'` : sql`id = ${memberId}`}`);
      const member = found[0];
      return member ? { id: Number(member.id), role: member.role, active: member.active, takesOnlineBookings: member.takes, services: [] } : null;
    },
    /** Inside a write's transaction (under the business's lock, which her deactivation takes too). */
    async isActive(tx: Tx, memberId: number): Promise<boolean> {
      const { rows } = await tx.execute(sql`SELECT 1 FROM members WHERE id = ${memberId} AND active`);
      return rows.length > 0;
    },
  };
}
export type TeamMembers = ReturnType<typeof createTeamMembers>;
