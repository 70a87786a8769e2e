import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylists } from '../../db/schema/index';

export type WebManifestRepository = ReturnType<typeof createWebManifestRepository>;

export function createWebManifestRepository(db: Db) {
  return {
    /** The business name of the registered stylist at a subdomain; null when there is none. */
    async businessNameBySubdomain(subdomain: string): Promise<string | null> {
      const [row] = await db
        .select({ businessName: stylists.businessName })
        .from(stylists)
        .where(and(eq(stylists.subdomain, subdomain), isNotNull(stylists.businessName)));
      return row?.businessName ?? null;
    },
  };
}
