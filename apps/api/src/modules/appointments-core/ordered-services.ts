import { AppError } from '@chairly/shared';
import type { CopiedService } from './appointment-writes.repository';

/**
 * The chosen services in the order given (a service may be chosen twice), with their total
 * duration and price; an id that is not among `found` answers 422.
 */
export function orderedServices(ids: number[], found: CopiedService[]) {
  const byId = new Map(found.map((s) => [s.id, s]));
  const services = ids.map((id) => {
    const service = byId.get(id);
    if (!service) throw new AppError('BUSINESS_RULE', `Service ${id} cannot be booked`, { services: `Service ${id} cannot be booked` });
    return service;
  });
  return {
    services,
    durationMinutes: services.reduce((sum, s) => sum + s.durationMinutes, 0),
    amountCents: services.reduce((sum, s) => sum + s.priceCents, 0),
  };
}
