import { AppError } from '@chairly/shared';
import type { FastifyRequest } from 'fastify';
import type { StylistSettingsRepository } from './stylist-settings.repository';

/** The registered stylist whose subdomain the request is on (public and customer calls); else 404. */
export function createSiteStylistResolver(repository: Pick<StylistSettingsRepository, 'idBySubdomain'>) {
  return async (request: FastifyRequest): Promise<number> => {
    const site = request.site;
    const id = site.kind === 'stylist' ? await repository.idBySubdomain(site.subdomain) : null;
    if (id === null) throw new AppError('NOT_FOUND', 'No stylist at this address');
    return id;
  };
}
export type SiteStylistResolver = ReturnType<typeof createSiteStylistResolver>;
