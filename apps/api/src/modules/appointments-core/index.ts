export { toAppointment, type AppointmentRow } from './appointment-view';
export { createAppointmentsRepository, type AppointmentListFilter, type AppointmentsRepository, type CustomerPeriod, type StateChangeRow } from './appointments.repository';
export { createAppointmentWritesRepository, type AppointmentWritesRepository, type CopiedService } from './appointment-writes.repository';
export { createBookingContextRepository, type BookingContextRepository, type Contact } from './booking-context.repository';
export { createCardOwnershipRepository } from './card-ownership.repository';
export { allowedTransitions, checkTransition } from './transitions';
export { noChargeOnTransition, type CardOwnership, type ChargeOnTransition, type ChargeRequest } from './ports';
export { createSiteStylist, type SiteStylist } from './site-stylist';
export { orderedServices } from './ordered-services';
