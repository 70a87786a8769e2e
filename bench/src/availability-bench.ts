// `npm run bench:availability`: the availability call for a 31-day period with 2,000 existing
// appointments, in process (the pure engine) and over HTTP (autocannon against buildApp on 127.0.0.1).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@chairly/api/app';
import { loadConfig } from '@chairly/api/config/env';
import { createDatabase } from '@chairly/api/db/client';
import { startEmbeddedPostgres } from '@chairly/api/db/embedded-postgres';
import { migrate } from '@chairly/api/db/migrate';
import { seedReferenceData } from '@chairly/api/db/seed/index';
import { computeAvailability, type BusyRange } from '@chairly/api/modules/availability/index';
import { LOAD, runLoad } from './run-load';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const TIME_ZONE = 'Europe/Berlin';
const APPOINTMENTS = 2000;
const DAYS = 31;
const ITERATIONS = 500;
const QUARTER = 15 * 60_000;

/** 2,000 fifteen-minute appointments on distinct quarter hours of a 31-day window open 00–23 daily (deterministic). */
function appointmentsIn(first: number): BusyRange[] {
  const quarters = DAYS * 23 * 4;
  const busy: BusyRange[] = [];
  for (let i = 0, q = 0; i < APPOINTMENTS; i++, q = (q + 7) % quarters) {
    const day = Math.floor(q / 92);
    const start = first + day * 86_400_000 + (q % 92) * QUARTER;
    busy.push({ start: new Date(start), end: new Date(start + QUARTER) });
  }
  return busy;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function inProcess(from: string, to: string, busy: BusyRange[], now: Date) {
  const openHours = Array.from({ length: 7 }, (_, weekDay) => ({ weekDay, startHour: 0, endHour: 23 }));
  const timings: number[] = [];
  let slots = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const started = process.hrtime.bigint();
    const dates = computeAvailability({ timeZone: TIME_ZONE, openHours, busy, durationMinutes: 60, from, to, now });
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    slots = dates.reduce((sum, d) => sum + d.times.length, 0);
  }
  timings.sort((a, b) => a - b);
  return { iterations: ITERATIONS, p50Ms: +percentile(timings, 0.5).toFixed(3), p99Ms: +percentile(timings, 0.99).toFixed(3), slots };
}

async function main() {
  const now = new Date();
  const firstDay = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  const lastDay = new Date(Date.parse(firstDay) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const busy = appointmentsIn(Date.parse(`${firstDay}T00:00:00Z`));
  const engine = inProcess(firstDay, lastDay, busy, now);
  console.log('in process', engine);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-bench-availability-'));
  const pg = await startEmbeddedPostgres({ dataDir });
  const database = createDatabase(pg.url, { max: 20 });
  try {
    await migrate(database.pool);
    await seedReferenceData(database.db);
    const { rows } = await database.pool.query<{ id: string }>(
      `INSERT INTO stylists (auth_subject, email, subdomain, business_name, time_zone_id)
       VALUES ('bench', 'bench@example.test', 'bench', 'Bench', (SELECT id FROM time_zones WHERE name = $1)) RETURNING id`,
      [TIME_ZONE],
    );
    const stylistId = Number(rows[0]?.id);
    await database.pool.query('INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT $1, d, 0, 23 FROM generate_series(0, 6) d', [stylistId]);
    await database.pool.query(
      `INSERT INTO appointments (stylist_id, state, starts_at, ends_at, amount_cents, created_by)
       SELECT $1, 'booked', s, s + interval '15 minutes', 1000, 'stylist' FROM unnest($2::timestamptz[]) AS s`,
      [stylistId, busy.map((b) => b.start.toISOString())],
    );
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: pg.url, RATE_LIMIT_MAX: '1000000000' });
    const api = await buildApp({ config, db: database });
    const origin = await api.listen({ host: '127.0.0.1', port: 0 });
    const pathName = `/api/public/services/duration/60/available-dates/period/${firstDay}/${lastDay}`;
    try {
      const http = await runLoad('api', origin, pathName, 'bench.chairly.localhost');
      console.log('over HTTP', http);
      await writeResults({ date: now.toISOString().slice(0, 10), node: process.version, appointments: APPOINTMENTS, days: DAYS, engine, http, load: LOAD });
    } finally {
      await api.close();
    }
  } finally {
    await database.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Results = { date: string; node: string; appointments: number; days: number; engine: ReturnType<typeof inProcess>; http: Awaited<ReturnType<typeof runLoad>>; load: typeof LOAD };

const START = '<!-- availability-bench -->';
const END = '<!-- /availability-bench -->';

async function writeResults(results: Results) {
  await writeFile(path.join(RESULTS_DIR, `availability-${results.date}.json`), JSON.stringify(results, null, 2) + '\n');
  const section = [
    START,
    `## Availability, ${results.date}`,
    '',
    `Node ${results.node}; a ${results.days}-day period, ${results.appointments} existing appointments, open 00–23 daily in ${TIME_ZONE}, 60-minute duration.`,
    '',
    '| measure | runs | p50 ms | p99 ms | req/s | errors + non-2xx |',
    '|---|---|---|---|---|---|',
    `| engine in process (${results.engine.slots} slots) | ${results.engine.iterations} | ${results.engine.p50Ms} | ${results.engine.p99Ms} | – | – |`,
    `| GET available dates over HTTP (${results.load.connections} connections, ${results.load.durationSeconds} s) | – | ${results.http.p50Ms} | ${results.http.p99Ms} | ${results.http.requestsPerSecond} | ${results.http.errors + results.http.non2xx} |`,
    END,
  ].join('\n');
  const latest = path.join(RESULTS_DIR, 'latest.md');
  const current = await readFile(latest, 'utf8').catch(() => '');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next = start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + END.length) : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(latest, next);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
