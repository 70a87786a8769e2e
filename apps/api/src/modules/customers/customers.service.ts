import { AppError, messageLocale, type Customer, type CustomerInput } from '@chairly/shared';
import { hydraCollection, toLimitOffset, toOrderBy } from '../../lib/hydra';
import { storedPhone, type PhoneRegions } from '../phones/index';
import { CUSTOMER_COLUMNS, type CustomerRow, type CustomersRepository } from './customers.repository';
import type { CustomerListQuery } from './customers.schemas';

const PATH = '/api/customers';

/** `language` is what the notifications module writes her messages in (the same fallback). */
function toCustomer({ locale, ...row }: CustomerRow): Customer {
  return { '@id': `${PATH}/${row.id}`, ...row, language: messageLocale(locale) };
}

const notFound = () => new AppError('NOT_FOUND', 'Customer not found');

type Repository = Pick<CustomersRepository, 'list' | 'findById' | 'insert' | 'update' | 'markDeleted'>;

/**
 * The signed-in stylist's customers; another stylist's customer is "not found", never shown. A
 * phone is read in her country and stored in E.164 (issue #29.4).
 */
export function createCustomersService(repository: Repository, regions: Pick<PhoneRegions, 'of'>) {
  async function withStoredPhone(stylistId: number, input: CustomerInput): Promise<CustomerInput> {
    if (input.phone === '') return input;
    return { ...input, phone: storedPhone(input.phone, await regions.of(stylistId), 'phone') };
  }

  async function get(stylistId: number, id: number): Promise<Customer> {
    const row = await repository.findById(stylistId, id);
    if (!row) throw notFound();
    return toCustomer(row);
  }

  return {
    /** `memberId`: only her customers (a staff member's list, or `?member=`, issue #34); null: none. */
    async list(stylistId: number, query: CustomerListQuery, memberId?: number | null) {
      const filter = { deleted: query.deleted, search: query.search, memberId };
      const orderBy = toOrderBy(query, CUSTOMER_COLUMNS);
      const { rows, total, capped } = await repository.list(stylistId, { ...filter, orderBy, ...toLimitOffset(query) });
      const list = hydraCollection({ context: '/api/contexts/Customer', id: PATH, members: rows.map(toCustomer), total });
      return capped ? { ...list, 'chairly:totalItemsCapped': true as const } : list;
    },
    get,
    async create(stylistId: number, input: CustomerInput): Promise<Customer> {
      return get(stylistId, await repository.insert(stylistId, await withStoredPhone(stylistId, input)));
    },
    async update(stylistId: number, id: number, input: CustomerInput): Promise<Customer> {
      if (!(await repository.update(stylistId, id, await withStoredPhone(stylistId, input)))) throw notFound();
      return get(stylistId, id);
    },
    async remove(stylistId: number, id: number): Promise<void> {
      if (!(await repository.markDeleted(stylistId, id))) throw notFound();
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
