import { DEMO_ACCOUNTS } from '@chairly/shared';
import { eq, sql } from 'drizzle-orm';
import { customers } from '../schema/index';
import { stylistIdBySubject } from './catalogue-lookups';
import type { Seed, SeedDb } from './types';

type DemoCustomer = { name: string; lastName: string; email: string; phone: string; notes?: string };

const { carla } = DEMO_ACCOUNTS;
const CARLA: DemoCustomer = { name: carla.name, lastName: carla.lastName, email: carla.email, phone: '+351912345678', notes: 'Prefers morning appointments.' };

const ANNA: DemoCustomer[] = [
  CARLA,
  { name: 'Lena', lastName: 'Fischer', email: 'lena.fischer@example.com', phone: '+4915123456701', notes: 'Sensitive scalp — use mild shampoo.' },
  { name: 'Jonas', lastName: 'Weber', email: 'jonas.weber@example.com', phone: '+4915123456702' },
  { name: 'Sophie', lastName: 'Schneider', email: 'sophie.schneider@example.com', phone: '+4915123456703', notes: 'Balayage every 10 weeks.' },
  { name: 'Mia', lastName: 'Wagner', email: 'mia.wagner@example.com', phone: '+4915123456704' },
  { name: 'Lukas', lastName: 'Becker', email: 'lukas.becker@example.com', phone: '+4915123456705' },
  { name: 'Hannah', lastName: 'Hoffmann', email: 'hannah.hoffmann@example.com', phone: '+4915123456706', notes: 'Allergic to PPD hair dye.' },
  { name: 'Emma', lastName: 'Schulz', email: 'emma.schulz@example.com', phone: '+4915123456707' },
  { name: 'Felix', lastName: 'Koch', email: 'felix.koch@example.com', phone: '+4915123456708' },
  { name: 'Clara', lastName: 'Richter', email: 'clara.richter@example.com', phone: '+4915123456709', notes: 'Wedding on 14 June — trial booked.' },
  { name: 'Paul', lastName: 'Klein', email: 'paul.klein@example.com', phone: '+4915123456710' },
  { name: 'Lea', lastName: 'Wolf', email: 'lea.wolf@example.com', phone: '+4915123456711' },
  { name: 'Marie', lastName: 'Neumann', email: 'marie.neumann@example.com', phone: '+4915123456712' },
  { name: 'Ben', lastName: 'Schwarz', email: 'ben.schwarz@example.com', phone: '+4915123456713' },
  { name: 'Nina', lastName: 'Zimmermann', email: 'nina.zimmermann@example.com', phone: '+4915123456714', notes: 'Brings her own brow pencil.' },
];

const BELLA: DemoCustomer[] = [
  CARLA,
  { name: 'Inês', lastName: 'Ferreira', email: 'ines.ferreira@example.com', phone: '+5511913000101', notes: 'Almond shape, short length.' },
  { name: 'Beatriz', lastName: 'Santos', email: 'beatriz.santos@example.com', phone: '+5511913000102' },
  { name: 'Mariana', lastName: 'Oliveira', email: 'mariana.oliveira@example.com', phone: '+5511913000103' },
  { name: 'Joana', lastName: 'Pereira', email: 'joana.pereira@example.com', phone: '+5511913000104', notes: 'Lash refill every three weeks.' },
  { name: 'Rita', lastName: 'Costa', email: 'rita.costa@example.com', phone: '+5511913000105' },
];

/** The id of a customer's sign-in account (customer_accounts, seeded by the identity seed), if any. */
async function customerAccountId(db: SeedDb, sub: string): Promise<number | null> {
  const result = await db.execute<{ id: string }>(sql`SELECT id::text AS id FROM customer_accounts WHERE auth_subject = ${sub}`);
  const id = result.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

async function seedFor(db: SeedDb, sub: string, list: DemoCustomer[], carlaAccountId: number | null) {
  const stylistId = await stylistIdBySubject(db, sub);
  if (stylistId === null) return;
  const existing = await db.select({ email: customers.email }).from(customers).where(eq(customers.stylistId, stylistId));
  const emails = new Set(existing.map((c) => c.email));
  const rows = list
    .filter((c) => !emails.has(c.email))
    .map((c) => ({
      stylistId,
      ...c,
      notes: c.notes ?? '',
      customerAccountId: c.email === carla.email ? carlaAccountId : null,
    }));
  if (rows.length > 0) await db.insert(customers).values(rows).onConflictDoNothing();
}

/** Demo customers of anna and bella; carla is a customer of both, linked to her sign-in account. Natural key: e-mail. */
export const customersSeed: Seed = {
  name: 'customers',
  run: async (db) => {
    const carlaAccountId = await customerAccountId(db, carla.sub);
    await seedFor(db, DEMO_ACCOUNTS.anna.sub, ANNA, carlaAccountId);
    await seedFor(db, DEMO_ACCOUNTS.bella.sub, BELLA, carlaAccountId);
  },
};
