import type { BookingRulesInput } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OwnBookingRules } from '../availability/index';

type RawRules = { min_notice_minutes: number | null; horizon_days: number | null; slot_step_minutes: number | null };
const toRules = (row: RawRules | undefined): OwnBookingRules => ({
  minNoticeMinutes: row?.min_notice_minutes ?? null,
  horizonDays: row?.horizon_days ?? null,
  slotStepMinutes: row?.slot_step_minutes ?? null,
});

/**
 * Issue #34 stage 2 (D63): a member's own booking rules (members.*; null = the business's). The
 * owner's are the business's, on the stylist row as before members. Both rows notify the stylist's
 * change (migration 0018 for stylists, 0040 for members), so kept slot lists are dropped.
 */
export function createBookingRulesRepository(db: Db) {
  return {
    async memberRules(stylistId: number, memberId: number): Promise<OwnBookingRules> {
      const { rows } = await db.execute<RawRules>(
        sql`SELECT min_notice_minutes, horizon_days, slot_step_minutes FROM members WHERE stylist_id = ${stylistId} AND id = ${memberId}`,
      );
      return toRules(rows[0]);
    },
    /** `memberId` null: the business's rules (the owner's). */
    async save(stylistId: number, memberId: number | null, rules: BookingRulesInput): Promise<void> {
      const sets = sql`min_notice_minutes = ${rules.minNoticeMinutes}, horizon_days = ${rules.horizonDays}, slot_step_minutes = ${rules.slotStepMinutes}, updated_at = now()`;
      await db.execute(
        memberId === null
          ? sql`UPDATE stylists SET ${sets} WHERE id = ${stylistId}`
          : sql`UPDATE members SET ${sets} WHERE stylist_id = ${stylistId} AND id = ${memberId}`,
      );
    },
  };
}
export type BookingRulesRepository = ReturnType<typeof createBookingRulesRepository>;
