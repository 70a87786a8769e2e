import { categoryListSchema, preferredLocale } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListQuerySchema } from './categories.schemas';
import type { CategoriesService } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (app, { service }) => {
  app.get(
    '/api/services/categories',
    {
      onRequest: app.requireStylist,
      schema: {
        tags: ['services'],
        summary: 'The category tree (parents before children), named in the Accept-Language language',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListSchema },
      },
    },
    async (request) => service.list(request.query, preferredLocale(request.headers['accept-language'])),
  );
};
