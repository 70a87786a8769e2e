import { listQuery } from '../../lib/hydra';

export const categoryListQuerySchema = listQuery(['id'] as const);
