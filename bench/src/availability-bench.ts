// `npm run bench:availability`: the availability call for a 62-day period with 2,000 existing
// appointments (some with buffers and processing windows), 200 blocked ranges and 20 special days.
// BENCH_SKIP_HTTP=1 runs the in-process part only; BENCH_SKIP_LOAD=1 leaves out autocannon (the
// team rows below still run); BENCH_RESULTS_DIR writes the results elsewhere (default bench/results).
// In process, today's engine and the engine as it was before issue #18 (availability-baseline.ts)
// run on the same input in the same run, interleaved; today's must not cost more than 1.5× the
// baseline's (exit 1 otherwise). Then the same data in PostgreSQL and the HTTP call under
// autocannon against buildApp on 127.0.0.1. Issue #34 (D64): the list through the availability
// module (its database reads and the engine, no kept lists) for "anyone" in a five-member team,
// each member with a calendar as full as the single stylist's, against the one-member business,
// interleaved; "anyone" must not cost more than 5× one member (exit 1 otherwise).
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
import { computeAvailability, type AvailabilityInput, type BusyRange } from '@chairly/api/modules/availability/compute-availability';
import { createAvailability } from '@chairly/api/modules/availability/index';
import { instantOfWallTime } from '@chairly/api/modules/availability/zoned-time';
import { occupancyOf, type ServicePattern } from '@chairly/shared/availability/occupancy';
import { computeAvailability as baselineAvailability } from './availability-baseline';
import { replaceSection } from './report';
import { LOAD, runLoad } from './run-load';

const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? fileURLToPath(new URL('../results', import.meta.url));
const TIME_ZONE = 'Europe/Berlin';
const APPOINTMENTS = 2000;
const BLOCKED = 200;
const SPECIAL_DAYS = 20;
const DAYS = 62;
const ITERATIONS = 300;
const MAX_RATIO = 1.5;
/** Issue #34: the team's size, the list calls of each kind, and "anyone"'s allowed cost (× one member's). */
const TEAM = 5;
const TEAM_ITERATIONS = Number(process.env.BENCH_TEAM_ITERATIONS ?? 40);
const MAX_TEAM_RATIO = 5;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The services the appointments are made of: plain ones, one with a buffer, a colour with a processing window. */
const SERVICES: (ServicePattern & { name: string })[] = [
  { name: 'Cut', durationMinutes: 30 },
  { name: 'Wash', durationMinutes: 15 },
  { name: 'Cut and sweep', durationMinutes: 45, bufferMinutes: 15 },
  { name: 'Colour', durationMinutes: 90, bufferMinutes: 10, processingStartMinutes: 30, processingMinutes: 40 },
];
/** What a customer asks for in the run: the colour (two occupied stretches and a buffer). */
const CANDIDATE = [3];

/** A deterministic pseudo-random sequence (the same data every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Appointment = { start: number; services: number[] };
type Blocked = { start: number; end: number };
type SpecialDay = { date: string; intervals: { startMinute: number; endMinute: number }[] };
type Data = { firstDay: string; lastDay: string; appointments: Appointment[]; blocked: Blocked[]; specialDays: SpecialDay[] };

/** Which service an appointment starts with: mostly short ones (weights of SERVICES). */
function pickService(r: number): number {
  return r < 0.5 ? 1 : r < 0.8 ? 0 : r < 0.92 ? 2 : 3;
}

/**
 * 2,000 appointments that never overlap (as the database guarantees): about 32 a day, one after
 * the other, a quarter of an hour apart now and then, from 00:00 (open 00:00–23:00 daily); 200 blocked ranges
 * (mostly 30 minutes to 2 hours, some whole days); 20 special days (closed, or other hours).
 */
