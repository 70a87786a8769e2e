import { AppError, type HostKind } from '@chairly/shared';
import type { BookingContextRepository } from './booking-context.repository';

/** The registered stylist of the request's subdomain (public and customer calls), else 404. */
export function createSiteStylist(repository: Pick<BookingContextRepository, 'stylistIdBySubdomain'>) {
  return async (site: HostKind): Promise<number> => {
    const id = site.kind === 'stylist' ? await repository.stylistIdBySubdomain(site.subdomain) : null;
    if (id === null) throw new AppError('NOT_FOUND', 'No stylist at this address');
    return id;
  };
}
export type SiteStylist = ReturnType<typeof createSiteStylist>;
