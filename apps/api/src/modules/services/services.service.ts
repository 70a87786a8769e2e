import {
  AppError,
  currencyExponent,
  fitsCurrency,
  fromMinorUnits,
  messageToken,
  translateMessage,
  type Locale,
  type Service,
  type ServiceDepositMode,
  type ServiceInput,
} from '@chairly/shared';
import { hydraCollection, toLimitOffset, toOrderTerms } from '../../lib/hydra';
import { SERVICE_COLUMNS, type ServiceRow, type ServicesRepository } from './services.repository';
import type { ServiceListQuery } from './services.schemas';

export const SERVICES_PATH = '/api/services';

export function toService(row: ServiceRow, currency: string): Service {
  return {
    '@id': `${SERVICES_PATH}/${row.id}`,
    id: row.id,
    name: row.name,
    price: fromMinorUnits(row.priceCents, currency),
    hourly: row.hourly,
    duration: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    processingStartMinutes: row.processingStartMinutes,
    processingMinutes: row.processingMinutes,
    public: row.public,
    category: { id: row.categoryId, name: row.categoryName },
    depositMode: row.depositMode as ServiceDepositMode,
    depositValue: row.depositValue === null ? null : row.depositMode === 'amount' ? fromMinorUnits(row.depositValue, currency) : row.depositValue,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Service not found');

type Repository = Pick<ServicesRepository, 'list' | 'count' | 'findById' | 'insert' | 'update' | 'softDelete' | 'categoryExists' | 'currencyOf'>;

/**
 * Issue #29: a price or fixed deposit with more decimals than the stylist's currency has (45.5 JPY)
 * is refused, field by field, instead of being rounded away.
 */
function assertFitsCurrency(input: ServiceInput, currency: string): void {
  const decimals = currencyExponent(currency);
  const problem = (field: string) => translateMessage(messageToken('decimal', { _field_: field, decimals }));
  const fields: Record<string, string> = {};
  if (!fitsCurrency(input.price, currency)) fields.price = problem('Price');
  if (input.depositMode === 'amount' && input.depositValue !== null && !fitsCurrency(input.depositValue, currency)) fields.depositValue = problem('Deposit');
  if (Object.keys(fields).length > 0) throw new AppError('BUSINESS_RULE', `Amounts in ${currency} may have at most ${decimals} decimal places`, fields);
}

/** The signed-in stylist's services; another stylist's service is "not found", never shown. */
export function createServicesService(repository: Repository) {
  async function assertCategory(id: number) {
    if (await repository.categoryExists(id)) return;
    throw new AppError('VALIDATION', 'The request is invalid', { category: translateMessage(messageToken('invalid', { _field_: 'Category' })) });
  }
  async function get(stylistId: number, id: number, locale: Locale): Promise<Service> {
    const [row, currency] = await Promise.all([repository.findById(stylistId, id, locale), repository.currencyOf(stylistId)]);
    if (!row) throw notFound();
    return toService(row, currency);
  }

  return {
    async list(stylistId: number, query: ServiceListQuery, locale: Locale) {
      const order = toOrderTerms(query, SERVICE_COLUMNS);
      const options = { locale, search: query.search, order, ...toLimitOffset(query) };
      const [rows, total, currency] = await Promise.all([repository.list(stylistId, options), repository.count(stylistId, query.search), repository.currencyOf(stylistId)]);
      return hydraCollection({ context: '/api/contexts/Service', id: SERVICES_PATH, members: rows.map((row) => toService(row, currency)), total });
    },
    get,
    async create(stylistId: number, input: ServiceInput, locale: Locale): Promise<Service> {
      await assertCategory(input.category);
      const currency = await repository.currencyOf(stylistId);
      assertFitsCurrency(input, currency);
      const id = await repository.insert(stylistId, input, currency);
      return get(stylistId, id, locale);
    },
    async update(stylistId: number, id: number, input: ServiceInput, locale: Locale): Promise<Service> {
      await assertCategory(input.category);
      const currency = await repository.currencyOf(stylistId);
      assertFitsCurrency(input, currency);
      if (!(await repository.update(stylistId, id, input, currency))) throw notFound();
      return get(stylistId, id, locale);
    },
    async remove(stylistId: number, id: number): Promise<void> {
      if (!(await repository.softDelete(stylistId, id))) throw notFound();
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
