import { DEMO_ACCOUNTS } from '@chairly/shared';
import type pg from 'pg';
import type { App } from '../src/app';
import { stylistAuth } from './auth';
import { HOSTS } from './helpers';
import { createSettingsFixture } from './settings-fixture';

export type TestStylist = { id: number; subdomain: string; headers: Record<string, string> };

/** A registered stylist of the demo seed (anna or bella) with their bearer headers for their own host. */
export async function demoStylist(app: App, pool: pg.Pool, who: 'anna' | 'bella'): Promise<TestStylist> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM stylists WHERE auth_subject = $1', [DEMO_ACCOUNTS[who].sub]);
  const id = Number(rows[0]?.id);
  const auth = await stylistAuth(app, { id, subdomain: who });
  return { id, subdomain: who, headers: { ...auth, host: `${who}.chairly.localhost` } };
}

/** A new registered stylist without services or customers. */
export async function newStylist(app: App, pool: pg.Pool, subdomain: string): Promise<TestStylist> {
  const { rows } = await pool.query<{ id: string }>(
    "INSERT INTO stylists (auth_subject, email, subdomain, business_name) VALUES ($1, $2, $1, 'Test studio') RETURNING id",
    [subdomain, `${subdomain}@example.test`],
  );
  const id = Number(rows[0]?.id);
  const auth = await stylistAuth(app, { id, subdomain });
  return { id, subdomain, headers: { ...auth, host: `${subdomain}.chairly.localhost` } };
}

export async function categoryId(pool: pg.Pool, slug: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [slug]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No category ${slug}`);
  return id;
}

export const anonymous = { host: HOSTS.anna };

export type CatalogueFixture = Awaited<ReturnType<typeof createCatalogueFixture>>;

/** The settings fixture (demo data, the app) with its stylists anna and bella as TestStylists. */
export async function createCatalogueFixture() {
  const f = await createSettingsFixture();
  const anna: TestStylist = { ...f.anna, headers: f.annaHeaders };
  const bella: TestStylist = { ...f.bella, headers: f.bellaHeaders };
  return { ...f, anna, bella };
}
