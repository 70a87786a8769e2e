// `npm run bench:dashboard`: the dashboard statistics and the day schedule for one stylist with
// 100,000 appointments, in process (the service against PostgreSQL) and over HTTP (autocannon on 127.0.0.1).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DASHBOARD_STATISTIC_TYPES, ROLES } from '@chairly/shared';
import autocannon from 'autocannon';
import { buildApp } from '@chairly/api/app';
import { loadConfig } from '@chairly/api/config/env';
import { createDatabase, type Database } from '@chairly/api/db/client';
import { startEmbeddedPostgres } from '@chairly/api/db/embedded-postgres';
import { migrate } from '@chairly/api/db/migrate';
import { seedReferenceData } from '@chairly/api/db/seed/index';
import { createAppointmentsRepository } from '@chairly/api/modules/appointments-core/index';
import { createDashboardRepository, createDashboardService } from '@chairly/api/modules/dashboard/index';
import { replaceSection } from './report';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const TIME_ZONE = 'Europe/Berlin';
const APPOINTMENTS = 100_000;
const CUSTOMERS = 5_000;
const ITERATIONS = 30;
const LOAD = { connections: 10, durationSeconds: 5 } as const;

/** Set-based: 30-minute appointments back to back from ~5.5 years ago to ~6 months ahead. */
async function seed(database: Database): Promise<number> {
  const pool = database.pool;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO stylists (auth_subject, email, subdomain, business_name, time_zone_id)
     VALUES ('bench', 'bench@example.test', 'bench', 'Bench', (SELECT id FROM time_zones WHERE name = $1)) RETURNING id`,
    [TIME_ZONE],
  );
  const stylistId = Number(rows[0]?.id);
  const category = await pool.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
  await pool.query(
    `INSERT INTO services (stylist_id, name, price_cents, duration_minutes, category_id)
     SELECT $1, 'Service ' || n, 1000 * n, 30, $2 FROM generate_series(1, 5) n`,
    [stylistId, category.rows[0]?.id],
  );
  await pool.query(
    `INSERT INTO customers (stylist_id, name, last_name, created_at)
     SELECT $1, 'Customer', n::text, now() - (n || ' hours')::interval FROM generate_series(1, $2::int) n`,
    [stylistId, CUSTOMERS],
  );
  await pool.query(
    `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
     SELECT $1, (SELECT min(id) FROM customers WHERE stylist_id = $1) + (i % $3::int),
       CASE WHEN t.s >= now() THEN 'booked' WHEN i % 10 = 0 THEN 'no_show' WHEN i % 13 = 0 THEN 'cancelled' ELSE 'completed' END,
       t.s, t.s + interval '30 minutes', 1000 * (1 + i % 5), 'stylist'
     FROM generate_series(0, $2::int - 1) i
     CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) - interval '2000 days' + i * interval '30 minutes' AS s) t`,
    [stylistId, APPOINTMENTS, CUSTOMERS],
  );
  await pool.query(
    `INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes)
     SELECT a.id, 0, s.id, s.name, a.amount_cents, 30 FROM appointments a
     JOIN services s ON s.stylist_id = a.stylist_id AND s.price_cents = a.amount_cents WHERE a.stylist_id = $1`,
    [stylistId],
  );
  await pool.query(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at)
     SELECT gen_random_uuid(), $1, a.id, 'no-show-fee', a.amount_cents / 2, 'usd', 'sandbox', 'succeeded', gen_random_uuid()::text, a.ends_at
     FROM appointments a WHERE a.stylist_id = $1 AND a.state = 'no_show'`,
    [stylistId],
  );
  // The rollup's changes of these rows moved into it (D71), as the dashboard.compact job does every minute.
  await pool.query('SELECT dashboard_days_compact()');
  await pool.query('ANALYZE');
  return stylistId;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function timed(run: () => Promise<unknown>) {
  const timings: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = process.hrtime.bigint();
    await run();
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  timings.sort((a, b) => a - b);
  return { iterations: ITERATIONS, p50Ms: +percentile(timings, 0.5).toFixed(2), p99Ms: +percentile(timings, 0.99).toFixed(2) };
}

