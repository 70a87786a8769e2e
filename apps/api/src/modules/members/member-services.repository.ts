import type { MemberServicesRequest } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transactions';

/** A service of the business as one member performs it (D63): the service's duration and price, and her own (null: the service's). */
export type MemberServiceRow = {
  serviceId: number;
  name: string;
  performs: boolean;
  durationMinutes: number;
  priceCents: number;
  ownDurationMinutes: number | null;
  ownPriceCents: number | null;
};

type Raw = { id: string; name: string; performs: boolean; duration_minutes: number; price_cents: number; own_duration: number | null; own_price: number | null };

/**
 * Issue #34 stage 2 (D63): the services a member performs (members.all_services, or a
 * member_services row each) and her own duration or price (null = the service's). Scoped by business.
 */
export function createMemberServicesRepository(db: Db) {
  return {
    /** Every service of the business (not deleted), by name, as she performs it; null when she is not a member of it. */
    async list(stylistId: number, memberId: number): Promise<{ allServices: boolean; services: MemberServiceRow[] } | null> {
      const member = await db.execute<{ all_services: boolean }>(sql`SELECT all_services FROM members WHERE stylist_id = ${stylistId} AND id = ${memberId}`);
      if (!member.rows[0]) return null;
      const { rows } = await db.execute<Raw>(sql`
        SELECT s.id, s.name, (${member.rows[0].all_services} OR ms.service_id IS NOT NULL) AS performs,
          s.duration_minutes, s.price_cents, ms.duration_minutes AS own_duration, ms.price_cents AS own_price
        FROM services s
        LEFT JOIN member_services ms ON ms.member_id = ${memberId} AND ms.service_id = s.id
        WHERE s.stylist_id = ${stylistId} AND s.deleted_at IS NULL
        ORDER BY lower(s.name), s.id`);
      return {
        allServices: member.rows[0].all_services,
        services: rows.map((r) => ({
          serviceId: Number(r.id),
          name: r.name,
          performs: r.performs,
          durationMinutes: r.duration_minutes,
          priceCents: r.price_cents,
          ownDurationMinutes: r.own_duration,
          ownPriceCents: r.own_price,
        })),
      };
    },
    /** The ids among `serviceIds` that are not live services of the business. */
    async unknownServices(tx: Tx, stylistId: number, serviceIds: number[]): Promise<number[]> {
      if (serviceIds.length === 0) return [];
      const { rows } = await tx.execute<{ id: string }>(sql`
        SELECT id FROM services WHERE stylist_id = ${stylistId} AND deleted_at IS NULL
          AND id IN (${sql.join(serviceIds.map((id) => sql`${id}`), sql`, `)})`);
      const known = new Set(rows.map((r) => Number(r.id)));
      return serviceIds.filter((id) => !known.has(id));
    },
    /**
     * Replaces what she performs in the caller's transaction. With `allServices` a row is kept only
     * when it changes her duration or price (she performs every service anyway); without it, every
     * listed service is one she performs.
     */
    async replace(tx: Tx, stylistId: number, memberId: number, request: MemberServicesRequest): Promise<void> {
      await tx.execute(sql`UPDATE members SET all_services = ${request.allServices}, updated_at = now() WHERE stylist_id = ${stylistId} AND id = ${memberId}`);
      await tx.execute(sql`DELETE FROM member_services WHERE stylist_id = ${stylistId} AND member_id = ${memberId}`);
      const rows = request.services
        .map((row) => ({ serviceId: row.serviceId, duration: row.durationMinutes ?? null, price: row.priceCents ?? null }))
        .filter((row) => !request.allServices || row.duration !== null || row.price !== null);
      if (rows.length === 0) return;
      await tx.execute(sql`
        INSERT INTO member_services (stylist_id, member_id, service_id, duration_minutes, price_cents)
        VALUES ${sql.join(
          rows.map((row) => sql`(${stylistId}, ${memberId}, ${row.serviceId}, ${row.duration}, ${row.price})`),
          sql`, `,
        )}`);
    },
  };
}
export type MemberServicesRepository = ReturnType<typeof createMemberServicesRepository>;
