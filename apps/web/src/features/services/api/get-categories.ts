import type { Category, CategoryList } from '@chairly/shared/categories/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { servicesKeys } from './keys';

/** The whole category tree fits one page of 100 (parents come before their children). */
export const getCategories = async (): Promise<Category[]> =>
  (await apiFetch<CategoryList>('/api/services/categories', { auth: true, query: { page: 1, itemsPerPage: 100 } }))['hydra:member'];

export const categoriesQueryOptions = (language: string) =>
  queryOptions({ queryKey: servicesKeys.categories(language), queryFn: getCategories, staleTime: 10 * 60_000 });

export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery(categoriesQueryOptions(i18n.language));
}
