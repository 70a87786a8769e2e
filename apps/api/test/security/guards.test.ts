import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiTokens } from '../../src/lib/api-token';
import { authPlugin, guardRoutes } from '../../src/plugins/auth';
import { errorsPlugin } from '../../src/plugins/errors';

/** A bare app with the auth plugin only (no database): how the guards are placed and documented. */
async function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { tokens: createApiTokens(new TextEncoder().encode('guards-test-secret-0123456789-0123456789')) });
  return app;
}

const body = z.object({ name: z.string() }).strict();

describe('auth guards', () => {
  it('a guard in onRequest documents bearer security and answers 401 before validating the body', async () => {
    const app = await bareApp();
    let security: unknown;
    app.addHook('onRoute', (route) => void (security = route.schema?.security));
    app.post('/guarded', { onRequest: app.requireStylist, schema: { body } }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'POST', url: '/guarded', payload: { nope: 1 } });
    expect(res.statusCode).toBe(401);
    expect(security).toEqual([{ bearer: [] }]);
    await app.close();
  });

  it('guardRoutes guards and documents every later route of the scope, and only those', async () => {
    const app = await bareApp();
    const documented = new Map<string, unknown>();
    app.addHook('onRoute', (route) => void documented.set(route.url, route));
    await app.register(async (scope) => {
      guardRoutes(scope, scope.requireCustomer);
      scope.post('/scoped', { schema: { body } }, async () => ({ ok: true }));
      scope.get('/scoped-read', async () => ({ ok: true }));
    });
    app.get('/public', async () => ({ ok: true }));
    expect((await app.inject({ method: 'POST', url: '/scoped', payload: 'not json', headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/public' })).statusCode).toBe(200);
    // The HEAD route Fastify adds for a GET is guarded too.
    expect((await app.inject({ method: 'HEAD', url: '/scoped-read' })).statusCode).toBe(401);
    const schemaOf = (url: string) => (documented.get(url) as { schema?: { security?: unknown } }).schema;
    expect(schemaOf('/scoped')?.security).toEqual([{ bearer: [] }]);
    expect(schemaOf('/public')?.security).toBeUndefined();
    await app.close();
  });

  it('refuses a guard in preHandler (validation would answer first)', async () => {
    const app = await bareApp();
    expect(() => app.get('/late', { preHandler: app.requireStylist }, async () => ({}))).toThrow(/onRequest, not preHandler/);
    await app.close();
  });

  it('refuses, at startup, a route that declares security without a guard', async () => {
    const app = await bareApp();
    app.get('/claims-protection', { schema: { security: [{ bearer: [] }] } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/security without an auth guard.*GET \/claims-protection/);
  });
});