function dataFor(firstDay: string): Data {
  const next = random(18);
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  const date = (day: number) => new Date(first + day * DAY).toISOString().slice(0, 10);
  const appointments: Appointment[] = [];
  for (let day = 0; day < DAYS; day++) {
    const perDay = Math.ceil((APPOINTMENTS - appointments.length) / (DAYS - day));
    const closing = instantOfWallTime(first + day * DAY + 23 * 60 * MINUTE, TIME_ZONE);
    let cursor = instantOfWallTime(first + day * DAY, TIME_ZONE);
    for (let k = 0; k < perDay; k++) {
      const start = cursor + (next() < 0.3 ? 15 * MINUTE : 0);
      const services = [pickService(next())];
      if (next() < 0.1) services.push(1);
      const occupancy = occupancyOf(services.map((s) => SERVICES[s]!));
      const end = start + (occupancy.durationMinutes + occupancy.bufferMinutes) * MINUTE;
      if (start + occupancy.durationMinutes * MINUTE > closing) break;
      appointments.push({ start, services });
      cursor = Math.ceil(end / (15 * MINUTE)) * 15 * MINUTE;
    }
  }
  if (appointments.length !== APPOINTMENTS) throw new Error(`made ${appointments.length} appointments, not ${APPOINTMENTS}`);
  const blocked: Blocked[] = Array.from({ length: BLOCKED }, () => {
    const start = first + Math.floor(next() * DAYS * 24 * 4) * 15 * MINUTE;
    const minutes = next() < 0.05 ? 24 * 60 * (1 + Math.floor(next() * 2)) : 30 + Math.floor(next() * 7) * 15;
    return { start, end: start + minutes * MINUTE };
  });
  const days = [...new Set(Array.from({ length: SPECIAL_DAYS * 3 }, () => Math.floor(next() * DAYS)))].slice(0, SPECIAL_DAYS);
  const specialDays = days.map((day, i) => ({
    date: date(day),
    intervals:
      i % 3 === 0
        ? []
        : i % 3 === 1
          ? [{ startMinute: 10 * 60, endMinute: 14 * 60 }]
          : [
              { startMinute: 9 * 60 + 30, endMinute: 12 * 60 },
              { startMinute: 13 * 60, endMinute: 18 * 60 + 45 },
            ],
  }));
  return { firstDay, lastDay: date(DAYS - 1), appointments, blocked, specialDays };
}

/** Busy ranges as the API reads them: each appointment's occupied stretches, and the blocked ranges. */
function busyOf(data: Data): BusyRange[] {
  const busy: BusyRange[] = [];
  for (const a of data.appointments) {
    for (const o of occupancyOf(a.services.map((s) => SERVICES[s]!)).occupied) busy.push({ start: new Date(a.start + o.from * MINUTE), end: new Date(a.start + o.to * MINUTE) });
  }
  for (const b of data.blocked) busy.push({ start: new Date(b.start), end: new Date(b.end) });
  return busy;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50Ms: +percentile(sorted, 0.5).toFixed(3), p99Ms: +percentile(sorted, 0.99).toFixed(3), meanMs: +(sorted.reduce((s, t) => s + t, 0) / sorted.length).toFixed(3) };
};
const timed = (work: () => unknown) => {
  const started = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

/**
 * Both engines on the same input, one after the other in each iteration (so a busy machine slows
 * both alike): the baseline gets what it understands (weekly hours, the busy ranges, the
 * candidate's whole duration); today's engine also the special days and the candidate's occupancy.
 */
function inProcess(data: Data, now: Date) {
  const openHours = Array.from({ length: 7 }, (_, weekDay) => ({ weekDay, startHour: 0, endHour: 23 }));
  const busy = busyOf(data);
  const occupancy = occupancyOf(CANDIDATE.map((s) => SERVICES[s]!));
  const input: AvailabilityInput = { timeZone: TIME_ZONE, openHours, busy, durationMinutes: occupancy.durationMinutes, from: data.firstDay, to: data.lastDay, now };
  const today = { ...input, occupied: occupancy.occupied, specialDays: data.specialDays };
  const slots = (dates: { times: string[] }[]) => dates.reduce((sum, d) => sum + d.times.length, 0);
  const counts = { baseline: slots(baselineAvailability(input)), today: slots(computeAvailability(today)) };
  for (let i = 0; i < 30; i++) {
    baselineAvailability(input);
    computeAvailability(today);
  }
  const baselineTimes: number[] = [];
  const todayTimes: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    if (i % 2 === 0) {
      baselineTimes.push(timed(() => baselineAvailability(input)));
      todayTimes.push(timed(() => computeAvailability(today)));
    } else {
      todayTimes.push(timed(() => computeAvailability(today)));
      baselineTimes.push(timed(() => baselineAvailability(input)));
    }
  }
  const baseline = { ...summary(baselineTimes), slots: counts.baseline };
  const current = { ...summary(todayTimes), slots: counts.today };
  return { iterations: ITERATIONS, busyRanges: busy.length, baseline, today: current, ratioP50: +(current.p50Ms / baseline.p50Ms).toFixed(3), ratioMean: +(current.meanMs / baseline.meanMs).toFixed(3) };
}

