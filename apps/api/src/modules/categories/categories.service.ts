import type { Category, Locale } from '@chairly/shared';
import { hydraCollection, toLimitOffset } from '../../lib/hydra';
import type { CategoriesRepository } from './categories.repository';

const PATH = '/api/services/categories';

type ListQuery = { page: number; itemsPerPage: number; 'order[id]'?: 'asc' | 'desc' };

export function createCategoriesService(repository: Pick<CategoriesRepository, 'list' | 'count'>) {
  return {
    async list(query: ListQuery, locale: Locale) {
      const idDirection = query['order[id]'];
      const page = toLimitOffset(query);
      const [rows, total] = await Promise.all([repository.list({ locale, idDirection, ...page }), repository.count()]);
      const members: Category[] = rows.map((row) => ({
        '@id': `${PATH}/${row.id}`,
        id: row.id,
        name: row.name,
        slug: row.slug,
        parent: row.parentId,
      }));
      return hydraCollection({ context: '/api/contexts/Category', id: PATH, members, total });
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
