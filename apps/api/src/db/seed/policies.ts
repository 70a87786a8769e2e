import { DEMO_SUBDOMAINS, POLICY_CONFIG } from '@chairly/shared';
import { stylistPolicyConfigs } from '../schema/index';
import { demoStylistId } from './open-hours';
import type { Seed } from './types';

/** Anna charges 50% for no-shows and 25% for cancellations within 24 hours; Bella only no-shows. */
const POLICIES: Record<keyof typeof DEMO_SUBDOMAINS, { config: number; value: number }[]> = {
  anna: [
    { config: POLICY_CONFIG.noShowPercentage, value: 50 },
    { config: POLICY_CONFIG.cancellationPercentage, value: 25 },
    { config: POLICY_CONFIG.cancellationWindowMinutes, value: 24 * 60 },
  ],
  bella: [{ config: POLICY_CONFIG.noShowPercentage, value: 100 }],
};

export const policiesSeed: Seed = {
  name: 'policies',
  run: async (db) => {
    for (const [key, rows] of Object.entries(POLICIES)) {
      const stylistId = await demoStylistId(db, DEMO_SUBDOMAINS[key as keyof typeof DEMO_SUBDOMAINS]);
      if (stylistId === null) continue;
      await db.insert(stylistPolicyConfigs).values(rows.map((row) => ({ ...row, stylistId }))).onConflictDoNothing();
    }
  },
};
