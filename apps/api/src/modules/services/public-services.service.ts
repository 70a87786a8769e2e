import { AppError, type HostKind, type Locale, type PublicService } from '@chairly/shared';
import { hydraCollection } from '../../lib/hydra';
import type { ServiceRow, ServicesRepository } from './services.repository';
import { toDollars } from './services.service';

const PATH = '/api/public/services';

function toPublicService(row: ServiceRow): PublicService {
  return {
    '@id': `/api/services/${row.id}`,
    id: row.id,
    name: row.name,
    price: toDollars(row.priceCents),
    hourly: row.hourly,
    duration: row.durationMinutes,
    category: { id: row.categoryId, name: row.categoryName, parent: row.categoryParentId },
  };
}

/** The public services of the stylist whose subdomain the request came to (DESIGN §5). */
export function createPublicServicesService(repository: Pick<ServicesRepository, 'stylistIdBySubdomain' | 'listPublic'>) {
  return {
    async list(site: HostKind, locale: Locale) {
      const stylistId = site.kind === 'stylist' ? await repository.stylistIdBySubdomain(site.subdomain) : null;
      if (stylistId === null) throw new AppError('NOT_FOUND', 'No stylist on this address');
      const rows = await repository.listPublic(stylistId, locale);
      return hydraCollection({ context: '/api/contexts/Service', id: PATH, members: rows.map(toPublicService), total: rows.length });
    },
  };
}
export type PublicServicesService = ReturnType<typeof createPublicServicesService>;
