import { normalizeCurrency, type CurrencyCode } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Issue #29 (D33): every amount of a stylist is in HER currency (stylists.currency). The
 * deployment's PAYMENT_CURRENCY only decides for a stylist who has none yet: at start the server
 * and the worker write it into every row without one (fillMissingCurrencies), and a row created
 * since (a first sign-in before registration) reads as it until she registers or chooses one.
 * The deployment's currency is an argument everywhere (issue #30): the composition root
 * (composition.ts, `defaultCurrency`) passes it through each module's options.
 */

/** A module's option: the deployment's currency (upper case), from the composition root. */
export type DeploymentCurrency = { defaultCurrency: CurrencyCode };

/** A stored currency as the API shows it (upper case), or the deployment's when none is stored. */
export const currencyOr = (stored: string | null | undefined, defaultCurrency: CurrencyCode): CurrencyCode =>
  stored ? normalizeCurrency(stored) : defaultCurrency;

/** Writes the deployment's currency into every stylist row without one; returns how many. */
export async function fillMissingCurrencies(db: Db, defaultCurrency: CurrencyCode): Promise<number> {
  const result = await db.execute(sql`UPDATE stylists SET currency = ${defaultCurrency} WHERE currency IS NULL`);
  return result.rowCount ?? 0;
}

/** The stylist's currency (upper case); the deployment's for an unknown id or a row without one. */
export async function stylistCurrency(db: Db, stylistId: number, defaultCurrency: CurrencyCode): Promise<CurrencyCode> {
  const result = await db.execute<{ currency: string | null }>(sql`SELECT currency FROM stylists WHERE id = ${stylistId}`);
  return currencyOr(result.rows[0]?.currency, defaultCurrency);
}