type Database = ReturnType<typeof createDatabase>;

/**
 * A business on `subdomain` with the bench's services and, for each of its `members` (the owner
 * first, then staff), the data's appointments and blocked time, the k-th member's moved k × 15
 * minutes later (each her own calendar, as full as the single stylist's). Special days are the salon's.
 */
async function business(database: Database, data: Data, subdomain: string, members: number): Promise<{ stylistId: number; serviceIds: number[] }> {
  const q = (text: string, values: unknown[]) => database.pool.query(text, values);
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO stylists (auth_subject, email, subdomain, business_name, time_zone_id)
     VALUES ($2, $2 || '@example.test', $2, 'Bench', (SELECT id FROM time_zones WHERE name = $1)) RETURNING id`,
    [TIME_ZONE, subdomain],
  );
  const stylistId = Number(rows[0]?.id);
  await q('INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT $1, d, 0, 23 FROM generate_series(0, 6) d', [stylistId]);
  const memberIds = [Number((await database.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [stylistId])).rows[0]?.id)];
  for (let k = 1; k < members; k++) {
    // A new member starts with the owner's week (migration 0036).
    const added = await database.pool.query<{ id: string }>(
      `INSERT INTO members (stylist_id, auth_subject, email, name, role, position) VALUES ($1, $2, $2 || '@example.test', $2, 'staff', $3) RETURNING id`,
      [stylistId, `${subdomain}-member-${k}`, k],
    );
    memberIds.push(Number(added.rows[0]?.id));
  }
  const category = (await database.pool.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'haircuts'")).rows[0]?.id;
  const serviceIds: number[] = [];
  for (const s of SERVICES) {
    const inserted = await database.pool.query<{ id: string }>(
      `INSERT INTO services (stylist_id, name, price_cents, duration_minutes, buffer_minutes, processing_start_minutes, processing_minutes, public, category_id)
       VALUES ($1, $2, 1000, $3, $4, $5, $6, true, $7) RETURNING id`,
      [stylistId, s.name, s.durationMinutes, s.bufferMinutes ?? 0, s.processingStartMinutes ?? 0, s.processingMinutes ?? 0, category],
    );
    serviceIds.push(Number(inserted.rows[0]?.id));
  }
  // Appointments with the occupancy the writes store (migration 0011), as one statement per member.
  const patterns = data.appointments.map((a) => occupancyOf(a.services.map((s) => SERVICES[s]!)));
  for (const [k, memberId] of memberIds.entries()) {
    const shift = k * 15 * MINUTE;
    await q(
      `INSERT INTO appointments (stylist_id, member_id, state, starts_at, ends_at, occupied, amount_cents, created_by)
       SELECT $1, $5, 'booked', s, e, o::tstzmultirange, 1000, 'stylist' FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[]) AS t(s, e, o)`,
      [
        stylistId,
        data.appointments.map((a) => new Date(a.start + shift).toISOString()),
        data.appointments.map((a, i) => new Date(a.start + shift + patterns[i]!.durationMinutes * MINUTE).toISOString()),
        data.appointments.map((a, i) => `{${patterns[i]!.occupied.map((o) => `[${new Date(a.start + shift + o.from * MINUTE).toISOString()},${new Date(a.start + shift + o.to * MINUTE).toISOString()})`).join(',')}}`),
        memberId,
      ],
    );
    await q(
      `INSERT INTO blocked_times (stylist_id, member_id, starts_at, ends_at, note) SELECT $1, $4, s, e, 'bench' FROM unnest($2::timestamptz[], $3::timestamptz[]) AS t(s, e)`,
      [stylistId, data.blocked.map((b) => new Date(b.start + shift).toISOString()), data.blocked.map((b) => new Date(b.end + shift).toISOString()), memberId],
    );
  }
  for (const day of data.specialDays) {
    await q('INSERT INTO special_days (stylist_id, date) VALUES ($1, $2)', [stylistId, day.date]);
    for (const i of day.intervals) await q('INSERT INTO special_day_intervals (stylist_id, date, start_minute, end_minute) VALUES ($1, $2, $3, $4)', [stylistId, day.date, i.startMinute, i.endMinute]);
  }
  return { stylistId, serviceIds };
}

/**
 * Issue #34: the colour's list for the 62 days through the availability module (both database
 * reads and the engine; no kept lists), "anyone" in the five-member team and the one-member
 * business, interleaved so that a busy machine slows both alike.
 */
async function teamRows(database: Database, data: Data, single: { stylistId: number; serviceIds: number[] }, team: { stylistId: number; serviceIds: number[] }) {
  const availability = createAvailability(database.db, { defaults: { minNoticeMinutes: 60, horizonDays: 90, slotStepMinutes: 15 } });
  const occupancy = occupancyOf(CANDIDATE.map((s) => SERVICES[s]!));
  const period = { duration: occupancy.durationMinutes, startDate: data.firstDay, endDate: data.lastDay };
  const shape = { key: 'colour', occupied: async () => occupancy.occupied };
  const listOf = (business: { stylistId: number; serviceIds: number[] }) => () =>
    availability.list(business.stylistId, period, shape, undefined, { member: 'any', serviceIds: CANDIDATE.map((s) => business.serviceIds[s]!) });
  const [one, anyone] = [listOf(single), listOf(team)];
  const slots = (dates: { times: string[] }[]) => dates.reduce((sum, d) => sum + d.times.length, 0);
  const counts = { one: slots((await one()).dates), anyone: slots((await anyone()).dates) };
  for (let i = 0; i < 5; i++) await Promise.all([one(), anyone()]);
  const time = async (work: () => Promise<unknown>) => {
    const started = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const [oneTimes, anyoneTimes]: [number[], number[]] = [[], []];
  for (let i = 0; i < TEAM_ITERATIONS; i++) {
    if (i % 2 === 0) {
      oneTimes.push(await time(one));
      anyoneTimes.push(await time(anyone));
    } else {
      anyoneTimes.push(await time(anyone));
      oneTimes.push(await time(one));
    }
  }
  const oneMember = { ...summary(oneTimes), slots: counts.one };
  const anyoneRow = { ...summary(anyoneTimes), slots: counts.anyone };
  return { iterations: TEAM_ITERATIONS, members: TEAM, oneMember, anyone: anyoneRow, ratioP50: +(anyoneRow.p50Ms / oneMember.p50Ms).toFixed(3), ratioMean: +(anyoneRow.meanMs / oneMember.meanMs).toFixed(3) };
}

async function overHttp(data: Data) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-bench-availability-'));
  const pg = await startEmbeddedPostgres({ dataDir });
  const database = createDatabase(pg.url, { max: 20 });
  try {
    await migrate(database.pool);
    await seedReferenceData(database.db);
    const single = await business(database, data, 'bench', 1);
    const team = await business(database, data, 'benchteam', TEAM);
    await database.pool.query('ANALYZE');
    const teamResult = await teamRows(database, data, single, team);
    console.log('team', JSON.stringify(teamResult));
    if (process.env.BENCH_SKIP_LOAD) return { http: null, team: teamResult };
    const { serviceIds } = single;
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: pg.url, RATE_LIMIT_MAX: '1000000000' });
    const api = await buildApp({ config, db: database });
    const origin = await api.listen({ host: '127.0.0.1', port: 0 });
    const duration = occupancyOf(CANDIDATE.map((s) => SERVICES[s]!)).durationMinutes;
    const pathName = `/api/public/services/duration/${duration}/available-dates/period/${data.firstDay}/${data.lastDay}?services=${CANDIDATE.map((s) => serviceIds[s]).join(',')}`;
    try {
      return { http: await runLoad('api', origin, pathName, 'bench.chairly.localhost'), team: teamResult };
    } finally {
      await api.close();
    }
  } finally {
    await database.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const now = new Date();
  const firstDay = new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10);
  const data = dataFor(firstDay);
  const engine = inProcess(data, now);
  console.log('in process', JSON.stringify(engine));
  const database = process.env.BENCH_SKIP_HTTP ? null : await overHttp(data);
  const http = database?.http ?? null;
  const team = database?.team ?? null;
  if (http) console.log('over HTTP', http);
  await writeResults({
    date: now.toISOString().slice(0, 10),
    node: process.version,
    days: DAYS,
    appointments: APPOINTMENTS,
    blockedRanges: BLOCKED,
    specialDays: SPECIAL_DAYS,
    maxRatio: MAX_RATIO,
    engine,
    http,
    team,
    load: LOAD,
  });
  if (engine.ratioP50 > MAX_RATIO) {
    console.error(`today's engine costs ${engine.ratioP50}× the baseline's (p50); at most ${MAX_RATIO}× is allowed`);
    process.exitCode = 1;
  }
  if (team && team.ratioP50 > MAX_TEAM_RATIO) {
    console.error(`"anyone" in a ${TEAM}-member team costs ${team.ratioP50}× one member's list (p50); at most ${MAX_TEAM_RATIO}× is allowed`);
    process.exitCode = 1;
  }
}

