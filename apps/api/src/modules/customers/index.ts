import type { FastifyPluginAsync } from 'fastify';
import { createMemberAccess } from '../appointments-core/index';
import { createPhoneRegions } from '../phones/index';
import { createCustomersRepository } from './customers.repository';
import { customersRoutes } from './customers.routes';
import { createCustomersService } from './customers.service';

export const customersModule: FastifyPluginAsync = async (app) => {
  await app.register(customersRoutes, {
    service: createCustomersService(createCustomersRepository(app.db), createPhoneRegions(app.db)),
    access: createMemberAccess(app.db),
  });
};

export { CUSTOMER_SEARCH_COUNT_CAP, customerFilter, customerPage } from './customers.repository';
