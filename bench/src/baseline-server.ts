import Fastify from 'fastify';
import type pg from 'pg';

/**
 * The floor to compare the real API with: bare Fastify and node-postgres answering the same two
 * calls with the same queries and JSON, without validation, security headers, rate limiting or logs.
 */
export async function startBaselineServer(pool: pg.Pool) {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => {
    await pool.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  });
  app.get('/api/time_zone_dictionaries', async () => {
    const [rows, total] = await Promise.all([
      pool.query<{ id: number; label: string }>('SELECT id, label FROM time_zones ORDER BY id ASC LIMIT 10 OFFSET 0'),
      pool.query<{ n: number }>('SELECT count(*)::int AS n FROM time_zones'),
    ]);
    return {
      '@context': '/api/contexts/TimeZoneDictionary',
      '@id': '/api/time_zone_dictionaries',
      '@type': 'hydra:Collection',
      'hydra:member': rows.rows.map((r) => ({ '@id': `/api/time_zone_dictionaries/${r.id}`, id: r.id, name: r.label })),
      'hydra:totalItems': total.rows[0]?.n ?? 0,
    };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}
