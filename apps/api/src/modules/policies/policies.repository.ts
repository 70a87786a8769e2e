import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylistPolicyConfigs } from '../../db/schema/index';

export type PolicyRow = { config: number; value: number };

export type PoliciesRepository = ReturnType<typeof createPoliciesRepository>;

export function createPoliciesRepository(db: Db) {
  return {
    async list(stylistId: number): Promise<PolicyRow[]> {
      return db
        .select({ config: stylistPolicyConfigs.config, value: stylistPolicyConfigs.value })
        .from(stylistPolicyConfigs)
        .where(eq(stylistPolicyConfigs.stylistId, stylistId))
        .orderBy(asc(stylistPolicyConfigs.config));
    },
    /** Replaces the stylist's whole set in one transaction. */
    async replace(stylistId: number, rows: PolicyRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(stylistPolicyConfigs).where(eq(stylistPolicyConfigs.stylistId, stylistId));
        if (rows.length > 0) await tx.insert(stylistPolicyConfigs).values(rows.map((row) => ({ ...row, stylistId })));
      });
    },
  };
}
