import { AppError, messageToken, translateMessage, type Locale, type Service, type ServiceDepositMode, type ServiceInput } from '@chairly/shared';
import { hydraCollection, toLimitOffset, toOrderTerms } from '../../lib/hydra';
import { SERVICE_COLUMNS, type ServiceRow, type ServicesRepository } from './services.repository';
import type { ServiceListQuery } from './services.schemas';

export const SERVICES_PATH = '/api/services';

/** Cents to dollars with two decimals, as a JSON number (4550 → 45.5). */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function toService(row: ServiceRow): Service {
  return {
    '@id': `${SERVICES_PATH}/${row.id}`,
    id: row.id,
    name: row.name,
    price: toDollars(row.priceCents),
    hourly: row.hourly,
    duration: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    processingStartMinutes: row.processingStartMinutes,
    processingMinutes: row.processingMinutes,
    public: row.public,
    category: { id: row.categoryId, name: row.categoryName },
    depositMode: row.depositMode as ServiceDepositMode,
    depositValue: row.depositValue === null ? null : row.depositMode === 'amount' ? toDollars(row.depositValue) : row.depositValue,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Service not found');

type Repository = Pick<ServicesRepository, 'list' | 'count' | 'findById' | 'insert' | 'update' | 'softDelete' | 'categoryExists'>;

/** The signed-in stylist's services; another stylist's service is "not found", never shown. */
export function createServicesService(repository: Repository) {
  async function assertCategory(id: number) {
    if (await repository.categoryExists(id)) return;
    throw new AppError('VALIDATION', 'The request is invalid', { category: translateMessage(messageToken('invalid', { _field_: 'Category' })) });
  }
  async function get(stylistId: number, id: number, locale: Locale): Promise<Service> {
    const row = await repository.findById(stylistId, id, locale);
    if (!row) throw notFound();
    return toService(row);
  }

  return {
    async list(stylistId: number, query: ServiceListQuery, locale: Locale) {
      const order = toOrderTerms(query, SERVICE_COLUMNS);
      const options = { locale, search: query.search, order, ...toLimitOffset(query) };
      const [rows, total] = await Promise.all([repository.list(stylistId, options), repository.count(stylistId, query.search)]);
      return hydraCollection({ context: '/api/contexts/Service', id: SERVICES_PATH, members: rows.map(toService), total });
    },
    get,
    async create(stylistId: number, input: ServiceInput, locale: Locale): Promise<Service> {
      await assertCategory(input.category);
      const id = await repository.insert(stylistId, input);
      return get(stylistId, id, locale);
    },
    async update(stylistId: number, id: number, input: ServiceInput, locale: Locale): Promise<Service> {
      await assertCategory(input.category);
      if (!(await repository.update(stylistId, id, input))) throw notFound();
      return get(stylistId, id, locale);
    },
    async remove(stylistId: number, id: number): Promise<void> {
      if (!(await repository.softDelete(stylistId, id))) throw notFound();
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
