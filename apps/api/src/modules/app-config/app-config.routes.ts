import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const appConfigSchema = z.object({
  baseDomain: z.string(),
  publicProtocol: z.enum(['http', 'https']),
  publicPort: z.number().int().nullable(),
  oidc: z.object({ issuer: z.string(), clientId: z.string() }),
  paymentProvider: z.enum(['sandbox', 'stripe']),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** Runtime settings the SPA reads at boot, so nothing host-specific is baked into the build. */
export const appConfigRoutes: FastifyPluginAsyncZod<{ appConfig: AppConfig }> = async (app, { appConfig }) => {
  app.get(
    '/api/public/app-config',
    { schema: { tags: ['public'], summary: 'Runtime configuration of the web app', response: { 200: appConfigSchema } } },
    async () => appConfig,
  );
};
