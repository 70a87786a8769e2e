import type { FastifyPluginAsync } from 'fastify';
import { createCategoriesRepository } from './categories.repository';
import { categoriesRoutes } from './categories.routes';
import { createCategoriesService } from './categories.service';

export { categoryNameColumn } from './categories.repository';

export const categoriesModule: FastifyPluginAsync = async (app) => {
  await app.register(categoriesRoutes, { service: createCategoriesService(createCategoriesRepository(app.db)) });
};
