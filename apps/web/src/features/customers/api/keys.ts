/** Query keys of the customers screens; mutations invalidate through these. */
export const customersKeys = {
  lists: () => ['customers', 'list'] as const,
  list: (query: Record<string, string | number>) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
};
