import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createStylistsRepository } from './stylists.repository';
import { stylistsRoutes } from './stylists.routes';
import { createStylistsService } from './stylists.service';

export const stylistsModule: FastifyPluginAsync<DeploymentCurrency> = async (app, { defaultCurrency }) => {
  await app.register(stylistsRoutes, { service: createStylistsService(createStylistsRepository(app.db), defaultCurrency) });
};
export { toStylist, toPublicStylist } from './stylist-view';
