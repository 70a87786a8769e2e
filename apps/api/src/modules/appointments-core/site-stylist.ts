import { AppError, type HostKind } from '@chairly/shared';
import type { StylistChanges } from '../../db/stylist-changes';
import type { BookingContextRepository } from './booking-context.repository';

/** Subdomains whose stylist an instance keeps (a few dozen bytes each). */
const KEPT_SUBDOMAINS = 10_000;

/**
 * The registered stylist of the request's subdomain (public and customer calls), else 404. With
 * `changes` (issue #22), a subdomain's stylist is kept until something of hers changes (her
 * subdomain or business name among it); an unknown subdomain is asked again every time.
 */
export function createSiteStylist(repository: Pick<BookingContextRepository, 'stylistIdBySubdomain'>, changes?: StylistChanges) {
  const kept = new Map<string, { id: number; version: string }>();
  const lookUp = async (subdomain: string): Promise<number | null> => {
    // Every change committed before this call heard first: a kept answer is as fresh as a query's.
    await changes?.synced();
    const hit = kept.get(subdomain);
    if (hit && changes && hit.version === changes.version(hit.id)) return hit.id;
    kept.delete(subdomain);
    const sequence = changes?.sequence() ?? null;
    const id = await repository.stylistIdBySubdomain(subdomain);
    // Kept only when no change at all was heard meanwhile (the answer may predate it).
    const version = id === null || sequence === null || changes?.sequence() !== sequence ? null : changes.version(id);
    if (id !== null && version !== null) {
      kept.set(subdomain, { id, version });
      if (kept.size > KEPT_SUBDOMAINS) kept.delete(kept.keys().next().value as string);
    }
    return id;
  };
  return async (site: HostKind): Promise<number> => {
    const id = site.kind === 'stylist' ? await lookUp(site.subdomain) : null;
    if (id === null) throw new AppError('NOT_FOUND', 'No stylist at this address');
    return id;
  };
}
export type SiteStylist = ReturnType<typeof createSiteStylist>;
