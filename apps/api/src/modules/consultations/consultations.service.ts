import { AppError, type Consultation, type ConsultationRequest } from '@chairly/shared';
import type { BookingContextRepository } from '../appointments-core/index';
import { enqueueNotification } from '../notifications/index';
import type { ConsultationsRepository } from './consultations.repository';

type Deps = { context: Pick<BookingContextRepository, 'ensureCustomerOfAccount'>; repository: ConsultationsRepository };

/** Stores a customer's consultation request for the stylist (the notifications issue e-mails it). */
export function createConsultationsService({ context, repository }: Deps) {
  return {
    async request(stylistId: number, accountId: number, input: ConsultationRequest): Promise<Consultation> {
      const serviceId = input.serviceId ?? null;
      if (serviceId !== null && !(await repository.publicServiceExists(stylistId, serviceId))) {
        throw new AppError('BUSINESS_RULE', 'This service is not offered', { serviceId: 'This service is not offered' });
      }
      const customerId = await context.ensureCustomerOfAccount(stylistId, accountId);
      const row = await repository.insert(stylistId, customerId, { serviceId, message: input.message, preferredContact: input.preferredContact }, (tx, consultationId) =>
        enqueueNotification(tx, { kind: 'consultation.requested', stylistId, consultationId }),
      );
      return { ...row, createdAt: row.createdAt.toISOString() };
    },
  };
}
export type ConsultationsService = ReturnType<typeof createConsultationsService>;
