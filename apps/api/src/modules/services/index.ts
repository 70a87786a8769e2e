import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createPublicServicesService } from './public-services.service';
import { publicServicesRoutes } from './public-services.routes';
import { createServicesRepository } from './services.repository';
import { servicesRoutes } from './services.routes';
import { createServicesService } from './services.service';

export const servicesModule: FastifyPluginAsync<DeploymentCurrency> = async (app, { defaultCurrency }) => {
  const repository = createServicesRepository(app.db, defaultCurrency);
  await app.register(servicesRoutes, { service: createServicesService(repository) });
  await app.register(publicServicesRoutes, { service: createPublicServicesService(repository, app.stylistChanges) });
};
