import { DEMO_ACCOUNTS } from '@chairly/shared';
import { customerAuth } from './auth';
import { HOSTS } from './helpers';
import { createSettingsFixture } from './settings-fixture';

export type PaymentsFixture = Awaited<ReturnType<typeof createPaymentsFixture>>;

type AppointmentInput = {
  state: string;
  amountCents?: number;
  cardId?: string | null;
  startsAt?: Date;
  cancelledAt?: Date | null;
  stylistId?: number;
};

let slot = 0;

/** The demo data (anna, bella, carla with two saved sandbox cards) plus helpers to create appointments. */
export async function createPaymentsFixture(env: Record<string, string> = {}) {
  const base = await createSettingsFixture(env);
  const { rows } = await base.pool.query<{ id: string }>(
    'SELECT id FROM customer_accounts WHERE auth_subject = $1',
    [DEMO_ACCOUNTS.carla.sub],
  );
  const carla = { accountId: Number(rows[0]?.id) };
  const carlaHeaders = { host: HOSTS.anna, ...(await customerAuth(base.app, carla)) };
  const { rows: other } = await base.pool.query<{ id: string }>(
    "INSERT INTO customer_accounts (auth_subject, email, name) VALUES ('other-sub', 'dora@example.test', 'Dora') RETURNING id",
  );
  const doraHeaders = {
    host: HOSTS.anna,
    ...(await customerAuth(base.app, { accountId: Number(other[0]?.id) })),
  };

  async function appointment(input: AppointmentInput): Promise<number> {
    const stylistId = input.stylistId ?? base.anna.id;
    const { rows: customer } = await base.pool.query<{ id: string }>(
      'SELECT id FROM customers WHERE stylist_id = $1 AND customer_account_id = $2',
      [stylistId, carla.accountId],
    );
    slot += 1;
    const startsAt = input.startsAt ?? new Date(Date.UTC(2030, 0, 1, 0, 0) + slot * 3_600_000);
    const { rows: created } = await base.pool.query<{ id: string }>(
      `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, card_id, created_by, cancelled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'customer', $8) RETURNING id`,
      [
        stylistId,
        customer[0]?.id,
        input.state,
        startsAt,
        new Date(startsAt.getTime() + 3_600_000),
        input.amountCents ?? 8_000,
        input.cardId === undefined ? 'pm_sandbox_demo_carla_visa' : input.cardId,
        input.cancelledAt ?? null,
      ],
    );
    return Number(created[0]?.id);
  }

  return { ...base, carla, carlaHeaders, doraHeaders, appointment };
}
