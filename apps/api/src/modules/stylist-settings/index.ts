import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createSiteStylistResolver } from './site-stylist';
import { createStylistSettingsRepository } from './stylist-settings.repository';
import { stylistSettingsRoutes } from './stylist-settings.routes';
import { createStylistSettingsService } from './stylist-settings.service';

export { createSiteStylistResolver, type SiteStylistResolver } from './site-stylist';
export { createStylistSettingsRepository, type StylistChanges } from './stylist-settings.repository';
export { createStylistSettingsService, type StylistSettingsService } from './stylist-settings.service';

/** The stylist read/update helpers other settings modules build on. */
export function createStylistSettings(db: Db) {
  const repository = createStylistSettingsRepository(db);
  return { repository, service: createStylistSettingsService(repository), siteStylist: createSiteStylistResolver(repository) };
}

export const stylistSettingsModule: FastifyPluginAsync = async (app) => {
  await app.register(stylistSettingsRoutes, { service: createStylistSettings(app.db).service });
};
