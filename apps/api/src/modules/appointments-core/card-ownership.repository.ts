import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CardOwnership } from './ports';

/** CardOwnership over the payments module's `payment_cards` (migration 0006). */
export function createCardOwnershipRepository(db: Db): CardOwnership {
  return {
    async isOwnCard(customerAccountId, cardId) {
      const result = await db.execute(
        sql`SELECT 1 FROM payment_cards WHERE customer_account_id = ${customerAccountId} AND gateway_card_id = ${cardId} LIMIT 1`,
      );
      return result.rows.length > 0;
    },
  };
}
