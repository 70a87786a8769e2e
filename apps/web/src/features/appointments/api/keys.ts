import type { FeeType } from '@chairly/shared/payments/contracts';

/** Query keys under `appointments`; the calendar's range queries live under the same root, so one invalidation refreshes both. */
export const appointmentsKeys = {
  all: () => ['appointments'] as const,
  lists: () => ['appointments', 'list'] as const,
  list: (query: Record<string, string | number>) => ['appointments', 'list', query] as const,
  detail: (id: number) => ['appointments', 'detail', id] as const,
  transitions: (id: number) => ['appointments', 'detail', id, 'transitions'] as const,
  card: (id: number) => ['appointments', 'detail', id, 'card'] as const,
  fee: (id: number, type: FeeType) => ['appointments', 'detail', id, 'fee', type] as const,
};
