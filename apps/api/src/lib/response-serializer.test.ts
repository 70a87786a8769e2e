import { appointmentListSchema, publicServiceListSchema } from '@chairly/shared';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDirectionFree, responseSerializerCompiler } from './response-serializer';

const compile = (compiler: typeof serializerCompiler, schema: z.ZodType) => compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const appointment = (id: number, extra: Record<string, unknown> = {}) => ({
  '@id': `/api/appointments/${id}`,
  id,
  uuid: '0b7d3f0e-8a6c-4d5e-9f3a-2b1c0d9e8f7a',
  state: 'booked',
  startsAt: '2026-11-24T10:00:00+01:00',
  endsAt: '2026-11-24T11:00:00+01:00',
  amount: 45.5,
  note: 'fringe "short" <b>',
  holdExpiresAt: null,
  customer: { id: 3, name: 'Ana', lastName: 'Ló', email: 'ana@example.com', phone: '+351 1' },
  services: [{ id: 7, name: 'Cut', price: 45.5, duration: 60, bufferMinutes: 0, processingStartMinutes: 0, processingMinutes: 0 }],
  processing: [],
  depositAmount: null,
  depositStatus: null,
  internal: 'never sent',
  ...extra,
});

describe('response serialisation', () => {
  it('parses the direction-free schemas of the hot lists and encodes the others', () => {
    expect(isDirectionFree(appointmentListSchema)).toBe(true);
    expect(isDirectionFree(publicServiceListSchema)).toBe(true);
    expect(isDirectionFree(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(isDirectionFree(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(isDirectionFree(z.object({ a: z.array(z.string().trim()) }))).toBe(false);
    expect(isDirectionFree(z.object({ a: z.string().pipe(z.email()) }))).toBe(false);
    expect(isDirectionFree(z.object({ a: z.lazy(() => z.string()) }))).toBe(false);
  });

  it('answers byte for byte what the provider answered, unknown fields left out', () => {
    const list = {
      '@context': '/api/contexts/Appointment',
      '@id': '/api/appointments',
      '@type': 'hydra:Collection',
      'hydra:member': [appointment(1), appointment(2, { seriesId: 4, depositAmount: 10, depositStatus: 'paid', customer: null })],
      'hydra:totalItems': 2,
      extra: true,
    };
    const ours = compile(responseSerializerCompiler, appointmentListSchema)(list);
    expect(ours).toBe(compile(serializerCompiler, appointmentListSchema)(list));
    expect(ours).not.toContain('never sent');
    // A default is where the two differ (parse fills it in, encode refuses the missing field): such a schema keeps encoding.
    const withDefault = z.object({ a: z.string().default('x'), b: z.number() });
    expect(() => compile(serializerCompiler, withDefault)({ b: 1 })).toThrow(/Response doesn't match the schema/);
    expect(() => compile(responseSerializerCompiler, withDefault)({ b: 1 })).toThrow(/Response doesn't match the schema/);
  });

  it('refuses an answer that breaks its schema, as the provider does', () => {
    const broken = { '@context': 'c', '@id': 'i', '@type': 'hydra:Collection', 'hydra:member': [appointment(1, { id: 'one' })], 'hydra:totalItems': 1 };
    expect(() => compile(responseSerializerCompiler, appointmentListSchema)(broken)).toThrow(/Response doesn't match the schema/);
    expect(() => compile(serializerCompiler, appointmentListSchema)(broken)).toThrow(/Response doesn't match the schema/);
  });
});
