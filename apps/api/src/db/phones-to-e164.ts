import { parsePhone, phoneRegion } from '@chairly/shared';
import type pg from 'pg';

/**
 * Issue #29.4 (decision D35): numbers typed before phones were validated (`0151 2345678`) are
 * rewritten in E.164 once, after the SQL migrations (SQL cannot parse phone numbers). Each is read
 * in its stylist's country (else her holiday country, else only `+…`/`00…` forms). One that cannot
 * be read is left as it was and reported, masked: a phone number is personal data. The step is
 * recorded in `schema_migrations` under STEP, so later starts skip it without scanning.
 */
export const PHONES_STEP = 'data_phones_e164';

// Any fixed number but the migrations' own (727_001): instances starting at once run the step once.
const PHONES_LOCK_ID = 727_024;

/** Not already E.164 (the same pattern as isE164 in @chairly/shared) and not empty. */
const NOT_E164 = `<> '' AND %s !~ '^\\+[1-9][0-9]{6,14}$'`;
const notE164 = (column: string) => `${column} ${NOT_E164.replace('%s', column)}`;

type Row = { id: string; stylist_id: string | null; phone: string; country: string | null; holiday_country: string | null };
type Source = { table: 'customers' | 'customer_accounts' | 'stylists'; column: string; select: string };

/** The stylist whose country reads a customer account's number: the first she booked with. */
const SOURCES: Source[] = [
  {
    table: 'customers',
    column: 'phone',
    select: `SELECT c.id, c.stylist_id, c.phone, s.country, s.holiday_country
               FROM customers c JOIN stylists s ON s.id = c.stylist_id WHERE ${notE164('c.phone')} ORDER BY c.id`,
  },
  {
    table: 'customer_accounts',
    column: 'phone',
    select: `SELECT a.id, first.stylist_id, a.phone, first.country, first.holiday_country
               FROM customer_accounts a
               LEFT JOIN LATERAL (SELECT c.stylist_id, s.country, s.holiday_country FROM customers c JOIN stylists s ON s.id = c.stylist_id
                                   WHERE c.customer_account_id = a.id ORDER BY c.id LIMIT 1) first ON true
              WHERE ${notE164('a.phone')} ORDER BY a.id`,
  },
  {
    table: 'stylists',
    column: 'business_phone',
    select: `SELECT id, id AS stylist_id, business_phone AS phone, country, holiday_country FROM stylists WHERE ${notE164('business_phone')} ORDER BY id`,
  },
];

export type PhonesLogger = { warn: (fields: object, message: string) => void; info: (fields: object, message: string) => void };
export type PhonesReport = { converted: number; unparsable: number };

/** `0151 2345678` → `…78` (12 characters): enough to find it with the ids, not to call it. */
export function maskPhone(value: string): string {
  return `…${value.replace(/\D/g, '').slice(-2)} (${value.length} characters)`;
}

/** Runs the step unless it is recorded; returns what it did, or null when it had run before. */
export async function convertPhonesToE164(pool: pg.Pool, logger: PhonesLogger): Promise<PhonesReport | null> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [PHONES_LOCK_ID]);
    const done = await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [PHONES_STEP]);
    if (done.rowCount) {
      await client.query('COMMIT');
      return null;
    }
    const report: PhonesReport = { converted: 0, unparsable: 0 };
    for (const source of SOURCES) {
      const { rows } = await client.query<Row>(source.select);
      for (const row of rows) {
        const e164 = parsePhone(row.phone, phoneRegion(row.country, row.holiday_country));
        if (e164) {
          await client.query(`UPDATE ${source.table} SET ${source.column} = $2 WHERE id = $1`, [row.id, e164]);
          report.converted += 1;
        } else {
          report.unparsable += 1;
          logger.warn({ table: source.table, id: Number(row.id), stylistId: row.stylist_id === null ? null : Number(row.stylist_id), phone: maskPhone(row.phone) }, 'phone number left as it was: not a valid number in its stylist\'s country');
        }
      }
    }
    await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [PHONES_STEP]);
    await client.query('COMMIT');
    const summary = report.unparsable > 0 ? 'phone numbers rewritten in E.164; some could not be read (docs/operations.md, Phone numbers)' : 'phone numbers rewritten in E.164';
    (report.unparsable > 0 ? logger.warn : logger.info).call(logger, report, summary);
    return report;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
