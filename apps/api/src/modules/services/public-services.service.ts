import { AppError, fromMinorUnits, type HostKind, type Locale, type PublicService, type PublicServiceList } from '@chairly/shared';
import type { StylistChanges } from '../../db/stylist-changes';
import { hydraCollection } from '../../lib/hydra';
import type { ServiceRow, ServicesRepository } from './services.repository';

const PATH = '/api/public/services';

function toPublicService(row: ServiceRow, currency: string): PublicService {
  return {
    '@id': `/api/services/${row.id}`,
    id: row.id,
    name: row.name,
    price: fromMinorUnits(row.priceCents, currency),
    hourly: row.hourly,
    duration: row.durationMinutes,
    category: { id: row.categoryId, name: row.categoryName, parent: row.categoryParentId },
  };
}

const KEPT_LISTS = 10_000;

/**
 * The public services of the stylist whose subdomain the request came to (docs/architecture.md §5). With
 * `changes` (issue #22) each list is kept per subdomain and language until something of the
 * stylist's (a service, her subdomain) or a category changes, on any instance.
 */
export function createPublicServicesService(repository: Pick<ServicesRepository, 'stylistIdBySubdomain' | 'listPublic' | 'currencyOf'>, changes?: StylistChanges) {
  const kept = new Map<string, { stylistId: number; version: string; list: PublicServiceList }>();

  async function read(subdomain: string, locale: Locale): Promise<{ stylistId: number; list: PublicServiceList }> {
    const stylistId = await repository.stylistIdBySubdomain(subdomain);
    if (stylistId === null) throw new AppError('NOT_FOUND', 'No stylist on this address');
    const [rows, currency] = await Promise.all([repository.listPublic(stylistId, locale), repository.currencyOf(stylistId)]);
    return { stylistId, list: hydraCollection({ context: '/api/contexts/Service', id: PATH, members: rows.map((row) => toPublicService(row, currency)), total: rows.length }) };
  }

  return {
    async list(site: HostKind, locale: Locale): Promise<PublicServiceList> {
      if (site.kind !== 'stylist') throw new AppError('NOT_FOUND', 'No stylist on this address');
      if (!changes) return (await read(site.subdomain, locale)).list;
      // Every change committed before this call heard first: a kept list is as fresh as a query's.
      await changes.synced();
      const key = `${site.subdomain}|${locale}`;
      const hit = kept.get(key);
      if (hit && hit.version === changes.version(hit.stylistId)) return hit.list;
      kept.delete(key);
      // Kept only when no change at all was heard while reading (the reads may predate it).
      const sequence = changes.sequence();
      const { stylistId, list } = await read(site.subdomain, locale);
      const version = sequence !== null && changes.sequence() === sequence ? changes.version(stylistId) : null;
      if (version !== null) {
        kept.set(key, { stylistId, version, list });
        if (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value as string);
      }
      return list;
    },
  };
}
export type PublicServicesService = ReturnType<typeof createPublicServicesService>;
