import { AppError } from '@chairly/shared';
import { orderedServices, type BookingContextRepository } from '../appointments-core/index';

/**
 * The checks of the stylist's own calendar writes (one appointment or a series): the services she
 * chose, in her order, from her own list; the customer one of hers (else 422 on `customerId`).
 */
export function stylistInputs(context: Pick<BookingContextRepository, 'services' | 'customerExists'>) {
  return {
    async servicesOf(stylistId: number, ids: number[]) {
      return orderedServices(ids, await context.services(stylistId, [...new Set(ids)], false));
    },
    async checkCustomer(stylistId: number, customerId: number) {
      if (!(await context.customerExists(stylistId, customerId))) throw new AppError('BUSINESS_RULE', 'Customer not found', { customerId: 'Choose one of your customers' });
    },
  };
}
