/** Query keys of the services screens; mutations invalidate through these. */
export const servicesKeys = {
  all: () => ['services'] as const,
  lists: () => ['services', 'list'] as const,
  list: (query: Record<string, string | number>) => ['services', 'list', query] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
  categories: (language: string) => ['services', 'categories', language] as const,
};
