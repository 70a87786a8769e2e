import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installedAppSchema, webManifest, webManifestSchema } from './web-manifest';
import type { WebManifestRepository } from './web-manifest.repository';

export const webManifestRoutes: FastifyPluginAsyncZod<{ repository: WebManifestRepository }> = async (app, { repository }) => {
  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['public'],
        summary: "Web app manifest of this host (a stylist's subdomain installs as her business: back office, or booking page with app=booking)",
        querystring: z.object({ app: installedAppSchema.optional() }).strict(),
        response: { 200: webManifestSchema },
      },
    },
    async (request, reply) => {
      const site = request.site;
      const businessName = site.kind === 'stylist' ? await repository.businessNameBySubdomain(site.subdomain) : null;
      // Revalidated on every use: a renamed business shows its new name at the next install.
      return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(webManifest(site, businessName, request.query.app));
    },
  );
};
