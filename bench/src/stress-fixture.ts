// The stress suite's data, written with SQL: a stylist open all day (UTC) with a 60-minute service,
// a connected sandbox payment account and no-show / cancellation fees; customer accounts with a saved
// sandbox card each; appointments in any state (past ones for transitions and fees).
import { ROLES } from '@chairly/shared';
import { createApiTokens } from '@chairly/api/lib/api-token';
import type pg from 'pg';

export const SERVICE_MINUTES = 60;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type Slot = { startsAt: Date; endsAt: Date };
export type Headers = Record<string, string>;
export type Customer = { accountId: number; cardId: string; contact: { name: string; lastName: string; email: string; phone: string } };

/** `+00:00` rather than `Z`: the API takes instants with an explicit offset. */
export const instant = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export type StressStylist = Awaited<ReturnType<typeof createStressStylist>>;

/**
 * A stylist of its own for each run configuration (one instance, two instances), so that no race
 * of one configuration meets the data of the other. Tokens are signed with the servers' secret.
 */
export async function createStressStylist(pool: pg.Pool, secret: string, label: string, baseDomain: string) {
  const subdomain = `stress-${label}`;
  const tokens = createApiTokens(new TextEncoder().encode(secret));
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO stylists (auth_subject, email, name, subdomain, business_name, time_zone_id, stripe_id, stripe_account_enabled)
     VALUES ($1, $2, 'Stress', $3, 'Stress test studio', (SELECT id FROM time_zones WHERE name = 'UTC'), $4, true) RETURNING id`,
    [`stress-stylist-${label}`, `${subdomain}@example.test`, subdomain, `acct_sandbox_${subdomain}`],
  );
  const stylistId = Number(rows[0]?.id);
  // Open every day from 00:00 to 23:00 (the last whole hour a day can end at).
  await pool.query(`INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT $1, d, 0, 23 FROM generate_series(0, 6) d`, [stylistId]);
  const service = await pool.query<{ id: string }>(
    `INSERT INTO services (stylist_id, name, price_cents, duration_minutes, public, category_id)
     VALUES ($1, 'Cut', 8000, $2, true, (SELECT min(id) FROM categories)) RETURNING id`,
    [stylistId, SERVICE_MINUTES],
  );
  await pool.query(`INSERT INTO payment_accounts (stylist_id, provider, account_id, charges_enabled, details_submitted) VALUES ($1, 'sandbox', $2, true, true)`, [stylistId, `acct_sandbox_${subdomain}`]);
  await pool.query(`INSERT INTO sandbox_accounts (id, charges_enabled, details_submitted) VALUES ($1, true, true)`, [`acct_sandbox_${subdomain}`]);
  // 50 % for a no-show, 25 % for a cancellation within 24 hours (confirming then needs a saved card).
  await pool.query(`INSERT INTO stylist_policy_configs (stylist_id, config, value) VALUES ($1, 0, 50), ($1, 1, 25), ($1, 2, 1440)`, [stylistId]);

  const site = `${subdomain}.${baseDomain}`;
  const stylistToken = await tokens.sign({ sub: `stress-stylist-${label}`, roles: [ROLES.stylist], stylistId, subdomain });
  let accounts = 0;
  let sessions = 0;
  let futureSlots = 0;
  let pastSlots = 0;
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;

  return {
    stylistId,
    serviceId: Number(service.rows[0]?.id),
    stylistHeaders: { host: site, authorization: `Bearer ${stylistToken}` } as Headers,

    /**
     * `n` customer accounts, each with a saved sandbox card that succeeds. Not yet customers of the
     * stylist: booking makes them so (`customerIdOf` does it for appointments written with SQL).
     */
    async customers(n: number): Promise<Customer[]> {
      const first = accounts + 1;
      accounts += n;
      const created = await pool.query<{ id: string; n: number }>(
        `INSERT INTO customer_accounts (auth_subject, email, name, lastname)
         SELECT 'stress-' || $1 || '-' || i, 'stress-' || $1 || '-' || i || '@example.test', 'Stress', 'Customer ' || i
         FROM generate_series($2::int, $3::int) i RETURNING id, (regexp_match(auth_subject, '(\\d+)$'))[1]::int AS n`,
        [label, first, accounts],
      );
      const ids = created.rows.sort((a, b) => a.n - b.n).map((r) => Number(r.id));
      await pool.query(`INSERT INTO sandbox_customers (id, name) SELECT 'cus_sandbox_stress_' || id, 'Stress' FROM unnest($1::bigint[]) id`, [ids]);
      await pool.query(`INSERT INTO payment_customers (customer_account_id, provider, gateway_customer_id) SELECT id, 'sandbox', 'cus_sandbox_stress_' || id FROM unnest($1::bigint[]) id`, [ids]);
      await pool.query(
        `INSERT INTO sandbox_cards (token, customer_id, brand, last4, exp_month, exp_year, behaviour)
         SELECT 'pm_sandbox_stress_' || id, 'cus_sandbox_stress_' || id, 'visa', '4242', 12, 2034, 'succeed' FROM unnest($1::bigint[]) id`,
        [ids],
      );
      await pool.query(
        `INSERT INTO payment_cards (customer_account_id, provider, gateway_card_id, brand, last4, exp_month, exp_year)
         SELECT id, 'sandbox', 'pm_sandbox_stress_' || id, 'visa', '4242', 12, 2034 FROM unnest($1::bigint[]) id`,
        [ids],
      );
      return ids.map((accountId, i) => ({
        accountId,
        cardId: `pm_sandbox_stress_${accountId}`,
        contact: { name: 'Stress', lastName: `Customer ${first + i}`, email: `stress-${label}-${first + i}@example.test`, phone: '' },
      }));
    },

    /**
     * Headers of one signed-in session of the customer. `fresh`: a token of its own (its own
     * subject, the same customer account), so that 50 calls of one customer each reach the write
     * path instead of 30 of them meeting the booking limit of 20 calls a minute per signed-in user.
     */
    async customerHeaders(customer: Customer, { fresh = true } = {}): Promise<Headers> {
      sessions += 1;
      const sub = fresh ? `stress-${label}-account-${customer.accountId}-session-${sessions}` : `stress-${label}-account-${customer.accountId}`;
      const token = await tokens.sign({ sub, roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: customer.accountId });
      return { host: site, authorization: `Bearer ${token}` };
    },

    /** The customer's row at this stylist (created as booking would). */
    async customerIdOf(customer: Customer): Promise<number> {
      await pool.query(
        `INSERT INTO customers (stylist_id, customer_account_id, name, last_name, email)
         SELECT $1, id, name, lastname, email FROM customer_accounts WHERE id = $2
         ON CONFLICT (stylist_id, customer_account_id) WHERE customer_account_id IS NOT NULL DO NOTHING`,
        [stylistId, customer.accountId],
      );
      const { rows: found } = await pool.query<{ id: string }>('SELECT id FROM customers WHERE stylist_id = $1 AND customer_account_id = $2', [stylistId, customer.accountId]);
      return Number(found[0]?.id);
    },

    /** `n` customers the stylist keeps herself (no sign-in account), for her own bookings. */
    async walkInCustomers(n: number): Promise<number[]> {
      const { rows: created } = await pool.query<{ id: string }>(
        `INSERT INTO customers (stylist_id, name, last_name) SELECT $1, 'Walk-in', i::text FROM generate_series(1, $2::int) i RETURNING id`,
        [stylistId, n],
      );
      return created.map((r) => Number(r.id));
    },

    /** A free bookable slot: from the day after tomorrow, every two hours from 00:00 to 20:00 UTC. */
    futureSlot(): Slot {
      const index = futureSlots++;
      const startsAt = new Date(today + (2 + Math.floor(index / 11)) * DAY_MS + (index % 11) * 2 * HOUR_MS);
      return { startsAt, endsAt: new Date(startsAt.getTime() + SERVICE_MINUTES * MINUTE_MS) };
    },

    /** A slot of yesterday (started and ended), every two hours. */
    pastSlot(): Slot {
      const index = pastSlots++;
      if (index >= 12) throw new Error('Out of past slots');
      const startsAt = new Date(today - DAY_MS + index * 2 * HOUR_MS);
      return { startsAt, endsAt: new Date(startsAt.getTime() + SERVICE_MINUTES * MINUTE_MS) };
    },

    /** An appointment written directly (with its copied service), e.g. one in the past. */
    async appointment(input: {
      customerId: number;
      state: 'held' | 'booked' | 'completed' | 'cancelled' | 'no_show';
      slot: Slot;
      cardId?: string | null;
      cancelledAt?: Date | null;
      createdBy?: 'customer' | 'stylist';
    }): Promise<number> {
      const { rows: created } = await pool.query<{ id: string }>(
        `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, hold_expires_at, card_id, created_by, cancelled_at)
         VALUES ($1, $2, $3, $4, $5, 8000, CASE WHEN $3 = 'held' THEN date_trunc('second', now()) + interval '10 minutes' END, $6, $7, $8) RETURNING id`,
        [stylistId, input.customerId, input.state, input.slot.startsAt, input.slot.endsAt, input.cardId ?? null, input.createdBy ?? 'customer', input.cancelledAt ?? null],
      );
      const id = Number(created[0]?.id);
      await pool.query(
        `INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes)
         SELECT $1, 0, id, name, price_cents, duration_minutes FROM services WHERE id = $2`,
        [id, Number(service.rows[0]?.id)],
      );
      return id;
    },

    /** Held (unexpired) or booked appointments overlapping each slot; the largest count. */
    async maxActivePerSlot(slots: Slot[]): Promise<number> {
      if (slots.length === 0) return 0;
      const { rows: counts } = await pool.query<{ n: number }>(
        `SELECT (SELECT count(*)::int FROM appointments a
                 WHERE a.stylist_id = $1 AND tstzrange(a.starts_at, a.ends_at) && tstzrange(s.starts_at, s.ends_at)
                   AND (a.state = 'booked' OR (a.state = 'held' AND a.hold_expires_at > now()))) AS n
         FROM unnest($2::timestamptz[], $3::timestamptz[]) AS s(starts_at, ends_at)`,
        [stylistId, slots.map((s) => s.startsAt), slots.map((s) => s.endsAt)],
      );
      return Math.max(0, ...counts.map((r) => r.n));
    },

    /**
     * Per appointment, the larger of: charges recorded as pending or succeeded (per kind), and
     * charges the sandbox gateway actually made; the largest over the appointments.
     */
    async maxChargesPerAppointment(appointmentIds: number[]): Promise<number> {
      if (appointmentIds.length === 0) return 0;
      const { rows: counts } = await pool.query<{ recorded: number; taken: number }>(
        `SELECT (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM payment_charges c
                   WHERE c.appointment_id = a.id AND c.status IN ('pending', 'succeeded') GROUP BY c.kind) k) AS recorded,
                (SELECT count(*)::int FROM sandbox_charges g WHERE g.metadata->>'appointmentId' = a.id::text AND g.status = 'succeeded') AS taken
         FROM unnest($1::bigint[]) AS a(id)`,
        [appointmentIds],
      );
      return Math.max(0, ...counts.map((r) => Math.max(r.recorded, r.taken)));
    },
  };
}
