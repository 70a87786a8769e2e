import type pg from 'pg';

type State = 'booked' | 'completed' | 'no_show' | 'cancelled';

/** A customer of the stylist (created_at may be set for the new-customers figures). */
export async function insertCustomer(pool: pg.Pool, stylistId: number, name: string, lastName = 'Doe', createdAt?: string): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO customers (stylist_id, name, last_name, created_at) VALUES ($1, $2, $3, coalesce($4::timestamptz, now())) RETURNING id',
    [stylistId, name, lastName, createdAt ?? null],
  );
  return Number(rows[0]?.id);
}

/**
 * An appointment written directly (the states of the past cannot be reached through the API at
 * a chosen time); its services copied like booking does.
 */
export async function insertAppointment(
  pool: pg.Pool,
  options: { stylistId: number; customerId: number | null; state: State; startsAt: string; minutes?: number; serviceId: number; serviceName?: string; cents?: number },
): Promise<{ id: number; uuid: string }> {
  const minutes = options.minutes ?? 30;
  const cents = options.cents ?? 3000;
  const { rows } = await pool.query<{ id: string; uuid: string }>(
    `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
     VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz + make_interval(mins => $5), $6, 'stylist') RETURNING id, uuid`,
    [options.stylistId, options.customerId, options.state, options.startsAt, minutes, cents],
  );
  const id = Number(rows[0]?.id);
  await pool.query(
    'INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes) VALUES ($1, 0, $2, $3, $4, $5)',
    [id, options.serviceId, options.serviceName ?? 'Cut', cents, minutes],
  );
  return { id, uuid: rows[0]?.uuid ?? '' };
}
