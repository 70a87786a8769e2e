import type { Db } from '../db/client';
import { expireLapsedHolds } from '../modules/appointments-core/index';

/** The minute sweep (`holds.expire`) of every stylist's lapsed holds: the one hold-expiry path, for all stylists. */
export function createHoldsRepository(db: Db) {
  return {
    expireAll: (): Promise<number> => expireLapsedHolds(db),
  };
}
