import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER, DEMO_ACCOUNTS, ROLES, type ApiTokenClaims } from '@chairly/shared';
import type pg from 'pg';
import type { App } from '../../src/app';
import { createApiTokens } from '../../src/lib/api-token';
import { createMigratedDatabase, createTestApp, HOSTS } from '../helpers';

/** The API token secret of the suite's apps, so that the suite can sign expired tokens with it. */
export const SECRET = 'security-suite-api-token-secret-0123456789';
const FOREIGN_SECRET = 'another-secret-that-the-api-never-saw-9876543210';

export type Headers = Record<string, string>;

export type DemoIds = {
  anna: number;
  bella: number;
  carla: number;
  /** A second customer account (no appointments of its own). */
  otherCustomer: number;
  service: number;
  bellaService: number;
  category: number;
  customer: number;
  appointment: number;
  review: number;
  /** One of carla's appointments at anna's. */
  carlaAppointment: { id: number; uuid: string };
  /** One of anna's blocked ranges. */
  blockedTime: number;
  /** One of anna's webhook endpoints and a delivery of it (issue #32.3b). */
  webhook: number;
  webhookDelivery: number;
  /** One of anna's whole-account archives (issue #32.1). */
  dataExport: string;
  /** Anna's own member row (the owner) and an open invitation of her business (issue #34). */
  annaMember: number;
  invitation: number;
};

export type SecurityFixture = {
  app: App;
  pool: pg.Pool;
  ids: DemoIds;
  headers: { anna: Headers; bella: Headers; carla: Headers; otherCustomer: Headers };
  close: () => Promise<void>;
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function stylistClaims(id: number, subdomain: string | null, sub: string): ApiTokenClaims {
  return { sub, roles: [ROLES.stylist], stylistId: id, subdomain };
}

function customerClaims(accountId: number, sub: string): ApiTokenClaims {
  return { sub, roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: accountId };
}

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/**
 * Tokens a caller must never get past the API with: signed with another secret, expired
 * (signed with the right secret three hours ago), and unsigned (`alg: none`).
 */
export async function badTokens(claims: ApiTokenClaims): Promise<Record<'forged' | 'expired' | 'algNone', Headers>> {
  const secret = new TextEncoder().encode(SECRET);
  const forged = await createApiTokens(new TextEncoder().encode(FOREIGN_SECRET)).sign(claims);
  const expired = await createApiTokens(secret, () => Date.now() - 3 * 60 * 60 * 1000).sign(claims);
  const now = Math.floor(Date.now() / 1000);
  const { sub, ...rest } = claims;
  const payload = { ...rest, sub, iss: API_TOKEN_ISSUER, aud: API_TOKEN_AUDIENCE, iat: now, exp: now + 3600 };
  const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
  return { forged: bearer(forged), expired: bearer(expired), algNone: bearer(algNone) };
}

async function one<T extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await pool.query<T>(sql, params);
  if (!rows[0]) throw new Error(`fixture: no row for ${sql}`);
  return rows[0];
}

