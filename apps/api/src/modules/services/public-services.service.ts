import { AppError, fromMinorUnits, type HostKind, type Locale, type PublicService, type PublicServiceList } from '@chairly/shared';
import type { StylistChanges } from '../../db/stylist-changes';
import { UNKNOWN_MEMBER_MESSAGE } from '../availability/index';
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
export function createPublicServicesService(repository: Pick<ServicesRepository, 'stylistIdBySubdomain' | 'listPublic' | 'currencyOf' | 'publicMember'>, changes?: StylistChanges) {
  const kept = new Map<string, { stylistId: number; version: string; list: PublicServiceList }>();

  async function read(subdomain: string, locale: Locale): Promise<{ stylistId: number; list: PublicServiceList }> {
    const stylistId = await repository.stylistIdBySubdomain(subdomain);
    if (stylistId === null) throw new AppError('NOT_FOUND', 'No stylist on this address');
    const [rows, currency] = await Promise.all([repository.listPublic(stylistId, locale), repository.currencyOf(stylistId)]);
    return { stylistId, list: hydraCollection({ context: '/api/contexts/Service', id: PATH, members: rows.map((row) => toPublicService(row, currency)), total: rows.length }) };
  }

  /**
   * Issue #34 (D63): the services one member performs, at her own durations and prices (read each
   * time: her services are not among what the kept lists hear of).
   */
  async function ofMember(subdomain: string, locale: Locale, memberId: number): Promise<PublicServiceList> {
    const stylistId = await repository.stylistIdBySubdomain(subdomain);
    if (stylistId === null) throw new AppError('NOT_FOUND', 'No stylist on this address');
    const [rows, currency, member] = await Promise.all([repository.listPublic(stylistId, locale), repository.currencyOf(stylistId), repository.publicMember(stylistId, memberId)]);
    if (!member) throw new AppError('NOT_FOUND', UNKNOWN_MEMBER_MESSAGE, { member: UNKNOWN_MEMBER_MESSAGE });
    const hers = rows
      .filter((row) => member.allServices || member.own.has(row.id))
      .map((row) => {
        const own = member.own.get(row.id);
        return { ...row, durationMinutes: own?.durationMinutes ?? row.durationMinutes, priceCents: own?.priceCents ?? row.priceCents };
      });
    return hydraCollection({ context: '/api/contexts/Service', id: PATH, members: hers.map((row) => toPublicService(row, currency)), total: hers.length });
  }

  return {
    /** `memberId` (issue #34): only the services she performs, at her durations and prices; else the services' own. */
    async list(site: HostKind, locale: Locale, memberId?: number): Promise<PublicServiceList> {
      if (site.kind !== 'stylist') throw new AppError('NOT_FOUND', 'No stylist on this address');
      if (memberId !== undefined) return ofMember(site.subdomain, locale, memberId);
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
