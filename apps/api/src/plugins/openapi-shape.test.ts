import { describe, expect, it } from 'vitest';
import { createOpenApiShaper, openApiPath, operationIdOf } from './openapi-shape';

describe('operationIdOf', () => {
  it('names an operation by its method and path, without the api prefix', () => {
    expect(operationIdOf('GET', '/api/services/{id}')).toBe('getServicesById');
    expect(operationIdOf('delete', '/api/open_hours/overrides/{date}')).toBe('deleteOpenHoursOverridesByDate');
    expect(operationIdOf('post', '/oidc_verify_stylist_token')).toBe('postOidcVerifyStylistToken');
    expect(operationIdOf('get', '/api/exports/customers.csv')).toBe('getExportsCustomersCsv');
    expect(operationIdOf('get', '/manifest.webmanifest')).toBe('getManifestWebmanifest');
  });

  it('writes Fastify path parameters as OpenAPI ones', () => {
    expect(openApiPath('/api/webhooks/:id/deliveries/:deliveryId/retry')).toBe('/api/webhooks/{id}/deliveries/{deliveryId}/retry');
  });
});

describe('the document shaper', () => {
  const shape = (paths: Record<string, Record<string, object>>) =>
    createOpenApiShaper().document({ openapiObject: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths } as never }) as { paths: Record<string, Record<string, { responses: object; security: unknown }>> };

  it('refuses two operations that would share an operationId', () => {
    expect(() => shape({ '/api/open_hours': { get: { responses: {} } }, '/api/open-hours': { get: { responses: {} } } })).toThrow(/getOpenHours .* taken/);
  });

  it('drops the body of a 204 and marks an unguarded operation public', () => {
    const doc = shape({ '/api/things/{id}': { delete: { responses: { 204: { description: 'Default Response', content: { 'application/json': { schema: { type: 'string', nullable: true } } } } } } } });
    expect(doc.paths['/api/things/{id}']!.delete).toMatchObject({ responses: { 204: { description: 'No Content' } }, security: [] });
    expect(doc.paths['/api/things/{id}']!.delete!.responses).not.toHaveProperty(['204', 'content']);
  });
});