async function load(origin: string, pathName: string, headers: Record<string, string>) {
  const url = new URL(pathName, origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`Bench traffic goes to 127.0.0.1 only, not ${url.hostname}`);
  const result = await autocannon({ url: url.toString(), connections: LOAD.connections, duration: LOAD.durationSeconds, headers });
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

type Row = { name: string; inProcess: Awaited<ReturnType<typeof timed>>; http: Awaited<ReturnType<typeof load>> };

async function main() {
  const date = new Date().toISOString().slice(0, 10);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-bench-dashboard-'));
  const pg = await startEmbeddedPostgres({ dataDir });
  const database = createDatabase(pg.url, { max: 20 });
  try {
    await migrate(database.pool);
    await seedReferenceData(database.db);
    const seeding = Date.now();
    const stylistId = await seed(database);
    const seedSeconds = (Date.now() - seeding) / 1000;
    console.log(`seeded ${APPOINTMENTS} appointments in ${seedSeconds.toFixed(1)} s`);
    const service = createDashboardService({ repository: createDashboardRepository(database.db, 'USD'), appointments: createAppointmentsRepository(database.db, 'USD'), now: () => new Date() });
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: pg.url, RATE_LIMIT_MAX: '1000000000' });
    const api = await buildApp({ config, db: database });
    const origin = await api.listen({ host: '127.0.0.1', port: 0 });
    const token = await api.apiTokens.sign({ sub: 'bench', roles: [ROLES.stylist], stylistId, subdomain: 'bench' });
    const headers = { host: 'bench.chairly.localhost', authorization: `Bearer ${token}` };
    const rows: Row[] = [];
    try {
      for (const type of DASHBOARD_STATISTIC_TYPES) {
        const row = { name: type, inProcess: await timed(() => service.statistic(stylistId, type)), http: await load(origin, `/api/dashboard/statistics/${type}`, headers) };
        console.log(row);
        rows.push(row);
      }
      const schedule = { name: `schedule/${date}`, inProcess: await timed(() => service.schedule(stylistId, date)), http: await load(origin, `/api/appointments/schedule/${date}`, headers) };
      console.log(schedule);
      rows.push(schedule);
    } finally {
      await api.close();
    }
    await writeResults({ date, node: process.version, appointments: APPOINTMENTS, customers: CUSTOMERS, seedSeconds, load: LOAD, rows });
  } finally {
    await database.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Results = { date: string; node: string; appointments: number; customers: number; seedSeconds: number; load: typeof LOAD; rows: Row[] };
const START = '<!-- dashboard-bench -->';
const END = '<!-- /dashboard-bench -->';

async function writeResults(results: Results) {
  await writeFile(path.join(RESULTS_DIR, `dashboard-${results.date}.json`), JSON.stringify(results, null, 2) + '\n');
  const section = [
    START,
    `## Dashboard, ${results.date}`,
    '',
    `Node ${results.node}; one stylist (${TIME_ZONE}) with ${results.appointments} appointments over ~5.7 years, ${results.customers} customers, fee charges for every no-show (seeded set-based in ${results.seedSeconds.toFixed(1)} s). In process: ${ITERATIONS} sequential runs of the service; HTTP: autocannon, ${results.load.connections} connections, ${results.load.durationSeconds} s per row.`,
    '',
    '| statistic | in process p50 ms | in process p99 ms | HTTP req/s | HTTP p50 ms | HTTP p99 ms | errors + non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...results.rows.map((r) => `| ${r.name} | ${r.inProcess.p50Ms} | ${r.inProcess.p99Ms} | ${r.http.requestsPerSecond} | ${r.http.p50Ms} | ${r.http.p99Ms} | ${r.http.errors + r.http.non2xx} |`),
    END,
  ].join('\n');
  const latest = path.join(RESULTS_DIR, 'latest.md');
  const current = await readFile(latest, 'utf8').catch(() => '');
  await writeFile(latest, replaceSection(current, START, END, section));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
