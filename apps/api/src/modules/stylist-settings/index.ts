import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createSiteStylistResolver } from './site-stylist';
import { createStylistSettingsRepository } from './stylist-settings.repository';
import { stylistSettingsRoutes } from './stylist-settings.routes';
import { createStylistSettingsService } from './stylist-settings.service';

export { createSiteStylistResolver, type SiteStylistResolver } from './site-stylist';
export { createStylistSettingsRepository, type StylistChanges } from './stylist-settings.repository';
export { createStylistSettingsService, type StylistSettingsService } from './stylist-settings.service';

/** The stylist read helpers other settings modules build on. */
export function createStylistSettings(db: Db) {
  const repository = createStylistSettingsRepository(db);
  return { repository, siteStylist: createSiteStylistResolver(repository) };
}

export const stylistSettingsModule: FastifyPluginAsync<DeploymentCurrency> = async (app, { defaultCurrency }) => {
  const { repository } = createStylistSettings(app.db);
  await app.register(stylistSettingsRoutes, { service: createStylistSettingsService(repository, defaultCurrency) });
};
