import type { FastifyPluginAsync } from 'fastify';
import { createStylistsRepository } from './stylists.repository';
import { stylistsRoutes } from './stylists.routes';
import { createStylistsService } from './stylists.service';

export const stylistsModule: FastifyPluginAsync = async (app) => {
  await app.register(stylistsRoutes, { service: createStylistsService(createStylistsRepository(app.db)) });
};
export { toStylist, toPublicStylist } from './stylist-view';
