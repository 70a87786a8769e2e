/** Query keys of the reviews screens; mutations update and invalidate through these. */
export const reviewsKeys = {
  all: () => ['reviews'] as const,
  lists: () => ['reviews', 'list'] as const,
  list: (query: Record<string, string | number>) => ['reviews', 'list', query] as const,
  pendingCount: () => ['reviews', 'pending-count'] as const,
  status: (uuid: string) => ['reviews', 'status', uuid] as const,
  publicRates: () => ['reviews', 'public'] as const,
};