/** A fresh demo database (anna, bella, carla) and the app on it, with tokens for each account. */
export async function createSecurityFixture(env: Record<string, string> = {}): Promise<SecurityFixture> {
  const db = await createMigratedDatabase('demo');
  const pool = db.database.pool;
  const app = await createTestApp({ database: db.database, env: { API_TOKEN_SECRET: SECRET, RATE_LIMIT_MAX: '100000', PROMO_CODE_ATTEMPTS_PER_HOUR: '100000', STYLIST_MESSAGES_PER_DAY: '100000', ...env } });

  const stylist = (sub: string) => one<{ id: string; subdomain: string | null }>(pool, 'SELECT id, subdomain FROM stylists WHERE auth_subject = $1', [sub]);
  const anna = await stylist(DEMO_ACCOUNTS.anna.sub);
  const bella = await stylist(DEMO_ACCOUNTS.bella.sub);
  const carla = await one<{ id: string }>(pool, 'SELECT id FROM customer_accounts WHERE auth_subject = $1', [DEMO_ACCOUNTS.carla.sub]);
  const other = await one<{ id: string }>(
    pool,
    "INSERT INTO customer_accounts (auth_subject, email, name) VALUES ('security-other-customer', 'other@example.test', 'Otto') RETURNING id",
  );
  const service = await one<{ id: string; category_id: number }>(pool, 'SELECT id, category_id FROM services WHERE stylist_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [anna.id]);
  const bellaService = await one<{ id: string }>(pool, 'SELECT id FROM services WHERE stylist_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [bella.id]);
  const customer = await one<{ id: string }>(pool, 'SELECT id FROM customers WHERE stylist_id = $1 ORDER BY id LIMIT 1', [anna.id]);
  const appointment = await one<{ id: string }>(pool, 'SELECT id FROM appointments WHERE stylist_id = $1 ORDER BY id LIMIT 1', [anna.id]);
  const review = await one<{ id: string }>(pool, 'SELECT id FROM reviews WHERE stylist_id = $1 ORDER BY id LIMIT 1', [anna.id]);
  const blockedTime = await one<{ id: string }>(
    pool,
    "INSERT INTO blocked_times (stylist_id, starts_at, ends_at, note) VALUES ($1, '2031-03-05T09:00:00Z', '2031-03-05T12:00:00Z', 'Training') RETURNING id",
    [anna.id],
  );
  const webhook = await one<{ id: string }>(
    pool,
    "INSERT INTO webhook_endpoints (stylist_id, url, events, secret) VALUES ($1, 'https://hooks.example.com/anna', '{appointment.created}', 'whsec_security') RETURNING id",
    [anna.id],
  );
  const webhookDelivery = await one<{ id: string }>(
    pool,
    "INSERT INTO webhook_deliveries (stylist_id, endpoint_id, event_id, event, body, status, attempts, response_code) VALUES ($1, $2, gen_random_uuid(), 'appointment.created', '{}', 'delivered', 1, 200) RETURNING id",
    [anna.id, webhook.id],
  );
  const dataExport = await one<{ id: string }>(
    pool,
    "INSERT INTO data_exports (id, stylist_id, status, progress, archive, expires_at) VALUES (gen_random_uuid(), $1, 'ready', 100, convert_to('{}', 'UTF8'), now() + interval '1 day') RETURNING id",
    [anna.id],
  );
  const annaMember = await one<{ id: string }>(pool, "SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [anna.id]);
  const invitation = await one<{ id: string }>(
    pool,
    "INSERT INTO member_invitations (stylist_id, email, role, token_hash, expires_at) VALUES ($1, 'invited@example.test', 'staff', encode(sha256('security-invitation'), 'hex'), now() + interval '7 days') RETURNING id",
    [anna.id],
  );
  const carlaAppointment = await one<{ id: string; uuid: string }>(
    pool,
    `SELECT a.id, a.uuid FROM appointments a JOIN customers c ON c.id = a.customer_id
     WHERE a.stylist_id = $1 AND c.customer_account_id = $2 ORDER BY a.starts_at DESC LIMIT 1`,
    [anna.id, carla.id],
  );

  const ids: DemoIds = {
    anna: Number(anna.id),
    bella: Number(bella.id),
    carla: Number(carla.id),
    otherCustomer: Number(other.id),
    service: Number(service.id),
    bellaService: Number(bellaService.id),
    category: service.category_id,
    customer: Number(customer.id),
    appointment: Number(appointment.id),
    review: Number(review.id),
    carlaAppointment: { id: Number(carlaAppointment.id), uuid: carlaAppointment.uuid },
    blockedTime: Number(blockedTime.id),
    webhook: Number(webhook.id),
    webhookDelivery: Number(webhookDelivery.id),
    dataExport: dataExport.id,
    annaMember: Number(annaMember.id),
    invitation: Number(invitation.id),
  };
  const sign = async (claims: ApiTokenClaims) => bearer(await app.apiTokens.sign(claims));
  return {
    app,
    pool,
    ids,
    headers: {
      anna: await sign(stylistClaims(ids.anna, anna.subdomain, DEMO_ACCOUNTS.anna.sub)),
      bella: await sign(stylistClaims(ids.bella, bella.subdomain, DEMO_ACCOUNTS.bella.sub)),
      carla: await sign(customerClaims(ids.carla, DEMO_ACCOUNTS.carla.sub)),
      otherCustomer: await sign(customerClaims(ids.otherCustomer, 'security-other-customer')),
    },
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

export { stylistClaims, customerClaims };

/** Every route of the app as `METHOD /path` (fastify syntax), from its router: hidden routes too. */
export function routeTable(app: App): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const parent = stack[depth - 1] ?? '';
    const segment = match[2] ?? '';
    // The tree prints a wildcard child without its slash (`/api/docs` + `*` is `/api/docs/*`).
    const path = parent + (segment === '*' && parent !== '' && !parent.endsWith('/') ? '/*' : segment);
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return [...new Set(routes)].sort();
}

/**
 * A fingerprint of every table but the rate-limit counters: equal before and after a call means
 * the call changed nothing.
 */
export async function databaseChecksum(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits' ORDER BY 1",
  );
  const columns = tables.map(({ name }) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`);
  const { rows } = await pool.query<Record<string, string>>(`SELECT ${columns.join(', ')}`);
  return rows[0] ?? {};
}

export const SITE = HOSTS.anna;
