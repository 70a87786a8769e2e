import type { Db } from '../client';

/** The database handle a seed runs on: the pool-wide client or the transaction of a seed run. */
export type SeedDb = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Seed = {
  name: string;
  run: (db: SeedDb) => Promise<void>;
};
