import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createPublicServicesService } from './public-services.service';
import { publicServicesRoutes } from './public-services.routes';
import { createServicesRepository } from './services.repository';
import { servicesRoutes } from './services.routes';
import { createServicesService } from './services.service';
import { documentErrors } from '../../plugins/openapi-errors';

export const servicesModule: FastifyPluginAsync<DeploymentCurrency> = async (app, { defaultCurrency }) => {
  // Not a stylist's host (the public list): 404; the service rules: 422.
  documentErrors(app, [404]);
  documentErrors(app, [422], { writesOnly: true });
  const repository = createServicesRepository(app.db, defaultCurrency);
  await app.register(servicesRoutes, { service: createServicesService(repository) });
  await app.register(publicServicesRoutes, { service: createPublicServicesService(repository, app.stylistChanges) });
};