type Results = {
  date: string;
  node: string;
  days: number;
  appointments: number;
  blockedRanges: number;
  specialDays: number;
  maxRatio: number;
  engine: ReturnType<typeof inProcess>;
  http: Awaited<ReturnType<typeof runLoad>> | null;
  team: Awaited<ReturnType<typeof teamRows>> | null;
  load: typeof LOAD;
};

const START = '<!-- availability-bench -->';
const END = '<!-- /availability-bench -->';

async function writeResults(results: Results) {
  await writeFile(path.join(RESULTS_DIR, `availability-${results.date}.json`), JSON.stringify(results, null, 2) + '\n');
  const { engine, http, team } = results;
  const section = [
    START,
    `## Availability, ${results.date}`,
    '',
    `Node ${results.node}; a ${results.days}-day period in ${TIME_ZONE}, open 00:00–23:00 daily; ${results.appointments} existing appointments, about 32 a day ` +
      `(some with buffers and processing windows: ${engine.busyRanges} busy ranges with the ${results.blockedRanges} blocked ones), ${results.specialDays} special days; ` +
      `the customer asks for a 90-minute colour (processing 30–70, 10-minute buffer). In process, interleaved, ${engine.iterations} runs each: ` +
      `the engine before issue #18 (bench/src/availability-baseline.ts: weekly hours, busy ranges, the whole duration) and today's (also special days and the occupancy). ` +
      `Allowed: at most ${results.maxRatio}× the baseline (p50).`,
    '',
    '| measure | p50 ms | p99 ms | mean ms | slots | req/s | errors + non-2xx |',
    '|---|---|---|---|---|---|---|',
    `| engine before issue #18 (baseline) | ${engine.baseline.p50Ms} | ${engine.baseline.p99Ms} | ${engine.baseline.meanMs} | ${engine.baseline.slots} | – | – |`,
    `| engine today | ${engine.today.p50Ms} | ${engine.today.p99Ms} | ${engine.today.meanMs} | ${engine.today.slots} | – | – |`,
    `| today ÷ baseline | ${engine.ratioP50}× | – | ${engine.ratioMean}× | – | – | – |`,
    http
      ? `| GET available dates over HTTP, with the colour (${results.load.connections} connections, ${results.load.durationSeconds} s) | ${http.p50Ms} | ${http.p99Ms} | – | – | ${http.requestsPerSecond} | ${http.errors + http.non2xx} |`
      : '| GET available dates over HTTP | skipped (BENCH_SKIP_HTTP or BENCH_SKIP_LOAD) | | | | | |',
    ...(team
      ? [
          `| list through the availability module, one member (the one-member business; ${team.iterations} runs, interleaved) | ${team.oneMember.p50Ms} | ${team.oneMember.p99Ms} | ${team.oneMember.meanMs} | ${team.oneMember.slots} | – | – |`,
          `| list through the availability module, anyone, ${team.members}-member team (each member as busy as the one) | ${team.anyone.p50Ms} | ${team.anyone.p99Ms} | ${team.anyone.meanMs} | ${team.anyone.slots} | – | – |`,
          `| anyone ÷ one member (allowed: at most ${MAX_TEAM_RATIO}×) | ${team.ratioP50}× | – | ${team.ratioMean}× | – | – | – |`,
        ]
      : []),
    END,
  ].join('\n');
  const latest = path.join(RESULTS_DIR, 'latest.md');
  await writeFile(latest, replaceSection(await readFile(latest, 'utf8').catch(() => ''), START, END, section));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
