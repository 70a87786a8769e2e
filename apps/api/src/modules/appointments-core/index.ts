export { toAppointment, type AppointmentRow } from './appointment-view';
export { createAppointmentsRepository, type AppointmentListFilter, type AppointmentsRepository, type CustomerPeriod, type StateChangeRow } from './appointments.repository';
export { createAppointmentWritesRepository, type AppointmentWritesRepository, type CopiedService } from './appointment-writes.repository';
export { createBookingContextRepository, type BookingContextRepository, type Contact, type Schedule } from './booking-context.repository';
export { createCardOwnershipRepository } from './card-ownership.repository';
export { allowedTransitions, checkTransition } from './transitions';
export { noChargeOnTransition, noDeposits, type CardOwnership, type ChargeOnTransition, type ChargeRequest, type DepositOutcome, type DepositRefundReason, type DepositRefundResult, type Deposits } from './ports';
export { createSiteStylist, type SiteStylist } from './site-stylist';
export { orderedServices } from './ordered-services';
